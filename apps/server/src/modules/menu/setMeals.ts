import { EXPORT_CAP, type MenuSetMeal, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { exportXlsx } from '../../platform/xlsx/export';
import { setMealExportTexts as col } from '../../platform/messages/menuProducts';
import { findCanteen } from '../canteens';
import { assertDishes } from './dishFacts';

/**
 * Set meals (menupackagemeal, 套餐): approved dishes with quantities sold together at one price at some meal periods of
 * a canteen. The list price (the items bought one by one at the dishes' prices now) and the saving are computed when
 * read, so a dish's new price shows at once. Canteen-bound: a canteen-limited role sees only its canteens' sets.
 */

export const setMealExportLimits = { cap: EXPORT_CAP };

export interface SetMealQuery {
  name?: string;
  canteenId?: number;
  mealType?: number;
  enabled?: boolean;
}
export interface SetMealInput {
  name: string;
  canteenId: number;
  mealTypes: number[];
  price: number;
  items: { dishId: number; qty: number }[];
  enabled: boolean;
  images: string[];
  sort: number;
  remark: string;
}

type Row = Omit<MenuSetMeal, 'items' | 'listPrice' | 'saving'>;
const SELECT = `SELECT m.id AS "packageId", m.name, m.canteen_id AS "canteenId", c.name AS "canteenName", m.meal_types::int[] AS "mealTypes", m.price::int AS price,
    m.enabled, m.images, m.sort, m.remark, m.created_at AS "createdAt"
  FROM menu_set_meals m JOIN canteens c ON c.merchant_id = m.merchant_id AND c.id = m.canteen_id`;

function where(ctx: Ctx, q: SetMealQuery): Where {
  const w = new Where('m.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'm.canteen_id');
  if (q.name) w.add('m.name ILIKE ?', likeContains(q.name));
  if (q.canteenId !== undefined) w.add('m.canteen_id = ?', q.canteenId);
  if (q.mealType !== undefined) w.add('?::smallint = ANY(m.meal_types)', q.mealType);
  if (q.enabled !== undefined) w.add('m.enabled = ?', q.enabled);
  return w;
}

/** The sets with their items, list price and saving. */
async function withItems(ctx: Ctx, rows: Row[]): Promise<MenuSetMeal[]> {
  if (!rows.length) return [];
  const items = await ctx.db.query<{ setMealId: number; dishId: number; dishName: string; qty: number; unitPrice: number }>(
    `SELECT i.set_meal_id AS "setMealId", i.dish_id AS "dishId", d.name AS "dishName", i.qty, d.price::int AS "unitPrice"
       FROM menu_set_meal_items i JOIN menu_dishes d ON d.merchant_id = i.merchant_id AND d.id = i.dish_id
      WHERE i.merchant_id = $1 AND i.set_meal_id = ANY($2::int[]) ORDER BY i.set_meal_id, i.sort, i.dish_id`,
    [ctx.merchantId, rows.map((r) => r.packageId)],
  );
  return rows.map((r) => {
    const mine = items.filter((i) => i.setMealId === r.packageId).map(({ setMealId: _s, ...i }) => ({ ...i, amount: i.qty * i.unitPrice }));
    const listPrice = mine.reduce((sum, i) => sum + i.amount, 0);
    return { ...r, items: mine, listPrice, saving: listPrice - r.price };
  });
}

export async function setMealPage(ctx: Ctx, q: SetMealQuery & { page: number; limit: number }): Promise<Page<MenuSetMeal>> {
  const w = where(ctx, q);
  const page = await pageOf<Row>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_set_meals m WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY m.canteen_id, m.sort, m.id`,
    params: w.params,
  });
  return { ...page, records: await withItems(ctx, page.records) };
}

async function findSetMeal(ctx: Ctx, packageId: number): Promise<void> {
  const w = where(ctx, {}).add('m.id = ?', packageId);
  const found = await ctx.db.query(`SELECT 1 FROM menu_set_meals m WHERE ${w.sql}`, w.params);
  if (!found.length) throw notFound('set meal');
}

async function check(ctx: Ctx, input: SetMealInput) {
  await findCanteen(ctx, input.canteenId);
  await assertDishes(
    ctx,
    input.items.map((i) => i.dishId),
    'items',
    true,
  );
}

async function writeItems(ctx: Ctx, setMealId: number, items: SetMealInput['items']) {
  await ctx.db.query(`DELETE FROM menu_set_meal_items WHERE merchant_id = $1 AND set_meal_id = $2`, [ctx.merchantId, setMealId]);
  await ctx.db.query(
    `INSERT INTO menu_set_meal_items (merchant_id, set_meal_id, dish_id, qty, sort)
     SELECT $1, $2, i.dish_id, i.qty, i.ord FROM unnest($3::int[], $4::int[]) WITH ORDINALITY AS i(dish_id, qty, ord)`,
    [ctx.merchantId, setMealId, items.map((i) => i.dishId), items.map((i) => i.qty)],
  );
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'alreadyExists');
    throw e;
  }
}

const COLUMNS = ['name', 'canteen_id', 'meal_types', 'price', 'enabled', 'images', 'sort', 'remark'];
const values = (s: SetMealInput) => [s.name, s.canteenId, [...s.mealTypes].sort(), s.price, s.enabled, s.images, s.sort, s.remark];

export async function addSetMeal(ctx: Ctx, input: SetMealInput): Promise<{ packageId: number }> {
  await check(ctx, input);
  const packageId = (
    await write(() =>
      ctx.db.query<{ id: number }>(
        `INSERT INTO menu_set_meals (merchant_id, ${COLUMNS.join(', ')}) VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
        [ctx.merchantId, ...values(input)],
      ),
    )
  )[0].id;
  await writeItems(ctx, packageId, input.items);
  return { packageId };
}

export async function editSetMeal(ctx: Ctx, { packageId, ...input }: SetMealInput & { packageId: number }): Promise<null> {
  await findSetMeal(ctx, packageId);
  await check(ctx, input);
  await write(() =>
    ctx.db.query(`UPDATE menu_set_meals SET ${COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      packageId,
      ...values(input),
    ]),
  );
  await writeItems(ctx, packageId, input.items);
  return null;
}

export async function removeSetMeal(ctx: Ctx, packageId: number): Promise<null> {
  await findSetMeal(ctx, packageId);
  await ctx.db.query(`DELETE FROM menu_set_meals WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, packageId]);
  return null;
}

/** Sets are few (tens per canteen); the export reads them in pages of 500 so items are fetched a page at a time. */
export async function setMealExport(ctx: Ctx, q: SetMealQuery): Promise<FileReply> {
  const w = where(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_set_meals m WHERE ${w.sql}`, w.params))[0].n;
  const name = col.title[ctx.lang];
  const mealWord = (n: number) => col[`meal${n}` as keyof typeof col][ctx.lang];
  async function* rows() {
    for (let offset = 0; offset < total; offset += 500) {
      const page = await ctx.db.query<Row>(`${SELECT} WHERE ${w.sql} ORDER BY m.canteen_id, m.sort, m.id LIMIT 500 OFFSET ${offset}`, w.params);
      for (const s of await withItems(ctx, page)) {
        yield {
          ...s,
          mealTypes: s.mealTypes.map(mealWord).join('、'),
          items: s.items.map((i) => `${i.dishName}×${i.qty}`).join('、'),
          enabled: (s.enabled ? col.yes : col.no)[ctx.lang],
        };
      }
    }
  }
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.name, key: 'name', width: 20 },
      { header: col.canteenName, key: 'canteenName', field: 'canteenId' },
      { header: col.mealTypes, key: 'mealTypes', width: 20 },
      { header: col.items, key: 'items', width: 40 },
      { header: col.listPrice, key: 'listPrice', money: true },
      { header: col.price, key: 'price', money: true },
      { header: col.saving, key: 'saving', money: true },
      { header: col.enabled, key: 'enabled' },
      { header: col.remark, key: 'remark', width: 24 },
    ],
    rows: rows(),
    total,
    cap: setMealExportLimits.cap,
  });
}
