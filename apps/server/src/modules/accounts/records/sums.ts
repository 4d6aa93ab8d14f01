import { TRADE_TYPES, type RechargeGroupSum, type RechargeTypeSum, type TradeTypeName, type WithdrawalSum } from '@canteen/contract';
import { Where } from '../../../platform/sql';
import type { Ctx } from '../../../platform/context';
import { recordColumns as col, recordValues } from '../../../platform/messages/accountRecords';
import type { ExportColumn } from '../../../platform/xlsx/export';
import type { FileReply } from '../../../platform/http/register';
import { codesOf, exportFrom, pageFrom, periodWhere, type ListSql, type Period } from './list';
import { TRADE_NAME_SQL } from './moneyRecords';
import { merchantTimeZone } from '../../settings';

type PageQ = Period & { page: number; limit: number };

const RECHARGE_ROWS: TradeTypeName[] = ['recharge', 'rechargeGift', 'revokeRecharge', 'walletImport'];
const IN = (names: TradeTypeName[]) => `(${codesOf(names).join(', ')})`;

/** The person-side ledger rows of some trade types in a period, with what summaries group by (b.*). */
async function baseRows(ctx: Ctx, types: TradeTypeName[], q: Period, withPsnType = false) {
  const w = new Where('l.merchant_id = ?', ctx.merchantId).add('l.account_id IS NOT NULL').add('l.trade_type = ANY(?::int[])', codesOf(types));
  w.scope(ctx, 'org', 'c.org_id');
  periodWhere(w, 'l.at', q);
  const tz = w.param(await merchantTimeZone(ctx));
  const sql = `SELECT l.trade_type AS tt, t.trade_type AS op, l.txn_id, l.amount, COALESCE(t.pay_type, r.pay_type) AS pay_type, t.operator_name, c.org_id, o.name AS org_name,
      c.psn_type_id, ${withPsnType ? 'pt.name' : 'NULL::text'} AS psn_type_name, to_char(l.at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day
    FROM ledger_entries l
    JOIN money_txns t ON t.id = l.txn_id
    JOIN people_directory c ON c.id = l.cust_id
    JOIN cust_orgs o ON o.id = c.org_id
    LEFT JOIN money_txns r ON r.id = t.ref_id AND t.trade_type = ${TRADE_TYPES.revokeRecharge.code}
    ${withPsnType ? 'LEFT JOIN psn_types pt ON pt.id = c.psn_type_id' : ''}
    WHERE ${w.sql}`;
  return { sql, params: w.params };
}

const FIGURES = `count(DISTINCT b.txn_id) FILTER (WHERE b.tt IN ${IN(['recharge', 'walletImport'])})::int AS "rechargeCount",
  COALESCE(SUM(b.amount) FILTER (WHERE b.tt IN ${IN(['recharge', 'walletImport'])}), 0)::float8 AS "rechargeAmount",
  COALESCE(SUM(b.amount) FILTER (WHERE b.tt = ${TRADE_TYPES.rechargeGift.code}), 0)::float8 AS "giftAmount",
  count(DISTINCT b.txn_id) FILTER (WHERE b.op = ${TRADE_TYPES.revokeRecharge.code})::int AS "revokeCount",
  COALESCE(-SUM(b.amount) FILTER (WHERE b.tt = ${TRADE_TYPES.revokeRecharge.code}), 0)::float8 AS "revokeAmount",
  COALESCE(SUM(b.amount), 0)::float8 AS "netAmount"`;

export type RechargeGroup = 'dept' | 'psnType' | 'operator' | 'day';
const GROUPS: Record<RechargeGroup, { key: string; name: string; by: string; header: (typeof col)[keyof typeof col] }> = {
  dept: { key: 'b.org_id::text', name: 'b.org_name', by: 'b.org_id, b.org_name', header: col.groupDept },
  psnType: { key: `COALESCE(b.psn_type_id::text, '')`, name: `COALESCE(b.psn_type_name, b.psn_type_id::text, '')`, by: 'b.psn_type_id, b.psn_type_name', header: col.groupPsnType },
  operator: { key: 'b.operator_name', name: 'b.operator_name', by: 'b.operator_name', header: col.groupOperator },
  day: { key: 'b.day', name: 'b.day', by: 'b.day', header: col.groupDay },
};

type Figures = Omit<RechargeGroupSum, 'groupKey' | 'groupName'>;

async function groupList(ctx: Ctx, group: RechargeGroup, q: Period): Promise<{ list: ListSql; sum: Figures }> {
  const base = await baseRows(ctx, RECHARGE_ROWS, q, group === 'psnType');
  const g = GROUPS[group];
  const sql = `SELECT ${g.key} AS "groupKey", ${g.name} AS "groupName", ${FIGURES} FROM (${base.sql}) b GROUP BY ${g.by}`;
  const sum = (await ctx.db.query<Figures>(`SELECT ${FIGURES} FROM (${base.sql}) b`, base.params))[0];
  return { list: { sql, params: base.params, order: '"groupName", "groupKey"' }, sum };
}

/** Recharges summed by organisation, person type, operator or day (merchant time zone), with the total of every group. */
export async function rechargeGroupPage(ctx: Ctx, group: RechargeGroup, q: PageQ) {
  const { list, sum } = await groupList(ctx, group, q);
  return { ...(await pageFrom<RechargeGroupSum>(ctx, list, q)), sum };
}

const FIGURE_COLUMNS: ExportColumn[] = [
  { header: col.rechargeCount, key: 'rechargeCount' },
  { header: col.rechargeAmount, key: 'rechargeAmount', money: true },
  { header: col.giftAmount, key: 'giftAmount', money: true },
  { header: col.revokeCount, key: 'revokeCount' },
  { header: col.revokeAmount, key: 'revokeAmount', money: true },
  { header: col.netAmount, key: 'netAmount', money: true },
];

export async function rechargeGroupExport(ctx: Ctx, group: RechargeGroup, q: Period): Promise<FileReply> {
  const { list, sum } = await groupList(ctx, group, q);
  const title = `${group}Sum` as const;
  return exportFrom(ctx, list, title, [{ header: GROUPS[group].header, key: 'groupName', width: 22 }, ...FIGURE_COLUMNS], sum);
}

async function typeList(ctx: Ctx, q: Period) {
  const base = await baseRows(ctx, RECHARGE_ROWS, q);
  const sql = `SELECT b.tt::text || '-' || COALESCE(b.pay_type, '') AS "groupKey", ${TRADE_NAME_SQL('b.tt')} AS "tradeType", b.pay_type AS "payType",
      count(DISTINCT b.txn_id)::int AS count, COALESCE(SUM(b.amount), 0)::float8 AS amount
    FROM (${base.sql}) b GROUP BY b.tt, b.pay_type`;
  const sum = (
    await ctx.db.query<{ count: number; amount: number }>(`SELECT count(DISTINCT b.txn_id)::int AS count, COALESCE(SUM(b.amount), 0)::float8 AS amount FROM (${base.sql}) b`, base.params)
  )[0];
  return { list: { sql, params: base.params, order: '"groupKey"' }, sum };
}

/** Recharges by trade type and pay type; amounts signed (a revocation is negative), so the total is the net. */
export async function typeSumPage(ctx: Ctx, q: PageQ) {
  const { list, sum } = await typeList(ctx, q);
  return { ...(await pageFrom<RechargeTypeSum>(ctx, list, q)), sum };
}

export async function typeSumExport(ctx: Ctx, q: Period): Promise<FileReply> {
  const { list, sum } = await typeList(ctx, q);
  return exportFrom(
    ctx,
    list,
    'typeSum',
    [
      { header: col.tradeType, key: 'tradeType', labels: recordValues, width: 18 },
      { header: col.payType, key: 'payType', labels: recordValues },
      { header: col.count, key: 'count' },
      { header: col.amount, key: 'amount', money: true },
    ],
    sum,
  );
}

async function withdrawalList(ctx: Ctx, groupBy: 'day' | 'operator', q: Period) {
  const base = await baseRows(ctx, ['withdrawal'], q);
  const key = groupBy === 'day' ? 'b.day' : 'b.operator_name';
  const figures = `count(DISTINCT b.txn_id)::int AS count, COALESCE(-SUM(b.amount), 0)::float8 AS amount`;
  const sql = `SELECT ${key} AS "groupKey", ${key} AS "groupName", ${figures} FROM (${base.sql}) b GROUP BY ${key}`;
  const sum = (await ctx.db.query<{ count: number; amount: number }>(`SELECT ${figures} FROM (${base.sql}) b`, base.params))[0];
  return { list: { sql, params: base.params, order: '"groupKey"' }, sum };
}

/** Withdrawals (cash paid out) summed by day or by operator. */
export async function withdrawalSumPage(ctx: Ctx, q: PageQ & { groupBy: 'day' | 'operator' }) {
  const { list, sum } = await withdrawalList(ctx, q.groupBy, q);
  return { ...(await pageFrom<WithdrawalSum>(ctx, list, q)), sum };
}

export async function withdrawalSumExport(ctx: Ctx, q: Period & { groupBy: 'day' | 'operator' }): Promise<FileReply> {
  const { list, sum } = await withdrawalList(ctx, q.groupBy, q);
  return exportFrom(
    ctx,
    list,
    'withdrawalSum',
    [
      { header: q.groupBy === 'day' ? col.groupDay : col.groupOperator, key: 'groupName', width: 20 },
      { header: col.count, key: 'count' },
      { header: col.amount, key: 'amount', money: true },
    ],
    sum,
  );
}
