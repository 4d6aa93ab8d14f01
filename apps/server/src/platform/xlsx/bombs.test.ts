import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Code } from '@canteen/contract';
import { AppError } from '../http/errors';
import { translate } from '../messages';
import { SHEET_HEAD, SHEET_TAIL, letters, part, repeatedPart, sheetXml, workbook } from '../../testing/xlsxFiles';
import { IMPORT_LIMITS } from './limits';
import { readSheet, type ReadColumn, type ReadOptions } from './read';

const MB = 1024 * 1024;
const columns = [
  { key: 'num', header: ['编号', 'Number'], parse: z.string().min(1) },
  { key: 'name', header: ['姓名', 'Name'], parse: z.string().optional() },
] as const;

/** How a read was refused: code, message key and the English message. */
async function refusal(buffer: Buffer, opts?: ReadOptions, cols: readonly ReadColumn[] = columns) {
  try {
    await readSheet(buffer, cols, opts);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, key: e.key, en: translate('en', e.key, e.params) };
    throw e;
  }
  throw new Error('the file was read');
}

/** Runs `work` while sampling this thread's heap and the process's memory; returns the peak growth in MB. */
async function peakGrowth(work: () => Promise<unknown>) {
  const base = process.memoryUsage();
  let heap = base.heapUsed;
  let rss = base.rss;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  };
  const timer = setInterval(sample, 5);
  const result = await work().finally(() => clearInterval(timer));
  sample();
  return { result, heapMb: (heap - base.heapUsed) / MB, rssMb: (rss - base.rss) / MB };
}

/** A sheet's start with its header row. */
const HEAD = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>Number</t></is></c></row>`;
/** 1 MB of empty rows padded with blanks (which deflate best): nothing a limit on rows or cells stops, only the size. */
const EMPTY_ROWS = `<row><c/></row>${' '.repeat(64 * 1024 - 15)}`.repeat(16);

/** The widest import template: eight columns. */
const wide = Array.from({ length: 8 }, (_, i) => ({ key: `c${i}`, header: [`C${i}`], parse: z.string().optional() }));

/** A sheet of `rows` data rows with a number in A, whose merges (after the cells, as Excel writes them) are `ranges`. */
function mergedSheet(rows: number, master: string, ranges: string[]) {
  const header = `<row r="1">${wide.map((c, i) => `<c r="${letters(i + 1)}1" t="inlineStr"><is><t>${c.header[0]}</t></is></c>`).join('')}</row>`;
  const first = `<row r="2"><c r="A2"><v>2</v></c><c r="B2" t="inlineStr"><is><t>${master}</t></is></c></row>`;
  const body = Array.from({ length: rows - 1 }, (_, i) => `<row r="${i + 3}"><c r="A${i + 3}"><v>${i + 3}</v></c></row>`).join('');
  const merges = `<mergeCells count="${ranges.length}">${ranges.map((r) => `<mergeCell ref="${r}"/>`).join('')}</mergeCells>`;
  return workbook(part('sheet', `${SHEET_HEAD}${header}${first}${body}</sheetData>${merges}</worksheet>`));
}

describe('import bombs', () => {
  it('refuses a 200 MB zip bomb from its directory, before unpacking anything, with the size limit in the message', async () => {
    const sheet = repeatedPart('sheet', HEAD, EMPTY_ROWS, 200, SHEET_TAIL);
    const bomb = workbook(sheet);
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(sheet.size).toBeGreaterThan(200 * MB);
    const { result, heapMb, rssMb } = await peakGrowth(() => refusal(bomb));
    expect(result).toEqual({ code: Code.BUSINESS_RULE, key: 'xlsxTooLarge', en: 'The file unpacks to more than 50 MB; split it into smaller files' });
    expect(heapMb).toBeLessThan(32);
    expect(rssMb).toBeLessThan(256);
  });

  it('stops unpacking a bomb whose directory lies about its size once the real bytes pass the declared ones', async () => {
    const sheet = { ...repeatedPart('sheet', HEAD, EMPTY_ROWS, 200, SHEET_TAIL), declared: 10 * MB };
    const { result, heapMb, rssMb } = await peakGrowth(() => refusal(workbook(sheet)));
    expect(result).toEqual({ code: Code.BUSINESS_RULE, key: 'xlsxSizeMismatch', en: 'The file is damaged: a part unpacks to more than it declares' });
    expect(heapMb).toBeLessThan(32);
    expect(rssMb).toBeLessThan(256);
  });

  it('refuses absurd compression and too many parts from the directory', async () => {
    const dense = repeatedPart('sheet', HEAD, EMPTY_ROWS, 5, SHEET_TAIL);
    expect(await refusal(workbook(dense))).toEqual({ code: Code.BUSINESS_RULE, key: 'xlsxOverCompressed', en: 'The file is compressed more than 100:1, which is not a normal workbook' });
    const parts = Array.from({ length: IMPORT_LIMITS.maxParts }, (_, i) => part(`xl/media/p${i}.xml`, '<a/>'));
    expect(await refusal(workbook(part('sheet', sheetXml([['Number'], ['1']])), undefined, parts))).toEqual({
      code: Code.BUSINESS_RULE,
      key: 'xlsxTooManyParts',
      en: 'The file holds more than 1000 parts, which is not a normal workbook',
    });
  });

  it('refuses 19 000 rows × 200 columns at once, and 200 columns in a small file on its first row', async () => {
    const wide = repeatedPart('sheet', SHEET_HEAD, `<row>${'<c><v>1</v></c>'.repeat(200)}</row>`, 19_000, SHEET_TAIL);
    expect(await refusal(workbook(wide))).toMatchObject({ key: 'xlsxTooLarge' });

    const rows = Array.from({ length: 300 }, (_, r) => Array.from({ length: 200 }, (_, c) => (r === 0 && c === 0 ? 'Number' : (r * 7919 + c * 104729) % 100_000)));
    expect(await refusal(workbook(part('sheet', sheetXml(rows))))).toEqual({
      code: Code.BUSINESS_RULE,
      key: 'xlsxTooManyColumns',
      en: 'Row 1 has data past column 64; a row can hold at most 64 columns',
    });
  });

  it('accepts a value in the last allowed column and refuses one past it, naming the row', async () => {
    const row = (n: number) => [...Array.from({ length: n - 1 }, () => null), 'note'];
    const at64 = workbook(part('sheet', sheetXml([['Number', 'Name'], ['1', 'A'], row(64)])));
    expect((await readSheet(at64, columns)).rows.map((r) => r.row)).toEqual([2]);
    const at65 = workbook(part('sheet', sheetXml([['Number', 'Name'], ['1', 'A'], ['2', 'B'], row(65)])));
    expect((await refusal(at65)).en).toBe('Row 4 has data past column 64; a row can hold at most 64 columns');
  });

  it('refuses a cell longer than the limit, shared or inline, naming the cell', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['Number', 'Name']);
    sheet.addRow(['1', 'x'.repeat(IMPORT_LIMITS.maxCellChars)]);
    const fits = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await readSheet(fits, columns)).rows[0].values.name).toHaveLength(2000);
    sheet.addRow(['2', 'y'.repeat(IMPORT_LIMITS.maxCellChars + 1)]);
    const long = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await refusal(long)).toEqual({ code: Code.BUSINESS_RULE, key: 'xlsxCellTooLong', en: 'Cell B3 holds more than 2000 characters' });
    const inline = workbook(part('sheet', sheetXml([['Number'], ['1'], ['z'.repeat(100_000)]])));
    expect((await refusal(inline)).en).toBe('Cell A3 holds more than 2000 characters');
  });

  it('refuses more distinct texts than the limit', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['Number']);
    for (let i = 0; i < 60; i++) sheet.addRow([`n${i}`]);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await refusal(file, { limits: { maxSharedStrings: 50 } })).toEqual({ code: Code.BUSINESS_RULE, key: 'xlsxTooManyTexts', en: 'The file holds more than 50 distinct texts' });
    expect((await readSheet(file, columns, { limits: { maxSharedStrings: 61 } })).rows).toHaveLength(60);
  });

  it('stops a worker past the time limit and refuses the file, then reads the next file', async () => {
    // About 12 MB of numbers: far more than 50 ms of parsing.
    const rows = [['Number'], ...Array.from({ length: 20_000 }, (_, r) => Array.from({ length: 40 }, (_, c) => r * 40 + c))];
    const slow = workbook(part('sheet', sheetXml(rows)));
    expect(await refusal(slow, { limits: { timeLimitMs: 50 } })).toEqual({
      code: Code.BUSINESS_RULE,
      key: 'xlsxTooComplex',
      en: 'Reading the file took more than 1 s or 256 MB of memory; split it into smaller files',
    });
    expect((await readSheet(slow, columns)).rows).toHaveLength(20_000);
  });

  it('refuses a file that needs more memory than the worker may have', async () => {
    // 20 MB of distinct shared texts, all kept while the sheet is read: more than a 16 MB heap holds.
    const texts = Array.from({ length: 13_000 }, () => `<si><t>${randomBytes(750).toString('hex')}</t></si>`);
    const strings = part('strings', `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${texts.join('')}</sst>`);
    const file = workbook(part('sheet', `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`), strings);
    expect(await refusal(file, { limits: { heapMb: 16 } })).toMatchObject({ code: Code.BUSINESS_RULE, key: 'xlsxTooComplex' });
    // With the default heap the same file reads: its header is the first text.
    expect((await readSheet(file, [{ key: 'num', header: [texts[0].slice(7, -9)], parse: z.string().optional() }])).rows).toEqual([]);
  });

  it('refuses a merge that would copy one long cell into 140 000 cells, before expanding it, and the main thread stays small', async () => {
    const bomb = mergedSheet(20_000, 'x'.repeat(IMPORT_LIMITS.maxCellChars), ['B2:H20001']);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { result, heapMb } = await peakGrowth(() => refusal(bomb, undefined, wide));
    expect(result).toEqual({
      code: Code.BUSINESS_RULE,
      key: 'xlsxTooMuchText',
      en: 'The cells of the file hold more than 16000000 characters in all; split it into smaller files',
    });
    expect(heapMb).toBeLessThan(64);
  });

  it('counts the cells a merge covers against the cell limit before expanding it', async () => {
    const file = mergedSheet(2000, 'dept', ['B2:B2001']);
    expect(await refusal(file, { limits: { maxCells: 3000 } }, wide)).toEqual({
      code: Code.BUSINESS_RULE,
      key: 'xlsxTooManyCells',
      en: 'The file holds more than 3000 cells (a merged range counts every cell it covers); split it into smaller files',
    });
    // Under the limit the merge reads as its top-left cell in every row it covers.
    const { rows } = await readSheet(file, wide, { limits: { maxCells: 4000 } });
    expect(rows).toHaveLength(2000);
    expect(rows.every((r) => r.values.c1 === 'dept')).toBe(true);
  });

  it('bounds the text the worker sends back, shared strings repeated included', async () => {
    const texts = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Number</t></si><si><t>${'y'.repeat(2000)}</t></si></sst>`;
    const rows = Array.from({ length: 1000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>1</v></c></row>`).join('');
    const file = workbook(part('sheet', `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${rows}${SHEET_TAIL}`), part('strings', texts));
    expect((await readSheet(file, columns)).rows).toHaveLength(1000);
    expect(await refusal(file, { limits: { maxReplyChars: 1_000_000 } })).toMatchObject({ code: Code.BUSINESS_RULE, key: 'xlsxTooMuchText' });
  });
});
