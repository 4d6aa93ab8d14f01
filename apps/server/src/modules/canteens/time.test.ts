import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type BusinessTime, type EffectivePeriod, type Holiday, type Page } from '@canteen/contract';
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

const json = (value: unknown) => ({ name: 'calendar.json', type: 'application/json', data: Buffer.from(JSON.stringify(value)) });

describe('business time', () => {
  it('adds opening hours per weekday, lists them Monday first, edits and removes', async () => {
    const { timeId } = await ok<{ timeId: number }>(t, 'canteens.businessTimeAdd', { weekday: 3, openTime: '07:00', closeTime: '10:00' }, admin);
    await ok(t, 'canteens.businessTimeAdd', { weekday: 1, openTime: '17:00', closeTime: '00:00' }, admin);
    await ok(t, 'canteens.businessTimeAdd', { weekday: 1, openTime: '07:00', closeTime: '14:00' }, admin);
    const list = await ok<BusinessTime[]>(t, 'canteens.businessTimeList', {}, admin);
    expect(list.map((b) => [b.weekday, b.openTime, b.closeTime])).toEqual([
      [1, '07:00', '14:00'],
      [1, '17:00', '00:00'],
      [3, '07:00', '10:00'],
    ]);
    await ok(t, 'canteens.businessTimeEdit', { timeId, weekday: 3, openTime: '06:30', closeTime: '10:00' }, admin);
    await ok(t, 'canteens.businessTimeRemove', { id: timeId }, admin);
    expect((await ok<BusinessTime[]>(t, 'canteens.businessTimeList', {}, admin)).map((b) => b.weekday)).toEqual([1, 1]);
    expect(await ok<BusinessTime[]>(t, 'canteens.businessTimeList', {}, admin2)).toEqual([]);
  });

  it('refuses overlapping hours of a day (42200), closing before opening and bad input, writing nothing', async () => {
    await ok(t, 'canteens.businessTimeAdd', { weekday: 5, openTime: '08:00', closeTime: '12:00' }, admin);
    const before = await count(t, 'business_times');
    const clash = await t.call('canteens.businessTimeAdd', { weekday: 5, openTime: '11:00', closeTime: '13:00' }, { token: admin });
    expect(clash.code).toBe(Code.BUSINESS_RULE);
    expect(clash.msg).toBe('This overlaps the opening hours 08:00–12:00 of that day');
    const reversed = await t.call<Fields>('canteens.businessTimeAdd', { weekday: 5, openTime: '15:00', closeTime: '14:00' }, { token: admin });
    expect(reversed.data.fields.map((f) => f.field)).toEqual(['closeTime']);
    const bad = await t.call<Fields>('canteens.businessTimeAdd', { weekday: 8, openTime: '8:00', closeTime: '12:00' }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['openTime', 'weekday']);
    expect(await count(t, 'business_times')).toBe(before);
  });

  it('keeps another merchant’s hours out of reach', async () => {
    const { timeId } = await ok<{ timeId: number }>(t, 'canteens.businessTimeAdd', { weekday: 6, openTime: '08:00', closeTime: '12:00' }, admin2);
    expect((await t.call('canteens.businessTimeEdit', { timeId, weekday: 6, openTime: '09:00', closeTime: '12:00' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.businessTimeRemove', { id: timeId }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });
});

describe('holidays', () => {
  const page = (token: string, content: Record<string, unknown> = {}) => ok<Page<Holiday>>(t, 'canteens.holidayPage', content, token);

  it('syncs a year from the bundled China calendar, keeping days entered by hand', async () => {
    const info = await ok<{ source: string; years: number[] }>(t, 'canteens.holidayCalendar', {}, admin);
    expect(info).toMatchObject({ source: 'bundled', years: [2025, 2026, 2027] });
    await ok(t, 'canteens.holidayAdd', { day: '2025-10-01', holidayName: 'Our own day' }, admin);
    const first = await ok<{ added: number; updated: number }>(t, 'canteens.holidaySync', { year: 2025 }, admin);
    expect(first.added).toBe(32); // 2025: 28 days off and 5 worked weekend days, one already entered by hand
    expect(await ok(t, 'canteens.holidaySync', { year: 2025 }, admin)).toEqual({ added: 0, updated: 0 });
    const october = await page(admin, { year: 2025, holidayName: '国庆', kind: 'holiday', limit: 50 });
    expect(october.records.map((h) => h.day)).toEqual(['2025-10-02', '2025-10-03', '2025-10-04', '2025-10-05', '2025-10-06', '2025-10-07', '2025-10-08']);
    expect((await page(admin, { year: 2025, kind: 'workday', limit: 50 })).records.map((h) => h.day)).toEqual([
      '2025-01-26',
      '2025-02-08',
      '2025-04-27',
      '2025-09-28',
      '2025-10-11',
    ]);
    expect((await page(admin, { year: 2025, holidayName: 'own' })).records[0]).toMatchObject({ day: '2025-10-01', source: 'manual', kind: 'holiday' });
    expect((await page(admin2, { year: 2025 })).total).toBe(0);
  });

  it('adds and removes a day, refusing a second entry for the same day and bad input', async () => {
    const { holidayId } = await ok<{ holidayId: number }>(t, 'canteens.holidayAdd', { day: '2030-05-20', holidayName: 'Founders day' }, admin);
    const before = await count(t, 'holidays');
    const dup = await t.call<Fields>('canteens.holidayAdd', { day: '2030-05-20', holidayName: 'Again' }, { token: admin });
    expect(dup.data.fields.map((f) => f.field)).toEqual(['day']);
    const bad = await t.call<Fields>('canteens.holidayAdd', { day: '2030-02-30', holidayName: '', kind: 'party' }, { token: admin });
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['day', 'holidayName', 'kind']);
    expect(await count(t, 'holidays')).toBe(before);
    expect((await t.call('canteens.holidayRemove', { id: holidayId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    await ok(t, 'canteens.holidayRemove', { id: holidayId }, admin);
    expect(await count(t, 'holidays')).toBe(before - 1);
  });

  it('syncs from an uploaded calendar of the same shape, and refuses a malformed file', async () => {
    const calendar = { calendar: 'Company calendar', days: [{ day: '2031-01-02', name: 'Company day', kind: 'holiday' }] };
    const r = await t.call<{ source: string; years: number[] }>('canteens.holidayCalendarUpload', {}, { token: admin2, file: json(calendar) });
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data).toMatchObject({ source: 'uploaded', years: [2031] });
    expect(await ok(t, 'canteens.holidaySync', {}, admin2)).toEqual({ added: 1, updated: 0 });
    expect((await ok<{ source: string }>(t, 'canteens.holidayCalendar', {}, admin)).source).toBe('bundled');
    const bad = await t.call<Fields>('canteens.holidayCalendarUpload', {}, { token: admin2, file: json({ calendar: 'x', days: [{ day: 'soon' }] }) });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field)).toEqual(['file']);
    expect((await ok<{ calendar: string }>(t, 'canteens.holidayCalendar', {}, admin2)).calendar).toBe('Company calendar');
  });
});

describe('effective periods', () => {
  it('adds, pages by canteen, edits and removes the service dates of a canteen', async () => {
    const c = await addCanteen(t, admin, 'Eff hall');
    const { effId } = await ok<{ effId: number }>(t, 'canteens.effectiveAdd', { canteenId: c, startDay: '2025-09-01', endDay: '2026-01-15', remark: 'Autumn term' }, admin);
    const page = await ok<Page<EffectivePeriod>>(t, 'canteens.effectivePage', { canteenId: c }, admin);
    expect(page.records).toEqual([{ effId, canteenId: c, canteenName: 'Eff hall', startDay: '2025-09-01', endDay: '2026-01-15', remark: 'Autumn term' }]);
    await ok(t, 'canteens.effectiveEdit', { effId, canteenId: c, startDay: '2025-09-01', endDay: '2026-01-20' }, admin);
    expect((await ok<Page<EffectivePeriod>>(t, 'canteens.effectivePage', { canteenId: c }, admin)).records[0].endDay).toBe('2026-01-20');
    await ok(t, 'canteens.effectiveRemove', { id: effId }, admin);
    expect((await ok<Page<EffectivePeriod>>(t, 'canteens.effectivePage', { canteenId: c }, admin)).total).toBe(0);
  });

  it('refuses an end before the start, bad days and other merchants’ or out-of-scope canteens', async () => {
    const c = await addCanteen(t, admin, 'Eff checks');
    const outside = await addCanteen(t, admin, 'Eff outside');
    const theirs = await addCanteen(t, admin2, 'Eff theirs');
    const before = await count(t, 'canteen_effective_periods');
    const reversed = await t.call<Fields>('canteens.effectiveAdd', { canteenId: c, startDay: '2025-09-02', endDay: '2025-09-01' }, { token: admin });
    expect(reversed.data.fields.map((f) => f.field)).toEqual(['endDay']);
    expect((await t.call<Fields>('canteens.effectiveAdd', { canteenId: c, startDay: '2025-13-01', endDay: '2025-09-01' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('canteens.effectiveAdd', { canteenId: theirs, startDay: '2025-09-01', endDay: '2025-09-02' }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, 'canteen_effective_periods')).toBe(before);
    const hidden = await ok<{ effId: number }>(t, 'canteens.effectiveAdd', { canteenId: outside, startDay: '2025-09-01', endDay: '2025-09-02' }, admin);
    const limited = await limitedToken(t, admin, 'eff_scoped', [c]);
    expect((await ok<Page<EffectivePeriod>>(t, 'canteens.effectivePage', { limit: 500 }, limited)).records.map((e) => e.effId)).not.toContain(hidden.effId);
    expect((await t.call('canteens.effectiveRemove', { id: hidden.effId }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.effectiveRemove', { id: hidden.effId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
  });
});
