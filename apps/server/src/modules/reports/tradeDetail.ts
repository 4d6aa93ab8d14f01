import { TRADE_TYPES, TRADE_TYPE_NAMES, type OuterConsumptionRow, type Page, type ReportPayType, type TradeDetailRow, type TradeDetailSum, type TradeTypeName } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportPage, type ReportSql } from '../../platform/report';
import { likeContains, Where, type Paging } from '../../platform/sql';
import { orderStateLabels, payTypeLabels, tradeTypeLabels } from '../../platform/messages/reportsTrade';
import { col, inDays, money, sums, tradeExport } from './tradeReport';

/**
 * Trade detail (/baobiaozhongxin/tradedetail, menu 1201000): every money operation of the range, read raw by the
 * index money_txns (merchant_id, trade_type, at), with the person's wallets from their ledger rows. Amounts are signed
 * as the person's wallets moved (+ in, − out). The tab "outer consumption" lists orders of type 'external'.
 */

export interface TradeFilter {
  startDay: string;
  endDay: string;
  canteenId?: number;
  orgId?: number;
  custName?: string;
  custNum?: string;
}
export interface TradeDetailQuery extends TradeFilter {
  tradeTypes?: TradeTypeName[];
  tradeType?: TradeTypeName;
  payType?: ReportPayType;
}

/** Names of the trade types by code (codes 1–14, as SQL array positions). */
const NAMES_BY_CODE = TRADE_TYPE_NAMES.slice().sort((a, b) => TRADE_TYPES[a].code - TRADE_TYPES[b].code);
const NEGATIVE = TRADE_TYPE_NAMES.filter((n) => TRADE_TYPES[n].sign < 0).map((n) => TRADE_TYPES[n].code);

/** The person `c`, organisation, canteen and scope filters every detail shares; `canteen` is the row's canteen column. */
function filterPeople(ctx: Ctx, w: Where, q: TradeFilter, canteen: string): Where {
  if (q.canteenId !== undefined) w.add(`${canteen} = ?`, q.canteenId);
  if (q.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [q.orgId]);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  return w.scope(ctx, 'canteen', canteen).scope(ctx, 'org', 'c.org_id');
}

const WHO = `COALESCE(c.cust_name, '') AS "custName", COALESCE(c.cust_num, '') AS "custNum", COALESCE(g.name, '') AS "orgName",
            COALESCE(cn.name, '') AS "canteenName", COALESCE(d.name, '') AS "deviceName"`;
const joins = (alias: string) => `LEFT JOIN customers c ON c.merchant_id = ${alias}.merchant_id AND c.id = ${alias}.cust_id
          LEFT JOIN cust_orgs g ON g.merchant_id = c.merchant_id AND g.id = c.org_id
          LEFT JOIN canteens cn ON cn.merchant_id = ${alias}.merchant_id AND cn.id = ${alias}.canteen_id
          LEFT JOIN devices d ON d.merchant_id = ${alias}.merchant_id AND d.id = ${alias}.device_id`;

async function tradeDetailSql(ctx: Ctx, q: TradeDetailQuery): Promise<ReportSql> {
  const w = new Where('t.merchant_id = ?', ctx.merchantId);
  // Every trade type unless some are picked, so the (merchant_id, trade_type, at) index is read either way.
  const picked = (q.tradeTypes?.length ? q.tradeTypes : TRADE_TYPE_NAMES).filter((n) => !q.tradeType || n === q.tradeType);
  const codes = picked.map((n) => TRADE_TYPES[n].code);
  w.add('t.trade_type = ANY(?::smallint[])', codes);
  await inDays(ctx, w, 't.at', q);
  if (q.payType) w.add('t.pay_type = ?', q.payType);
  filterPeople(ctx, w, q, 't.canteen_id');
  const names = w.param(NAMES_BY_CODE);
  const sign = `CASE WHEN t.trade_type = ANY(${w.param(NEGATIVE)}::smallint[]) THEN -1 ELSE 1 END`;
  return {
    sql: `SELECT t.id::int AS "txnId", t.biz_no AS "bizNo", t.at AS "at", (${names}::text[])[t.trade_type] AS "tradeType", t.pay_type AS "payType",
            ${WHO}, t.operator_name AS "operatorName", (t.amount * ${sign})::float8 AS amount,
            w.cash::float8 AS cash, w.subsidy::float8 AS subsidy, w.gift::float8 AS gift, t.remark
          FROM money_txns t
          ${joins('t')}
          CROSS JOIN LATERAL (
            SELECT COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'cash'), 0) AS cash, COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'subsidy'), 0) AS subsidy,
                   COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'gift'), 0) AS gift
              FROM ledger_entries e WHERE e.txn_id = t.id AND e.account_id IS NOT NULL) w
          WHERE ${w.sql}`,
    params: w.params,
    order: `"at" DESC, "txnId" DESC`,
    sums: `COALESCE(sum(q.amount) FILTER (WHERE q.amount > 0), 0)::float8 AS "inAmount", COALESCE(-sum(q.amount) FILTER (WHERE q.amount < 0), 0)::float8 AS "outAmount",
           COALESCE(sum(q.amount), 0)::float8 AS net`,
  };
}

/**
 * The page and its totals: in (into the wallets), out and net = in − out. With tradeTypes ['consume', 'refund'] the
 * day's consumption net of refunds is outAmount − inAmount (= −net), what the dashboard's sales figure shows.
 */
export const tradeDetail = async (ctx: Ctx, q: TradeDetailQuery & Paging): Promise<Page<TradeDetailRow> & { sum: TradeDetailSum }> => reportPage(ctx, await tradeDetailSql(ctx, q), q);

export const tradeDetailExport = async (ctx: Ctx, q: TradeDetailQuery): Promise<FileReply> =>
  tradeExport(ctx, await tradeDetailSql(ctx, q), 'tradeDetail', [
    col('bizNo', { width: 22 }),
    col('at', { time: true, width: 20 }),
    col('tradeType', { labels: tradeTypeLabels }),
    col('payType', { labels: payTypeLabels }),
    col('custName'),
    col('custNum'),
    col('orgName'),
    col('canteenName'),
    col('deviceName'),
    col('operatorName'),
    money('amount'),
    money('cash'),
    money('subsidy'),
    money('gift'),
    col('remark', { width: 20 }),
  ]);

// ---- outer consumption ------------------------------------------------------------------------------------------

const COUNTED = ['paid', 'part_refunded', 'refunded', 'repaired'];

async function outerSql(ctx: Ctx, q: TradeFilter): Promise<ReportSql> {
  const w = new Where('o.merchant_id = ?', ctx.merchantId);
  await inDays(ctx, w, 'o.ordered_at', q);
  w.add(`o.order_type = 'external'`).add('o.state = ANY(?::text[])', COUNTED);
  filterPeople(ctx, w, q, 'o.canteen_id');
  return {
    sql: `SELECT o.id::int AS "orderId", o.order_no AS "orderNo", o.ordered_at AS "orderedAt", o.state, ${WHO},
            o.amount::float8 AS amount, o.paid_cash::float8 AS cash, o.paid_subsidy::float8 AS subsidy, o.paid_gift::float8 AS gift,
            (o.refunded_cash + o.refunded_subsidy + o.refunded_gift)::float8 AS refunded
          FROM orders o
          ${joins('o')}
          WHERE ${w.sql}`,
    params: w.params,
    order: `"orderedAt" DESC, "orderId" DESC`,
    sums: sums(['amount', 'refunded']),
  };
}

export const outerConsumption = async (ctx: Ctx, q: TradeFilter & Paging): Promise<Page<OuterConsumptionRow> & { sum: { amount: number; refunded: number } }> =>
  reportPage(ctx, await outerSql(ctx, q), q);

export const outerConsumptionExport = async (ctx: Ctx, q: TradeFilter): Promise<FileReply> =>
  tradeExport(ctx, await outerSql(ctx, q), 'outerConsumption', [
    col('orderNo', { width: 22 }),
    col('orderedAt', { time: true, width: 20 }),
    col('state', { labels: orderStateLabels }),
    col('custName'),
    col('custNum'),
    col('orgName'),
    col('canteenName'),
    col('deviceName'),
    money('amount'),
    money('cash'),
    money('subsidy'),
    money('gift'),
    money('refunded'),
  ]);
