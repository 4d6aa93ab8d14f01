import type { Ctx } from '../../platform/context';

/**
 * The bonus a recharge carried, against the cash that leaves (MONEY.md, "A bonus goes back with the cash that earned it"). Each bonus-carrying
 * recharge is a lot: its cash, its bonus, and what of each is not yet paid out or taken back. Cash paid out draws on
 * the lots oldest first and takes back the bonus in proportion, so a lot paid out whole has given its bonus back whole.
 */
export interface BonusLot {
  txnId: number;
  cash: number;
  gift: number;
  cashLeft: number;
  giftLeft: number;
}

/** The bonus still held for `cashLeft` of the lot's cash: its share of the bonus, half up, in whole cents. */
export function stakeOf(lot: Pick<BonusLot, 'cash' | 'gift'>, cashLeft: number): number {
  // BigInt: a bonus times a cash amount passes 2^53 cents on large recharges.
  return Number((BigInt(lot.gift) * BigInt(cashLeft) * 2n + BigInt(lot.cash)) / (2n * BigInt(lot.cash)));
}

/** Draws `amount` of cash on the lots, oldest first: the bonus that cash carried, and the lots it changed. */
export function drawOnLots(lots: BonusLot[], amount: number): { bonus: number; changed: BonusLot[] } {
  let left = amount;
  let bonus = 0;
  const changed: BonusLot[] = [];
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, lot.cashLeft);
    if (take <= 0) continue;
    left -= take;
    const cashLeft = lot.cashLeft - take;
    const giftLeft = Math.min(lot.giftLeft, stakeOf(lot, cashLeft));
    bonus += lot.giftLeft - giftLeft;
    changed.push({ ...lot, cashLeft, giftLeft });
  }
  return { bonus, changed };
}

/** What a withdrawal of `amount` takes: the bonus back, from the gift wallet first and the rest (spent) from cash. */
export function payoutOf(lots: BonusLot[], amount: number, gift: number) {
  const drawn = drawOnLots(lots, amount);
  const fromGift = Math.min(drawn.bonus, gift);
  return { ...drawn, fromGift, fromCash: drawn.bonus - fromGift };
}

/**
 * What revoking a recharge takes back: all of its own bonus still held, and — for the part of its cash already paid
 * out, which the revoke now takes from the person's other cash — the bonus of the lots that cash comes from. A
 * recharge without a lot carried no bonus: its cash is the last a payout draws on, so its revoke takes none.
 */
export function revokeOnLots(lots: BonusLot[], txnId: number): { bonus: number; changed: BonusLot[] } {
  const own = lots.find((l) => l.txnId === txnId);
  if (!own) return { bonus: 0, changed: [] };
  const others = drawOnLots(
    lots.filter((l) => l !== own),
    own.cash - own.cashLeft,
  );
  return { bonus: own.giftLeft + others.bonus, changed: [{ ...own, cashLeft: 0, giftLeft: 0 }, ...others.changed] };
}

/** The largest withdrawal the cash covers together with the spent bonus it owes (the owed part grows with it). */
export function largestPayout(lots: BonusLot[], cash: number, gift: number): number {
  let lo = 0;
  let hi = Math.max(0, cash);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (mid + payoutOf(lots, mid, gift).fromCash <= cash) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The person's lots whose cash is not all paid out (and the lot of `recharge`, if named), oldest first. Read under the account lock. */
export async function openLots(ctx: Ctx, accountId: number, recharge = 0): Promise<BonusLot[]> {
  return ctx.db.query<BonusLot>(
    `SELECT txn_id::float8 AS "txnId", cash::float8 AS cash, gift::float8 AS gift, cash_left::float8 AS "cashLeft", gift_left::float8 AS "giftLeft"
       FROM recharge_bonuses WHERE merchant_id = $1 AND account_id = $2 AND (cash_left > 0 OR txn_id = $3) ORDER BY txn_id`,
    [ctx.merchantId, accountId, recharge],
  );
}

/** Writes the lots a payout or revoke changed (before its book slots: they are the operation's own rows). */
export async function saveLots(ctx: Ctx, lots: BonusLot[]): Promise<void> {
  if (!lots.length) return;
  await ctx.db.query(
    `UPDATE recharge_bonuses b SET cash_left = x.c, gift_left = x.g FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS x(id, c, g)
      WHERE b.merchant_id = $1 AND b.txn_id = x.id`,
    [ctx.merchantId, lots.map((l) => l.txnId), lots.map((l) => l.cashLeft), lots.map((l) => l.giftLeft)],
  );
}

/**
 * A cancelled account (cash 0: paid out or spent; its gift forfeited) closes its lots: none of their cash is left,
 * and a reopened account's new cash must not carry a bonus it no longer holds.
 */
export async function closeLots(ctx: Ctx, accountIds: number[]): Promise<void> {
  await ctx.db.query(`UPDATE recharge_bonuses SET cash_left = 0, gift_left = 0 WHERE merchant_id = $1 AND account_id = ANY($2::int[]) AND cash_left > 0`, [ctx.merchantId, accountIds]);
}

/** A recharge that carried a bonus opens its lot: all of its cash (after any fee) still bears the bonus. */
export async function openLot(ctx: Ctx, lot: { txnId: number; accountId: number; cash: number; gift: number }): Promise<void> {
  if (lot.gift <= 0 || lot.cash <= 0) return;
  await ctx.db.query(
    `INSERT INTO recharge_bonuses (txn_id, merchant_id, account_id, cash, gift, cash_left, gift_left) VALUES ($1, $2, $3, $4, $5, $4, $5)`,
    [lot.txnId, ctx.merchantId, lot.accountId, lot.cash, lot.gift],
  );
}
