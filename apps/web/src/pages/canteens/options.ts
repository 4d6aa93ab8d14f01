import { MEAL_TYPES } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';

/** The canteens the user may see, as select choices. */
export async function canteenChoices(): Promise<FieldOption[]> {
  const list = await call('canteens.canteenList');
  return list.map((c) => ({ value: c.canteenId, label: c.canteenName }));
}

export const mealTypeChoices: FieldOption[] = MEAL_TYPES.map((n) => ({ value: n, label: `canteens.mealType.${n}` }));

/** The stalls the user may see, labelled with their canteen, as select choices. */
export async function stallChoices(): Promise<FieldOption[]> {
  const page = await call('canteens.stallPage', { limit: 500 });
  return page.records.map((s) => ({ value: s.stallId, label: `${s.canteenName} / ${s.stallName}` }));
}
