import { Refusal, type SheetLimits } from './limits';
import type { BookParts } from './parts';
import { parsePart } from './xml';

/** What the worker is asked: the columns' accepted header texts, which are required, and the limits. */
export interface SheetJob {
  headers: string[][];
  required: boolean[];
  limits: SheetLimits;
}

/** The data rows holding text in a wanted column: their numbers, and their cells row after row (one per column asked for). */
export interface SheetCells {
  rows: number[];
  cells: (string | null)[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const pad = (n: number) => String(n).padStart(2, '0');
const trimmed = (s: string) => s.trim() || undefined;

const rowOf = (ref: string) => Number.parseInt(ref.replace(/^[A-Za-z]*/, ''), 10);

/** Column number of a cell reference ('AB12' → 28); 0 when it has no letters. */
function columnOf(ref: string): number {
  let col = 0;
  for (let i = 0; i < ref.length && col <= 16384; i++) {
    const c = ref.charCodeAt(i) & ~32; // upper case
    if (c < 65 || c > 90) break;
    col = col * 26 + c - 64;
  }
  return col;
}

function cellName(col: number, row: number): string {
  let letters = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

/** An Excel serial day as the text the user sees: YYYY-MM-DD, with the time when it has one (as exceljs dates were read). */
function dateText(serial: number, date1904: boolean): string {
  const d = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const secs = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
  return secs === 0 ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A cell as the text the user typed: shared and inline strings, numbers, dates by style, booleans, formulas by result. */
function cellText(raw: string, type: string | undefined, formula: boolean, dateStyle: boolean, book: BookParts): string | undefined {
  // A formula's result is a number unless its type says text, boolean or error.
  switch (formula && type !== 'str' && type !== 'b' && type !== 'e' ? 'n' : type) {
    case 's': {
      const i = Number.parseInt(raw, 10);
      const s = book.strings[i];
      return s === undefined || book.rich.has(i) ? s : trimmed(s);
    }
    case 'str':
    case 'inlineStr':
      return trimmed(raw);
    case 'b':
      return String(Number.parseInt(raw, 10) !== 0);
    case 'e':
      return undefined;
    default: {
      const n = Number.parseFloat(raw);
      return dateStyle ? dateText(n, book.date1904) : String(n);
    }
  }
}

/** First index of an ascending list whose value is ≥ `value`. */
function lowerBound(list: number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Streams the first sheet: row 1 names the columns (matched to the job's headers, refusing a missing required one),
 * later rows keep the text of the wanted columns. Limits are checked as each cell and row ends: more data rows than
 * allowed, a value past the last allowed column, a cell longer than allowed.
 */
export async function readRows(buf: Buffer, book: BookParts, job: SheetJob): Promise<SheetCells> {
  const { limits } = job;
  const width = job.headers.length;
  const header = new Map<number, string>();
  let slots: Map<number, number> | undefined;
  const rows: number[] = [];
  const cells: (string | null)[] = [];
  const merges: number[] = [];
  let dataRows = 0;
  let cellCount = 0;
  const countCells = (n: number) => {
    cellCount += n;
    if (cellCount > limits.maxCells) throw new Refusal('xlsxTooManyCells', { max: limits.maxCells });
  };

  let row = 0;
  let rowHasValue = false;
  let rowCells: (string | null)[] | undefined;
  let col = 0;
  let type: string | undefined;
  let dateStyle = false;
  let formula = false;
  let raw = '';
  let inValue = false;
  let inInline = false;
  let inPhonetic = false;
  let richInline = false;

  /** Matches row 1's texts to the wanted columns, once, before the first data row. */
  const resolveHeader = () => {
    if (slots) return slots;
    const found = new Map<number, number>();
    const taken = new Set<number>();
    for (const [c, text] of [...header].sort((a, b) => a[0] - b[0])) {
      const i = job.headers.findIndex((h) => h.some((name) => norm(name) === norm(text)));
      if (i >= 0 && !taken.has(i)) {
        taken.add(i);
        found.set(c, i);
      }
    }
    const missing = job.headers.filter((h, i) => job.required[i] && !taken.has(i)).map((h) => h[0]);
    if (missing.length) throw new Refusal('xlsxMissingColumns', { columns: missing.join(', ') });
    slots = found;
    return found;
  };

  const endCell = () => {
    if (raw === '' && !richInline) return;
    if (col > limits.maxColumns) throw new Refusal('xlsxTooManyColumns', { max: limits.maxColumns, row });
    const text = richInline ? raw : cellText(raw, type, formula, dateStyle, book);
    if (text !== undefined && text.length > limits.maxCellChars) throw new Refusal('xlsxCellTooLong', { cell: cellName(col, row), max: limits.maxCellChars });
    if (row === 1) {
      if (text !== undefined) header.set(col, text);
      return;
    }
    rowHasValue = true;
    const slot = slots?.get(col);
    if (slot === undefined || text === undefined) return;
    countCells(1);
    (rowCells ??= new Array<string | null>(width).fill(null))[slot] = text;
  };

  const endRow = () => {
    if (row === 1) {
      resolveHeader();
      return;
    }
    if (!rowHasValue) return;
    if (++dataRows > limits.maxRows) throw new Refusal('xlsxTooManyRows', { max: limits.maxRows });
    rows.push(row);
    for (let i = 0; i < width; i++) cells.push(rowCells?.[i] ?? null);
  };

  await parsePart(buf, book.sheet, {
    open(name, attrs) {
      switch (name) {
        case 'row':
          row = Number.parseInt(attrs.r, 10) || row + 1;
          col = 0;
          rowHasValue = false;
          rowCells = undefined;
          if (row > 1) resolveHeader();
          break;
        case 'c': {
          col = (attrs.r && columnOf(attrs.r)) || col + 1;
          type = attrs.t;
          const style = attrs.s ? Number.parseInt(attrs.s, 10) : 0;
          // Style 0 never makes a date (as exceljs read it).
          dateStyle = style > 0 && book.dateStyles[style] === true;
          formula = false;
          raw = '';
          richInline = false;
          break;
        }
        case 'v':
          inValue = true;
          break;
        case 'f':
          formula = true;
          break;
        case 'is':
          inInline = true;
          break;
        case 'r':
          if (inInline) richInline = true;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
        case 't':
          if (inInline && !inPhonetic) inValue = true;
          break;
        case 'mergeCell': {
          // A merged cell reads as its top-left cell: kept when that is a wanted column, up to one merge per allowed row.
          const [from, to = from] = (attrs.ref ?? '').split(':');
          const c1 = columnOf(from);
          if (slots?.has(c1) && merges.length < limits.maxRows * 4) merges.push(rowOf(from), c1, rowOf(to), columnOf(to));
          break;
        }
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          endCell();
          break;
        case 'row':
          endRow();
          break;
      }
    },
    text(t) {
      if (!inValue) return;
      raw += t;
      if (raw.length > limits.maxCellChars) throw new Refusal('xlsxCellTooLong', { cell: cellName(col, row), max: limits.maxCellChars });
    },
  });
  const wanted = resolveHeader();

  // Every cell a merge would fill is counted before any is filled.
  for (let m = 0; m < merges.length; m += 4) {
    const [r1, c1, r2, c2] = merges.slice(m, m + 4);
    const across = [...wanted.keys()].filter((c) => c >= c1 && c <= c2).length;
    countCells(Math.max(0, (lowerBound(rows, r2 + 1) - lowerBound(rows, r1)) * across - 1));
  }
  for (let m = 0; m < merges.length; m += 4) {
    const [r1, c1, r2, c2] = merges.slice(m, m + 4);
    const first = lowerBound(rows, r1);
    const master = rows[first] === r1 ? cells[first * width + wanted.get(c1)!] : null;
    for (let i = first; i < rows.length && rows[i] <= r2; i++)
      for (const [c, slot] of wanted) if (c >= c1 && c <= c2 && !(rows[i] === r1 && c === c1)) cells[i * width + slot] = master;
  }

  // Keep the rows with text in a wanted column; the reply is copied to the request thread, so its text is bounded.
  const kept: SheetCells = { rows: [], cells: [] };
  let chars = 0;
  for (let i = 0; i < rows.length; i++) {
    const line = cells.slice(i * width, (i + 1) * width);
    if (line.some((c) => c !== null)) {
      kept.rows.push(rows[i]);
      kept.cells.push(...line);
      for (const c of line) chars += c?.length ?? 0;
      if (chars > limits.maxReplyChars) throw new Refusal('xlsxTooMuchText', { max: limits.maxReplyChars });
    }
  }
  return kept;
}
