import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { canteens } from './modules/canteens';
import { consume } from './modules/accounts';
import { addConfig, addCoupon, addUniversal, batchAddItems, grantConfig, itemPage } from './modules/marketing';
import { shanghai, shanghaiDay, workingDaysAgo } from './seedClock';
import { demoItems } from './seedMenu';

/**
 * Demo coupons for `npm start` (after seedDemoPeople): three coupons; a plan granted three days ago to the demo
 * company's people and one still waiting for tomorrow; twenty paper coupons; a universal code; and lunches of the
 * last two working days paid partly with granted coupons and the code, through the real consumption path, so the claim
 * records, the log and the universal sums show true data.
 */


// A tray of the demo menu's dishes at their menu prices (seedMenuDishes).
const TRAY = [{ dishName: '番茄炒蛋', qty: 1, price: 800 }, { dishName: '清炒西兰花', qty: 1, price: 700 }, { dishName: '米饭', qty: 1, price: 100 }];

export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM mkt_coupons WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  const people = await db.query<{ id: number; orgId: number }>(`SELECT id, org_id AS "orgId" FROM customers WHERE merchant_id = $1 AND state = 'normal' ORDER BY id`, [merchantId]);
  if (!people.length) return;
  await db.tx(async (tx) => {
    const at = (t: Date): Ctx => ({ ...systemCtx(tx, merchantId), now: () => t });
    // Three days ago, or earlier when the weekend puts the first of those lunches further back.
    const ctx = at(shanghai(now, -Math.max(3, workingDaysAgo(now, 2)), 9, 0));
    const common = { canteenIds: [], mealTypes: [], enabled: true, validDays: null, validFrom: null, validTo: null };
    const { couponId: lunch } = await addCoupon(ctx, {
      ...common,
      couponName: '午餐立减3元',
      kind: 'cash',
      value: 300,
      minSpend: 1000,
      validType: 'days',
      validDays: 30,
      totalCap: 200,
      perPersonCap: 2,
      remark: '消费满10元可用',
    });
    const { couponId: tenOff } = await addCoupon(ctx, {
      ...common,
      couponName: '全场九折券',
      kind: 'discount',
      value: 90,
      minSpend: 0,
      validType: 'range',
      validFrom: shanghaiDay(shanghai(now, -3, 12, 0)),
      validTo: shanghaiDay(shanghai(now, 30, 12, 0)),
      totalCap: 0,
      perPersonCap: 1,
      remark: '',
    });
    const { couponId: welcome } = await addCoupon(ctx, {
      ...common,
      couponName: '新员工欢迎券',
      kind: 'cash',
      value: 500,
      minSpend: 0,
      validType: 'days',
      validDays: 60,
      totalCap: 500,
      perPersonCap: 1,
      remark: '纸质券，入职时发放',
    });

    const topOrg = (await tx.query<{ id: number }>(`SELECT id FROM cust_orgs WHERE merchant_id = $1 AND parent_id IS NULL ORDER BY id LIMIT 1`, [merchantId]))[0]?.id;
    const { configId } = await addConfig(ctx, {
      configName: '本月午餐券',
      couponId: lunch,
      custIds: topOrg ? [] : people.map((p) => p.id),
      orgIds: topOrg ? [topOrg] : [],
      psnTypeIds: [],
      perPerson: 1,
      grantAt: ctx.now().toISOString(),
      remark: '全员每人一张',
    });
    await grantConfig(ctx, configId);
    await addConfig(ctx, {
      configName: '九折券 - 优秀员工',
      couponId: tenOff,
      custIds: people.slice(0, 5).map((p) => p.id),
      orgIds: [],
      psnTypeIds: [],
      perPerson: 1,
      grantAt: shanghai(now, 1, 9, 0).toISOString(),
      remark: '明早发放',
    });
    await batchAddItems(ctx, { couponId: welcome, count: 20, batchNo: 'PAPER-001' });
    const { code } = await addUniversal(ctx, {
      couponId: welcome,
      code: 'WELCOME2026',
      totalCap: 100,
      perPersonCap: 1,
      validFrom: shanghaiDay(ctx.now()),
      validTo: shanghaiDay(shanghai(now, 30, 12, 0)),
      remark: '食堂开业活动',
    });

    // Lunches of the last two working days paid with some of the granted coupons, and two with the universal code.
    const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
    if (canteenId === undefined) return;
    const granted = (await itemPage(ctx, { configId, page: 1, limit: 20 })).records.filter((i) => i.custId !== null);
    const [tray] = await demoItems(ctx, [TRAY]);
    const amount = tray.reduce((s, x) => s + x.qty * x.price, 0);
    for (const [n, item] of granted.slice(0, 8).entries()) {
      const lunchAt = at(shanghai(now, -workingDaysAgo(now, n < 4 ? 2 : 1), 12, 5 + n));
      await consume(lunchAt, { bizNo: `DEMO-CPN-${item.itemId}`, custId: item.custId!, amount, canteenId, items: tray, payType: 'card', couponNo: item.couponNo });
    }
    for (const [n, p] of people.slice(-2).entries()) {
      await consume(at(shanghai(now, -workingDaysAgo(now, 1), 12, 30 + n)), { bizNo: `DEMO-CPU-${p.id}`, custId: p.id, amount, canteenId, items: tray, payType: 'card', couponNo: code });
    }
  });
}
