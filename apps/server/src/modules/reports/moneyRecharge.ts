import {
  REPORT_PAY_TYPES,
  TRADE_TYPES,
  type Page,
  type RechargeByTypeRow,
  type RechargeGroup,
  type RechargeSumRow,
  type RechargeSumSum,
  type RECHARGE_TYPE_TRADES,
  type WithdrawalRecordRow,
} from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportPage, type ReportSql } from '../../platform/report';
import { Where, type Paging } from '../../platform/sql';
import { moneyLabels } from '../../platform/messages/reportsMoney';
import { freshRollups, rollupWhere, type RollupFilter } from './rollups';
import { col, dayBounds, money, moneyExport, personFilter, sumsOf, time, tradeLabels, tradeName, type PersonQuery } from './moneyShared';

/**
 * Recharge sums (/baobiaozhongxin/rechargesum): the rollups' money facts of the recharge-like trade types and
 * withdrawals, by day, department, person type, operator or trade × pay type; and the withdrawal records, paged from
 * the money operations by their (merchant, trade type, time) index.
 */

const CODE = {
  recharge: TRADE_TYPES.recharge.code,
  gift: TRADE_TYPES.rechargeGift.code,
  revoke: TRADE_TYPES.revokeRecharge.code,
  imported: TRADE_TYPES.walletImport.code,
  withdrawal: TRADE_TYPES.withdrawal.code,
};
const FACTS = Object.values(CODE);

const MEASURES = ['rechargeCount', 'recharge', 'gift', 'revokeCount', 'revoked', 'imported', 'withdrawalCount', 'withdrawn', 'net'] as const;

/** The measures over rollup rows `r`: a recharge's bonus is the gift wallet of its row; a revocation takes back cash and gift. */
function measures(): string {
  const s = (expr: string, codes: number[]) => `COALESCE(sum(${expr}) FILTER (WHERE r.fact IN (${codes.join(', ')})), 0)`;
  const recharge = s('r.amount', [CODE.recharge]);
  const gift = s('r.gift', [CODE.recharge, CODE.gift]);
  const revoked = s('r.cash + r.subsidy + r.gift', [CODE.revoke]);
  const imported = s('r.amount', [CODE.imported]);
  const withdrawn = s('r.amount', [CODE.withdrawal]);
  return `${s('r.n', [CODE.recharge])}::float8 AS "rechargeCount", ${recharge}::float8 AS recharge, ${gift}::float8 AS gift,
          ${s('r.n', [CODE.revoke])}::float8 AS "revokeCount", ${revoked}::float8 AS revoked, ${imported}::float8 AS imported,
          ${s('r.n', [CODE.withdrawal])}::float8 AS "withdrawalCount", ${withdrawn}::float8 AS withdrawn,
          (${recharge} + ${gift} - ${revoked} + ${imported} - ${withdrawn})::float8 AS net`;
}

/** Per group: the rollup key and the name joined to it (`merchant` adds the merchant's placeholder when a name needs it). */
const GROUPS: Record<RechargeGroup, { dim: 'none' | 'personType' | 'operator'; key: string; name: (merchant: () => string) => string; order: string }> = {
  day: { dim: 'none', key: 'r.day', name: () => `to_char(g.k, 'YYYY-MM-DD')`, order: '"groupKey"' },
  org: { dim: 'none', key: 'r.org_id', name: (m) => `COALESCE((SELECT o.name FROM cust_orgs o WHERE o.merchant_id = ${m()} AND o.id = g.k), '')`, order: '"groupName", "groupKey"' },
  personType: {
    dim: 'personType',
    key: 'r.key',
    name: (m) => `COALESCE((SELECT p.name FROM psn_types p WHERE p.merchant_id = ${m()} AND p.id = g.k), '')`,
    order: '"groupName", "groupKey"',
  },
  operator: {
    dim: 'operator',
    key: 'r.key',
    name: (m) => `COALESCE((SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM mgr_users u WHERE u.merchant_id = ${m()} AND u.id = g.k), '')`,
    order: '"groupName", "groupKey"',
  },
};

export interface RechargeSumQuery extends RollupFilter {
  groupBy: RechargeGroup;
}

async function rechargeSumSql(ctx: Ctx, q: RechargeSumQuery): Promise<ReportSql> {
  await freshRollups(ctx);
  const g = GROUPS[q.groupBy];
  const w = rollupWhere(ctx, FACTS, g.dim, q);
  const cols = MEASURES.map((k) => `g."${k}"`).join(', ');
  return {
    sql: `SELECT ${q.groupBy === 'day' ? `to_char(g.k, 'YYYY-MM-DD')` : 'g.k::text'} AS "groupKey", ${g.name(() => w.param(ctx.merchantId))} AS "groupName", ${cols}
          FROM (SELECT ${g.key} AS k, ${measures()} FROM rpt_rollups r WHERE ${w.sql} GROUP BY ${g.key}) g`,
    params: w.params,
    order: g.order,
    sums: sumsOf(MEASURES),
  };
}

export const rechargeSum = async (ctx: Ctx, q: RechargeSumQuery & Paging): Promise<Page<RechargeSumRow> & { sum: RechargeSumSum }> => reportPage(ctx, await rechargeSumSql(ctx, q), q);

export const rechargeSumExport = async (ctx: Ctx, q: RechargeSumQuery): Promise<FileReply> =>
  moneyExport(ctx, await rechargeSumSql(ctx, q), q.groupBy, [
    col('groupName', q.groupBy, { width: 18 }),
    col('rechargeCount'),
    money('recharge'),
    money('gift'),
    col('revokeCount'),
    money('revoked'),
    money('imported'),
    col('withdrawalCount'),
    money('withdrawn'),
    money('net'),
  ]);

// ---- by trade type and pay type -----------------------------------------------------------------------------------

export interface RechargeTypeQuery extends RollupFilter {
  tradeType?: (typeof RECHARGE_TYPE_TRADES)[number];
}

async function rechargeTypeSql(ctx: Ctx, q: RechargeTypeQuery): Promise<ReportSql> {
  await freshRollups(ctx);
  const w = rollupWhere(ctx, q.tradeType ? [TRADE_TYPES[q.tradeType].code] : FACTS, 'payType', q);
  // Position 0 (no pay type) is NULL in a 1-based array.
  const pay = `(${w.param([...REPORT_PAY_TYPES])}::text[])[g.key]`;
  return {
    sql: `SELECT ${tradeName(w, 'g.fact')} || '/' || COALESCE(${pay}, '') AS "rowKey", ${tradeName(w, 'g.fact')} AS "tradeType", ${pay} AS "payType", g.count, g.amount
          FROM (SELECT r.fact, r.key, sum(r.n)::float8 AS count, sum(r.amount)::float8 AS amount FROM rpt_rollups r WHERE ${w.sql} GROUP BY r.fact, r.key) g`,
    params: w.params,
    order: 'g.fact, g.key',
    sums: sumsOf(['count', 'amount']),
  };
}

export const rechargeType = async (ctx: Ctx, q: RechargeTypeQuery & Paging): Promise<Page<RechargeByTypeRow> & { sum: { count: number; amount: number } }> =>
  reportPage(ctx, await rechargeTypeSql(ctx, q), q);

export const rechargeTypeExport = async (ctx: Ctx, q: RechargeTypeQuery): Promise<FileReply> =>
  moneyExport(ctx, await rechargeTypeSql(ctx, q), 'rechargeType', [
    col('tradeType', 'tradeType', { labels: tradeLabels }),
    col('payType', 'payType', { labels: moneyLabels.payType }),
    col('count'),
    money('amount'),
  ]);

// ---- withdrawal records -------------------------------------------------------------------------------------------

export interface WithdrawalQuery extends RollupFilter, PersonQuery {}

/** Withdrawals of the range (by the money operations' trade type and time index), with the bonus each took back. */
async function withdrawalsSql(ctx: Ctx, q: WithdrawalQuery): Promise<ReportSql> {
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.trade_type = ?', CODE.withdrawal);
  const { from, to } = await dayBounds(ctx, w, q);
  w.add(`t.at >= ${from}`).add(`t.at < ${to}`);
  // As the rollups: an operation's canteen (none is 0) under the canteen filter and scope.
  if (q.canteenId !== undefined) w.add('COALESCE(t.canteen_id, 0) = ?', q.canteenId);
  w.scope(ctx, 'canteen', 'COALESCE(t.canteen_id, 0)');
  personFilter(ctx, w, q);
  return {
    sql: `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", t.at, c.cust_name AS "custName", c.cust_num AS "custNum", COALESCE(o.name, '') AS "orgName",
            t.amount::float8 AS amount,
            COALESCE((SELECT -sum(e.amount) FROM ledger_entries e WHERE e.txn_id = t.id AND e.wallet = 'gift'), 0)::float8 AS "giftBack",
            t.operator_name AS "operatorName", t.remark
          FROM money_txns t
          JOIN customers c ON c.id = t.cust_id
          LEFT JOIN cust_orgs o ON o.id = c.org_id
          WHERE ${w.sql}`,
    params: w.params,
    order: 'at DESC, "txnId" DESC',
    sums: sumsOf(['amount', 'giftBack']),
  };
}

export const withdrawals = async (ctx: Ctx, q: WithdrawalQuery & Paging): Promise<Page<WithdrawalRecordRow> & { sum: { amount: number; giftBack: number } }> =>
  reportPage(ctx, await withdrawalsSql(ctx, q), q);

export const withdrawalsExport = async (ctx: Ctx, q: WithdrawalQuery): Promise<FileReply> =>
  moneyExport(ctx, await withdrawalsSql(ctx, q), 'withdrawals', [
    time('at'),
    col('bizNo', 'bizNo', { width: 20 }),
    col('custName'),
    col('custNum'),
    col('orgName'),
    money('amount'),
    money('giftBack'),
    col('operatorName'),
    col('remark', 'remark', { width: 20 }),
  ]);
