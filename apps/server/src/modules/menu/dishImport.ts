import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { DishClassKind, DishImportFailure, DishImportResult, Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { pageOf, Where } from '../../platform/sql';
import { AppError, businessRule, fieldError } from '../../platform/http/errors';
import { translate, type Lang } from '../../platform/messages';
import { readSheet, type ReadColumn, type Sheet } from '../../platform/xlsx/read';
import { XLSX_TYPE } from '../../platform/xlsx/export';
import type { FileReply } from '../../platform/http/register';
import { addDish, type DishInput } from './dishesWrite';
import { materialsByName } from './dishes';

/**
 * Dish import (menudishes/batch/import/dishes): each good row becomes a dish (waiting for review); each bad row is
 * kept in the batch's failure list with its cells and the reason, so the kitchen can fix and import those again.
 */

const KEYS = ['dishName', 'typeName', 'price', 'boxFee', 'discountPrice', 'weightG', 'cook', 'tastes', 'labels', 'chef', 'recommended', 'stock', 'purchaseLimit', 'description', 'ingredients'] as const;
type Key = (typeof KEYS)[number];
const REQUIRED: Key[] = ['dishName', 'typeName', 'price'];

const HEADERS: Record<Key, Record<Lang, string>> = {
  dishName: { zh: '菜品名称', en: 'Dish name', es: 'Nombre del plato', ja: '料理名' },
  typeName: { zh: '菜品类型', en: 'Dish type', es: 'Tipo de plato', ja: '料理タイプ' },
  price: { zh: '售价(元)', en: 'Price (yuan)', es: 'Precio (yuan)', ja: '販売価格(元)' },
  boxFee: { zh: '打包费(元)', en: 'Box fee (yuan)', es: 'Envase (yuan)', ja: '包装料(元)' },
  discountPrice: { zh: '优惠价(元)', en: 'Discount price (yuan)', es: 'Precio con descuento (yuan)', ja: '割引価格(元)' },
  weightG: { zh: '重量(克)', en: 'Weight (g)', es: 'Peso (g)', ja: '重量(g)' },
  cook: { zh: '档口', en: 'Cooking station', es: 'Puesto de cocina', ja: '調理場' },
  tastes: { zh: '口味', en: 'Tastes', es: 'Sabores', ja: '味' },
  labels: { zh: '标签', en: 'Labels', es: 'Etiquetas', ja: 'ラベル' },
  chef: { zh: '厨师', en: 'Chef', es: 'Cocinero', ja: 'シェフ' },
  recommended: { zh: '推荐', en: 'Recommended', es: 'Recomendado', ja: 'おすすめ' },
  stock: { zh: '库存', en: 'Stock', es: 'Existencias', ja: '在庫' },
  purchaseLimit: { zh: '限购', en: 'Purchase limit', es: 'Límite de compra', ja: '購入制限' },
  description: { zh: '简介', en: 'Description', es: 'Descripción', ja: '紹介' },
  ingredients: { zh: '配料(原材料:克)', en: 'Ingredients (material:grams)', es: 'Ingredientes (materia:gramos)', ja: '材料(原材料:グラム)' },
};
const EXAMPLE: Record<Key, string> = {
  dishName: '红烧肉',
  typeName: '热菜',
  price: '15.00',
  boxFee: '0.50',
  discountPrice: '',
  weightG: '250',
  cook: '炒菜档口',
  tastes: '咸鲜',
  labels: '招牌',
  chef: '王师傅',
  recommended: '是',
  stock: '',
  purchaseLimit: '',
  description: '肥而不腻，入口即化',
  ingredients: '五花肉:150;酱油:10;白砂糖:8',
};

/**
 * Every cell is read as text and checked row by row below. A schema refusing undefined makes readSheet require the
 * column's header; an empty cell then fails its parse, which is ignored here: the row check names it.
 */
const COLUMNS: ReadColumn<Key>[] = KEYS.map((key) => ({
  key,
  header: Object.values(HEADERS[key]),
  parse: REQUIRED.includes(key) ? z.string() : z.string().optional(),
}));
const IMPORT_MAX_ROWS = 2000;

export async function importTemplate(ctx: Ctx): Promise<FileReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('dishes');
  sheet.columns = KEYS.map((key) => ({ header: HEADERS[key][ctx.lang], key, width: key === 'ingredients' || key === 'description' ? 32 : 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${translate(ctx.lang, 'dishImportTemplateName')}.xlsx`, contentType: XLSX_TYPE, body };
}

/** A row's problem: a message key and its parameters. */
class RowProblem {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {}
}

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;
const TRUE_WORDS = new Set(['是', 'y', 'yes', 'true', '1', 'sí', 'si', 'はい']);
const FALSE_WORDS = new Set(['否', 'n', 'no', 'false', '0', 'いいえ', '']);
const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean);

interface Lookups {
  types: Map<string, number>;
  classes: Map<string, number>;
  materials: Map<string, number>;
}

/** One sheet row → the dish to add, or the first problem found. */
function toDish(lang: Lang, raw: Partial<Record<Key, string>>, look: Lookups): DishInput {
  const text = (key: Key) => (raw[key] ?? '').trim();
  const column = (key: Key) => HEADERS[key][lang];
  for (const key of REQUIRED) if (!text(key)) throw new RowProblem('importCellMissing', { column: column(key) });
  const bad = (key: Key) => new RowProblem('importCellBad', { column: column(key), value: text(key) });
  const yuan = (key: Key): number | null => {
    if (!text(key)) return null;
    if (!YUAN.test(text(key))) throw bad(key);
    return Math.round(Number(text(key)) * 100);
  };
  const count = (key: Key, min: number, max: number): number | null => {
    if (!text(key)) return null;
    const n = Number(text(key));
    if (!/^\d+$/.test(text(key)) || n < min || n > max) throw bad(key);
    return n;
  };
  const dishName = text('dishName');
  if (dishName.length > 50) throw bad('dishName');
  const typeId = look.types.get(text('typeName'));
  if (!typeId) throw new RowProblem('importTypeUnknown', { name: text('typeName') });
  const classOf = (kind: DishClassKind, key: Key, name: string) => {
    const id = look.classes.get(`${kind}:${name}`);
    if (!id) throw new RowProblem('importClassUnknown', { column: column(key), name });
    return id;
  };
  const recommended = text('recommended').toLowerCase();
  if (!TRUE_WORDS.has(recommended) && !FALSE_WORDS.has(recommended)) throw bad('recommended');
  const ingredients = splitList(raw.ingredients).map((part) => {
    const match = /^(.+?)\s*[:：]\s*(\d{1,5}(?:\.\d{1,2})?)$/.exec(part);
    if (!match || Number(match[2]) <= 0) throw new RowProblem('importIngredientsFormat');
    const materialId = look.materials.get(match[1].trim());
    if (!materialId) throw new RowProblem('importMaterialUnknown', { name: match[1].trim() });
    return { materialId, grams: Number(match[2]) };
  });
  for (const key of ['chef', 'description'] as const) if (text(key).length > (key === 'chef' ? 50 : 200)) throw bad(key);
  return {
    dishName,
    typeId,
    cookId: text('cook') ? classOf('cook', 'cook', text('cook')) : null,
    classIds: [...splitList(raw.tastes).map((n) => classOf('taste', 'tastes', n)), ...splitList(raw.labels).map((n) => classOf('label', 'labels', n))],
    price: yuan('price')!,
    boxFee: yuan('boxFee') ?? 0,
    discountPrice: yuan('discountPrice'),
    weightG: count('weightG', 1, 100_000),
    images: [],
    description: text('description'),
    detailHtml: '',
    chef: text('chef'),
    recommended: TRUE_WORDS.has(recommended),
    stock: count('stock', 0, 2_147_483_647),
    purchaseLimit: count('purchaseLimit', 1, 9999),
    onShelf: true,
    sort: 0,
    ingredients,
  };
}

async function lookups(ctx: Ctx, rows: Partial<Record<Key, string>>[]): Promise<Lookups> {
  const scoped = new Where('merchant_id = ?', ctx.merchantId).scope(ctx, 'dish', 'id');
  const types = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_dish_types WHERE ${scoped.sql}`, scoped.params);
  const classes = await ctx.db.query<{ id: number; kind: string; name: string }>(`SELECT id, kind, name FROM menu_dish_classes WHERE merchant_id = $1`, [ctx.merchantId]);
  const materialNames = rows.flatMap((r) => splitList(r.ingredients).map((p) => p.split(/[:：]/)[0].trim()));
  return {
    types: new Map(types.map((t) => [t.name, t.id])),
    classes: new Map(classes.map((c) => [`${c.kind}:${c.name}`, c.id])),
    materials: await materialsByName(ctx, materialNames),
  };
}

/** Reads the file before the import's transaction opens (it touches no table). */
export async function readDishSheet(ctx: Ctx): Promise<Sheet<Key>> {
  if (!ctx.file || ctx.file.buffer.length === 0) throw fieldError('file', 'fileMissing');
  const sheet = await readSheet(ctx.file.buffer, COLUMNS, { maxRows: IMPORT_MAX_ROWS });
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

export async function importDishes(ctx: Ctx, sheet: Sheet<Key>): Promise<DishImportResult> {
  const look = await lookups(
    ctx,
    sheet.rows.map((r) => r.raw),
  );
  const failures: { row: number; dishName: string; values: Record<string, string>; key: string; params: Record<string, string | number> }[] = [];
  const firstRow = new Map<string, number>();
  let imported = 0;
  for (const r of sheet.rows) {
    const values = Object.fromEntries(KEYS.filter((k) => r.raw[k] !== undefined).map((k) => [k, r.raw[k]!]));
    const dishName = (r.raw.dishName ?? '').trim();
    const fail = (key: string, params: Record<string, string | number> = {}) => failures.push({ row: r.row, dishName: dishName.slice(0, 50), values, key, params });
    const first = firstRow.get(dishName);
    if (dishName && first !== undefined) {
      fail('importDishRepeated', { row: first });
      continue;
    }
    if (dishName) firstRow.set(dishName, r.row);
    let dish: DishInput;
    try {
      dish = toDish(ctx.lang, r.raw, look);
    } catch (e) {
      if (!(e instanceof RowProblem)) throw e;
      fail(e.key, e.params);
      continue;
    }
    // Each row on its own: one refused by the database (a name taken meanwhile) leaves the others.
    await ctx.db.query('SAVEPOINT dish_row');
    try {
      await addDish(ctx, dish);
      await ctx.db.query('RELEASE SAVEPOINT dish_row');
      imported++;
    } catch (e) {
      await ctx.db.query('ROLLBACK TO SAVEPOINT dish_row');
      if (!(e instanceof AppError)) throw e;
      fail(e.key, e.params);
    }
  }
  const batch = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO menu_dish_import_batches (merchant_id, file_name, total, imported, failed, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.merchantId, (ctx.file?.filename ?? '').slice(0, 200), sheet.rows.length, imported, failures.length, actorOf(ctx).username, ctx.now().toISOString()],
    )
  )[0].id;
  if (failures.length) {
    await ctx.db.query(
      `INSERT INTO menu_dish_import_failures (merchant_id, batch_id, row_no, dish_name, row_values, reason_key, reason_params, created_at)
       SELECT $1, $2, f.row_no, f.dish_name, f.row_values, f.reason_key, f.reason_params, $3
         FROM jsonb_to_recordset($4::jsonb) AS f(row_no int, dish_name text, row_values jsonb, reason_key text, reason_params jsonb)`,
      [
        ctx.merchantId,
        batch,
        ctx.now().toISOString(),
        JSON.stringify(failures.map((f) => ({ row_no: f.row, dish_name: f.dishName, row_values: f.values, reason_key: f.key, reason_params: f.params }))),
      ],
    );
  }
  return { batchId: batch, total: sheet.rows.length, imported, failed: failures.length };
}

/** The rows not imported, in the viewer's language: cells under the column headers, the reason translated. */
export async function importFailPage(ctx: Ctx, q: { batchId?: number; page: number; limit: number }): Promise<Page<DishImportFailure>> {
  const w = new Where('f.merchant_id = ?', ctx.merchantId);
  if (q.batchId !== undefined) w.add('f.batch_id = ?', q.batchId);
  const { records: rows, total } = await pageOf<{
    failId: number;
    batchId: number;
    fileName: string;
    row: number;
    dishName: string;
    values: Record<string, string>;
    reasonKey: string;
    reasonParams: Record<string, string | number>;
    createdAt: string;
  }>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_dish_import_failures f WHERE ${w.sql}`,
    rows: `SELECT f.id AS "failId", f.batch_id AS "batchId", b.file_name AS "fileName", f.row_no AS row, f.dish_name AS "dishName", f.row_values AS values,
            f.reason_key AS "reasonKey", f.reason_params AS "reasonParams", f.created_at AS "createdAt"
       FROM menu_dish_import_failures f JOIN menu_dish_import_batches b ON b.id = f.batch_id AND b.merchant_id = f.merchant_id
      WHERE ${w.sql} ORDER BY f.batch_id DESC, f.row_no`,
    params: w.params,
  });
  return {
    records: rows.map(({ reasonKey, reasonParams, values, ...r }) => ({
      ...r,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [HEADERS[k as Key]?.[ctx.lang] ?? k, v])),
      reason: translate(ctx.lang, reasonKey, reasonParams),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
