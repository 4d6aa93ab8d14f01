import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CanteenDiningTree, type Dining, type DiningEffective, type Label, type Page, type Reservation, type Room, type TakeoutRule } from '@canteen/contract';
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

const addDining = async (content: Record<string, unknown>, token = admin) => (await ok<{ diningId: number }>(t, 'canteens.diningAdd', content, token)).diningId;
const diningPage = (token: string, content: Record<string, unknown> = {}) => ok<Page<Dining>>(t, 'canteens.diningPage', content, token);
const addRoom = async (content: Record<string, unknown>, token = admin) => (await ok<{ roomId: number }>(t, 'canteens.roomAdd', content, token)).roomId;
const reserve = (content: Record<string, unknown>, token = admin) => t.call<{ reserveId: number }>('canteens.reservationAdd', content, { token });
const booking = (roomId: number, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  roomId,
  day: '2025-06-01',
  startTime,
  endTime,
  booker: 'Ms Li',
  people: 4,
  ...extra,
});

describe('dining rooms', () => {
  it('adds, pages, edits, disables and removes dining rooms; the canteen tree lists them', async () => {
    const c = await addCanteen(t, admin, 'Dining hall');
    const a = await addDining({ canteenId: c, diningName: 'Staff room', sort: 2 });
    const b = await addDining({ canteenId: c, diningName: 'Guest room', sort: 1 });
    expect((await diningPage(admin, { canteenId: c })).records.map((d) => [d.diningName, d.canteenName])).toEqual([
      ['Guest room', 'Dining hall'],
      ['Staff room', 'Dining hall'],
    ]);
    await ok(t, 'canteens.diningEdit', { diningId: a, diningName: 'Staff hall', sort: 3 }, admin);
    await ok(t, 'canteens.diningDisable', { diningId: b }, admin);
    const tree = await ok<CanteenDiningTree[]>(t, 'canteens.diningCanteenTree', {}, admin);
    expect(tree.find((n) => n.canteenId === c)?.dinings).toEqual([
      { diningId: b, diningName: 'Guest room', enabled: false },
      { diningId: a, diningName: 'Staff hall', enabled: true },
    ]);
    expect((await diningPage(admin, { canteenId: c, enabled: true })).records.map((d) => d.diningId)).toEqual([a]);
    await ok(t, 'canteens.diningEffectiveAdd', { diningId: b, startDay: '2025-01-01', endDay: '2025-12-31' }, admin);
    await ok(t, 'canteens.diningRemove', { id: b }, admin);
    expect((await diningPage(admin, { canteenId: c })).total).toBe(1);
    expect(await count(t, `dining_effective_periods WHERE dining_id = ${b}`)).toBe(0);
  });

  it('keeps effective periods per dining room and shows them in the detail', async () => {
    const c = await addCanteen(t, admin, 'Effective dining hall');
    const d = await addDining({ canteenId: c, diningName: 'Main' });
    const { diningEffId } = await ok<{ diningEffId: number }>(t, 'canteens.diningEffectiveAdd', { diningId: d, startDay: '2025-03-01', endDay: '2025-06-30', remark: 'Term' }, admin);
    await ok(t, 'canteens.diningEffectiveEdit', { diningEffId, diningId: d, startDay: '2025-03-01', endDay: '2025-07-15' }, admin);
    const detail = await ok<Dining & { effectivePeriods: DiningEffective[] }>(t, 'canteens.diningDetail', { diningId: d }, admin);
    expect(detail.effectivePeriods).toEqual([
      { diningEffId, diningId: d, diningName: 'Main', canteenId: c, canteenName: 'Effective dining hall', startDay: '2025-03-01', endDay: '2025-07-15', remark: '' },
    ]);
    expect((await ok<Page<DiningEffective>>(t, 'canteens.diningEffectivePage', { diningId: d }, admin)).total).toBe(1);
    const before = await count(t, 'dining_effective_periods');
    const reversed = await t.call<Fields>('canteens.diningEffectiveAdd', { diningId: d, startDay: '2025-08-01', endDay: '2025-07-01' }, { token: admin });
    expect(reversed.data.fields.map((f) => f.field)).toEqual(['endDay']);
    expect((await t.call<Fields>('canteens.diningEffectiveAdd', { diningId: d, startDay: '2025-13-01', endDay: '2025-07-01' }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await count(t, 'dining_effective_periods')).toBe(before);
    await ok(t, 'canteens.diningEffectiveRemove', { id: diningEffId }, admin);
    expect((await ok<Page<DiningEffective>>(t, 'canteens.diningEffectivePage', { diningId: d }, admin)).total).toBe(0);
  });

  it('refuses bad input and duplicates, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Dup dining hall');
    await addDining({ canteenId: c, diningName: 'Same' });
    const before = await count(t, 'dining_rooms');
    expect((await t.call<Fields>('canteens.diningAdd', { canteenId: c, diningName: 'Same' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['diningName']);
    expect((await t.call<Fields>('canteens.diningAdd', { diningName: 'No canteen' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['canteenId']);
    expect(await count(t, 'dining_rooms')).toBe(before);
  });

  it('keeps another merchant’s dining rooms out of reach and hides canteens outside the scope', async () => {
    const theirs = await addCanteen(t, admin2, 'Their dining hall');
    const d = await addDining({ canteenId: theirs, diningName: 'Theirs' }, admin2);
    for (const [id, content] of [
      ['canteens.diningAdd', { canteenId: theirs, diningName: 'Mine' }],
      ['canteens.diningEdit', { diningId: d, diningName: 'Mine' }],
      ['canteens.diningRemove', { id: d }],
      ['canteens.diningDisable', { diningId: d }],
      ['canteens.diningDetail', { diningId: d }],
      ['canteens.diningEffectiveAdd', { diningId: d, startDay: '2025-01-01', endDay: '2025-01-02' }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    }
    const inside = await addCanteen(t, admin, 'Dining scope in');
    const outside = await addCanteen(t, admin, 'Dining scope out');
    const hidden = await addDining({ canteenId: outside, diningName: 'Hidden' });
    await ok(t, 'canteens.diningEffectiveAdd', { diningId: hidden, startDay: '2025-01-01', endDay: '2025-01-02' }, admin);
    const limited = await limitedToken(t, admin, 'dining_scoped', [inside]);
    expect((await ok<CanteenDiningTree[]>(t, 'canteens.diningCanteenTree', {}, limited)).map((n) => n.canteenId)).toEqual([inside]);
    expect((await diningPage(limited, { limit: 500 })).records.map((r) => r.canteenId)).not.toContain(outside);
    expect((await ok<Page<DiningEffective>>(t, 'canteens.diningEffectivePage', { limit: 500 }, limited)).records.map((r) => r.canteenId)).not.toContain(outside);
    expect((await t.call('canteens.diningDetail', { diningId: hidden }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('labels', () => {
  it('adds, lists by sort, filters, edits and removes labels of the merchant only', async () => {
    const { labelId } = await ok<{ labelId: number }>(t, 'canteens.labelAdd', { labelName: 'Spicy', color: '#ff0000', sort: 2 }, admin);
    await ok(t, 'canteens.labelAdd', { labelName: 'Vegetarian', sort: 1 }, admin);
    expect((await ok<Label[]>(t, 'canteens.labelList', {}, admin)).map((l) => [l.labelName, l.color])).toEqual([
      ['Vegetarian', '#1677ff'],
      ['Spicy', '#ff0000'],
    ]);
    expect((await ok<Label[]>(t, 'canteens.labelList', { labelName: 'spi' }, admin)).map((l) => l.labelId)).toEqual([labelId]);
    await ok(t, 'canteens.labelEdit', { labelId, labelName: 'Hot', color: '#aa0000' }, admin);
    expect(await ok<Label[]>(t, 'canteens.labelList', {}, admin2)).toEqual([]);
    expect((await t.call('canteens.labelEdit', { labelId, labelName: 'Theirs' }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.labelRemove', { id: labelId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    const before = await count(t, 'basics_labels');
    expect((await t.call<Fields>('canteens.labelAdd', { labelName: 'Vegetarian' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['labelName']);
    expect((await t.call<Fields>('canteens.labelAdd', { labelName: 'Red', color: 'red' }, { token: admin })).data.fields.map((f) => f.field)).toEqual(['color']);
    expect(await count(t, 'basics_labels')).toBe(before);
    await ok(t, 'canteens.labelRemove', { id: labelId }, admin);
    expect((await ok<Label[]>(t, 'canteens.labelList', {}, admin)).map((l) => l.labelName)).toEqual(['Vegetarian']);
  });
});

describe('takeout rules', () => {
  it('starts off, saves and updates the rule of a canteen with windows in order', async () => {
    const c = await addCanteen(t, admin, 'Takeout hall');
    expect(await ok<TakeoutRule>(t, 'canteens.takeoutRuleGet', { canteenId: c }, admin)).toEqual({
      canteenId: c,
      enabled: false,
      deliveryFee: 0,
      minOrder: 0,
      packagingFee: 0,
      windows: [],
      updatedAt: null,
    });
    const rule = { canteenId: c, enabled: true, deliveryFee: 300, minOrder: 2000, packagingFee: 50, windows: [{ start: '17:00', end: '19:00' }, { start: '11:00', end: '13:00' }] };
    await ok(t, 'canteens.takeoutRuleSave', rule, admin);
    await ok(t, 'canteens.takeoutRuleSave', { ...rule, deliveryFee: 500 }, admin);
    expect(await ok<TakeoutRule>(t, 'canteens.takeoutRuleGet', { canteenId: c }, admin)).toMatchObject({
      enabled: true,
      deliveryFee: 500,
      minOrder: 2000,
      packagingFee: 50,
      windows: [{ start: '11:00', end: '13:00' }, { start: '17:00', end: '19:00' }],
    });
    expect(await count(t, `takeout_rules WHERE canteen_id = ${c}`)).toBe(1);
  });

  it('refuses fractional or negative money, bad windows and enabling without a window, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Bad takeout hall');
    const base = { canteenId: c, enabled: true, deliveryFee: 0, minOrder: 0, packagingFee: 0, windows: [{ start: '11:00', end: '13:00' }] };
    const money = await t.call<Fields>('canteens.takeoutRuleSave', { ...base, deliveryFee: 1.5, minOrder: -1 }, { token: admin });
    expect(money.data.fields.map((f) => f.field).sort()).toEqual(['deliveryFee', 'minOrder']);
    const fieldsOf = async (content: Record<string, unknown>) => (await t.call<Fields>('canteens.takeoutRuleSave', content, { token: admin })).data.fields;
    expect(await fieldsOf({ ...base, windows: [] })).toEqual([{ field: 'windows', message: 'Fill this in before enabling' }]);
    expect(await fieldsOf({ ...base, windows: [{ start: '13:00', end: '11:00' }] })).toEqual([{ field: 'windows', message: 'The end time must be after the start time' }]);
    expect(await fieldsOf({ ...base, windows: [{ start: '11:00', end: '13:00' }, { start: '12:00', end: '14:00' }] })).toEqual([{ field: 'windows', message: 'Delivery windows cannot overlap' }]);
    expect(await count(t, `takeout_rules WHERE canteen_id = ${c}`)).toBe(0);
  });

  it('keeps another merchant’s canteen and canteens outside the scope out of reach', async () => {
    const theirs = await addCanteen(t, admin2, 'Their takeout hall');
    expect((await t.call('canteens.takeoutRuleGet', { canteenId: theirs }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('canteens.takeoutRuleSave', { canteenId: theirs, enabled: false, deliveryFee: 0, minOrder: 0, packagingFee: 0, windows: [] }, { token: admin })).code).toBe(Code.NOT_FOUND);
    const inside = await addCanteen(t, admin, 'Takeout scope in');
    const outside = await addCanteen(t, admin, 'Takeout scope out');
    const limited = await limitedToken(t, admin, 'takeout_scoped', [inside]);
    expect((await t.call('canteens.takeoutRuleGet', { canteenId: outside }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('rooms and reservations', () => {
  it('adds rooms, reserves them, pages the reservations and cancels one', async () => {
    const c = await addCanteen(t, admin, 'Room hall');
    const room = await addRoom({ canteenId: c, roomName: 'Peony', capacity: 10 });
    expect((await ok<Page<Room>>(t, 'canteens.roomPage', { canteenId: c }, admin)).records[0]).toMatchObject({ roomName: 'Peony', capacity: 10, enabled: true, canteenName: 'Room hall' });
    const first = await reserve(booking(room, '11:30', '13:00', { phone: '13800000000', remark: 'Birthday' }));
    expect(first.code).toBe(Code.OK);
    expect((await reserve(booking(room, '13:00', '14:00'))).code).toBe(Code.OK); // touching is not overlapping
    const page = await ok<Page<Reservation>>(t, 'canteens.reservationPage', { roomId: room }, admin);
    expect(page.records.map((r) => [r.day, r.startTime, r.endTime, r.state, r.roomName])).toEqual([
      ['2025-06-01', '11:30', '13:00', 'booked', 'Peony'],
      ['2025-06-01', '13:00', '14:00', 'booked', 'Peony'],
    ]);
    await ok(t, 'canteens.reservationCancel', { reserveId: first.data.reserveId }, admin);
    expect((await t.call('canteens.reservationCancel', { reserveId: first.data.reserveId }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await ok<Page<Reservation>>(t, 'canteens.reservationPage', { roomId: room, state: 'cancelled' }, admin)).total).toBe(1);
    // The cancelled time is free again.
    expect((await reserve(booking(room, '12:00', '12:30'))).code).toBe(Code.OK);
    expect((await ok<Page<Reservation>>(t, 'canteens.reservationPage', { roomId: room, startDay: '2025-06-02' }, admin)).total).toBe(0);
    await ok(t, 'canteens.roomEdit', { roomId: room, roomName: 'Peony hall', capacity: 12 }, admin);
    expect((await t.call('canteens.roomRemove', { id: room }, { token: admin })).code).toBe(Code.CONFLICT);
    const empty = await addRoom({ canteenId: c, roomName: 'Spare', capacity: 4 });
    await ok(t, 'canteens.roomRemove', { id: empty }, admin);
  });

  it('refuses an overlapping reservation of the same room (42200), a party too large and bad times, writing nothing', async () => {
    const c = await addCanteen(t, admin, 'Busy room hall');
    const room = await addRoom({ canteenId: c, roomName: 'Orchid', capacity: 6 });
    const other = await addRoom({ canteenId: c, roomName: 'Lotus', capacity: 6 });
    await reserve(booking(room, '18:00', '20:00'));
    const before = await count(t, 'room_reservations');
    const clash = await reserve(booking(room, '19:00', '21:00'));
    expect(clash.code).toBe(Code.BUSINESS_RULE);
    expect(clash.msg).toBe('The room is already reserved 18:00–20:00 that day');
    expect((await reserve(booking(room, '17:00', '18:30'), admin)).code).toBe(Code.BUSINESS_RULE);
    const big = await reserve(booking(room, '12:00', '13:00', { people: 7 }));
    expect([big.code, big.msg]).toEqual([Code.BUSINESS_RULE, 'This room holds at most 6 people']);
    const reversed = await t.call<Fields>('canteens.reservationAdd', booking(room, '14:00', '13:00'), { token: admin });
    expect(reversed.data.fields).toEqual([{ field: 'endTime', message: 'The end time must be after the start time' }]);
    const bad = await t.call<Fields>('canteens.reservationAdd', { roomId: room, day: 'soon', startTime: '9:00', endTime: '10:00', booker: '', people: 0 }, { token: admin });
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['booker', 'day', 'people', 'startTime']);
    expect(await count(t, 'room_reservations')).toBe(before);
    // Another room, or another day, is free.
    expect((await reserve(booking(other, '19:00', '21:00'))).code).toBe(Code.OK);
    expect((await reserve(booking(room, '19:00', '21:00', { day: '2025-06-02' }))).code).toBe(Code.OK);
  });

  it('keeps another merchant’s rooms out of reach and hides canteens outside the scope', async () => {
    const theirs = await addCanteen(t, admin2, 'Their room hall');
    const room = await addRoom({ canteenId: theirs, roomName: 'Theirs', capacity: 4 }, admin2);
    const { reserveId } = await ok<{ reserveId: number }>(t, 'canteens.reservationAdd', booking(room, '10:00', '11:00'), admin2);
    for (const [id, content] of [
      ['canteens.roomAdd', { canteenId: theirs, roomName: 'Mine', capacity: 2 }],
      ['canteens.roomEdit', { roomId: room, roomName: 'Mine', capacity: 2 }],
      ['canteens.roomRemove', { id: room }],
      ['canteens.reservationAdd', booking(room, '12:00', '13:00')],
      ['canteens.reservationCancel', { reserveId }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    }
    const inside = await addCanteen(t, admin, 'Room scope in');
    const outside = await addCanteen(t, admin, 'Room scope out');
    const hidden = await addRoom({ canteenId: outside, roomName: 'Hidden', capacity: 4 });
    await reserve(booking(hidden, '10:00', '11:00'));
    const limited = await limitedToken(t, admin, 'room_scoped', [inside]);
    expect((await ok<Page<Room>>(t, 'canteens.roomPage', { limit: 500 }, limited)).records.map((r) => r.canteenId)).not.toContain(outside);
    expect((await ok<Page<Reservation>>(t, 'canteens.reservationPage', { limit: 500 }, limited)).records.map((r) => r.canteenId)).not.toContain(outside);
    expect((await reserve(booking(hidden, '12:00', '13:00'), limited)).code).toBe(Code.NOT_FOUND);
  });
});
