import ExcelJS from 'exceljs';
import { MERCHANT_MENU_IDS, endpointById, envelopeQuery, pathWith } from '@canteen/contract';
import { envelopeFor, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';

/**
 * Helpers of the products, set meals and samples tests. Dishes and recipes are other parts' (built beside this one),
 * so the tests put them in with SQL, as the 0033 tables hold them.
 */

let serial = 0;
export const unique = (prefix: string) => `${prefix}${Date.now() % 100000}_${serial++}`;

/** A dish of the merchant (approved unless said), with its own dish type. */
export async function addDish(t: TestServer, name: string, price: number, opts: { merchantId?: number; approved?: boolean } = {}): Promise<number> {
  const merchantId = opts.merchantId ?? 1;
  const type = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, unique('type')]))[0].id;
  return (
    await t.db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      merchantId,
      type,
      name,
      price,
      opts.approved === false ? 'pending' : 'approved',
    ])
  )[0].id;
}

/** An enabled recipe of a canteen's meal of a day with these dishes. */
export async function addRecipe(t: TestServer, canteenId: number, day: string, mealType: number, dishIds: number[], merchantId = 1): Promise<number> {
  const recipeId = (
    await t.db.query<{ id: number }>(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type) VALUES ($1, $2, $3, $4) RETURNING id`, [
      merchantId,
      canteenId,
      day,
      mealType,
    ])
  )[0].id;
  for (const [i, dishId] of dishIds.entries()) {
    await t.db.query(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, sort) VALUES ($1, $2, $3, $4)`, [merchantId, recipeId, dishId, i]);
  }
  return recipeId;
}

/** Removing a dish straight in the database: the SQL state it fails with, or undefined when it went. */
export async function removeDishState(t: TestServer, dishId: number): Promise<string | undefined> {
  return t.db.query(`DELETE FROM menu_dishes WHERE id = $1`, [dishId]).then(
    () => undefined,
    (e: unknown) => (e as { code?: string }).code,
  );
}

/** A user of merchant 1 whose role holds every merchant menu but `menuId`. */
export async function tokenWithout(t: TestServer, admin: string, menuId: number): Promise<string> {
  const username = `nomenu${menuId}_${serial++}`;
  const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: `r_${username}`, roleName: username, roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== menuId) }, admin);
  await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
  return t.token(username, 'Passw0rd!');
}

export const countRows = async (t: TestServer, table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

/** An export: its rows (header first) as cell values, or the JSON reply when it was refused. */
export async function exportRows(t: TestServer, id: string, content: Record<string, unknown>, token: string) {
  const e = endpointById.get(id)!;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const res =
    e.method === 'GET'
      ? await t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, token) as never), headers })
      : await t.app.inject({ method: e.method, url: pathWith(e.path, content), payload: envelopeFor(content, token), headers });
  if (String(res.headers['content-type']).includes('json')) return { reply: res.json() as { code: number }, rows: null };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { reply: null, rows: wb.worksheets[0].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
}
