import { useQuery } from '@tanstack/react-query';
import type { DishClassKind, DishOptions } from '@canteen/contract';
import { DISH_CLASS_KINDS } from '@canteen/contract';
import { call } from '@/api';

/** The dish types the role reaches and every classification, read once for the filters and the form. */
export function useDishOptions() {
  return useQuery({ queryKey: ['menuDishes.dishOptions'], queryFn: () => call('menuDishes.dishOptions', {}), staleTime: 60_000 });
}

/** Classifications of one kind as select options. */
export const classChoices = (options: DishOptions | undefined, kind: DishClassKind) =>
  (options?.classes ?? []).filter((c) => c.kind === kind).map((c) => ({ value: c.classId, label: c.className }));

/** The kinds a dish carries besides its cooking station. */
export const OTHER_KINDS = DISH_CLASS_KINDS.filter((k) => k !== 'cook');
