import { expect } from 'vitest';
import { Code } from '@canteen/contract';
import type { TestServer } from '../../testing/server';

/**
 * Fixtures of the recipe tests. Dishes are inserted with SQL (the dishes part is built beside this one); a dish
 * needs a dish type.
 */

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;

export async function addDishType(t: TestServer, merchantId = 1, name = unique('类型')): Promise<number> {
  return (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, name]))[0].id;
}

/** An approved dish on shelf (or in the given audit state), price in cents. */
export async function addDish(t: TestServer, o: { typeId: number; name?: string; price?: number; merchantId?: number; auditState?: string; image?: string }): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state, images) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [o.merchantId ?? 1, o.typeId, o.name ?? unique('菜'), o.price ?? 1200, o.auditState ?? 'approved', o.image ? [o.image] : []],
  );
  return rows[0].id;
}

export async function addCanteenSql(t: TestServer, merchantId: number, name = unique('餐厅')): Promise<number> {
  return (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, name]))[0].id;
}

export async function addPeriodSql(t: TestServer, merchantId: number, canteenId: number, mealType: number, start: number, end: number) {
  await t.db.query(`INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute) VALUES ($1, $2, $3, $4, $5)`, [merchantId, canteenId, mealType, start, end]);
}

/** Adds a device to a canteen and logs it in; returns its id and device token. */
export async function addDevice(t: TestServer, admin: string, canteenId: number, name = 'Menu board') {
  const added = await t.call<{ deviceId: number; serialNumber: string; secret: string }>(
    'devices.machineAdd',
    { name, type: 'releaseInformation', serialNumber: unique('MB-'), ip: '', canteenId },
    { token: admin },
  );
  expect(added.code, added.msg).toBe(Code.OK);
  const login = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: added.data.serialNumber, secret: added.data.secret });
  expect(login.code, login.msg).toBe(Code.OK);
  return { deviceId: added.data.deviceId, token: login.data.token };
}
