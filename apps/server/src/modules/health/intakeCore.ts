import { HEALTH_RANGE_MAX_DAYS, MEAL_SPLIT_MEALS, type DietPattern, type NutrientIntake, type NutrientStatus } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { daysBetween } from '../canteens';
import { dishNutrition, nutrientCatalogue, type Nutrient } from '../menu';
import { dishesEaten, type DishEaten } from '../orders';

/**
 * Intake (DESIGN §7): Σ over a person's eaten portions (the orders module's dishesEaten: paid — a booked meal only once
 * handed over, on its meal day — net of refunded portions) of portions × the dish's nutrition per portion (the menu's
 * dishNutrition, from its ingredients).
 * Amounts are summed in hundredths (integers), so a day's total is exact to the two decimals a portion carries.
 */

export interface PersonDay {
  custId: number;
  day: string;
  /** The meal periods of the day's orders (null: unknown). */
  mealTypes: (number | null)[];
  dishes: { dishId: number; dishName: string; qty: number }[];
  /** Hundredths of each nutrient (by nutrient id). */
  hundredths: Map<number, number>;
}

export interface Intake {
  catalogue: Nutrient[];
  days: PersonDay[];
  /** Per-portion nutrition of every dish eaten, in hundredths by nutrient id. */
  perPortion: Map<number, Map<number, number>>;
}

const toHundredths = (v: number) => Math.round(v * 100);
export const fromHundredths = (h: number) => h / 100;
export const round2 = (v: number) => Math.round(v * 100) / 100;

/** 400 unless from ≤ to and the range spans at most HEALTH_RANGE_MAX_DAYS days. */
export function checkRange(from: string, to: string): void {
  if (from > to) throw fieldError('to', 'healthRangeOrder');
  if (daysBetween(from, to) + 1 > HEALTH_RANGE_MAX_DAYS) throw fieldError('to', 'healthRangeTooLong', { days: HEALTH_RANGE_MAX_DAYS });
}


/** What the people ate over the range, day by day (only days with something eaten), with each day's nutrients. */
export async function intakeOf(ctx: Ctx, custIds: readonly number[], from: string, to: string): Promise<Intake> {
  const [catalogue, eaten] = await Promise.all([nutrientCatalogue(ctx), dishesEaten(ctx, { custIds, from, to })]);
  const nutrition = await dishNutrition(ctx, [...new Set(eaten.map((e) => e.dishId))]);
  const perPortion = new Map([...nutrition].map(([dishId, list]) => [dishId, new Map(list.map((n) => [n.nutrientId, toHundredths(n.amount)]))]));
  const byDay = new Map<string, PersonDay>();
  for (const e of eaten) addEaten(byDay, e, perPortion.get(e.dishId));
  return { catalogue, days: [...byDay.values()], perPortion };
}

function addEaten(byDay: Map<string, PersonDay>, e: DishEaten, portion: Map<number, number> | undefined) {
  const key = `${e.custId}|${e.day}`;
  let d = byDay.get(key);
  if (!d) byDay.set(key, (d = { custId: e.custId, day: e.day, mealTypes: [], dishes: [], hundredths: new Map() }));
  if (!d.mealTypes.includes(e.mealType)) d.mealTypes.push(e.mealType);
  const dish = d.dishes.find((x) => x.dishId === e.dishId);
  if (dish) dish.qty += e.qty;
  else d.dishes.push({ dishId: e.dishId, dishName: e.dishName, qty: e.qty });
  for (const [nutrientId, h] of portion ?? []) d.hundredths.set(nutrientId, (d.hundredths.get(nutrientId) ?? 0) + h * e.qty);
}

/**
 * The share (percent) of the day's targets the meals eaten carry: the pattern's split of breakfast, lunch and dinner
 * summed over those eaten; only other or unknown meals: the whole day (100). No pattern: 100.
 */
export function mealShare(pattern: DietPattern | null, mealTypes: readonly (number | null)[]): number {
  if (!pattern) return 100;
  const split: Record<number, number> = { [MEAL_SPLIT_MEALS.breakfast]: pattern.breakfastPct, [MEAL_SPLIT_MEALS.lunch]: pattern.lunchPct, [MEAL_SPLIT_MEALS.dinner]: pattern.dinnerPct };
  const main = mealTypes.filter((t): t is number => t !== null && t in split);
  return main.length ? main.reduce((s, t) => s + split[t], 0) : 100;
}

/** The totals over some days and the sum of their meal shares (the average day's target is pattern × Σshare / days). */
export function sumDays(days: readonly PersonDay[], pattern: DietPattern | null): { hundredths: Map<number, number>; shares: number } {
  const hundredths = new Map<number, number>();
  let shares = 0;
  for (const d of days) {
    shares += mealShare(pattern, d.mealTypes);
    for (const [id, h] of d.hundredths) hundredths.set(id, (hundredths.get(id) ?? 0) + h);
  }
  return { hundredths, shares };
}

export function statusOf(amount: number, min: number | null, max: number | null): NutrientStatus | null {
  if (min === null && max === null) return null;
  if (min !== null && amount < min) return 'low';
  if (max !== null && amount > max) return 'high';
  return 'ok';
}

/**
 * Every nutrient of the catalogue: the amount (from hundredths, divided by `divideBy` for an average day) vs the
 * pattern's target scaled by `share` percent. No pattern or no target for it: no bounds, no status.
 */
export function nutrientRows(catalogue: readonly Nutrient[], hundredths: Map<number, number>, pattern: DietPattern | null, share: number, divideBy = 1): NutrientIntake[] {
  const targets = new Map((pattern?.targets ?? []).map((t) => [t.nutritionId, t]));
  return catalogue.map((n) => {
    const amount = round2(fromHundredths(hundredths.get(n.nutrientId) ?? 0) / divideBy);
    const t = targets.get(n.nutrientId);
    const min = t?.min != null ? round2((t.min * share) / 100) : null;
    const max = t?.max != null ? round2((t.max * share) / 100) : null;
    return { nutritionId: n.nutrientId, code: n.code, name: n.name, unit: n.unit, amount, min, max, status: statusOf(amount, min, max) };
  });
}
