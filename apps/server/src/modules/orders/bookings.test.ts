import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Code, endpointById, type BookingRecord, type OrderSumRow, type Page, type WriteOffResult, type WriteOffSumRow, type BookTimeRow } from '@canteen/contract';
import { startTestServer, envelopeFor, type TestServer } from '../../testing/server';
import { count, limitedToken, ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish, bookedBefore } from '../../testing/bookings';
import { systemCtx } from '../../platform/systemCtx';
import { consume } from '../accounts';
import { exportLimits } from './listSql';
import { cancelBooking } from './bookings';

/**
 * Bookings, write-offs (hexiao), deliveries and the order centre summaries (issue 13): a booked meal is paid at
 * booking, handed over once on its day (console, write-off machine, or delivery), never when cancelled or refunded.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let device: string;
let person: { custId: number; accId: number };
let other: { custId: number; accId: number };
const m1 = { a: 0, b: 0 };
let m2canteen = 0;

const insertId = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]!.id;
/** The merchant's day (Asia/Shanghai), `offset` days from today. */
const dayFrom = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const today = () => dayFrom(0);
/** The lunch booked unless told otherwise: ￥15.00 + 2 × ￥2.50 of the merchant's dishes (see the setup). */
let LUNCH: { dishId: number; qty: number }[];
let beefRice = 0;
const book = (content: Record<string, unknown> = {}, token = admin) =>
  t.call<{ orderId: number; orderNo: string; amount: number }>(
    'orderBookings.book',
    { bizNo: newBizNo('B'), custId: person.custId, canteenId: m1.a, mealDay: today(), mealPeriod: 2, items: LUNCH, ...content },
    { token },
  );
async function bookedNow(content: Record<string, unknown> = {}) {
  const r = await book(content);
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data;
}
/** A meal booked as of yesterday noon, today's lunch in hall A unless told otherwise (see the setup). */
const booked = (content: Partial<Parameters<typeof bookedBefore>[1]> = {}) =>
  bookedBefore(t.db, { bizNo: newBizNo('B'), custId: person.custId, canteenId: m1.a, mealDay: today(), mealPeriod: 2, items: LUNCH, ...content });
const bookingOf = async (orderId: number, token = admin) =>
  (await ok<Page<BookingRecord>>(t, 'orderBookings.bookPage', { custNum: '', page: 1, limit: 500 }, token)).records.find((r) => r.orderId === orderId);

async function exportOf(id: string, content: Record<string, unknown>, token = admin) {
  const e = endpointById.get(id)!;
  const res = await t.app.inject({ method: e.method, url: e.path, payload: envelopeFor(content, token), headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number; msg: string }, rows: [] as unknown[][] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  m1.a = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Hall A')`, []);
  m1.b = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Hall B')`, []);
  m2canteen = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (2, 'Other hall')`, []);
  // Lunch all day in hall A: the write-off machine's "current meal" is lunch whenever the test runs. So today's lunch
  // there has begun, and its booking closed at 23:00 yesterday (the default cutoff, 60 minutes): meals of today are
  // booked as of yesterday noon (bookedBefore), and meals booked now in hall A are two days ahead or more.
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 0, 1439)`, [m1.a]);
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 660, 810), (1, $1, 4, 1020, 1170)`, [m1.b]);
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (2, $1, 2, 660, 810)`, [m2canteen]);
  LUNCH = [
    { dishId: await addDish(t.db, 'Kung pao chicken', 1500), qty: 1 },
    { dishId: await addDish(t.db, 'Soup', 250), qty: 2 },
  ];
  beefRice = await addDish(t.db, 'Beef rice', 1800);
  const org = await addOrg(t.db, 1);
  person = await addPerson(t.db, 1, org);
  other = await addPerson(t.db, 1, org);
  for (const p of [person, other]) await ok(t, 'accounts.recharge', { custId: p.custId, amount: 200_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  const machine = await ok<{ deviceId: number; secret: string }>(t, 'devices.machineAdd', { name: 'Pick-up 1', type: 'hexiaoji', serialNumber: 'HX-A-1', canteenId: m1.a, ip: '' }, admin);
  device = (await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: 'HX-A-1', secret: machine.secret })).data.token;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

describe('booking a meal', () => {
  it('charges the person now and records the day, period and dishes', async () => {
    const before = await balances(t.db, person.accId);
    const b = await bookedNow({ mealDay: dayFrom(2), deliveryPlace: 'Room 301' });
    expect(b.amount).toBe(2000);
    const after = await balances(t.db, person.accId);
    expect(before.cash + before.subsidy + before.gift - (after.cash + after.subsidy + after.gift)).toBe(2000);
    const order = (await t.db.query<{ order_type: string; amount: number }>(`SELECT order_type, amount FROM orders WHERE id = $1`, [b.orderId]))[0];
    expect(order).toEqual({ order_type: 'booking', amount: 2000 });
    expect(await bookingOf(b.orderId)).toMatchObject({
      orderNo: b.orderNo,
      canteenName: 'Hall A',
      mealDay: dayFrom(2),
      mealPeriod: 2,
      state: 'booked',
      orderState: 'paid',
      amount: 2000,
      refunded: 0,
      dishes: 'Kung pao chicken ×1、Soup ×2',
      deliveryPlace: 'Room 301',
      deliveryState: 'pending',
      pickedAt: null,
    });
  });

  it('returns the first booking for a repeated bizNo and refuses it for another day (40900)', async () => {
    const bizNo = newBizNo('B');
    const first = await bookedNow({ bizNo, mealDay: dayFrom(2) });
    const again = await bookedNow({ bizNo, mealDay: dayFrom(2) });
    expect(again.orderId).toBe(first.orderId);
    const moved = await book({ bizNo, mealDay: dayFrom(3) });
    expect(moved.code, moved.msg).toBe(Code.CONFLICT);
  });

  it.each([
    ['a meal period out of range', { mealPeriod: 6 }, 'mealPeriod'],
    ['no dishes', { items: [] }, 'items'],
    ['an impossible day', { mealDay: '2026-02-30' }, 'mealDay'],
    ['a day already past', { mealDay: dayFrom(-1) }, 'mealDay'],
  ])('refuses %s with 40000 and writes nothing', async (_what, bad, field) => {
    const [orders, bookings] = [await count(t, 'orders'), await count(t, 'order_bookings')];
    const r = await book(bad);
    expect(r.code, r.msg).toBe(Code.VALIDATION);
    expect((r.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    expect([await count(t, 'orders'), await count(t, 'order_bookings')]).toEqual([orders, bookings]);
  });

  it("refuses merchant 1's person or canteen to merchant 2 (40400)", async () => {
    const items = [{ dishId: await addDish(t.db, 'Other soup', 300, 2), qty: 1 }];
    const r = await book({ items }, admin2);
    expect(r.code).toBe(Code.NOT_FOUND);
    // Merchant 1's dishes are not on merchant 2's menu.
    expect((await book({ canteenId: m2canteen, mealDay: dayFrom(1) }, admin2)).code).toBe(Code.VALIDATION);
    const r2 = await book({ canteenId: m2canteen, mealDay: dayFrom(1), items }, admin2);
    expect(r2.code).toBe(Code.NOT_FOUND);
  });
});

describe('write-off at pick-up', () => {
  it('hands a meal over once in the console; the second time is 40900 with a clear message', async () => {
    const b = await booked();
    const w = await ok<WriteOffResult>(t, 'orderBookings.writeOff', { orderNo: b.orderNo }, admin);
    expect(w).toMatchObject({ orderId: b.orderId, mealDay: today(), mealPeriod: 2, dishes: 'Kung pao chicken ×1、Soup ×2' });
    expect(await bookingOf(b.orderId)).toMatchObject({ state: 'picked', pickedVia: 'console', pickedBy: 'admin', pickedAt: w.pickedAt });
    const again = await t.call('orderBookings.writeOff', { orderNo: b.orderNo }, { token: admin, headers: { 'accept-language': 'en' } });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.msg).toMatch(/already handed over/);
  });

  it('refuses a meal of another day (42200), a refunded one (40900), an unknown number (40400)', async () => {
    const tomorrow = await booked({ mealDay: dayFrom(1) });
    const r = await t.call('orderBookings.writeOff', { orderNo: tomorrow.orderNo }, { token: admin });
    expect(r.code).toBe(Code.BUSINESS_RULE);
    const refunded = await booked();
    await ok(t, 'accounts.refund', { orderId: refunded.orderId, amount: 2000, bizNo: newBizNo('F'), reason: 'ill' }, admin);
    const r2 = await t.call('orderBookings.writeOff', { orderNo: refunded.orderNo }, { token: admin });
    expect(r2.code).toBe(Code.CONFLICT);
    expect((await bookingOf(refunded.orderId))?.state).toBe('cancelled');
    const r3 = await t.call('orderBookings.writeOff', { orderNo: 'O-NONE' }, { token: admin });
    expect(r3.code).toBe(Code.NOT_FOUND);
    const r4 = await t.call('orderBookings.writeOff', { orderNo: '' }, { token: admin });
    expect(r4.code).toBe(Code.VALIDATION);
  });

  it('refuses a cancelled meal (40900); a meal handed over cannot be cancelled', async () => {
    const b = await booked();
    await t.db.tx((tx) => cancelBooking(systemCtx(tx, 1), b.orderId));
    expect((await bookingOf(b.orderId))?.state).toBe('cancelled');
    const r = await t.call('orderBookings.writeOff', { orderNo: b.orderNo }, { token: admin, headers: { 'accept-language': 'en' } });
    expect([r.code, r.msg]).toEqual([Code.CONFLICT, 'This booking was cancelled; it cannot be written off']);
    const picked = await booked();
    await ok(t, 'orderBookings.writeOff', { orderNo: picked.orderNo }, admin);
    await expect(t.db.tx((tx) => cancelBooking(systemCtx(tx, 1), picked.orderId))).rejects.toMatchObject({ code: Code.CONFLICT });
    await expect(t.db.tx((tx) => cancelBooking(systemCtx(tx, 2), picked.orderId))).rejects.toMatchObject({ code: Code.NOT_FOUND });
  });

  it('lets the write-off machine scan a meal of its canteen only', async () => {
    const b = await booked();
    const w = await t.call<WriteOffResult>('orderBookings.deviceWriteOff', { orderNo: b.orderNo }, { token: device });
    expect(w.code, w.msg).toBe(Code.OK);
    expect(await bookingOf(b.orderId)).toMatchObject({ state: 'picked', pickedVia: 'device', pickedBy: 'Pick-up 1' });
    expect((await t.call('orderBookings.deviceWriteOff', { orderNo: b.orderNo }, { token: device })).code).toBe(Code.CONFLICT);
    const elsewhere = await booked({ canteenId: m1.b });
    expect((await t.call('orderBookings.deviceWriteOff', { orderNo: elsewhere.orderNo }, { token: device })).code).toBe(Code.BUSINESS_RULE);
    // A manager's token is no device's.
    expect((await t.call('orderBookings.deviceWriteOff', { orderNo: elsewhere.orderNo }, { token: admin })).code).not.toBe(Code.OK);
  });

  it("book write-off hands over all of a person's meals of the current period at once, then 40900", async () => {
    const one = await booked({ custId: other.custId });
    const two = await booked({ custId: other.custId, items: [{ dishId: beefRice, qty: 1 }] });
    await booked({ custId: other.custId, mealDay: dayFrom(1) });
    const r = await t.call<{ mealPeriod: number; count: number; meals: WriteOffResult[] }>('orderBookings.deviceBookWriteOff', { custId: other.custId }, { token: device });
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data.mealPeriod).toBe(2);
    expect(r.data.meals.map((m) => m.orderId).sort()).toEqual([one.orderId, two.orderId].sort());
    expect((await t.call('orderBookings.deviceBookWriteOff', { custId: other.custId }, { token: device })).code).toBe(Code.CONFLICT);
    const console = await t.call('orderBookings.bookWriteOff', { custId: other.custId, canteenId: m1.a, mealPeriod: 2 }, { token: admin });
    expect(console.code).toBe(Code.CONFLICT);
    const none = await t.call('orderBookings.bookWriteOff', { custId: other.custId, canteenId: m1.a, mealPeriod: 4 }, { token: admin });
    expect(none.code).toBe(Code.BUSINESS_RULE);
    const c = await booked({ custId: other.custId, canteenId: m1.b, mealPeriod: 4 });
    const r2 = await ok<{ count: number }>(t, 'orderBookings.bookWriteOff', { custId: other.custId, canteenId: m1.b, mealPeriod: 4 }, admin);
    expect(r2.count).toBe(1);
    expect((await bookingOf(c.orderId))?.pickedVia).toBe('console');
    expect((await t.call('orderBookings.bookWriteOff', { custId: other.custId, canteenId: m1.a, mealPeriod: 9 }, { token: admin })).code).toBe(Code.VALIDATION);
  });

  it('sums write-offs by day, canteen and meal period, and exports them', async () => {
    const q = { canteenId: m1.b, startDay: today(), endDay: today(), page: 1, limit: 20 };
    const before = (await ok<Page<WriteOffSumRow>>(t, 'orderBookings.writeOffSum', q, admin)).records.find((r) => r.mealPeriod === 2);
    const picked = await booked({ canteenId: m1.b });
    await booked({ canteenId: m1.b });
    await ok(t, 'orderBookings.writeOff', { orderNo: picked.orderNo }, admin);
    const row = (await ok<Page<WriteOffSumRow>>(t, 'orderBookings.writeOffSum', q, admin)).records.find((r) => r.mealPeriod === 2)!;
    expect(row).toMatchObject({ mealDay: today(), canteenName: 'Hall B' });
    expect(row.booked - (before?.booked ?? 0)).toBe(2);
    expect(row.picked - (before?.picked ?? 0)).toBe(1);
    expect(row.waiting - (before?.waiting ?? 0)).toBe(1);
    expect(row.pickedAmount - (before?.pickedAmount ?? 0)).toBe(2000);
    const file = await exportOf('orderBookings.writeOffSumExport', q);
    expect(file.rows[0]).toEqual(['Meal day', 'Canteen', 'Meal period', 'Booked', 'Handed over', 'Waiting', 'By write-off machine', 'In the console', 'Delivered', 'Amount handed over']);
    expect(file.rows).toContainEqual([today(), 'Hall B', 'Lunch', row.booked, row.picked, row.waiting, row.pickedByDevice, row.pickedInConsole, row.delivered, row.pickedAmount / 100]);
    const bad = await t.call('orderBookings.writeOffSum', { startDay: today(), endDay: dayFrom(-1) }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
  });
});

describe('deliveries', () => {
  it('lists meals to deliver and marks one delivered once', async () => {
    const b = await booked({ deliveryPlace: 'Meeting room 7' });
    const plain = await booked();
    const list = await ok<Page<BookingRecord>>(t, 'orderBookings.deliveryPage', { deliveryPlace: 'room 7', page: 1, limit: 20 }, admin);
    expect(list.records.map((r) => r.orderId)).toEqual([b.orderId]);
    expect(list.records[0]).toMatchObject({ deliveryState: 'pending', state: 'booked' });
    await ok(t, 'orderBookings.deliver', { orderId: b.orderId }, admin);
    expect(await bookingOf(b.orderId)).toMatchObject({ state: 'picked', pickedVia: 'delivery', deliveryState: 'delivered' });
    expect((await t.call('orderBookings.deliver', { orderId: b.orderId }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await t.call('orderBookings.deliver', { orderId: plain.orderId }, { token: admin })).code).toBe(Code.BUSINESS_RULE);
    const delivered = await ok<Page<BookingRecord>>(t, 'orderBookings.deliveryPage', { deliveryState: 'delivered', deliveryPlace: 'room 7', page: 1, limit: 20 }, admin);
    expect(delivered.total).toBe(1);
  });
});

describe('booking detail and menu sums', () => {
  it('filters bookings by day, period and state, sums dishes per day and period, and exports', async () => {
    const day = dayFrom(3);
    await bookedNow({ mealDay: day });
    await bookedNow({ mealDay: day, custId: other.custId });
    await bookedNow({ mealDay: day, canteenId: m1.b, mealPeriod: 4, items: [{ dishId: beefRice, qty: 3 }] });
    const page = await ok<Page<BookingRecord>>(t, 'orderBookings.bookPage', { startDay: day, endDay: day, mealPeriod: 2, state: 'booked', page: 1, limit: 20 }, admin);
    expect(page.total).toBe(2);
    const sums = await ok<Page<BookTimeRow>>(t, 'orderBookings.bookTimeSum', { startDay: day, endDay: day, page: 1, limit: 20 }, admin);
    expect(sums.records.map((r) => [r.mealPeriod, r.dishName, r.qty, r.bookings, r.amount])).toEqual([
      [2, 'Soup', 4, 2, 1000],
      [2, 'Kung pao chicken', 2, 2, 3000],
      [4, 'Beef rice', 3, 1, 5400],
    ]);
    const file = await exportOf('orderBookings.bookExport', { startDay: day, endDay: day, mealPeriod: 4 });
    expect(file.rows.length).toBe(2);
    expect(file.rows[1]).toContain('Dinner');
    exportLimits.cap = 1;
    try {
      const refused = await exportOf('orderBookings.bookTimeSumExport', { startDay: day, endDay: day });
      expect(refused.reply?.code).toBe(Code.BUSINESS_RULE);
    } finally {
      exportLimits.cap = 50_000;
    }
  });
});

describe('order centre summaries', () => {
  it('sums orders by day, canteen, period, pay type and order type net of refunds; outer orders apart', async () => {
    const q = { canteenId: m1.b, startDay: today(), endDay: today(), orderType: 'booking', page: 1, limit: 50 };
    const before = await ok<Page<OrderSumRow> & { sum: { orders: number; net: number } }>(t, 'orderBookings.orderSum', q, admin);
    // Booked now, so the order is of today.
    const b = await bookedNow({ canteenId: m1.b, mealDay: dayFrom(1) });
    await ok(t, 'accounts.refund', { orderId: b.orderId, amount: 500, bizNo: newBizNo('F'), reason: 'soup spilt' }, admin);
    const after = await ok<Page<OrderSumRow> & { sum: { orders: number; amount: number; refunded: number; net: number } }>(t, 'orderBookings.orderSum', q, admin);
    expect(after.sum.orders - before.sum.orders).toBe(1);
    expect(after.sum.net - before.sum.net).toBe(1500);
    expect(after.records.every((r) => r.orderType === 'booking' && r.canteenName === 'Hall B' && r.day === today())).toBe(true);

    await t.db.tx((tx) => consume(systemCtx(tx, 1), { bizNo: newBizNo('X'), custId: person.custId, amount: 3300, canteenId: m1.a, orderType: 'external', payType: 'external' }));
    const outer = await ok<Page<OrderSumRow> & { sum: { amount: number } }>(t, 'orderBookings.outOrderSum', { canteenId: m1.a, startDay: today(), page: 1, limit: 50 }, admin);
    expect(outer.records.every((r) => r.orderType === 'external')).toBe(true);
    expect(outer.sum.amount).toBe(3300);
    const file = await exportOf('orderBookings.outOrderSumExport', { canteenId: m1.a, startDay: today() });
    expect(Array.from(file.rows.at(-1)!, (v) => v ?? null)).toEqual(['Total', null, null, 1, 33, 0, 33]);
    // The pay type as the summary page names it, not its code.
    expect(file.rows.slice(1, -1).map((r) => r[2])).toEqual(['Outer system']);
  });
});

describe('access', () => {
  it("shows merchant 2 nothing of merchant 1's bookings and changes nothing (40400)", async () => {
    const b = await booked({ deliveryPlace: 'Lobby' });
    expect((await t.call('orderBookings.writeOff', { orderNo: b.orderNo }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('orderBookings.deliver', { orderId: b.orderId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('orderBookings.bookWriteOff', { custId: person.custId, canteenId: m1.a, mealPeriod: 2 }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await ok<Page<BookingRecord>>(t, 'orderBookings.bookPage', { page: 1, limit: 20 }, admin2)).total).toBe(0);
    expect((await ok<Page<WriteOffSumRow>>(t, 'orderBookings.writeOffSum', { page: 1, limit: 20 }, admin2)).total).toBe(0);
    expect((await ok<Page<OrderSumRow>>(t, 'orderBookings.orderSum', { page: 1, limit: 20 }, admin2)).records.some((r) => r.canteenId === m1.a)).toBe(false);
    expect((await bookingOf(b.orderId))?.state).toBe('booked');
  });

  it('refuses a role without the menu id (40300)', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_books', roleName: 'books', roleDesc: '', menuIds: [400000, 407000] }, admin);
    await ok(t, 'admin.userAdd', { username: 'bookreader', password: await t.encrypt('Passw0rd!'), realName: 'b', roleId }, admin);
    const reader = await t.token('bookreader', 'Passw0rd!');
    expect((await t.call('orderBookings.bookPage', { page: 1, limit: 20 }, { token: reader })).code).toBe(Code.OK);
    const b = await booked();
    for (const [id, content] of [
      ['orderBookings.writeOff', { orderNo: b.orderNo }],
      ['orderBookings.writeOffSum', {}],
      ['orderBookings.deliver', { orderId: b.orderId }],
      ['orderBookings.orderSum', {}],
      ['orderBookings.outOrderSum', {}],
      ['orderBookings.bookTimeSum', {}],
    ] as const) {
      expect((await t.call(id, content, { token: reader })).code, id).toBe(Code.FORBIDDEN);
    }
    expect((await bookingOf(b.orderId))?.state).toBe('booked');
  });

  it('keeps a canteen-limited role to its canteen', async () => {
    const hallB = await limitedToken(t, admin, 'hallb', [m1.b]);
    const inA = await booked();
    const inB = await booked({ canteenId: m1.b });
    const list = await ok<Page<BookingRecord>>(t, 'orderBookings.bookPage', { page: 1, limit: 500 }, hallB);
    expect(list.records.every((r) => r.canteenId === m1.b)).toBe(true);
    expect(list.records.map((r) => r.orderId)).toContain(inB.orderId);
    expect((await t.call('orderBookings.writeOff', { orderNo: inA.orderNo }, { token: hallB })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('orderBookings.book', { bizNo: newBizNo('B'), custId: person.custId, canteenId: m1.a, mealDay: today(), mealPeriod: 2, items: LUNCH }, { token: hallB })).code).toBe(
      Code.NOT_FOUND,
    );
    await ok(t, 'orderBookings.writeOff', { orderNo: inB.orderNo }, hallB);
    const sums = await ok<Page<WriteOffSumRow>>(t, 'orderBookings.writeOffSum', { page: 1, limit: 50 }, hallB);
    expect(sums.records.every((r) => r.canteenId === m1.b)).toBe(true);
    const orders = await ok<Page<OrderSumRow>>(t, 'orderBookings.orderSum', { page: 1, limit: 50 }, hallB);
    expect(orders.records.every((r) => r.canteenId === m1.b)).toBe(true);
    const menu = await ok<Page<BookTimeRow>>(t, 'orderBookings.bookTimeSum', { page: 1, limit: 50 }, hallB);
    expect(menu.records.every((r) => r.canteenId === m1.b)).toBe(true);
  });
});
