import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type BookingRecord, type BookTimeRow, type Page, type WriteOffSumRow } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, reviewerToken } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { bookedBefore } from '../../testing/bookings';

/**
 * A booked meal whose order is wholly refunded is no longer a meal to hand over, however the refund was made: the
 * money core cancels the booking in the refund's transaction (its orderRefunded port), whether the order centre or
 * the money core's own calls asked for it. A part refund leaves it booked; a meal handed over stays handed over when
 * its money goes back.
 */
let t: TestServer;
let admin: string;
/** Approves the requests admin asks for: a requester never approves their own. */
let reviewer: string;
let hall: number;
let person: { custId: number; accId: number };
let LUNCH: { dishId: number; qty: number }[];
/** The merchant's day (Asia/Shanghai) today. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const call = (id: string, content: Record<string, unknown>) => t.call(id, content, { token: admin, headers: { 'accept-language': 'en' } });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  reviewer = await reviewerToken(t, admin, 'refund_reviewer');
  hall = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Refund hall') RETURNING id`))[0].id;
  // Lunch all day, so today's lunch can be handed over whenever the test runs (and was booked the day before).
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 0, 1439)`, [hall]);
  const type = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, 'Refund type') RETURNING id`))[0].id;
  const dish = async (name: string, price: number) =>
    (await t.db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES (1, $1, $2, $3, 'approved') RETURNING id`, [type, name, price]))[0].id;
  LUNCH = [
    { dishId: await dish('Refund rice', 1500), qty: 1 },
    { dishId: await dish('Refund soup', 250), qty: 2 },
  ];
  person = await addPerson(t.db, 1, await addOrg(t.db, 1));
  await ok(t, 'accounts.recharge', { custId: person.custId, amount: 200_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

/** A ￥20 lunch of today, booked yesterday noon, to be delivered to a room. */
const booked = () =>
  bookedBefore(t.db, {
    bizNo: newBizNo('B'),
    custId: person.custId,
    canteenId: hall,
    mealDay: today(),
    mealPeriod: 2,
    items: LUNCH,
    deliveryPlace: 'Room 9',
  });

const row = async (orderId: number) => (await t.db.query<Record<string, unknown>>(`SELECT * FROM order_bookings WHERE order_id = $1`, [orderId]))[0];
const listed = async (orderId: number, filter: Record<string, unknown> = {}) =>
  (await ok<Page<BookingRecord>>(t, 'orderBookings.bookPage', { canteenId: hall, ...filter, page: 1, limit: 500 }, admin)).records.find((r) => r.orderId === orderId);
const toDeliver = async (orderId: number) =>
  (await ok<Page<BookingRecord>>(t, 'orderBookings.deliveryPage', { canteenId: hall, deliveryState: 'pending', page: 1, limit: 500 }, admin)).records.some((r) => r.orderId === orderId);
const lunchSum = async () => (await ok<Page<WriteOffSumRow>>(t, 'orderBookings.writeOffSum', { canteenId: hall, startDay: today(), endDay: today(), mealPeriod: 2 }, admin)).records[0];
const riceCooked = async () =>
  (await ok<Page<BookTimeRow>>(t, 'orderBookings.bookTimeSum', { canteenId: hall, startDay: today(), endDay: today(), mealPeriod: 2 }, admin)).records.find((r) => r.dishName === 'Refund rice')?.qty ?? 0;

/** Each way the whole of an order can be refunded. */
const wholeRefunds: [string, (orderId: number) => Promise<unknown>][] = [
  ['the order detail’s whole refund (orders.partRefund, nothing asked)', (orderId) => ok(t, 'orders.partRefund', { orderId, reason: 'Ill', bizNo: newBizNo('P') }, admin)],
  [
    'a request approved for the whole amount',
    async (orderId) => ok(t, 'orders.refundApprove', { id: (await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId, amount: 2000, reason: 'Ill' }, admin)).requestId }, reviewer),
  ],
  ['accounts.wholeOrderBack', (orderId) => ok(t, 'accounts.wholeOrderBack', { orderId, bizNo: newBizNo('W'), reason: 'Ill' }, admin)],
];

describe('a wholly refunded booked meal', () => {
  it.each(wholeRefunds)('after %s is cancelled, and no longer a meal to hand over', async (_way, refundWhole) => {
    const [cookedBefore, sumBefore] = [await riceCooked(), await lunchSum()];
    const b = await booked();
    expect(await listed(b.orderId)).toMatchObject({ state: 'booked', deliveryState: 'pending' });
    expect(await riceCooked()).toBe(cookedBefore + 1);

    const before = await balances(t.db, person.accId);
    await refundWhole(b.orderId);
    expect((await balances(t.db, person.accId)).cash - before.cash).toBe(2000);
    expect((await row(b.orderId))!.state).toBe('cancelled');
    expect(await listed(b.orderId)).toMatchObject({ state: 'cancelled', orderState: 'refunded', refunded: 2000, deliveryState: null });
    expect(await listed(b.orderId, { state: 'booked' })).toBeUndefined();
    expect(await listed(b.orderId, { state: 'cancelled' })).toBeDefined();
    expect(await toDeliver(b.orderId)).toBe(false);
    expect(await riceCooked()).toBe(cookedBefore);
    const sum = (await lunchSum())!;
    expect([sum.booked - (sumBefore?.booked ?? 0), sum.waiting - (sumBefore?.waiting ?? 0), sum.picked - (sumBefore?.picked ?? 0)]).toEqual([1, 0, 0]);
  });

  it.each(wholeRefunds)('after %s cannot be written off, delivered or cancelled: 40900, nothing written', async (_way, refundWhole) => {
    const b = await booked();
    await refundWhole(b.orderId);
    const held = await row(b.orderId);
    const refusedAsRefunded = [Code.CONFLICT, 'This order was refunded; the meal cannot be handed over'];
    for (const [id, content] of [
      ['orderBookings.writeOff', { orderNo: b.orderNo }],
      ['orderBookings.deliver', { orderId: b.orderId }],
      ['orderBookings.bookWriteOff', { custId: person.custId, canteenId: hall, mealPeriod: 2 }],
    ] as const) {
      const r = await call(id, content);
      expect([id, r.code, r.msg]).toEqual([id, ...refusedAsRefunded]);
    }
    const cancelled = await call('orderBookings.cancelMeal', { orderId: b.orderId });
    expect(cancelled.code).toBe(Code.CONFLICT);
    expect(await row(b.orderId)).toEqual(held);
  });
});

describe('other refunds of a booked meal', () => {
  it('a part refund leaves the meal booked, to be handed over', async () => {
    const b = await booked();
    await ok(t, 'orders.partRefund', { orderId: b.orderId, amount: 500, reason: 'Soup spilt', bizNo: newBizNo('P') }, admin);
    const { requestId } = await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId: b.orderId, amount: 300, reason: 'Cold' }, admin);
    await ok(t, 'orders.refundApprove', { id: requestId }, reviewer);
    await ok(t, 'accounts.refund', { orderId: b.orderId, amount: 200, bizNo: newBizNo('F'), reason: 'Late' }, admin);
    expect((await row(b.orderId))!.state).toBe('booked');
    expect(await listed(b.orderId)).toMatchObject({ state: 'booked', orderState: 'part_refunded', refunded: 1000, deliveryState: 'pending' });
    expect(await toDeliver(b.orderId)).toBe(true);
    await ok(t, 'orderBookings.writeOff', { orderNo: b.orderNo }, admin);
    expect(await listed(b.orderId)).toMatchObject({ state: 'picked', pickedVia: 'console' });
  });

  it.each(wholeRefunds)('a meal handed over and then refunded by %s stays handed over; its money is back', async (_way, refundWhole) => {
    const [cookedBefore, sumBefore] = [await riceCooked(), await lunchSum()];
    const b = await booked();
    await ok(t, 'orderBookings.writeOff', { orderNo: b.orderNo }, admin);
    const before = await balances(t.db, person.accId);
    await refundWhole(b.orderId);
    expect((await balances(t.db, person.accId)).cash - before.cash).toBe(2000);
    expect((await row(b.orderId))!.state).toBe('picked');
    expect(await listed(b.orderId)).toMatchObject({ state: 'picked', orderState: 'refunded', refunded: 2000, deliveryState: null });
    // It was cooked and handed over: counted as such, with nothing left of its money.
    expect(await riceCooked()).toBe(cookedBefore + 1);
    const sum = (await lunchSum())!;
    expect([sum.picked - (sumBefore?.picked ?? 0), sum.waiting - (sumBefore?.waiting ?? 0), sum.pickedAmount - (sumBefore?.pickedAmount ?? 0)]).toEqual([1, 0, 0]);
    const again = await call('orderBookings.writeOff', { orderNo: b.orderNo });
    expect(again.code).toBe(Code.CONFLICT);
    expect(again.msg).toMatch(/already handed over/);
  });
});
