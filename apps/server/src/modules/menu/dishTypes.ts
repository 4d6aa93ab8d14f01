import type { DishType, DishTypeChoice, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';

/**
 * Dish types (menudishestype). A role's dish data scope is a set of types, so a role sees and edits only the types
 * it reaches (another one is "not found"); a type still held by dishes cannot be removed.
 */
const SELECT = `SELECT r.id AS "typeId", r.name AS "typeName", r.sort, r.remark, r.created_at AS "createdAt",
    (SELECT count(*)::int FROM menu_dishes d WHERE d.merchant_id = r.merchant_id AND d.type_id = r.id) AS "dishCount"
  FROM menu_dish_types r`;

interface TypeFields {
  typeName: string;
  sort: number;
  remark: string;
}

/** The merchant and the dish types the caller's role reaches. */
const visible = (ctx: Ctx): Where => new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'dish', 'r.id');

export async function typePage(ctx: Ctx, q: Paging & { typeName?: string }): Promise<Page<DishType>> {
  const w = visible(ctx);
  if (q.typeName) w.add('r.name ILIKE ?', likeContains(q.typeName));
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_dish_types r WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY r.sort, r.id`,
    params: w.params,
  });
}

export async function typeList(ctx: Ctx): Promise<DishType[]> {
  const w = visible(ctx);
  return ctx.db.query<DishType>(`${SELECT} WHERE ${w.sql} ORDER BY r.sort, r.id`, w.params);
}

/** The types the role reaches, to choose from: the dish form, and a device's menu bind on the recipe page. */
export async function typeChoices(ctx: Ctx): Promise<DishTypeChoice[]> {
  const w = visible(ctx);
  return ctx.db.query<DishTypeChoice>(`SELECT r.id AS "typeId", r.name AS "typeName" FROM menu_dish_types r WHERE ${w.sql} ORDER BY r.sort, r.id`, w.params);
}

async function getType(ctx: Ctx, typeId: number): Promise<DishType> {
  const w = visible(ctx).add('r.id = ?', typeId);
  const row = (await ctx.db.query<DishType>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('dishType');
  return row;
}

/** A name clash is refused on the name field, whether found first or by the unique index. */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('typeName', 'dishTypeNameTaken');
    throw e;
  }
}

async function assertNameFree(ctx: Ctx, name: string, exceptId = 0) {
  const clash = await ctx.db.query(`SELECT 1 FROM menu_dish_types WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, name, exceptId]);
  if (clash.length) throw fieldError('typeName', 'dishTypeNameTaken');
}

export async function addType(ctx: Ctx, input: TypeFields): Promise<{ typeId: number }> {
  await assertNameFree(ctx, input.typeName);
  const row = await named(() =>
    ctx.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name, sort, remark) VALUES ($1, $2, $3, $4) RETURNING id`, [
      ctx.merchantId,
      input.typeName,
      input.sort,
      input.remark,
    ]),
  );
  return { typeId: row[0].id };
}

export async function editType(ctx: Ctx, input: TypeFields & { typeId: number }): Promise<null> {
  await getType(ctx, input.typeId);
  await assertNameFree(ctx, input.typeName, input.typeId);
  await named(() =>
    ctx.db.query(`UPDATE menu_dish_types SET name = $3, sort = $4, remark = $5 WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      input.typeId,
      input.typeName,
      input.sort,
      input.remark,
    ]),
  );
  return null;
}

export async function removeType(ctx: Ctx, typeId: number): Promise<null> {
  const type = await getType(ctx, typeId);
  if (type.dishCount > 0) throw conflict('dishTypeInUse', { count: type.dishCount });
  try {
    await ctx.db.query(`DELETE FROM menu_dish_types WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, typeId]);
  } catch (e) {
    // Another part's row (a product, a health recipe) still names the type.
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}
