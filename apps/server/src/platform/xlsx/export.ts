import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_CAP } from '@canteen/contract';
import type { Ctx } from '../context';
import type { Lang } from '../messages';
import { businessRule } from '../http/errors';
import type { FileReply } from '../http/register';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportColumn {
  /** Header text, or the text in each language (picked by ctx.lang). */
  header: string | Record<Lang, string>;
  key: string;
  /**
   * The console's table field this column writes, when it is not `key`: the field holds an id or a whole that the
   * sheet writes otherwise (canteenId as the canteen's name, paid as one column per wallet). Picked by `columns`.
   */
  field?: string;
  width?: number;
  /** Integer cents written as a yuan number with format 0.00. */
  money?: boolean;
  /** A time written as 'YYYY-MM-DD HH:mm:ss' in the spec's time zone. */
  time?: boolean;
  /** Codes written as words (trade types, states, meal periods 1–5…); unknown codes are written as they are. */
  labels?: Record<string, Record<Lang, string>>;
}

export type ExportRow = Record<string, unknown>;

export interface ExportSpec {
  fileName: string;
  sheetName: string;
  columns: ExportColumn[];
  rows: AsyncIterable<ExportRow> | ExportRow[];
  /** How many rows match: counted before streaming, so a refusal is a plain JSON reply. */
  total: number;
  /** The most rows one export may hold (DESIGN §3); tests pass a small one. */
  cap?: number;
  /** The sheet is an import's (it imports back, e.g. materials): it keeps every column whatever `ctx.exportColumns` asks. */
  importsBack?: true;
  /** Time zone of `time` columns (the merchant's); default Asia/Shanghai. */
  timeZone?: string;
}

/** Refuses (42200 exportCap) an export of more rows than the cap, before anything is streamed. */
export function assertExportable(total: number, cap = EXPORT_CAP) {
  if (total > cap) throw businessRule('exportCap');
}

function cellValue(column: ExportColumn, value: unknown, lang: Lang, timeText: Intl.DateTimeFormat) {
  if (value === null || value === undefined) return null;
  if (column.money) return typeof value === 'number' ? value / 100 : Number(value) / 100;
  if (column.labels && (typeof value === 'string' || typeof value === 'number')) return column.labels[String(value)]?.[lang] ?? value;
  if (column.time && (value instanceof Date || typeof value === 'string')) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? String(value) : timeText.format(d);
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/**
 * The columns the caller asked for (`wanted`: the console table's field keys), in its order; a field written as
 * several columns brings them all. Keys the export does not know are skipped. No list, or none of its keys known
 * (an old client, the API), writes every column.
 */
export function pickColumns(columns: ExportColumn[], wanted: readonly string[] | undefined): ExportColumn[] {
  if (!wanted) return columns;
  const picked = [...new Set(wanted)].flatMap((key) => columns.filter((c) => (c.field ?? c.key) === key));
  return picked.length ? picked : columns;
}

/**
 * Streams an .xlsx file: rows are written and committed one by one to a PassThrough that Fastify sends, so a large
 * export never sits in memory. Callers pass the count of matching rows first (checked against the cap).
 */
export function exportXlsx(ctx: Ctx, spec: ExportSpec): FileReply {
  assertExportable(spec.total, spec.cap);
  const columns = spec.importsBack ? spec.columns : pickColumns(spec.columns, ctx.exportColumns);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({
    header: typeof c.header === 'string' ? c.header : c.header[ctx.lang],
    key: c.key,
    width: c.width ?? 16,
    style: c.money ? { numFmt: '0.00' } : {},
  }));
  // sv-SE formats as 'YYYY-MM-DD HH:mm:ss'.
  const timeText = new Intl.DateTimeFormat('sv-SE', { timeZone: spec.timeZone ?? 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'medium' });
  const write = async () => {
    let written = 0;
    for await (const row of spec.rows) {
      const values: Record<string, unknown> = {};
      for (const c of columns) values[c.key] = cellValue(c, row[c.key], ctx.lang, timeText);
      sheet.addRow(values).commit();
      // Writing rows is CPU work: let other requests (a lunch rush at the tills) in between.
      if (++written % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    // Headers are already sent: the client sees a cut-off file; the log keeps why.
    ctx.log.error({ err, requestId: ctx.requestId }, 'xlsx export failed');
    out.destroy(err as Error);
  });
  return { fileName: spec.fileName.endsWith('.xlsx') ? spec.fileName : `${spec.fileName}.xlsx`, contentType: XLSX_TYPE, body: out };
}

/** The rows of a cursor's batches, one by one. */
export async function* eachRow<T>(batches: AsyncIterable<T[]>): AsyncIterable<T> {
  for await (const batch of batches) yield* batch;
}

/** Reads a query in chunks (the caller's LIMIT/OFFSET over a stable order) so memory stays flat; a plain SQL read is better served by Db.cursor. */
export async function* inChunks<T>(read: (limit: number, offset: number) => Promise<T[]>, chunk = 1000): AsyncIterable<T> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await read(chunk, offset);
    yield* rows;
    if (rows.length < chunk) return;
  }
}
