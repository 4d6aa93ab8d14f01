import type { HealthNutrientAmount, HealthRecipeDetailPage } from '@canteen/contract';

export const MEAL_TYPES = [1, 2, 3, 4, 5] as const;

/** An amount as people read it: at most two decimals, no trailing zeros. */
export const amountText = (amount: number) => String(Math.round(amount * 100) / 100);

/** "能量 270 kcal · 蛋白质 22.5 g" */
export const nutritionText = (list: HealthNutrientAmount[]) => list.map((n) => `${n.name} ${amountText(n.amount)} ${n.unit}`).join(' · ');

export type Target = NonNullable<HealthRecipeDetailPage['pattern']>['targets'][number];

/** Where a day's total stands against its target. */
export function standing(total: number, target: Target | undefined): 'low' | 'ok' | 'high' | null {
  if (!target) return null;
  if (target.min !== null && total < target.min) return 'low';
  if (target.max !== null && total > target.max) return 'high';
  return 'ok';
}
