import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Account, type ConsumeResult, type DeskMenu, type DeskPayer, type DeskPreview } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, takePersonIds } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The cashier desk (issue 24): the payer found by card, payment code or pick; dishes of the meal served now, priced
 * by the server from its recipe; a dry run that moves nothing; a payment filed under canteen, stall and meal period
 * whose reply names the order as the order list does and the wallets after.
 */
let t: TestServer;
let admin: string;
let canteenId: number;
let stallId: number;
let person: { custId: number; accId: number };
const cardNo = `DESK${Date.now().toString(36).toUpperCase()}`;
const dish = { rice: 0, pork: 0, offMenu: 0 };

const insertId = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]!.id;
const addDish = (typeId: number, name: string, price: number) =>
  insertId(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES (1, $1, $2, $3, 'approved')`, [typeId, name, price]);

const written = async (bizNo: string) =>
  (await t.db.query<{ n: number }>(`SELECT (SELECT count(*) FROM orders WHERE biz_no = $1) + (SELECT count(*) FROM money_txns WHERE biz_no = $1) AS n`, [bizNo]))[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  await takePersonIds(t, admin);
  canteenId = await insertId(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Desk hall')`, []);
  // Lunch the whole day (a window from 00:00 to 00:00), so the test does not depend on the hour it runs at.
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES (1, $1, 2, 0, 0)`, [canteenId]);
  stallId = await insertId(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Desk stall')`, [canteenId]);
  const typeId = await insertId(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, 'Desk dishes')`, []);
  dish.rice = await addDish(typeId, '米饭', 100);
  dish.pork = await addDish(typeId, '红烧肉', 1800);
  dish.offMenu = await addDish(typeId, '不在菜谱', 500);
  const { day } = await ok<DeskMenu>(t, 'accounts.deskMenu', { canteenId }, admin);
  const recipe = (
    await t.db.query<{ id: number }>(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type, name) VALUES (1, $1, $2, 2, 'lunch') RETURNING id`, [canteenId, day])
  )[0]!.id;
  // Pork sells at the recipe's price, 15.00, not its own 18.00.
  await t.db.query(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, discount_price, sort) VALUES (1, $1, $2, NULL, 1), (1, $1, $3, 1500, 2)`, [recipe, dish.rice, dish.pork]);
  person = await addPerson(t.db, 1, await addOrg(t.db, 1));
  await ok(t, 'accounts.applyCard', { custId: person.custId, cardNo }, admin);
  await ok(t, 'accounts.recharge', { custId: person.custId, amount: 10_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  await ok(t, 'accounts.subsidyRecharge', { custId: person.custId, amount: 1_000, bizNo: newBizNo('S') }, admin);
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const tray = (content: Record<string, unknown> = {}) => ({
  canteenId,
  stallId,
  items: [
    { dishId: dish.rice, qty: 2 },
    { dishId: dish.pork, qty: 1 },
  ],
  amount: 1700,
  ...content,
});

describe('the cashier desk', () => {
  it("lists the meal served now with the recipe's prices", async () => {
    const menu = await ok<DeskMenu>(t, 'accounts.deskMenu', { canteenId }, admin);
    expect(menu.mealType).toBe(2);
    expect(menu.stalls).toEqual([{ stallId, stallName: 'Desk stall' }]);
    expect(menu.dishes).toEqual([
      { dishId: dish.rice, dishName: '米饭', price: 100 },
      { dishId: dish.pork, dishName: '红烧肉', price: 1500 },
    ]);
  });

  it('finds the payer by the card a reader types, with their wallets; an unknown card is refused', async () => {
    const payer = await ok<DeskPayer>(t, 'accounts.deskPayer', { cardNo }, admin);
    expect(payer).toMatchObject({ custId: person.custId, cardNo, cardState: 'active', accState: 'normal', wallets: { cash: 10_000, subsidy: 1_000, gift: 0 }, balance: 11_000 });
    const unknown = await t.call('accounts.deskPayer', { cardNo: 'NOSUCHCARD1' }, { token: admin });
    expect([unknown.code, unknown.msg]).toEqual([Code.BUSINESS_RULE, expect.stringContaining('NOSUCHCARD1')]);
  });

  it('dry-runs a tray without moving money: the split in deduction order and the wallets after', async () => {
    const before = await balances(t.db, person.accId);
    const preview = await ok<DeskPreview>(t, 'accounts.deskPreview', { custId: person.custId, ...tray() }, admin);
    expect(preview).toMatchObject({ allowed: true, reason: null, mealType: 2, listAmount: 1700, payable: 1700 });
    expect(preview.split.subsidy + preview.split.gift + preview.split.cash).toBe(1700);
    expect(preview.after).toEqual({ subsidy: before.subsidy - preview.split.subsidy, gift: before.gift - preview.split.gift, cash: before.cash - preview.split.cash });
    expect(await balances(t.db, person.accId)).toEqual(before);
  });

  it('says in the dry run why a payment would be refused', async () => {
    const preview = await ok<DeskPreview>(t, 'accounts.deskPreview', { custId: person.custId, canteenId, amount: 9_000_000 }, admin);
    expect(preview).toMatchObject({ allowed: false, reason: 'insufficientBalance', reasonText: 'Insufficient balance' });
  });

  it('refuses a total other than the menu gives, and a dish not on the menu, writing nothing', async () => {
    const changed = await t.call('accounts.deskPreview', { custId: person.custId, ...tray({ amount: 2000 }) }, { token: admin });
    expect([changed.code, changed.msg]).toEqual([Code.BUSINESS_RULE, expect.stringContaining('17.00')]);
    const bizNo = newBizNo('D');
    const off = await t.call('accounts.deskPay', { bizNo, cardNo, ...tray({ items: [{ dishId: dish.offMenu, qty: 1 }], amount: 500 }) }, { token: admin });
    expect([off.code, off.msg]).toEqual([Code.VALIDATION, expect.any(String)]);
    expect(await written(bizNo)).toBe(0);
  });

  it('charges the tray: the order is filed under canteen, stall and meal, listed under the number the reply names, with the wallets after', async () => {
    const bizNo = newBizNo('D');
    const paid = await ok<ConsumeResult>(t, 'accounts.deskPay', { bizNo, cardNo, ...tray() }, admin);
    const order = (
      await t.db.query<{ order_no: string; canteen_id: number; stall_id: number; meal_period: number; pay_type: string; amount: string }>(
        `SELECT order_no, canteen_id, stall_id, meal_period, pay_type, amount FROM orders WHERE id = $1`,
        [paid.orderId],
      )
    )[0]!;
    expect(order).toMatchObject({ order_no: paid.orderNo, canteen_id: canteenId, stall_id: stallId, meal_period: 2, pay_type: 'card' });
    expect(Number(order.amount)).toBe(1700);
    const lines = await t.db.query(`SELECT dish_id, dish_name, qty, price::int AS price FROM order_items WHERE order_id = $1 ORDER BY price`, [paid.orderId]);
    expect(lines).toEqual([
      { dish_id: dish.rice, dish_name: '米饭', qty: 2, price: 100 },
      { dish_id: dish.pork, dish_name: '红烧肉', qty: 1, price: 1500 },
    ]);
    const account = await ok<Account>(t, 'accounts.accountDetail', { accId: person.accId }, admin);
    expect(paid.wallets).toEqual({ cash: account.cashBalance, subsidy: account.subsidyBalance, gift: account.giftBalance });
    expect(paid.balance).toBe(account.balance);
    const listed = await ok<{ records: { orderNo: string }[] }>(t, 'orders.page', { page: 1, limit: 10, orderNo: paid.orderNo }, admin);
    expect(listed.records.map((r) => r.orderNo)).toEqual([paid.orderNo]);
    // The same request again is the same payment.
    expect(await ok<ConsumeResult>(t, 'accounts.deskPay', { bizNo, cardNo, ...tray() }, admin)).toEqual(paid);
  });

  it('shows who a payment code names without using it up; the payment uses it, once', async () => {
    // Another person: no repeat interval with the payments above.
    const other = await addPerson(t.db, 1, await addOrg(t.db, 1));
    await ok(t, 'accounts.recharge', { custId: other.custId, amount: 1_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const { code } = await ok<{ code: string }>(t, 'customers.payCode', { custId: other.custId }, admin);
    expect((await ok<DeskPayer>(t, 'accounts.deskPayer', { qrCode: code }, admin)).custId).toBe(other.custId);
    expect((await ok<DeskPayer>(t, 'accounts.deskPayer', { qrCode: code }, admin)).custId).toBe(other.custId);
    const paid = await ok<ConsumeResult>(t, 'accounts.deskPay', { bizNo: newBizNo('D'), qrCode: code, canteenId, amount: 300 }, admin);
    expect((await t.db.query<{ pay_type: string }>(`SELECT pay_type FROM orders WHERE id = $1`, [paid.orderId]))[0]!.pay_type).toBe('qrcode');
    const again = await t.call('accounts.deskPayer', { qrCode: code }, { token: admin });
    expect(again.code).toBe(Code.BUSINESS_RULE);
    // The operation log, written after the reply, keeps the payment without its code.
    const logged = async () =>
      (await t.db.query<{ content: string }>(`SELECT content::text AS content FROM sys_operation_log WHERE endpoint_id = 'accounts.deskPay' AND content::text LIKE '%qrCode%'`)).map((r) => r.content);
    await expect.poll(logged).toHaveLength(1);
    expect((await logged())[0]).not.toContain(code);
  });
});
