import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type MenuSetMeal, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, addCanteen, limitedToken } from '../../testing/api';
import { addDish, countRows, exportRows, removeDishState, tokenWithout, unique } from './productsTestSetup';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let otherCanteen: number;
let pork: number;
let broccoli: number;
let rice: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteen(t, admin, unique('一食堂'));
  otherCanteen = await addCanteen(t, admin, unique('二食堂'));
  pork = await addDish(t, unique('红烧肉'), 1800);
  broccoli = await addDish(t, unique('清炒西兰花'), 800);
  rice = await addDish(t, unique('米饭'), 100);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const page = (content: Record<string, unknown>, token = admin) => ok<Page<MenuSetMeal>>(t, 'menuProducts.setMealPage', { limit: 500, ...content }, token);
const lunchSet = (over: Record<string, unknown> = {}) => ({
  name: unique('工作餐A'),
  canteenId: canteen,
  mealTypes: [2, 4],
  price: 2200,
  items: [
    { dishId: pork, qty: 1 },
    { dishId: broccoli, qty: 1 },
    { dishId: rice, qty: 2 },
  ],
  ...over,
});

describe('set meals', () => {
  it('adds a set and shows the list price of its items against its price, and the saving', async () => {
    const set = lunchSet({ remark: '午晚餐供应' });
    const { packageId } = await ok<{ packageId: number }>(t, 'menuProducts.setMealAdd', set, admin);
    const row = (await page({ name: set.name })).records[0];
    expect(row).toEqual(
      expect.objectContaining({ packageId, canteenId: canteen, mealTypes: [2, 4], price: 2200, listPrice: 1800 + 800 + 2 * 100, saving: 600, enabled: true, remark: '午晚餐供应' }),
    );
    expect(row.items).toEqual([
      expect.objectContaining({ dishId: pork, qty: 1, unitPrice: 1800, amount: 1800 }),
      expect.objectContaining({ dishId: broccoli, qty: 1, unitPrice: 800, amount: 800 }),
      expect.objectContaining({ dishId: rice, qty: 2, unitPrice: 100, amount: 200 }),
    ]);
    // A dish's new price shows at once.
    await t.db.query(`UPDATE menu_dishes SET price = 2000 WHERE id = $1`, [pork]);
    expect((await page({ name: set.name })).records[0]).toEqual(expect.objectContaining({ listPrice: 3000, saving: 800 }));
    await t.db.query(`UPDATE menu_dishes SET price = 1800 WHERE id = $1`, [pork]);

    await ok(t, 'menuProducts.setMealEdit', { packageId, ...set, mealTypes: [2], price: 3000, items: [{ dishId: pork, qty: 2 }], enabled: false }, admin);
    const edited = (await page({ name: set.name })).records[0];
    expect(edited).toEqual(expect.objectContaining({ mealTypes: [2], price: 3000, listPrice: 3600, saving: 600, enabled: false }));
    expect(edited.items.map((i) => [i.dishId, i.qty])).toEqual([[pork, 2]]);
    expect((await page({ name: set.name, mealType: 4 })).total).toBe(0);
    expect((await page({ name: set.name, mealType: 2, enabled: false })).total).toBe(1);

    // A dish a set holds cannot be removed; once the set is gone it can.
    const only = await addDish(t, unique('小米粥'), 200);
    const { packageId: breakfast } = await ok<{ packageId: number }>(t, 'menuProducts.setMealAdd', lunchSet({ mealTypes: [1], items: [{ dishId: only, qty: 1 }] }), admin);
    expect(await removeDishState(t, only)).toBe('23503');
    await ok(t, 'menuProducts.setMealRemove', { packageId: breakfast }, admin);
    expect(await removeDishState(t, only)).toBeUndefined();
  });

  it('refuses bad input with a coded error and writes nothing', async () => {
    const pending = await addDish(t, unique('待审'), 100, { approved: false });
    const [sets, items] = [await countRows(t, 'menu_set_meals'), await countRows(t, 'menu_set_meal_items')];
    const refused = async (over: Record<string, unknown>) => {
      const r = await t.call('menuProducts.setMealAdd', lunchSet(over), { token: admin });
      expect(r.code, JSON.stringify(over)).toBe(Code.VALIDATION);
      return (r.data as { fields: { field: string }[] }).fields[0].field;
    };
    expect(await refused({ items: [] })).toBe('items');
    expect(await refused({ items: [{ dishId: pork, qty: 1 }, { dishId: pork, qty: 2 }] })).toBe('items');
    expect(await refused({ items: [{ dishId: pork, qty: 0 }] })).toMatch(/^items/);
    expect(await refused({ items: [{ dishId: pending, qty: 1 }] })).toBe('items');
    expect(await refused({ items: [{ dishId: 999999, qty: 1 }] })).toBe('items');
    expect(await refused({ mealTypes: [] })).toBe('mealTypes');
    expect(await refused({ mealTypes: [2, 2] })).toBe('mealTypes');
    expect(await refused({ mealTypes: [6] })).toMatch(/^mealTypes/);
    expect(await refused({ price: -5 })).toBe('price');
    const taken = lunchSet();
    await ok(t, 'menuProducts.setMealAdd', taken, admin);
    expect(await refused({ name: taken.name })).toBe('name');
    expect([await countRows(t, 'menu_set_meals'), await countRows(t, 'menu_set_meal_items')]).toEqual([sets + 1, items + 3]);
  });

  it('keeps merchants apart, needs the menu, keeps a canteen-limited role to its canteens, and exports', async () => {
    const set = lunchSet();
    const { packageId } = await ok<{ packageId: number }>(t, 'menuProducts.setMealAdd', set, admin);
    const { packageId: theirs } = await ok<{ packageId: number }>(t, 'menuProducts.setMealAdd', lunchSet({ canteenId: otherCanteen }), admin);

    expect((await page({}, admin2)).total).toBe(0);
    expect(await code('menuProducts.setMealEdit', { packageId, ...set }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.setMealRemove', { packageId }, admin2)).toBe(Code.NOT_FOUND);
    // Merchant 1's dishes are unknown to merchant 2.
    const own2 = await addCanteen(t, admin2, unique('商户二食堂'));
    expect(await code('menuProducts.setMealAdd', lunchSet({ canteenId: own2 }), admin2)).toBe(Code.VALIDATION);

    const noMenu = await tokenWithout(t, admin, 306000);
    expect(await code('menuProducts.setMealPage', {}, noMenu)).toBe(Code.FORBIDDEN);
    expect(await code('menuProducts.setMealRemove', { packageId }, noMenu)).toBe(Code.FORBIDDEN);

    const limited = await limitedToken(t, admin, unique('s'), [canteen]);
    const seen = (await page({}, limited)).records;
    expect(seen.map((s) => s.packageId)).toContain(packageId);
    expect(seen.map((s) => s.packageId)).not.toContain(theirs);
    expect(await code('menuProducts.setMealRemove', { packageId: theirs }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.setMealAdd', lunchSet({ canteenId: otherCanteen }), limited)).toBe(Code.NOT_FOUND);

    const { rows } = await exportRows(t, 'menuProducts.setMealExport', { name: set.name }, admin);
    expect(rows).toHaveLength(2);
    expect(rows![1]).toEqual(expect.arrayContaining([set.name, 'Lunch、Dinner', 28, 22, 6, 'Yes']));
  });
});
