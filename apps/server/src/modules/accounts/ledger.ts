import { TRADE_TYPES, type TradeTypeName, type Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict } from '../../platform/http/errors';

/**
 * The double-entry ledger (DESIGN §5). Every money operation is one `money_txns` row keyed by its bizNo and
 * posts entries that sum to zero: the person's wallets on one side, one of the merchant's books on the other.
 * Only this file writes money_txns, ledger_entries, ledger_books and the wallet columns of accounts.
 */

/** The merchant's counter-accounts: money taken in or paid out at the counter, employer subsidy funding, gift
 * funding, canteen revenue (per canteen), opening balances brought in by wallet imports. */
export type BookKind = 'cash' | 'subsidy' | 'gift' | 'revenue' | 'opening';

/** Busy books are spread over this many rows; a book's balance is the sum of its slots. */
const BOOK_SLOTS = 8;

export type WalletDeltas = Partial<Record<Wallet, number>>;
export interface Balances {
  cash: number;
  subsidy: number;
  gift: number;
}
export const totalOf = (b: Balances) => b.cash + b.subsidy + b.gift;

export interface TxnStart {
  bizNo: string;
  tradeType: TradeTypeName;
  accountId: number | null;
  custId: number | null;
  /** Magnitude in cents of what the operation moves for the person. */
  amount: number;
  wallet?: Wallet | null;
  payType?: string | null;
  refId?: number | null;
  batchNo?: string | null;
  canteenId?: number | null;
  deviceId?: number | null;
  remark?: string;
  /** Business time (an offline consumption's original time); defaults to now. */
  at?: Date;
}

export type Claim<R> = { first: true; txnId: number } | { first: false; result: R };

/**
 * Claims the bizNo for this operation. A repeated bizNo returns the stored first result and the caller moves
 * no money. A concurrent duplicate waits on the unique index until the first commits (then sees its result)
 * or rolls back (then goes ahead). A bizNo already used by another kind of operation is refused (40900).
 */
export async function claimBizNo<R>(ctx: Ctx, start: TxnStart): Promise<Claim<R>> {
  const operator = ctx.actor ? [ctx.actor.userId, ctx.actor.username] : [null, ''];
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO money_txns (merchant_id, biz_no, trade_type, account_id, cust_id, amount, wallet, pay_type, ref_id, batch_no, canteen_id,
       operator_id, operator_name, device_id, remark, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (merchant_id, biz_no) DO NOTHING RETURNING id`,
    [
      ctx.merchantId,
      start.bizNo,
      TRADE_TYPES[start.tradeType].code,
      start.accountId,
      start.custId,
      start.amount,
      start.wallet ?? null,
      start.payType ?? null,
      start.refId ?? null,
      start.batchNo ?? null,
      start.canteenId ?? null,
      operator[0],
      operator[1],
      start.deviceId ?? ctx.device?.deviceId ?? null,
      start.remark ?? '',
      start.at ?? ctx.now(),
    ],
  );
  if (inserted.length) return { first: true, txnId: Number(inserted[0].id) };
  const prior = (
    await ctx.db.query<{ trade_type: number; account_id: number | null; result: R }>(
      `SELECT trade_type, account_id, result FROM money_txns WHERE merchant_id = $1 AND biz_no = $2`,
      [ctx.merchantId, start.bizNo],
    )
  )[0];
  if (prior.trade_type !== TRADE_TYPES[start.tradeType].code || (start.accountId !== null && prior.account_id !== start.accountId)) {
    throw conflict('bizNoReused', { bizNo: start.bizNo });
  }
  return { first: false, result: prior.result };
}

export interface LockedAccount extends Balances {
  id: number;
  custId: number;
  state: 'normal' | 'frozen' | 'cancelled';
  maxBalance: number | null;
  singleLimit: number | null;
  dailyLimit: number | null;
}

/**
 * Locks the account row for this transaction (wallet changes of one account are serialised). NO KEY UPDATE, not
 * UPDATE: the rows inserted before it (money_txns, orders) hold KEY SHARE locks on the account through their
 * foreign keys, and FOR UPDATE would deadlock two such transactions against each other.
 */
export async function lockAccount(ctx: Ctx, accountId: number): Promise<LockedAccount> {
  const row = (
    await ctx.db.query<LockedAccount>(
      `SELECT id, cust_id AS "custId", state, cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift,
         max_balance::float8 AS "maxBalance", single_limit::float8 AS "singleLimit", daily_limit::float8 AS "dailyLimit"
       FROM accounts WHERE id = $1 AND merchant_id = $2 FOR NO KEY UPDATE`,
      [accountId, ctx.merchantId],
    )
  )[0];
  if (!row) throw businessRule('accountMissing');
  return row;
}

export interface Posting {
  txnId: number;
  tradeType: TradeTypeName;
  bizNo: string;
  accountId: number;
  custId: number;
  deltas: WalletDeltas;
  /** The merchant book on the other side of the entries. */
  book: BookKind;
  canteenId?: number | null;
  deviceId?: number | null;
  at?: Date;
  /** How far cash may go below zero (the overdraft limit) — only consumption passes one. */
  cashFloor?: number;
}

/**
 * Moves money between the person's wallets and a merchant book: one guarded UPDATE of the account (never below
 * zero, or below −overdraft for cash), one upsert of the book slot, and the balanced ledger rows. Returns the
 * balances after. Throws 42200 insufficientBalance when the guard refuses.
 */
export async function post(ctx: Ctx, p: Posting): Promise<Balances> {
  const d = { cash: p.deltas.cash ?? 0, subsidy: p.deltas.subsidy ?? 0, gift: p.deltas.gift ?? 0 };
  const sum = d.cash + d.subsidy + d.gift;
  const after = (
    await ctx.db.query<Balances>(
      `UPDATE accounts SET cash = cash + $3, subsidy = subsidy + $4, gift = gift + $5, updated_at = now()
       WHERE id = $1 AND merchant_id = $2 AND cash + $3 >= $6 AND subsidy + $4 >= 0 AND gift + $5 >= 0
       RETURNING cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift`,
      [p.accountId, ctx.merchantId, d.cash, d.subsidy, d.gift, -(p.cashFloor ?? 0)],
    )
  )[0];
  if (!after) throw businessRule('insufficientBalance');

  const canteenId = p.book === 'revenue' ? (p.canteenId ?? 0) : 0;
  const book = (
    await ctx.db.query<{ id: number; balance: number }>(
      `INSERT INTO ledger_books (merchant_id, kind, canteen_id, slot, balance) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, kind, canteen_id, slot) DO UPDATE SET balance = ledger_books.balance + EXCLUDED.balance
       RETURNING id, balance::float8 AS balance`,
      [ctx.merchantId, p.book, canteenId, p.accountId % BOOK_SLOTS, -sum],
    )
  )[0];

  const code = TRADE_TYPES[p.tradeType].code;
  const rows: unknown[][] = [];
  for (const wallet of ['subsidy', 'gift', 'cash'] as const) {
    if (d[wallet] !== 0) rows.push([p.accountId, p.custId, wallet, null, d[wallet], after[wallet]]);
  }
  if (sum !== 0 || rows.length) rows.push([null, null, null, book.id, -sum, book.balance]);
  const params: unknown[] = [ctx.merchantId, p.txnId, code, p.bizNo, p.canteenId ?? null, ctx.actor?.userId ?? null, p.deviceId ?? ctx.device?.deviceId ?? null, p.at ?? ctx.now()];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(...r);
    return `($1, $2, $${at + 1}::int, $${at + 2}::int, $${at + 3}, $${at + 4}::int, $${at + 5}::bigint, $${at + 6}::bigint, $3, $4, $5, $6, $7, $8)`;
  });
  if (values.length) {
    await ctx.db.query(
      `INSERT INTO ledger_entries (merchant_id, txn_id, account_id, cust_id, wallet, book_id, amount, balance_after, trade_type, biz_no, canteen_id, operator_id, device_id, at)
       VALUES ${values.join(', ')}`,
      params,
    );
  }
  return after;
}

/** Stores the reply of the operation so that a repeated bizNo returns it. */
export async function finish<R>(ctx: Ctx, txnId: number, result: R, patch: { amount?: number; accountId?: number; custId?: number } = {}): Promise<R> {
  await ctx.db.query(
    `UPDATE money_txns SET result = $2, amount = COALESCE($3, amount), account_id = COALESCE($4, account_id), cust_id = COALESCE($5, cust_id) WHERE id = $1`,
    [txnId, JSON.stringify(result), patch.amount ?? null, patch.accountId ?? null, patch.custId ?? null],
  );
  return result;
}
