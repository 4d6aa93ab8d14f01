import { CUSTOM_KEY_DIMS, EXPORT_CAP, type CustomDefinition, type CustomDim, type CustomInput, type CustomMeasure, type CustomRow, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { reportExport, reportPage, type ReportSql } from '../../platform/report';
import type { Paging } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { customColumns, customLabels, customTitles } from '../../platform/messages/reportsCustom';
import { merchantTimeZone } from '../settings';
import { GROUP_COLUMNS, groupedSql, measureSums, payTypeLabel } from './customGroups';
import type { DimName } from './facts';
import { freshRollups, type RollupFilter } from './rollups';

/**
 * Custom reports (/baobiaozhongxin/customreport): a merchant's saved definitions (fact, dimensions, measures from the
 * contract's whitelists) and their run over the rollups. Each dimension's label is a fixed SQL fragment below.
 */

/** The cap of the custom and check exports; tests lower it instead of writing 50 001 rows. */
export const customExportLimits = { cap: EXPORT_CAP };

const DEFINITION = `id AS "reportId", name, fact, dims, measures, remark, updated_at AS "updatedAt"`;

export const customList = (ctx: Ctx): Promise<CustomDefinition[]> =>
  ctx.db.query<CustomDefinition>(`SELECT ${DEFINITION} FROM rpt_custom_reports WHERE merchant_id = $1 ORDER BY name, id`, [ctx.merchantId]);

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'customReportNameTaken');
    throw e;
  }
}

export const customAdd = (ctx: Ctx, input: CustomInput) =>
  named(async () => {
    const [row] = await ctx.db.query<{ reportId: number }>(
      `INSERT INTO rpt_custom_reports (merchant_id, name, fact, dims, measures, remark) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id AS "reportId"`,
      [ctx.merchantId, input.name, input.fact, input.dims, input.measures, input.remark],
    );
    return row;
  });

export const customEdit = (ctx: Ctx, input: CustomInput & { reportId: number }) =>
  named(async () => {
    const rows = await ctx.db.query(
      `UPDATE rpt_custom_reports SET name = $3, fact = $4, dims = $5, measures = $6, remark = $7, updated_at = now() WHERE merchant_id = $1 AND id = $2 RETURNING id`,
      [ctx.merchantId, input.reportId, input.name, input.fact, input.dims, input.measures, input.remark],
    );
    if (!rows.length) throw notFound('customReport');
    return null;
  });

export async function customRemove(ctx: Ctx, reportId: number): Promise<null> {
  const rows = await ctx.db.query(`DELETE FROM rpt_custom_reports WHERE merchant_id = $1 AND id = $2 RETURNING id`, [ctx.merchantId, reportId]);
  if (!rows.length) throw notFound('customReport');
  return null;
}

async function definition(ctx: Ctx, reportId: number): Promise<CustomDefinition> {
  const [row] = await ctx.db.query<CustomDefinition>(`SELECT ${DEFINITION} FROM rpt_custom_reports WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, reportId]);
  if (!row) throw notFound('customReport');
  return row;
}

/** The rollup dimension of each key dimension. */
const KEY_DIMS: Partial<Record<CustomDim, DimName>> = {
  stall: 'stall',
  device: 'device',
  meal: 'meal',
  personType: 'personType',
  payType: 'payType',
  operator: 'operator',
  dish: 'dish',
  hour: 'hour',
};
const K = `x.${GROUP_COLUMNS.key}`;
/** Each dimension's label over the grouped rows `x`, with `$M` the merchant's placeholder. */
const LABELS: Record<Exclude<CustomDim, 'payType'>, string> = {
  day: `to_char(x.${GROUP_COLUMNS.day}, 'YYYY-MM-DD')`,
  canteen: `COALESCE((SELECT name FROM canteens WHERE merchant_id = $M AND id = x.${GROUP_COLUMNS.canteen}), '')`,
  org: `COALESCE((SELECT name FROM cust_orgs WHERE merchant_id = $M AND id = x.${GROUP_COLUMNS.org}), '')`,
  stall: `COALESCE((SELECT name FROM stalls WHERE merchant_id = $M AND id = ${K}), '')`,
  device: `COALESCE((SELECT name FROM devices WHERE merchant_id = $M AND id = ${K}), '')`,
  meal: `CASE WHEN ${K} = 0 THEN '' ELSE ${K}::text END`,
  personType: `COALESCE((SELECT name FROM psn_types WHERE merchant_id = $M AND id = ${K}), '')`,
  operator: `COALESCE((SELECT COALESCE(NULLIF(real_name, ''), username) FROM mgr_users WHERE merchant_id = $M AND id = ${K}), '')`,
  dish: `COALESCE((SELECT name FROM menu_dishes WHERE merchant_id = $M AND id = ${K}), '')`,
  hour: `CASE WHEN ${K} BETWEEN 0 AND 23 THEN lpad(${K}::text, 2, '0') || ':00' ELSE '' END`,
};
const GROUP_KEY: Record<CustomDim, string> = {
  ...Object.fromEntries(CUSTOM_KEY_DIMS.map((d) => [d, K])),
  day: `x.${GROUP_COLUMNS.day}`,
  canteen: `x.${GROUP_COLUMNS.canteen}`,
  org: `x.${GROUP_COLUMNS.org}`,
} as Record<CustomDim, string>;

type Shape = Pick<CustomDefinition, 'fact' | 'dims' | 'measures'>;

/** The definition's rows: grouped rollups labelled per dimension, ordered by the labels in the definition's order. */
export function customSql(ctx: Ctx, d: Shape, q: RollupFilter): ReportSql {
  const key = d.dims.map((x) => KEY_DIMS[x]).find((x) => x);
  const { sql, w } = groupedSql(ctx, { fact: d.fact, day: d.dims.includes('day'), canteen: d.dims.includes('canteen'), org: d.dims.includes('org'), key, measures: d.measures }, q);
  // The merchant's placeholder only when a label names it (an unused parameter has no type).
  let merchant: string | undefined;
  const label = (dim: CustomDim) => (dim === 'payType' ? payTypeLabel(w, K) : LABELS[dim].replaceAll('$M', () => (merchant ??= w.param(ctx.merchantId))));
  const rowKey = `concat_ws('|', ${d.dims.map((dim) => `${GROUP_KEY[dim]}::text`).join(', ')})`;
  return {
    sql: `SELECT ${rowKey} AS "rowKey", ${d.dims.map((dim) => `${label(dim)} AS "${dim}"`).join(', ')}, ${d.measures.map((m) => `x."${m}"`).join(', ')}
          FROM (${sql}) x`,
    params: w.params,
    order: [...d.dims.map((dim) => `"${dim}"`), `"rowKey"`].join(', '),
    sums: measureSums(d.measures),
  };
}

export async function customRun(ctx: Ctx, q: RollupFilter & Paging & { reportId: number }): Promise<Page<CustomRow> & { sum: Partial<Record<CustomMeasure, number>> }> {
  const d = await definition(ctx, q.reportId);
  await freshRollups(ctx);
  return reportPage(ctx, customSql(ctx, d, q), q);
}

const MONEY: readonly CustomMeasure[] = ['amount', 'cash', 'subsidy', 'gift', 'discount', 'refundAmount', 'net'];
const DIM_LABELS: Partial<Record<CustomDim, ExportColumn['labels']>> = { payType: customLabels.payType, meal: customLabels.meal };

export async function customRunExport(ctx: Ctx, q: RollupFilter & { reportId: number }): Promise<FileReply> {
  const d = await definition(ctx, q.reportId);
  await freshRollups(ctx);
  const columns: ExportColumn[] = [
    ...d.dims.map((dim) => ({ header: customColumns[dim], key: dim, width: 16, labels: DIM_LABELS[dim] })),
    ...d.measures.map((m) => ({ header: customColumns[m], key: m, width: 14, money: MONEY.includes(m) })),
  ];
  const title = { zh: d.name, en: d.name, es: d.name, ja: d.name };
  return reportExport(ctx, customSql(ctx, d, q), { title, total: customTitles.total, columns, cap: customExportLimits.cap, timeZone: await merchantTimeZone(ctx) });
}
