const MB = 1024 * 1024;

/**
 * Limits on an imported .xlsx file, checked before unpacking (the zip directory), while unpacking (real bytes) and
 * while parsing (rows, columns, cells), so that a small hostile file cannot hold the server's time or memory.
 */
export const IMPORT_LIMITS = {
  /** All parts together once unpacked; a 20 000-row import of 8 columns unpacks to about 8 MB. */
  maxUnpackedBytes: 50 * MB,
  /** Parts in the zip; a workbook has about a dozen. */
  maxParts: 1000,
  /** Unpacked ÷ packed size of a part over 1 MB; real sheets stay near 10, a zip bomb is near 1000. */
  maxCompressionRatio: 100,
  /** Columns per row (by column letter, cells holding a value); the widest import template has 8. */
  maxColumns: 64,
  /** Characters in one cell. */
  maxCellChars: 2000,
  /**
   * Cells read from the sheet in the wanted columns, each cell a merged range covers counted (before it is expanded):
   * a full 20 000-row import of 8 columns holds 160 000.
   */
  maxCells: 200_000,
  /**
   * Characters of all the cells the worker sends back (copied to the request thread): a merge or a repeated shared
   * string copies one long text into many cells. 16 M is 100 per cell of a full import; at most 32 MB as UTF-16.
   */
  maxReplyChars: 16_000_000,
  /** Distinct texts in the shared-strings part. */
  maxSharedStrings: 1_000_000,
  /** Wall time of reading one file in its worker; then the worker is stopped. */
  timeLimitMs: 20_000,
  /** Heap of the worker that reads one file. */
  heapMb: 256,
};

export type ImportLimits = typeof IMPORT_LIMITS;

/** The limits one reading runs under: the import limits plus the caller's most data rows. */
export type SheetLimits = ImportLimits & { maxRows: number };

/** A ratio is only meaningful for a part big enough to matter. */
export const RATIO_FLOOR_BYTES = 1 * MB;

export type RefusalKey =
  | 'xlsxNotWorkbook'
  | 'xlsxTooLarge'
  | 'xlsxSizeMismatch'
  | 'xlsxTooManyParts'
  | 'xlsxOverCompressed'
  | 'xlsxTooManyRows'
  | 'xlsxTooManyColumns'
  | 'xlsxCellTooLong'
  | 'xlsxTooManyTexts'
  | 'xlsxTooManyCells'
  | 'xlsxTooMuchText'
  | 'xlsxMissingColumns'
  | 'xlsxTooComplex';

/** Why a file is refused, with the message parameters; plain data so that it crosses from the worker. */
export class Refusal extends Error {
  constructor(
    readonly key: RefusalKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const megabytes = (bytes: number) => Math.round(bytes / MB);
