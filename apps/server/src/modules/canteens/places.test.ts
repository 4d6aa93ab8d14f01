import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Area, type AreaNode, type DiningTable, type MealLine, type MealLineDetail, type Page, type TableHistory } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, count, limitedToken, ok, type Fields } from '../../testing/api';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const addStall = async (canteenId: number, stallName: string, token = admin) => (await ok<{ stallId: number }>(t, 'canteens.stallAdd', { canteenId, stallName }, token)).stallId;
const addLine = async (content: Record<string, unknown>, token = admin) => (await ok<{ mealLineId: number }>(t, 'canteens.mealLineAdd', content, token)).mealLineId;
const linePage = (token: string, content: Record<string, unknown> = {}) => ok<Page<MealLine>>(t, 'canteens.mealLinePage', content, token);
const addArea = async (content: Record<string, unknown>, token = admin) => (await ok<{ areaId: number }>(t, 'canteens.areaAdd', content, token)).areaId;
const addTable = async (content: Record<string, unknown>, token = admin) => (await ok<{ tableId: number }>(t, 'canteens.tableAdd', content, token)).tableId;
const tablePage = (token: string, content: Record<string, unknown> = {}) => ok<Page<DiningTable>>(t, 'canteens.tablePage', content, token);
/** A device bound to a meal line, written straight into the devices registry (that module's own tests cover adding). */
const bindDevice = async (canteenId: number, mealLineId: number, serial: string) =>
  t.db.query(`INSERT INTO devices (merchant_id, name, type, serial_number, canteen_id, meal_line_id, secret_hash) VALUES (1, $1, 'hexiaoji', $1, $2, $3, 'x:y')`, [
    serial,
    canteenId,
    mealLineId,
  ]);

describe('meal lines', () => {
  it('adds lines to a canteen and a stall, pages them by filters, edits and removes', async () => {
    const c = await addCanteen(t, admin, 'Line hall');
    const stall = await addStall(c, 'Line stall');
    const a = await addLine({ canteenId: c, mealLineName: 'Line A', sort: 2 });
    const b = await addLine({ canteenId: c, stallId: stall, mealLineName: 'Line B', sort: 1 });
    const page = await linePage(admin, { canteenId: c });
    expect(page.records.map((l) => [l.mealLineName, l.stallName, l.canteenName, l.deviceCount])).toEqual([
      ['Line B', 'Line stall', 'Line hall', 0],
      ['Line A', null, 'Line hall', 0],
    ]);
    expect((await linePage(admin, { canteenId: c, stallId: stall })).records.map((l) => l.mealLineId)).toEqual([b]);
    expect((await linePage(admin, { mealLineName: 'line a' })).records.map((l) => l.mealLineId)).toEqual([a]);
    await ok(t, 'canteens.mealLineEdit', { mealLineId: a, stallId: stall, mealLineName: 'Line A2', enabled: false }, admin);
    expect((await linePage(admin, { canteenId: c, enabled: false })).records[0]).toMatchObject({ mealLineName: 'Line A2', stallId: stall, enabled: false, sort: 0 });
    expect(await ok(t, 'canteens.mealLineList', { canteenId: c }, admin)).toEqual([
      { mealLineId: a, mealLineName: 'Line A2', canteenId: c },
      { mealLineId: b, mealLineName: 'Line B', canteenId: c },
    ]);
    await ok(t, 'canteens.mealLineRemove', { id: a }, admin);
    expect((await linePage(admin, { canteenId: c })).total).toBe(1);
  });

  it('shows the devices bound to a line and refuses removing it while they are (40900)', async () => {
    const c = await addCanteen(t, admin, 'Device line hall');
    const line = await addLine({ canteenId: c, mealLineName: 'Pickup 1' });
    await bindDevice(c, line, 'SN-LINE-1');
    const detail = await ok<MealLineDetail>(t, 'canteens.mealLineDetail', { id: line }, admin);
    expect(detail).toMatchObject({ mealLineName: 'Pickup 1', deviceCount: 1 });
    expect(detail.devices).toEqual([expect.objectContaining({ name: 'SN-LINE-1', serialNumber: 'SN-LINE-1', type: 'hexiaoji', state: 'enabled', lastHeartbeatAt: null })]);
    expect((await t.call('canteens.mealLineRemove', { id: line }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await linePage(admin, { canteenId: c })).total).toBe(1);
  });

  it('refuses bad input, a duplicate name and a stall of another canteen, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Bad line hall');
    const other = await addCanteen(t, admin, 'Other line hall');
    const foreignStall = await addStall(other, 'Elsewhere');
    await addLine({ canteenId: c, mealLineName: 'Taken' });
    const before = await count(t, 'meal_lines');
    const bad = await t.call<Fields>('canteens.mealLineAdd', { canteenId: c, mealLineName: ' ', sort: -1 }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['mealLineName', 'sort']);
    const dup = await t.call<Fields>('canteens.mealLineAdd', { canteenId: c, mealLineName: 'Taken' }, { token: admin });
    expect(dup.data.fields).toEqual([{ field: 'mealLineName', message: 'A record with this value already exists' }]);
    const stall = await t.call<Fields>('canteens.mealLineAdd', { canteenId: c, stallId: foreignStall, mealLineName: 'Mixed' }, { token: admin });
    expect(stall.data.fields).toEqual([{ field: 'stallId', message: 'Not part of this canteen' }]);
    expect(await count(t, 'meal_lines')).toBe(before);
  });

  it('keeps another merchant’s lines and canteens out of reach, and hides canteens outside the role’s scope', async () => {
    const theirs = await addCanteen(t, admin2, 'Their line hall');
    const line = await addLine({ canteenId: theirs, mealLineName: 'Theirs' }, admin2);
    expect((await t.call('canteens.mealLineAdd', { canteenId: theirs, mealLineName: 'Mine' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.mealLineEdit', { mealLineId: line, mealLineName: 'Mine' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.mealLineRemove', { id: line }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.mealLineDetail', { id: line }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await linePage(admin, { limit: 500 })).records.map((l) => l.mealLineId)).not.toContain(line);

    const inside = await addCanteen(t, admin, 'Line scope in');
    const outside = await addCanteen(t, admin, 'Line scope out');
    const visible = await addLine({ canteenId: inside, mealLineName: 'In' });
    const hidden = await addLine({ canteenId: outside, mealLineName: 'Out' });
    const limited = await limitedToken(t, admin, 'line_scoped', [inside]);
    expect((await linePage(limited, { limit: 500 })).records.map((l) => l.mealLineId)).toEqual([visible]);
    expect((await ok<{ mealLineId: number }[]>(t, 'canteens.mealLineList', {}, limited)).map((l) => l.mealLineId)).toEqual([visible]);
    expect((await t.call('canteens.mealLineDetail', { id: hidden }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.mealLineAdd', { canteenId: outside, mealLineName: 'Sneaky' }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('areas', () => {
  it('builds a tree per canteen, pages areas and edits the parent', async () => {
    const c = await addCanteen(t, admin, 'Area hall');
    const floor1 = await addArea({ canteenId: c, areaName: 'Floor 1', sort: 1 });
    const floor2 = await addArea({ canteenId: c, areaName: 'Floor 2', sort: 2 });
    const window = await addArea({ canteenId: c, parentId: floor1, areaName: 'Window side' });
    const tree = await ok<AreaNode[]>(t, 'canteens.areaTree', { canteenId: c }, admin);
    expect(tree.map((n) => [n.areaName, n.children.map((k) => k.areaName)])).toEqual([
      ['Floor 1', ['Window side']],
      ['Floor 2', []],
    ]);
    expect((await ok<Page<Area>>(t, 'canteens.areaPage', { canteenId: c, parentId: floor1 }, admin)).records.map((a) => a.areaId)).toEqual([window]);
    await ok(t, 'canteens.areaEdit', { areaId: window, parentId: floor2, areaName: 'Window side' }, admin);
    const moved = await ok<AreaNode[]>(t, 'canteens.areaTree', { canteenId: c }, admin);
    expect(moved[1].children.map((k) => k.areaId)).toEqual([window]);
  });

  it('refuses a parent below the area or in another canteen, and duplicate names under one parent', async () => {
    const c = await addCanteen(t, admin, 'Cycle hall');
    const other = await addCanteen(t, admin, 'Cycle other');
    const top = await addArea({ canteenId: c, areaName: 'Top' });
    const mid = await addArea({ canteenId: c, parentId: top, areaName: 'Mid' });
    const foreign = await addArea({ canteenId: other, areaName: 'Elsewhere' });
    const before = await count(t, 'canteen_areas');
    const cycle = await t.call<Fields>('canteens.areaEdit', { areaId: top, parentId: mid, areaName: 'Top' }, { token: admin });
    expect(cycle.data.fields.map((f) => f.field)).toEqual(['parentId']);
    const self = await t.call<Fields>('canteens.areaEdit', { areaId: top, parentId: top, areaName: 'Top' }, { token: admin });
    expect(self.code).toBe(Code.VALIDATION);
    expect((await t.call<Fields>('canteens.areaAdd', { canteenId: c, parentId: foreign, areaName: 'X' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['parentId']);
    expect((await t.call<Fields>('canteens.areaAdd', { canteenId: c, parentId: top, areaName: 'Mid' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['areaName']);
    expect((await t.call<Fields>('canteens.areaAdd', { canteenId: c, areaName: '' }, { token: admin })).code).toBe(Code.VALIDATION);
    // The same name is fine under another parent.
    expect(await addArea({ canteenId: c, areaName: 'Mid' })).toBeGreaterThan(0);
    expect(await count(t, 'canteen_areas')).toBe(before + 1);
  });

  it('refuses removing a parent with children or an area with tables (40900), then removes them bottom-up', async () => {
    const c = await addCanteen(t, admin, 'Remove area hall');
    const parent = await addArea({ canteenId: c, areaName: 'Parent' });
    const child = await addArea({ canteenId: c, parentId: parent, areaName: 'Child' });
    const table = await addTable({ canteenId: c, areaId: child, tableNo: 'T1', seats: 4 });
    const parentGone = await t.call('canteens.areaRemove', { id: parent }, { token: admin });
    expect(parentGone.code).toBe(Code.CONFLICT);
    expect(parentGone.msg).toBe('This area still has sub-areas; remove them first');
    expect((await t.call('canteens.areaRemove', { id: child }, { token: admin })).code).toBe(Code.CONFLICT);
    await ok(t, 'canteens.tableRemove', { id: table }, admin);
    await ok(t, 'canteens.areaRemove', { id: child }, admin);
    await ok(t, 'canteens.areaRemove', { id: parent }, admin);
    expect(await ok(t, 'canteens.areaTree', { canteenId: c }, admin)).toEqual([]);
  });

  it('keeps another merchant’s areas out of reach and hides canteens outside the scope', async () => {
    const theirs = await addCanteen(t, admin2, 'Their area hall');
    const area = await addArea({ canteenId: theirs, areaName: 'Theirs' }, admin2);
    expect((await t.call('canteens.areaTree', { canteenId: theirs }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.areaEdit', { areaId: area, areaName: 'Mine' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.areaRemove', { id: area }, { token: admin })).code).toBe(Code.NOT_FOUND);
    const inside = await addCanteen(t, admin, 'Area scope in');
    const outside = await addCanteen(t, admin, 'Area scope out');
    await addArea({ canteenId: outside, areaName: 'Hidden' });
    const limited = await limitedToken(t, admin, 'area_scoped', [inside]);
    expect((await ok<Page<Area>>(t, 'canteens.areaPage', { limit: 500 }, limited)).records.map((a) => a.canteenId)).not.toContain(outside);
    expect((await t.call('canteens.areaTree', { canteenId: outside }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('tables', () => {
  it('adds tables in an area, pages them by area, number and state, edits and removes', async () => {
    const c = await addCanteen(t, admin, 'Table hall');
    const area = await addArea({ canteenId: c, areaName: 'Hall' });
    await addTable({ canteenId: c, areaId: area, tableNo: '10', seats: 6 });
    const t2 = await addTable({ canteenId: c, areaId: area, tableNo: '2', seats: 4 });
    await addTable({ canteenId: c, tableNo: 'VIP', seats: 12 });
    expect((await tablePage(admin, { canteenId: c })).records.map((r) => [r.tableNo, r.areaName, r.state])).toEqual([
      ['2', 'Hall', 'free'],
      ['10', 'Hall', 'free'],
      ['VIP', null, 'free'],
    ]);
    expect((await tablePage(admin, { canteenId: c, areaId: area })).total).toBe(2);
    expect((await tablePage(admin, { canteenId: c, tableNo: 'vi' })).total).toBe(1);
    await ok(t, 'canteens.tableEdit', { tableId: t2, areaId: null, tableNo: '2A', seats: 2 }, admin);
    expect((await tablePage(admin, { canteenId: c, tableNo: '2A' })).records[0]).toMatchObject({ seats: 2, areaId: null, canteenId: c });
    await ok(t, 'canteens.tableRemove', { id: t2 }, admin);
    expect((await tablePage(admin, { canteenId: c })).total).toBe(2);
  });

  it('opens a table for a party, refuses opening it again (40900), closes it and records both in the history', async () => {
    const c = await addCanteen(t, admin, 'Open hall');
    const table = await addTable({ canteenId: c, tableNo: 'A1', seats: 4 });
    await ok(t, 'canteens.tableOpen', { tableId: table, people: 3 }, admin);
    const open = (await tablePage(admin, { canteenId: c, state: 'occupied' })).records[0];
    expect(open).toMatchObject({ tableId: table, state: 'occupied', people: 3 });
    expect(open.openedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await t.call('canteens.tableOpen', { tableId: table, people: 2 }, { token: admin });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.msg).toBe('This table is already open');
    expect((await t.call('canteens.tableRemove', { id: table }, { token: admin })).code).toBe(Code.CONFLICT);
    await ok(t, 'canteens.tableClose', { tableId: table }, admin);
    expect((await t.call('canteens.tableClose', { tableId: table }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await tablePage(admin, { canteenId: c })).records[0]).toMatchObject({ state: 'free', people: null, openedAt: null });
    await ok(t, 'canteens.tableOpen', { tableId: table, people: 2 }, admin);
    const history = await ok<Page<TableHistory>>(t, 'canteens.tableHistoryPage', { canteenId: c }, admin);
    expect(history.records.map((h) => [h.tableNo, h.people, h.openedBy, h.closedBy])).toEqual([
      ['A1', 2, 'admin', null],
      ['A1', 3, 'admin', 'admin'],
    ]);
    expect(history.records[1].closedAt).not.toBeNull();
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect((await ok<Page<TableHistory>>(t, 'canteens.tableHistoryPage', { canteenId: c, startDay: today, endDay: today }, admin)).total).toBe(2);
    expect((await ok<Page<TableHistory>>(t, 'canteens.tableHistoryPage', { canteenId: c, endDay: '2000-01-01' }, admin)).total).toBe(0);
  });

  it('refuses bad input, a duplicate number and an area of another canteen, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Bad table hall');
    const other = await addCanteen(t, admin, 'Bad table other');
    const foreignArea = await addArea({ canteenId: other, areaName: 'Far' });
    const table = await addTable({ canteenId: c, tableNo: 'B1', seats: 4 });
    const before = await count(t, 'dining_tables');
    const bad = await t.call<Fields>('canteens.tableAdd', { canteenId: c, tableNo: '', seats: 0 }, { token: admin });
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['seats', 'tableNo']);
    expect((await t.call<Fields>('canteens.tableAdd', { canteenId: c, tableNo: 'B1', seats: 4 }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['tableNo']);
    expect((await t.call<Fields>('canteens.tableAdd', { canteenId: c, areaId: foreignArea, tableNo: 'B2', seats: 4 }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['areaId']);
    expect((await t.call<Fields>('canteens.tableOpen', { tableId: table, people: 0 }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'dining_tables')).toBe(before);
    expect(await count(t, 'table_history WHERE table_id = ' + table)).toBe(0);
  });

  it('keeps another merchant’s tables out of reach and hides canteens outside the scope', async () => {
    const theirs = await addCanteen(t, admin2, 'Their table hall');
    const table = await addTable({ canteenId: theirs, tableNo: 'X', seats: 2 }, admin2);
    for (const [id, content] of [
      ['canteens.tableEdit', { tableId: table, tableNo: 'Y', seats: 2 }],
      ['canteens.tableRemove', { id: table }],
      ['canteens.tableOpen', { tableId: table, people: 1 }],
      ['canteens.tableClose', { tableId: table }],
      ['canteens.tableAdd', { canteenId: theirs, tableNo: 'Z', seats: 2 }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    }
    const inside = await addCanteen(t, admin, 'Table scope in');
    const outside = await addCanteen(t, admin, 'Table scope out');
    const hidden = await addTable({ canteenId: outside, tableNo: 'H', seats: 2 });
    await ok(t, 'canteens.tableOpen', { tableId: hidden, people: 1 }, admin);
    const limited = await limitedToken(t, admin, 'table_scoped', [inside]);
    expect((await tablePage(limited, { limit: 500 })).records.map((r) => r.canteenId)).not.toContain(outside);
    expect((await t.call('canteens.tableClose', { tableId: hidden }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<TableHistory>>(t, 'canteens.tableHistoryPage', { limit: 500 }, limited)).records.map((h) => h.canteenId)).not.toContain(outside);
  });
});
