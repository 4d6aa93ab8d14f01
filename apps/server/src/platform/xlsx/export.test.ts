import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code } from '@canteen/contract';
import type { Ctx } from '../context';
import { AppError } from '../http/errors';
import { exportXlsx, inChunks } from './export';

const ctx = { lang: 'zh', requestId: 't', log: { error: () => {} } } as unknown as Ctx;

async function read(body: NodeJS.ReadableStream | Buffer): Promise<ExcelJS.Worksheet> {
  const chunks: Buffer[] = [];
  if (Buffer.isBuffer(body)) chunks.push(body);
  else for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('exportXlsx', () => {
  it('streams the rows with headers in the caller’s language, money in yuan with 0.00, codes as words', async () => {
    async function* rows() {
      yield* inChunks(async (limit, offset) => [1, 2, 3, 4, 5].slice(offset, offset + limit).map((n) => ({ name: `P${n}`, amount: n * 1250, kind: 'a', at: '2025-03-01T00:30:00Z' })), 2);
    }
    const reply = exportXlsx(ctx, {
      fileName: '充值记录',
      sheetName: '充值记录',
      total: 5,
      timeZone: 'Asia/Shanghai',
      columns: [
        { header: { zh: '姓名', en: 'Name', es: 'Nombre', ja: '氏名' }, key: 'name' },
        { header: '金额', key: 'amount', money: true },
        { header: '类型', key: 'kind', labels: { a: { zh: '充值', en: 'Recharge', es: 'Recarga', ja: 'チャージ' } } },
        { header: '时间', key: 'at', time: true },
      ],
      rows: rows(),
    });
    expect(reply.fileName).toBe('充值记录.xlsx');
    const sheet = await read(reply.body);
    expect(sheet.name).toBe('充值记录');
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '金额', '类型', '时间']);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).values).toEqual([undefined, 'P1', 12.5, '充值', '2025-03-01 08:30:00']);
    expect(sheet.getRow(6).getCell(2).value).toBe(62.5);
    expect(sheet.getRow(6).getCell(2).numFmt).toBe('0.00');
  });

  it('writes the columns the caller asked for, in its order, skipping keys it does not know', async () => {
    const columns = [
      { header: 'A', key: 'a' },
      { header: 'B', key: 'b' },
      { header: 'C', key: 'c' },
      { header: 'D1', key: 'd1', field: 'd' },
      { header: 'D2', key: 'd2', field: 'd' },
    ];
    const sheetOf = (exportColumns?: string[]) =>
      read(exportXlsx({ ...ctx, exportColumns }, { fileName: 'x', sheetName: 'x', columns, rows: [{ a: 1, b: 2, c: 3, d1: 4, d2: 5 }], total: 1 }).body);
    const picked = await sheetOf(['c', 'nope', 'a', 'c']);
    expect(picked.getRow(1).values).toEqual([undefined, 'C', 'A']);
    expect(picked.getRow(2).values).toEqual([undefined, 3, 1]);
    // A field written as several columns brings them all, in the export's order.
    expect((await sheetOf(['d', 'b'])).getRow(2).values).toEqual([undefined, 4, 5, 2]);
    // No list, or no key it knows (an old client, the API): every column.
    expect((await sheetOf()).getRow(1).values).toEqual([undefined, 'A', 'B', 'C', 'D1', 'D2']);
    expect((await sheetOf(['nope'])).getRow(1).values).toEqual([undefined, 'A', 'B', 'C', 'D1', 'D2']);
  });

  it('refuses more rows than the cap with 42200 exportCap before streaming anything', () => {
    let read = false;
    const rows = {
      async *[Symbol.asyncIterator]() {
        read = true;
        yield {};
      },
    };
    let error: unknown;
    try {
      exportXlsx(ctx, { fileName: 'x', sheetName: 'x', columns: [{ header: 'a', key: 'a' }], rows, total: 3, cap: 2 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(Code.BUSINESS_RULE);
    expect((error as AppError).key).toBe('exportCap');
    expect(read).toBe(false);
  });
});
