import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, DISH_CLASS_KINDS, MERCHANT_MENU_IDS, type DishClass, type DishType, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { count, roleToken, unique } from './dishesTestKit';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;

describe('dish types', () => {
  it('adds, lists, edits and removes a type; refuses a taken name and removing a type dishes have', async () => {
    const typeName = unique('热菜');
    const { typeId } = await ok<{ typeId: number }>(t, 'menuDishes.typeAdd', { typeName, sort: 3, remark: '炒菜' }, admin);
    expect((await ok<Page<DishType>>(t, 'menuDishes.typePage', { typeName }, admin)).records).toEqual([expect.objectContaining({ typeId, typeName, sort: 3, remark: '炒菜', dishCount: 0 })]);
    expect(await code('menuDishes.typeAdd', { typeName })).toBe(Code.VALIDATION);
    expect(await code('menuDishes.typeAdd', { typeName: '' })).toBe(Code.VALIDATION);
    await ok(t, 'menuDishes.typeEdit', { typeId, typeName: `${typeName}2`, sort: 1 }, admin);
    expect((await ok<DishType[]>(t, 'menuDishes.typeList', {}, admin)).find((x) => x.typeId === typeId)?.typeName).toBe(`${typeName}2`);
    const { dishesId } = await ok<{ dishesId: number }>(t, 'menuDishes.dishAdd', { dishName: unique('d'), typeId, price: 100 }, admin);
    const r = await t.call('menuDishes.typeRemove', { id: typeId }, { token: admin });
    expect(r.code).toBe(Code.CONFLICT);
    expect(r.msg).toContain('1 dishes');
    await ok(t, 'menuDishes.dishRemove', { dishesId }, admin);
    await ok(t, 'menuDishes.typeRemove', { id: typeId }, admin);
    expect(await count(t, `menu_dish_types WHERE id = ${typeId}`)).toBe(0);
  });

  it("keeps each merchant's types apart and refuses a role without the type menu", async () => {
    const { typeId } = await ok<{ typeId: number }>(t, 'menuDishes.typeAdd', { typeName: unique('凉菜') }, admin);
    expect((await ok<DishType[]>(t, 'menuDishes.typeList', {}, admin2)).map((x) => x.typeId)).not.toContain(typeId);
    expect(await code('menuDishes.typeEdit', { typeId, typeName: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuDishes.typeRemove', { id: typeId }, admin2)).toBe(Code.NOT_FOUND);
    const noMenu = await roleToken(t, admin, { menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 303000) });
    expect(await code('menuDishes.typePage', {}, noMenu)).toBe(Code.FORBIDDEN);
    expect(await code('menuDishes.tastePage', {}, noMenu)).toBe(Code.FORBIDDEN);
    expect(await code('menuDishes.typeAdd', { typeName: unique('x') }, noMenu)).toBe(Code.FORBIDDEN);
  });
});

describe('the seven classifications', () => {
  it.each(DISH_CLASS_KINDS)('%s: page, add, edit, remove, each kind on its own', async (kind) => {
    const className = unique(kind);
    const { classId } = await ok<{ classId: number }>(t, `menuDishes.${kind}Add`, { className, remark: 'r' }, admin);
    expect((await ok<Page<DishClass>>(t, `menuDishes.${kind}Page`, { className }, admin)).records).toEqual([expect.objectContaining({ classId, kind, className, remark: 'r', dishCount: 0 })]);
    expect(await code(`menuDishes.${kind}Add`, { className })).toBe(Code.VALIDATION);
    // The same name under another kind is fine; an id of another kind is not found under this kind's calls.
    const otherKind = kind === 'label' ? 'taste' : 'label';
    const other = await ok<{ classId: number }>(t, `menuDishes.${otherKind}Add`, { className }, admin);
    expect(await code(`menuDishes.${kind}Edit`, { classId: other.classId, className: 'x' })).toBe(Code.NOT_FOUND);
    expect(await code(`menuDishes.${kind}Remove`, { id: other.classId })).toBe(Code.NOT_FOUND);
    expect(await code(`menuDishes.${kind}Edit`, { classId, className: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    await ok(t, `menuDishes.${kind}Edit`, { classId, className: `${className}2`, sort: 2 }, admin);
    expect((await ok<Page<DishClass>>(t, `menuDishes.${kind}Page`, { className: `${className}2` }, admin)).total).toBe(1);
    await ok(t, `menuDishes.${kind}Remove`, { id: classId }, admin);
    expect(await count(t, `menu_dish_classes WHERE id = ${classId}`)).toBe(0);
  });

  it('refuses removing a classification a dish carries', async () => {
    const { typeId } = await ok<{ typeId: number }>(t, 'menuDishes.typeAdd', { typeName: unique('t') }, admin);
    const { classId } = await ok<{ classId: number }>(t, 'menuDishes.cookAdd', { className: unique('面点') }, admin);
    await ok(t, 'menuDishes.dishAdd', { dishName: unique('馒头'), typeId, price: 50, cookId: classId }, admin);
    expect(await code('menuDishes.cookRemove', { id: classId })).toBe(Code.CONFLICT);
  });
});

describe('init data', () => {
  it('creates the standard types and classifications where missing, once', async () => {
    const first = await ok<{ types: number; classes: number }>(t, 'menuDishes.initData', {}, admin2);
    expect(first.types).toBe(5);
    expect(first.classes).toBeGreaterThan(30);
    expect((await ok<DishType[]>(t, 'menuDishes.typeList', {}, admin2)).map((x) => x.typeName)).toEqual(expect.arrayContaining(['热菜', '凉菜', '主食', '汤粥', '饮品']));
    expect(await ok(t, 'menuDishes.initData', {}, admin2)).toEqual({ types: 0, classes: 0 });
    expect((await ok<Page<DishClass>>(t, 'menuDishes.tastePage', { className: '麻辣' }, admin2)).total).toBe(1);
  });
});
