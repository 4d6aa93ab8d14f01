import ExcelJS from 'exceljs';
import { z } from 'zod';
import { Code, IMPORT_MAX_ROWS, PER_100G_MAX, type ImportFailure, type ImportResult, type ImportRowError } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule, fieldError } from '../../platform/http/errors';
import type { FileReply } from '../../platform/http/register';
import { translate, type Lang, type MessageKey } from '../../platform/messages';
import { eachRow, exportXlsx, XLSX_TYPE, type ExportRow } from '../../platform/xlsx/export';
import { readSheet, type ReadColumn, type Sheet } from '../../platform/xlsx/read';
import { nutrientCatalogue, type Nutrient } from './dishFacts';
import { materialSelect, materialWhere, writeMaterialNutrients, type MaterialFilters } from './materials';

/**
 * The materials sheet, shared by the template, the import and the export (so an export imports back): name, big
 * type, small type, unit, source, remark, then one column per nutrient of the catalogue (per 100 g).
 */

type FixedKey = 'materialName' | 'bigType' | 'smallType' | 'unit' | 'source' | 'remark';
const HEADERS: Record<FixedKey, Record<Lang, string>> = {
  materialName: { zh: '原材料名称', en: 'Material name', es: 'Nombre de la materia prima', ja: '原材料名' },
  bigType: { zh: '大类', en: 'Big type', es: 'Tipo principal', ja: '大分類' },
  smallType: { zh: '小类', en: 'Small type', es: 'Subtipo', ja: '小分類' },
  unit: { zh: '单位', en: 'Unit', es: 'Unidad', ja: '単位' },
  source: { zh: '来源', en: 'Source', es: 'Fuente', ja: '出典' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación', ja: '備考' },
};
const FIXED = Object.keys(HEADERS) as FixedKey[];
const ZOD_LOCALES = { zh: z.locales.zhCN, en: z.locales.en, es: z.locales.es, ja: z.locales.ja } as const;

const nutrientKey = (n: Nutrient) => `n${n.nutrientId}`;
const nutrientHeader = (n: Nutrient) => `${n.name}(${n.unit})`;

function columns(lang: Lang, catalogue: Nutrient[]): ReadColumn[] {
  const optional = (max: number) => z.string().max(max).optional();
  const parse: Record<FixedKey, z.ZodType> = {
    materialName: z.string().min(1).max(50),
    bigType: optional(30),
    smallType: optional(30),
    unit: optional(10),
    source: optional(50),
    remark: optional(200),
  };
  const amount = z
    .string()
    .optional()
    .transform((v, c) => {
      if (v === undefined) return undefined;
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > PER_100G_MAX) {
        c.addIssue({ code: 'custom', message: translate(lang, 'materialImportNumber') });
        return z.NEVER;
      }
      return Math.round(n * 1000) / 1000;
    });
  return [
    ...FIXED.map((key) => ({ key, header: [HEADERS[key][lang], ...Object.values(HEADERS[key]), key], parse: parse[key] })),
    ...catalogue.map((n) => ({ key: nutrientKey(n), header: [nutrientHeader(n), `${n.name}（${n.unit}）`, n.name, n.code], parse: amount })),
  ];
}

/** The template: the header row in the caller's language and one example row. */
export async function materialTemplate(ctx: Ctx): Promise<FileReply> {
  const catalogue = await nutrientCatalogue(ctx);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('materials');
  sheet.columns = [
    ...FIXED.map((key) => ({ header: HEADERS[key][ctx.lang], key, width: key === 'materialName' || key === 'remark' ? 20 : 12 })),
    ...catalogue.map((n) => ({ header: nutrientHeader(n), key: nutrientKey(n), width: 14 })),
  ];
  sheet.getRow(1).font = { bold: true };
  const example: Record<string, string | number> = { materialName: '大米', bigType: '谷薯类', smallType: '米面', unit: 'g', source: '中国食物成分表', remark: '' };
  const rice: Record<string, number> = { energy: 346, protein: 7.4, fat: 0.8, carbohydrate: 77.9, fibre: 0.7, sodium: 3.8, calcium: 13, iron: 2.3, vitaminC: 0, cholesterol: 0 };
  for (const n of catalogue) if (rice[n.code] !== undefined) example[nutrientKey(n)] = rice[n.code];
  sheet.addRow(example);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${translate(ctx.lang, 'materialImportTemplateName')}.xlsx`, contentType: XLSX_TYPE, body };
}

/** Most row errors sent back; the message still counts every wrong row. */
const MAX_REPORTED_ERRORS = 5000;

export interface MaterialSheet {
  catalogue: Nutrient[];
  sheet: Sheet;
}

/** Reads the file (its columns follow the nutrient catalogue) before the import's transaction opens. */
export async function readMaterialSheet(ctx: Ctx): Promise<MaterialSheet> {
  if (!ctx.file || ctx.file.buffer.length === 0) throw fieldError('file', 'fileMissing');
  const catalogue = await nutrientCatalogue(ctx);
  const sheet = await readSheet(ctx.file.buffer, columns(ctx.lang, catalogue), { maxRows: IMPORT_MAX_ROWS, error: ZOD_LOCALES[ctx.lang]().localeError });
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return { catalogue, sheet };
}

/**
 * Imports materials, all rows or none: a row is refused for a bad cell, a name already used (in the sheet or by
 * a material), or a category that does not exist (categories are kept in the tree, not made up by a sheet).
 */
export async function importMaterials(ctx: Ctx, { catalogue, sheet }: MaterialSheet): Promise<ImportResult> {

  const errors: ImportRowError[] = sheet.errors.map((e) => ({ ...e, custNum: '' }));
  const fail = (row: number, field: string, key: MessageKey, params?: Record<string, string | number>) =>
    errors.push({ row, custNum: '', field, message: translate(ctx.lang, key, params) });

  const categories = await ctx.db.query<{ id: number; parent_id: number | null; name: string }>(
    `SELECT id, parent_id, name FROM menu_material_categories WHERE merchant_id = $1`,
    [ctx.merchantId],
  );
  const bigTypes = new Map(categories.filter((c) => c.parent_id === null).map((c) => [c.name, c.id]));
  const smallTypes = new Map(categories.filter((c) => c.parent_id !== null).map((c) => [`${c.parent_id}/${c.name}`, c.id]));
  const names = sheet.rows.map((r) => r.values.materialName).filter((v): v is string => typeof v === 'string');
  const taken = new Set(
    (await ctx.db.query<{ name: string }>(`SELECT name FROM menu_materials WHERE merchant_id = $1 AND name = ANY($2::text[])`, [ctx.merchantId, names])).map((r) => r.name),
  );

  const firstRow = new Map<string, number>();
  const categoryOf = new Map<number, number | null>();
  for (const r of sheet.rows) {
    const name = r.values.materialName as string | undefined;
    if (name !== undefined) {
      if (taken.has(name)) fail(r.row, 'materialName', 'materialNameTaken');
      else if (firstRow.has(name)) fail(r.row, 'materialName', 'materialImportRepeated', { row: firstRow.get(name)! });
      else firstRow.set(name, r.row);
    }
    const big = r.values.bigType as string | undefined;
    const small = r.values.smallType as string | undefined;
    if (big === undefined) {
      if (small !== undefined) fail(r.row, 'smallType', 'materialImportSmallTypeAlone');
      categoryOf.set(r.row, null);
      continue;
    }
    const bigId = bigTypes.get(big);
    if (bigId === undefined) fail(r.row, 'bigType', 'materialImportBigTypeUnknown', { name: big });
    else if (small === undefined) categoryOf.set(r.row, bigId);
    else {
      const smallId = smallTypes.get(`${bigId}/${small}`);
      if (smallId === undefined) fail(r.row, 'smallType', 'materialImportSmallTypeUnknown', { big, name: small });
      else categoryOf.set(r.row, smallId);
    }
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    const data: ImportFailure = { total: sheet.rows.length, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
    throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total: sheet.rows.length, count: new Set(errors.map((e) => e.row)).size }, data);
  }

  const rows = sheet.rows;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const inserted = await ctx.db.query<{ id: number; name: string }>(
    `INSERT INTO menu_materials (merchant_id, name, category_id, unit, source, remark)
     SELECT $1, u.name, u.category, u.unit, u.source, u.remark
       FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[]) AS u(name, category, unit, source, remark)
     RETURNING id, name`,
    [
      ctx.merchantId,
      rows.map((r) => r.values.materialName as string),
      rows.map((r) => categoryOf.get(r.row) ?? null),
      rows.map((r) => text(r.values.unit) || 'g'),
      rows.map((r) => text(r.values.source)),
      rows.map((r) => text(r.values.remark)),
    ],
  );
  const idOf = new Map(inserted.map((r) => [r.name, r.id]));
  const values = rows.flatMap((r) =>
    catalogue
      .filter((n) => r.values[nutrientKey(n)] !== undefined)
      .map((n) => ({ materialId: idOf.get(r.values.materialName as string)!, nutritionId: n.nutrientId, per100g: r.values[nutrientKey(n)] as number })),
  );
  await writeMaterialNutrients(ctx, values);
  return { total: rows.length, imported: inserted.length };
}

interface ExportMaterial extends ExportRow {
  categoryId: number | null;
  nutrients: { nutritionId: number; per100g: string | number }[];
}

/** The materials of the page's filters, in the import's columns (at most 50 000 rows). */
export async function exportMaterials(ctx: Ctx, q: MaterialFilters): Promise<FileReply> {
  const catalogue = await nutrientCatalogue(ctx);
  const w = materialWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_materials m WHERE ${w.sql}`, w.params))[0].n;
  const categories = new Map(
    (await ctx.db.query<{ id: number; parent_id: number | null; name: string }>(`SELECT id, parent_id, name FROM menu_material_categories WHERE merchant_id = $1`, [ctx.merchantId])).map(
      (c) => [c.id, c],
    ),
  );
  /** Big type = the top of the branch, small type = the level below it on the way to the material's category. */
  const types = (categoryId: number | null): { bigType: string; smallType: string } => {
    const chain: string[] = [];
    for (let c = categoryId === null ? undefined : categories.get(categoryId); c; c = c.parent_id === null ? undefined : categories.get(c.parent_id)) chain.unshift(c.name);
    return { bigType: chain[0] ?? '', smallType: chain[1] ?? '' };
  };
  async function* rows(): AsyncIterable<ExportRow> {
    for await (const m of eachRow(ctx.db.cursor<ExportMaterial>(materialSelect(w.sql), w.params))) {
      const row: ExportRow = { ...m, ...types(m.categoryId) };
      for (const n of m.nutrients) row[`n${n.nutritionId}`] = Number(n.per100g);
      yield row;
    }
  }
  const name = translate(ctx.lang, 'materialExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: [
      ...FIXED.map((key) => ({ header: HEADERS[key], key, width: key === 'materialName' || key === 'remark' ? 20 : 12 })),
      ...catalogue.map((n) => ({ header: nutrientHeader(n), key: nutrientKey(n), width: 14 })),
    ],
    rows: rows(),
    total,
    importsBack: true,
  });
}
