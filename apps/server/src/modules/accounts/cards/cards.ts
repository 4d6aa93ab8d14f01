import type { Ctx } from '../../../platform/context';
import { businessRule, conflict, fieldError, isUniqueViolation } from '../../../platform/http/errors';
import { bumpDeviceVersion } from '../../devices';
import { claimBizNo, internalBizNo, lockAccount, post, type LockedAccount } from '../ledger';
import { recordEvent } from '../events';
import { closeLots } from '../rechargeBonus';
import { accountById, accountOfPerson, accountsOfPeople, mainCardOf, type AccountRef } from '../lookup';

/**
 * Card and account states (DESIGN §5): card active → lost → active (release) or → replaced; account
 * normal ↔ frozen, → cancelled (cash paid out, subsidy cleared) → normal (reopen). Each change is a call of its
 * own, locks the account row, and leaves a history row. Devices learn of card changes through the blacklist
 * version their heartbeat reports.
 */

async function insertCard(ctx: Ctx, ref: AccountRef, cardNo: string, kind: 'main' | 'slave', holderName = ''): Promise<void> {
  try {
    await ctx.db.query(`INSERT INTO cards (merchant_id, account_id, cust_id, card_no, kind, holder_name) VALUES ($1, $2, $3, $4, $5, $6)`, [
      ctx.merchantId,
      ref.accountId,
      ref.custId,
      cardNo,
      kind,
      holderName,
    ]);
  } catch (e) {
    // The request's transaction is rolled back with this error, so nothing of the call remains.
    if (isUniqueViolation(e)) throw fieldError('cardNo', 'cardTaken');
    throw e;
  }
}

function assertOpen(account: LockedAccount, ref: AccountRef) {
  if (ref.custState === 'cancelled') throw businessRule('personCancelled');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
}

/** Issues the person's main card (POST accInfo/applyCard) → {accId, cardNo}. */
export async function applyCard(ctx: Ctx, input: { custId: number; cardNo: string }): Promise<{ accId: number; cardNo: string }> {
  const ref = await accountOfPerson(ctx, input.custId);
  const account = await lockAccount(ctx, ref.accountId);
  assertOpen(account, ref);
  if (await mainCardOf(ctx, ref.accountId)) throw conflict('hasCard');
  await insertCard(ctx, ref, input.cardNo, 'main');
  await recordEvent(ctx, { accountId: ref.accountId, custId: ref.custId, event: 'open', cardNo: input.cardNo, toState: 'active' });
  return { accId: ref.accountId, cardNo: input.cardNo };
}

async function changeMainCard(ctx: Ctx, accId: number, from: 'active' | 'lost', to: 'active' | 'lost', event: 'loss' | 'release'): Promise<void> {
  const ref = await accountById(ctx, accId);
  const account = await lockAccount(ctx, ref.accountId);
  assertOpen(account, ref);
  const card = await mainCardOf(ctx, ref.accountId);
  if (!card) throw businessRule('noCard');
  if (card.state !== from) throw conflict(from === 'active' ? 'cardNotActive' : 'cardNotLost');
  await ctx.db.query(`UPDATE cards SET state = $2 WHERE account_id = $1 AND kind = 'main' AND state = $3`, [ref.accountId, to, from]);
  await recordEvent(ctx, { accountId: ref.accountId, custId: ref.custId, event, cardNo: card.cardNo, fromState: from, toState: to });
  await bumpDeviceVersion(ctx, 'blacklist');
}

/** PUT accInfo/reportLossCard: the card stops paying at once (online) and on the next blacklist sync (offline). */
export const reportLoss = (ctx: Ctx, accId: number) => changeMainCard(ctx, accId, 'active', 'lost', 'loss');
/** PUT accInfo/releaseReportLossCard. */
export const releaseLoss = (ctx: Ctx, accId: number) => changeMainCard(ctx, accId, 'lost', 'active', 'release');

/** POST accInfo/replaceCard: the old number becomes void, the new one pays; history stays with the account. */
export async function replaceCard(ctx: Ctx, input: { accId: number; cardNo: string; fee?: number; remark?: string }): Promise<{ accId: number; cardNo: string }> {
  const ref = await accountById(ctx, input.accId);
  const account = await lockAccount(ctx, ref.accountId);
  assertOpen(account, ref);
  const old = await mainCardOf(ctx, ref.accountId);
  if (!old) throw businessRule('noCard');
  if (old.cardNo === input.cardNo) throw fieldError('cardNo', 'cardTaken');
  await ctx.db.query(`UPDATE cards SET state = 'replaced', ended_at = now() WHERE account_id = $1 AND kind = 'main' AND state IN ('active', 'lost')`, [ref.accountId]);
  await insertCard(ctx, ref, input.cardNo, 'main');
  // The new card keeps the old one's base info (type, last valid day).
  await ctx.db.query(
    `UPDATE cards SET (card_type, valid_until) = (SELECT card_type, valid_until FROM cards WHERE account_id = $1 AND kind = 'main' AND state = 'replaced' ORDER BY id DESC LIMIT 1)
      WHERE account_id = $1 AND kind = 'main' AND state = 'active'`,
    [ref.accountId],
  );
  await recordEvent(ctx, {
    accountId: ref.accountId,
    custId: ref.custId,
    event: 'replace',
    cardNo: old.cardNo,
    newCardNo: input.cardNo,
    fromState: old.state,
    toState: 'active',
    fee: input.fee ?? 0,
    remark: input.remark,
  });
  await bumpDeviceVersion(ctx, 'blacklist');
  return { accId: ref.accountId, cardNo: input.cardNo };
}

const NOT_IN_STATE = { normal: 'accountNotNormal', frozen: 'accountNotFrozen', cancelled: 'accountNotCancelled' } as const;

async function changeAccountState(ctx: Ctx, accId: number, from: LockedAccount['state'], to: LockedAccount['state'], event: 'freeze' | 'unfreeze' | 'reopen', remark?: string) {
  const ref = await accountById(ctx, accId);
  const account = await lockAccount(ctx, ref.accountId);
  if (account.state !== from) throw conflict(NOT_IN_STATE[from]);
  if (event === 'reopen' && ref.custState === 'cancelled') throw businessRule('personCancelled');
  await ctx.db.query(`UPDATE accounts SET state = $2, updated_at = now() WHERE id = $1`, [ref.accountId, to]);
  await recordEvent(ctx, { accountId: ref.accountId, custId: ref.custId, event, fromState: from, toState: to, remark });
  await bumpDeviceVersion(ctx, 'blacklist');
}

export const freeze = (ctx: Ctx, accId: number, remark?: string) => changeAccountState(ctx, accId, 'normal', 'frozen', 'freeze', remark);
export const unfreeze = (ctx: Ctx, accId: number, remark?: string) => changeAccountState(ctx, accId, 'frozen', 'normal', 'unfreeze', remark);
export const reopen = (ctx: Ctx, accId: number, remark?: string) => changeAccountState(ctx, accId, 'cancelled', 'normal', 'reopen', remark);

/**
 * PUT accInfo/cancelAccountById: only once cash is paid out (drawMoney) and subsidy cleared; a gift balance,
 * which cannot be paid out, is forfeited with a ledger row. Live cards become void.
 */
export async function cancelAccount(ctx: Ctx, input: { accId: number; remark?: string }): Promise<void> {
  const ref = await accountById(ctx, input.accId);
  const account = await lockAccount(ctx, ref.accountId);
  if (account.state === 'cancelled') throw conflict('accountNotNormal');
  if (account.cash !== 0) throw businessRule('cashNotPaidOut');
  if (account.subsidy !== 0) throw businessRule('subsidyNotCleared');
  await closeLots(ctx, [ref.accountId]);
  if (account.gift > 0) {
    const bizNo = internalBizNo('CANCEL', ref.accountId, ctx.now().getTime());
    const claim = await claimBizNo(ctx, { bizNo, tradeType: 'giftClear', accountId: ref.accountId, custId: ref.custId, amount: account.gift, wallet: 'gift', request: { accId: input.accId, remark: input.remark } });
    if (claim.first) await post(ctx, { txnId: claim.txnId, tradeType: 'giftClear', bizNo, accountId: ref.accountId, custId: ref.custId, deltas: { gift: -account.gift }, book: 'gift' });
  }
  const card = await mainCardOf(ctx, ref.accountId);
  await ctx.db.query(`UPDATE cards SET state = 'cancelled', ended_at = now() WHERE account_id = $1 AND state IN ('active', 'lost')`, [ref.accountId]);
  await ctx.db.query(`UPDATE accounts SET state = 'cancelled', updated_at = now() WHERE id = $1`, [ref.accountId]);
  await recordEvent(ctx, { accountId: ref.accountId, custId: ref.custId, event: 'cancel', cardNo: card?.cardNo, fromState: account.state, toState: 'cancelled', remark: input.remark });
  await bumpDeviceVersion(ctx, 'blacklist');
}

export interface LimitsInput {
  custIds: number[];
  /** null: back to the merchant's default; 0: no limit. */
  maxBalance: number | null;
  singleLimit: number | null;
  dailyLimit: number | null;
}

/** POST accInfo/batchPerAccBalanceLimit: the same limits for the people given. */
export async function setLimits(ctx: Ctx, input: LimitsInput): Promise<{ updated: number }> {
  // One query (a transaction's connection runs one statement at a time): 40400 when any is not the caller's.
  const refs = await accountsOfPeople(ctx, [...new Set(input.custIds)]);
  const ids = refs.map((r) => r.accountId);
  await ctx.db.query(`UPDATE accounts SET max_balance = $2, single_limit = $3, daily_limit = $4, updated_at = now() WHERE id = ANY($1::int[])`, [
    ids,
    input.maxBalance,
    input.singleLimit,
    input.dailyLimit,
  ]);
  const remark = JSON.stringify({ maxBalance: input.maxBalance, singleLimit: input.singleLimit, dailyLimit: input.dailyLimit });
  for (const r of refs) await recordEvent(ctx, { accountId: r.accountId, custId: r.custId, event: 'limit', remark });
  await bumpDeviceVersion(ctx, 'limits');
  return { updated: ids.length };
}
