import type { Db } from '../../platform/db/db';

/**
 * Test fixtures of the health recipes part, written straight into the tables (the menu parts' own tests cover
 * adding materials and dishes through their calls): nutrients, materials with nutrients per 100 g, dishes with
 * ingredients, chronic illnesses and a person's profile illnesses.
 */

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(serial++).toString(36)}`;

/** The nutrient of that code (made when missing). */
export async function nutrient(db: Db, merchantId: number, code: string, unit = 'g'): Promise<number> {
  return (
    await db.query<{ id: number }>(
      `INSERT INTO menu_nutrients (merchant_id, type_code, code, name, unit) VALUES ($1, 'macro', $2, $3, $4)
       ON CONFLICT (merchant_id, code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
      [merchantId, code, `N-${code}`, unit],
    )
  )[0].id;
}

export async function dishType(db: Db, merchantId: number): Promise<number> {
  return (await db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, unique('Type')]))[0].id;
}

/**
 * A dish of one material whose nutrients per 100 g are given, `grams` of it in a portion; approved unless said.
 */
export async function dish(
  db: Db,
  merchantId: number,
  typeId: number,
  grams: number,
  per100g: Record<number, number>,
  opts: { approved?: boolean; name?: string } = {},
): Promise<number> {
  const materialId = (await db.query<{ id: number }>(`INSERT INTO menu_materials (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, unique('Mat')]))[0].id;
  for (const [nutrientId, value] of Object.entries(per100g))
    await db.query(`INSERT INTO menu_material_nutrients (merchant_id, material_id, nutrient_id, per_100g) VALUES ($1, $2, $3, $4)`, [merchantId, materialId, Number(nutrientId), value]);
  const dishId = (
    await db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES ($1, $2, $3, 1000, $4) RETURNING id`, [
      merchantId,
      typeId,
      opts.name ?? unique('Dish'),
      opts.approved === false ? 'pending' : 'approved',
    ])
  )[0].id;
  await db.query(`INSERT INTO menu_dish_ingredients (merchant_id, dish_id, material_id, grams) VALUES ($1, $2, $3, $4)`, [merchantId, dishId, materialId, grams]);
  return dishId;
}

export async function chronic(db: Db, merchantId: number, name = unique('Chronic')): Promise<number> {
  return (await db.query<{ id: number }>(`INSERT INTO cust_chronics (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, name]))[0].id;
}

export async function psnType(db: Db, merchantId: number): Promise<number> {
  return (await db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, unique('PsnType')]))[0].id;
}

/** The person's chronic illnesses as their health profile keeps them. */
export async function giveChronics(db: Db, merchantId: number, custId: number, chronicIds: number[]): Promise<void> {
  for (const id of chronicIds) await db.query(`INSERT INTO health_profile_chronics (merchant_id, cust_id, chronic_id) VALUES ($1, $2, $3)`, [merchantId, custId, id]);
}
