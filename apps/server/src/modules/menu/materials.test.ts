import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  MERCHANT_MENU_IDS,
  endpointById,
  envelopeQuery,
  pathWith,
  type DishMaterials,
  type ImportFailure,
  type ImportResult,
  type Material,
  type MaterialCategoryNode,
  type MaterialOption,
  type MenuNutrient,
  type Page,
} from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { count, ok } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
/** Nutrient ids of merchant 1 by code. */
const nid = new Map<string, number>();

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  // Standard nutrients are named in the caller's language: Chinese, as the sheets below are.
  expect((await t.call('menuMaterials.nutrientInitDefault', {}, { token: admin, headers: { 'accept-language': 'zh' } })).code).toBe(Code.OK);
  for (const n of await ok<MenuNutrient[]>(t, 'menuMaterials.nutrientList', {}, admin)) nid.set(n.code, n.nutritionId);
});
afterAll(() => t.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}`;
const per100 = (values: Record<string, number>) => Object.entries(values).map(([code, per100g]) => ({ nutritionId: nid.get(code)!, per100g }));

async function category(categoryName: string, parentId: number | null = null, token = admin) {
  return (await ok<{ categoryId: number }>(t, 'menuMaterials.categoryAdd', { categoryName, parentId }, token)).categoryId;
}
async function material(materialName: string, categoryId: number | null, values: Record<string, number> = {}) {
  return (await ok<{ materialId: number }>(t, 'menuMaterials.materialAdd', { materialName, categoryId, unit: 'kg', source: '中国食物成分表', nutrients: per100(values) }, admin)).materialId;
}
async function pageOf(content: Record<string, unknown>, token = admin) {
  return ok<Page<Material>>(t, 'menuMaterials.materialPage', content, token);
}
/** A dish with its ingredients, written directly (the dishes part is built beside this one). */
async function dish(name: string, ingredients: [number, number][], merchantId = 1) {
  const type = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, unique('热菜')]))[0].id;
  const dishId = (await t.db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price) VALUES ($1, $2, $3, 1200) RETURNING id`, [merchantId, type, name]))[0].id;
  for (const [materialId, grams] of ingredients) {
    await t.db.query(`INSERT INTO menu_dish_ingredients (merchant_id, dish_id, material_id, grams) VALUES ($1, $2, $3, $4)`, [merchantId, dishId, materialId, grams]);
  }
  return { dishId, typeId: type };
}

async function blob(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'zh' };
  const res =
    e.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, token) as never), headers })
      : await t.app.inject({ method: e.method, url: pathWith(e.path, content), payload: envelopeFor(content, token), headers });
  if (String(res.headers['content-type']).includes('json')) throw new Error(res.body);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('materials');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importFile = <T>(data: Buffer, token = admin) =>
  t.call<T>('menuMaterials.materialImport', {}, { token, file: { name: 'materials.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data } });

describe('material categories', () => {
  it('builds a tree, keeps sibling names unique, refuses cycles and removes only empty leaves', async () => {
    const big = await category(unique('谷薯类'));
    const small = await category('米面', big);
    const deeper = await category('粳米', small);
    await category('米面', await category(unique('其他大类'))); // the same name under another parent is fine
    const tree = await ok<MaterialCategoryNode[]>(t, 'menuMaterials.categoryTree', {}, admin);
    const node = tree.find((n) => n.categoryId === big)!;
    expect(node.children.map((c) => [c.categoryName, c.children.map((d) => d.categoryId)])).toEqual([['米面', [deeper]]]);
    const page = await ok<Page<{ categoryId: number; childCount: number; parentName: string | null }>>(t, 'menuMaterials.categoryPage', { parentId: big }, admin);
    expect(page.records).toEqual([expect.objectContaining({ categoryId: small, childCount: 1, parentName: node.categoryName })]);

    const before = await count(t, 'menu_material_categories');
    const clash = await call('menuMaterials.categoryAdd', { categoryName: '米面', parentId: big });
    expect(clash.code).toBe(Code.VALIDATION);
    const cycle = await call('menuMaterials.categoryEdit', { categoryId: big, parentId: deeper, categoryName: node.categoryName });
    expect(cycle.code).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_material_categories')).toBe(before);
    expect((await t.db.query<{ parent_id: number | null }>(`SELECT parent_id FROM menu_material_categories WHERE id = $1`, [big]))[0].parent_id).toBeNull();

    const hasChildren = await call('menuMaterials.categoryRemove', { id: small });
    expect(hasChildren.code).toBe(Code.CONFLICT);
    await material(unique('粳米样品'), deeper);
    const hasMaterials = await call('menuMaterials.categoryRemove', { id: deeper });
    expect(hasMaterials.code).toBe(Code.CONFLICT);
    expect(hasMaterials.msg).toContain('1 materials');
    const empty = await category('空分类', big);
    await ok(t, 'menuMaterials.categoryEdit', { categoryId: empty, parentId: small, categoryName: '空分类2', sort: 5 }, admin);
    await ok(t, 'menuMaterials.categoryRemove', { id: empty }, admin);
    expect(await count(t, 'menu_material_categories')).toBe(before);
  });

  it('refuses bad input: an empty name, a parent of another merchant', async () => {
    expect((await call('menuMaterials.categoryAdd', { categoryName: '  ' })).code).toBe(Code.VALIDATION);
    const theirs = await category(unique('商户二大类'), null, admin2);
    const before = await count(t, 'menu_material_categories');
    expect((await call('menuMaterials.categoryAdd', { categoryName: 'x', parentId: theirs })).code).toBe(Code.VALIDATION);
    expect((await call('menuMaterials.categoryEdit', { categoryId: theirs, parentId: null, categoryName: 'hijack' })).code).toBe(Code.NOT_FOUND);
    expect((await call('menuMaterials.categoryRemove', { id: theirs })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, 'menu_material_categories')).toBe(before);
    expect((await ok<MaterialCategoryNode[]>(t, 'menuMaterials.categoryTree', {}, admin)).some((n) => n.categoryId === theirs)).toBe(false);
  });
});

describe('raw materials', () => {
  it('adds, pages (name, category subtree, source), edits and removes a material with its nutrients', async () => {
    const big = await category(unique('畜禽肉类'));
    const pork = await category('猪肉', big);
    const name = unique('猪里脊');
    const materialId = await material(name, pork, { energy: 155, protein: 20.2, fat: 7.9, sodium: 43.2 });
    const byName = await pageOf({ materialName: name });
    expect(byName.records).toEqual([
      expect.objectContaining({
        materialId,
        materialName: name,
        categoryId: pork,
        categoryName: '猪肉',
        unit: 'kg',
        source: '中国食物成分表',
        dishCount: 0,
      }),
    ]);
    expect(byName.records[0].categoryPath).toMatch(/^畜禽肉类\d+ \/ 猪肉$/);
    expect(byName.records[0].nutrients.map((n) => [n.code, n.per100g, n.unit])).toEqual([
      ['energy', 155, 'kcal'],
      ['protein', 20.2, 'g'],
      ['fat', 7.9, 'g'],
      ['sodium', 43.2, 'mg'],
    ]);
    // The big type's filter reaches materials of its small types; another category's does not.
    expect((await pageOf({ categoryId: big })).records.map((r) => r.materialId)).toEqual([materialId]);
    expect((await pageOf({ categoryId: await category(unique('水产类')) })).total).toBe(0);
    expect((await pageOf({ source: '成分表', materialName: name })).total).toBe(1);
    expect((await pageOf({ source: '自定义', materialName: name })).total).toBe(0);

    await ok(t, 'menuMaterials.materialEdit', { materialId, materialName: name, categoryId: big, unit: 'g', source: '', remark: '冷鲜', nutrients: per100({ energy: 150, iron: 1.5 }) }, admin);
    const edited = (await pageOf({ materialName: name })).records[0];
    expect(edited).toEqual(expect.objectContaining({ categoryId: big, unit: 'g', remark: '冷鲜' }));
    expect(edited.nutrients.map((n) => [n.code, n.per100g])).toEqual([
      ['energy', 150],
      ['iron', 1.5],
    ]);
    const options = await ok<MaterialOption[]>(t, 'menuMaterials.materialOptions', { materialName: name }, admin);
    expect(options).toEqual([{ materialId, materialName: name, unit: 'g', categoryId: big, categoryPath: edited.categoryPath }]);

    await ok(t, 'menuMaterials.materialRemove', { materialId }, admin);
    expect((await pageOf({ materialName: name })).total).toBe(0);
    expect((await t.db.query(`SELECT 1 FROM menu_material_nutrients WHERE material_id = $1`, [materialId])).length).toBe(0);
  });

  it('refuses bad input and writes nothing: a taken name, unknown or repeated nutrients, a negative value, a foreign category', async () => {
    const name = unique('大米');
    await material(name, null);
    const theirCategory = await category(unique('他人分类'), null, admin2);
    const theirNutrient = (await ok<{ nutritionId: number }>(t, 'menuMaterials.nutrientAdd', { typeCode: 'other', code: 'theirs', name: '他人的', unit: 'g' }, admin2)).nutritionId;
    const before = [await count(t, 'menu_materials'), await count(t, 'menu_material_nutrients')];
    const refusals: [Record<string, unknown>, string][] = [
      [{ materialName: name }, 'materialName'],
      [{ materialName: unique('x'), nutrients: [{ nutritionId: theirNutrient, per100g: 1 }] }, 'nutrients'],
      [{ materialName: unique('x'), nutrients: [...per100({ energy: 1 }), ...per100({ energy: 2 })] }, 'nutrients'],
      [{ materialName: unique('x'), categoryId: theirCategory }, 'categoryId'],
    ];
    for (const [content, field] of refusals) {
      const r = await t.call<{ fields: { field: string }[] }>('menuMaterials.materialAdd', content, { token: admin });
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      expect(r.data.fields[0].field).toBe(field);
    }
    expect((await call('menuMaterials.materialAdd', { materialName: unique('x'), nutrients: per100({ energy: -1 }) })).code).toBe(Code.VALIDATION);
    expect((await call('menuMaterials.materialAdd', { materialName: '' })).code).toBe(Code.VALIDATION);
    expect((await call('menuMaterials.materialRemoveBatch', { materialIds: [] })).code).toBe(Code.VALIDATION);
    expect([await count(t, 'menu_materials'), await count(t, 'menu_material_nutrients')]).toEqual(before);
  });

  it('refuses to remove a material a dish is made of, one by one or in a batch (all or nothing)', async () => {
    const used = await material(unique('五花肉'), null, { energy: 349 });
    const free = await material(unique('冬瓜'), null);
    const free2 = await material(unique('丝瓜'), null);
    await dish(unique('红烧肉'), [[used, 200]]);
    const one = await call('menuMaterials.materialRemove', { materialId: used });
    expect(one.code).toBe(Code.CONFLICT);
    expect(one.msg).toMatch(/is used by 1 dishes \(“红烧肉\d+”/);
    const batch = await call('menuMaterials.materialRemoveBatch', { materialIds: [free, used] });
    expect(batch.code).toBe(Code.CONFLICT);
    expect((await t.db.query(`SELECT id FROM menu_materials WHERE id = ANY($1::int[])`, [[used, free, free2]])).length).toBe(3);
    expect((await call('menuMaterials.materialRemoveBatch', { materialIds: [free, 999_999] })).code).toBe(Code.NOT_FOUND);
    await ok(t, 'menuMaterials.materialRemoveBatch', { materialIds: [free, free2] }, admin);
    expect((await t.db.query(`SELECT id FROM menu_materials WHERE id = ANY($1::int[])`, [[used, free, free2]])).length).toBe(1);
    expect((await pageOf({ materialName: '五花肉' })).records.find((r) => r.materialId === used)?.dishCount).toBe(1);
  });

  it('shows what a dish is made of, with each ingredient’s nutrients and totals summed by hand', async () => {
    const veg = await category(unique('蔬菜类'));
    const tomato = await material(unique('西红柿'), veg, { energy: 20, protein: 0.9, vitaminC: 19 });
    const egg = await material(unique('鸡蛋'), null, { energy: 144, protein: 13.3, cholesterol: 585 });
    const { dishId } = await dish(unique('番茄炒蛋'), [
      [tomato, 150],
      [egg, 100],
    ]);
    const out = await ok<DishMaterials>(t, 'menuMaterials.materialsOfDish', { dishesId: dishId }, admin);
    expect(out.ingredients.map((i) => [i.materialId, i.grams, i.categoryId, i.nutrients.map((n) => [n.code, n.amount])])).toEqual([
      [
        tomato,
        150,
        veg,
        [
          ['energy', 30],
          ['protein', 1.35],
          ['vitaminC', 28.5],
        ],
      ],
      [
        egg,
        100,
        null,
        [
          ['energy', 144],
          ['protein', 13.3],
          ['cholesterol', 585],
        ],
      ],
    ]);
    // 150 g × 20/100 + 100 g × 144/100 = 174 kcal; 1.35 + 13.3 = 14.65 g protein.
    expect(Object.fromEntries(out.totals.map((n) => [n.code, n.amount]))).toEqual({ energy: 174, protein: 14.65, vitaminC: 28.5, cholesterol: 585 });

    // Merchant 2 cannot read merchant 1's dish; a role outside the dish's type cannot either.
    expect((await call('menuMaterials.materialsOfDish', { dishesId: dishId }, admin2)).code).toBe(Code.VALIDATION);
    const other = await dish(unique('别的菜'), []);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_dishscope', roleName: 'dishscope', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: null, dishScopeIds: [other.typeId] }, admin);
    await ok(t, 'admin.userAdd', { username: 'dishscope', password: await t.encrypt('Passw0rd!'), realName: 'dishscope', roleId }, admin);
    const scoped = await t.token('dishscope', 'Passw0rd!');
    expect((await call('menuMaterials.materialsOfDish', { dishesId: dishId }, scoped)).code).toBe(Code.VALIDATION);
    expect((await ok<DishMaterials>(t, 'menuMaterials.materialsOfDish', { dishesId: other.dishId }, scoped)).ingredients).toEqual([]);
  });

  it('keeps merchants apart: merchant 2 neither sees nor changes merchant 1’s materials', async () => {
    const name = unique('菠菜');
    const materialId = await material(name, null, { iron: 2.9 });
    expect((await pageOf({ materialName: name }, admin2)).total).toBe(0);
    expect((await ok<MaterialOption[]>(t, 'menuMaterials.materialOptions', { materialName: name }, admin2)).length).toBe(0);
    expect((await call('menuMaterials.materialEdit', { materialId, materialName: 'hijack' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('menuMaterials.materialRemove', { materialId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('menuMaterials.materialRemoveBatch', { materialIds: [materialId] }, admin2)).code).toBe(Code.NOT_FOUND);
    const mine = (await pageOf({ materialName: name })).records[0];
    expect(mine.materialName).toBe(name);
    expect(mine.nutrients.map((n) => n.per100g)).toEqual([2.9]);
  });

  it('refuses a role without the raw materials menu (40300)', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nomat', roleName: 'nomat', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 301000) }, admin);
    await ok(t, 'admin.userAdd', { username: 'nomat', password: await t.encrypt('Passw0rd!'), realName: 'nomat', roleId }, admin);
    const token = await t.token('nomat', 'Passw0rd!');
    expect((await call('menuMaterials.materialPage', {}, token)).code).toBe(Code.FORBIDDEN);
    expect((await call('menuMaterials.materialAdd', { materialName: unique('x') }, token)).code).toBe(Code.FORBIDDEN);
    expect((await call('menuMaterials.categoryTree', {}, token)).code).toBe(Code.FORBIDDEN);
    // The nutrient page is another menu.
    expect((await call('menuMaterials.nutrientPage', {}, token)).code).toBe(Code.OK);
  });
});

describe('material import and export', () => {
  const header = ['原材料名称', '大类', '小类', '单位', '来源', '能量(kcal)', '蛋白质(g)', '钠(mg)'];

  it('imports a good sheet with categories by name and nutrient columns, and exports it back', async () => {
    const big = unique('导入大类');
    const bigId = await category(big);
    const smallId = await category('杂粮', bigId);
    const millet = unique('小米');
    const corn = unique('玉米');
    const r = await importFile<ImportResult>(
      await xlsx([header, [millet, big, '杂粮', 'kg', '中国食物成分表', 361, 9, 4.3], [corn, big, null, null, null, '112', null, null]]),
    );
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toEqual({ total: 2, imported: 2 });
    const rows = (await pageOf({ categoryId: bigId })).records;
    const byName = new Map(rows.map((m) => [m.materialName, m]));
    expect(byName.get(millet)).toEqual(expect.objectContaining({ categoryId: smallId, unit: 'kg', source: '中国食物成分表' }));
    expect(byName.get(millet)!.nutrients.map((n) => [n.code, n.per100g])).toEqual([
      ['energy', 361],
      ['protein', 9],
      ['sodium', 4.3],
    ]);
    expect(byName.get(corn)).toEqual(expect.objectContaining({ categoryId: bigId, unit: 'g' }));
    expect(byName.get(corn)!.nutrients.map((n) => [n.code, n.per100g])).toEqual([['energy', 112]]);

    const exported = await blob('menuMaterials.materialExport', { categoryId: bigId });
    const head = exported[0] as string[];
    expect(head.slice(0, 6)).toEqual(['原材料名称', '大类', '小类', '单位', '来源', '备注']);
    const row = exported.find((x) => x[0] === millet)!;
    expect(row.slice(0, 5)).toEqual([millet, big, '杂粮', 'kg', '中国食物成分表']);
    expect(row[head.indexOf('能量(kcal)')]).toBe(361);
    expect(exported.length).toBe(3);

    const template = await blob('menuMaterials.materialTemplate', {});
    expect(template[0]).toEqual(expect.arrayContaining(['原材料名称', '大类', '小类', '能量(kcal)', '胆固醇(mg)', '维生素A(μg)']));
  });

  it('writes nothing when rows are wrong and names those rows (59000)', async () => {
    const big = unique('坏表大类');
    await category('叶菜', await category(big));
    const existing = unique('已有');
    await material(existing, null);
    const good = unique('好的');
    const before = [await count(t, 'menu_materials'), await count(t, 'menu_material_nutrients')];
    const r = await importFile<ImportFailure>(
      await xlsx([
        header,
        [good, big, '叶菜', 'kg', '', 10, 1, 1],
        [existing, null, null, null, null, null, null, null],
        [unique('未知大类'), '没有这个大类', null, null, null, null, null, null],
        [unique('未知小类'), big, '根茎', null, null, null, null, null],
        [unique('负数'), null, null, null, null, -3, null, null],
        [good, null, null, null, null, null, null, null],
        [unique('只有小类'), null, '叶菜', null, null, null, null, null],
      ]),
    );
    expect(r.code).toBe(Code.PASS_THROUGH);
    expect(r.data.total).toBe(7);
    expect(r.data.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'materialName'],
      [4, 'bigType'],
      [5, 'smallType'],
      [6, expect.stringMatching(/^n\d+$/)],
      [7, 'materialName'],
      [8, 'smallType'],
    ]);
    expect(r.msg).toBe('6 of 7 rows are wrong; nothing was imported');
    expect([await count(t, 'menu_materials'), await count(t, 'menu_material_nutrients')]).toEqual(before);
  });

  it('refuses a sheet without the name column and a file that is no workbook', async () => {
    expect((await importFile(await xlsx([['大类'], ['谷薯类']]))).code).toBe(Code.BUSINESS_RULE);
    expect((await importFile(Buffer.from('not a workbook'))).code).toBe(Code.BUSINESS_RULE);
  });
});
