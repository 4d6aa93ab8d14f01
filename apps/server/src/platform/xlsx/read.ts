import type { z } from 'zod';
import { businessRule } from '../http/errors';
import { IMPORT_LIMITS, Refusal, type ImportLimits } from './limits';
import { readInWorker } from './pool';
import type { SheetCells } from './sheet';
import { readZipDirectory } from './zip';

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

/** What readSheet returns: every data row, and the problems of the rows whose cells did not parse. */
export interface Sheet<K extends string = string> {
  rows: SheetRow<K>[];
  errors: SheetError[];
}

export interface ReadOptions {
  /** Most data rows accepted (default 20 000). */
  maxRows?: number;
  /** zod's messages in the caller's language. */
  error?: z.core.$ZodErrorMap;
  /** Other limits than IMPORT_LIMITS (tighter ones in tests). */
  limits?: Partial<ImportLimits>;
}

export const DEFAULT_MAX_ROWS = 20_000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Rows parsed between two yields of the request thread. */
const PARSE_SLICE = 500;

/**
 * Reads the first sheet of an .xlsx file: row 1 names the columns, every later non-empty row is parsed with the
 * columns' schemas and returned (good or not, so callers count them and check rules across rows). Refuses (42200) a
 * file that is not an .xlsx workbook, one without a required column, one with more than `maxRows` data rows, and one
 * past the import limits (IMPORT_LIMITS: unpacked size, parts, compression, columns, cell length, texts, time and
 * memory). Row problems are returned, not thrown, so that a caller can report them all.
 *
 * The zip directory is checked here (a bomb is refused before anything is unpacked); the sheet is unpacked and parsed
 * as a stream in a worker thread, so a hostile file never holds the request thread; only the schemas run here.
 */
export async function readSheet<K extends string>(
  buffer: Buffer,
  columns: readonly ReadColumn<K>[],
  opts: ReadOptions = {},
): Promise<Sheet<K>> {
  const limits = { ...IMPORT_LIMITS, ...opts.limits, maxRows: opts.maxRows ?? DEFAULT_MAX_ROWS };
  if (buffer.length < 4 || !buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw businessRule('xlsxNotWorkbook');
  let sheet: SheetCells;
  try {
    readZipDirectory(buffer, limits);
    sheet = await readInWorker({
      // A copy is sent: the caller keeps its buffer.
      data: new Uint8Array(buffer).buffer,
      headers: columns.map((c) => [...c.header]),
      required: columns.map((c) => !c.parse.safeParse(undefined).success),
      limits,
    });
  } catch (e) {
    if (e instanceof Refusal) throw businessRule(e.key, e.params);
    throw e;
  }

  const rows: SheetRow<K>[] = [];
  const errors: SheetError[] = [];
  for (let i = 0; i < sheet.rows.length; i++) {
    if (i % PARSE_SLICE === PARSE_SLICE - 1) await new Promise((r) => setImmediate(r));
    const rowNumber = sheet.rows[i];
    const raw = {} as Record<K, string | undefined>;
    const values = {} as Record<K, unknown>;
    let good = true;
    columns.forEach((c, j) => {
      raw[c.key] = sheet.cells[i * columns.length + j] ?? undefined;
      const parsed = c.parse.safeParse(raw[c.key], { error: opts.error });
      if (parsed.success) values[c.key] = parsed.data;
      else {
        good = false;
        errors.push({ row: rowNumber, field: c.key, message: parsed.error.issues[0]?.message ?? 'invalid' });
      }
    });
    rows.push({ row: rowNumber, ok: good, values, raw });
  }
  return { rows, errors };
}
