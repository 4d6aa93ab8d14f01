import { DISH_CHOICE_LIMIT, type MenuDishChoice } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { scopeClause } from '../../platform/access';
import { likeContains } from '../../platform/sql';

/**
 * The approved dishes the caller's dish scope reaches, by name (or pinyin initials), for the dish pickers of
 * products, set meals and hand-kept samples. Whatever is picked is checked again by assertDishes when saved.
 */
export async function approvedDishChoices(ctx: Ctx, q: { dishName?: string }): Promise<MenuDishChoice[]> {
  const params: unknown[] = [ctx.merchantId];
  let where = `d.merchant_id = $1 AND d.audit_state = 'approved'` + scopeClause(ctx, 'dish', 'd.type_id', params);
  if (q.dishName) {
    const n = params.push(likeContains(q.dishName));
    where += ` AND (d.name ILIKE $${n} OR d.pinyin_initials ILIKE $${n} OR d.pinyin_full ILIKE $${n})`;
  }
  params.push(DISH_CHOICE_LIMIT);
  return ctx.db.query<MenuDishChoice>(
    `SELECT d.id AS "dishId", d.name AS "dishName", d.price::int AS price, d.type_id AS "typeId" FROM menu_dishes d
      WHERE ${where} ORDER BY d.sort, d.id LIMIT $${params.length}`,
    params,
  );
}
