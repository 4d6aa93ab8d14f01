import type { Db } from '../platform/db/db';
import { bookMeal } from '../modules/orders';
import { shanghai } from '../seedClock';
import { testCtx } from './ctx';

/**
 * Books a meal through the order centre's service as of `at`, by default noon yesterday in the test merchants' zone
 * (Asia/Shanghai). A meal of today whose period has begun could only be booked before it began, and a request's clock
 * cannot go back (its envelope must be fresh), so tests that hand over today's meals book them this way; the money
 * moves dated then, as in the demo seed.
 */
export function bookedBefore(db: Db, input: Parameters<typeof bookMeal>[1], at = shanghai(new Date(), -1, 12, 0), merchantId = 1) {
  return db.tx((tx) => bookMeal({ ...testCtx(tx, merchantId), now: () => at }, input));
}

/**
 * An approved dish of the merchant on shelf, of a test dish type, at `price` cents: a booking's lines are priced by the
 * menu, so a test books dishes that exist. Returns its id.
 */
export async function addDish(db: Db, name: string, price: number, merchantId = 1): Promise<number> {
  const type = (
    await db.query<{ id: number }>(
      `INSERT INTO menu_dish_types (merchant_id, name) VALUES ($1, 'Test dishes') ON CONFLICT (merchant_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [merchantId],
    )
  )[0].id;
  return (
    await db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES ($1, $2, $3, $4, 'approved') RETURNING id`, [merchantId, type, name, price])
  )[0].id;
}
