import { Refusal, type SheetLimits } from './limits';
import { parsePart } from './xml';
import type { ZipEntry } from './zip';

/** What reading the first sheet needs from the rest of the workbook. */
export interface BookParts {
  sheet: ZipEntry;
  date1904: boolean;
  /** Shared strings, each cut to one character past the cell limit (the cell that uses it is refused). */
  strings: string[];
  /** Indexes of shared strings written as rich text (read as typed, not trimmed, like exceljs). */
  rich: Set<number>;
  /** Per cell style (`s`): whether its number format shows a date. */
  dateStyles: boolean[];
}

// Built-in number formats that show dates or times (ECMA-376 §18.8.30, with the East Asian ones).
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when, outside quotes and brackets, it has a date or time letter (as exceljs decides). */
const isDateFormat = (code: string) => /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** A relationship target as a zip path: relative to xl/, or absolute from the root. */
function resolveTarget(target: string): string {
  const parts: string[] = target.startsWith('/') ? [] : ['xl'];
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

const none = () => {};

async function firstSheet(buf: Buffer, entries: Map<string, ZipEntry>) {
  const book = entries.get('xl/workbook.xml');
  if (!book) throw new Refusal('xlsxNotWorkbook');
  const relIds: string[] = [];
  let date1904 = false;
  await parsePart(buf, book, {
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      if (name === 'sheet') relIds.push(Object.entries(attrs).find(([k]) => k === 'id' || k.endsWith(':id'))?.[1] ?? '');
    },
    close: none,
    text: none,
  });
  const worksheets = new Map<string, string>();
  const byType = new Map<string, string>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels)
    await parsePart(buf, rels, {
      open(name, attrs) {
        if (name !== 'Relationship' || !attrs.Target) return;
        const target = resolveTarget(attrs.Target);
        const type = attrs.Type?.slice(attrs.Type.lastIndexOf('/') + 1) ?? '';
        if (type === 'worksheet') worksheets.set(attrs.Id, target);
        byType.set(type, target);
      },
      close: none,
      text: none,
    });
  // The first worksheet in the workbook's order (chart sheets are not worksheets).
  const first = relIds.find((id) => worksheets.has(id));
  const sheet = entries.get((first && worksheets.get(first)) || 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new Refusal('xlsxNotWorkbook');
  return {
    sheet,
    date1904,
    strings: entries.get(byType.get('sharedStrings') ?? 'xl/sharedStrings.xml'),
    styles: entries.get(byType.get('styles') ?? 'xl/styles.xml'),
  };
}

async function dateStyles(buf: Buffer, styles: ZipEntry | undefined): Promise<boolean[]> {
  if (!styles) return [];
  const formats = new Map<number, string>();
  const xfs: number[] = [];
  let inCellXfs = false;
  await parsePart(buf, styles, {
    open(name, attrs) {
      if (name === 'numFmt') formats.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) xfs.push(Number(attrs.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: none,
  });
  return xfs.map((id) => {
    const custom = formats.get(id);
    return custom === undefined ? BUILTIN_DATES.has(id) : isDateFormat(custom);
  });
}

async function sharedStrings(buf: Buffer, part: ZipEntry | undefined, limits: SheetLimits) {
  const strings: string[] = [];
  const rich = new Set<number>();
  if (!part) return { strings, rich };
  let inItem = false;
  let inText = false;
  let inPhonetic = false;
  let isRich = false;
  let text = '';
  await parsePart(buf, part, {
    open(name) {
      if (name === 'si') {
        inItem = true;
        isRich = false;
        text = '';
      } else if (name === 'r') isRich = true;
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && inItem && !inPhonetic) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        inItem = false;
        if (isRich) rich.add(strings.length);
        strings.push(text);
        if (strings.length > limits.maxSharedStrings) throw new Refusal('xlsxTooManyTexts', { max: limits.maxSharedStrings });
      }
    },
    text(t) {
      if (inText && text.length <= limits.maxCellChars) text = (text + t).slice(0, limits.maxCellChars + 1);
    },
  });
  return { strings, rich };
}

/** Finds the first sheet (in the workbook's order) and reads what its cells refer to: styles and shared strings. */
export async function readBookParts(buf: Buffer, entries: Map<string, ZipEntry>, limits: SheetLimits): Promise<BookParts> {
  const found = await firstSheet(buf, entries);
  const { strings, rich } = await sharedStrings(buf, found.strings, limits);
  return { sheet: found.sheet, date1904: found.date1904, strings, rich, dateStyles: await dateStyles(buf, found.styles) };
}
