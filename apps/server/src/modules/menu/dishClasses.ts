import type { DishClass, DishClassKind, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';

/**
 * The seven dish classifications besides the type (cooking stations, labels, tastes, classify, effect, style, suit):
 * one table with a kind, one service. An id of another kind is "not found" under this kind's calls.
 */
const SELECT = `SELECT r.id AS "classId", r.kind, r.name AS "className", r.sort, r.remark, r.created_at AS "createdAt",
    (SELECT count(*)::int FROM menu_dish_class_links k WHERE k.merchant_id = r.merchant_id AND k.class_id = r.id) AS "dishCount"
  FROM menu_dish_classes r`;

interface ClassFields {
  className: string;
  sort: number;
  remark: string;
}

export async function classPage(ctx: Ctx, kind: DishClassKind, q: Paging & { className?: string }): Promise<Page<DishClass>> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId).add('r.kind = ?', kind);
  if (q.className) w.add('r.name ILIKE ?', likeContains(q.className));
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_dish_classes r WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY r.sort, r.id`,
    params: w.params,
  });
}

async function getClass(ctx: Ctx, kind: DishClassKind, classId: number): Promise<DishClass> {
  const row = (await ctx.db.query<DishClass>(`${SELECT} WHERE r.merchant_id = $1 AND r.kind = $2 AND r.id = $3`, [ctx.merchantId, kind, classId]))[0];
  if (!row) throw notFound('dishClass');
  return row;
}

async function assertNameFree(ctx: Ctx, kind: DishClassKind, name: string, exceptId = 0) {
  const clash = await ctx.db.query(`SELECT 1 FROM menu_dish_classes WHERE merchant_id = $1 AND kind = $2 AND name = $3 AND id <> $4`, [ctx.merchantId, kind, name, exceptId]);
  if (clash.length) throw fieldError('className', 'dishClassNameTaken');
}

async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('className', 'dishClassNameTaken');
    throw e;
  }
}

export async function addClass(ctx: Ctx, kind: DishClassKind, input: ClassFields): Promise<{ classId: number }> {
  await assertNameFree(ctx, kind, input.className);
  const row = await named(() =>
    ctx.db.query<{ id: number }>(`INSERT INTO menu_dish_classes (merchant_id, kind, name, sort, remark) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      ctx.merchantId,
      kind,
      input.className,
      input.sort,
      input.remark,
    ]),
  );
  return { classId: row[0].id };
}

export async function editClass(ctx: Ctx, kind: DishClassKind, input: ClassFields & { classId: number }): Promise<null> {
  await getClass(ctx, kind, input.classId);
  await assertNameFree(ctx, kind, input.className, input.classId);
  await named(() =>
    ctx.db.query(`UPDATE menu_dish_classes SET name = $3, sort = $4, remark = $5 WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      input.classId,
      input.className,
      input.sort,
      input.remark,
    ]),
  );
  return null;
}

export async function removeClass(ctx: Ctx, kind: DishClassKind, classId: number): Promise<null> {
  const found = await getClass(ctx, kind, classId);
  if (found.dishCount > 0) throw conflict('dishClassInUse', { count: found.dishCount });
  try {
    await ctx.db.query(`DELETE FROM menu_dish_classes WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, classId]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}

/** The standard dish types and classifications `init/data` creates where missing. */
export const STANDARD_TYPES = ['热菜', '凉菜', '主食', '汤粥', '饮品'];
export const STANDARD_CLASSES: Record<DishClassKind, string[]> = {
  cook: ['炒菜档口', '蒸煮档口', '面点档口', '凉菜档口', '汤粥档口'],
  label: ['招牌', '新品', '低脂', '素食', '清真'],
  taste: ['咸鲜', '香辣', '麻辣', '酸甜', '酸辣', '清淡'],
  classify: ['荤菜', '素菜', '半荤素', '主食', '汤品', '饮品'],
  effect: ['补充蛋白', '高纤维', '补钙', '补铁', '清热解暑'],
  style: ['家常菜', '川菜', '粤菜', '鲁菜', '湘菜', '苏菜'],
  suit: ['老人', '儿童', '孕妇', '健身人群', '三高人群'],
};

/** Creates the standard types and classifications the merchant lacks; returns how many of each were created. */
export async function initDishData(ctx: Ctx): Promise<{ types: number; classes: number }> {
  const types = await ctx.db.query(
    `INSERT INTO menu_dish_types (merchant_id, name, sort)
     SELECT $1, name, ord::int FROM unnest($2::text[]) WITH ORDINALITY AS s(name, ord)
     ON CONFLICT (merchant_id, name) DO NOTHING RETURNING id`,
    [ctx.merchantId, STANDARD_TYPES],
  );
  const kinds: string[] = [];
  const names: string[] = [];
  const sorts: number[] = [];
  for (const [kind, list] of Object.entries(STANDARD_CLASSES)) {
    list.forEach((name, i) => {
      kinds.push(kind);
      names.push(name);
      sorts.push(i + 1);
    });
  }
  const classes = await ctx.db.query(
    `INSERT INTO menu_dish_classes (merchant_id, kind, name, sort)
     SELECT $1, kind, name, sort FROM unnest($2::text[], $3::text[], $4::int[]) AS s(kind, name, sort)
     ON CONFLICT (merchant_id, kind, name) DO NOTHING RETURNING id`,
    [ctx.merchantId, kinds, names, sorts],
  );
  return { types: types.length, classes: classes.length };
}
