import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumeResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The lines of a paid order against the merchant's dishes (a catalogue cached per merchant, renewed by a trigger on
 * every added, removed or renamed dish): a dish of the merchant is kept and named from the menu when the device sent
 * no name; an id that is not one of its dishes keeps the line, its name and price, but no dish.
 */
let t: TestServer;
let admin: string;
let person: { custId: number; accId: number };
let pork: number;
let theirs: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  person = await addPerson(t.db, 1, await addOrg(t.db, 1, 'Lines org'));
  await ok(t, 'accounts.recharge', { custId: person.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  pork = await addDish(1, '红烧肉');
  theirs = await addDish(2, '他家菜');
});
afterAll(async () => {
  await expectMoneyInvariants(t.db);
  await t.close();
});

/** A dish on the merchant's menu, written as the menu module stores one. */
async function addDish(merchantId: number, name: string): Promise<number> {
  const typeId = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, `T-${name}`]))[0].id;
  return (await t.db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price) VALUES ($1, $2, $3, 1200) RETURNING id`, [merchantId, typeId, name]))[0].id;
}
const pay = (items: Record<string, unknown>[]) =>
  ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('L'), custId: person.custId, amount: items.reduce((s, i) => s + (i.qty as number) * (i.price as number), 0), items }, admin);
const linesOf = (orderId: number) =>
  t.db.query<{ dishId: number | null; dishName: string }>(`SELECT dish_id AS "dishId", dish_name AS "dishName" FROM order_items WHERE order_id = $1 ORDER BY id`, [orderId]);

describe('order lines', () => {
  it('keeps the merchant’s dish, named from the menu when the device sent no name; another merchant’s id names no dish', async () => {
    const { orderId } = await pay([
      { dishId: pork, qty: 1, price: 1200 },
      { dishId: theirs, dishName: '例汤', qty: 1, price: 300 },
      { dishId: 999_999, dishName: '米饭', qty: 2, price: 100 },
    ]);
    expect(await linesOf(orderId)).toEqual([
      { dishId: pork, dishName: '红烧肉' },
      { dishId: null, dishName: '例汤' },
      { dishId: null, dishName: '米饭' },
    ]);
  });

  it('sees a renamed, a new and a removed dish at the next payment', async () => {
    await pay([{ dishId: pork, qty: 1, price: 1200 }]);
    await t.db.query(`UPDATE menu_dishes SET name = '东坡肉' WHERE id = $1`, [pork]);
    const fish = await addDish(1, '清蒸鱼');
    const first = await pay([{ dishId: pork, qty: 1, price: 1200 }, { dishId: fish, qty: 1, price: 1500 }]);
    expect(await linesOf(first.orderId)).toEqual([
      { dishId: pork, dishName: '东坡肉' },
      { dishId: fish, dishName: '清蒸鱼' },
    ]);
    await t.db.query(`DELETE FROM menu_dishes WHERE id = $1`, [fish]);
    const second = await pay([{ dishId: fish, dishName: '清蒸鱼', qty: 1, price: 1500 }]);
    expect(await linesOf(second.orderId)).toEqual([{ dishId: null, dishName: '清蒸鱼' }]);
  });
});
