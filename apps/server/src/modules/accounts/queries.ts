import { tradeTypeByCode, type Account, type AccountOrder, type AccountEvent, type LedgerEntry, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { scopeClause } from '../../platform/access';
import { orgScopeClause } from '../../platform/access';
import { translate } from '../../platform/messages';
import { accountById } from './lookup';
import { likeContains } from '../../platform/sql';

const ACCOUNT_SELECT = `SELECT a.id AS "accId", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.org_id AS "orgId", o.name AS "orgName",
    k.card_no AS "cardNo", COALESCE(k.state, 'none') AS "cardState", k.card_type AS "cardType", k.valid_until::text AS "cardValidUntil", a.state AS "accState",
    a.cash::float8 AS "cashBalance", a.subsidy::float8 AS "subsidyBalance", a.gift::float8 AS "giftBalance",
    (a.cash + a.subsidy + a.gift)::float8 AS balance,
    a.max_balance::float8 AS "maxBalance", a.single_limit::float8 AS "singleLimit", a.daily_limit::float8 AS "dailyLimit", a.opened_at AS "openedAt"
  FROM accounts a JOIN customers c ON c.id = a.cust_id JOIN cust_orgs o ON o.id = c.org_id
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
  const params: unknown[] = [ctx.merchantId];
  let where = `a.merchant_id = $1` + orgScopeClause(ctx, 'c.org_id', params);
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where += ` AND ${sql.replace('?', `$${params.length}`)}`;
  };
  if (q.custName) add('c.cust_name ILIKE ?', likeContains(q.custName));
  if (q.custNum) add('c.cust_num ILIKE ?', likeContains(q.custNum));
  if (q.cardNo) add('k.card_no ILIKE ?', likeContains(q.cardNo));
  if (q.orgId !== undefined) {
    add(
      `c.org_id IN (WITH RECURSIVE under AS (SELECT id FROM cust_orgs WHERE id = ? UNION SELECT x.id FROM cust_orgs x JOIN under u ON x.parent_id = u.id) SELECT id FROM under)`,
      q.orgId,
    );
  }
  if (q.accState) add('a.state = ?', q.accState);
  if (q.cardState) add(`COALESCE(k.state, 'none') = ?`, q.cardState);
  // The count joins only what its filters read: every account has its person, and at most one main card.
  const joins = [where.includes('c.') && 'JOIN customers c ON c.id = a.cust_id', where.includes('k.') && `LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')`];
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts a ${joins.filter(Boolean).join(' ')} WHERE ${where}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<Account>(`${ACCOUNT_SELECT} WHERE ${where} ORDER BY a.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { records, total, page: q.page, limit: q.limit };
}

export async function accountDetail(ctx: Ctx, accId: number): Promise<Account> {
  await accountById(ctx, accId);
  const row = (await ctx.db.query<Account>(`${ACCOUNT_SELECT} WHERE a.id = $1 AND a.merchant_id = $2`, [accId, ctx.merchantId]))[0];
  if (!row) throw notFound('account');
  return row;
}

export async function eventPage(ctx: Ctx, q: { page: number; limit: number; accId?: number; custName?: string; event?: string }): Promise<Page<AccountEvent>> {
  const params: unknown[] = [ctx.merchantId];
  let where = `e.merchant_id = $1` + orgScopeClause(ctx, 'c.org_id', params);
  if (q.accId !== undefined) {
    params.push(q.accId);
    where += ` AND e.account_id = $${params.length}`;
  }
  if (q.custName) {
    params.push(likeContains(q.custName));
    where += ` AND c.cust_name ILIKE $${params.length}`;
  }
  if (q.event) {
    params.push(q.event);
    where += ` AND e.event = $${params.length}`;
  }
  const from = `FROM account_events e JOIN customers c ON c.id = e.cust_id WHERE ${where}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<AccountEvent>(
    `SELECT e.id::int AS "eventId", e.account_id AS "accId", c.cust_name AS "custName", c.cust_num AS "custNum", e.event, e.card_no AS "cardNo",
       e.new_card_no AS "newCardNo", e.from_state AS "fromState", e.to_state AS "toState", e.fee::float8 AS fee, e.remark, e.operator_name AS "operatorName", e.at
     ${from} ORDER BY e.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { records, total, page: q.page, limit: q.limit };
}

/** The ledger rows of one account, newest first. */
export async function ledgerPage(ctx: Ctx, q: { page: number; limit: number; accId: number; wallet?: string }): Promise<Page<LedgerEntry>> {
  await accountById(ctx, q.accId);
  const params: unknown[] = [q.accId, ctx.merchantId];
  let where = `l.account_id = $1 AND l.merchant_id = $2`;
  if (q.wallet) {
    params.push(q.wallet);
    where += ` AND l.wallet = $${params.length}`;
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries l WHERE ${where}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const rows = await ctx.db.query<Omit<LedgerEntry, 'tradeType'> & { tradeType: number }>(
    `SELECT l.id::int AS "entryId", l.at, l.biz_no AS "bizNo", l.trade_type AS "tradeType", l.wallet, l.amount::float8 AS amount,
       l.balance_after::float8 AS "balanceAfter", t.operator_name AS "operatorName", t.remark
     FROM ledger_entries l JOIN money_txns t ON t.id = l.txn_id WHERE ${where} ORDER BY l.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const records = rows.map((r) => ({ ...r, tradeType: tradeTypeByCode.get(r.tradeType) ?? 'consume' }));
  return { records, total, page: q.page, limit: q.limit };
}

/** Error orders (offline consumptions the balance did not cover) waiting for repair deduction. */
export async function repairErrorPage(ctx: Ctx, q: { page: number; limit: number; custName?: string }) {
  const params: unknown[] = [ctx.merchantId];
  let where = `o.merchant_id = $1 AND o.state = 'error'` + orgScopeClause(ctx, 'c.org_id', params) + scopeClause(ctx, 'canteen', 'o.canteen_id', params);
  if (q.custName) {
    params.push(likeContains(q.custName));
    where += ` AND c.cust_name ILIKE $${params.length}`;
  }
  const from = `FROM orders o JOIN customers c ON c.id = o.cust_id WHERE ${where}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<{ orderId: number; orderNo: string; bizNo: string; custId: number; custName: string; custNum: string; amount: number; reason: string; orderedAt: string; canteenId: number | null }>(
    `SELECT o.id::int AS "orderId", o.order_no AS "orderNo", o.biz_no AS "bizNo", c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum",
       o.amount::float8 AS amount, COALESCE(o.error_reason, '') AS reason, o.ordered_at AS "orderedAt", o.canteen_id AS "canteenId"
     ${from} ORDER BY o.ordered_at DESC, o.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  // The reason is stored as a message key; the clerk reads it in their language.
  for (const r of records) r.reason = translate(ctx.lang, r.reason);
  return { records, total, page: q.page, limit: q.limit };
}

/** The consumption orders of one account, newest first. */
export async function accountOrderPage(ctx: Ctx, q: { page: number; limit: number; accId: number }): Promise<Page<AccountOrder>> {
  await accountById(ctx, q.accId);
  const params: unknown[] = [q.accId, ctx.merchantId];
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND merchant_id = $2`, params))[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const records = await ctx.db.query<AccountOrder>(
    `SELECT o.id::int AS "orderId", o.order_no AS "orderNo", o.ordered_at AS "orderedAt", k.name AS "canteenName", o.state, o.amount, o.pay_type AS "payType",
       json_build_object('subsidy', o.paid_subsidy, 'gift', o.paid_gift, 'cash', o.paid_cash) AS paid,
       json_build_object('subsidy', o.refunded_subsidy, 'gift', o.refunded_gift, 'cash', o.refunded_cash) AS refunded
     FROM orders o LEFT JOIN canteens k ON k.id = o.canteen_id
     WHERE o.account_id = $1 AND o.merchant_id = $2 ORDER BY o.ordered_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    params,
  );
  return { records, total, page: q.page, limit: q.limit };
}
