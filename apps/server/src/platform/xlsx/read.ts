import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { businessRule } from '../http/errors';

/** One column of an import sheet. */
export interface ReadColumn<K extends string = string> {
  /** Header texts accepted for this column (any language); compared trimmed and case-insensitively. */
  header: readonly string[];
  key: K;
  /** Parses the cell text (undefined for an empty cell). A schema that refuses undefined makes the column required. */
  parse: z.ZodType;
}

export interface SheetRow<K extends string = string> {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  values: Record<K, unknown>;
  /** Every cell parsed; otherwise `errors` says why and `values` holds only the good cells. */
  ok: boolean;
  /** The raw texts, for reporting a row whose parse failed. */
  raw: Record<K, string | undefined>;
}

export interface SheetError {
  row: number;
  field: string;
  message: string;
}

export interface ReadOptions {
  /** Most data rows accepted (default 20 000). */
  maxRows?: number;
  /** zod's messages in the caller's language. */
  error?: z.core.$ZodErrorMap;
}

export const DEFAULT_MAX_ROWS = 20_000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text the user typed: dates as YYYY-MM-DD (with the time when it has one), formulas by result. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const secs = value.getUTCHours() * 3600 + value.getUTCMinutes() * 60 + value.getUTCSeconds();
    return secs === 0 ? day : `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return undefined;
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Reads the first sheet of an .xlsx file: row 1 names the columns, every later non-empty row is parsed with the
 * columns' schemas and returned (good or not, so callers count them and check rules across rows). Refuses (42200) a file that is not an .xlsx workbook, one without a required column, and one
 * with more than `maxRows` data rows. Row problems are returned, not thrown, so that a caller can report them all.
 */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: readonly ReadColumn<K>[],
  opts: ReadOptions = {},
): Promise<{ rows: SheetRow<K>[]; errors: SheetError[] }> {
  const maxRows = opts.maxRows ?? DEFAULT_MAX_ROWS;
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw businessRule('xlsxNotWorkbook');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw businessRule('xlsxNotWorkbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw businessRule('xlsxNotWorkbook');
  // actualRowCount counts rows with values, the header included.
  if (sheet.actualRowCount - 1 > maxRows) throw businessRule('xlsxTooManyRows', { max: maxRows });

  const positions = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value);
    if (!text) return;
    const column = columns.find((c) => c.header.some((h) => norm(h) === norm(text)));
    if (column && !positions.has(column.key)) positions.set(column.key, col);
  });
  const missing = columns.filter((c) => !positions.has(c.key) && !c.parse.safeParse(undefined).success);
  if (missing.length) throw businessRule('xlsxMissingColumns', { columns: missing.map((c) => c.header[0]).join(', ') });

  const rows: SheetRow<K>[] = [];
  const errors: SheetError[] = [];
  sheet.eachRow({ includeEmpty: false }, (sheetRow, rowNumber) => {
    if (rowNumber === 1) return;
    const raw = {} as Record<K, string | undefined>;
    let empty = true;
    for (const c of columns) {
      const col = positions.get(c.key);
      const text = col === undefined ? undefined : cellText(sheetRow.getCell(col).value);
      raw[c.key] = text;
      if (text !== undefined) empty = false;
    }
    if (empty) return;
    const values = {} as Record<K, unknown>;
    let good = true;
    for (const c of columns) {
      const parsed = c.parse.safeParse(raw[c.key], { error: opts.error });
      if (parsed.success) values[c.key] = parsed.data;
      else {
        good = false;
        errors.push({ row: rowNumber, field: c.key, message: parsed.error.issues[0]?.message ?? 'invalid' });
      }
    }
    rows.push({ row: rowNumber, ok: good, values, raw });
  });
  return { rows, errors };
}
