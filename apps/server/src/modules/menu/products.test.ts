import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type MenuDishChoice, type MenuProduct, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, addCanteen, limitedToken } from '../../testing/api';
import { addDish, countRows, exportRows, removeDishState, tokenWithout, unique } from './productsTestSetup';
import { productExportLimits } from './products';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let otherCanteen: number;
let stall: number;
let otherStall: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteen(t, admin, unique('一食堂'));
  otherCanteen = await addCanteen(t, admin, unique('二食堂'));
  stall = (await ok<{ stallId: number }>(t, 'canteens.stallAdd', { canteenId: canteen, stallName: '小卖部' }, admin)).stallId;
  otherStall = (await ok<{ stallId: number }>(t, 'canteens.stallAdd', { canteenId: otherCanteen, stallName: '小卖部' }, admin)).stallId;
});
afterAll(() => t.close());

const reply = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
const code = async (id: string, content: Record<string, unknown>, token = admin) => (await reply(id, content, token)).code;
const page = (content: Record<string, unknown>, token = admin) => ok<Page<MenuProduct>>(t, 'menuProducts.productPage', { limit: 500, ...content }, token);
const water = (over: Record<string, unknown> = {}) => ({ name: unique('矿泉水'), canteenId: canteen, stallId: stall, price: 200, stock: 100, barcode: '', unit: '瓶', ...over });

describe('products', () => {
  it('adds a packaged item and a dish, lists and edits them; a new product is off sale and only putaway puts it on', async () => {
    const eggs = await addDish(t, unique('煮鸡蛋'), 150);
    const item = water({ barcode: '6901234567892', images: ['/files/dishes/a.png'], remark: '冷柜第二层' });
    const { productId: waterId } = await ok<{ productId: number }>(t, 'menuProducts.productAdd', item, admin);
    // No name of its own: the dish's.
    const { productId: eggId } = await ok<{ productId: number }>(t, 'menuProducts.productAdd', { name: '', dishId: eggs, canteenId: canteen, price: 180 }, admin);
    const rows = (await page({ canteenId: canteen })).records;
    expect(rows.find((r) => r.productId === waterId)).toEqual(
      expect.objectContaining({ name: item.name, dishId: null, dishName: null, stallId: stall, stallName: '小卖部', price: 200, stock: 100, barcode: '6901234567892', unit: '瓶', images: ['/files/dishes/a.png'], putaway: false, putawayAt: null }),
    );
    const egg = rows.find((r) => r.productId === eggId)!;
    expect(egg).toEqual(expect.objectContaining({ dishId: eggs, stallId: null, stock: null, price: 180, putaway: false }));
    expect(egg.name).toBe(egg.dishName);

    // An edit that sends a sale state changes the fields, never the state.
    await ok(t, 'menuProducts.productEdit', { productId: waterId, ...item, price: 250, stock: null, putaway: true }, admin);
    const edited = (await page({ name: item.name })).records[0];
    expect(edited).toEqual(expect.objectContaining({ price: 250, stock: null, putaway: false }));

    expect(await ok(t, 'menuProducts.productPutaway', { productIds: [waterId, eggId], putaway: true }, admin)).toEqual({ changed: 2 });
    expect((await page({ canteenId: canteen, putaway: true })).records.map((r) => r.productId).sort()).toEqual([waterId, eggId].sort());
    expect((await page({ name: item.name })).records[0].putawayAt).not.toBeNull();
    // Again: nothing changes.
    expect(await ok(t, 'menuProducts.productPutaway', { productIds: [waterId], putaway: true }, admin)).toEqual({ changed: 0 });
    expect((await page({ canteenId: canteen, kind: 'dish' })).records.map((r) => r.productId)).toEqual([eggId]);
    expect((await page({ barcode: '690123' })).records.map((r) => r.productId)).toEqual([waterId]);

    await ok(t, 'menuProducts.productRemove', { productId: waterId }, admin);
    expect((await page({ name: item.name })).total).toBe(0);
  });

  it('offers only approved dishes, and a dish a product sells cannot be removed', async () => {
    const pending = await addDish(t, unique('待审菜'), 500, { approved: false });
    const approved = await addDish(t, unique('酸奶'), 500);
    const choices = await ok<MenuDishChoice[]>(t, 'menuProducts.productDishList', {}, admin);
    expect(choices.map((c) => c.dishId)).toContain(approved);
    expect(choices.map((c) => c.dishId)).not.toContain(pending);
    const r = await reply('menuProducts.productAdd', { name: '', dishId: pending, canteenId: canteen, price: 100 });
    expect(r.code).toBe(Code.VALIDATION);
    expect((r.data as { fields: { field: string }[] }).fields[0].field).toBe('dishId');

    await ok(t, 'menuProducts.productAdd', { name: '', dishId: approved, canteenId: canteen, price: 600 }, admin);
    expect(await removeDishState(t, approved)).toBe('23503');
    const unused = await addDish(t, unique('无人用'), 100);
    expect(await removeDishState(t, unused)).toBeUndefined();
  });

  it('refuses bad input with a coded error and writes nothing', async () => {
    const before = await countRows(t, 'menu_products');
    const taken = water({ barcode: '6900000000001' });
    await ok(t, 'menuProducts.productAdd', taken, admin);
    const fieldOf = async (content: Record<string, unknown>) => {
      const r = await reply('menuProducts.productAdd', content);
      expect(r.code, JSON.stringify(r)).toBe(Code.VALIDATION);
      return (r.data as { fields: { field: string }[] }).fields[0].field;
    };
    expect(await fieldOf(water({ price: -1 }))).toBe('price');
    expect(await fieldOf(water({ price: 1.5 }))).toBe('price');
    expect(await fieldOf(water({ name: '' }))).toBe('name');
    expect(await fieldOf(water({ stallId: otherStall }))).toBe('stallId');
    expect(await fieldOf(water({ barcode: 'no spaces' }))).toBe('barcode');
    expect(await fieldOf(water({ images: Array(6).fill('/a.png') }))).toBe('images');
    expect(await fieldOf({ ...taken })).toBe('name');
    expect(await fieldOf(water({ barcode: '6900000000001' }))).toBe('barcode');
    expect(await code('menuProducts.productAdd', water({ dishId: 999999 }))).toBe(Code.VALIDATION);
    expect(await code('menuProducts.productAdd', water({ canteenId: 999999 }))).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.productPutaway', { productIds: [], putaway: true })).toBe(Code.VALIDATION);
    expect(await countRows(t, 'menu_products')).toBe(before + 1);
    // The same barcode in another canteen is another product.
    await ok(t, 'menuProducts.productAdd', water({ canteenId: otherCanteen, stallId: null, barcode: '6900000000001' }), admin);
  });

  it('keeps merchants apart, needs the menu, and keeps a canteen-limited role to its canteens', async () => {
    const mine = water();
    const { productId } = await ok<{ productId: number }>(t, 'menuProducts.productAdd', mine, admin);
    const { productId: theirsId } = await ok<{ productId: number }>(t, 'menuProducts.productAdd', water({ canteenId: otherCanteen, stallId: null }), admin);

    expect((await page({}, admin2)).records.map((r) => r.productId)).not.toContain(productId);
    expect(await code('menuProducts.productEdit', { productId, ...mine, price: 1 }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.productRemove', { productId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.productPutaway', { productIds: [productId], putaway: true }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.productAdd', water(), admin2)).toBe(Code.NOT_FOUND);

    const noMenu = await tokenWithout(t, admin, 305000);
    expect(await code('menuProducts.productPage', {}, noMenu)).toBe(Code.FORBIDDEN);
    expect(await code('menuProducts.productPutaway', { productIds: [productId], putaway: true }, noMenu)).toBe(Code.FORBIDDEN);

    const limited = await limitedToken(t, admin, unique('p'), [canteen]);
    const seen = (await page({}, limited)).records;
    expect(seen.map((r) => r.productId)).toContain(productId);
    expect(seen.every((r) => r.canteenId === canteen)).toBe(true);
    expect(await code('menuProducts.productRemove', { productId: theirsId }, limited)).toBe(Code.NOT_FOUND);
    // All or none: one product outside the scope refuses the whole call.
    expect(await code('menuProducts.productPutaway', { productIds: [productId, theirsId], putaway: true }, limited)).toBe(Code.NOT_FOUND);
    expect((await page({ name: mine.name })).records[0].putaway).toBe(false);
    expect(await code('menuProducts.productAdd', water({ canteenId: otherCanteen, stallId: null }), limited)).toBe(Code.NOT_FOUND);
    expect((await reply('menuProducts.productRemove', { productId: 0 })).code).toBe(Code.VALIDATION);
  });

  it('exports the filtered products, and refuses more than the cap', async () => {
    const item = water({ barcode: '6911111111111' });
    await ok(t, 'menuProducts.productAdd', item, admin);
    const { rows } = await exportRows(t, 'menuProducts.productExport', { name: item.name }, admin);
    expect(rows).toHaveLength(2);
    expect(rows![1]).toEqual(expect.arrayContaining([item.name, 2, '6911111111111', 'Off sale']));
    productExportLimits.cap = 0;
    try {
      expect((await exportRows(t, 'menuProducts.productExport', { name: item.name }, admin)).reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      productExportLimits.cap = 50_000;
    }
  });
});
