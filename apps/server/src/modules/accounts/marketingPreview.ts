import type { ConsumePreview, marketingEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { localClock, mealPeriodAt } from '../canteens';
import { merchantTimeZone } from '../settings';
import { consumeRuleSet, quotaStanding, type MoneyPreviewIds } from '../marketing';
import { accountOfPerson } from './lookup';
import { placeOf } from './consumptionPlace';
import { cycleStarts, decidePayment, pastPayments } from './marketingFacts';
import { rechargeDecision } from './recharge';

type PreviewHandlers = Pick<Handlers<typeof marketingEndpoints>, MoneyPreviewIds>;

/**
 * The marketing calls that read a person's money history: dry runs of a payment and a recharge through the very code
 * consume() and personalRecharge() use, and a person's standing against the time quotas. Nothing is written.
 */
export const marketingPreviewHandlers: PreviewHandlers = {
  'marketing.consumePreview': async (ctx, input): Promise<ConsumePreview> => {
    const at = input.at ? new Date(input.at) : ctx.now();
    const payer = await accountOfPerson(ctx, input.custId);
    const place = await placeOf(ctx, input);
    if (place.canteenId === null || (ctx.actor && !inScope(ctx, 'canteen', place.canteenId))) throw notFound('canteen');
    const period = await mealPeriodAt(ctx, place.canteenId, at);
    const timeZone = await merchantTimeZone(ctx);
    const mealType = period?.mealType ?? null;
    const d = await decidePayment(ctx, {
      custId: payer.custId,
      psnTypeId: payer.psnTypeId ?? null,
      amount: input.amount,
      at,
      day: localClock(at, timeZone).day,
      mealType,
      ...place,
      couponNo: input.couponNo,
      usePoints: input.usePoints,
    });
    if (!d) return { allowed: true, reason: null, mealType, listAmount: input.amount, payable: input.amount, pointsUsed: 0, pointsGained: 0, applied: [] };
    return { allowed: d.allowed, reason: d.reason, mealType, listAmount: d.listAmount, payable: d.payable, pointsUsed: d.pointsUsed, pointsGained: d.pointsGained, applied: d.applied };
  },
  'marketing.rechargePreview': async (ctx, input) => {
    const ref = await accountOfPerson(ctx, input.custId);
    const at = input.at ? new Date(input.at) : ctx.now();
    const d = await rechargeDecision(ctx, { ...ref, psnTypeId: ref.psnTypeId ?? null, amount: input.amount, payType: input.payType, at });
    return { amount: input.amount, gift: d.gift, fee: d.fee, applied: d.applied };
  },
  'marketing.quotaAmount': async (ctx, input) => {
    const ref = await accountOfPerson(ctx, input.custId);
    const at = input.at ? new Date(input.at) : ctx.now();
    const timeZone = await merchantTimeZone(ctx);
    const day = localClock(at, timeZone).day;
    const { quotas } = await consumeRuleSet(ctx, day);
    const cycles = cycleStarts(day);
    const from = [...new Set(quotas.map((q) => cycles[q.cycle]))].sort()[0];
    const history = from ? await pastPayments(ctx, ref.custId, from) : [];
    return quotaStanding(quotas, { canteenId: input.canteenId ?? null, psnTypeId: ref.psnTypeId ?? null, history, cycles }).map((q) => ({ ...q, to: day }));
  },
};
