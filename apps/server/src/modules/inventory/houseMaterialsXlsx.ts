import { z } from 'zod';
import { IMPORT_MAX_ROWS, QTY_MAX, type ImportResult } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { translate, type Lang } from '../../platform/messages';
import type { ReadColumn, Sheet } from '../../platform/xlsx/read';
import { numberCell, readUploadedSheet, rowErrors, sheetColumns, sheetTemplate, type SheetHeaders } from './sheetImport';
import { toMilli } from './stock';
import { findWarehouse } from './warehouses';

/**
 * The warehouse materials sheet (drphousematerial/lead/in/house/material): one row per material the warehouse is to
 * keep, named as the menu's materials and the stock units are. All rows or none; a successful import is recorded
 * (inv_import_records, kind houseMaterial) for the import results page.
 */

type Key = 'materialName' | 'unitName' | 'spec' | 'minQty' | 'maxQty' | 'shelfLifeDays' | 'remark';
const HEADERS: SheetHeaders<Key> = {
  materialName: { zh: '原材料名称', en: 'Material name', es: 'Nombre de la materia prima', ja: '原材料名' },
  unitName: { zh: '库存单位', en: 'Stock unit', es: 'Unidad de existencias', ja: '在庫単位' },
  spec: { zh: '规格', en: 'Spec', es: 'Especificación', ja: '規格' },
  minQty: { zh: '最低库存', en: 'Minimum stock', es: 'Existencias mínimas', ja: '最低在庫' },
  maxQty: { zh: '最高库存', en: 'Maximum stock', es: 'Existencias máximas', ja: '最高在庫' },
  shelfLifeDays: { zh: '保质期(天)', en: 'Shelf life (days)', es: 'Vida útil (días)', ja: '賞味期間（日）' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación', ja: '備考' },
};

function columns(lang: Lang): ReadColumn<Key>[] {
  const number = (max: number, places: number, key: 'houseMaterialImportQty' | 'houseMaterialImportShelfLife') => numberCell(lang, 0, max, places, key).optional();
  return sheetColumns(lang, HEADERS, {
    materialName: z.string().min(1).max(50),
    unitName: z.string().min(1).max(20),
    spec: z.string().max(50).optional(),
    minQty: number(QTY_MAX, 3, 'houseMaterialImportQty'),
    maxQty: number(QTY_MAX, 3, 'houseMaterialImportQty'),
    shelfLifeDays: number(3650, 0, 'houseMaterialImportShelfLife').refine((v) => v === undefined || v >= 1, { message: translate(lang, 'houseMaterialImportShelfLife') }),
    remark: z.string().max(200).optional(),
  });
}

export function houseMaterialTemplate(ctx: Ctx): Promise<FileReply> {
  return sheetTemplate(ctx, {
    sheetName: 'materials',
    headers: HEADERS,
    columnWidth: 12,
    example: { materialName: '大米', unitName: '千克', spec: '25千克/袋', minQty: 50, maxQty: 500, shelfLifeDays: 365, remark: '' },
    fileName: 'houseMaterialTemplateName',
  });
}

/** Reads the file before the import's transaction opens. */
export function readHouseMaterialSheet(ctx: Ctx): Promise<Sheet<Key>> {
  return readUploadedSheet(ctx, columns(ctx.lang), IMPORT_MAX_ROWS);
}

/**
 * Adds the sheet's materials to the warehouse, all rows or none: a row is refused for a bad cell, a material or unit
 * that does not exist, a material the warehouse already keeps (or the sheet names twice), or min above max.
 */
export async function importHouseMaterials(ctx: Ctx, warehouseId: number, sheet: Sheet<Key>): Promise<ImportResult> {
  await findWarehouse(ctx, warehouseId);
  const { fail, refuseAny } = rowErrors(ctx, sheet);

  const names = sheet.rows.map((r) => r.values.materialName).filter((v): v is string => typeof v === 'string');
  const materials = new Map(
    (await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_materials WHERE merchant_id = $1 AND name = ANY($2::text[])`, [ctx.merchantId, names])).map((r) => [
      r.name,
      r.id,
    ]),
  );
  const units = new Map((await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM inv_units WHERE merchant_id = $1`, [ctx.merchantId])).map((r) => [r.name, r.id]));
  const kept = new Set(
    (await ctx.db.query<{ material_id: number }>(`SELECT material_id FROM inv_house_materials WHERE merchant_id = $1 AND warehouse_id = $2`, [ctx.merchantId, warehouseId])).map(
      (r) => r.material_id,
    ),
  );

  const firstRow = new Map<number, number>();
  for (const r of sheet.rows) {
    const name = r.values.materialName as string | undefined;
    if (name !== undefined) {
      const id = materials.get(name);
      if (id === undefined) fail(r.row, 'materialName', 'houseMaterialImportMaterialUnknown', { name });
      else if (kept.has(id)) fail(r.row, 'materialName', 'houseMaterialTaken');
      else if (firstRow.has(id)) fail(r.row, 'materialName', 'houseMaterialImportRepeated', { row: firstRow.get(id)! });
      else firstRow.set(id, r.row);
    }
    const unit = r.values.unitName as string | undefined;
    if (unit !== undefined && !units.has(unit)) fail(r.row, 'unitName', 'houseMaterialImportUnitUnknown', { name: unit });
    const min = r.values.minQty as number | undefined;
    const max = r.values.maxQty as number | undefined;
    if (min !== undefined && max !== undefined && toMilli(min) > toMilli(max)) fail(r.row, 'maxQty', 'stockLimitOrder');
  }
  refuseAny();

  const rows = sheet.rows;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const numberOr = (v: unknown) => (typeof v === 'number' ? v : null);
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO inv_house_materials (merchant_id, warehouse_id, material_id, unit_id, spec, min_qty, max_qty, shelf_life_days, remark)
     SELECT $1, $2, u.material, u.unit, u.spec, u.min, u.max, u.shelf, u.remark
       FROM unnest($3::int[], $4::int[], $5::text[], $6::numeric[], $7::numeric[], $8::int[], $9::text[]) AS u(material, unit, spec, min, max, shelf, remark)
     RETURNING id`,
    [
      ctx.merchantId,
      warehouseId,
      rows.map((r) => materials.get(r.values.materialName as string)!),
      rows.map((r) => units.get(r.values.unitName as string)!),
      rows.map((r) => text(r.values.spec)),
      rows.map((r) => numberOr(r.values.minQty)),
      rows.map((r) => numberOr(r.values.maxQty)),
      rows.map((r) => numberOr(r.values.shelfLifeDays)),
      rows.map((r) => text(r.values.remark)),
    ],
  );
  await ctx.db.query(
    `INSERT INTO inv_import_records (merchant_id, kind, file_name, total_rows, ok_rows, failed_rows, errors, doc_id, created_by)
     VALUES ($1, 'houseMaterial', $2, $3, $4, 0, '[]', NULL, $5)`,
    [ctx.merchantId, (ctx.file?.filename ?? '').slice(0, 200), rows.length, inserted.length, ctx.actor?.userId || null],
  );
  return { total: rows.length, imported: inserted.length };
}
