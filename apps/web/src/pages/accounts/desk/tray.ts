import type { DeskMenu } from '@canteen/contract';

/** Dishes picked, by dish id: how many of each, in the order first picked. */
export type Picked = Map<number, number>;

export const addOne = (picked: Picked, dishId: number): Picked => new Map(picked).set(dishId, (picked.get(dishId) ?? 0) + 1);

export function removeOne(picked: Picked, dishId: number): Picked {
  const next = new Map(picked);
  const qty = (next.get(dishId) ?? 0) - 1;
  if (qty > 0) next.set(dishId, qty);
  else next.delete(dishId);
  return next;
}

/** The picked lines with the menu's names and prices (a dish gone from the menu is dropped). */
export function linesOf(picked: Picked, menu: DeskMenu | undefined) {
  const dishes = new Map((menu?.dishes ?? []).map((d) => [d.dishId, d]));
  return [...picked].flatMap(([dishId, qty]) => {
    const d = dishes.get(dishId);
    return d ? [{ ...d, qty }] : [];
  });
}

export const totalOf = (lines: { qty: number; price: number }[]) => lines.reduce((s, l) => s + l.qty * l.price, 0);
