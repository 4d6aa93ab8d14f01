import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { bumpDeviceVersion } from '../devices/versions';
import { recordEvent } from './events';
import { lockAccount } from './ledger';
import { accountById, mainCardOf } from './lookup';

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
export async function mainCardsOfCusts(ctx: Ctx, custIds: number[]): Promise<Map<number, MainCardInfo>> {
  if (!custIds.length) return new Map();
  const rows = await ctx.db.query<MainCardInfo>(
    `SELECT a.cust_id AS "custId", a.id AS "accId", k.card_no AS "cardNo", COALESCE(k.state, 'none') AS "cardState"
       FROM accounts a LEFT JOIN cards k ON k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')
      WHERE a.merchant_id = $1 AND a.cust_id = ANY($2::int[])`,
    [ctx.merchantId, custIds],
  );
  return new Map(rows.map((r) => [r.custId, r]));
}
