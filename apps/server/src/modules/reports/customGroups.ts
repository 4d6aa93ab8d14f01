import { REPORT_PAY_TYPES, TRADE_TYPES, type CustomFact, type CustomMeasure } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { Where } from '../../platform/sql';
import { FACT, type DimName } from './facts';
import { rollupWhere, type RollupFilter } from './rollups';

/**
 * The rollup grouping the custom, water, visitor and docking reports share: rows of rpt_rollups of one fact kind
 * grouped by the day, canteen, organisation and at most one rollup key, with the chosen measures. Every piece of SQL
 * here is a fixed string picked by an enum value; values go in as parameters only.
 */
export interface Grouping {
  fact: CustomFact;
  day: boolean;
  canteen: boolean;
  org: boolean;
  /** The rollup dimension of the key, if any ('dish' reads the order lines). */
  key?: DimName;
  measures: readonly CustomMeasure[];
}

/** Columns of the grouped rows beside the measures: g_day (date), g_canteen, g_org, g_key (ints). */
export const GROUP_COLUMNS = { day: 'g_day', canteen: 'g_canteen', org: 'g_org', key: 'g_key' } as const;

const sum = (col: string, cond?: string) => `COALESCE(sum(r.${col})${cond ? ` FILTER (WHERE ${cond})` : ''}, 0)::float8`;
const SALE = `r.fact = ${FACT.sale}`;
const REFUND = `r.fact = ${FACT.refund}`;

/** A measure of consumption (sales counted on their day, refunds on the day they were made). */
const SALE_MEASURES: Record<CustomMeasure, string> = {
  orders: sum('n', SALE),
  amount: sum('amount', SALE),
  cash: sum('cash', SALE),
  subsidy: sum('subsidy', SALE),
  gift: sum('gift', SALE),
  discount: sum('discount', SALE),
  qty: sum('qty', SALE),
  refunds: sum('n', REFUND),
  refundAmount: sum('amount', REFUND),
  net: `(${sum('amount', SALE)} - ${sum('amount', REFUND)})`,
};
/** A measure of one money trade type or of the order lines: the rows' own columns. */
const PLAIN_MEASURES: Partial<Record<CustomMeasure, string>> = {
  orders: sum('n'),
  amount: sum('amount'),
  cash: sum('cash'),
  subsidy: sum('subsidy'),
  gift: sum('gift'),
  qty: sum('qty'),
};

function factsOf(g: Grouping): { facts: number[]; measures: Partial<Record<CustomMeasure, string>> } {
  if (g.fact !== 'sale') return { facts: [TRADE_TYPES[g.fact].code], measures: PLAIN_MEASURES };
  if (g.key === 'dish') return { facts: [FACT.dish], measures: PLAIN_MEASURES };
  return { facts: [FACT.sale, FACT.refund], measures: SALE_MEASURES };
}

/**
 * The grouped rows as a SELECT (the group columns named by GROUP_COLUMNS, each measure under its own name); `more`
 * adds a family's own conditions on `r` to the rollups' Where before it is read.
 */
export function groupedSql(ctx: Ctx, g: Grouping, q: RollupFilter, more?: (w: Where) => void): { sql: string; w: Where } {
  const { facts, measures } = factsOf(g);
  const w = rollupWhere(ctx, facts, g.key ?? 'none', q);
  more?.(w);
  const groups = [
    g.day && `r.day AS ${GROUP_COLUMNS.day}`,
    g.canteen && `r.canteen_id AS ${GROUP_COLUMNS.canteen}`,
    g.org && `r.org_id AS ${GROUP_COLUMNS.org}`,
    g.key && `r.key AS ${GROUP_COLUMNS.key}`,
  ].filter((x): x is string => !!x);
  const select = g.measures.map((m) => {
    const expr = measures[m];
    if (!expr) throw new Error(`measure ${m} is not one of ${g.fact}`);
    return `${expr} AS "${m}"`;
  });
  const by = groups.length ? `GROUP BY ${groups.map((x) => x.split(' AS ')[0]).join(', ')}` : '';
  return { sql: `SELECT ${[...groups, ...select].join(', ')} FROM rpt_rollups r WHERE ${w.sql} ${by}`, w };
}

/** The pay type's code of a rollup key (1-based in REPORT_PAY_TYPES), '' for none. */
export const payTypeLabel = (w: Where, key: string) => `COALESCE((${w.param([...REPORT_PAY_TYPES])}::text[])[NULLIF(${key}, 0)], '')`;

/** The totals row over the rows `q` of these measures. */
export const measureSums = (measures: readonly CustomMeasure[]) => measures.map((m) => `COALESCE(sum(q."${m}"), 0)::float8 AS "${m}"`).join(', ');
