import {
  CARD_EVENTS,
  TRADE_TYPES,
  type AccountChangeRow,
  type AccountEventName,
  type BalanceHistoryRow,
  type BalanceHistorySum,
  type CardSumRow,
  type FlowDetailRow,
  type HandInRow,
  type Page,
} from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportPage, type ReportSql } from '../../platform/report';
import { likeContains, Where, type Paging } from '../../platform/sql';
import { moneyLabels } from '../../platform/messages/reportsMoney';
import { merchantTimeZone } from '../settings';
import { freshRollups } from './rollups';
import { col, dayBounds, money, moneyExport, personFilter, sumsOf, time, tradeLabels, tradeName, type DayRangeQuery, type PersonQuery } from './moneyShared';

/**
 * The history of money (/baobiaozhongxin/historybal): balances at a moment (from the daily balance closes), account
 * and card changes (account_events), every wallet movement (ledger person rows) and the cash each clerk hands in
 * (the money operations). Raw rows are read by their (merchant, …, time) indexes over the range.
 */

// ---- balance history ----------------------------------------------------------------------------------------------

export interface BalanceQuery extends PersonQuery {
  at: string;
}

/** Each account at the moment: its last close before the moment's local day plus that day's entries up to it. */
async function balanceHistorySql(ctx: Ctx, q: BalanceQuery): Promise<ReportSql> {
  await freshRollups(ctx);
  const w = new Where('a.merchant_id = ?', ctx.merchantId);
  const at = `${w.param(q.at)}::timestamptz`;
  const zone = w.param(await merchantTimeZone(ctx));
  const day = `(${at} AT TIME ZONE ${zone})::date`;
  // Opened by then, or with money before it (an account opened later may hold backdated entries or imports).
  w.add(`(a.opened_at <= ${at} OR b.cash IS NOT NULL OR d.cash IS NOT NULL OR d.subsidy IS NOT NULL OR d.gift IS NOT NULL)`);
  personFilter(ctx, w, q);
  const wallet = (name: string) => `(COALESCE(b.${name}, 0) + COALESCE(d.${name}, 0))`;
  return {
    sql: `SELECT a.id AS "accId", c.cust_name AS "custName", c.cust_num AS "custNum", COALESCE(o.name, '') AS "orgName",
            ${wallet('cash')}::float8 AS cash, ${wallet('subsidy')}::float8 AS subsidy, ${wallet('gift')}::float8 AS gift,
            (${wallet('cash')} + ${wallet('subsidy')} + ${wallet('gift')})::float8 AS total
          FROM accounts a
          JOIN customers c ON c.id = a.cust_id
          LEFT JOIN cust_orgs o ON o.id = c.org_id
          LEFT JOIN LATERAL (SELECT b.cash, b.subsidy, b.gift FROM rpt_balance_closes b
                              WHERE b.merchant_id = a.merchant_id AND b.account_id = a.id AND b.day < ${day} ORDER BY b.day DESC LIMIT 1) b ON true
          LEFT JOIN LATERAL (SELECT sum(e.amount) FILTER (WHERE e.wallet = 'cash') AS cash, sum(e.amount) FILTER (WHERE e.wallet = 'subsidy') AS subsidy,
                                    sum(e.amount) FILTER (WHERE e.wallet = 'gift') AS gift
                               FROM ledger_entries e
                              WHERE e.merchant_id = a.merchant_id AND e.cust_id = a.cust_id AND e.account_id = a.id
                                AND e.at >= (${day}::timestamp AT TIME ZONE ${zone}) AND e.at <= ${at}) d ON true
          WHERE ${w.sql}`,
    params: w.params,
    order: '"custNum", "accId"',
    sums: sumsOf(['cash', 'subsidy', 'gift', 'total']),
  };
}

export const balanceHistory = async (ctx: Ctx, q: BalanceQuery & Paging): Promise<Page<BalanceHistoryRow> & { sum: BalanceHistorySum }> =>
  reportPage(ctx, await balanceHistorySql(ctx, q), q);

export const balanceHistoryExport = async (ctx: Ctx, q: BalanceQuery): Promise<FileReply> =>
  moneyExport(ctx, await balanceHistorySql(ctx, q), 'balanceHistory', [
    col('custName'),
    col('custNum'),
    col('orgName'),
    money('cash'),
    money('subsidy'),
    money('gift', 'giftWallet'),
    money('total'),
  ]);

// ---- account changes and card history -----------------------------------------------------------------------------

export interface ChangeQuery extends DayRangeQuery, PersonQuery {
  event?: AccountEventName;
  cardNo?: string;
}

/** Account events of the range; `cards` keeps the card events that name a card. */
async function changesSql(ctx: Ctx, q: ChangeQuery, cards: boolean): Promise<ReportSql> {
  const w = new Where('e.merchant_id = ?', ctx.merchantId);
  const { from, to } = await dayBounds(ctx, w, q);
  w.add(`e.at >= ${from}`).add(`e.at < ${to}`);
  if (cards) w.add('e.event = ANY(?::text[])', [...CARD_EVENTS]).add('e.card_no IS NOT NULL');
  if (q.event) w.add('e.event = ?', q.event);
  if (q.cardNo) w.add('(e.card_no ILIKE ? OR e.new_card_no ILIKE ?)', likeContains(q.cardNo), likeContains(q.cardNo));
  personFilter(ctx, w, q);
  return {
    sql: `SELECT e.id::int AS "eventId", e.at, c.cust_name AS "custName", c.cust_num AS "custNum", COALESCE(o.name, '') AS "orgName",
            e.event, e.card_no AS "cardNo", e.new_card_no AS "newCardNo", e.from_state AS "fromState", e.to_state AS "toState",
            e.fee::float8 AS fee, e.remark, e.operator_name AS "operatorName"
          FROM account_events e
          JOIN customers c ON c.id = e.cust_id
          LEFT JOIN cust_orgs o ON o.id = c.org_id
          WHERE ${w.sql}`,
    params: w.params,
    order: cards ? '"cardNo", at, "eventId"' : 'at DESC, "eventId" DESC',
    sums: sumsOf(['fee']),
  };
}

const CHANGE_EXPORT = [
  time('at'),
  col('custName'),
  col('custNum'),
  col('orgName'),
  col('event', 'event', { labels: moneyLabels.event }),
  col('cardNo', 'cardNo', { width: 16 }),
  col('newCardNo', 'newCardNo', { width: 16 }),
  col('fromState'),
  col('toState'),
  money('fee'),
  col('operatorName'),
  col('remark', 'remark', { width: 20 }),
];

export const accountChanges = async (ctx: Ctx, q: ChangeQuery & Paging): Promise<Page<AccountChangeRow> & { sum: { fee: number } }> => reportPage(ctx, await changesSql(ctx, q, false), q);
export const accountChangesExport = async (ctx: Ctx, q: ChangeQuery): Promise<FileReply> => moneyExport(ctx, await changesSql(ctx, q, false), 'accountChanges', CHANGE_EXPORT);
export const cardHistory = async (ctx: Ctx, q: ChangeQuery & Paging): Promise<Page<AccountChangeRow> & { sum: { fee: number } }> => reportPage(ctx, await changesSql(ctx, q, true), q);
export const cardHistoryExport = async (ctx: Ctx, q: ChangeQuery): Promise<FileReply> => moneyExport(ctx, await changesSql(ctx, q, true), 'cardHistory', CHANGE_EXPORT);

// ---- card sum -----------------------------------------------------------------------------------------------------

const CARD_SUMS = ['issued', 'lost', 'released', 'replaced', 'cancelled', 'fee'] as const;

/** Card events per local day: how many of each and the fees taken. */
async function cardSumSql(ctx: Ctx, q: DayRangeQuery & PersonQuery): Promise<ReportSql> {
  const w = new Where('e.merchant_id = ?', ctx.merchantId);
  const { from, to, zone } = await dayBounds(ctx, w, q);
  w.add(`e.at >= ${from}`).add(`e.at < ${to}`).add('e.event = ANY(?::text[])', [...CARD_EVENTS]).add('e.card_no IS NOT NULL');
  personFilter(ctx, w, q);
  const n = (events: string) => `(count(*) FILTER (WHERE e.event IN (${events})))::int`;
  return {
    sql: `SELECT to_char((e.at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day,
            ${n(`'open', 'slaveCard'`)} AS issued, ${n(`'loss'`)} AS lost, ${n(`'release'`)} AS released, ${n(`'replace'`)} AS replaced,
            ${n(`'cancel'`)} AS cancelled, sum(e.fee)::float8 AS fee
          FROM account_events e
          JOIN customers c ON c.id = e.cust_id
          WHERE ${w.sql}
          GROUP BY 1`,
    params: w.params,
    order: 'day',
    sums: sumsOf(CARD_SUMS),
  };
}

export const cardSum = async (ctx: Ctx, q: DayRangeQuery & PersonQuery & Paging): Promise<Page<CardSumRow> & { sum: Omit<CardSumRow, 'day'> }> => reportPage(ctx, await cardSumSql(ctx, q), q);
export const cardSumExport = async (ctx: Ctx, q: DayRangeQuery & PersonQuery): Promise<FileReply> =>
  moneyExport(ctx, await cardSumSql(ctx, q), 'cardSum', [col('day'), ...CARD_SUMS.slice(0, 5).map((k) => col(k)), money('fee')]);

// ---- flow detail --------------------------------------------------------------------------------------------------

export interface FlowQuery extends DayRangeQuery, PersonQuery {
  wallet?: 'cash' | 'subsidy' | 'gift';
}

/** The ledger's person rows of the range (by its (merchant, time) index), each with its wallet's balance after it. */
async function flowDetailSql(ctx: Ctx, q: FlowQuery): Promise<ReportSql> {
  const w = new Where('e.merchant_id = ?', ctx.merchantId).add('e.account_id IS NOT NULL');
  const { from, to } = await dayBounds(ctx, w, q);
  w.add(`e.at >= ${from}`).add(`e.at < ${to}`);
  if (q.wallet) w.add('e.wallet = ?', q.wallet);
  personFilter(ctx, w, q);
  return {
    sql: `SELECT e.id::int AS "entryId", e.at, e.biz_no AS "bizNo", ${tradeName(w, 'e.trade_type')} AS "tradeType",
            c.cust_name AS "custName", c.cust_num AS "custNum", COALESCE(o.name, '') AS "orgName", e.wallet,
            e.amount::float8 AS amount, e.balance_after::float8 AS "balanceAfter", COALESCE(NULLIF(u.real_name, ''), u.username, '') AS "operatorName"
          FROM ledger_entries e
          JOIN accounts a ON a.id = e.account_id
          JOIN customers c ON c.id = a.cust_id
          LEFT JOIN cust_orgs o ON o.id = c.org_id
          LEFT JOIN mgr_users u ON u.merchant_id = e.merchant_id AND u.id = e.operator_id
          WHERE ${w.sql}`,
    params: w.params,
    order: 'at DESC, "entryId" DESC',
    sums: `COALESCE(sum(q.amount) FILTER (WHERE q.amount > 0), 0)::float8 AS income, COALESCE(-sum(q.amount) FILTER (WHERE q.amount < 0), 0)::float8 AS expense,
           COALESCE(sum(q.amount), 0)::float8 AS net`,
  };
}

export const flowDetail = async (ctx: Ctx, q: FlowQuery & Paging): Promise<Page<FlowDetailRow> & { sum: { income: number; expense: number; net: number } }> =>
  reportPage(ctx, await flowDetailSql(ctx, q), q);
export const flowDetailExport = async (ctx: Ctx, q: FlowQuery): Promise<FileReply> =>
  moneyExport(ctx, await flowDetailSql(ctx, q), 'flowDetail', [
    time('at'),
    col('bizNo', 'bizNo', { width: 20 }),
    col('tradeType', 'tradeType', { labels: tradeLabels }),
    col('custName'),
    col('custNum'),
    col('orgName'),
    col('wallet', 'wallet', { labels: moneyLabels.wallet }),
    money('amount', 'flowAmount'),
    money('balanceAfter'),
    col('operatorName'),
  ]);

// ---- hand-in money ------------------------------------------------------------------------------------------------

export interface HandInQuery extends DayRangeQuery {
  canteenId?: number;
  orgId?: number;
  operatorId?: number;
}

const HAND_IN = ['cashInCount', 'cashIn', 'revoked', 'withdrawn', 'handIn'] as const;

/**
 * Per operator and local day: cash recharges taken, cash given back for revoked cash recharges and withdrawals
 * paid; what the clerk hands in is the difference. Read from the money operations by their trade type and time.
 */
async function handInSql(ctx: Ctx, q: HandInQuery): Promise<ReportSql> {
  const code = { recharge: TRADE_TYPES.recharge.code, revoke: TRADE_TYPES.revokeRecharge.code, withdrawal: TRADE_TYPES.withdrawal.code };
  const w = new Where('t.merchant_id = ?', ctx.merchantId).add('t.trade_type = ANY(?::smallint[])', Object.values(code));
  const { from, to, zone } = await dayBounds(ctx, w, q);
  w.add(`t.at >= ${from}`).add(`t.at < ${to}`);
  // Only cash: recharges paid in cash and revocations of them; a withdrawal is always paid in cash.
  w.add(`(t.trade_type <> ${code.recharge} OR t.pay_type = 'cash') AND (t.trade_type <> ${code.revoke} OR r.pay_type = 'cash')`);
  if (q.canteenId !== undefined) w.add('COALESCE(t.canteen_id, 0) = ?', q.canteenId);
  w.scope(ctx, 'canteen', 'COALESCE(t.canteen_id, 0)');
  w.scope(ctx, 'org', 'c.org_id');
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  if (q.operatorId !== undefined) w.add('t.operator_id = ?', q.operatorId);
  const s = (c: number) => `COALESCE(sum(t.amount) FILTER (WHERE t.trade_type = ${c}), 0)`;
  return {
    sql: `SELECT to_char((t.at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') || '/' || COALESCE(t.operator_id, 0) AS "rowKey",
            to_char((t.at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, COALESCE(t.operator_id, 0) AS "operatorId",
            COALESCE(NULLIF(max(u.real_name), ''), max(t.operator_name), '') AS "operatorName",
            (count(*) FILTER (WHERE t.trade_type = ${code.recharge}))::int AS "cashInCount",
            ${s(code.recharge)}::float8 AS "cashIn", ${s(code.revoke)}::float8 AS revoked, ${s(code.withdrawal)}::float8 AS withdrawn,
            (${s(code.recharge)} - ${s(code.revoke)} - ${s(code.withdrawal)})::float8 AS "handIn"
          FROM money_txns t
          LEFT JOIN money_txns r ON r.merchant_id = t.merchant_id AND r.id = t.ref_id AND t.trade_type = ${code.revoke}
          LEFT JOIN customers c ON c.id = t.cust_id
          LEFT JOIN mgr_users u ON u.merchant_id = t.merchant_id AND u.id = t.operator_id
          WHERE ${w.sql}
          GROUP BY 2, 3`,
    params: w.params,
    order: 'day, "operatorName", "operatorId"',
    sums: sumsOf(HAND_IN),
  };
}

export const handIn = async (ctx: Ctx, q: HandInQuery & Paging): Promise<Page<HandInRow> & { sum: Omit<HandInRow, 'rowKey' | 'day' | 'operatorId' | 'operatorName'> }> =>
  reportPage(ctx, await handInSql(ctx, q), q);
export const handInExport = async (ctx: Ctx, q: HandInQuery): Promise<FileReply> =>
  moneyExport(ctx, await handInSql(ctx, q), 'handIn', [col('day'), col('operatorName'), col('cashInCount'), money('cashIn'), money('revoked'), money('withdrawn'), money('handIn')]);
