import { EXPORT_CAP, type MenuProduct, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { eachRow, exportXlsx } from '../../platform/xlsx/export';
import { productExportTexts as col, productSaleTexts } from '../../platform/messages/menuProducts';
import { findCanteen, stalls } from '../canteens';
import { merchantTimeZone } from '../settings';
import { assertDishes } from './dishFacts';

/**
 * Products (menuproduct): what counters and shops sell — an approved dish, or a packaged item (water, yoghurt) with
 * its own name. Each belongs to a canteen (and optionally one of its stalls), so a canteen-limited role sees and
 * changes only its canteens' products. Whether a product is on sale changes only through `putaway`.
 */

export const productExportLimits = { cap: EXPORT_CAP };

export interface ProductQuery {
  name?: string;
  barcode?: string;
  canteenId?: number;
  stallId?: number;
  putaway?: boolean;
  kind?: 'dish' | 'packaged';
}
export type ProductInput = Omit<MenuProduct, 'productId' | 'dishName' | 'canteenName' | 'stallName' | 'putaway' | 'putawayAt' | 'createdAt'>;

const SELECT = `SELECT p.id AS "productId", p.name, p.dish_id AS "dishId", d.name AS "dishName", p.canteen_id AS "canteenId", c.name AS "canteenName",
    p.stall_id AS "stallId", s.name AS "stallName", p.price::int AS price, p.stock, p.barcode, p.unit, p.images, p.putaway, p.putaway_at AS "putawayAt",
    p.sort, p.remark, p.created_at AS "createdAt"`;
const FROM = `FROM menu_products p
  JOIN canteens c ON c.merchant_id = p.merchant_id AND c.id = p.canteen_id
  LEFT JOIN stalls s ON s.merchant_id = p.merchant_id AND s.id = p.stall_id
  LEFT JOIN menu_dishes d ON d.merchant_id = p.merchant_id AND d.id = p.dish_id`;

/** The merchant and the caller's canteens. */
const visible = (ctx: Ctx): Where => new Where('p.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'p.canteen_id');

function where(ctx: Ctx, q: ProductQuery): Where {
  const w = visible(ctx);
  if (q.name) w.add('p.name ILIKE ?', likeContains(q.name));
  if (q.barcode) w.add('p.barcode ILIKE ?', likeContains(q.barcode));
  if (q.canteenId !== undefined) w.add('p.canteen_id = ?', q.canteenId);
  if (q.stallId !== undefined) w.add('p.stall_id = ?', q.stallId);
  if (q.putaway !== undefined) w.add('p.putaway = ?', q.putaway);
  if (q.kind) w.add(q.kind === 'dish' ? 'p.dish_id IS NOT NULL' : 'p.dish_id IS NULL');
  return w;
}

export async function productPage(ctx: Ctx, q: ProductQuery & Paging): Promise<Page<MenuProduct>> {
  const w = where(ctx, q);
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_products p WHERE ${w.sql}`,
    rows: `${SELECT} ${FROM} WHERE ${w.sql} ORDER BY p.canteen_id, p.sort, p.id`,
    params: w.params,
  });
}

async function findProduct(ctx: Ctx, productId: number): Promise<void> {
  const w = visible(ctx).add('p.id = ?', productId);
  const found = await ctx.db.query(`SELECT 1 FROM menu_products p WHERE ${w.sql}`, w.params);
  if (!found.length) throw notFound('product');
}

/** The canteen and stall the caller may use, the dish approved; a product of a dish without a name of its own takes the dish's. */
async function checked(ctx: Ctx, input: ProductInput): Promise<ProductInput> {
  await findCanteen(ctx, input.canteenId);
  if (input.stallId !== null) {
    const stall = await stalls.get(ctx, input.stallId).catch(() => null);
    if (!stall || stall.canteenId !== input.canteenId) throw fieldError('stallId', 'productStallNotInCanteen');
  }
  let name = input.name;
  if (input.dishId !== null) {
    const dish = (await assertDishes(ctx, [input.dishId], 'dishId', true)).get(input.dishId);
    if (!name && dish) name = dish.dishName;
  }
  if (!name) throw fieldError('name', 'productNameRequired');
  return { ...input, name };
}

/** A clash on a unique index: the name, or the barcode, is taken in that canteen. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) {
      const barcode = String((e as { constraint?: string }).constraint ?? '').includes('barcode');
      throw barcode ? fieldError('barcode', 'productBarcodeTaken') : fieldError('name', 'alreadyExists');
    }
    throw e;
  }
}

const COLUMNS = ['name', 'dish_id', 'canteen_id', 'stall_id', 'price', 'stock', 'barcode', 'unit', 'images', 'sort', 'remark'];
const values = (p: ProductInput) => [p.name, p.dishId, p.canteenId, p.stallId, p.price, p.stock, p.barcode, p.unit, p.images, p.sort, p.remark];

export async function addProduct(ctx: Ctx, input: ProductInput): Promise<{ productId: number }> {
  const p = await checked(ctx, input);
  const row = await write(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO menu_products (merchant_id, ${COLUMNS.join(', ')}) VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
      [ctx.merchantId, ...values(p)],
    ),
  );
  return { productId: row[0].id };
}

export async function editProduct(ctx: Ctx, { productId, ...input }: ProductInput & { productId: number }): Promise<null> {
  await findProduct(ctx, productId);
  const p = await checked(ctx, input);
  await write(() =>
    ctx.db.query(`UPDATE menu_products SET ${COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')}, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      productId,
      ...values(p),
    ]),
  );
  return null;
}

export async function removeProduct(ctx: Ctx, productId: number): Promise<null> {
  await findProduct(ctx, productId);
  await ctx.db.query(`DELETE FROM menu_products WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, productId]);
  return null;
}

/** Puts products on sale or off, all or none: an id the caller cannot see refuses the whole call. */
export async function putawayProducts(ctx: Ctx, input: { productIds: number[]; putaway: boolean }): Promise<{ changed: number }> {
  const ids = [...new Set(input.productIds)];
  const w = visible(ctx).add('p.id = ANY(?::int[])', ids);
  const found = await ctx.db.query<{ id: number }>(`SELECT p.id FROM menu_products p WHERE ${w.sql}`, w.params);
  if (found.length !== ids.length) throw notFound('product');
  const changed = await ctx.db.query(
    `UPDATE menu_products SET putaway = $3, putaway_at = CASE WHEN $3 THEN $4::timestamptz ELSE NULL END, updated_at = now()
      WHERE merchant_id = $1 AND id = ANY($2::int[]) AND putaway <> $3 RETURNING id`,
    [ctx.merchantId, ids, input.putaway, ctx.now()],
  );
  return { changed: changed.length };
}

export async function productExport(ctx: Ctx, q: ProductQuery): Promise<FileReply> {
  const w = where(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_products p WHERE ${w.sql}`, w.params))[0].n;
  const name = col.title[ctx.lang];
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      { header: col.name, key: 'name', width: 20 },
      { header: col.dishName, key: 'dishName' },
      { header: col.canteenName, key: 'canteenName', field: 'canteenId' },
      { header: col.stallName, key: 'stallName' },
      { header: col.price, key: 'price', money: true },
      { header: col.stock, key: 'stock' },
      { header: col.barcode, key: 'barcode', width: 18 },
      { header: col.unit, key: 'unit' },
      { header: col.putaway, key: 'saleState', field: 'putaway', labels: productSaleTexts },
      { header: col.sort, key: 'sort' },
      { header: col.remark, key: 'remark', width: 24 },
    ],
    rows: eachRow(
      ctx.db.cursor<Record<string, unknown>>(
        `${SELECT}, CASE WHEN p.putaway THEN 'on' ELSE 'off' END AS "saleState" ${FROM} WHERE ${w.sql} ORDER BY p.canteen_id, p.sort, p.id`,
        w.params,
      ),
    ),
    total,
    cap: productExportLimits.cap,
    timeZone: await merchantTimeZone(ctx),
  });
}
