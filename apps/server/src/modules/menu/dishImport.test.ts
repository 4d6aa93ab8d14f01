import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, envelopeQuery, type Dish, type DishImportFailure, type DishImportResult, type Page } from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { count, roleToken, unique } from './dishesTestKit';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  await ok(t, 'menuDishes.initData', {}, admin);
  await t.db.query(`INSERT INTO menu_materials (merchant_id, name) VALUES (1, '五花肉'), (1, '酱油') ON CONFLICT DO NOTHING`);
});
afterAll(() => t.close());

async function sheet(header: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (buffer: Buffer, token = admin) =>
  t.call<DishImportResult>('menuDishes.dishImport', {}, { token, file: { name: 'dishes.xlsx', data: buffer, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });

const HEADER = ['菜品名称', '菜品类型', '售价(元)', '档口', '口味', '推荐', '配料(原材料:克)'];

describe('dish import', () => {
  it('imports the good rows (to review) and keeps the bad ones in the batch failure list with their cells and reason', async () => {
    const existing = unique('已有');
    await ok(t, 'menuDishes.dishAdd', { dishName: existing, typeId: (await t.db.query<{ id: number }>(`SELECT id FROM menu_dish_types WHERE merchant_id = 1 AND name = '热菜'`))[0].id, price: 100 }, admin);
    const good = unique('红烧肉');
    const file = await sheet(HEADER, [
      [good, '热菜', '15.5', '炒菜档口', '咸鲜，香辣', '是', '五花肉:150;酱油:10'],
      [unique('米饭'), '主食', 1, '', '', '', ''],
      ['', '热菜', '3', '', '', '', ''],
      [unique('无类型'), '西餐', '3', '', '', '', ''],
      [unique('坏价格'), '热菜', '3.456', '', '', '', ''],
      [unique('坏配料'), '热菜', '3', '', '', '', '龙虾:100'],
      [good, '热菜', '12', '', '', '', ''],
      [existing, '热菜', '12', '', '', '', ''],
      [unique('坏档口'), '热菜', '8', '不存在的档口', '', '', ''],
    ]);
    const r = await upload(file);
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toEqual({ batchId: expect.any(Number), total: 9, imported: 2, failed: 7 });

    const dish = (await ok<Page<Dish>>(t, 'menuDishes.dishPage', { keyword: good }, admin)).records[0];
    expect(dish).toEqual(expect.objectContaining({ price: 1550, auditState: 'pending', recommended: true, cookName: '炒菜档口' }));
    expect(dish.classes.map((c) => c.className).sort()).toEqual(['咸鲜', '香辣'].sort());
    expect(await count(t, `menu_dish_ingredients WHERE dish_id = ${dish.dishesId}`)).toBe(2);

    const fails = await ok<Page<DishImportFailure>>(t, 'menuDishes.importFailPage', { batchId: r.data.batchId }, admin);
    expect(fails.records.map((f) => [f.row, f.reason])).toEqual([
      [4, expect.stringContaining('Dish name')],
      [5, expect.stringContaining('西餐')],
      [6, expect.stringContaining('3.456')],
      [7, expect.stringContaining('龙虾')],
      [8, 'The dish name repeats row 2'],
      [9, 'A dish with this name already exists'],
      [10, expect.stringContaining('不存在的档口')],
    ]);
    expect(fails.records[1]).toEqual(expect.objectContaining({ fileName: 'dishes.xlsx', values: expect.objectContaining({ 'Dish type': '西餐', 'Price (yuan)': '3' }) }));
  });

  it('refuses a file that is no workbook or lacks a required column, and a role without the dishes menu; writes nothing', async () => {
    const before = await count(t, 'menu_dish_import_batches');
    expect((await upload(Buffer.from('not a workbook'))).code).toBe(Code.BUSINESS_RULE);
    expect((await upload(await sheet(['菜品名称', '售价(元)'], [['x', 1]]))).code).toBe(Code.BUSINESS_RULE);
    const noMenu = await roleToken(t, admin, { menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 304000) });
    expect((await upload(await sheet(HEADER, [['y', '热菜', 1]]), noMenu)).code).toBe(Code.FORBIDDEN);
    expect(await count(t, 'menu_dish_import_batches')).toBe(before);
  });

  it('imports nothing of a type outside the role’s scope and shows no failure of another merchant', async () => {
    const hot = (await t.db.query<{ id: number }>(`SELECT id FROM menu_dish_types WHERE merchant_id = 1 AND name = '热菜'`))[0].id;
    const scoped = await roleToken(t, admin, { dishScopeIds: [hot] });
    const r = await upload(await sheet(HEADER, [[unique('a'), '热菜', 2], [unique('b'), '凉菜', 2]]), scoped);
    expect(r.data).toEqual(expect.objectContaining({ imported: 1, failed: 1 }));
    const admin2 = await t.token('admin2', 'Admin@123');
    expect((await ok<Page<DishImportFailure>>(t, 'menuDishes.importFailPage', { batchId: r.data.batchId }, admin2)).total).toBe(0);
  });

  it('serves a template in the caller’s language whose example row imports as it is', async () => {
    await t.db.query(`INSERT INTO menu_materials (merchant_id, name) VALUES (1, '白砂糖') ON CONFLICT DO NOTHING`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/yunshitang/api/v1/menudishes/import/template',
      query: envelopeQuery(envelopeFor({}, admin)) as Record<string, string>,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Dish name', 'Dish type', 'Price (yuan)']);
    const r = await upload(res.rawPayload);
    expect(r.data).toEqual(expect.objectContaining({ total: 1, imported: 1, failed: 0 }));
  });

  it('exports the dishes of the filters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/yunshitang/api/v1/menudishes/export',
      payload: envelopeFor({ keyword: 'hsr' }, admin),
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheetRows = wb.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(sheetRows[0][1]).toBe('菜品名称');
    // The template's example and the first test's dish, both 红烧肉 by pinyin.
    expect(sheetRows.slice(1).map((row) => String(row[1]).slice(0, 3))).toEqual(['红烧肉', '红烧肉']);
    expect(sheetRows.find((row) => row[1] === '红烧肉')?.[6]).toBe(15);
  });
});
