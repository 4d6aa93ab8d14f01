import type { Ctx } from '../../platform/context';
import { consumeRuleSet, couponOffer, decideConsumption, historyFrom, noRules, pointBalance, type ConsumeDecision, type CycleStarts, type PastPayment } from '../marketing';

/** The first days of the day, week (Monday) and month of a merchant's day 'YYYY-MM-DD'. */
export function cycleStarts(day: string): CycleStarts {
  const d = new Date(`${day}T00:00:00Z`);
  const week = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
  return { day, week, month: `${day.slice(0, 8)}01` };
}

/**
 * The person's payments for the meals since a merchant's day by meal day, meal period, canteen, stall and device, net of
 * refunds (a wholly refunded one does not count): what the wallets paid (`amount` is after discounts, coupons and
 * points). A booked meal counts on its meal day and period (orders.meal_day), not on the day it was paid; bookings for
 * days ahead are read too, so that a cycle counts every meal of it.
 */
export async function pastPayments(ctx: Ctx, custId: number, fromDay: string): Promise<PastPayment[]> {
  return ctx.db.query<PastPayment>(
    `SELECT to_char(meal_day, 'YYYY-MM-DD') AS day, meal_period AS "mealType", canteen_id AS "canteenId", stall_id AS "stallId",
       device_id AS "deviceId", count(*)::int AS count, SUM(amount - refunded_subsidy - refunded_gift - refunded_cash)::float8 AS amount
     FROM orders WHERE merchant_id = $1 AND cust_id = $2 AND state IN ('paid', 'part_refunded', 'repaired') AND meal_day >= $3::date
     GROUP BY 1, 2, 3, 4, 5`,
    [ctx.merchantId, custId, fromDay],
  );
}

export interface PaymentAsked {
  custId: number;
  psnTypeId: number | null;
  amount: number;
  at: Date;
  /** The merchant's day and meal period of the meal paid for (a booking's, else the payment's). */
  day: string;
  mealType: number | null;
  canteenId: number | null;
  stallId: number | null;
  deviceId: number | null;
  couponNo?: string;
  usePoints?: number;
}

/**
 * What the marketing rules make of a payment, or null when the merchant has none and no coupon or points are asked
 * for. The rules come from the cache; the person's history, coupon and points are read only when the rules or the
 * payment need them.
 */
export async function decidePayment(ctx: Ctx, p: PaymentAsked): Promise<ConsumeDecision | null> {
  const set = await consumeRuleSet(ctx, p.day);
  if (noRules(set) && p.couponNo === undefined && !p.usePoints) return null;
  const cycles = cycleStarts(p.day);
  const from = historyFrom(set, { ...p, cycles });
  const history = from ? await pastPayments(ctx, p.custId, from) : [];
  const coupon = p.couponNo !== undefined ? await couponOffer(ctx, p.custId, p.couponNo, p.at) : undefined;
  const pointsHeld = p.usePoints ? await pointBalance(ctx, p.custId) : undefined;
  return decideConsumption(set, {
    amount: p.amount,
    day: p.day,
    mealType: p.mealType,
    canteenId: p.canteenId,
    stallId: p.stallId,
    deviceId: p.deviceId,
    psnTypeId: p.psnTypeId,
    history,
    cycles,
    coupon,
    usePoints: p.usePoints,
    pointBalance: pointsHeld,
  });
}
