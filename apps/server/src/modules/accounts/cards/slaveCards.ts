import type { SlaveCard } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { businessRule, conflict, fieldError, isUniqueViolation, notFound } from '../../../platform/http/errors';
import { translate } from '../../../platform/messages';
import { Where } from '../../../platform/sql';
import { bumpDeviceVersion } from '../../devices';
import { recordEvent } from '../events';
import { lockAccount } from '../ledger';
import { accountOfPerson, type AccountRef } from '../lookup';

/**
 * Slave cards (spec §7 cust/slave/…): extra cards on a person's account, e.g. a family member's. A slave card pays
 * from the owner's account (consumption finds the account by the card number); it is reported lost, released,
 * replaced and cancelled on its own, without touching the main card. Every state change leaves an account event
 * 'slaveCard' and bumps the devices' blacklist version.
 */

const SELECT = `SELECT k.id AS "cardId", k.cust_id AS "custId", k.account_id AS "accId", k.card_no AS "cardNo", k.holder_name AS "holderName",
    k.state, k.issued_at AS "issuedAt", k.ended_at AS "endedAt"
  FROM cards k JOIN people_directory c ON c.id = k.cust_id`;

/** A slave card the caller reaches (its person in their organisation scope), or 40400. */
async function slaveCard(ctx: Ctx, cardId: number): Promise<SlaveCard> {
  const w = new Where(`k.id = ? AND k.merchant_id = ? AND k.kind = 'slave'`, cardId, ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  const row = (await ctx.db.query<SlaveCard>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('card');
  return row;
}

/** Locks the owner's account and refuses a cancelled person or account (as the main card calls do). */
async function lockOpen(ctx: Ctx, ref: AccountRef) {
  const account = await lockAccount(ctx, ref.accountId);
  if (ref.custState === 'cancelled') throw businessRule('personCancelled');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
}

async function insertSlave(ctx: Ctx, ref: AccountRef, cardNo: string, holderName: string): Promise<number> {
  try {
    const row = await ctx.db.query<{ id: number }>(
      `INSERT INTO cards (merchant_id, account_id, cust_id, card_no, kind, holder_name, issued_at) VALUES ($1, $2, $3, $4, 'slave', $5, $6) RETURNING id`,
      [ctx.merchantId, ref.accountId, ref.custId, cardNo, holderName, ctx.now()],
    );
    return row[0].id;
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('cardNo', 'cardTaken');
    throw e;
  }
}

type What = 'add' | 'loss' | 'release' | 'cancel' | 'replace' | 'send';
const REMARK = {
  add: 'slaveCardAdded',
  loss: 'slaveCardLost',
  release: 'slaveCardReleased',
  cancel: 'slaveCardCancelled',
  replace: 'slaveCardReplaced',
  send: 'slaveCardSent',
} as const;
const remarkOf = (ctx: Ctx, what: What, holder: string) => translate(ctx.lang, REMARK[what], { holder });

async function logged(ctx: Ctx, card: { accId: number; custId: number; cardNo: string; holderName: string }, change: { from?: string; to: string; newCardNo?: string; what: What }) {
  await recordEvent(ctx, {
    accountId: card.accId,
    custId: card.custId,
    event: 'slaveCard',
    cardNo: card.cardNo,
    newCardNo: change.newCardNo,
    fromState: change.from,
    toState: change.to,
    remark: remarkOf(ctx, change.what, card.holderName),
  });
  await bumpDeviceVersion(ctx, 'blacklist');
}

export async function addSlaveCard(ctx: Ctx, input: { custId: number; cardNo: string; holderName: string }): Promise<{ cardId: number }> {
  const ref = await accountOfPerson(ctx, input.custId);
  await lockOpen(ctx, ref);
  const cardId = await insertSlave(ctx, ref, input.cardNo, input.holderName);
  await logged(ctx, { accId: ref.accountId, custId: ref.custId, cardNo: input.cardNo, holderName: input.holderName }, { to: 'active', what: 'add' });
  return { cardId };
}

export async function listSlaveCards(ctx: Ctx, custId: number): Promise<SlaveCard[]> {
  const ref = await accountOfPerson(ctx, custId);
  return ctx.db.query<SlaveCard>(
    `${SELECT} WHERE k.account_id = $1 AND k.kind = 'slave'
     ORDER BY (k.state IN ('active', 'lost')) DESC, k.id DESC`,
    [ref.accountId],
  );
}

export async function editSlaveCard(ctx: Ctx, input: { cardId: number; holderName: string }): Promise<null> {
  const card = await slaveCard(ctx, input.cardId);
  await ctx.db.query(`UPDATE cards SET holder_name = $2 WHERE id = $1`, [card.cardId, input.holderName]);
  return null;
}

/** A live slave card goes from one state to another (loss, release, cancel). */
async function change(ctx: Ctx, cardId: number, from: readonly SlaveCard['state'][], to: SlaveCard['state'], what: What, refusal: 'cardNotActive' | 'cardNotLost' | 'cardEnded') {
  const card = await slaveCard(ctx, cardId);
  const ref = await accountOfPerson(ctx, card.custId);
  await lockAccount(ctx, ref.accountId);
  const done = await ctx.db.query(
    `UPDATE cards SET state = $2, ended_at = CASE WHEN $2 IN ('cancelled', 'replaced') THEN $4::timestamptz ELSE ended_at END
      WHERE id = $1 AND state = ANY($3::text[]) RETURNING id`,
    [card.cardId, to, from, ctx.now()],
  );
  if (!done.length) throw conflict(refusal);
  await logged(ctx, card, { from: card.state, to, what });
}

export async function lossSlaveCard(ctx: Ctx, cardId: number): Promise<null> {
  await change(ctx, cardId, ['active'], 'lost', 'loss', 'cardNotActive');
  return null;
}

export async function releaseSlaveCard(ctx: Ctx, cardId: number): Promise<null> {
  await change(ctx, cardId, ['lost'], 'active', 'release', 'cardNotLost');
  return null;
}

export async function deleteSlaveCard(ctx: Ctx, cardId: number): Promise<null> {
  await change(ctx, cardId, ['active', 'lost'], 'cancelled', 'cancel', 'cardEnded');
  return null;
}

/** Cancels every live slave card of the person. */
export async function deleteAllSlaveCards(ctx: Ctx, custId: number): Promise<{ cancelled: number }> {
  const ref = await accountOfPerson(ctx, custId);
  await lockAccount(ctx, ref.accountId);
  const ended = await ctx.db.query<{ cardNo: string; holderName: string; state: string }>(
    `UPDATE cards k SET state = 'cancelled', ended_at = $2 FROM cards old
      WHERE k.id = old.id AND k.account_id = $1 AND k.kind = 'slave' AND k.state IN ('active', 'lost')
      RETURNING k.card_no AS "cardNo", k.holder_name AS "holderName", old.state`,
    [ref.accountId, ctx.now()],
  );
  for (const card of ended) {
    await recordEvent(ctx, {
      accountId: ref.accountId,
      custId: ref.custId,
      event: 'slaveCard',
      cardNo: card.cardNo,
      fromState: card.state,
      toState: 'cancelled',
      remark: remarkOf(ctx, 'cancel', card.holderName),
    });
  }
  if (ended.length) await bumpDeviceVersion(ctx, 'blacklist');
  return { cancelled: ended.length };
}

/** Replaces a live slave card: the old number becomes void, a new card keeps the holder. */
export async function changeSlaveCard(ctx: Ctx, input: { cardId: number; cardNo: string }): Promise<{ cardId: number }> {
  const card = await slaveCard(ctx, input.cardId);
  const ref = await accountOfPerson(ctx, card.custId);
  await lockOpen(ctx, ref);
  if (card.cardNo === input.cardNo) throw fieldError('cardNo', 'cardTaken');
  const done = await ctx.db.query(`UPDATE cards SET state = 'replaced', ended_at = $2 WHERE id = $1 AND state IN ('active', 'lost') RETURNING id`, [card.cardId, ctx.now()]);
  if (!done.length) throw conflict('cardEnded');
  const cardId = await insertSlave(ctx, ref, input.cardNo, card.holderName);
  await logged(ctx, card, { from: card.state, to: 'active', newCardNo: input.cardNo, what: 'replace' });
  return { cardId };
}

/** Issues a new card to the holder of an ended slave card (their earlier card was cancelled or replaced). */
export async function sendSlaveCard(ctx: Ctx, input: { cardId: number; cardNo: string }): Promise<{ cardId: number }> {
  const card = await slaveCard(ctx, input.cardId);
  if (card.state === 'active' || card.state === 'lost') throw conflict('slaveCardLive');
  const ref = await accountOfPerson(ctx, card.custId);
  await lockOpen(ctx, ref);
  const cardId = await insertSlave(ctx, ref, input.cardNo, card.holderName);
  await logged(ctx, { ...card, cardNo: input.cardNo }, { to: 'active', what: 'send' });
  return { cardId };
}
