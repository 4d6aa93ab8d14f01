import { expect } from 'vitest';
import type { TestServer } from '../../testing/server';

/** Signs in a new user of merchant 1 whose role grants only `menuIds`. */
export async function userWithMenus(t: TestServer, admin: string, username: string, menuIds: number[]): Promise<string> {
  const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: username, roleName: username, menuIds }, { token: admin });
  expect(role.code).toBe(10000);
  const user = await t.call('admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId: role.data.roleId }, { token: admin });
  expect(user.code).toBe(10000);
  return t.token(username, 'Passw0rd!');
}

export type Fields = { fields: { field: string; message: string }[] };
export const fieldsOf = (data: unknown) => ((data as Fields | null)?.fields ?? []).map((f) => f.field);
