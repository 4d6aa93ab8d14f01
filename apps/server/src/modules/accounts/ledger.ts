import { createHash } from 'node:crypto';
import { TRADE_TYPES, type TradeTypeName, type Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict } from '../../platform/http/errors';
import { Params } from '../../platform/sql';

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
  /**
   * What the caller asked for (the operation's input without its bizNo): the bizNo is bound to it, so that a
   * repeat of the same request returns the first reply and another request under the same bizNo is refused.
   */
  request: unknown;
}

/** What every bizNo the server makes for itself begins with: a character the contract's bizNo scalar refuses. */
const INTERNAL_MARK = '#';

/** The operations whose bizNo the server makes, each with its own parts (so that two kinds never name alike). */
export type InternalKind = 'SUB' | 'RR' | 'MB' | 'RE' | 'CANCEL' | 'RPB' | 'IMP' | 'B';

/**
 * The bizNo of an operation the server makes itself: a time rule's grant (`SUB`, time rule, period), a reviewed refund
 * request (`RR`, request), a meal cancelled under a rule (`MB`, order), a red envelope (`RE`, envelope, person), the
 * gift forfeited by a cancelled account (`CANCEL`), a row of a repair or money import (`RPB`, `IMP`), a person of a
 * caller's batch (`B`, the batch's bizNo, person). Callers choose theirs in the same money_txns key, but through the
 * contract's bizNo scalar, which refuses '#' (console, devices, offline uploads; imports make theirs here): so no
 * caller can take the name of a grant to come (a 1-cent payment blocking next month's subsidy), and an internal name
 * never refuses a caller's.
 */
export const internalBizNo = (kind: InternalKind, ...parts: (string | number)[]) => `${INTERNAL_MARK}${[kind, ...parts].join('-')}`;

/** The bizNo of one person's movement in a batch: the batch's own name and the person when the server named the batch, else a `B` name. */
export const batchMemberBizNo = (batchNo: string, ...parts: (string | number)[]) =>
  batchNo.startsWith(INTERNAL_MARK) ? [batchNo, ...parts].join('-') : internalBizNo('B', batchNo, ...parts);

export type Claim<R> = { first: true; txnId: number } | { first: false; result: R };

/**
 * Claims the bizNo for this operation. A repeated bizNo returns the stored first result and the caller moves
 * no money. A concurrent duplicate waits on the unique index until the first commits (then sees its result)
 * or rolls back (then goes ahead). A bizNo already used by another kind of operation is refused (40900).
 */
export async function claimBizNo<R>(ctx: Ctx, start: TxnStart): Promise<Claim<R>> {
  assertInTransaction(ctx, 'claimBizNo');
  const { hash, params } = claimParams(ctx, start);
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO money_txns (${CLAIM_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (merchant_id, biz_no) DO NOTHING RETURNING id`,
    params,
  );
  if (inserted.length) return { first: true, txnId: Number(inserted[0].id) };
  return priorClaim<R>(ctx, start, hash);
}

const CLAIM_COLUMNS = `merchant_id, biz_no, trade_type, account_id, cust_id, amount, wallet, pay_type, ref_id, batch_no, canteen_id,
  operator_id, operator_name, device_id, remark, at, request_hash`;

function claimParams(ctx: Ctx, start: TxnStart): { hash: string; params: unknown[] } {
  const hash = requestHash({ tradeType: start.tradeType, device: ctx.device?.deviceId ?? null, request: start.request });
  const operator = ctx.actor ? [ctx.actor.userId, ctx.actor.username] : [null, ''];
  const params = [
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
    hash,
  ];
  return { hash, params };
}

/** The first claim of a bizNo that is taken: its stored reply for the same request, 40900 for another. */
async function priorClaim<R>(ctx: Ctx, start: Pick<TxnStart, 'bizNo' | 'tradeType' | 'accountId'>, hash: string): Promise<{ first: false; result: R }> {
  const prior = (
    await ctx.db.query<{ trade_type: number; account_id: number | null; request_hash: string | null; result: R }>(
      `SELECT trade_type, account_id, request_hash, result FROM money_txns WHERE merchant_id = $1 AND biz_no = $2`,
      [ctx.merchantId, start.bizNo],
    )
  )[0];
  // Rows from before request hashes keep the older, weaker rule.
  const same =
    prior.request_hash !== null
      ? prior.request_hash === hash
      : prior.trade_type === TRADE_TYPES[start.tradeType].code && (start.accountId === null || prior.account_id === start.accountId);
  if (!same) throw conflict('bizNoReused', { bizNo: start.bizNo });
  return { first: false, result: prior.result };
}

/**
 * Writes the CTEs that find the payer, ending in `p`: one row with "accountId" and "custId" (and whatever else the
 * caller wants back), none when there is no such payer. Its parameters are taken from the statement's `q`.
 */
export type PayerStatement = (q: Params) => string;

export type ClaimedAndLocked<P, R> =
  | { first: null }
  | { first: false; payer: P; result: R }
  | { first: true; payer: P; txnId: number; account: LockedAccount };

/**
 * Finds the payer, claims the bizNo for them and locks their account, in one statement: one round trip where a
 * payment took three. The account is locked only when the claim is first (a repeat returns the stored reply and
 * touches no account); the lock comes after the claim, as in claimBizNo then lockAccount.
 */
export async function claimAndLock<P extends { accountId: number; custId: number }, R>(
  ctx: Ctx,
  start: Omit<TxnStart, 'accountId' | 'custId'>,
  payer: PayerStatement,
): Promise<ClaimedAndLocked<P, R>> {
  assertInTransaction(ctx, 'claimAndLock');
  const { hash, params } = claimParams(ctx, { ...start, accountId: null, custId: null });
  // The person and account of the claim come from p.
  const q = new Params();
  const claim = params.map((value, i) => (i === 3 ? 'p."accountId"' : i === 4 ? 'p."custId"' : q.param(value)));
  const row = (
    await ctx.db.query<P & { txnId: string | null; locked: LockedAccount | null }>(
      `WITH ${payer(q)},
       c AS (INSERT INTO money_txns (${CLAIM_COLUMNS}) SELECT ${claim.join(', ')} FROM p
             ON CONFLICT (merchant_id, biz_no) DO NOTHING RETURNING id),
       l AS (SELECT ${LOCKED_COLUMNS} FROM accounts WHERE id = (SELECT "accountId" FROM p) AND merchant_id = ${claim[0]} AND EXISTS (SELECT 1 FROM c)
             FOR NO KEY UPDATE)
       SELECT p.*, (SELECT id FROM c) AS "txnId", (SELECT to_jsonb(l) FROM l) AS locked FROM p`,
      q.params,
    )
  )[0];
  if (!row) return { first: null };
  const { txnId, locked, ...found } = row;
  const who = found as unknown as P;
  if (txnId === null) return { payer: who, ...(await priorClaim<R>(ctx, { ...start, accountId: who.accountId }, hash)) };
  if (!locked) throw businessRule('accountMissing');
  return { first: true, payer: who, txnId: Number(txnId), account: locked };
}

/**
 * Claims the bizNo of a batch (many people in one request) for this request: a repeat of the same request returns
 * the stored reply of the first without resolving its people again; another request under the bizNo gets 40900.
 */
export async function claimBatch<R>(ctx: Ctx, batchNo: string, request: unknown): Promise<{ first: true } | { first: false; result: R }> {
  assertInTransaction(ctx, 'claimBatch');
  const hash = requestHash({ batch: true, request });
  const inserted = await ctx.db.query(
    `INSERT INTO batch_requests (merchant_id, batch_no, request_hash) VALUES ($1, $2, $3) ON CONFLICT (merchant_id, batch_no) DO NOTHING RETURNING batch_no`,
    [ctx.merchantId, batchNo, hash],
  );
  if (inserted.length) return { first: true };
  const prior = (
    await ctx.db.query<{ request_hash: string; result: R }>(`SELECT request_hash, result FROM batch_requests WHERE merchant_id = $1 AND batch_no = $2`, [
      ctx.merchantId,
      batchNo,
    ])
  )[0];
  if (prior.request_hash !== hash || prior.result === null) throw conflict('bizNoReused', { bizNo: batchNo });
  return { first: false, result: prior.result };
}

export async function finishBatch<R>(ctx: Ctx, batchNo: string, result: R): Promise<R> {
  await ctx.db.query(`UPDATE batch_requests SET result = $3 WHERE merchant_id = $1 AND batch_no = $2`, [ctx.merchantId, batchNo, JSON.stringify(result)]);
  return result;
}

/** SHA-256 of the request as canonical JSON (keys sorted, undefined dropped, dates as ISO text). */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (v instanceof Date) return JSON.stringify(v.toISOString());
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Money moves only inside the operation's transaction: a claim or a posting outside one could half-commit. */
function assertInTransaction(ctx: Ctx, what: string) {
  if (!ctx.db.inTransaction) throw new Error(`${what} must run inside a transaction`);
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
const LOCKED_COLUMNS = `id, cust_id AS "custId", state, cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift,
  max_balance::float8 AS "maxBalance", single_limit::float8 AS "singleLimit", daily_limit::float8 AS "dailyLimit"`;

export async function lockAccount(ctx: Ctx, accountId: number): Promise<LockedAccount> {
  const row = (
    await ctx.db.query<LockedAccount>(
      `SELECT ${LOCKED_COLUMNS} FROM accounts WHERE id = $1 AND merchant_id = $2 FOR NO KEY UPDATE`,
      [accountId, ctx.merchantId],
    )
  )[0];
  if (!row) throw businessRule('accountMissing');
  return row;
}

/** The account as `lockAccount` reads it, without the lock: for a dry run, which moves nothing. */
export async function readAccount(ctx: Ctx, accountId: number): Promise<LockedAccount> {
  const row = (await ctx.db.query<LockedAccount>(`SELECT ${LOCKED_COLUMNS} FROM accounts WHERE id = $1 AND merchant_id = $2`, [accountId, ctx.merchantId]))[0];
  if (!row) throw businessRule('accountMissing');
  return row;
}

/** The slot of a book an account's postings go to. */
export const slotOf = (accountId: number) => accountId % BOOK_SLOTS;

/**
 * Takes, up front, every lock an operation on many accounts in one transaction will need, in the one global order
 * every transaction follows: accounts by id, then book slots by (kind, canteen, slot). A single operation takes
 * its account and then its slots (books in kind order: cash before gift) as it goes, which is the same order; a
 * batch that locked as it went would hold a slot while waiting for an account and deadlock against them.
 */
export async function lockForBatch(ctx: Ctx, accountIds: number[], books: { kind: BookKind; canteenId?: number | null }[]): Promise<void> {
  assertInTransaction(ctx, 'lockForBatch');
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  await ctx.db.query(`SELECT id FROM accounts WHERE merchant_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR NO KEY UPDATE`, [ctx.merchantId, ids]);
  const slots = [...new Set(ids.map(slotOf))];
  const kinds = books.map((b) => b.kind);
  const canteens = books.map((b) => (b.kind === 'revenue' ? (b.canteenId ?? 0) : 0));
  // Missing slots are made first (in the same order) so that the locking SELECT finds every one.
  await ctx.db.query(
    `INSERT INTO ledger_books (merchant_id, kind, canteen_id, slot, balance)
     SELECT $1::int, b.kind, b.canteen_id, s.slot, 0 FROM unnest($2::text[], $3::int[]) AS b(kind, canteen_id), unnest($4::int[]) AS s(slot)
     ORDER BY 2, 3, 4
     ON CONFLICT (merchant_id, kind, canteen_id, slot) DO NOTHING`,
    [ctx.merchantId, kinds, canteens, slots],
  );
  await ctx.db.query(
    `SELECT id FROM ledger_books
      WHERE merchant_id = $1 AND (kind, canteen_id) IN (SELECT * FROM unnest($2::text[], $3::int[])) AND slot = ANY($4::int[])
      ORDER BY kind, canteen_id, slot FOR NO KEY UPDATE`,
    [ctx.merchantId, kinds, canteens, slots],
  );
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
 * More of the operation's writes in the posting's statement (a consumption's order): given the statement's
 * parameters (the posting's already in), returns data-modifying CTEs that follow the posting's (they may read
 * `acc`, the account after the posting) and the columns selected beside the balances.
 */
export type PostingTail = (q: Params) => { ctes: string; columns: string };

/**
 * Moves money between the person's wallets and a merchant book: a guarded UPDATE of the account (never below
 * zero, or below −overdraft for cash), an upsert of the book slot and the balanced ledger rows, in one statement
 * (one round trip: a lunch rush is bound by round trips), with the `tail`'s writes when given. Returns the
 * balances after (and the tail's columns). Throws 42200 insufficientBalance when the guard refuses; the
 * operation's transaction then ends without any of it.
 */
export async function post<T extends object = object>(ctx: Ctx, p: Posting, tail?: PostingTail): Promise<Balances & T> {
  assertInTransaction(ctx, 'post');
  const d = { cash: p.deltas.cash ?? 0, subsidy: p.deltas.subsidy ?? 0, gift: p.deltas.gift ?? 0 };
  const sum = d.cash + d.subsidy + d.gift;
  const q = new Params();
  const $ = q.named({
    account: p.accountId,
    merchant: ctx.merchantId,
    cash: d.cash,
    subsidy: d.subsidy,
    gift: d.gift,
    cashFloor: -(p.cashFloor ?? 0),
    book: p.book,
    bookCanteen: p.book === 'revenue' ? (p.canteenId ?? 0) : 0,
    slot: slotOf(p.accountId),
    txn: p.txnId,
    cust: p.custId,
    tradeType: TRADE_TYPES[p.tradeType].code,
    bizNo: p.bizNo,
    canteen: p.canteenId ?? null,
    operator: ctx.actor?.userId ?? null,
    device: p.deviceId ?? ctx.device?.deviceId ?? null,
    at: p.at ?? ctx.now(),
    moves: sum !== 0 || d.cash !== 0 || d.subsidy !== 0 || d.gift !== 0,
  });
  const more = tail?.(q);
  const after = (
    await ctx.db.query<Balances & T>(
      `WITH acc AS (
         UPDATE accounts SET cash = cash + ${$.cash}, subsidy = subsidy + ${$.subsidy}, gift = gift + ${$.gift}, updated_at = now()
         WHERE id = ${$.account} AND merchant_id = ${$.merchant} AND cash + ${$.cash} >= ${$.cashFloor} AND subsidy + ${$.subsidy} >= 0 AND gift + ${$.gift} >= 0
         RETURNING cash, subsidy, gift
       ), book AS (
         INSERT INTO ledger_books (merchant_id, kind, canteen_id, slot, balance)
         SELECT ${$.merchant}::int, ${$.book}::text, ${$.bookCanteen}::int, ${$.slot}::int, -(${$.cash} + ${$.subsidy} + ${$.gift}) FROM acc
         ON CONFLICT (merchant_id, kind, canteen_id, slot) DO UPDATE SET balance = ledger_books.balance + EXCLUDED.balance
         RETURNING id, balance
       ), entries AS (
         INSERT INTO ledger_entries (merchant_id, txn_id, account_id, cust_id, wallet, book_id, amount, balance_after, trade_type, biz_no, canteen_id, operator_id, device_id, at)
         SELECT ${$.merchant}::int, ${$.txn}::bigint, ${$.account}::int, ${$.cust}::int, w.wallet, NULL::int, w.amount,
                CASE w.wallet WHEN 'subsidy' THEN acc.subsidy WHEN 'gift' THEN acc.gift ELSE acc.cash END, ${$.tradeType}::smallint, ${$.bizNo}::text,
                ${$.canteen}::int, ${$.operator}::int, ${$.device}::int, ${$.at}::timestamptz
           FROM acc, (VALUES ('subsidy', ${$.subsidy}::bigint), ('gift', ${$.gift}::bigint), ('cash', ${$.cash}::bigint)) AS w(wallet, amount) WHERE w.amount <> 0
         UNION ALL
         SELECT ${$.merchant}::int, ${$.txn}::bigint, NULL::int, NULL::int, NULL::text, book.id, book_amount, book.balance, ${$.tradeType}::smallint, ${$.bizNo}::text,
                ${$.canteen}::int, ${$.operator}::int, ${$.device}::int, ${$.at}::timestamptz
           FROM book, (SELECT -(${$.cash} + ${$.subsidy} + ${$.gift})::bigint AS book_amount) b WHERE ${$.moves}::boolean
       )${more ? `, ${more.ctes}` : ''}
       SELECT cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift${more ? `, ${more.columns}` : ''} FROM acc`,
      q.params,
    )
  )[0];
  if (!after) throw businessRule('insufficientBalance');
  return after;
}

/**
 * `finish` as a data-modifying CTE, for an operation that stores its reply in the statement that writes its own rows
 * (a consumption and its order: one round trip less while the account is locked). `$txn`, `$result` (jsonb, merged
 * with `extra`, e.g. the new order's id) and `$amount` name the statement's parameters.
 */
export function finishCte(params: { txn: string; merchant: string; result: string; amount: string }, extra = `'{}'::jsonb`): string {
  return `UPDATE money_txns SET result = ${params.result}::jsonb || ${extra}, amount = ${params.amount} WHERE id = ${params.txn} AND merchant_id = ${params.merchant}`;
}

/** Stores the reply of the operation so that a repeated bizNo returns it. */
export async function finish<R>(ctx: Ctx, txnId: number, result: R, patch: { amount?: number; accountId?: number; custId?: number } = {}): Promise<R> {
  await ctx.db.query(
    `UPDATE money_txns SET result = $2, amount = COALESCE($3, amount), account_id = COALESCE($4, account_id), cust_id = COALESCE($5, cust_id) WHERE id = $1`,
    [txnId, JSON.stringify(result), patch.amount ?? null, patch.accountId ?? null, patch.custId ?? null],
  );
  return result;
}
