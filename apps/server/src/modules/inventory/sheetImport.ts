import ExcelJS from 'exceljs';
import { z } from 'zod';
import { Code, type ImportFailure, type ImportRowError } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule, fieldError } from '../../platform/http/errors';
import type { FileReply } from '../../platform/http/register';
import { translate, type Lang, type MessageKey } from '../../platform/messages';
import { XLSX_TYPE } from '../../platform/xlsx/export';
import { readSheet, type ReadColumn, type Sheet } from '../../platform/xlsx/read';

/** What the inventory imports (warehouse materials, inbound lines) share: headers, number cells, reading, row errors, template. */

export type SheetHeaders<K extends string> = Record<K, Record<Lang, string>>;

const ZOD_LOCALES = { zh: z.locales.zhCN, en: z.locales.en, es: z.locales.es, ja: z.locales.ja } as const;
const MAX_REPORTED_ERRORS = 5000;

/** A number cell between min and max with at most `places` decimals; anything else is refused with `message`. */
export const numberCell = (lang: Lang, min: number, max: number, places: number, message: MessageKey) =>
  z.string().transform((v, c) => {
    const n = Number(v);
    const scaled = n * 10 ** places;
    if (v.trim() === '' || !Number.isFinite(n) || n < min || n > max || Math.abs(scaled - Math.round(scaled)) > 1e-6) {
      c.addIssue({ code: 'custom', message: translate(lang, message) });
      return z.NEVER;
    }
    return n;
  });

/** The sheet's columns: each accepts its header in any language, or its key. */
export function sheetColumns<K extends string>(lang: Lang, headers: SheetHeaders<K>, parse: Record<K, z.ZodType>): ReadColumn<K>[] {
  return (Object.keys(headers) as K[]).map((key) => ({ key, header: [headers[key][lang], ...Object.values(headers[key]), key], parse: parse[key] }));
}

/** Reads the uploaded sheet (before the import's transaction opens); refuses a missing file and an empty sheet. */
export async function readUploadedSheet<K extends string>(ctx: Ctx, columns: ReadColumn<K>[], maxRows: number): Promise<Sheet<K>> {
  if (!ctx.file || ctx.file.buffer.length === 0) throw fieldError('file', 'fileMissing');
  const sheet = await readSheet<K>(ctx.file.buffer, columns, { maxRows, error: ZOD_LOCALES[ctx.lang]().localeError });
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/**
 * The row errors of an import (all rows or none): the cells' own, then those `fail` adds. `refuseAny` throws the
 * 59000 reply listing them (by row) when there is any, so that nothing is written.
 */
export function rowErrors(ctx: Ctx, sheet: Sheet) {
  const errors: ImportRowError[] = sheet.errors.map((e) => ({ ...e, custNum: '' }));
  return {
    fail: (row: number, field: string, key: MessageKey, params?: Record<string, string | number>) =>
      errors.push({ row, custNum: '', field, message: translate(ctx.lang, key, params) }),
    refuseAny: () => {
      if (!errors.length) return;
      errors.sort((a, b) => a.row - b.row);
      const data: ImportFailure = { total: sheet.rows.length, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
      throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total: sheet.rows.length, count: new Set(errors.map((e) => e.row)).size }, data);
    },
  };
}

/** The template of an import: the headers in the caller's language (bold) and one example row. */
export async function sheetTemplate<K extends string>(
  ctx: Ctx,
  t: { sheetName: string; headers: SheetHeaders<K>; example: Record<K, string | number>; fileName: MessageKey; columnWidth: number },
): Promise<FileReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t.sheetName);
  sheet.columns = (Object.keys(t.headers) as K[]).map((key) => ({
    header: t.headers[key][ctx.lang],
    key,
    // The name and the remark are wider than the other columns.
    width: key === 'materialName' || key === 'remark' ? 20 : t.columnWidth,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(t.example);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${translate(ctx.lang, t.fileName)}.xlsx`, contentType: XLSX_TYPE, body };
}
