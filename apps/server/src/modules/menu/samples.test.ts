import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Page, type SampleCanteenDay, type SampleDiffGroup, type SampleOverview, type SampleRecord } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, addCanteen, limitedToken } from '../../testing/api';
import { addDish, addRecipe, countRows, exportRows, tokenWithout, unique } from './productsTestSetup';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let otherCanteen: number;
let pork: number;
let eggs: number;
let rice: number;
const DAY = '2025-03-10';
const LUNCH = 2;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteen(t, admin, unique('一食堂'));
  otherCanteen = await addCanteen(t, admin, unique('二食堂'));
  pork = await addDish(t, unique('红烧肉'), 1800);
  eggs = await addDish(t, unique('番茄炒蛋'), 900);
  rice = await addDish(t, unique('米饭'), 100);
  await addRecipe(t, canteen, DAY, LUNCH, [pork, eggs, rice]);
});
afterAll(() => t.close());

const reply = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
const code = async (id: string, content: Record<string, unknown>, token = admin) => (await reply(id, content, token)).code;
const records = (content: Record<string, unknown>, token = admin) => ok<Page<SampleRecord>>(t, 'menuProducts.sampleRecordPage', { limit: 500, ...content }, token);
const handKept = (over: Record<string, unknown> = {}) => ({
  canteenId: canteen,
  sampleDate: DAY,
  mealType: LUNCH,
  keptAt: `${DAY}T11:20:00+08:00`,
  dishId: pork,
  weightG: 130,
  cabinetNo: 'A-01',
  ...over,
});

async function device(type: string, canteenId = canteen): Promise<string> {
  const serialNumber = unique('LYJ');
  const { secret } = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: `${type} ${serialNumber}`, type, serialNumber, canteenId, ip: '' }, admin);
  return (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber, secret }, '')).token;
}

describe('sample retention', () => {
  it('compares what the recipe planned with what was kept: kept, underweight, missing and not planned', async () => {
    await ok(t, 'menuProducts.sampleAdd', handKept(), admin);
    await ok(t, 'menuProducts.sampleAdd', handKept({ dishId: eggs, weightG: 90 }), admin);
    // Kept by hand without a dish of the menu: matched by name, here planned by none.
    await ok(t, 'menuProducts.sampleAdd', handKept({ dishId: null, dishName: '凉拌黄瓜', weightG: 150 }), admin);

    const diff = await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY, canteenId: canteen }, admin);
    expect(diff.total).toBe(1);
    const meal = diff.records[0];
    expect(meal).toEqual(expect.objectContaining({ canteenId: canteen, sampleDate: DAY, mealType: LUNCH, planned: 3, kept: 1, underweight: 1, missing: 1, unplanned: 1 }));
    expect(meal.dishes.map((d) => [d.dishId, d.state, d.weightG])).toEqual([
      [pork, 'kept', 130],
      [eggs, 'underweight', 90],
      [rice, 'missing', null],
      [null, 'unplanned', 150],
    ]);
    // Another, heavier sample of the eggs fixes them.
    await ok(t, 'menuProducts.sampleAdd', handKept({ dishId: eggs, weightG: 128 }), admin);
    const fixed = (await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY, canteenId: canteen }, admin)).records[0];
    expect(fixed).toEqual(expect.objectContaining({ kept: 2, underweight: 0, missing: 1 }));

    const days = await ok<Page<SampleCanteenDay>>(t, 'menuProducts.sampleCanteenPage', { startDate: DAY, endDate: DAY }, admin);
    expect(days.records).toEqual([expect.objectContaining({ canteenId: canteen, sampleDate: DAY, planned: 3, kept: 2, underweight: 0, missing: 1, unplanned: 1 })]);
    expect(days.records[0].meals).toHaveLength(1);
    expect((await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY, mealType: 4 }, admin)).total).toBe(0);
    // A meal that has not begun is pending, not missing.
    await addRecipe(t, canteen, '2099-01-05', LUNCH, [pork]);
    const later = (await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: '2099-01-05', endDate: '2099-01-05' }, admin)).records[0];
    expect(later).toEqual(expect.objectContaining({ upcoming: true, planned: 1, pending: 1, missing: 0 }));

    const list = await records({ startDate: DAY, endDate: DAY, canteenId: canteen });
    expect(list.total).toBe(4);
    expect(list.records.find((r) => r.weightG === 90)).toEqual(
      expect.objectContaining({ dishId: eggs, underweight: true, source: 'console', operator: 'admin', cabinetNo: 'A-01', state: 'kept', deviceId: null }),
    );
    const first = list.records.find((r) => r.weightG === 130)!;
    expect(new Date(first.keepUntil).getTime() - new Date(first.keptAt).getTime()).toBe(48 * 3600_000);
    expect((await records({ startDate: DAY, endDate: DAY, underweight: true })).records.map((r) => r.weightG)).toEqual([90]);
    expect((await records({ dishName: '凉拌' })).records.map((r) => r.dishName)).toEqual(['凉拌黄瓜']);

    const { rows } = await exportRows(t, 'menuProducts.sampleRecordExport', { startDate: DAY, endDate: DAY, dishName: '凉拌' }, admin);
    expect(rows).toHaveLength(2);
    expect(rows![1]).toEqual(expect.arrayContaining([DAY, 'Lunch', '凉拌黄瓜', 150, 'No', 'Kept']));
  });

  it('takes uploads from a sample machine of the canteen, and refuses other devices', async () => {
    const machine = await device('liuyangji');
    await ok(t, 'devices.deviceHeartbeat', {}, machine);
    const saved = await ok<{ recordId: number; keepUntil: string }>(t, 'menuProducts.sampleDeviceSave', { dishId: rice, weightG: 140, mealType: LUNCH, sampleDate: DAY, keptAt: `${DAY}T11:40:00+08:00`, cabinetNo: 'B-02' }, machine);
    const row = (await records({ startDate: DAY, endDate: DAY, deviceName: 'liuyangji' })).records.find((r) => r.recordId === saved.recordId)!;
    expect(row).toEqual(expect.objectContaining({ canteenId: canteen, source: 'device', dishId: rice, weightG: 140, cabinetNo: 'B-02' }));
    expect(row.deviceId).not.toBeNull();
    expect(saved.keepUntil).toBe(new Date(Date.parse(`${DAY}T11:40:00+08:00`) + 48 * 3600_000).toISOString());
    const meal = (await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY, canteenId: canteen }, admin)).records[0];
    expect(meal.dishes.find((d) => d.dishId === rice)?.state).toBe('kept');

    // No meal given and no meal period on: refused; with the canteen's lunch period on, the period's meal.
    const before = await countRows(t, 'menu_sample_records');
    expect(await code('menuProducts.sampleDeviceSave', { dishName: '馒头', weightG: 150 }, machine)).toBe(Code.BUSINESS_RULE);
    await ok(t, 'canteens.periodAdd', { canteenId: canteen, mealType: 3, startTime: '00:00', endTime: '23:59' }, admin);
    const now = await ok<{ recordId: number }>(t, 'menuProducts.sampleDeviceSave', { dishName: '馒头', weightG: 150 }, machine);
    const latest = (await records({ dishName: '馒头' })).records.find((r) => r.recordId === now.recordId)!;
    expect(latest.mealType).toBe(3);
    expect(await countRows(t, 'menu_sample_records')).toBe(before + 1);

    const till = await device('lishixiaofeiji');
    expect(await code('menuProducts.sampleDeviceSave', { dishId: rice, weightG: 140, mealType: LUNCH }, till)).toBe(Code.FORBIDDEN);
    // A manager's token is no device's.
    expect(await code('menuProducts.sampleDeviceSave', { dishId: rice, weightG: 140, mealType: LUNCH }, admin)).toBe(Code.UNAUTHORIZED);
    expect(await countRows(t, 'menu_sample_records')).toBe(before + 1);

    const overview = await ok<SampleOverview>(t, 'menuProducts.sampleOverview', { day: DAY }, admin);
    expect(overview.meals.find((m) => m.canteenId === canteen && m.mealType === LUNCH)).toEqual(expect.objectContaining({ planned: 3 }));
    expect(overview.machines.find((m) => m.deviceId === row.deviceId)).toEqual(expect.objectContaining({ online: true, canteenId: canteen }));
  });

  it('disposes of a sample only after its 48 hours, once', async () => {
    // Kept a minute short of 48 hours ago (moving the clock days on would end the login).
    const keptAt = new Date(Date.now() - 48 * 3600_000 + 60_000).toISOString();
    const { recordId } = await ok<{ recordId: number }>(t, 'menuProducts.sampleAdd', handKept({ sampleDate: '2025-03-11', keptAt }), admin);
    const { recordId: old } = await ok<{ recordId: number }>(t, 'menuProducts.sampleAdd', handKept({ sampleDate: '2025-03-11' }), admin);
    // All or none: the young one refuses the old one too.
    expect(await code('menuProducts.sampleDispose', { recordIds: [old, recordId] })).toBe(Code.BUSINESS_RULE);
    expect((await records({ startDate: '2025-03-11', endDate: '2025-03-11', state: 'disposed' })).total).toBe(0);
    expect(await ok(t, 'menuProducts.sampleDispose', { recordIds: [old] }, admin)).toEqual({ disposed: 1 });
    expect(await code('menuProducts.sampleDispose', { recordIds: [old] })).toBe(Code.CONFLICT);
    t.advanceClock(120_000);
    try {
      expect(await ok(t, 'menuProducts.sampleDispose', { recordIds: [recordId] }, admin)).toEqual({ disposed: 1 });
    } finally {
      t.advanceClock(-120_000);
    }
    const done = (await records({ startDate: '2025-03-11', endDate: '2025-03-11', state: 'disposed' })).records;
    expect(done.map((r) => [r.recordId, r.disposedBy])).toEqual(expect.arrayContaining([[recordId, 'admin'], [old, 'admin']]));
  });

  it('refuses bad input with a coded error and writes nothing', async () => {
    const before = await countRows(t, 'menu_sample_records');
    const field = async (id: string, content: Record<string, unknown>) => {
      const r = await reply(id, content);
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      return (r.data as { fields: { field: string }[] }).fields[0].field;
    };
    expect(await field('menuProducts.sampleAdd', handKept({ weightG: 0 }))).toBe('weightG');
    expect(await field('menuProducts.sampleAdd', handKept({ weightG: 12.5 }))).toBe('weightG');
    expect(await field('menuProducts.sampleAdd', handKept({ mealType: 6 }))).toBe('mealType');
    expect(await field('menuProducts.sampleAdd', handKept({ keptAt: '2099-01-01T00:00:00+08:00' }))).toBe('keptAt');
    expect(await field('menuProducts.sampleAdd', handKept({ dishId: null, dishName: '' }))).toBe('dishName');
    expect(await field('menuProducts.sampleAdd', handKept({ dishId: 999999 }))).toBe('dishId');
    expect(await field('menuProducts.sampleAdd', handKept({ sampleDate: '2025-02-30' }))).toBe('sampleDate');
    expect(await field('menuProducts.sampleDiffPage', { startDate: '2025-03-10', endDate: '2025-03-01' })).toBe('endDate');
    expect(await field('menuProducts.sampleDiffPage', { startDate: '2025-01-01', endDate: '2025-12-31' })).toBe('endDate');
    expect(await field('menuProducts.sampleDispose', { recordIds: [] })).toBe('recordIds');
    expect(await countRows(t, 'menu_sample_records')).toBe(before);
  });

  it('keeps merchants apart, needs each page’s menu, and keeps a canteen-limited role to its canteens', async () => {
    const { recordId } = await ok<{ recordId: number }>(t, 'menuProducts.sampleAdd', handKept({ sampleDate: '2025-03-12' }), admin);
    await ok(t, 'menuProducts.sampleAdd', handKept({ canteenId: otherCanteen, sampleDate: '2025-03-12' }), admin);

    expect((await records({}, admin2)).total).toBe(0);
    expect((await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY }, admin2)).total).toBe(0);
    expect(await code('menuProducts.sampleDispose', { recordIds: [recordId] }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.sampleAdd', handKept(), admin2)).toBe(Code.NOT_FOUND);

    expect(await code('menuProducts.sampleRecordPage', {}, await tokenWithout(t, admin, 308010))).toBe(Code.FORBIDDEN);
    expect(await code('menuProducts.sampleCanteenPage', {}, await tokenWithout(t, admin, 308020))).toBe(Code.FORBIDDEN);
    expect(await code('menuProducts.sampleOverview', {}, await tokenWithout(t, admin, 308000))).toBe(Code.FORBIDDEN);

    const limited = await limitedToken(t, admin, unique('lyj'), [otherCanteen]);
    const seen = await records({ startDate: '2025-03-12', endDate: '2025-03-12' }, limited);
    expect(seen.total).toBe(1);
    expect(seen.records[0].canteenId).toBe(otherCanteen);
    expect((await ok<Page<SampleDiffGroup>>(t, 'menuProducts.sampleDiffPage', { startDate: DAY, endDate: DAY }, limited)).total).toBe(0);
    expect((await ok<SampleOverview>(t, 'menuProducts.sampleOverview', { day: DAY }, limited)).meals).toEqual([]);
    expect(await code('menuProducts.sampleDispose', { recordIds: [recordId] }, limited)).toBe(Code.NOT_FOUND);
    expect(await code('menuProducts.sampleAdd', handKept(), limited)).toBe(Code.NOT_FOUND);
  });
});
