import { describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type PersonHealthRecipes, type HealthNutrientAmount, type HealthRecipeDetailPage, type HealthRecipeNode } from '@canteen/contract';
import type { TestServer } from '../../testing/server';
import { adminServer } from '../../testing/adminServer';
import { ok, count, limitedOrgToken } from '../../testing/api';
import { addOrg, addPerson } from '../../testing/money';
import { chronic, dish, dishType, giveChronics, nutrient, psnType } from './healthRecipesFixtures';

let t: TestServer;
let admin: string;
let admin2: string;
const { reply, code, unique: name } = adminServer((s) => ({ t, admin, admin2 } = s));

const node = async (content: Record<string, unknown>, token = admin) => (await ok<{ healthRecipeId: number }>(t, 'healthRecipes.add', content, token)).healthRecipeId;
const category = (parentId: number | null = null, more: Record<string, unknown> = {}) => node({ kind: 'category', name: name('Cat'), parentId, ...more });
const recipe = (parentId: number | null, more: Record<string, unknown> = {}) => node({ kind: 'recipe', name: name('Recipe'), parentId, energyKcal: 1800, ...more });
const tree = (content: Record<string, unknown> = {}, token = admin) => ok<HealthRecipeNode[]>(t, 'healthRecipes.treeList', content, token);
const find = (nodes: HealthRecipeNode[], id: number): HealthRecipeNode | undefined => {
  for (const n of nodes) {
    const hit = n.healthRecipeId === id ? n : find(n.children, id);
    if (hit) return hit;
  }
  return undefined;
};
const amount = (list: HealthNutrientAmount[], code: string) => list.find((a) => a.code === code)?.amount;

describe('the health recipe tree', () => {
  it('adds categories and recipes, lists them as a tree with who they are for, edits and moves them', async () => {
    const diabetes = await chronic(t.db, 1, name('糖尿病'));
    const staff = await psnType(t.db, 1);
    const top = await category(null, { name: name('糖尿病食谱'), chronicIds: [diabetes], description: '控糖' });
    const sub = await category(top);
    const day = await recipe(top, { name: '糖尿病一日三餐A', psnTypeIds: [staff], energyKcal: 1800, sort: 2 });
    const other = await recipe(sub, { energyKcal: 1600, sort: 1 });

    const nodes = await tree();
    const topNode = find(nodes, top)!;
    expect(nodes.map((n) => n.healthRecipeId)).toContain(top);
    expect(topNode).toEqual(expect.objectContaining({ kind: 'category', chronicIds: [diabetes], chronics: [{ id: diabetes, name: expect.stringContaining('糖尿病') }], energyKcal: null, description: '控糖' }));
    expect(topNode.children.map((c) => c.healthRecipeId)).toEqual([sub, day]);
    expect(find(nodes, day)).toEqual(expect.objectContaining({ kind: 'recipe', name: '糖尿病一日三餐A', psnTypeIds: [staff], energyKcal: 1800, lineCount: 0, children: [] }));

    // The name filter keeps the matching node and the categories above it.
    const filtered = await tree({ name: '三餐A' });
    expect(filtered.length).toBe(1);
    expect(filtered[0].healthRecipeId).toBe(top);
    expect(filtered[0].children.map((c) => c.healthRecipeId)).toEqual([day]);

    await ok(t, 'healthRecipes.edit', { healthRecipeId: other, kind: 'recipe', name: 'Moved', parentId: top, energyKcal: 1500, chronicIds: [], psnTypeIds: [] }, admin);
    const moved = find(await tree(), other)!;
    expect(moved).toEqual(expect.objectContaining({ parentId: top, name: 'Moved', energyKcal: 1500 }));
    // A category's energy means nothing and is not kept.
    await ok(t, 'healthRecipes.edit', { healthRecipeId: sub, kind: 'category', name: 'Sub', parentId: top, energyKcal: 999 }, admin);
    expect(find(await tree(), sub)!.energyKcal).toBeNull();
  });

  it('refuses bad parents, repeated sibling names, unknown illnesses and kinds that would orphan content, writing nothing', async () => {
    const top = await category();
    const sub = await category(top);
    const day = await recipe(top);
    const before = await count(t, 'health_recipes');

    const underRecipe = await reply('healthRecipes.add', { kind: 'recipe', name: 'x', parentId: day });
    expect(underRecipe.code).toBe(Code.VALIDATION);
    expect(underRecipe.data.fields[0].field).toBe('parentId');
    const twin = await reply('healthRecipes.add', { kind: 'category', name: find(await tree(), sub)!.name, parentId: top });
    expect(twin.data.fields).toEqual([{ field: 'name', message: 'A record with this value already exists' }]);
    expect((await reply('healthRecipes.add', { kind: 'recipe', name: 'x', chronicIds: [987654] })).data.fields[0]).toEqual({ field: 'chronicIds', message: 'Unknown chronic illness (987654)' });
    expect((await reply('healthRecipes.add', { kind: 'recipe', name: 'x', psnTypeIds: [987654] })).data.fields[0].field).toBe('psnTypeIds');
    expect(await code('healthRecipes.add', { kind: 'dish', name: 'x' })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.add', { kind: 'recipe', name: '' })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.add', { kind: 'recipe', name: 'x'.repeat(51) })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.add', { kind: 'recipe', name: 'x', energyKcal: 10_001 })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.add', { kind: 'recipe', name: 'x', parentId: 987654 })).toBe(Code.NOT_FOUND);
    expect(await count(t, 'health_recipes')).toBe(before);

    // A category cannot go below itself or one below it.
    const cycle = await reply('healthRecipes.edit', { healthRecipeId: top, kind: 'category', name: 'Top', parentId: sub });
    expect(cycle.data.fields[0].field).toBe('parentId');
    // A category holding nodes cannot become a recipe, nor a recipe with dishes a category.
    expect(await code('healthRecipes.edit', { healthRecipeId: top, kind: 'recipe', name: 'Top' })).toBe(Code.CONFLICT);
    const nutrientId = await nutrient(t.db, 1, 'energy', 'kcal');
    const dishId = await dish(t.db, 1, await dishType(t.db, 1), 100, { [nutrientId]: 100 });
    await ok(t, 'healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId }] }, admin);
    expect(await code('healthRecipes.edit', { healthRecipeId: day, kind: 'category', name: 'Day', parentId: top })).toBe(Code.CONFLICT);
    expect(find(await tree(), top)!.kind).toBe('category');

    // A category with children stays; a recipe goes with its lines, then the empty category can go.
    expect(await code('healthRecipes.remove', { healthRecipeId: top })).toBe(Code.CONFLICT);
    await ok(t, 'healthRecipes.remove', { healthRecipeId: String(day) }, admin);
    expect(await t.db.query(`SELECT 1 FROM health_recipe_details WHERE recipe_id = $1`, [day])).toEqual([]);
    await ok(t, 'healthRecipes.remove', { healthRecipeId: sub }, admin);
    await ok(t, 'healthRecipes.remove', { healthRecipeId: top }, admin);
    expect(find(await tree(), top)).toBeUndefined();
    expect(await code('healthRecipes.remove', { healthRecipeId: top })).toBe(Code.NOT_FOUND);
  });
});

describe('the dishes of a health recipe', () => {
  it('computes each line as portions × the dish’s nutrition and the totals per meal and day as their sums (hand-computed)', async () => {
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const protein = await nutrient(t.db, 1, 'protein');
    const type = await dishType(t.db, 1);
    // Per portion: A 150 g at 120 kcal / 10 g protein per 100 g = 180 kcal, 15 g; B 200 g at 35.5 / 1.25 = 71 kcal,
    // 2.5 g; C 50 g at 333 kcal (no protein) = 166.5 kcal.
    const a = await dish(t.db, 1, type, 150, { [energy]: 120, [protein]: 10 });
    const b = await dish(t.db, 1, type, 200, { [energy]: 35.5, [protein]: 1.25 });
    const c = await dish(t.db, 1, type, 50, { [energy]: 333 });
    const day = await recipe(await category());

    const { detailIds } = await ok<{ detailIds: number[] }>(t, 'healthRecipes.detailAdd', {
      healthRecipeId: day,
      mealType: 1,
      items: [
        { dishId: a, portions: 1.5, remark: '少油' },
        { dishId: c, portions: 0.5 },
      ],
    }, admin);
    expect(detailIds.length).toBe(2);
    await ok(t, 'healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: b, portions: 2 }, { dishId: a }] }, admin);

    const page = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day, limit: 500 }, admin);
    expect(page.total).toBe(4);
    expect(page.hiddenLines).toBe(0);
    expect(page.records.map((r) => [r.mealType, r.dishId, r.portions])).toEqual([
      [1, a, 1.5],
      [1, c, 0.5],
      [2, b, 2],
      [2, a, 1],
    ]);
    expect(page.records[0].remark).toBe('少油');
    const lines = page.records.map((r) => [amount(r.nutrition, 'energy'), amount(r.nutrition, 'protein')]);
    expect(lines).toEqual([
      [270, 22.5],
      [83.25, undefined],
      [142, 5],
      [180, 15],
    ]);
    expect(amount(page.totals, 'energy')).toBe(675.25);
    expect(amount(page.totals, 'protein')).toBe(42.5);
    expect(page.mealTotals.map((m) => [m.mealType, amount(m.totals, 'energy'), amount(m.totals, 'protein')])).toEqual([
      [1, 353.25, 22.5],
      [2, 322, 20],
    ]);
    // The day's total is the sum of the lines shown.
    const sum = page.records.reduce((s, r) => s + (amount(r.nutrition, 'energy') ?? 0) * 100, 0) / 100;
    expect(amount(page.totals, 'energy')).toBe(sum);

    // One meal only, paged; the totals stay the day's.
    const lunch = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day, mealType: 2, limit: 10 }, admin);
    expect(lunch.records.map((r) => r.dishId)).toEqual([b, a]);
    expect(amount(lunch.totals, 'energy')).toBe(675.25);
    expect(find(await tree(), day)!.lineCount).toBe(4);

    // Edit a line: portions and meal; remove one.
    await ok(t, 'healthRecipes.detailEdit', { detailId: detailIds[1], dishId: c, mealType: 4, portions: 1, remark: '' }, admin);
    await ok(t, 'healthRecipes.detailRemove', { detailId: String(detailIds[0]) }, admin);
    const after = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day, limit: 500 }, admin);
    expect(amount(after.totals, 'energy')).toBe(142 + 180 + 166.5);
    expect(after.mealTotals.map((m) => m.mealType)).toEqual([2, 4]);
  });

  it('refuses unapproved or unknown dishes, a dish twice on a meal, bad portions and a category, writing nothing', async () => {
    const type = await dishType(t.db, 1);
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const good = await dish(t.db, 1, type, 100, { [energy]: 50 });
    const pending = await dish(t.db, 1, type, 100, { [energy]: 50 }, { approved: false });
    const cat = await category();
    const day = await recipe(cat);
    await ok(t, 'healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: good }] }, admin);
    const before = await count(t, 'health_recipe_details');

    const unapproved = await reply('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: pending }] });
    expect(unapproved.code).toBe(Code.VALIDATION);
    expect(unapproved.msg).toContain('has not been approved');
    expect((await reply('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: 987654 }] })).data.fields[0].field).toBe('items');
    const twice = await reply('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: good }] });
    expect(twice.data.fields).toEqual([{ field: 'items', message: 'A dish can be on a meal only once' }]);
    expect(await code('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 3, items: [{ dishId: good }, { dishId: good }] })).toBe(Code.VALIDATION);
    for (const portions of [0, 0.3, 10.5, -1, '1'])
      expect(await code('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 1, items: [{ dishId: good, portions }] }), String(portions)).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 6, items: [{ dishId: good }] })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 1, items: [] })).toBe(Code.VALIDATION);
    expect((await reply('healthRecipes.detailAdd', { healthRecipeId: cat, mealType: 1, items: [{ dishId: good }] })).data.fields[0].field).toBe('healthRecipeId');
    expect(await code('healthRecipes.detailPage', { healthRecipeId: 987654 })).toBe(Code.NOT_FOUND);
    expect(await count(t, 'health_recipe_details')).toBe(before);

    const line = (await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day }, admin)).records[0];
    expect(await code('healthRecipes.detailEdit', { detailId: line.detailId, dishId: pending, mealType: 2, portions: 1 })).toBe(Code.VALIDATION);
    expect(await code('healthRecipes.detailEdit', { detailId: 987654, dishId: good, mealType: 2, portions: 1 })).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.detailRemove', { detailId: 987654 })).toBe(Code.NOT_FOUND);
    expect((await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day }, admin)).records[0]).toEqual(line);
  });

  it('shows a role limited to some dish types only their lines, still counting the others in the totals', async () => {
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const seen = await dishType(t.db, 1);
    const unseen = await dishType(t.db, 1);
    const mine = await dish(t.db, 1, seen, 100, { [energy]: 100 });
    const theirs = await dish(t.db, 1, unseen, 100, { [energy]: 200 });
    const day = await recipe(await category());
    await ok(t, 'healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId: mine }, { dishId: theirs }] }, admin);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_dishscope', roleName: 'Dish scope', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: null, dishScopeIds: [seen] }, admin);
    await ok(t, 'admin.userAdd', { username: 'dishscope', password: await t.encrypt('Passw0rd!'), realName: 'Dish scope', roleId }, admin);
    const limited = await t.token('dishscope', 'Passw0rd!');

    const page = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day }, limited);
    expect(page.records.map((r) => r.dishId)).toEqual([mine]);
    expect(page.hiddenLines).toBe(1);
    expect(amount(page.totals, 'energy')).toBe(300);
    const hiddenLine = (await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: day }, admin)).records.find((r) => r.dishId === theirs)!;
    expect(await code('healthRecipes.detailRemove', { detailId: hiddenLine.detailId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.detailAdd', { healthRecipeId: day, mealType: 1, items: [{ dishId: theirs }] }, limited)).toBe(Code.VALIDATION);
  });
});

describe('the diet pattern a recipe compares with, and the choices', () => {
  it('picks a pattern for the recipe’s illness (said by its category), else the pattern for everyone', async () => {
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const gout = await chronic(t.db, 1, name('痛风'));
    const diet = async (dietName: string, chronicIds: number[]) => {
      const id = (await t.db.query<{ id: number }>(
        `INSERT INTO health_diet_patterns (merchant_id, name, breakfast_pct, lunch_pct, dinner_pct) VALUES (1, $1, 30, 40, 30) RETURNING id`,
        [dietName],
      ))[0].id;
      for (const c of chronicIds) await t.db.query(`INSERT INTO health_diet_chronics (merchant_id, diet_id, chronic_id) VALUES (1, $1, $2)`, [id, c]);
      await t.db.query(`INSERT INTO health_diet_targets (merchant_id, diet_id, nutrient_id, min_value, max_value) VALUES (1, $1, $2, 1500, 2000)`, [id, energy]);
      return id;
    };
    const general = await diet(name('普通成人'), []);
    const forGout = await diet(name('痛风膳食'), [gout]);
    const goutRecipe = await recipe(await category(null, { chronicIds: [gout] }));
    const plainRecipe = await recipe(await category());
    const pattern = async (id: number) => (await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: id }, admin)).pattern;
    expect(await pattern(goutRecipe)).toEqual(expect.objectContaining({ dietId: forGout, matchedBy: 'chronic', targets: [expect.objectContaining({ code: 'energy', min: 1500, max: 2000 })] }));
    expect(await pattern(plainRecipe)).toEqual(expect.objectContaining({ dietId: general, matchedBy: 'general' }));

    const options = await ok<{ chronics: { id: number; name: string }[]; psnTypes: unknown[] }>(t, 'healthRecipes.recipeOptions', {}, admin);
    expect(options.chronics).toContainEqual({ id: gout, name: expect.stringContaining('痛风') });
    expect((await ok<{ chronics: { id: number }[] }>(t, 'healthRecipes.recipeOptions', {}, admin2)).chronics.some((c) => c.id === gout)).toBe(false);
  });
});

describe('the recipes that suit a person (queryCustHealthRecipe)', () => {
  it('offers recipes for their illnesses first, then for their person type, then for everyone, with the day’s totals', async () => {
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const diabetes = await chronic(t.db, 1, name('糖尿病'));
    const hypertension = await chronic(t.db, 1, name('高血压'));
    const gout = await chronic(t.db, 1, name('痛风'));
    const staff = await psnType(t.db, 1);
    const intern = await psnType(t.db, 1);
    const org = await addOrg(t.db, 1);
    const person = await addPerson(t.db, 1, org, '张伟');
    await t.db.query(`UPDATE customers SET psn_type_id = $2 WHERE id = $1`, [person.custId, staff]);
    await giveChronics(t.db, 1, person.custId, [diabetes, hypertension]);

    // The illness is said by the category; the recipe below it inherits it.
    const diabetic = await category(null, { chronicIds: [diabetes] });
    const forDiabetes = await recipe(diabetic, { sort: 1 });
    const forPressure = await recipe(null, { chronicIds: [hypertension], sort: 0 });
    const forGout = await recipe(null, { chronicIds: [gout] });
    const forStaff = await recipe(null, { psnTypeIds: [staff] });
    const forInterns = await recipe(null, { psnTypeIds: [intern] });
    const forEveryone = await recipe(await category());
    const dishId = await dish(t.db, 1, await dishType(t.db, 1), 200, { [energy]: 100 });
    await ok(t, 'healthRecipes.detailAdd', { healthRecipeId: forDiabetes, mealType: 2, items: [{ dishId, portions: 1.5 }] }, admin);

    const r = await ok<PersonHealthRecipes>(t, 'healthRecipes.custRecipes', { custId: person.custId }, admin);
    expect(r.person).toEqual(expect.objectContaining({ custId: person.custId, custName: '张伟', psnTypeId: staff }));
    expect(r.person.chronics.map((c) => c.id).sort()).toEqual([diabetes, hypertension].sort());
    const ids = r.recipes.map((x) => x.healthRecipeId);
    expect(ids.slice(0, 2)).toEqual([forPressure, forDiabetes]);
    expect(ids).toContain(forStaff);
    expect(ids).toContain(forEveryone);
    expect(ids).not.toContain(forGout);
    expect(ids).not.toContain(forInterns);
    expect(ids.indexOf(forStaff)).toBeLessThan(ids.indexOf(forEveryone));
    const diabetesRecipe = r.recipes.find((x) => x.healthRecipeId === forDiabetes)!;
    expect(diabetesRecipe).toEqual(expect.objectContaining({ matchedBy: 'chronic', matchedChronics: [expect.stringContaining('糖尿病')], path: [expect.any(String)], lineCount: 1 }));
    expect(amount(diabetesRecipe.totals, 'energy')).toBe(300);
    expect(r.recipes.find((x) => x.healthRecipeId === forStaff)!.matchedBy).toBe('psnType');
    expect(r.recipes.find((x) => x.healthRecipeId === forEveryone)!.matchedBy).toBe('general');

    // A person with no illness and another type gets only the recipes for everyone.
    const plain = await addPerson(t.db, 1, org);
    const plainIds = (await ok<PersonHealthRecipes>(t, 'healthRecipes.custRecipes', { custId: plain.custId }, admin)).recipes.map((x) => x.healthRecipeId);
    expect(plainIds).toContain(forEveryone);
    expect(plainIds.some((id) => [forDiabetes, forPressure, forStaff, forInterns, forGout].includes(id))).toBe(false);

    // A person outside the caller's organisations, another merchant's or nobody is not found.
    const elsewhere = await addOrg(t.db, 1);
    const limited = await limitedOrgToken(t, admin, 'orgscope_hr', [elsewhere]);
    expect(await code('healthRecipes.custRecipes', { custId: person.custId }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.custRecipes', { custId: person.custId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.custRecipes', { custId: 987654 })).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.custRecipes', { custId: 'x' })).toBe(Code.VALIDATION);
  });
});

describe('tenancy and access', () => {
  it("merchant 2 sees and changes none of merchant 1's recipes; a role without the menu is refused", async () => {
    const energy = await nutrient(t.db, 1, 'energy', 'kcal');
    const dishId = await dish(t.db, 1, await dishType(t.db, 1), 100, { [energy]: 100 });
    const top = await category();
    const day = await recipe(top);
    const { detailIds } = await ok<{ detailIds: number[] }>(t, 'healthRecipes.detailAdd', { healthRecipeId: day, mealType: 2, items: [{ dishId }] }, admin);

    expect(find(await tree({}, admin2), top)).toBeUndefined();
    expect(await code('healthRecipes.edit', { healthRecipeId: day, kind: 'recipe', name: 'Theirs' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.remove', { healthRecipeId: day }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.add', { kind: 'recipe', name: 'Under theirs', parentId: top }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.detailPage', { healthRecipeId: day }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.detailEdit', { detailId: detailIds[0], dishId, mealType: 1, portions: 3 }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('healthRecipes.detailRemove', { detailId: detailIds[0] }, admin2)).toBe(Code.NOT_FOUND);
    // Merchant 2 cannot put merchant 1's dish on its own recipe.
    const theirs = await node({ kind: 'recipe', name: 'M2 day' }, admin2);
    expect(await code('healthRecipes.detailAdd', { healthRecipeId: theirs, mealType: 2, items: [{ dishId }] }, admin2)).toBe(Code.VALIDATION);
    expect(await t.db.query(`SELECT name, merchant_id FROM health_recipes WHERE id = $1`, [day])).toEqual([{ name: find(await tree(), day)!.name, merchant_id: 1 }]);
    expect(await t.db.query(`SELECT portion_halves FROM health_recipe_details WHERE id = $1`, [detailIds[0]])).toEqual([{ portion_halves: 2 }]);

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_health_other', roleName: 'Other health', roleDesc: '', menuIds: [901000, 905000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'healthother', password: await t.encrypt('Passw0rd!'), realName: 'Other', roleId }, admin);
    const other = await t.token('healthother', 'Passw0rd!');
    for (const [id, content] of [
      ['healthRecipes.treeList', {}],
      ['healthRecipes.add', { kind: 'category', name: 'x' }],
      ['healthRecipes.detailPage', { healthRecipeId: day }],
      ['healthRecipes.custRecipes', { custId: 1 }],
    ] as const)
      expect(await code(id, content, other), id).toBe(Code.FORBIDDEN);
  });
});
