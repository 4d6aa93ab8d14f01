import { DISH_CHOICE_LIMIT, type MenuDishChoice } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, Where } from '../../platform/sql';

/**
 * The approved dishes the caller's dish scope reaches, by name (or pinyin initials), for the dish pickers of
 * products, set meals and hand-kept samples. Whatever is picked is checked again by assertDishes when saved.
 */
export async function approvedDishChoices(ctx: Ctx, q: { dishName?: string }): Promise<MenuDishChoice[]> {
  const w = new Where(`d.merchant_id = ? AND d.audit_state = 'approved'`, ctx.merchantId).scope(ctx, 'dish', 'd.type_id');
  if (q.dishName) {
    const name = w.param(likeContains(q.dishName));
    w.add(`d.name ILIKE ${name} OR d.pinyin_initials ILIKE ${name} OR d.pinyin_full ILIKE ${name}`);
  }
  return ctx.db.query<MenuDishChoice>(
    `SELECT d.id AS "dishId", d.name AS "dishName", d.price::int AS price, d.type_id AS "typeId" FROM menu_dishes d
      WHERE ${w.sql} ORDER BY d.sort, d.id LIMIT ${w.param(DISH_CHOICE_LIMIT)}`,
    w.params,
  );
}
