import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, settingSchemas } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { count, ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish } from '../../testing/bookings';
import { bookMeal } from './bookings';

/**
 * The merchant's booking rules (setting 'canteen'): how many days ahead, until how long before the meal period
 * starts, and whether a meal may be booked for delivery (takeout). A refused booking writes nothing and moves no
 * money. The services run at chosen instants (merchant 1's zone is Asia/Shanghai, UTC+8); the calls over HTTP run now.
 */
let t: TestServer;
let admin: string;
let hall: number;
let allDay: number;
let person: { custId: number; accId: number };
let LUNCH: { dishId: number; qty: number }[];

/** The instant of a Shanghai wall-clock time. */
const shanghai = (local: string) => new Date(`${local}+08:00`);
/** The merchant's day (Asia/Shanghai), `offset` days from today. */
const dayFrom = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const setRules = (value: Partial<Record<keyof typeof settingSchemas.canteen.shape, unknown>>) =>
  ok(t, 'settings.putSetting', { key: 'canteen', value: settingSchemas.canteen.parse(value) }, admin);

type Input = Parameters<typeof bookMeal>[1];
const input = (content: Partial<Input> = {}): Input => ({ bizNo: newBizNo('BR'), custId: person.custId, canteenId: hall, mealDay: '2026-03-18', mealPeriod: 2, items: LUNCH, ...content });
/** Books through the service as if at a Shanghai wall-clock time. */
const bookAt = (local: string, content: Partial<Input> = {}) => t.db.tx((tx) => bookMeal({ ...testCtx(tx, 1), now: () => shanghai(local) }, input(content)));

/** What a refused booking must leave as it was. */
async function written() {
  return {
    orders: await count(t, 'orders'),
    bookings: await count(t, 'order_bookings'),
    txns: await count(t, 'money_txns'),
    entries: await count(t, 'ledger_entries'),
    wallets: await balances(t.db, person.accId),
  };
}
async function expectRefused(local: string, content: Partial<Input>, key: string, params?: Record<string, string>) {
  const before = await written();
  await expect(bookAt(local, content)).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key, ...(params ? { params } : {}) });
  expect(await written()).toEqual(before);
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  LUNCH = [{ dishId: await addDish(t.db, 'Rule rice', 1200), qty: 1 }];
  const canteen = async (name: string) => (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, $1) RETURNING id`, [name]))[0].id;
  hall = await canteen('Rules hall');
  // Breakfast 06:30, lunch 11:00, dinner switched off, a late-night snack 22:00–02:00 (past midnight); no afternoon tea.
  await t.db.query(
    `INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute, enabled)
     VALUES (1, $1, 1, 390, 540, true), (1, $1, 2, 660, 810, true), (1, $1, 4, 1020, 1170, false), (1, $1, 5, 1320, 120, true)`,
    [hall],
  );
  // Lunch from midnight: today's lunch has begun whenever the HTTP tests run.
  allDay = await canteen('All-day hall');
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 0, 1439)`, [allDay]);
  person = await addPerson(t.db, 1, await addOrg(t.db, 1));
  await ok(t, 'accounts.recharge', { custId: person.custId, amount: 500_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
});
afterEach(async () => {
  await setRules({});
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

describe('bookingDaysAhead', () => {
  it('books a meal exactly that many days after today; the day after is refused naming the last day, nothing written', async () => {
    const before = await balances(t.db, person.accId);
    await bookAt('2026-03-18T09:00', { mealDay: '2026-03-25' });
    expect((await balances(t.db, person.accId)).cash).toBe(before.cash - 1200);
    await expectRefused('2026-03-18T09:00', { mealDay: '2026-03-26' }, 'bookingTooFarAhead', { lastDay: '2026-03-25' });
  });

  it('0: today only', async () => {
    await setRules({ bookingDaysAhead: 0 });
    await bookAt('2026-03-18T09:00', { mealDay: '2026-03-18' });
    await expectRefused('2026-03-18T09:00', { mealDay: '2026-03-19' }, 'bookingTooFarAhead', { lastDay: '2026-03-18' });
  });

  it('counts days in the merchant’s time zone', async () => {
    // 00:30 on the 18th in Shanghai is still the 17th in UTC, whose last day would be the 24th.
    await bookAt('2026-03-18T00:30', { mealDay: '2026-03-25' });
    await expectRefused('2026-03-18T00:30', { mealDay: '2026-03-26' }, 'bookingTooFarAhead', { lastDay: '2026-03-25' });
  });
});

describe('bookingCutoffMinutes', () => {
  it('books until the minute before the cutoff; at the cutoff it is refused naming it, nothing written', async () => {
    // Lunch starts at 11:00; the default cutoff is 60 minutes.
    await bookAt('2026-03-18T09:59:59');
    await expectRefused('2026-03-18T10:00', {}, 'bookingClosed', { meal: 'lunch', mealDay: '2026-03-18', day: '2026-03-18', time: '10:00' });
    await expectRefused('2026-03-18T12:00', {}, 'bookingClosed');
  });

  it('0: until the period starts', async () => {
    await setRules({ bookingCutoffMinutes: 0 });
    await bookAt('2026-03-18T10:59');
    await expectRefused('2026-03-18T11:00', {}, 'bookingClosed', { meal: 'lunch', mealDay: '2026-03-18', day: '2026-03-18', time: '11:00' });
  });

  it('a cutoff may fall on the day before the meal', async () => {
    // Breakfast at 06:30, ten hours before: 20:30 the evening before.
    await setRules({ bookingCutoffMinutes: 600 });
    await bookAt('2026-03-18T20:29', { mealDay: '2026-03-19', mealPeriod: 1 });
    await expectRefused('2026-03-18T20:30', { mealDay: '2026-03-19', mealPeriod: 1 }, 'bookingClosed', { meal: 'breakfast', mealDay: '2026-03-19', day: '2026-03-18', time: '20:30' });
  });

  it('a period past midnight is the meal of the day it starts on, closing before its start that day', async () => {
    await bookAt('2026-03-18T20:59', { mealPeriod: 5 });
    await expectRefused('2026-03-18T21:00', { mealPeriod: 5 }, 'bookingClosed', { meal: 'late-night snack', mealDay: '2026-03-18', day: '2026-03-18', time: '21:00' });
    await bookAt('2026-03-19T00:30', { mealDay: '2026-03-19', mealPeriod: 5 });
  });

  it('refuses a meal the canteen has no period in use for: none, or switched off', async () => {
    await expectRefused('2026-03-18T09:00', { mealDay: '2026-03-19', mealPeriod: 3 }, 'bookingNoMealPeriod', { meal: 'afternoon tea' });
    await expectRefused('2026-03-18T09:00', { mealDay: '2026-03-19', mealPeriod: 4 }, 'bookingNoMealPeriod', { meal: 'dinner' });
  });

  it('answers a repeat after the cutoff with the first booking, charged once', async () => {
    const first = input();
    const booked = await t.db.tx((tx) => bookMeal({ ...testCtx(tx, 1), now: () => shanghai('2026-03-18T09:30') }, first));
    const before = await written();
    const again = await t.db.tx((tx) => bookMeal({ ...testCtx(tx, 1), now: () => shanghai('2026-03-18T10:30') }, first));
    expect(again).toEqual(booked);
    expect(await written()).toEqual(before);
  });
});

describe('allowTakeout', () => {
  it('on (the default): a meal may be booked for delivery to a place', async () => {
    const b = await bookAt('2026-03-18T09:00', { deliveryPlace: 'Room 12' });
    expect((await t.db.query<{ place: string }>(`SELECT delivery_place AS place FROM order_bookings WHERE order_id = $1`, [b.orderId]))[0].place).toBe('Room 12');
  });

  it('off: a meal for delivery is refused, nothing written; one picked up at the canteen is booked', async () => {
    await setRules({ allowTakeout: false });
    await expectRefused('2026-03-18T09:00', { deliveryPlace: 'Room 12' }, 'takeoutNotAllowed');
    await bookAt('2026-03-18T09:00');
  });
});

describe('over HTTP', () => {
  const call = (content: Record<string, unknown>, lang = 'en') =>
    t.call('orderBookings.book', { bizNo: newBizNo('BH'), custId: person.custId, canteenId: allDay, mealPeriod: 2, items: LUNCH, ...content }, { token: admin, headers: { 'accept-language': lang } });

  it('refuses each rule with 42200 and a message naming the limit, writing nothing', async () => {
    await setRules({ allowTakeout: false });
    const before = await written();
    const far = await call({ mealDay: dayFrom(8) });
    expect([far.code, far.msg]).toEqual([Code.BUSINESS_RULE, `Meals can be booked up to ${dayFrom(7)} only`]);
    const late = await call({ mealDay: dayFrom(0) });
    expect([late.code, late.msg]).toEqual([Code.BUSINESS_RULE, `Booking lunch for ${dayFrom(0)} closed at 23:00 on ${dayFrom(-1)}`]);
    const lateZh = await call({ mealDay: dayFrom(0) }, 'zh');
    expect(lateZh.msg).toBe(`${dayFrom(0)}午餐的预订已于${dayFrom(-1)} 23:00截止`);
    const delivered = await call({ mealDay: dayFrom(3), deliveryPlace: 'Room 12' });
    expect([delivered.code, delivered.msg]).toEqual([Code.BUSINESS_RULE, 'Takeout is off for this merchant: a meal cannot be booked for delivery to a place']);
    expect(await written()).toEqual(before);
  });

  it('books within the rules', async () => {
    const r = await call({ mealDay: dayFrom(7), deliveryPlace: 'Room 12' });
    expect(r.code, r.msg).toBe(Code.OK);
  });
});
