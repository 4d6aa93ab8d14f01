import type { z } from 'zod';
import type { settingSchemas } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { translate, type MessageKey } from '../../platform/messages';
import { getSetting } from '../settings';
import { addDays, listPeriods, toMinutes } from '../canteens';

type CanteenSetting = z.infer<typeof settingSchemas.canteen>;

interface Booking {
  canteenId: number;
  mealDay: string;
  mealPeriod: number;
  deliveryPlace?: string;
}

/** Minutes of the merchant's wall clock since 1970-01-01 00:00: a cutoff may fall on the day before the meal. */
const wallMinutes = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) / 60_000 + minute;
const wallTime = (minutes: number) => {
  const iso = new Date(minutes * 60_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * The merchant's booking rules (setting 'canteen'), each a 42200 naming what was missed. The order centre checks
 * them before it charges the person, so a refused booking writes nothing and moves no money:
 * - bookingDaysAhead: the meal day is at most this many days after today (0: today only).
 * - bookingCutoffMinutes: booking closes this many minutes before the canteen's meal period starts on the meal day
 *   (0: when it starts). The meal must be one of the canteen's enabled periods: without one there is no start to
 *   count back from, and nothing would serve it.
 * - allowTakeout: takeout here is a meal booked to be delivered to a place (deliveryPlace, the order centre's
 *   deliveries); while it is off, meals are picked up at the canteen. The canteens' own takeout rules
 *   (canteens/takeout.ts: fees, minimum order, delivery windows) are not applied to bookings: nothing charges those
 *   fees yet, and a canteen without a saved rule has takeout off, so requiring it would stop every delivery booked
 *   today. This switch is the one that decides.
 * Days and times are the merchant's wall clock (`now` from localClock).
 */
export async function assertBookable(ctx: Ctx, booking: Booking, now: { day: string; minute: number }): Promise<void> {
  const period = (await listPeriods(ctx, booking.canteenId)).find((p) => p.mealType === booking.mealPeriod && p.enabled);
  const meal = translate(ctx.lang, `mealType${booking.mealPeriod}` as MessageKey);
  if (!period) throw businessRule('bookingNoMealPeriod', { meal });
  const rules = (await getSetting(ctx, 'canteen')).value as CanteenSetting;

  const lastDay = addDays(now.day, rules.bookingDaysAhead);
  if (booking.mealDay > lastDay) throw businessRule('bookingTooFarAhead', { lastDay });

  // A period that runs past midnight (a late-night snack 22:00–02:00) is the meal of the day it starts on, as the
  // meal-cancel deadline counts it: its cutoff counts back from its start on the meal day. At the cutoff minute
  // booking is closed.
  const cutoff = wallMinutes(booking.mealDay, toMinutes(period.startTime)) - rules.bookingCutoffMinutes;
  if (wallMinutes(now.day, now.minute) >= cutoff) throw businessRule('bookingClosed', { meal, mealDay: booking.mealDay, ...wallTime(cutoff) });

  if (booking.deliveryPlace !== undefined && !rules.allowTakeout) throw businessRule('takeoutNotAllowed');
}
