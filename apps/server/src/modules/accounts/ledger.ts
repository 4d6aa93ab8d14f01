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
 * Moves money between the person's wallets and a merchant book: a guarded UPDATE of the account (never below
 * zero, or below −overdraft for cash), an upsert of the book slot and the balanced ledger rows, in one statement
 * (one round trip: a lunch rush is bound by round trips). Returns the balances after. Throws 42200
 * insufficientBalance when the guard refuses, and then nothing was written.
 */
export async function post(ctx: Ctx, p: Posting): Promise<Balances> {
  const d = { cash: p.deltas.cash ?? 0, subsidy: p.deltas.subsidy ?? 0, gift: p.deltas.gift ?? 0 };
  const sum = d.cash + d.subsidy + d.gift;
  const moves = sum !== 0 || d.cash !== 0 || d.subsidy !== 0 || d.gift !== 0;
  const after = (
    await ctx.db.query<Balances>(
      `WITH acc AS (
         UPDATE accounts SET cash = cash + $3, subsidy = subsidy + $4, gift = gift + $5, updated_at = now()
         WHERE id = $1 AND merchant_id = $2 AND cash + $3 >= $6 AND subsidy + $4 >= 0 AND gift + $5 >= 0
         RETURNING cash, subsidy, gift
       ), book AS (
         INSERT INTO ledger_books (merchant_id, kind, canteen_id, slot, balance) SELECT $2::int, $7::text, $8::int, $9::int, -($3 + $4 + $5) FROM acc
         ON CONFLICT (merchant_id, kind, canteen_id, slot) DO UPDATE SET balance = ledger_books.balance + EXCLUDED.balance
         RETURNING id, balance
       ), entries AS (
         INSERT INTO ledger_entries (merchant_id, txn_id, account_id, cust_id, wallet, book_id, amount, balance_after, trade_type, biz_no, canteen_id, operator_id, device_id, at)
         SELECT $2::int, $10::bigint, $1::int, $11::int, w.wallet, NULL::int, w.amount,
                CASE w.wallet WHEN 'subsidy' THEN acc.subsidy WHEN 'gift' THEN acc.gift ELSE acc.cash END, $12::smallint, $13::text, $14::int, $15::int, $16::int, $17::timestamptz
           FROM acc, (VALUES ('subsidy', $4::bigint), ('gift', $5::bigint), ('cash', $3::bigint)) AS w(wallet, amount) WHERE w.amount <> 0
         UNION ALL
         SELECT $2::int, $10::bigint, NULL::int, NULL::int, NULL::text, book.id, book_amount, book.balance, $12::smallint, $13::text, $14::int, $15::int, $16::int, $17::timestamptz
           FROM book, (SELECT -($3 + $4 + $5)::bigint AS book_amount) b WHERE $18::boolean
       )
       SELECT cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift FROM acc`,
      [
        p.accountId,
        ctx.merchantId,
        d.cash,
        d.subsidy,
        d.gift,
        -(p.cashFloor ?? 0),
        p.book,
        p.book === 'revenue' ? (p.canteenId ?? 0) : 0,
        p.accountId % BOOK_SLOTS,
        p.txnId,
        p.custId,
        TRADE_TYPES[p.tradeType].code,
        p.bizNo,
        p.canteenId ?? null,
        ctx.actor?.userId ?? null,
        p.deviceId ?? ctx.device?.deviceId ?? null,
        p.at ?? ctx.now(),
        moves,
      ],
    )
  )[0];
  if (!after) throw businessRule('insufficientBalance');
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
