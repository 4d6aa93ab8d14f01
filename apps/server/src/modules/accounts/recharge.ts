import { TRADE_TYPES, type Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, notFound } from '../../platform/http/errors';
import { getSetting, merchantTimeZone } from '../settings';
import { localClock } from '../canteens';
import { decideRecharge, giftsByRule, rechargeRuleSet, recordRechargeGifts, revokeRechargeGifts } from '../marketing';
import { claimBizNo, finish, lockAccount, post, totalOf, type LockedAccount } from './ledger';
import { accountOfPerson } from './lookup';
import { largestPayout, openLot, openLots, payoutOf, revokeOnLots, saveLots } from './rechargeBonus';

/** The largest balance an account may hold (its own limit, else the merchant's); 0 means none. */
async function maxBalanceOf(ctx: Ctx, account: LockedAccount): Promise<number> {
  if (account.maxBalance !== null) return account.maxBalance;
  return ((await getSetting(ctx, 'account')).value as { maxBalance: number }).maxBalance;
}

/** Money goes in and out only on a normal account; a frozen or cancelled one refuses. */
export function assertNormal(account: LockedAccount) {
  if (account.state === 'frozen') throw businessRule('accountFrozen');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
}

/**
 * What the recharge rules give (gift) and take (management fee) on a recharge of this person now. Rules come from
 * the marketing cache; the person's count of recharges and the gifts each rule gave are read only when a rule needs
 * them. A recharge calls it under the account lock (so its counts are final); a preview runs the same code unlocked.
 */
export async function rechargeDecision(
  ctx: Ctx,
  input: { custId: number; psnTypeId: number | null; accountId: number; amount: number; payType: string; at: Date; txnId?: number },
) {
  const day = localClock(input.at, await merchantTimeZone(ctx)).day;
  const rules = await rechargeRuleSet(ctx, day);
  if (!rules.length) return { gift: 0, fee: 0, applied: [] };
  // Every recharge that happened counts, revoked ones too (else revoking the first would make the next one "first"
  // again). The recharge being made has claimed its row already: it is not one of those before it.
  const before = rules.some((r) => r.donateType === 'nth')
    ? (
        await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM money_txns WHERE merchant_id = $1 AND account_id = $2 AND trade_type = $3 AND id <> $4`,
          [ctx.merchantId, input.accountId, TRADE_TYPES.recharge.code, input.txnId ?? 0],
        )
      )[0].n
    : 0;
  const gifted = rules.some((r) => r.sumLimit > 0) ? await giftsByRule(ctx, input.custId) : new Map<number, number>();
  return decideRecharge(rules, { amount: input.amount, payType: input.payType, day, psnTypeId: input.psnTypeId, rechargesBefore: before, giftedByRule: gifted });
}

export interface RechargeInput {
  custId: number;
  amount: number;
  payType: string;
  bizNo: string;
  remark?: string;
  batchNo?: string;
}
export interface RechargeResult {
  rechargeId: number;
  wallet: Wallet;
  balance: number;
  gift: number;
}

/** Cash into the person's cash wallet (PUT recharge/personalRecharge), plus any recharge bonus into gift. */
export async function personalRecharge(ctx: Ctx, input: RechargeInput): Promise<RechargeResult> {
  const ref = await accountOfPerson(ctx, input.custId);
  const claim = await claimBizNo<RechargeResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'recharge',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: input.amount,
    wallet: 'cash',
    payType: input.payType,
    batchNo: input.batchNo,
    remark: input.remark,
    request: { custId: input.custId, amount: input.amount, payType: input.payType, remark: input.remark, batchNo: input.batchNo },
  });
  if (!claim.first) return claim.result;
  const at = ctx.now();
  const account = await lockAccount(ctx, ref.accountId);
  assertNormal(account);
  // Decided under the account lock, as a payment is: simultaneous recharges of one person are judged one after the
  // other, so only one is the first and together they never pass a rule's sum limit.
  const { gift, fee, applied } = await rechargeDecision(ctx, { ...ref, psnTypeId: ref.psnTypeId ?? null, amount: input.amount, payType: input.payType, at, txnId: claim.txnId });
  const max = await maxBalanceOf(ctx, account);
  if (max > 0 && totalOf(account) + input.amount + gift - fee > max) throw businessRule('balanceLimit', { limit: (max / 100).toFixed(2) });
  const base = { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId };
  // Books in the global lock order: cash, gift, revenue (the fee is the merchant's income).
  let after = await post(ctx, { ...base, tradeType: 'recharge', deltas: { cash: input.amount }, book: 'cash' });
  if (gift > 0) after = await post(ctx, { ...base, tradeType: 'rechargeGift', deltas: { gift }, book: 'gift' });
  if (fee > 0) after = await post(ctx, { ...base, tradeType: 'managementFee', deltas: { cash: -fee }, book: 'revenue', canteenId: null });
  await recordRechargeGifts(ctx, ref.custId, claim.txnId, applied, at);
  await openLot(ctx, { txnId: claim.txnId, accountId: ref.accountId, cash: input.amount - fee, gift });
  return finish(ctx, claim.txnId, { rechargeId: claim.txnId, wallet: 'cash' as const, balance: totalOf(after), gift });
}

/**
 * Takes a recharge back (PUT recharge/revokeRecharge) while its wallet still holds the amount and the bonus it still
 * carries (rechargeBonus.ts `revokeOnLots`: never what a withdrawal took back already); once only.
 */
export async function revokeRecharge(ctx: Ctx, input: { rechargeId: number; bizNo: string; remark?: string }): Promise<{ balance: number; bonusBack: number }> {
  const original = (
    await ctx.db.query<{ custId: number; amount: number }>(
      `SELECT cust_id AS "custId", amount::float8 AS amount FROM money_txns WHERE id = $1 AND merchant_id = $2 AND trade_type = $3`,
      [input.rechargeId, ctx.merchantId, TRADE_TYPES.recharge.code],
    )
  )[0];
  if (!original) throw notFound('recharge');
  const ref = await accountOfPerson(ctx, original.custId);
  const claim = await claimBizNo<{ balance: number; bonusBack: number }>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'revokeRecharge',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: original.amount,
    wallet: 'cash',
    refId: input.rechargeId,
    remark: input.remark,
    request: { rechargeId: input.rechargeId, remark: input.remark },
  });
  if (!claim.first) return claim.result;
  // The account before the recharge's row: every operation takes its account lock first (MONEY.md, lock order).
  const account = await lockAccount(ctx, ref.accountId);
  // The guarded state change makes a second revoke of the same recharge fail even under concurrency.
  const marked = await ctx.db.query(`UPDATE money_txns SET state = 'revoked' WHERE id = $1 AND state = 'done' RETURNING id`, [input.rechargeId]);
  if (!marked.length) throw conflict('rechargeRevoked');
  const { fee } = (
    await ctx.db.query<{ fee: number }>(
      `SELECT COALESCE(-SUM(amount) FILTER (WHERE trade_type = $2), 0)::float8 AS fee FROM ledger_entries WHERE txn_id = $1 AND account_id IS NOT NULL`,
      [input.rechargeId, TRADE_TYPES.managementFee.code],
    )
  )[0];
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  // The fee was the merchant's income for a service given; such a recharge is paid out (drawMoney), not revoked.
  if (fee > 0) throw businessRule('rechargeHasFee');
  const bonus = revokeOnLots(await openLots(ctx, ref.accountId, input.rechargeId), input.rechargeId);
  // A revoke undoes the recharge whole: a bonus partly spent is paid out instead, where the spent part is owed from cash.
  if (account.cash < original.amount || account.gift < bonus.bonus) throw businessRule('rechargeSpent');
  await saveLots(ctx, bonus.changed);
  const base = { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId };
  let after = await post(ctx, { ...base, tradeType: 'revokeRecharge', deltas: { cash: -original.amount }, book: 'cash' });
  if (bonus.bonus > 0) after = await post(ctx, { ...base, tradeType: 'revokeRecharge', deltas: { gift: -bonus.bonus }, book: 'gift' });
  await revokeRechargeGifts(ctx, input.rechargeId);
  return finish(ctx, claim.txnId, { balance: totalOf(after), bonusBack: bonus.bonus });
}

export interface PayoutResult {
  balance: number;
  /** The recharge bonus this cash carried, taken back. */
  bonusBack: number;
  /** The part of it already spent, paid back from cash besides the amount paid out. */
  bonusFromCash: number;
}

/**
 * Pays `amount` out of the person's cash wallet (PUT recharge/drawMoney); never into overdraft. The cash paid out takes
 * back the recharge bonus it carried (rechargeBonus.ts): from the gift wallet, and what of it was spent from cash on
 * top, so the cash must cover both (else 42200 `bonusOwed` says how much can be paid out).
 */
export async function drawMoney(ctx: Ctx, input: { custId: number; amount: number; bizNo: string; remark?: string }): Promise<PayoutResult> {
  const ref = await accountOfPerson(ctx, input.custId);
  const claim = await claimBizNo<PayoutResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'withdrawal',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: input.amount,
    wallet: 'cash',
    remark: input.remark,
    request: { custId: input.custId, amount: input.amount, remark: input.remark },
  });
  if (!claim.first) return claim.result;
  const account = await lockAccount(ctx, ref.accountId);
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  if (account.cash < input.amount) throw businessRule('insufficientBalance');
  const lots = await openLots(ctx, ref.accountId);
  const back = payoutOf(lots, input.amount, account.gift);
  if (account.cash < input.amount + back.fromCash) {
    const yuan = (cents: number) => (cents / 100).toFixed(2);
    throw businessRule('bonusOwed', { bonus: yuan(back.bonus), owed: yuan(back.fromCash), max: yuan(largestPayout(lots, account.cash, account.gift)) });
  }
  await saveLots(ctx, back.changed);
  const base = { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId };
  // Books in the global lock order: cash, then gift (the bonus goes back to the book it came from).
  let after = await post(ctx, { ...base, tradeType: 'withdrawal', deltas: { cash: -input.amount }, book: 'cash' });
  if (back.bonus > 0) after = await post(ctx, { ...base, tradeType: 'revokeRecharge', deltas: { gift: -back.fromGift, cash: -back.fromCash }, book: 'gift' });
  return finish(ctx, claim.txnId, { balance: totalOf(after), bonusBack: back.bonus, bonusFromCash: back.fromCash });
}

export interface SubsidyInput {
  custId: number;
  amount: number;
  bizNo: string;
  remark?: string;
  batchNo?: string;
}

/** The employer's subsidy into the subsidy wallet (PUT recharge/subsidyRecharge). */
export async function grantSubsidy(ctx: Ctx, input: SubsidyInput): Promise<{ subsidyId: number; balance: number }> {
  const ref = await accountOfPerson(ctx, input.custId);
  const claim = await claimBizNo<{ subsidyId: number; balance: number }>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'subsidy',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: input.amount,
    wallet: 'subsidy',
    batchNo: input.batchNo,
    remark: input.remark,
    request: { custId: input.custId, amount: input.amount, remark: input.remark, batchNo: input.batchNo },
  });
  if (!claim.first) return claim.result;
  const account = await lockAccount(ctx, ref.accountId);
  assertNormal(account);
  const after = await post(ctx, { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId, tradeType: 'subsidy', deltas: { subsidy: input.amount }, book: 'subsidy' });
  return finish(ctx, claim.txnId, { subsidyId: claim.txnId, balance: totalOf(after) });
}

/** Clears the person's subsidy wallet to zero (accClc personal/clear); a zero wallet clears nothing. */
export async function clearSubsidy(ctx: Ctx, input: { custId: number; bizNo: string; remark?: string; batchNo?: string }): Promise<{ cleared: number; balance: number }> {
  const ref = await accountOfPerson(ctx, input.custId);
  const claim = await claimBizNo<{ cleared: number; balance: number }>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'subsidyClear',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: 0,
    wallet: 'subsidy',
    batchNo: input.batchNo,
    remark: input.remark,
    request: { custId: input.custId, remark: input.remark, batchNo: input.batchNo },
  });
  if (!claim.first) return claim.result;
  const account = await lockAccount(ctx, ref.accountId);
  const cleared = account.subsidy;
  const after =
    cleared > 0
      ? await post(ctx, { txnId: claim.txnId, bizNo: input.bizNo, accountId: ref.accountId, custId: ref.custId, tradeType: 'subsidyClear', deltas: { subsidy: -cleared }, book: 'subsidy' })
      : account;
  return finish(ctx, claim.txnId, { cleared, balance: totalOf(after) }, { amount: cleared });
}
