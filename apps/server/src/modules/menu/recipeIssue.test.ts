import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DishTypeChoice, type IssueDevice, type MachineMealList, type MenuBind, type Page, type RecipeIssueRecord, type RecipePlan } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, count, limitedToken, type Fields } from '../../testing/api';
import { addCanteenSql, addDevice, addDish, addDishType } from './recipesTestSetup';
import { roleToken } from './dishesTestKit';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let otherCanteen: number;
let hot: number;
let staple: number;
let dishes: { pork: number; tofu: number; rice: number };

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteenSql(t, 1);
  otherCanteen = await addCanteenSql(t, 1);
  hot = await addDishType(t);
  staple = await addDishType(t);
  dishes = {
    pork: await addDish(t, { typeId: hot, name: '红烧肉I', price: 1800 }),
    tofu: await addDish(t, { typeId: hot, name: '麻婆豆腐I', price: 800 }),
    rice: await addDish(t, { typeId: staple, name: '米饭I', price: 100 }),
  };
});
afterAll(() => t.close());

const refused = async (id: string, content: Record<string, unknown>, token = admin) => {
  const r = await t.call<Fields>(id, content, { token });
  return { code: r.code, fields: r.data?.fields?.map((f) => f.field) ?? [] };
};
const save = async (recipeDate: string, mealType: number, details: Record<string, unknown>[], canteenId = canteen) =>
  (await ok<{ recipeId: number }>(t, 'menuRecipes.saveWithDetails', { canteenId, recipeDate, mealType, details }, admin)).recipeId;
const menuVersion = async (deviceToken: string) => (await t.call<{ versions: { menu: number } }>('devices.deviceHeartbeat', {}, { token: deviceToken })).data.versions.menu;
const meals = async (deviceToken: string, date?: string) => {
  const r = await t.call<MachineMealList>('menuRecipes.machineMealList', date ? { date } : {}, { token: deviceToken });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data;
};
const dishNames = (list: MachineMealList) => list.meals.map((m) => [m.mealType, m.dishes.map((d) => d.dishName)]);

describe('issuing recipes to devices', () => {
  it('issues to all devices of the canteen: the next heartbeat shows a new menu version and machine/meal/list returns the dishes', async () => {
    const board = await addDevice(t, admin, canteen, 'Board A');
    const elsewhere = await addDevice(t, admin, otherCanteen, 'Board elsewhere');
    const lunch = await save('2031-09-01', 2, [
      { dishId: dishes.pork, supplyQty: 80, discountPrice: 1500, startTime: '11:30', endTime: '12:30' },
      { dishId: dishes.rice, sort: 1 },
    ]);
    const dinner = await save('2031-09-01', 4, [{ dishId: dishes.tofu }]);
    const [v0, w0] = [await menuVersion(board.token), await menuVersion(elsewhere.token)];
    // Not issued yet: the device shows nothing for that day.
    expect((await meals(board.token, '2031-09-01')).meals).toEqual([]);

    const result = await ok(t, 'menuRecipes.issueAll', { recipeIds: [lunch, dinner] }, admin);
    expect(result).toEqual({ canteenIds: [canteen], recipeCount: 2, deviceCount: 1, onlineCount: 1, hiddenCount: 0 });
    expect(await menuVersion(board.token)).toBe(v0 + 1);
    expect(await menuVersion(elsewhere.token)).toBe(w0);
    const list = await meals(board.token, '2031-09-01');
    expect(list).toMatchObject({ canteenId: canteen, date: '2031-09-01', menuVersion: v0 + 1 });
    expect(list.meals[0].dishes).toEqual([
      { dishId: dishes.pork, dishName: '红烧肉I', typeId: hot, image: null, price: 1500, originalPrice: 1800, supplyQty: 80, startTime: '11:30', endTime: '12:30' },
      { dishId: dishes.rice, dishName: '米饭I', typeId: staple, image: null, price: 100, originalPrice: 100, supplyQty: null, startTime: null, endTime: null },
    ]);
    expect(dishNames(list)).toEqual([
      [2, ['红烧肉I', '米饭I']],
      [4, ['麻婆豆腐I']],
    ]);
    expect((await meals(elsewhere.token, '2031-09-01')).meals).toEqual([]);
    const stored = await t.db.query(`SELECT issue_count, issued_at IS NOT NULL AS issued FROM menu_recipes WHERE id = $1`, [lunch]);
    expect(stored).toEqual([{ issue_count: 1, issued: true }]);

    // Disabling an issued recipe tells the devices, and it leaves their list.
    await ok(t, 'menuRecipes.enable', { recipeIds: [dinner], enabled: false }, admin);
    expect(await menuVersion(board.token)).toBe(v0 + 2);
    expect(dishNames(await meals(board.token, '2031-09-01'))).toEqual([[2, ['红烧肉I', '米饭I']]]);

    const records = await ok<Page<RecipeIssueRecord>>(t, 'menuRecipes.issueRecordPage', { canteenId: canteen }, admin);
    expect(records.records[0]).toMatchObject({ scope: 'all', recipeCount: 2, deviceIds: [], issuedBy: 'admin' });
  });

  it("shows today's recipes by default (merchant time zone)", async () => {
    const board = await addDevice(t, admin, canteen, 'Board today');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const recipe = await save(today, 3, [{ dishId: dishes.tofu }]);
    await ok(t, 'menuRecipes.issueAll', { recipeIds: [recipe] }, admin);
    const list = await meals(board.token);
    expect(list.date).toBe(today);
    expect(list.meals.map((m) => m.recipeId)).toContain(recipe);
  });

  it('issues to some devices or one: only those show it; devices of another canteen or disabled are refused', async () => {
    const a = await addDevice(t, admin, canteen, 'Part A');
    const b = await addDevice(t, admin, canteen, 'Part B');
    const c = await addDevice(t, admin, canteen, 'Part C');
    const far = await addDevice(t, admin, otherCanteen, 'Far');
    const recipe = await save('2031-09-02', 2, [{ dishId: dishes.pork }]);
    const v = await menuVersion(a.token);

    const devices = await ok<{ deviceId: number }[]>(t, 'menuRecipes.issueDevices', { canteenId: canteen }, admin);
    expect(devices.map((d) => d.deviceId)).toEqual(expect.arrayContaining([a.deviceId, b.deviceId, c.deviceId]));
    expect(devices.map((d) => d.deviceId)).not.toContain(far.deviceId);

    const issues = await count(t, 'menu_recipe_issues');
    expect((await refused('menuRecipes.issuePart', { recipeIds: [recipe], deviceIds: [a.deviceId, far.deviceId] })).fields).toEqual(['deviceIds']);
    const otherRecipe = await save('2031-09-02', 2, [{ dishId: dishes.pork }], otherCanteen);
    expect((await refused('menuRecipes.issuePart', { recipeIds: [recipe, otherRecipe], deviceIds: [a.deviceId] })).fields).toEqual(['recipeIds']);
    const off = await addDevice(t, admin, canteen, 'Switched off');
    await t.db.query(`UPDATE devices SET state = 'disabled' WHERE id = $1`, [off.deviceId]);
    expect((await refused('menuRecipes.issueSingle', { recipeIds: [recipe], deviceId: off.deviceId })).fields).toEqual(['deviceId']);
    expect(await count(t, 'menu_recipe_issues')).toBe(issues);
    expect(await menuVersion(a.token)).toBe(v);

    // A has sent a heartbeat, B has not: both will show it, one is online now.
    expect(await ok(t, 'menuRecipes.issuePart', { recipeIds: [recipe], deviceIds: [a.deviceId, b.deviceId] }, admin)).toEqual({
      canteenIds: [canteen],
      recipeCount: 1,
      deviceCount: 2,
      onlineCount: 1,
      hiddenCount: 0,
    });
    expect(await menuVersion(a.token)).toBe(v + 1);
    expect((await meals(a.token, '2031-09-02')).meals.map((m) => m.recipeId)).toEqual([recipe]);
    expect((await meals(b.token, '2031-09-02')).meals.map((m) => m.recipeId)).toEqual([recipe]);
    expect((await meals(c.token, '2031-09-02')).meals).toEqual([]);

    await ok(t, 'menuRecipes.issueSingle', { recipeIds: [recipe], deviceId: c.deviceId }, admin);
    expect((await meals(c.token, '2031-09-02')).meals.map((m) => m.recipeId)).toEqual([recipe]);
    expect(await t.db.query(`SELECT issue_count FROM menu_recipes WHERE id = $1`, [recipe])).toEqual([{ issue_count: 2 }]);
    const records = await ok<Page<RecipeIssueRecord>>(t, 'menuRecipes.issueRecordPage', { canteenId: canteen, scope: 'single' }, admin);
    expect(records.records[0]).toMatchObject({ deviceIds: [c.deviceId], deviceNames: ['Part C'], recipes: [{ recipeId: recipe, recipeDate: '2031-09-02', mealType: 2 }] });

    // An empty recipe is not issued.
    const empty = await save('2031-09-02', 1, []);
    expect((await refused('menuRecipes.issueSingle', { recipeIds: [empty], deviceId: c.deviceId })).code).toBe(Code.BUSINESS_RULE);
  });

  it('says how many devices really show what was issued: none in an empty canteen, none behind a menu bind, online or not', async () => {
    const lonely = await addCanteenSql(t, 1);
    const lunch = await save('2031-09-08', 2, [{ dishId: dishes.pork }], lonely);
    const deviceCountOf = async () => (await ok<RecipePlan>(t, 'menuRecipes.plan', { canteenId: lonely, startDate: '2031-09-08', endDate: '2031-09-08' }, admin)).recipes[0].deviceCount;

    // No device in the canteen: the issue is recorded (a device added later pulls it) but reaches nobody.
    expect(await ok(t, 'menuRecipes.issueAll', { recipeIds: [lunch] }, admin)).toEqual({ canteenIds: [lonely], recipeCount: 1, deviceCount: 0, onlineCount: 0, hiddenCount: 0 });
    expect(await deviceCountOf()).toBe(0);

    // A breakfast-only board is reached but shows none of it; its list for the day stays empty.
    const breakfastBoard = await addDevice(t, admin, lonely, 'Breakfast board');
    await ok(t, 'menuRecipes.menuBind', { deviceId: breakfastBoard.deviceId, mealTypes: [1] }, admin);
    expect(await ok(t, 'menuRecipes.issueAll', { recipeIds: [lunch] }, admin)).toEqual({ canteenIds: [lonely], recipeCount: 1, deviceCount: 0, onlineCount: 0, hiddenCount: 1 });
    expect((await meals(breakfastBoard.token, '2031-09-08')).meals).toEqual([]);
    expect(await deviceCountOf()).toBe(0);

    // A board bound to a dish type the recipe does not hold shows nothing of it either.
    const stapleBoard = await addDevice(t, admin, lonely, 'Staple board');
    await ok(t, 'menuRecipes.menuBind', { deviceId: stapleBoard.deviceId, dishTypeIds: [staple] }, admin);
    // An unbound board, online (it has sent a heartbeat), and one never seen: both will show it.
    const online = await addDevice(t, admin, lonely, 'Online board');
    await menuVersion(online.token);
    const unseen = await addDevice(t, admin, lonely, 'Unseen board');
    expect(await ok(t, 'menuRecipes.issueAll', { recipeIds: [lunch] }, admin)).toEqual({ canteenIds: [lonely], recipeCount: 1, deviceCount: 2, onlineCount: 1, hiddenCount: 2 });
    expect(await deviceCountOf()).toBe(2);
    expect((await meals(unseen.token, '2031-09-08')).meals.map((m) => m.recipeId)).toEqual([lunch]);

    // Issued to one board only: one device; a disabled board no longer counts.
    expect(await ok(t, 'menuRecipes.issueSingle', { recipeIds: [lunch], deviceId: stapleBoard.deviceId }, admin)).toMatchObject({ deviceCount: 0, hiddenCount: 1 });
    await t.db.query(`UPDATE devices SET state = 'disabled' WHERE id = $1`, [unseen.deviceId]);
    expect(await deviceCountOf()).toBe(1);
  });

  it('binds what a device shows (meals and dish types) and unbinds it', async () => {
    const board = await addDevice(t, admin, canteen, 'Bound board');
    const lunch = await save('2031-09-03', 2, [{ dishId: dishes.pork }, { dishId: dishes.rice }]);
    const dinner = await save('2031-09-03', 4, [{ dishId: dishes.tofu }, { dishId: dishes.rice }]);
    await ok(t, 'menuRecipes.issueAll', { recipeIds: [lunch, dinner] }, admin);
    const v = await menuVersion(board.token);

    await ok(t, 'menuRecipes.menuBind', { deviceId: board.deviceId, mealTypes: [2], dishTypeIds: [hot] }, admin);
    expect(await menuVersion(board.token)).toBe(v + 1);
    expect(dishNames(await meals(board.token, '2031-09-03'))).toEqual([[2, ['红烧肉I']]]);
    const binds = await ok<Page<MenuBind>>(t, 'menuRecipes.menuBindPage', { canteenId: canteen }, admin);
    expect(binds.records).toEqual([expect.objectContaining({ deviceId: board.deviceId, deviceName: 'Bound board', mealTypes: [2], dishTypeIds: [hot], updatedBy: 'admin' })]);

    expect((await refused('menuRecipes.menuBind', { deviceId: board.deviceId, dishTypeIds: [99_999_999] })).fields).toEqual(['dishTypeIds']);
    expect((await refused('menuRecipes.menuBind', { deviceId: board.deviceId, mealTypes: [9] })).code).toBe(Code.VALIDATION);
    await ok(t, 'menuRecipes.menuUnbind', { deviceId: board.deviceId }, admin);
    expect(dishNames(await meals(board.token, '2031-09-03'))).toEqual([
      [2, ['红烧肉I', '米饭I']],
      [4, ['麻婆豆腐I', '米饭I']],
    ]);
    expect((await ok<Page<MenuBind>>(t, 'menuRecipes.menuBindPage', { canteenId: canteen }, admin)).total).toBe(0);
  });

  it('lets a role with only the recipe menu open and save the bind dialog: its dish types come from the recipe menu, within the dish scope', async () => {
    const board = await addDevice(t, admin, canteen, 'Recipe-only board');
    const recipesOnly = await roleToken(t, admin, { menuIds: [307000] });
    expect((await t.call('menuDishes.typeList', {}, { token: recipesOnly })).code).toBe(Code.FORBIDDEN);
    expect((await ok<{ canteenId: number }[]>(t, 'canteens.canteenList', {}, recipesOnly)).map((c) => c.canteenId)).toContain(canteen);
    expect((await ok<IssueDevice[]>(t, 'menuRecipes.issueDevices', { canteenId: canteen }, recipesOnly)).map((d) => d.deviceId)).toContain(board.deviceId);
    const types = await ok<DishTypeChoice[]>(t, 'menuRecipes.dishTypeChoices', {}, recipesOnly);
    expect(types.map((d) => d.typeId)).toEqual(expect.arrayContaining([hot, staple]));
    expect(types.find((d) => d.typeId === hot)).toEqual({ typeId: hot, typeName: expect.any(String) });
    await ok(t, 'menuRecipes.menuBind', { deviceId: board.deviceId, dishTypeIds: [hot] }, recipesOnly);
    expect((await ok<Page<MenuBind>>(t, 'menuRecipes.menuBindPage', { deviceName: 'Recipe-only' }, recipesOnly)).records[0].dishTypeIds).toEqual([hot]);

    const hotOnly = await roleToken(t, admin, { menuIds: [307000], dishScopeIds: [hot] });
    expect((await ok<DishTypeChoice[]>(t, 'menuRecipes.dishTypeChoices', {}, hotOnly)).map((d) => d.typeId)).toEqual([hot]);
    expect((await ok<DishTypeChoice[]>(t, 'menuRecipes.dishTypeChoices', {}, admin2)).map((d) => d.typeId)).not.toContain(hot);
    expect((await t.call('menuRecipes.dishTypeChoices', {}, { token: await roleToken(t, admin, { menuIds: [303000] }) })).code).toBe(Code.FORBIDDEN);
  });

  it("keeps other merchants' devices and recipes apart, and a canteen-limited role to its canteens", async () => {
    const board = await addDevice(t, admin, canteen, 'Mine');
    const recipe = await save('2031-09-04', 2, [{ dishId: dishes.pork }]);
    const canteenM2 = await addCanteenSql(t, 2);
    const theirs = await addDevice(t, admin2, canteenM2, 'Theirs');
    expect((await refused('menuRecipes.issueSingle', { recipeIds: [recipe], deviceId: board.deviceId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.issueSingle', { recipeIds: [recipe], deviceId: theirs.deviceId })).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.menuBind', { deviceId: board.deviceId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.issueDevices', { canteenId: canteen }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<RecipeIssueRecord>>(t, 'menuRecipes.issueRecordPage', {}, admin2)).total).toBe(0);
    await ok(t, 'menuRecipes.issueAll', { recipeIds: [recipe] }, admin);
    // Merchant 2's device sees nothing of merchant 1's menu.
    expect((await meals(theirs.token, '2031-09-04')).meals).toEqual([]);

    const scoped = await limitedToken(t, admin, 'issuescoped', [otherCanteen]);
    expect((await refused('menuRecipes.issueAll', { recipeIds: [recipe] }, scoped)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.menuBind', { deviceId: board.deviceId }, scoped)).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<RecipeIssueRecord>>(t, 'menuRecipes.issueRecordPage', {}, scoped)).records.every((r) => r.canteenId === otherCanteen)).toBe(true);
  });
});
