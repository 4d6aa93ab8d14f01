import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Page, type Recipe, type RecipeDetail, type RecipePlan } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, count, limitedToken, type Fields } from '../../testing/api';
import { addCanteenSql, addDish, addDishType, addPeriodSql } from './recipesTestSetup';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let otherCanteen: number;
let canteenM2: number;
let dishes: { rice: number; pork: number; tofu: number; soup: number; pending: number; m2: number };

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteenSql(t, 1);
  otherCanteen = await addCanteenSql(t, 1);
  canteenM2 = await addCanteenSql(t, 2);
  await addPeriodSql(t, 1, canteen, 1, 390, 540);
  await addPeriodSql(t, 1, canteen, 2, 660, 810);
  const type = await addDishType(t);
  const type2 = await addDishType(t, 2);
  dishes = {
    rice: await addDish(t, { typeId: type, name: '米饭R', price: 100 }),
    pork: await addDish(t, { typeId: type, name: '红烧肉R', price: 1800, image: '/files/1/dishes/hsr.png' }),
    tofu: await addDish(t, { typeId: type, name: '麻婆豆腐R', price: 800 }),
    soup: await addDish(t, { typeId: type, name: '白菜豆腐汤R', price: 500 }),
    pending: await addDish(t, { typeId: type, name: '待审菜R', auditState: 'pending' }),
    m2: await addDish(t, { typeId: type2, merchantId: 2, name: '他家菜R' }),
  };
});
afterAll(() => t.close());

const refused = async (id: string, content: Record<string, unknown>, token = admin) => {
  const r = await t.call<Fields>(id, content, { token });
  return { code: r.code, fields: r.data?.fields?.map((f) => f.field) ?? [], msg: r.msg };
};
const line = (dishId: number, more: Record<string, unknown> = {}) => ({ dishId, ...more });
const save = (recipeDate: string, mealType: number, details: Record<string, unknown>[], more: Record<string, unknown> = {}) =>
  ok<{ recipeId: number; created: boolean }>(t, 'menuRecipes.saveWithDetails', { canteenId: canteen, recipeDate, mealType, details, ...more }, admin);
const plan = (startDate: string, endDate: string, canteenId = canteen) => ok<RecipePlan>(t, 'menuRecipes.plan', { canteenId, startDate, endDate }, admin);
const cell = (p: RecipePlan, day: string, meal: number) => p.recipes.find((r) => r.recipeDate === day && r.mealType === meal);

describe('recipes', () => {
  it('adds one recipe per canteen, day and meal, edits it, puts dishes on it, edits and removes them', async () => {
    const { recipeId } = await ok<{ recipeId: number }>(t, 'menuRecipes.add', { canteenId: canteen, recipeDate: '2031-03-03', mealType: 2, name: '周一午餐', remark: '少油' }, admin);
    const before = await count(t, 'menu_recipes');
    const clash = await refused('menuRecipes.add', { canteenId: canteen, recipeDate: '2031-03-03', mealType: 2, name: 'again' });
    expect(clash).toMatchObject({ code: Code.VALIDATION, fields: ['recipeDate'] });
    expect(await count(t, 'menu_recipes')).toBe(before);
    // Another meal of the same day, or the same meal in another canteen, is another recipe.
    await ok(t, 'menuRecipes.add', { canteenId: canteen, recipeDate: '2031-03-03', mealType: 4 }, admin);
    await ok(t, 'menuRecipes.add', { canteenId: otherCanteen, recipeDate: '2031-03-03', mealType: 2 }, admin);

    const { detailIds } = await ok<{ detailIds: number[] }>(t, 'menuRecipes.detailAdd', {
      recipeId,
      details: [line(dishes.pork, { supplyQty: 80, discountPrice: 1500, startTime: '11:30', endTime: '12:30' }), line(dishes.rice, { sort: 1 })],
    }, admin);
    expect(detailIds).toHaveLength(2);
    // Pending dishes, a dish twice and another merchant's dish are refused; nothing is written.
    expect(await refused('menuRecipes.detailAdd', { recipeId, details: [line(dishes.pending)] })).toMatchObject({ code: Code.VALIDATION, fields: ['details'] });
    expect((await refused('menuRecipes.detailAdd', { recipeId, details: [line(dishes.pork)] })).fields).toEqual(['details.0.dishId']);
    expect((await refused('menuRecipes.detailAdd', { recipeId, details: [line(dishes.m2)] })).code).toBe(Code.VALIDATION);
    expect((await refused('menuRecipes.detailAdd', { recipeId, details: [line(dishes.tofu, { startTime: '12:00', endTime: '11:00' })] })).fields).toEqual(['details.0.endTime']);
    // Midnight is no end, even without a start (found by the generated requests: a 50000 from the column's check).
    expect((await refused('menuRecipes.detailAdd', { recipeId, details: [line(dishes.tofu, { endTime: '00:00' })] })).fields).toEqual(['details.0.endTime']);
    expect(await count(t, 'menu_recipe_details')).toBe(2);

    const details = await ok<Page<RecipeDetail>>(t, 'menuRecipes.detailPage', { recipeId }, admin);
    expect(details.records.map((d) => [d.dishName, d.price, d.discountPrice, d.supplyQty, d.startTime, d.endTime, d.image])).toEqual([
      ['红烧肉R', 1800, 1500, 80, '11:30', '12:30', '/files/1/dishes/hsr.png'],
      ['米饭R', 100, null, null, null, null, null],
    ]);
    await ok(t, 'menuRecipes.detailEdit', { detailId: detailIds[0], supplyQty: null, discountPrice: 1600, startTime: '11:00', endTime: null, sort: 2 }, admin);
    const stored = await t.db.query(`SELECT supply_qty, discount_price::int AS discount_price, start_minute, end_minute, sort FROM menu_recipe_details WHERE id = $1`, [detailIds[0]]);
    expect(stored).toEqual([{ supply_qty: null, discount_price: 1600, start_minute: 660, end_minute: null, sort: 2 }]);
    expect((await refused('menuRecipes.detailEdit', { detailId: detailIds[0], startTime: '13:00', endTime: '12:00' })).fields).toEqual(['endTime']);
    expect((await refused('menuRecipes.detailEdit', { detailId: detailIds[0], discountPrice: -1 })).code).toBe(Code.VALIDATION);

    await ok(t, 'menuRecipes.edit', { recipeId, canteenId: canteen, recipeDate: '2031-03-03', mealType: 2, name: '周一午餐（改）', remark: '' }, admin);
    expect((await refused('menuRecipes.edit', { recipeId, canteenId: canteen, recipeDate: '2031-03-03', mealType: 4 })).fields).toEqual(['recipeDate']);
    const page = await ok<Page<Recipe>>(t, 'menuRecipes.page', { canteenId: canteen, startDate: '2031-03-03', endDate: '2031-03-03', mealType: 2 }, admin);
    expect(page.records).toEqual([expect.objectContaining({ recipeId, name: '周一午餐（改）', dishCount: 2, dishNames: ['米饭R', '红烧肉R'], enabled: true, issueCount: 0 })]);

    expect(await ok(t, 'menuRecipes.detailBatchRemove', { detailIds: [detailIds[1]] }, admin)).toEqual({ removed: 1 });
    expect((await refused('menuRecipes.detailBatchRemove', { detailIds: [detailIds[0], 99_999_999] })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, 'menu_recipe_details')).toBe(1);
    await ok(t, 'menuRecipes.remove', { recipeId }, admin);
    expect(await t.db.query(`SELECT 1 FROM menu_recipe_details WHERE recipe_id = $1`, [recipeId])).toEqual([]);
  });

  it('saves a planner cell with its dishes in one call: creates it, then replaces its dishes', async () => {
    const first = await save('2031-03-10', 1, [line(dishes.rice), line(dishes.soup, { supplyQty: 50 })], { name: '早餐' });
    expect(first.created).toBe(true);
    const again = await save('2031-03-10', 1, [line(dishes.tofu, { discountPrice: 700 })], { name: '早餐B', enabled: false });
    expect(again).toEqual({ recipeId: first.recipeId, created: false });
    const p = await plan('2031-03-10', '2031-03-16');
    expect(p.periods.map((x) => [x.mealType, x.startTime, x.endTime])).toEqual([
      [1, '06:30', '09:00'],
      [2, '11:00', '13:30'],
    ]);
    const c = cell(p, '2031-03-10', 1);
    expect(c).toMatchObject({ name: '早餐B', enabled: false });
    expect(c?.details.map((d) => [d.dishName, d.discountPrice])).toEqual([['麻婆豆腐R', 700]]);
    // A bad line refuses the whole save: the cell keeps its dishes.
    expect((await refused('menuRecipes.saveWithDetails', { canteenId: canteen, recipeDate: '2031-03-10', mealType: 1, details: [line(dishes.rice), line(dishes.pending)] })).code).toBe(
      Code.VALIDATION,
    );
    expect(cell(await plan('2031-03-10', '2031-03-10'), '2031-03-10', 1)?.details.map((d) => d.dishId)).toEqual([dishes.tofu]);
    expect((await refused('menuRecipes.plan', { canteenId: canteen, startDate: '2031-03-10', endDate: '2031-05-10' })).fields).toEqual(['endDate']);
  });

  it('copies a week (skipping or overwriting filled cells) and a day, and refuses overlapping ranges', async () => {
    // Source week 2031-04-07 (Mon) … 04-13: Monday lunch and Wednesday breakfast.
    await save('2031-04-07', 2, [line(dishes.pork, { supplyQty: 60 }), line(dishes.rice)], { name: '周一午' });
    await save('2031-04-09', 1, [line(dishes.soup)], { name: '周三早' });
    // The next week already has Monday lunch.
    await save('2031-04-14', 2, [line(dishes.tofu)], { name: '已有' });

    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-07', toDate: '2031-04-13', targetStartDate: '2031-04-14', mode: 'skip' }, admin)).toEqual({ copied: 1, replaced: 0, skipped: 1 });
    let next = await plan('2031-04-14', '2031-04-20');
    expect(cell(next, '2031-04-14', 2)?.details.map((d) => d.dishId)).toEqual([dishes.tofu]);
    expect(cell(next, '2031-04-16', 1)).toMatchObject({ name: '周三早', issueCount: 0 });

    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-07', toDate: '2031-04-13', targetStartDate: '2031-04-14', mode: 'overwrite' }, admin)).toEqual({ copied: 2, replaced: 2, skipped: 0 });
    next = await plan('2031-04-14', '2031-04-20');
    expect(cell(next, '2031-04-14', 2)).toMatchObject({ name: '周一午' });
    expect(cell(next, '2031-04-14', 2)?.details.map((d) => [d.dishId, d.supplyQty])).toEqual([
      [dishes.pork, 60],
      [dishes.rice, null],
    ]);

    // A day to another canteen.
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-07', toDate: '2031-04-07', targetStartDate: '2031-04-21', targetCanteenId: otherCanteen }, admin)).toEqual({
      copied: 1,
      replaced: 0,
      skipped: 0,
    });
    expect(cell(await plan('2031-04-21', '2031-04-21', otherCanteen), '2031-04-21', 2)?.details).toHaveLength(2);

    const before = await count(t, 'menu_recipes');
    expect((await refused('menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-07', toDate: '2031-04-13', targetStartDate: '2031-04-10' })).fields).toEqual(['targetStartDate']);
    expect((await refused('menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-13', toDate: '2031-04-07', targetStartDate: '2031-05-01' })).fields).toEqual(['toDate']);
    expect((await refused('menuRecipes.copy', { canteenId: canteen, fromDate: '2031-04-07', toDate: '2031-04-13', targetStartDate: '2031-05-01', mode: 'merge' })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_recipes')).toBe(before);
  });

  it('copies a day to several days in one call: names follow the target weekday, filled cells are skipped or replaced alike', async () => {
    // Monday 2031-07-07: lunch named after the day, dinner with a name of its own, breakfast naming the whole week.
    await save('2031-07-07', 2, [line(dishes.pork, { supplyQty: 50 }), line(dishes.rice)], { name: '周一午餐' });
    await save('2031-07-07', 4, [line(dishes.tofu)], { name: '家常晚餐' });
    await save('2031-07-07', 1, [line(dishes.soup)], { name: '周一至周五早餐' });
    // Wednesday already has a lunch.
    await save('2031-07-09', 2, [line(dishes.soup)], { name: '已有午餐' });
    const week = () => plan('2031-07-07', '2031-07-13');
    const names = (p: RecipePlan, day: string) => p.recipes.filter((r) => r.recipeDate === day).map((r) => [r.mealType, r.name]);

    // Tuesday to Thursday, a range as the dialog sends it (Thursday listed twice: counted once).
    const targetDates = ['2031-07-08', '2031-07-09', '2031-07-10', '2031-07-10'];
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-07-07', toDate: '2031-07-07', targetDates, mode: 'skip' }, admin)).toEqual({ copied: 8, replaced: 0, skipped: 1 });
    let p = await week();
    expect(names(p, '2031-07-08')).toEqual([
      [1, '周一至周五早餐'],
      [2, '周二午餐'],
      [4, '家常晚餐'],
    ]);
    expect(names(p, '2031-07-09')).toEqual([
      [1, '周一至周五早餐'],
      [2, '已有午餐'],
      [4, '家常晚餐'],
    ]);
    expect(names(p, '2031-07-10')).toEqual([
      [1, '周一至周五早餐'],
      [2, '周四午餐'],
      [4, '家常晚餐'],
    ]);
    expect(cell(p, '2031-07-10', 2)?.details.map((d) => [d.dishId, d.supplyQty])).toEqual([
      [dishes.pork, 50],
      [dishes.rice, null],
    ]);
    expect(cell(p, '2031-07-07', 2)).toMatchObject({ name: '周一午餐' });

    // The same call again changes nothing: every target cell now has a recipe and is skipped.
    const before = await count(t, 'menu_recipes');
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-07-07', toDate: '2031-07-07', targetDates, mode: 'skip' }, admin)).toEqual({ copied: 0, replaced: 0, skipped: 9 });
    expect(await count(t, 'menu_recipes')).toBe(before);

    // Again with overwrite: every target cell is replaced (the same recipes, not new ones), Wednesday's lunch too.
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-07-07', toDate: '2031-07-07', targetDates, mode: 'overwrite' }, admin)).toEqual({ copied: 9, replaced: 9, skipped: 0 });
    expect(await count(t, 'menu_recipes')).toBe(before);
    p = await week();
    expect(cell(p, '2031-07-09', 2)).toMatchObject({ name: '周三午餐' });
    expect(cell(p, '2031-07-09', 2)?.details.map((d) => d.dishId)).toEqual([dishes.pork, dishes.rice]);

    // Picked days across weeks; a Monday keeps the Monday name. Another canteen may take the source day itself.
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-07-07', toDate: '2031-07-07', targetDates: ['2031-07-14', '2031-07-19'] }, admin)).toMatchObject({ copied: 6 });
    const later = await plan('2031-07-14', '2031-07-20');
    expect([cell(later, '2031-07-14', 2)?.name, cell(later, '2031-07-19', 2)?.name]).toEqual(['周一午餐', '周六午餐']);
    expect(await ok(t, 'menuRecipes.copy', { canteenId: canteen, fromDate: '2031-07-07', toDate: '2031-07-07', targetDates: ['2031-07-07'], targetCanteenId: otherCanteen }, admin)).toMatchObject({ copied: 3 });
  });

  it('refuses a copy to the source day, too many days, or a half-given target, and writes nothing', async () => {
    await save('2031-08-04', 2, [line(dishes.pork)], { name: '周一午餐' });
    const before = await count(t, 'menu_recipes');
    const from = { canteenId: canteen, fromDate: '2031-08-04', toDate: '2031-08-04' };
    // The source among the targets: refused as a whole, Tuesday is not written either.
    expect(await refused('menuRecipes.copy', { ...from, targetDates: ['2031-08-05', '2031-08-04'] })).toMatchObject({ code: Code.VALIDATION, fields: ['targetDates'] });
    // 32 days from 2031-09-01.
    const days = Array.from({ length: 32 }, (_, i) => new Date(Date.UTC(2031, 8, 1 + i)).toISOString().slice(0, 10));
    expect(await refused('menuRecipes.copy', { ...from, targetDates: days })).toMatchObject({ code: Code.VALIDATION, fields: ['targetDates'] });
    expect(await refused('menuRecipes.copy', { ...from, targetDates: [] })).toMatchObject({ code: Code.VALIDATION, fields: ['targetDates'] });
    expect((await refused('menuRecipes.copy', { ...from, targetDates: ['2031-08-05'], targetStartDate: '2031-08-05' })).fields).toEqual(['targetStartDate']);
    expect((await refused('menuRecipes.copy', from)).fields).toEqual(['targetStartDate']);
    expect((await refused('menuRecipes.copy', { ...from, toDate: '2031-08-05', targetDates: ['2031-08-12'] })).fields).toEqual(['toDate']);
    expect((await refused('menuRecipes.copy', { ...from, targetDates: ['2031-02-30'] })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_recipes')).toBe(before);
    // Thirty-one days is the bound, and fits.
    expect(await ok(t, 'menuRecipes.copy', { ...from, targetDates: days.slice(0, 31) }, admin)).toEqual({ copied: 31, replaced: 0, skipped: 0 });
  });

  it('enables and disables, and publishes to the app only enabled recipes with dishes', async () => {
    const full = await save('2031-05-05', 2, [line(dishes.pork)]);
    const empty = await save('2031-05-05', 1, []);
    const off = await save('2031-05-05', 4, [line(dishes.rice)], { enabled: false });
    expect((await refused('menuRecipes.issueToApplet', { recipeIds: [full.recipeId, empty.recipeId] })).code).toBe(Code.BUSINESS_RULE);
    expect((await refused('menuRecipes.issueToApplet', { recipeIds: [off.recipeId] })).code).toBe(Code.BUSINESS_RULE);
    expect(await t.db.query(`SELECT id FROM menu_recipes WHERE applet_issued_at IS NOT NULL AND id = ANY($1::int[])`, [[full.recipeId, empty.recipeId, off.recipeId]])).toEqual([]);

    await ok(t, 'menuRecipes.enable', { recipeIds: [off.recipeId], enabled: true }, admin);
    expect(await ok(t, 'menuRecipes.issueToApplet', { recipeIds: [full.recipeId, off.recipeId] }, admin)).toEqual({ issued: 2 });
    const listed = await ok<Page<Recipe>>(t, 'menuRecipes.page', { canteenId: canteen, startDate: '2031-05-05', endDate: '2031-05-05' }, admin);
    expect(listed.records.filter((r) => r.appletIssuedAt !== null).map((r) => r.recipeId).sort()).toEqual([full.recipeId, off.recipeId].sort());
    await ok(t, 'menuRecipes.enable', { recipeIds: [full.recipeId], enabled: false }, admin);
    expect((await ok<Page<Recipe>>(t, 'menuRecipes.page', { canteenId: canteen, startDate: '2031-05-05', enabled: false }, admin)).records.map((r) => r.recipeId)).toEqual([full.recipeId]);
    expect((await ok<Page<Recipe>>(t, 'menuRecipes.page', { canteenId: canteen, startDate: '2031-05-05', endDate: '2031-05-05', enabled: false }, admin)).records[0].changedSinceIssue).toBe(true);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await count(t, 'menu_recipes');
    for (const content of [
      { canteenId: canteen, recipeDate: '2031-02-30', mealType: 2 },
      { canteenId: canteen, recipeDate: '2031-03-01', mealType: 6 },
      { canteenId: canteen, recipeDate: '2031-03-01', mealType: 2, name: 'x'.repeat(51) },
      { canteenId: 0, recipeDate: '2031-03-01', mealType: 2 },
    ]) {
      expect((await refused('menuRecipes.add', content)).code).toBe(Code.VALIDATION);
    }
    expect((await refused('menuRecipes.saveWithDetails', { canteenId: canteen, recipeDate: '2031-03-01', mealType: 2, details: [line(dishes.rice, { supplyQty: 1.5 })] })).code).toBe(Code.VALIDATION);
    expect((await refused('menuRecipes.saveWithDetails', { canteenId: canteen, recipeDate: '2031-03-01', mealType: 2, details: [line(dishes.rice, { startTime: '25:00' })] })).code).toBe(Code.VALIDATION);
    expect((await refused('menuRecipes.enable', { recipeIds: [], enabled: true })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_recipes')).toBe(before);
  });

  it("keeps merchants apart, refuses a role without the recipe menu, and keeps to the role's canteens", async () => {
    const mine = await save('2031-06-02', 2, [line(dishes.pork)]);
    const theirs = await ok<{ recipeId: number }>(t, 'menuRecipes.add', { canteenId: canteenM2, recipeDate: '2031-06-02', mealType: 2 }, admin2);
    expect((await refused('menuRecipes.edit', { recipeId: mine.recipeId, canteenId: canteenM2, recipeDate: '2031-06-02', mealType: 2 }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.remove', { recipeId: mine.recipeId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.detailAdd', { recipeId: theirs.recipeId, details: [line(dishes.rice)] })).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.add', { canteenId: canteen, recipeDate: '2031-06-03', mealType: 2 }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.issueToApplet', { recipeIds: [mine.recipeId] }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.issueAll', { recipeIds: [mine.recipeId] }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.copy', { canteenId: canteen, fromDate: '2031-06-02', toDate: '2031-06-02', targetStartDate: '2031-06-09', targetCanteenId: canteenM2 }, admin2)).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await ok<Page<Recipe>>(t, 'menuRecipes.page', {}, admin2)).records.map((r) => r.recipeId)).toEqual([theirs.recipeId]);
    expect((await ok<Page<RecipeDetail>>(t, 'menuRecipes.detailPage', { recipeId: mine.recipeId }, admin2)).total).toBe(0);
    expect(await t.db.query(`SELECT canteen_id FROM menu_recipes WHERE id = $1`, [mine.recipeId])).toEqual([{ canteen_id: canteen }]);

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_no_caipu', roleName: 'No recipes', roleDesc: '', menuIds: [301000, 306000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'nocaipu', password: await t.encrypt('Passw0rd!'), realName: 'No recipes', roleId }, admin);
    const noMenu = await t.token('nocaipu', 'Passw0rd!');
    for (const [id, content] of [
      ['menuRecipes.page', {}],
      ['menuRecipes.add', { canteenId: canteen, recipeDate: '2031-06-04', mealType: 2 }],
      ['menuRecipes.issueAll', { recipeIds: [mine.recipeId] }],
      ['menuRecipes.thirdSync', { canteenId: canteen, startDate: '2031-06-01', endDate: '2031-06-02' }],
    ] as const) {
      expect((await refused(id, content, noMenu)).code, id).toBe(Code.FORBIDDEN);
    }

    const scoped = await limitedToken(t, admin, 'caipuscoped', [otherCanteen]);
    const inOther = await ok<{ recipeId: number }>(t, 'menuRecipes.add', { canteenId: otherCanteen, recipeDate: '2031-06-02', mealType: 2 }, scoped);
    const seen = await ok<Page<Recipe>>(t, 'menuRecipes.page', { startDate: '2031-06-02', endDate: '2031-06-02' }, scoped);
    expect(seen.records.map((r) => r.recipeId)).toEqual([inOther.recipeId]);
    expect((await refused('menuRecipes.add', { canteenId: canteen, recipeDate: '2031-06-05', mealType: 2 }, scoped)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.plan', { canteenId: canteen, startDate: '2031-06-02', endDate: '2031-06-02' }, scoped)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.enable', { recipeIds: [mine.recipeId], enabled: false }, scoped)).code).toBe(Code.NOT_FOUND);
    expect((await refused('menuRecipes.copy', { canteenId: otherCanteen, fromDate: '2031-06-02', toDate: '2031-06-02', targetStartDate: '2031-06-09', targetCanteenId: canteen }, scoped)).code).toBe(
      Code.NOT_FOUND,
    );
    expect(await t.db.query(`SELECT enabled FROM menu_recipes WHERE id = $1`, [mine.recipeId])).toEqual([{ enabled: true }]);
  });
});
