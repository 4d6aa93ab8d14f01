import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type MenuNutrient, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { count, ok } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const codeOf = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const pageOf = (content: Record<string, unknown>, token = admin) => ok<Page<MenuNutrient>>(t, 'menuMaterials.nutrientPage', content, token);

describe('nutrient catalogue', () => {
  it('names the nutrient types in the caller’s language', async () => {
    const r = await t.call<{ typeCode: string; typeName: string }[]>('menuMaterials.nutrientTypes', {}, { token: admin, headers: { 'accept-language': 'zh' } });
    expect(r.data).toEqual([
      { typeCode: 'energy', typeName: '能量' },
      { typeCode: 'macro', typeName: '宏量营养素' },
      { typeCode: 'vitamin', typeName: '维生素' },
      { typeCode: 'mineral', typeName: '矿物质' },
      { typeCode: 'other', typeName: '其他' },
    ]);
  });

  it('loads the standard nutrients once, keeping the merchant’s own', async () => {
    await ok(t, 'menuMaterials.nutrientAdd', { typeCode: 'macro', code: 'protein', name: '粗蛋白', unit: 'g' }, admin);
    const first = await t.call<{ added: number; total: number }>('menuMaterials.nutrientInitDefault', {}, { token: admin, headers: { 'accept-language': 'zh' } });
    expect(first.data).toEqual({ added: 17, total: 18 });
    expect(await ok(t, 'menuMaterials.nutrientInitDefault', {}, admin)).toEqual({ added: 0, total: 18 });
    const list = await ok<MenuNutrient[]>(t, 'menuMaterials.nutrientList', {}, admin);
    expect(list.slice(0, 3).map((n) => [n.code, n.name, n.unit])).toEqual([
      ['protein', '粗蛋白', 'g'],
      ['energy', '能量', 'kcal'],
      ['fat', '脂肪', 'g'],
    ]);
    expect(list.find((n) => n.code === 'vitaminA')).toEqual(expect.objectContaining({ typeCode: 'vitamin', name: '维生素A', unit: 'μg' }));
    expect((await ok<MenuNutrient[]>(t, 'menuMaterials.nutrientList', { typeCode: 'mineral' }, admin)).map((n) => n.code)).toEqual([
      'sodium',
      'calcium',
      'iron',
      'potassium',
      'magnesium',
      'zinc',
      'selenium',
    ]);
    // Merchant 2's catalogue is its own.
    expect((await pageOf({}, admin2)).total).toBe(0);
  });

  it('adds, pages, edits and removes a nutrient; codes and names stay unique', async () => {
    const { nutritionId } = await ok<{ nutritionId: number }>(t, 'menuMaterials.nutrientAdd', { typeCode: 'other', code: 'purine', name: '嘌呤', unit: 'mg', sort: 300, remark: '痛风人群关注' }, admin);
    expect((await pageOf({ name: '嘌' })).records).toEqual([expect.objectContaining({ nutritionId, code: 'purine', unit: 'mg', sort: 300, remark: '痛风人群关注', materialCount: 0 })]);
    expect((await pageOf({ name: 'PURINE', typeCode: 'other' })).total).toBe(1);
    expect((await pageOf({ name: 'purine', typeCode: 'vitamin' })).total).toBe(0);

    const before = await count(t, 'menu_nutrients');
    const taken = await t.call<{ fields: { field: string }[] }>('menuMaterials.nutrientAdd', { typeCode: 'other', code: 'Purine', name: '别名', unit: 'mg' }, { token: admin });
    expect([taken.code, taken.data.fields[0].field]).toEqual([Code.VALIDATION, 'code']);
    const named = await t.call<{ fields: { field: string }[] }>('menuMaterials.nutrientAdd', { typeCode: 'other', code: 'purine2', name: '嘌呤', unit: 'mg' }, { token: admin });
    expect([named.code, named.data.fields[0].field]).toEqual([Code.VALIDATION, 'name']);
    expect(await codeOf('menuMaterials.nutrientAdd', { typeCode: 'other', code: '嘌呤', name: 'x', unit: 'mg' })).toBe(Code.VALIDATION);
    expect(await codeOf('menuMaterials.nutrientAdd', { typeCode: 'other', code: 'x1', name: 'x', unit: 'ounce' })).toBe(Code.VALIDATION);
    expect(await codeOf('menuMaterials.nutrientAdd', { typeCode: 'sugar', code: 'x2', name: 'x', unit: 'g' })).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_nutrients')).toBe(before);

    await ok(t, 'menuMaterials.nutrientEdit', { nutritionId, typeCode: 'other', code: 'purine', name: '嘌呤', unit: 'μg', sort: 310, remark: '' }, admin);
    expect((await pageOf({ name: 'purine' })).records[0]).toEqual(expect.objectContaining({ unit: 'μg', sort: 310, remark: '' }));
    await ok(t, 'menuMaterials.nutrientRemove', { nutritionId }, admin);
    expect((await pageOf({ name: 'purine' })).total).toBe(0);
  });

  it('keeps a nutrient materials carry values for: no removal, no unit change', async () => {
    const { nutritionId } = await ok<{ nutritionId: number }>(t, 'menuMaterials.nutrientAdd', { typeCode: 'mineral', code: 'iodine', name: '碘', unit: 'μg' }, admin);
    await ok(t, 'menuMaterials.materialAdd', { materialName: '海带', nutrients: [{ nutritionId, per100g: 113.9 }] }, admin);
    expect((await pageOf({ name: 'iodine' })).records[0].materialCount).toBe(1);
    const removal = await t.call('menuMaterials.nutrientRemove', { nutritionId }, { token: admin });
    expect(removal.code).toBe(Code.CONFLICT);
    expect(removal.msg).toBe('1 materials carry a value for this nutrient; it cannot be removed');
    expect(await codeOf('menuMaterials.nutrientEdit', { nutritionId, typeCode: 'mineral', code: 'iodine', name: '碘', unit: 'mg' })).toBe(Code.CONFLICT);
    // Other fields may change.
    await ok(t, 'menuMaterials.nutrientEdit', { nutritionId, typeCode: 'mineral', code: 'iodine', name: '碘(I)', unit: 'μg', sort: 1 }, admin);
    expect((await pageOf({ name: 'iodine' })).records[0]).toEqual(expect.objectContaining({ name: '碘(I)', unit: 'μg' }));
  });

  it('keeps merchants apart and refuses a role without the nutrient menu', async () => {
    const { nutritionId } = await ok<{ nutritionId: number }>(t, 'menuMaterials.nutrientAdd', { typeCode: 'other', code: 'mine', name: '我的', unit: 'g' }, admin);
    expect(await codeOf('menuMaterials.nutrientEdit', { nutritionId, typeCode: 'other', code: 'hijack', name: 'hijack', unit: 'g' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await codeOf('menuMaterials.nutrientRemove', { nutritionId }, admin2)).toBe(Code.NOT_FOUND);
    expect((await pageOf({ name: 'mine' })).records[0].name).toBe('我的');

    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nonut', roleName: 'nonut', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 302000) }, admin);
    await ok(t, 'admin.userAdd', { username: 'nonut', password: await t.encrypt('Passw0rd!'), realName: 'nonut', roleId }, admin);
    const token = await t.token('nonut', 'Passw0rd!');
    expect(await codeOf('menuMaterials.nutrientPage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await codeOf('menuMaterials.nutrientAdd', { typeCode: 'other', code: 'nope', name: 'nope', unit: 'g' }, token)).toBe(Code.FORBIDDEN);
    expect(await codeOf('menuMaterials.nutrientInitDefault', {}, token)).toBe(Code.FORBIDDEN);
    // The material form reads the catalogue under the raw materials menu.
    expect(await codeOf('menuMaterials.nutrientList', {}, token)).toBe(Code.OK);
  });
});
