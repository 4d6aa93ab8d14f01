import { tradeTypeByCode, type Account, type AccountOrder, type AccountEvent, type LedgerEntry, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { accountById } from './lookup';
import { likeContains, orgSubtree, pageOf, Where } from '../../platform/sql';

const ACCOUNT_SELECT = `SELECT a.id AS "accId", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.org_id AS "orgId", o.name AS "orgName",
    k.card_no AS "cardNo", COALESCE(k.state, 'none') AS "cardState", k.card_type AS "cardType", k.valid_until::text AS "cardValidUntil", a.state AS "accState",
    a.cash::float8 AS "cashBalance", a.subsidy::float8 AS "subsidyBalance", a.gift::float8 AS "giftBalance",
    (a.cash + a.subsidy + a.gift)::float8 AS balance,
    a.max_balance::float8 AS "maxBalance", a.single_limit::float8 AS "singleLimit", a.daily_limit::float8 AS "dailyLimit", a.opened_at AS "openedAt"
  FROM accounts a JOIN people_directory c ON c.id = a.cust_id JOIN cust_orgs o ON o.id = c.org_id
  LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')`;

export interface AccountQuery {
  page: number;
  limit: number;
  custName?: string;
  custNum?: string;
  cardNo?: string;
  orgId?: number;
  accState?: string;
  cardState?: string;
}

/** POST accInfo/queryPageAccInfo (DESIGN §5 payload). */
export async function accountPage(ctx: Ctx, q: AccountQuery): Promise<Page<Account>> {
  const w = new Where('a.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) w.add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.cardNo) w.add('k.card_no ILIKE ?', likeContains(q.cardNo));
  if (q.orgId !== undefined) w.add(`c.org_id IN ${orgSubtree(w.param(ctx.merchantId), w.param([q.orgId]))}`);
  if (q.accState) w.add('a.state = ?', q.accState);
  if (q.cardState) w.add(`COALESCE(k.state, 'none') = ?`, q.cardState);
  // The count joins only what its filters read: every account has its person, and at most one main card.
  const joins = [w.sql.includes('c.') && 'JOIN people_directory c ON c.id = a.cust_id', w.sql.includes('k.') && `LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')`];
  return pageOf<Account>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM accounts a ${joins.filter(Boolean).join(' ')} WHERE ${w.sql}`,
    rows: `${ACCOUNT_SELECT} WHERE ${w.sql} ORDER BY a.id DESC`,
    params: w.params,
  });
}

export async function accountDetail(ctx: Ctx, accId: number): Promise<Account> {
  await accountById(ctx, accId);
  const row = (await ctx.db.query<Account>(`${ACCOUNT_SELECT} WHERE a.id = $1 AND a.merchant_id = $2`, [accId, ctx.merchantId]))[0];
  if (!row) throw notFound('account');
  return row;
}

export async function eventPage(ctx: Ctx, q: { page: number; limit: number; accId?: number; custName?: string; event?: string }): Promise<Page<AccountEvent>> {
  const w = new Where('e.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (q.accId !== undefined) w.add('e.account_id = ?', q.accId);
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.event) w.add('e.event = ?', q.event);
  const from = `FROM account_events e JOIN people_directory c ON c.id = e.cust_id WHERE ${w.sql}`;
  return pageOf<AccountEvent>(ctx.db, q, {
    count: `SELECT count(*)::int AS n ${from}`,
    rows: `SELECT e.id::int AS "eventId", e.account_id AS "accId", c.cust_name AS "custName", c.cust_num AS "custNum", e.event, e.card_no AS "cardNo",
       e.new_card_no AS "newCardNo", e.from_state AS "fromState", e.to_state AS "toState", e.fee::float8 AS fee, e.remark, e.operator_name AS "operatorName", e.at
     ${from} ORDER BY e.id DESC`,
    params: w.params,
  });
}

/** The ledger rows of one account, newest first. */
export async function ledgerPage(ctx: Ctx, q: { page: number; limit: number; accId: number; wallet?: string }): Promise<Page<LedgerEntry>> {
  await accountById(ctx, q.accId);
  const w = new Where('l.account_id = ?', q.accId).add('l.merchant_id = ?', ctx.merchantId);
  if (q.wallet) w.add('l.wallet = ?', q.wallet);
  const page = await pageOf<Omit<LedgerEntry, 'tradeType'> & { tradeType: number }>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM ledger_entries l WHERE ${w.sql}`,
    rows: `SELECT l.id::int AS "entryId", l.at, l.biz_no AS "bizNo", l.trade_type AS "tradeType", l.wallet, l.amount::float8 AS amount,
       l.balance_after::float8 AS "balanceAfter", t.operator_name AS "operatorName", t.remark
     FROM ledger_entries l JOIN money_txns t ON t.id = l.txn_id WHERE ${w.sql} ORDER BY l.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map((r) => ({ ...r, tradeType: tradeTypeByCode.get(r.tradeType) ?? 'consume' })) };
}

/** Error orders (offline consumptions the balance did not cover) waiting for repair deduction. */
export async function repairErrorPage(ctx: Ctx, q: { page: number; limit: number; custName?: string }) {
  const w = new Where('o.merchant_id = ?', ctx.merchantId).add(`o.state = 'error'`).scope(ctx, 'org', 'c.org_id').scope(ctx, 'canteen', 'o.canteen_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  const from = `FROM orders o JOIN people_directory c ON c.id = o.cust_id WHERE ${w.sql}`;
  const page = await pageOf<{ orderId: number; orderNo: string; bizNo: string; custId: number; custName: string; custNum: string; amount: number; reason: string; orderedAt: string; canteenId: number | null }>(
    ctx.db,
    q,
    {
      count: `SELECT count(*)::int AS n ${from}`,
      rows: `SELECT o.id::int AS "orderId", o.order_no AS "orderNo", o.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
       o.amount::float8 AS amount, COALESCE(o.error_reason, '') AS reason, o.ordered_at AS "orderedAt", o.canteen_id AS "canteenId"
     ${from} ORDER BY o.ordered_at DESC, o.id DESC`,
      params: w.params,
    },
  );
  // The reason is stored as a message key; the clerk reads it in their language.
  for (const r of page.records) r.reason = translate(ctx.lang, r.reason);
  return page;
}

/** The consumption orders of one account, newest first. */
export async function accountOrderPage(ctx: Ctx, q: { page: number; limit: number; accId: number }): Promise<Page<AccountOrder>> {
  await accountById(ctx, q.accId);
  const w = new Where('o.account_id = ?', q.accId).add('o.merchant_id = ?', ctx.merchantId);
  return pageOf<AccountOrder>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM orders o WHERE ${w.sql}`,
    rows: `SELECT o.id::int AS "orderId", o.order_no AS "orderNo", o.ordered_at AS "orderedAt", k.name AS "canteenName", o.state, o.amount, o.pay_type AS "payType",
       json_build_object('subsidy', o.paid_subsidy, 'gift', o.paid_gift, 'cash', o.paid_cash) AS paid,
       json_build_object('subsidy', o.refunded_subsidy, 'gift', o.refunded_gift, 'cash', o.refunded_cash) AS refunded
     FROM orders o LEFT JOIN canteens k ON k.id = o.canteen_id
     WHERE ${w.sql} ORDER BY o.ordered_at DESC, o.id DESC`,
    params: w.params,
  });
}
