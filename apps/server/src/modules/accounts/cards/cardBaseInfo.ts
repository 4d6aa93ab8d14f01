import type { CARD_TYPES } from '@canteen/contract';
import type { Ctx } from '../../../platform/context';
import { businessRule, fieldError } from '../../../platform/http/errors';
import { bumpDeviceVersion } from '../../devices';
import { merchantToday } from '../../canteens';
import { lockAccount } from '../ledger';
import { recordEvent } from '../events';
import { accountById } from '../lookup';

type CardType = (typeof CARD_TYPES)[number];

export interface BaseInfoInput {
  accId: number;
  cardType: CardType;
  /** 'YYYY-MM-DD' or null (no end). */
  validUntil: string | null;
  remark?: string;
}

/**
 * POST basecard/changeBaseInfo: the type of the person's main card and the last day it pays. The account row is
 * locked like every card change; a change leaves one history row with the values before and after, and a new
 * last day reaches offline devices through the blacklist version. Sending the same values again changes nothing.
 */
export async function changeBaseInfo(ctx: Ctx, input: BaseInfoInput): Promise<null> {
  const ref = await accountById(ctx, input.accId);
  const account = await lockAccount(ctx, ref.accountId);
  if (ref.custState === 'cancelled') throw businessRule('personCancelled');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  const card = (
    await ctx.db.query<{ cardNo: string; cardType: CardType; validUntil: string | null }>(
      `SELECT card_no AS "cardNo", card_type AS "cardType", valid_until::text AS "validUntil" FROM cards
        WHERE account_id = $1 AND kind = 'main' AND state IN ('active', 'lost')`,
      [ref.accountId],
    )
  )[0];
  if (!card) throw businessRule('noCard');
  // A day already past would stop the card at once; that is what reporting it lost is for.
  if (input.validUntil !== null && input.validUntil !== card.validUntil && input.validUntil < (await merchantToday(ctx))) {
    throw fieldError('validUntil', 'validUntilPast');
  }
  if (input.cardType === card.cardType && input.validUntil === card.validUntil) return null;
  await ctx.db.query(`UPDATE cards SET card_type = $2, valid_until = $3::date WHERE account_id = $1 AND kind = 'main' AND state IN ('active', 'lost')`, [
    ref.accountId,
    input.cardType,
    input.validUntil,
  ]);
  await recordEvent(ctx, {
    accountId: ref.accountId,
    custId: ref.custId,
    event: 'baseInfo',
    cardNo: card.cardNo,
    fromState: JSON.stringify({ cardType: card.cardType, validUntil: card.validUntil }),
    toState: JSON.stringify({ cardType: input.cardType, validUntil: input.validUntil }),
    remark: input.remark,
  });
  if (input.validUntil !== card.validUntil) await bumpDeviceVersion(ctx, 'blacklist');
  return null;
}
