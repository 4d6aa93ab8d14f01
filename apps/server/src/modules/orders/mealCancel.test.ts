import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type MealCancelResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { addDish } from '../../testing/bookings';

/**
 * Cancelling a booked meal under the meal-cancel rules (mktmealbackrule): before the deadline the rule's share comes
 * back through the ledger and the booking is cancelled; after it, or without a rule, nothing moves.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let canteenId: number;
let person: { custId: number; accId: number };
let LUNCH: { dishId: number; qty: number }[];
/** The merchant's day (Asia/Shanghai) `offset` days from the test clock's today. */
const dayFrom = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const book = (mealDay: string) =>
  ok<{ orderId: number }>(t, 'orderBookings.book', { bizNo: newBizNo('B'), custId: person.custId, canteenId, mealDay, mealPeriod: 2, items: LUNCH }, admin).then((b) => b.orderId);
const cancel = (orderId: number, token = admin) => t.call<MealCancelResult>('orderBookings.cancelMeal', { orderId }, { token });
const bookingState = async (orderId: number) => (await t.db.query<{ state: string }>(`SELECT state FROM order_bookings WHERE order_id = $1`, [orderId]))[0].state;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  admin2 = await t.token('admin2', 'Admin@123');
  LUNCH = [{ dishId: await addDish(t.db, '红烧肉', 2000), qty: 1 }];
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Cancel hall') RETURNING id`))[0].id;
  // Lunch from 11:00 (660 minutes after midnight).
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 660, 810)`, [canteenId]);
  person = await addPerson(t.db, 1, await addOrg(t.db, 1));
  await ok(t, 'accounts.recharge', { custId: person.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

describe('cancelling a booked meal', () => {
  it('without a meal-cancel rule the holder cannot cancel: 42200, nothing moves', async () => {
    const orderId = await book(dayFrom(2));
    const before = await balances(t.db, person.accId);
    const r = await cancel(orderId);
    expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'No meal-cancel rule applies to this meal, so it cannot be cancelled']);
    expect(await balances(t.db, person.accId)).toEqual(before);
    expect(await bookingState(orderId)).toBe('booked');
  });

  it('before the deadline the rule’s share comes back once; the booking is cancelled; a second cancel is 40900', async () => {
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.mealBackRuleAdd', { name: '提前一天退八成', canteenIds: [canteenId], mealTypes: [2], deadlineMinutes: 24 * 60, refundPercent: 80 }, admin);
    const orderId = await book(dayFrom(2));
    const before = await balances(t.db, person.accId);
    const r = await cancel(orderId);
    expect(r.data).toEqual({ orderId, refunded: 1600, refundPercent: 80, ruleId, ruleName: '提前一天退八成' });
    expect((await balances(t.db, person.accId)).cash).toBe(before.cash + 1600);
    expect(await bookingState(orderId)).toBe('cancelled');
    expect((await t.db.query(`SELECT state FROM orders WHERE id = $1`, [orderId]))[0]).toEqual({ state: 'part_refunded' });
    expect((await cancel(orderId)).code).toBe(Code.CONFLICT);
    expect((await balances(t.db, person.accId)).cash).toBe(before.cash + 1600);
  });

  it('past the deadline: 42200 and nothing moves; the more generous open rule wins', async () => {
    await ok(t, 'marketing.mealBackRuleAdd', { name: '当天开餐前全退', canteenIds: [canteenId], mealTypes: [], deadlineMinutes: 0, refundPercent: 100 }, admin);
    // Tomorrow's lunch is within a day: the 80 % rule's deadline has passed, the 100 % one (until 11:00) is open.
    const tomorrow = await book(dayFrom(1));
    expect((await cancel(tomorrow)).data).toMatchObject({ refunded: 2000, refundPercent: 100 });
    // A booking for yesterday's lunch (moved there, as the clock cannot go back): every deadline has passed.
    const fresh = await book(dayFrom(1));
    await t.db.query(`UPDATE order_bookings SET meal_day = $2::date WHERE order_id = $1`, [fresh, dayFrom(-1)]);
    const before = await balances(t.db, person.accId);
    const r = await cancel(fresh);
    expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'The deadline to cancel this meal has passed']);
    expect(await balances(t.db, person.accId)).toEqual(before);
  });

  it('another merchant cannot cancel it', async () => {
    const orderId = await book(dayFrom(3));
    expect((await cancel(orderId, admin2)).code).toBe(Code.NOT_FOUND);
    expect(await bookingState(orderId)).toBe('booked');
  });
});
