import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DishBasicsRow } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { dishType, roleToken, unique } from './dishesTestKit';

/**
 * The recipe planner and the health recipes pick dishes through calls of their own menus: a role that plans recipes
 * (307000) or health recipes (902000) without managing dishes (304000) still finds approved dishes by pinyin.
 */
let t: TestServer;
let admin: string;
let name: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  const typeId = await dishType(t, admin);
  name = unique('红烧肉');
  const { dishesId } = await ok<{ dishesId: number }>(t, 'menuDishes.dishAdd', { dishName: name, typeId, price: 1500 }, admin);
  await ok(t, 'menuDishes.dishAdd', { dishName: unique('待审菜'), typeId, price: 900 }, admin);
  await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }, admin);
});
afterAll(() => t.close());

describe('dish pickers of the recipe planner and the health recipes', () => {
  it.each([
    ['menuRecipes.dishChoices', 307000],
    ['healthRecipes.dishChoices', 902000],
  ])('%s finds approved dishes by pinyin for a role with only menu %i, and that role cannot manage dishes', async (id, menuId) => {
    const token = await roleToken(t, admin, { menuIds: [menuId] });
    const found = await ok<DishBasicsRow[]>(t, id, { keyword: 'hsr' }, token);
    expect(found.map((d) => d.dishName)).toEqual([name]);
    expect((await t.call('menuDishes.dishBasics', { keyword: 'hsr' }, { token })).code).toBe(Code.FORBIDDEN);
  });
});
