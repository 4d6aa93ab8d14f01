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
