import { MERCHANT_MENU_IDS } from '@canteen/contract';
import type { TestServer } from '../../testing/server';
import { ok } from '../../testing/api';

/** Helpers of the dish tests (the materials part is built beside them, so materials are made with SQL). */

let serial = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;

/** A nutrient of the merchant by code (made when missing). */
export async function nutrient(t: TestServer, merchantId: number, code: string, name: string, unit = 'g'): Promise<number> {
  const found = await t.db.query<{ id: number }>(`SELECT id FROM menu_nutrients WHERE merchant_id = $1 AND code = $2`, [merchantId, code]);
  if (found[0]) return found[0].id;
  return (
    await t.db.query<{ id: number }>(`INSERT INTO menu_nutrients (merchant_id, type_code, code, name, unit) VALUES ($1, 'macro', $2, $3, $4) RETURNING id`, [
      merchantId,
      code,
      name,
      unit,
    ])
  )[0].id;
}

/** A raw material with its values per 100 g, by nutrient id. */
export async function material(t: TestServer, merchantId: number, name: string, per100g: Record<number, number> = {}): Promise<number> {
  const id = (await t.db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, name]))[0].id;
  for (const [nutrientId, value] of Object.entries(per100g)) {
    await t.db.query(`INSERT INTO menu_material_nutrients (merchant_id, material_id, nutrient_id, per_100g) VALUES ($1, $2, $3, $4)`, [merchantId, id, Number(nutrientId), value]);
  }
  return id;
}

export async function dishType(t: TestServer, token: string, typeName = unique('Type')): Promise<number> {
  return (await ok<{ typeId: number }>(t, 'menuDishes.typeAdd', { typeName }, token)).typeId;
}

/** A user of merchant 1 with the given menus (default: all) and dish scope (default: unrestricted). */
export async function roleToken(t: TestServer, admin: string, opts: { menuIds?: number[]; dishScopeIds?: number[] | null } = {}): Promise<string> {
  const username = unique('u');
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: opts.menuIds ?? MERCHANT_MENU_IDS }, admin);
  if (opts.dishScopeIds !== undefined) await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: null, dishScopeIds: opts.dishScopeIds }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}

export const count = async (t: TestServer, table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
