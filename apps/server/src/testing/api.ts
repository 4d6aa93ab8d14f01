import { expect } from 'vitest';
import { Code, MERCHANT_MENU_IDS } from '@canteen/contract';
import type { TestServer } from './server';

/**
 * API-driven helpers shared by the tests of several modules (a module's own helpers stay in its folder): they only
 * call endpoints, so they sit above every module like the test server itself.
 */

export type Fields = { fields: { field: string; message: string }[] };

/** Calls an endpoint and expects success; returns its data. */
export async function ok<T>(t: TestServer, id: string, content: Record<string, unknown>, token: string): Promise<T> {
  const r = await t.call<T>(id, content, { token });
  expect(r.code, `${id}: ${r.msg}`).toBe(Code.OK);
  return r.data;
}

export async function addCanteen(t: TestServer, token: string, canteenName: string): Promise<number> {
  return (await ok<{ canteenId: number }>(t, 'canteens.canteenAdd', { canteenName }, token)).canteenId;
}

/** A user of merchant 1 whose role holds every merchant menu but sees only the given canteens. */
export async function limitedToken(t: TestServer, admin: string, username: string, canteenIds: number[]): Promise<string> {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
  await ok(t, 'admin.effectiveSave', { roleId, canteenIds, orgIds: null, dishScopeIds: null }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}

export const count = async (t: TestServer, table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

/** A user of merchant 1 whose role holds every merchant menu but reaches only the given organisations. */
export async function limitedOrgToken(t: TestServer, admin: string, username: string, orgIds: number[]): Promise<string> {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
  await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds, dishScopeIds: null }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}

/**
 * Lets merchant 1's devices pay by a bare person id (pay type `account`, off by default since issue 23), for tests
 * whose devices name people so; the other pay settings are `pay`, else their defaults.
 */
export const takePersonIds = (t: TestServer, admin: string, pay: Record<string, unknown> = {}) =>
  ok(t, 'settings.putSetting', { key: 'pay', value: { payTypes: ['card', 'face', 'qrcode', 'account'], ...pay } }, admin);

/** A second manager of merchant 1 holding every merchant menu: a refund request is approved by someone other than its requester. */
export async function reviewerToken(t: TestServer, admin: string, username: string): Promise<string> {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}
