import { REPORT_PAY_TYPES, type Page, type PaymentSumRow, type TradeDayRow, type PaymentSumTotals, type TradeSumRow, type TradeSumTotals, type WalletSumRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportPage, type ReportSql } from '../../platform/report';
import type { Paging } from '../../platform/sql';
import type { ExportColumn } from '../../platform/xlsx/export';
import { payTypeLabels, tradeColumns, walletLabels, type tradeTitles } from '../../platform/messages/reportsTrade';
import { FACT } from './facts';
import { freshRollups, rollupWhere, saleSumsSql, SALE_SUMS, type RollupFilter, type SaleGroup } from './rollups';
import { col, money, sums, tradeExport } from './tradeReport';

/**
 * Trade sums (/baobiaozhongxin/tradesum/*, menus 1203010–1203070) and payment sums, read from the rollups: the
 * orders paid in the range and the refunds made in it (on their own day), grouped by canteen, organisation, device,
 * person, verification mode (the order's pay type), operator or day; the wallets paid; and per group the wallets
 * paid net of refunds. Every read folds pending marks first, so it equals the raw rows now.
 */

export type SumBy = 'canteen' | 'org' | 'device' | 'person' | 'payType' | 'operator' | 'day';

/** How a group's key `s.k` is named: its name and code columns and the join giving them (`$m` is the merchant). */
const NAMING: Record<SumBy, { join: string; name: string; code: string; order: string }> = {
  canteen: { join: 'LEFT JOIN canteens n ON n.merchant_id = $m AND n.id = s.k', name: 'n.name', code: `''`, order: 'name, key' },
  org: { join: 'LEFT JOIN cust_orgs n ON n.merchant_id = $m AND n.id = s.k', name: 'n.name', code: 'n.org_code', order: 'name, key' },
  device: { join: 'LEFT JOIN devices n ON n.merchant_id = $m AND n.id = s.k', name: 'n.name', code: 'n.serial_number', order: 'name, key' },
  person: { join: 'LEFT JOIN customers n ON n.merchant_id = $m AND n.id = s.k', name: 'n.cust_name', code: 'n.cust_num', order: 'code, key' },
  // The rollups key a pay type by its 1-based position in REPORT_PAY_TYPES.
  payType: { join: '', name: '($p::text[])[s.k]', code: `''`, order: 'key' },
  operator: { join: 'LEFT JOIN mgr_users n ON n.merchant_id = $m AND n.id = s.k', name: `COALESCE(NULLIF(n.real_name, ''), n.username)`, code: 'n.username', order: 'name, key' },
  day: { join: '', name: 's.k::text', code: `''`, order: 'key' },
};

/** The rows `inner` grouped by key `k`, each with its group's key (as text), name and code, without `k`. */
function report(ctx: Ctx, inner: { sql: string; params: unknown[] }, by: SumBy, keys: readonly string[], totals: string): ReportSql {
  const n = NAMING[by];
  const params = [...inner.params];
  // A placeholder only where the naming uses it (an unused parameter has no type).
  const mark = (value: unknown) => (params.push(value), `$${params.length}`);
  const fill = (sql: string) => sql.replace('$m', () => mark(ctx.merchantId)).replace('$p', () => mark([...REPORT_PAY_TYPES]));
  const name = fill(n.name);
  return {
    sql: `SELECT ${by === 'payType' ? `COALESCE(${name}, '')` : 's.k::text'} AS key, COALESCE(${name}, '') AS name, COALESCE(${n.code}, '') AS code, ${keys.map((k) => `s."${k}"`).join(', ')}
          FROM (${inner.sql}) s ${fill(n.join)}`,
    params,
    order: n.order,
    sums: totals,
  };
}

const SALE_KEYS = ['orders', 'amount', 'cash', 'subsidy', 'gift', 'discount', 'refunds', 'refundAmount', 'net'];

async function tradeSumSql(ctx: Ctx, q: RollupFilter, by: SumBy): Promise<ReportSql> {
  await freshRollups(ctx);
  const group: SaleGroup = by;
  return report(ctx, saleSumsSql(ctx, q, group), by, SALE_KEYS, SALE_SUMS);
}

export const tradeSum = async (ctx: Ctx, q: RollupFilter & Paging, by: SumBy): Promise<Page<TradeSumRow> & { sum: TradeSumTotals }> => reportPage(ctx, await tradeSumSql(ctx, q, by), q);

/** The title of each sum's file. */
const SUM_TITLES: Record<Exclude<SumBy, 'day'>, keyof typeof tradeTitles> = {
  canteen: 'canteenSum',
  org: 'deptSum',
  device: 'machineSum',
  person: 'personSum',
  payType: 'verificationSum',
  operator: 'operatorSum',
};
const NAME_COLUMNS = (by: SumBy): ExportColumn[] => [
  col('name', { width: 20, ...(by === 'payType' ? { labels: payTypeLabels } : {}) }),
  ...(by === 'org' || by === 'device' || by === 'person' || by === 'operator' ? [col('code')] : []),
];

export const tradeSumExport = async (ctx: Ctx, q: RollupFilter, by: Exclude<SumBy, 'day'>): Promise<FileReply> =>
  tradeExport(ctx, await tradeSumSql(ctx, q, by), SUM_TITLES[by], [
    ...NAME_COLUMNS(by),
    col('orders'),
    money('amount'),
    money('cash'),
    money('subsidy'),
    money('gift'),
    money('discount'),
    col('refunds'),
    money('refundAmount'),
    money('net'),
  ]);

/** Consumption per day of the range for a sum's chart (at most 366 rows: the range is bounded). */
export async function tradeDaily(ctx: Ctx, q: RollupFilter): Promise<TradeDayRow[]> {
  await freshRollups(ctx);
  const s = saleSumsSql(ctx, q, 'day');
  return ctx.db.query<TradeDayRow>(`SELECT s.k::text AS day, ${SALE_KEYS.map((k) => `s."${k}"`).join(', ')} FROM (${s.sql}) s ORDER BY s.k`, s.params);
}

// ---- by wallet ----------------------------------------------------------------------------------------------------

const sumIf = (col: string, cond: string) => `COALESCE(sum(r.${col}) FILTER (WHERE ${cond}), 0)`;
const SALE = `r.fact = ${FACT.sale}`;
const REFUND = `r.fact = ${FACT.refund}`;

async function walletSumSql(ctx: Ctx, q: RollupFilter): Promise<ReportSql> {
  await freshRollups(ctx);
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund], 'none', q);
  const paidBack = (wallet: string) => `${sumIf(wallet, SALE)} AS ${wallet}_paid, ${sumIf(wallet, REFUND)} AS ${wallet}_back`;
  const row = (wallet: string, ord: number) => `('${wallet}', x.${wallet}_paid, x.${wallet}_back, ${ord})`;
  return {
    sql: `SELECT v.wallet, v.paid::float8 AS amount, v.back::float8 AS "refundAmount", (v.paid - v.back)::float8 AS net
          FROM (SELECT ${paidBack('cash')}, ${paidBack('subsidy')}, ${paidBack('gift')} FROM rpt_rollups r WHERE ${w.sql}) x
          CROSS JOIN LATERAL (VALUES ${row('cash', 1)}, ${row('subsidy', 2)}, ${row('gift', 3)}) v(wallet, paid, back, ord)`,
    params: w.params,
    order: 'v.ord',
    sums: sums(['amount', 'refundAmount', 'net']),
  };
}

export const walletSum = async (ctx: Ctx, q: RollupFilter & Paging): Promise<Page<WalletSumRow> & { sum: { amount: number; refundAmount: number; net: number } }> =>
  reportPage(ctx, await walletSumSql(ctx, q), q);

export const walletSumExport = async (ctx: Ctx, q: RollupFilter): Promise<FileReply> =>
  tradeExport(ctx, await walletSumSql(ctx, q), 'walletSum', [col('wallet', { labels: walletLabels }), money('amount'), money('refundAmount'), money('net')]);

// ---- payment sums -------------------------------------------------------------------------------------------------

export type PaymentBy = 'org' | 'day' | 'person';
const PAYMENT_TITLES: Record<PaymentBy, keyof typeof tradeTitles> = { org: 'paymentDeptSum', day: 'paymentDateSum', person: 'paymentPersonSum' };
const PAYMENT_KEYS = ['orders', 'refunds', 'cash', 'subsidy', 'gift', 'total'];

/** Each wallet paid by the range's orders less what the range's refunds gave back to it, by organisation, day or person. */
async function paymentSumSql(ctx: Ctx, q: RollupFilter, by: PaymentBy): Promise<ReportSql> {
  await freshRollups(ctx);
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund], by === 'person' ? 'person' : 'none', q);
  const key = by === 'org' ? 'r.org_id' : by === 'day' ? 'r.day' : 'r.key';
  const net = (c: string) => `(${sumIf(c, SALE)} - ${sumIf(c, REFUND)})`;
  const inner = {
    sql: `SELECT ${key} AS k, ${sumIf('n', SALE)}::float8 AS orders, ${sumIf('n', REFUND)}::float8 AS refunds,
            ${net('cash')}::float8 AS cash, ${net('subsidy')}::float8 AS subsidy, ${net('gift')}::float8 AS gift,
            (${net('cash')} + ${net('subsidy')} + ${net('gift')})::float8 AS total
          FROM rpt_rollups r WHERE ${w.sql} GROUP BY ${key}`,
    params: w.params,
  };
  return report(ctx, inner, by, PAYMENT_KEYS, sums(PAYMENT_KEYS));
}

export const paymentSum = async (ctx: Ctx, q: RollupFilter & Paging, by: PaymentBy): Promise<Page<PaymentSumRow> & { sum: PaymentSumTotals }> =>
  reportPage(ctx, await paymentSumSql(ctx, q, by), q);

export const paymentSumExport = async (ctx: Ctx, q: RollupFilter, by: PaymentBy): Promise<FileReply> =>
  tradeExport(ctx, await paymentSumSql(ctx, q, by), PAYMENT_TITLES[by], [
    by === 'day' ? { ...col('name'), header: tradeColumns.day } : col('name', { width: 20 }),
    ...(by === 'day' ? [] : [col('code')]),
    col('orders'),
    col('refunds'),
    money('cash'),
    money('subsidy'),
    money('gift'),
    money('total'),
  ]);
