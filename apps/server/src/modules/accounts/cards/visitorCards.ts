import type { Page, Visitor, VisitorInput } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { businessRule } from '../../../platform/http/errors';
import { translate } from '../../../platform/messages';
import { bumpDeviceVersion } from '../../devices';
import { activeVisitor, addVisitorPerson, visitorPeoplePage, type PersonQuery } from '../../people';
import { applyCard, replaceCard, reportLoss } from './cards';
import { recordEvent } from '../events';
import { lockAccount } from '../ledger';
import { accountById, accountOfPerson, mainCardOf } from '../lookup';

/**
 * A visitor gives their card back (POST cust/visitor/release/card): the main card ends ('cancelled') and its number
 * is void and may be issued again; the account stays, so a new card can be sent later. A lost card may be given
 * back too (it was found). Devices learn of it through the blacklist version.
 */
export async function returnMainCard(ctx: Ctx, accId: number): Promise<{ cardNo: string }> {
  const ref = await accountById(ctx, accId);
  await lockAccount(ctx, ref.accountId);
  const card = await mainCardOf(ctx, ref.accountId);
  if (!card) throw businessRule('noCard');
  await ctx.db.query(`UPDATE cards SET state = 'cancelled', ended_at = $2 WHERE account_id = $1 AND kind = 'main' AND state IN ('active', 'lost')`, [
    ref.accountId,
    ctx.now(),
  ]);
  // The events vocabulary has no 'return' yet: a card-level 'cancel' (the account itself stays normal).
  await recordEvent(ctx, {
    accountId: ref.accountId,
    custId: ref.custId,
    event: 'cancel',
    cardNo: card.cardNo,
    fromState: card.state,
    toState: 'cancelled',
    remark: translate(ctx.lang, 'visitorCardReturned'),
  });
  await bumpDeviceVersion(ctx, 'blacklist');
  return { cardNo: card.cardNo };
}

export interface MainCardInfo {
  custId: number;
  accId: number;
  cardNo: string | null;
  cardState: 'active' | 'lost' | 'none';
}

/** The account and live main card of each person (for lists of people that show their card). */
export async function mainCardsOfPeople(ctx: Ctx, custIds: number[]): Promise<Map<number, MainCardInfo>> {
  if (!custIds.length) return new Map();
  const rows = await ctx.db.query<MainCardInfo>(
    `SELECT a.cust_id AS "custId", a.id AS "accId", k.card_no AS "cardNo", COALESCE(k.state, 'none') AS "cardState"
       FROM accounts a LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')
      WHERE a.merchant_id = $1 AND a.cust_id = ANY($2::int[])`,
    [ctx.merchantId, custIds],
  );
  return new Map(rows.map((r) => [r.custId, r]));
}

// ---- the visitor calls that show or change a card (the people module keeps the rest of the visitor page) ----

/** The account of a visitor the caller reaches and who is not cancelled; 40400 for anyone else. */
async function visitorAccount(ctx: Ctx, visitorCustId: number): Promise<number> {
  await activeVisitor(ctx, visitorCustId);
  return (await accountOfPerson(ctx, visitorCustId)).accountId;
}

/** Adds a visitor (with their account); with a card number their card is issued at once. */
export async function addVisitor(ctx: Ctx, input: VisitorInput): Promise<{ visitorCustId: number; accId: number; cardNo: string | null }> {
  const { cardNo, ...visitor } = input;
  const custId = await addVisitorPerson(ctx, visitor);
  const accId = (await accountOfPerson(ctx, custId)).accountId;
  if (cardNo) await applyCard(ctx, { custId, cardNo });
  return { visitorCustId: custId, accId, cardNo: cardNo ?? null };
}

export async function visitorPage(ctx: Ctx, query: PersonQuery): Promise<Page<Visitor>> {
  const page = await visitorPeoplePage(ctx, query);
  const cards = await mainCardsOfPeople(
    ctx,
    page.records.map((r) => r.custId),
  );
  const records = page.records.map((v): Visitor => {
    const card = cards.get(v.custId);
    return { ...v, accId: card?.accId ?? null, cardNo: card?.cardNo ?? null, cardState: card?.cardState ?? 'none' };
  });
  return { ...page, records };
}

export async function sendVisitorCard(ctx: Ctx, input: { visitorCustId: number; cardNo: string }) {
  await visitorAccount(ctx, input.visitorCustId);
  return applyCard(ctx, { custId: input.visitorCustId, cardNo: input.cardNo });
}

export async function changeVisitorCard(ctx: Ctx, input: { visitorCustId: number; cardNo: string; remark?: string }) {
  const accId = await visitorAccount(ctx, input.visitorCustId);
  return replaceCard(ctx, { accId, cardNo: input.cardNo, remark: input.remark });
}

export async function lossVisitorCard(ctx: Ctx, visitorCustId: number): Promise<null> {
  await reportLoss(ctx, await visitorAccount(ctx, visitorCustId));
  return null;
}

export async function returnVisitorCard(ctx: Ctx, visitorCustId: number): Promise<null> {
  await returnMainCard(ctx, await visitorAccount(ctx, visitorCustId));
  return null;
}
