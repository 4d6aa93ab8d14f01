import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { addEnvelope, addGainRule, addOffsetRule, awardPoints, grantEnvelope } from './modules/marketing';
import { DEMO_DAYS, shanghai, shanghaiDay } from './seedClock';

/**
 * Demo red envelopes and points for `npm start` (after seedDemoPeople): a festival envelope granted two days ago to
 * the demo company's people (through the ledger, into their gift wallets), a birthday envelope still a draft, a gain
 * rule (1 point per yuan, lunch and dinner) and an offset rule (100 points a yuan, at most half a payment) valid
 * from the first demo meal, and the points the month's paid lunches and dinners earned under that rule, awarded order by order
 * at the order's time through the same function consumption calls.
 */

/** Lunch and dinner. */
const MEALS = [2, 4];

export async function seedDemoRewards(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM mkt_red_envelopes WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  const topOrg = (await db.query<{ id: number }>(`SELECT id FROM cust_orgs WHERE merchant_id = $1 AND parent_id IS NULL ORDER BY id LIMIT 1`, [merchantId]))[0]?.id;
  const people = await db.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = $1 AND state = 'normal' ORDER BY id`, [merchantId]);
  if (!topOrg || !people.length) return;
  const firstLunch = (await db.query<{ at: string | null }>(`SELECT min(ordered_at) AS at FROM orders WHERE merchant_id = $1`, [merchantId]))[0]?.at;
  const from = firstLunch ? new Date(firstLunch) : shanghai(now, -DEMO_DAYS, 9, 0);
  await db.tx(async (tx) => {
    const at = (t: Date): Ctx => ({ ...systemCtx(tx, merchantId), now: () => t });
    const ruleCtx = at(shanghai(from, 0, 8, 0));
    const gain = { canteenIds: [], psnTypeIds: [], validFrom: shanghaiDay(from), validTo: null, priority: 0, enabled: true };
    await addGainRule(ruleCtx, { ...gain, name: '午晚餐消费积分', pointsPerYuan: 1, mealTypes: MEALS, remark: '午餐、晚餐每消费1元得1积分' });
    await addOffsetRule(ruleCtx, { ...gain, name: '积分抵现', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 100, remark: '100积分抵1元，最多抵一半' });

    // The month's paid lunches and dinners earn their points at the time they were paid.
    const orders = await tx.query<{ id: number; custId: number; amount: number; at: string }>(
      `SELECT id, cust_id AS "custId", paid_subsidy + paid_gift + paid_cash AS amount, ordered_at AS at FROM orders
        WHERE merchant_id = $1 AND state = 'paid' AND ordered_at >= $2 AND meal_period = ANY($3::smallint[]) ORDER BY ordered_at, id`,
      [merchantId, from.toISOString(), MEALS],
    );
    for (const o of orders) {
      const points = Math.floor(o.amount / 100);
      if (points > 0) await awardPoints(ruleCtx, o.custId, points, o.id, new Date(o.at));
    }

    const grantCtx = at(shanghai(now, -2, 10, 0));
    const { envelopId } = await addEnvelope(grantCtx, {
      name: '中秋节红包',
      amount: 2000,
      custIds: [],
      orgIds: [topOrg],
      psnTypeIds: [],
      validUntil: shanghaiDay(shanghai(now, 5, 0, 0)),
      remark: '全体员工节日福利，发放至赠送钱包',
    });
    await grantEnvelope(grantCtx, envelopId);
    await addEnvelope(grantCtx, {
      name: '生日红包',
      amount: 1000,
      custIds: people.slice(0, 3).map((p) => p.id),
      orgIds: [],
      psnTypeIds: [],
      validUntil: shanghaiDay(shanghai(now, 30, 0, 0)),
      remark: '本月过生日的员工',
    });
  });
}
