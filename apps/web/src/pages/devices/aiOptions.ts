import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';

/** The user's canteens (from the AI canteen list, so these pages need no canteen-page permission). */
export async function aiCanteenChoices(): Promise<FieldOption[]> {
  const list = await call('devicesAi.canteenList', {});
  return list.map((c) => ({ value: c.canteenId, label: c.canteenName }));
}

export interface AiDishChoice {
  aiDishId: number;
  canteenId: number;
  dishName: string;
  dishNumber: number;
}

export const aiDishLabel = (d: AiDishChoice) => `${d.dishNumber} · ${d.dishName}`;

/** Enabled AI dishes, for pickers. */
export const loadAiDishes = (canteenId?: number) => call('devicesAi.dishAll', canteenId ? { canteenId } : {});
