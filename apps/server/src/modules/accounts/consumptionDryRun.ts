import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { deductionOrder, getSetting, merchantTimeZone } from '../settings';
import { localClock, mealPeriodAt } from '../canteens';
import type { AppliedRule } from '@canteen/contract';
import { readAccount, type Balances } from './ledger';
import { accountOfPerson } from './lookup';
import { placeOf } from './consumptionPlace';
import { decidePayment } from './marketingFacts';
import { limitRefusal, refusal, repeatRefusal, split, type AccountLimits, type Paid } from './consumption';

export interface ConsumeDryRun {
  allowed: boolean;
  /** A server message key: why consume() would refuse it now. */
  reason: string | null;
  mealType: number | null;
  listAmount: number;
  payable: number;
  pointsUsed: number;
  pointsGained: number;
  applied: AppliedRule[];
  split: Paid;
  after: Balances;
}

/**
 * What consume() would do with a console payment of this person now — the rules, the wallets in deduction order, the
 * account's state, limits and the repeat interval — by the same functions, without the lock and writing nothing. It
 * answers the moment it is asked: a payment made later is judged again, under the lock.
 */
export async function consumeDryRun(
  ctx: Ctx,
  input: { custId: number; amount: number; canteenId: number; stallId?: number; couponNo?: string; usePoints?: number },
): Promise<ConsumeDryRun> {
  const at = ctx.now();
  const place = await placeOf(ctx, input);
  if (place.canteenId === null || (ctx.actor && !inScope(ctx, 'canteen', place.canteenId))) throw notFound('canteen');
  const period = await mealPeriodAt(ctx, place.canteenId, at);
  const payer = await accountOfPerson(ctx, input.custId);
  const account = await readAccount(ctx, payer.accountId);
  const day = localClock(at, await merchantTimeZone(ctx)).day;
  const mealType = period?.mealType ?? null;
  const decision = await decidePayment(ctx, {
    custId: payer.custId,
    psnTypeId: payer.psnTypeId ?? null,
    amount: input.amount,
    at,
    day,
    mealType,
    ...place,
    couponNo: input.couponNo,
    usePoints: input.usePoints,
  });
  const payable = decision?.allowed ? decision.payable : input.amount;
  const limits = (await getSetting(ctx, 'account')).value as AccountLimits;
  const paid = split(payable, account, await deductionOrder(ctx, 'console', { custId: payer.custId }));
  const reason =
    refusal(account, { custState: payer.custState, cardState: null, validUntil: payer.validUntil }, at, null) ??
    (decision && !decision.allowed ? decision.reason : null) ??
    (account.cash - paid.cash < -limits.overdraftLimit ? 'insufficientBalance' : null) ??
    (await limitRefusal(ctx, account, payable, day, limits)) ??
    (await repeatRefusal(ctx, payer.custId, at));
  return {
    allowed: reason === null,
    reason,
    mealType,
    listAmount: input.amount,
    payable,
    pointsUsed: decision?.allowed ? decision.pointsUsed : 0,
    pointsGained: decision?.allowed ? decision.pointsGained : 0,
    applied: decision?.allowed ? decision.applied : [],
    split: paid,
    after: { subsidy: account.subsidy - paid.subsidy, gift: account.gift - paid.gift, cash: account.cash - paid.cash },
  };
}
