import { MERCHANT_MENU_IDS } from '@canteen/contract';
import type { TestServer } from '../../testing/server';
import { ok } from '../canteens/testHelpers';

/** A user of merchant 1 whose role holds every merchant menu but reaches only the given organisations. */
export async function limitedOrgToken(t: TestServer, admin: string, username: string, orgIds: number[]): Promise<string> {
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
  await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds, dishScopeIds: null }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}
