import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Page, type StockUnit, type UnitOption, type Warehouse, type WarehouseOption } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, count, limitedToken, ok } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
let canteenA: number;
let canteenB: number;
let keeperId: number;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteenA = await addCanteen(t, admin, 'Stock hall A');
  canteenB = await addCanteen(t, admin, 'Stock hall B');
  [{ id: keeperId }] = await t.db.query<{ id: number }>(
    `INSERT INTO mgr_users (merchant_id, username, password_hash, real_name, is_keeper) VALUES (1, 'keeper_w', 'x', '老王', true) RETURNING id`,
  );
});
afterAll(() => t?.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
const addWarehouse = async (name: string, canteenId = canteenA, token = admin) =>
  (await ok<{ warehouseId: number }>(t, 'inventoryStock.warehouseAdd', { canteenId, name, keeperId }, token)).warehouseId;
const addUnit = async (name: string, baseUnitId: number | null = null, ratio: number | null = null) =>
  (await ok<{ unitId: number }>(t, 'inventoryStock.unitAdd', { name, baseUnitId, ratio }, admin)).unitId;

describe('warehouses', () => {
  it('adds, pages, edits and removes a warehouse with its keeper', async () => {
    const id = await addWarehouse('主食库');
    const page = await ok<Page<Warehouse>>(t, 'inventoryStock.warehousePage', { name: '主食' }, admin);
    expect(page.records).toEqual([
      expect.objectContaining({ warehouseId: id, canteenId: canteenA, canteenName: 'Stock hall A', name: '主食库', keeperId, keeperName: '老王', enabled: true, materialCount: 0, stockValue: 0 }),
    ]);
    await ok(t, 'inventoryStock.warehouseEdit', { warehouseId: id, canteenId: canteenB, name: '主食库', code: 'ZS01', keeperId: null, phone: '123', enabled: false }, admin);
    const [after] = (await ok<Page<Warehouse>>(t, 'inventoryStock.warehousePage', { canteenId: canteenB, enabled: false }, admin)).records;
    expect(after).toMatchObject({ warehouseId: id, code: 'ZS01', keeperId: null, keeperName: null, phone: '123', enabled: false });
    const options = await ok<WarehouseOption[]>(t, 'inventoryStock.warehouseOptions', {}, admin);
    expect(options.map((o) => o.warehouseId)).toContain(id);
    await ok(t, 'inventoryStock.warehouseRemove', { id }, admin);
    expect((await t.db.query(`SELECT 1 FROM inv_warehouses WHERE id = $1`, [id])).length).toBe(0);
  });

  it('refuses bad input with a coded field error and writes nothing', async () => {
    const before = await count(t, 'inv_warehouses');
    await addWarehouse('Dup store');
    const dup = await call('inventoryStock.warehouseAdd', { canteenId: canteenA, name: 'Dup store' });
    expect(dup.code).toBe(Code.VALIDATION);
    const notKeeper = await call('inventoryStock.warehouseAdd', { canteenId: canteenA, name: 'X1', keeperId: 1 });
    expect(notKeeper).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'keeperId' }] } });
    const noCanteen = await call('inventoryStock.warehouseAdd', { canteenId: 999_999, name: 'X2' });
    expect(noCanteen).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'canteenId' }] } });
    expect((await call('inventoryStock.warehouseAdd', { canteenId: canteenA, name: '' })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'inv_warehouses')).toBe(before + 1);
  });

  it('refuses to remove a warehouse with documents or stock (40900) and to move it to another canteen', async () => {
    const id = await addWarehouse('Busy store');
    await t.db.query(`INSERT INTO inv_inbounds (merchant_id, doc_no, warehouse_id, inbound_date) VALUES (1, 'RKBUSY1', $1, '2026-11-28')`, [id]);
    expect((await call('inventoryStock.warehouseRemove', { id })).code).toBe(Code.CONFLICT);
    expect((await call('inventoryStock.warehouseEdit', { warehouseId: id, canteenId: canteenB, name: 'Busy store' })).code).toBe(Code.CONFLICT);
    expect((await t.db.query(`SELECT canteen_id FROM inv_warehouses WHERE id = $1`, [id]))[0]).toEqual({ canteen_id: canteenA });
  });

  it('keeps merchants apart and applies the canteen scope', async () => {
    const id = await addWarehouse('Private store');
    const theirs = await ok<Page<Warehouse>>(t, 'inventoryStock.warehousePage', {}, admin2);
    expect(theirs.records.map((w) => w.warehouseId)).not.toContain(id);
    expect((await call('inventoryStock.warehouseEdit', { warehouseId: id, canteenId: canteenA, name: 'Stolen' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.warehouseRemove', { id }, admin2)).code).toBe(Code.NOT_FOUND);

    const onlyB = await limitedToken(t, admin, 'stock_scope_b', [canteenB]);
    const seen = await ok<Page<Warehouse>>(t, 'inventoryStock.warehousePage', { limit: 500 }, onlyB);
    expect(seen.records.every((w) => w.canteenId === canteenB)).toBe(true);
    expect((await call('inventoryStock.warehouseRemove', { id }, onlyB)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.warehouseAdd', { canteenId: canteenA, name: 'Outside' }, onlyB)).code).toBe(Code.VALIDATION);
    expect((await t.db.query(`SELECT name FROM inv_warehouses WHERE id = $1`, [id]))[0]).toEqual({ name: 'Private store' });
  });
});

describe('units', () => {
  it('defines units on bases, converts between them and refuses units without a common root', async () => {
    const g = await addUnit('克');
    const kg = await addUnit('千克', g, 1000);
    const jin = await addUnit('斤', g, 500);
    const box = await addUnit('箱', kg, 20);
    const each = await addUnit('个');
    expect(await ok(t, 'inventoryStock.unitConvert', { qty: 3, fromUnitId: box, toUnitId: jin }, admin)).toEqual({ qty: 120, fromUnitName: '箱', toUnitName: '斤' });
    expect(await ok(t, 'inventoryStock.unitConvert', { qty: 0.5, fromUnitId: jin, toUnitId: kg }, admin)).toMatchObject({ qty: 0.25 });
    const apart = await call('inventoryStock.unitConvert', { qty: 1, fromUnitId: each, toUnitId: kg });
    expect(apart).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'toUnitId' }] } });
    const page = await ok<Page<StockUnit>>(t, 'inventoryStock.unitPage', { name: '箱' }, admin);
    expect(page.records).toEqual([expect.objectContaining({ unitId: box, baseUnitId: kg, baseUnitName: '千克', ratio: 20, rootName: '克', factor: 20_000, usedCount: 0 })]);
    const options = await ok<UnitOption[]>(t, 'inventoryStock.unitOptions', {}, admin);
    expect(options.find((o) => o.unitId === jin)).toEqual({ unitId: jin, name: '斤', rootName: '克', factor: 500 });
  });

  it('refuses cycles, a ratio without a base, duplicate names and removing a unit in use', async () => {
    const a = await addUnit('U-a');
    const b = await addUnit('U-b', a, 10);
    const before = await count(t, 'inv_units');
    expect(await call('inventoryStock.unitEdit', { unitId: a, name: 'U-a', baseUnitId: b, ratio: 2 })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'baseUnitId' }] } });
    expect(await call('inventoryStock.unitEdit', { unitId: a, name: 'U-a', baseUnitId: a, ratio: 2 })).toMatchObject({ code: Code.VALIDATION });
    expect(await call('inventoryStock.unitAdd', { name: 'U-c', ratio: 2 })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'baseUnitId' }] } });
    expect(await call('inventoryStock.unitAdd', { name: 'U-a' })).toMatchObject({ code: Code.VALIDATION, data: { fields: [{ field: 'name' }] } });
    expect(await count(t, 'inv_units')).toBe(before);
    expect((await call('inventoryStock.unitRemove', { id: a })).code).toBe(Code.CONFLICT);
    await ok(t, 'inventoryStock.unitRemove', { id: b }, admin);
    await ok(t, 'inventoryStock.unitRemove', { id: a }, admin);
  });

  it('keeps merchants apart', async () => {
    const mine = await addUnit('Mine-only');
    expect((await ok<Page<StockUnit>>(t, 'inventoryStock.unitPage', { name: 'Mine-only' }, admin2)).total).toBe(0);
    expect((await call('inventoryStock.unitEdit', { unitId: mine, name: 'Theirs' }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await call('inventoryStock.unitRemove', { id: mine }, admin2)).code).toBe(Code.NOT_FOUND);
    const own = (await ok<{ unitId: number }>(t, 'inventoryStock.unitAdd', { name: 'Theirs-only' }, admin2)).unitId;
    expect((await call('inventoryStock.unitConvert', { qty: 1, fromUnitId: mine, toUnitId: own }, admin2)).code).toBe(Code.VALIDATION);
  });
});

describe('access', () => {
  it('refuses roles without the warehouse or unit menus (40300)', async () => {
    const role = async (code: string, drop: number) => {
      const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: code, roleName: code, roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== drop) }, admin);
      await ok(t, 'admin.userAdd', { username: code, password: await t.encrypt('Passw0rd!'), realName: code, roleId }, admin);
      return t.token(code, 'Passw0rd!');
    };
    const noDepot = await role('nodepot', 1101000);
    expect((await call('inventoryStock.warehousePage', {}, noDepot)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryStock.warehouseAdd', { canteenId: canteenA, name: 'Nope' }, noDepot)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryStock.houseMaterialPage', {}, noDepot)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryStock.stockPage', {}, noDepot)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryStock.batchPage', {}, noDepot)).code).toBe(Code.FORBIDDEN);
    const noUnit = await role('nounit', 1102000);
    expect((await call('inventoryStock.unitPage', {}, noUnit)).code).toBe(Code.FORBIDDEN);
    expect((await call('inventoryStock.unitConvert', { qty: 1, fromUnitId: 1, toUnitId: 1 }, noUnit)).code).toBe(Code.FORBIDDEN);
    const noPlan = await role('noplan', 1003000);
    expect((await call('inventoryStock.stockAllMaterial', { warehouseId: 1 }, noPlan)).code).toBe(Code.FORBIDDEN);
  });
});
