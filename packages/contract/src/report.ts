import { z } from 'zod';
import type { AnyEndpoint } from './endpoint';
import { endpoint } from './endpoint';
import { pageOf, pageQuery } from './paging';
import { day, id } from './scalars';
import { ORDER_PAY_TYPES, ORDER_TYPES } from './areas/orders';
import { RECHARGE_PAY_TYPES } from './tradeTypes';

/**
 * What every report family shares (issue 27, DESIGN §12): a page query with its totals over every matching row, an
 * .xlsx twin of the same filters (at most EXPORT_CAP rows, streamed), a range of the merchant's calendar days, and
 * the canteen and organisation filters every family offers (within the caller's data scope).
 */

/** The longest range a report reads: a year and a day (a leap year's whole year with its first day again). */
export const REPORT_MAX_DAYS = 366;

const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
/** Days from startDay to endDay, both counted. */
export const daysInRange = (startDay: string, endDay: string) => Math.round((dayMs(endDay) - dayMs(startDay)) / 86_400_000) + 1;

const rangeOf = (v: unknown) => v as { startDay: string; endDay: string };

/** A range of local days, both required, end not before start, at most REPORT_MAX_DAYS. */
export const dayRange = { startDay: day, endDay: day };
export const dayRangeRules = <T extends z.ZodObject>(schema: T): T =>
  schema
    .refine((v) => rangeOf(v).startDay <= rangeOf(v).endDay, { message: 'endDay must not be before startDay', path: ['endDay'] })
    .refine((v) => rangeOf(v).startDay > rangeOf(v).endDay || daysInRange(rangeOf(v).startDay, rangeOf(v).endDay) <= REPORT_MAX_DAYS, {
      message: `a report reads at most ${REPORT_MAX_DAYS} days`,
      path: ['endDay'],
    });

/** The canteen and organisation filters of every family (an organisation reaches those below it). */
export const reportScope = { canteenId: id.optional(), orgId: id.optional() };

/** A report's query: paging, a day range, canteen and organisation, and the family's own filters. */
export const reportQuery = <S extends z.ZodRawShape>(extra: S) => dayRangeRules(pageQuery.extend({ ...dayRange, ...reportScope, ...extra }));

/** A page of the family's rows and the totals of every row the filters match. */
export const reportPage = <R extends z.ZodType, S extends z.ZodObject>(row: R, sum: S) => pageOf(row).extend({ sum });

/** Pay types of the rollups: how a diner verified (card, face, account, QR code), then how a recharge was paid. */
export const REPORT_PAY_TYPES = [...ORDER_PAY_TYPES, ...RECHARGE_PAY_TYPES.filter((p) => !(ORDER_PAY_TYPES as readonly string[]).includes(p))] as const;
export type ReportPayType = (typeof REPORT_PAY_TYPES)[number];
export const REPORT_ORDER_TYPES = ORDER_TYPES;

/** The measures of a consumption family's row: orders and refunds of the range, the net and the wallets paid. */
export const saleMeasures = {
  /** Orders paid in the range. */
  orders: z.int(),
  /** What they cost (after marketing), cents. */
  amount: z.int(),
  cash: z.int(),
  subsidy: z.int(),
  gift: z.int(),
  /** Marketing's part (list price − paid). */
  discount: z.int(),
  /** Refunds made in the range and their amount. */
  refunds: z.int(),
  refundAmount: z.int(),
  /** amount − refundAmount: what the range kept. */
  net: z.int(),
};

/**
 * A report and its export twin (same filters; an .xlsx reply of every row with a total row last, refused past
 * EXPORT_CAP with 最大导出50000条数据). `path` includes its service prefix; the export's is `${path}/export`.
 */
export function reportPair<const P extends string, const E extends string, I extends z.ZodObject, O extends z.ZodType>(def: {
  id: P;
  exportId: E;
  path: string;
  access: number;
  input: I;
  output: O;
  summary: string;
}) {
  return [
    endpoint({ id: def.id, method: 'POST', path: def.path, access: def.access, write: false, input: def.input, output: def.output, summary: def.summary }),
    endpoint({
      id: def.exportId,
      method: 'POST',
      path: `${def.path}/export`,
      access: def.access,
      write: false,
      kind: 'blob',
      input: def.input,
      output: z.null(),
      summary: `${def.summary} (xlsx export, at most 50 000 rows)`,
    }),
  ] as const satisfies readonly AnyEndpoint[];
}

/** `reportPair` with paths relative to a service prefix (`${prefix}/${path}`). */
export const reportPairUnder =
  (prefix: string) =>
  <const P extends string, const E extends string, I extends z.ZodObject, O extends z.ZodType>(def: {
    id: P;
    exportId: E;
    path: string;
    access: number;
    input: I;
    output: O;
    summary: string;
  }) =>
    reportPair({ ...def, path: `${prefix}/${def.path}` });
