import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Canteen, type MealPeriod, type Page, type Stall } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { addCanteen, count, limitedToken, ok, type Fields } from '../../testing/api';
import { mealPeriodAt } from './mealPeriods';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const canteenPage = (token: string, content: Record<string, unknown> = {}) => ok<Page<Canteen>>(t, 'canteens.canteenPage', content, token);
const stallPage = (token: string, content: Record<string, unknown> = {}) => ok<Page<Stall>>(t, 'canteens.stallPage', content, token);

describe('canteens', () => {
  it('adds, pages with a name filter, edits and removes a canteen', async () => {
    const id = await addCanteen(t, admin, 'North canteen');
    await addCanteen(t, admin, 'South canteen');
    const page = await canteenPage(admin, { canteenName: 'north' });
    expect(page.records).toEqual([expect.objectContaining({ canteenId: id, canteenName: 'North canteen', enabled: true, stallCount: 0 })]);
    await ok(t, 'canteens.canteenEdit', { canteenId: id, canteenName: 'North hall', address: '1 Road', enabled: false }, admin);
    expect((await canteenPage(admin, { canteenName: 'north' })).records[0]).toMatchObject({ canteenName: 'North hall', address: '1 Road', enabled: false });
    await ok(t, 'canteens.canteenRemove', { id }, admin);
    expect((await canteenPage(admin, { canteenName: 'north' })).total).toBe(0);
  });

  it('refuses bad input and duplicate names, writing nothing', async () => {
    await addCanteen(t, admin, 'Dup canteen');
    const before = await count(t, 'canteens');
    const empty = await t.call<Fields>('canteens.canteenAdd', { canteenName: '  ' }, { token: admin });
    expect(empty.code).toBe(Code.VALIDATION);
    expect(empty.data.fields.map((f) => f.field)).toEqual(['canteenName']);
    const dup = await t.call<Fields>('canteens.canteenAdd', { canteenName: 'Dup canteen' }, { token: admin });
    expect(dup.code).toBe(Code.VALIDATION);
    expect(dup.data.fields).toEqual([{ field: 'canteenName', message: 'A record with this value already exists' }]);
    const badPhone = await t.call<Fields>('canteens.canteenAdd', { canteenName: 'X', phone: 'call me' }, { token: admin });
    expect(badPhone.data.fields.map((f) => f.field)).toEqual(['phone']);
    expect(await count(t, 'canteens')).toBe(before);
  });

  it('keeps merchants apart: another merchant’s canteen is not found and not listed', async () => {
    const id = await addCanteen(t, admin, 'Mine only');
    expect((await t.call('canteens.canteenEdit', { canteenId: id, canteenName: 'Taken' }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.canteenRemove', { id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await canteenPage(admin2, { limit: 500 })).records.map((c) => c.canteenId)).not.toContain(id);
    expect((await ok<{ canteenId: number }[]>(t, 'canteens.canteenList', {}, admin2)).map((c) => c.canteenId)).not.toContain(id);
    // Names are unique per merchant only.
    expect(await addCanteen(t, admin2, 'Mine only')).toBeGreaterThan(0);
  });

  it('refuses removing a canteen that still has stalls', async () => {
    const id = await addCanteen(t, admin, 'With stall');
    await ok(t, 'canteens.stallAdd', { canteenId: id, stallName: 'Noodles' }, admin);
    expect((await t.call('canteens.canteenRemove', { id }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await canteenPage(admin, { canteenName: 'With stall' })).records[0].stallCount).toBe(1);
  });

  it('offers the canteens as data-permission options and hides the others from a limited role', async () => {
    const inside = await addCanteen(t, admin, 'Scope inside');
    const outside = await addCanteen(t, admin, 'Scope outside');
    const options = await ok<{ available: boolean; options: { id: number; name: string; parentId: null }[] }>(t, 'admin.effectiveOptions', { type: 'canteen' }, admin);
    expect(options.available).toBe(true);
    expect(options.options).toContainEqual({ id: inside, name: 'Scope inside', parentId: null });
    const limited = await limitedToken(t, admin, 'canteen_scoped', [inside]);
    expect((await canteenPage(limited, { limit: 500 })).records.map((c) => c.canteenId)).toEqual([inside]);
    expect((await ok<{ canteenId: number }[]>(t, 'canteens.canteenList', {}, limited)).map((c) => c.canteenId)).toEqual([inside]);
    expect((await t.call('canteens.canteenEdit', { canteenId: outside, canteenName: 'Mine now' }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.stallAdd', { canteenId: outside, stallName: 'Sneaky' }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.periodAdd', { canteenId: outside, mealType: 1, startTime: '06:00', endTime: '09:00' }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('stalls', () => {
  it('adds stalls to a canteen, pages them by canteen and name, edits and removes', async () => {
    const c = await addCanteen(t, admin, 'Stall hall');
    const { stallId } = await ok<{ stallId: number }>(t, 'canteens.stallAdd', { canteenId: c, stallName: 'Rice bowls', contact: 'Li' }, admin);
    await ok(t, 'canteens.stallAdd', { canteenId: c, stallName: 'Dumplings' }, admin);
    const page = await stallPage(admin, { canteenId: c });
    expect(page.records.map((s) => [s.stallName, s.canteenName])).toEqual([
      ['Rice bowls', 'Stall hall'],
      ['Dumplings', 'Stall hall'],
    ]);
    expect((await stallPage(admin, { canteenId: c, stallName: 'dump' })).total).toBe(1);
    await ok(t, 'canteens.stallEdit', { stallId, canteenId: c, stallName: 'Rice', enabled: false }, admin);
    expect((await stallPage(admin, { canteenId: c, stallName: 'rice' })).records[0]).toMatchObject({ stallName: 'Rice', enabled: false, contact: '' });
    await ok(t, 'canteens.stallRemove', { id: stallId }, admin);
    expect((await stallPage(admin, { canteenId: c })).total).toBe(1);
  });

  it('refuses a duplicate name in one canteen, bad input and another merchant’s canteen or stall', async () => {
    const c = await addCanteen(t, admin, 'Stall checks');
    const other = await addCanteen(t, admin2, 'Other merchant hall');
    await ok(t, 'canteens.stallAdd', { canteenId: c, stallName: 'Soup' }, admin);
    const before = await count(t, 'stalls');
    const dup = await t.call<Fields>('canteens.stallAdd', { canteenId: c, stallName: 'Soup' }, { token: admin });
    expect(dup.data.fields).toEqual([{ field: 'stallName', message: 'A record with this value already exists' }]);
    expect((await t.call<Fields>('canteens.stallAdd', { stallName: 'No canteen' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['canteenId']);
    expect((await t.call('canteens.stallAdd', { canteenId: other, stallName: 'Foreign' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, 'stalls')).toBe(before);
    const { stallId } = await ok<{ stallId: number }>(t, 'canteens.stallAdd', { canteenId: other, stallName: 'Theirs' }, admin2);
    expect((await t.call('canteens.stallEdit', { stallId, canteenId: c, stallName: 'Mine' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.stallRemove', { id: stallId }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });
});

describe('meal periods', () => {
  it('adds the periods of a canteen and lists them by start time', async () => {
    const c = await addCanteen(t, admin, 'Period hall');
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '11:00', endTime: '13:30' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 1, startTime: '06:30', endTime: '09:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 5, startTime: '22:00', endTime: '02:00' }, admin);
    const list = await ok<MealPeriod[]>(t, 'canteens.periodList', { canteenId: c }, admin);
    expect(list.map((p) => [p.mealType, p.startTime, p.endTime, p.canteenName])).toEqual([
      [1, '06:30', '09:00', 'Period hall'],
      [2, '11:00', '13:30', 'Period hall'],
      [5, '22:00', '02:00', 'Period hall'],
    ]);
  });

  it('refuses overlapping windows of one canteen with a message naming the other period (42200)', async () => {
    const c = await addCanteen(t, admin, 'Overlap hall');
    const other = await addCanteen(t, admin, 'Overlap neighbour');
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '11:00', endTime: '13:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 5, startTime: '23:00', endTime: '01:00' }, admin);
    const before = await count(t, 'meal_periods');
    const clash = await t.call('canteens.periodAdd', { canteenId: c, mealType: 3, startTime: '12:30', endTime: '15:00' }, { token: admin });
    expect(clash.code).toBe(Code.BUSINESS_RULE);
    expect(clash.msg).toBe('This period overlaps the lunch period (11:00–13:00) of this canteen');
    const overMidnight = await t.call('canteens.periodAdd', { canteenId: c, mealType: 1, startTime: '00:30', endTime: '08:00' }, { token: admin, headers: { 'accept-language': 'zh' } });
    expect(overMidnight.code).toBe(Code.BUSINESS_RULE);
    expect(overMidnight.msg).toBe('该时段与本食堂的夜宵时段（23:00–01:00）重叠');
    expect(await count(t, 'meal_periods')).toBe(before);
    // Touching windows do not overlap; another canteen's windows are its own.
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 3, startTime: '13:00', endTime: '15:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: other, mealType: 2, startTime: '12:00', endTime: '14:00' }, admin);
  });

  it('edits a period, checking it against the others but not itself', async () => {
    const c = await addCanteen(t, admin, 'Edit period hall');
    const { intervalId } = await ok<{ intervalId: number }>(t, 'canteens.periodAdd', { canteenId: c, mealType: 4, startTime: '17:00', endTime: '19:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '11:00', endTime: '13:00' }, admin);
    await ok(t, 'canteens.periodEdit', { intervalId, canteenId: c, mealType: 4, startTime: '16:30', endTime: '19:30' }, admin);
    expect((await t.call('canteens.periodEdit', { intervalId, canteenId: c, mealType: 4, startTime: '12:00', endTime: '19:30' }, { token: admin })).code).toBe(Code.BUSINESS_RULE);
    const list = await ok<MealPeriod[]>(t, 'canteens.periodList', { canteenId: c }, admin);
    expect(list.find((p) => p.intervalId === intervalId)).toMatchObject({ startTime: '16:30', endTime: '19:30' });
    await ok(t, 'canteens.periodRemove', { id: intervalId }, admin);
    expect((await ok<MealPeriod[]>(t, 'canteens.periodList', { canteenId: c }, admin)).map((p) => p.mealType)).toEqual([2]);
  });

  it('refuses bad times, an empty window and a second period of the same meal, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Bad period hall');
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 1, startTime: '06:00', endTime: '08:00' }, admin);
    const before = await count(t, 'meal_periods');
    const bad = await t.call<Fields>('canteens.periodAdd', { canteenId: c, mealType: 6, startTime: '25:00', endTime: '9:00' }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['endTime', 'mealType', 'startTime']);
    const empty = await t.call<Fields>('canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '12:00', endTime: '12:00' }, { token: admin });
    expect(empty.data.fields).toEqual([{ field: 'endTime', message: 'The end time cannot equal the start time' }]);
    const again = await t.call<Fields>('canteens.periodAdd', { canteenId: c, mealType: 1, startTime: '20:00', endTime: '21:00' }, { token: admin });
    expect(again.data.fields).toEqual([{ field: 'mealType', message: 'This canteen already has a breakfast period' }]);
    expect(await count(t, 'meal_periods')).toBe(before);
  });

  it('keeps another merchant’s periods out of reach', async () => {
    const theirs = await addCanteen(t, admin2, 'Their period hall');
    const { intervalId } = await ok<{ intervalId: number }>(t, 'canteens.periodAdd', { canteenId: theirs, mealType: 1, startTime: '06:00', endTime: '08:00' }, admin2);
    expect((await t.call('canteens.periodList', { canteenId: theirs }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.periodAdd', { canteenId: theirs, mealType: 2, startTime: '11:00', endTime: '12:00' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.periodEdit', { intervalId, canteenId: theirs, mealType: 1, startTime: '06:00', endTime: '09:00' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.periodRemove', { id: intervalId }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.periodInUse', { canteenId: theirs }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await ok<MealPeriod[]>(t, 'canteens.periodList', {}, admin)).map((p) => p.intervalId)).not.toContain(intervalId);
  });

  it('finds the period in force at a time in the merchant’s time zone (Asia/Shanghai by default)', async () => {
    const c = await addCanteen(t, admin, 'Clock hall');
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '11:00', endTime: '13:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 5, startTime: '22:00', endTime: '02:00' }, admin);
    await ok(t, 'canteens.periodAdd', { canteenId: c, mealType: 4, startTime: '17:00', endTime: '19:00', enabled: false }, admin);
    const at = (iso: string) => ok<MealPeriod | null>(t, 'canteens.periodInUse', { canteenId: c, at: iso }, admin);
    expect((await at('2025-03-03T12:15:00+08:00'))?.mealType).toBe(2);
    expect((await at('2025-03-03T04:15:00Z'))?.mealType).toBe(2); // 12:15 in Shanghai
    expect((await at('2025-03-03T13:00:00+08:00'))).toBeNull(); // the end is outside
    expect((await at('2025-03-04T01:59:00+08:00'))?.mealType).toBe(5);
    expect((await at('2025-03-03T18:00:00+08:00'))).toBeNull(); // disabled
    const ctx = testCtx(t.db, 1);
    expect((await mealPeriodAt(ctx, c, new Date('2025-03-03T22:30:00+08:00')))?.mealType).toBe(5);
  });

  it('serves the period in force from the merchant’s cache, and any write, even plain SQL, is seen at once', async () => {
    const c = await addCanteen(t, admin, 'Cached hall');
    const { intervalId } = await ok<{ intervalId: number }>(t, 'canteens.periodAdd', { canteenId: c, mealType: 2, startTime: '11:00', endTime: '13:00' }, admin);
    const noon = new Date('2025-03-03T12:15:00+08:00');
    const ctx = testCtx(t.db, 1);
    expect((await mealPeriodAt(ctx, c, noon))?.mealType).toBe(2);
    expect((await mealPeriodAt(ctx, c, noon))?.mealType).toBe(2); // now cached
    await ok(t, 'canteens.periodEdit', { intervalId, canteenId: c, mealType: 3, startTime: '11:00', endTime: '13:00' }, admin);
    expect((await mealPeriodAt(ctx, c, noon))?.mealType).toBe(3);
    await t.db.query(`UPDATE meal_periods SET start_minute = 13 * 60, end_minute = 14 * 60 WHERE id = $1`, [intervalId]);
    expect(await mealPeriodAt(ctx, c, noon)).toBeNull();
    await t.db.query(`DELETE FROM meal_periods WHERE id = $1`, [intervalId]);
    await ok(t, 'canteens.canteenRemove', { id: c }, admin);
    await expect(mealPeriodAt(ctx, c, noon)).rejects.toMatchObject({ code: Code.NOT_FOUND });
    await expect(mealPeriodAt(testCtx(t.db, 2), c, noon)).rejects.toMatchObject({ code: Code.NOT_FOUND });
  });
});
