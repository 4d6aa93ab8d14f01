import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Code } from '@canteen/contract';
import { AppError } from '../http/errors';
import { readSheet } from './read';

const columns = [
  { key: 'num', header: ['编号', 'Number'], parse: z.string().min(1) },
  { key: 'name', header: ['姓名', 'Name'], parse: z.string().max(12).optional() },
] as const;

async function book(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('s');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const codeOf = async (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof AppError ? [e.code, e.key] : e));

describe('readSheet', () => {
  it('reads cells as text by header in any accepted language, skips empty rows and reports bad cells by row', async () => {
    const buffer = await book([
      [' name ', 'NUMBER'],
      [{ richText: [{ text: 'Li' }, { text: ' Lei' }] }, 1001],
      [],
      ['Too long name', { formula: '1+1', result: 2 }],
      [new Date(Date.UTC(2024, 1, 29)), ''],
    ]);
    const { rows, errors } = await readSheet(buffer, columns);
    expect(rows.map((r) => [r.row, r.ok, r.values])).toEqual([
      [2, true, { num: '1001', name: 'Li Lei' }],
      [4, false, { num: '2' }],
      [5, false, { name: '2024-02-29' }],
    ]);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [4, 'name'],
      [5, 'num'],
    ]);
  });

  it('reads numbers, booleans, errors, formula results, dates by their format (1904 too) and merged cells as typed', async () => {
    const wb = new ExcelJS.Workbook();
    wb.properties.date1904 = true;
    const sheet = wb.addWorksheet('s');
    sheet.addRow(['Number', 'Name', 'Org', 'When']);
    sheet.addRow([1.5, true, { formula: 'A1', result: 'x ' }, new Date(Date.UTC(2024, 0, 2, 3, 4, 5))]);
    sheet.addRow([2, { error: '#N/A' }, 'Merged', 45000]);
    sheet.getCell('D3').numFmt = 'yyyy"年"m"月"d"日"';
    sheet.addRow([3, false, null, 45000.5]);
    sheet.getCell('D4').numFmt = '0.00';
    sheet.mergeCells('C3:C4');
    const text = z.string().optional();
    const cols = [
      { key: 'num', header: ['Number'], parse: text },
      { key: 'name', header: ['Name'], parse: text },
      { key: 'org', header: ['Org'], parse: text },
      { key: 'when', header: ['When'], parse: text },
    ];
    const { rows } = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()), cols);
    expect(rows.map((r) => r.raw)).toEqual([
      { num: '1.5', name: 'true', org: 'x', when: '2024-01-02 03:04:05' },
      { num: '2', name: undefined, org: 'Merged', when: '2027-03-16' },
      { num: '3', name: 'false', org: 'Merged', when: '45000.5' },
    ]);
  });

  it('refuses a file that is not a workbook, a missing required column and too many rows (42200)', async () => {
    expect(await codeOf(readSheet(Buffer.from('a,b\n1,2'), columns))).toEqual([Code.BUSINESS_RULE, 'xlsxNotWorkbook']);
    expect(await codeOf(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), columns))).toEqual([Code.BUSINESS_RULE, 'xlsxNotWorkbook']);
    expect(await codeOf(readSheet(await book([['Name'], ['x']]), columns))).toEqual([Code.BUSINESS_RULE, 'xlsxMissingColumns']);
    const many = await book([['Number'], ...Array.from({ length: 11 }, (_, i) => [String(i)])]);
    expect(await codeOf(readSheet(many, columns, { maxRows: 10 }))).toEqual([Code.BUSINESS_RULE, 'xlsxTooManyRows']);
    expect((await readSheet(many, columns, { maxRows: 11 })).rows.length).toBe(11);
  });
});
