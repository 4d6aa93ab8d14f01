import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { canteens, stalls } from './modules/canteens';
import { psnTypes } from './modules/people';
import { consume } from './modules/accounts';
import { consumeRulesOf, mealCancelRules, rechargeAmounts, rechargeRules, timeQuotas } from './modules/marketing';
import { shanghai, shanghaiDay, workingDaysAgo } from './seedClock';
import { demoItems } from './seedMenu';

/**
 * Demo marketing rules for `npm start` (after seedDemoPeople, before the other marketing and order seeds): a dinner
 * discount at one stall, eating rules (the late-night snack closed, two portions a lunch at that stall), interns'
 * monthly quota, meal-cancel rules, recharge bonuses for app recharges and amount templates, all set up a week ago through
 * the console's services; then the last working day's dinners at that stall, paid through the real consumption service, so
 * that the order detail shows the discount each took off. The discounts and limits sit on one stall, the quota on
 * interns and the bonuses on app recharges, so that payments and recharges of anyone else (the browser tests', the
 * benchmark's) go at their price.
 */
// Trays of the demo menu's dishes at their menu prices (seedMenuDishes).
const DINNERS = [
  [{ dishName: '宫保鸡丁', qty: 1, price: 1400 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '麻婆豆腐', qty: 1, price: 900 }, { dishName: '白菜豆腐汤', qty: 1, price: 400 }, { dishName: '米饭', qty: 1, price: 100 }],
  [{ dishName: '鱼香茄子', qty: 1, price: 900 }, { dishName: '馒头', qty: 2, price: 100 }],
];

export async function seedDemoMarketing(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM mkt_consume_rules WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const at = (t: Date): Ctx => ({ ...systemCtx(tx, merchantId), now: () => t });
    const ctx = at(shanghai(now, -7, 8, 30));
    const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
    if (canteenId === undefined) return;
    const stallId = (await stalls.list(ctx, { canteenId, stallName: '风味小炒' }))[0]?.stallId as number | undefined;
    if (stallId === undefined) return;
    const since = shanghaiDay(ctx.now());
    await consumeRulesOf('consume').add(ctx, {
      name: '风味小炒晚餐八折',
      canteenIds: [canteenId],
      stallIds: [stallId],
      deviceIds: [],
      psnTypeIds: [],
      mealTypes: [4],
      allowed: true,
      payPercent: 80,
      reduceAmount: 0,
      singleLimit: 5000,
      dailyLimit: 0,
      mealCountLimit: 0,
      dailyCountLimit: 0,
      validFrom: since,
      validTo: null,
      priority: 0,
      enabled: true,
      remark: '风味小炒档口晚餐时段八折，单笔不超过￥50',
    });
    await consumeRulesOf('eating').add(ctx, {
      name: '夜宵时段暂停供餐',
      canteenIds: [canteenId],
      stallIds: [],
      deviceIds: [],
      psnTypeIds: [],
      mealTypes: [5],
      allowed: false,
      payPercent: 100,
      reduceAmount: 0,
      singleLimit: 0,
      dailyLimit: 0,
      mealCountLimit: 0,
      dailyCountLimit: 0,
      validFrom: since,
      validTo: null,
      priority: 0,
      enabled: true,
      remark: '装修期间夜宵时段不可消费',
    });
    await consumeRulesOf('eating').add(ctx, {
      name: '风味小炒午餐每人限两份',
      canteenIds: [canteenId],
      stallIds: [stallId],
      deviceIds: [],
      psnTypeIds: [],
      mealTypes: [2],
      allowed: true,
      payPercent: 100,
      reduceAmount: 0,
      singleLimit: 0,
      dailyLimit: 0,
      mealCountLimit: 2,
      dailyCountLimit: 0,
      validFrom: since,
      validTo: null,
      priority: 0,
      enabled: true,
      remark: '风味小炒档口午餐时段每人限消费两次',
    });
    const intern = (await psnTypes.list(ctx)).find((x) => x.psnTypeName === '实习生')?.psnTypeId;
    if (intern !== undefined) {
      await timeQuotas.add(ctx, { name: '实习生每月餐费额度', cycle: 'month', quota: 60000, canteenIds: [], psnTypeIds: [intern], mealTypes: [], enabled: true, remark: '实习生每人每月最多消费￥600' });
    }
    await mealCancelRules.add(ctx, { name: '开餐前2小时可退', canteenIds: [canteenId], mealTypes: [], deadlineMinutes: 120, refundPercent: 100, enabled: true, remark: '' });
    await mealCancelRules.add(ctx, { name: '开餐前半小时退八成', canteenIds: [canteenId], mealTypes: [2, 4], deadlineMinutes: 30, refundPercent: 80, enabled: false, remark: '备用规则' });
    const rule = { psnTypeIds: [], payTypes: ['wechat' as const, 'alipay' as const], validFrom: since, validTo: null, enabled: true, remark: '', maxGift: 0, sumLimit: 0, feePercent: 0, feeAmount: 0 };
    await rechargeRules.add(ctx, {
      ...rule,
      name: '线上充值满赠',
      donateType: 'tier',
      tiers: [
        { min: 10000, gift: 1000, percent: 0 },
        { min: 20000, gift: 3000, percent: 0 },
      ],
      sumLimit: 20000,
    });
    await rechargeRules.add(ctx, { ...rule, name: '线上首充有礼', donateType: 'nth', tiers: [{ nth: 1, min: 0, gift: 500, percent: 0 }] });
    for (const [i, amount] of [5000, 10000, 20000, 50000].entries()) await rechargeAmounts.add(ctx, { amount, sort: i, enabled: true });

    // The last working day's dinners at the stall, at its dinner discount.
    const people = await tx.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = $1 AND state = 'normal' ORDER BY id LIMIT 12`, [merchantId]);
    const dinners = await demoItems(ctx, DINNERS);
    for (const [i, { id: custId }] of people.entries()) {
      const items = dinners[i % dinners.length];
      const amount = items.reduce((s, x) => s + x.qty * x.price, 0);
      await consume(at(shanghai(now, -workingDaysAgo(now, 1), 17, 20 + i * 4)), { bizNo: `DEMO-D-${custId}`, custId, amount, canteenId, stallId, items, payType: 'card' });
    }
  });
}
