// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, settingSchemas } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { testCtx } from '../../testing/ctx';
import { addOrg, addPerson, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish } from '../../testing/bookings';
import { consume } from '../accounts';
import { bookMeal } from './bookings';

/**
 * A booked meal is priced and limited as the meal it books (issue 23, item 5): the rules of its meal period, the
 * limits and quotas of its meal day, and the order filed under that day and period; its lines are priced by the
 * recipe of that canteen, day and meal, or by the dish, never by the caller. The services run at chosen Shanghai
 * wall-clock instants (merchant 1's zone).
 */
let t: TestServer;
let admin: string;
let hall: number;
let org: number;
/** Two dishes of merchant 1 and their prices. */
let dish: { id: number; name: string; price: number }[];

const shanghai = (local: string) => new Date(`${local}+08:00`);
type Input = Parameters<typeof bookMeal>[1];
const bookAt = (local: string, custId: number, content: Partial<Input> = {}) =>
  t.db.tx((tx) =>
    bookMeal({ ...testCtx(tx, 1), now: () => shanghai(local) }, { bizNo: newBizNo('BM'), custId, canteenId: hall, mealDay: '2026-03-19', mealPeriod: 2, items: [{ dishId: dish[0].id, qty: 1 }], ...content }),
  );
const payAt = (local: string, custId: number, amount: number) => t.db.tx((tx) => consume({ ...testCtx(tx, 1), now: () => shanghai(local) }, { bizNo: newBizNo('CM'), custId, amount, canteenId: hall }));
const orderOf = async (orderId: number) =>
  (
    await t.db.query(
      `SELECT amount::int, list_amount::int AS "listAmount", meal_period::int AS "mealPeriod", to_char(meal_day, 'YYYY-MM-DD') AS "mealDay" FROM orders WHERE id = $1`,
      [orderId],
    )
  )[0];
async function person() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  org = await addOrg(t.db, 1);
  hall = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Meal hall') RETURNING id`))[0].id;
  // Breakfast 06:30–09:00, lunch 11:00–13:30.
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 1, 390, 540), (1, $1, 2, 660, 810)`, [hall]);
  dish = [
    { name: 'Meal pork', price: 1500 },
    { name: 'Meal soup', price: 350 },
  ].map((d) => ({ ...d, id: 0 }));
  for (const d of dish) d.id = await addDish(t.db, d.name, d.price);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

describe('a booking is priced and filed as the meal it books', () => {
  it('a lunch-only 50 % rule: tomorrow’s lunch booked at 07:00 pays half, tomorrow’s breakfast booked at 11:30 the full price', async () => {
    const p = await person();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.consumeRuleAdd', { name: 'Lunch half', canteenIds: [hall], mealTypes: [2], payPercent: 50 }, admin);
    const lunch = await bookAt('2026-03-18T07:00', p.custId, { mealDay: '2026-03-19', mealPeriod: 2 });
    expect(await orderOf(lunch.orderId)).toEqual({ amount: Math.floor((dish[0].price * 50 + 50) / 100), listAmount: dish[0].price, mealPeriod: 2, mealDay: '2026-03-19' });
    const breakfast = await bookAt('2026-03-18T11:30', p.custId, { mealDay: '2026-03-19', mealPeriod: 1 });
    expect(await orderOf(breakfast.orderId)).toEqual({ amount: dish[0].price, listAmount: dish[0].price, mealPeriod: 1, mealDay: '2026-03-19' });
    await ok(t, 'marketing.consumeRuleRemove', { ruleId }, admin);
  });

  it('a spot payment is filed under the day and period it is paid in', async () => {
    const p = await person();
    const paid = await payAt('2026-03-18T23:30', p.custId, 300);
    expect(await orderOf(paid.orderId)).toEqual({ amount: 300, listAmount: 300, mealPeriod: null, mealDay: '2026-03-18' });
  });
});

describe('limits count a booking on its meal day', () => {
  it('one lunch a meal: a lunch paid today does not stop tomorrow’s lunch booked now; the booked lunch stops a second one tomorrow', async () => {
    const p = await person();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: 'One lunch', canteenIds: [hall], mealCountLimit: 1 }, admin);
    await payAt('2026-04-01T11:30', p.custId, 500);
    await bookAt('2026-04-01T11:40', p.custId, { mealDay: '2026-04-02', mealPeriod: 2 });
    await expect(bookAt('2026-04-01T11:45', p.custId, { mealDay: '2026-04-02', mealPeriod: 2 })).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key: 'mealCountLimit' });
    await expect(payAt('2026-04-02T12:00', p.custId, 500)).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key: 'mealCountLimit' });
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });

  it('a day quota counts the booked meal on its day', async () => {
    const p = await person();
    const { quotaId } = await ok<{ quotaId: number }>(t, 'marketing.timeQuotaAdd', { name: 'Meal day', cycle: 'day', quota: dish[0].price + 100, canteenIds: [hall] }, admin);
    await bookAt('2026-04-05T12:00', p.custId, { mealDay: '2026-04-06', mealPeriod: 2 });
    await payAt('2026-04-05T12:10', p.custId, 200);
    await expect(payAt('2026-04-06T12:10', p.custId, 200)).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key: 'quotaExceeded' });
    await ok(t, 'marketing.timeQuotaRemove', { quotaId }, admin);
  });

  it('the account’s daily consumption limit counts the booked meal on its day', async () => {
    const p = await person();
    const limit = dish[0].price + 500;
    await ok(t, 'settings.putSetting', { key: 'account', value: settingSchemas.account.parse({ dailyConsumeLimit: limit }) }, admin);
    try {
      await payAt('2026-04-03T12:00', p.custId, dish[0].price);
      await bookAt('2026-04-03T12:10', p.custId, { mealDay: '2026-04-04', mealPeriod: 2 });
      await expect(payAt('2026-04-04T12:00', p.custId, 501)).rejects.toMatchObject({ code: Code.BUSINESS_RULE, key: 'dailyLimit' });
      await payAt('2026-04-04T12:01', p.custId, 500);
    } finally {
      await ok(t, 'settings.putSetting', { key: 'account', value: settingSchemas.account.parse({}) }, admin);
    }
  });
});

describe('a booking’s prices come from the menu, never from the caller', () => {
  it('prices a dish on the recipe of that canteen, day and meal at the recipe’s price, any other at the dish’s; names come from the menu', async () => {
    const p = await person();
    const recipe = (
      await t.db.query<{ id: number }>(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, name) VALUES (1, $1, '2026-03-20', 2, 'Lunch') RETURNING id`, [hall])
    )[0].id;
    await t.db.query(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, discount_price) VALUES (1, $1, $2, 99)`, [recipe, dish[0].id]);
    // What a client may still send beside each line is not read: one cent, another name.
    const items = [
      { dishId: dish[0].id, qty: 2, price: 1, dishName: 'Cheap' },
      { dishId: dish[1].id, qty: 1, price: 1, dishName: 'Cheap' },
    ] as unknown as Input['items'];
    const onRecipe = await bookAt('2026-03-18T09:00', p.custId, { mealDay: '2026-03-20', mealPeriod: 2, items });
    expect(onRecipe.amount).toBe(2 * 99 + dish[1].price);
    const lines = await t.db.query(`SELECT dish_id AS "dishId", dish_name AS "dishName", qty, price::int, amount::int FROM order_items WHERE order_id = $1 ORDER BY id`, [onRecipe.orderId]);
    expect(lines).toEqual([
      { dishId: dish[0].id, dishName: dish[0].name, qty: 2, price: 99, amount: 198 },
      { dishId: dish[1].id, dishName: dish[1].name, qty: 1, price: dish[1].price, amount: dish[1].price },
    ]);
    // Breakfast that day has no recipe: the dish's own price.
    const offRecipe = await bookAt('2026-03-18T09:00', p.custId, { mealDay: '2026-03-20', mealPeriod: 1, items });
    expect(offRecipe.amount).toBe(2 * dish[0].price + dish[1].price);
    expect((await orderOf(offRecipe.orderId)).listAmount).toBe(2 * dish[0].price + dish[1].price);
  });

  it('a booking asked again under its bizNo gets its first reply after the dish’s price changed; another booking under it is 40900', async () => {
    const p = await person();
    const pricey = await addDish(t.db, 'Repriced pork', 1200);
    const input = { bizNo: newBizNo('BMR'), items: [{ dishId: pricey, qty: 2 }] };
    const first = await bookAt('2026-03-18T09:00', p.custId, input);
    await t.db.query(`UPDATE menu_dishes SET price = 1500 WHERE id = $1`, [pricey]);
    expect(await bookAt('2026-03-18T09:05', p.custId, input)).toEqual(first);
    expect(first.amount).toBe(2400);
    await expect(bookAt('2026-03-18T09:06', p.custId, { ...input, items: [{ dishId: pricey, qty: 3 }] })).rejects.toMatchObject({ code: Code.CONFLICT });
    expect((await t.db.query(`SELECT 1 FROM orders WHERE cust_id = $1 AND order_type = 'booking'`, [p.custId])).length).toBe(1);
  });

  it('a meal booked just after a payment at the till is not refused as a double swipe', async () => {
    const p = await person();
    await ok(t, 'settings.putSetting', { key: 'canteen', value: { repeatIntervalSeconds: 60 } }, admin);
    try {
      await payAt('2026-03-18T09:00', p.custId, 500);
      const booked = await bookAt('2026-03-18T09:00:10', p.custId);
      expect(booked.amount).toBe(dish[0].price);
      await expect(payAt('2026-03-18T09:00:20', p.custId, 500)).rejects.toMatchObject({ key: 'repeatConsume' });
    } finally {
      await ok(t, 'settings.putSetting', { key: 'canteen', value: {} }, admin);
    }
  });

  it('refuses a dish the merchant does not have or has not approved (40000 on items), writing nothing', async () => {
    const p = await person();
    const other = await addDish(t.db, 'Other merchant’s pork', 100, 2);
    const pending = await addDish(t.db, 'Pending pork', 100);
    await t.db.query(`UPDATE menu_dishes SET audit_state = 'pending' WHERE id = $1`, [pending]);
    for (const dishId of [other, pending, 9_999_999]) {
      await expect(bookAt('2026-03-18T09:00', p.custId, { items: [{ dishId, qty: 1 }] })).rejects.toMatchObject({ code: Code.VALIDATION });
    }
    expect((await t.db.query(`SELECT 1 FROM orders WHERE cust_id = $1 AND order_type = 'booking'`, [p.custId])).length).toBe(0);
  });
});
