import { expect } from 'vitest';
import { Code } from '@canteen/contract';
import type { TestServer } from '../../testing/server';

/** Two canteens of merchant 1 and one of merchant 2, made for a test file. */
export async function makeCanteens(t: TestServer) {
  const add = async (merchant: number, name: string) =>
    (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchant, name]))[0].id;
  return { a: await add(1, 'Extras A'), b: await add(1, 'Extras B'), m2: await add(2, 'Extras M2') };
}

/** A manager of merchant 1 whose role has these menus and sees only these canteens; returns the token. */
export async function limitedManager(t: TestServer, admin: string, username: string, menuIds: number[], canteenIds: number[]) {
  const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: username, roleName: username, menuIds }, { token: admin });
  expect(role.code, role.msg).toBe(Code.OK);
  await t.db.query(`UPDATE mgr_roles SET canteen_ids = $1 WHERE id = $2`, [canteenIds, role.data.roleId]);
  const user = await t.call('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId: role.data.roleId }, { token: admin });
  expect(user.code, user.msg).toBe(Code.OK);
  return t.token(username, 'Passw0rd!');
}

/** Adds a device of merchant 1 (or 2) and logs it in; returns its id and device token. */
export async function loggedInDevice(t: TestServer, token: string, content: Record<string, unknown>) {
  const added = await t.call<{ deviceId: number; serialNumber: string; secret: string }>(
    'devices.machineAdd',
    { name: 'Extras device', type: 'releaseInformation', serialNumber: `EX-${Math.random().toString(36).slice(2, 10)}`, ip: '', ...content },
    { token },
  );
  expect(added.code, added.msg).toBe(Code.OK);
  const login = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: added.data.serialNumber, secret: added.data.secret });
  expect(login.code, login.msg).toBe(Code.OK);
  return { deviceId: added.data.deviceId, token: login.data.token };
}
