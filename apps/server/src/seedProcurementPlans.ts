import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { assertWarehouse, houseMaterialFacts, type HouseMaterialFact } from './modules/inventory';
import { addPlan, calculateMaterial, sendPlanMails, setOrderState, supplierFacts } from './modules/procurement';
import { shanghaiDay } from './seedClock';

/**
 * Demo purchase plans for `npm start` (after the recipes, warehouses and suppliers seeds): a draft generated from
 * next week's recipes of the main warehouse's canteen (the materials it keeps, less stock, at last or usual prices,
 * from the suppliers in turn), and a committed plan whose purchase orders stand in each state: one ordered, one
 * mailed (sent), one received into its inbound draft, one cancelled. Running it again adds nothing.
 */

/** Usual cents per unit of the demo materials (per 千克, 升 or 个); others cost ¥8. */
const PRICES: Record<string, number> = {
  大米: 520, 面粉: 460, 小米: 900, 土豆: 280, 花生油: 2200, 食盐: 300, 酱油: 1100, 白砂糖: 700, 五花肉: 3200, 猪里脊: 3400, 牛肉: 7200,
  鸡胸肉: 1800, 鸡蛋: 65, 草鱼: 1600, 豆腐: 500, 牛奶: 1200, 青椒: 600, 西红柿: 560, 大白菜: 240, 西兰花: 900, 茄子: 520,
};
const priceOf = (name: string) => PRICES[name] ?? 800;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function seedProcurementPlans(ctx: Ctx, refs: { warehouseIds: Record<string, number> | number[]; supplierIds: Record<string, number> | number[] }): Promise<void> {
  if ((await ctx.db.query(`SELECT 1 FROM pur_plans WHERE merchant_id = $1 LIMIT 1`, [ctx.merchantId])).length) return;
  const warehouseIds = Object.values(refs.warehouseIds);
  const facts = await supplierFacts(ctx, Object.values(refs.supplierIds));
  const suppliers = [...facts.values()].filter((s) => s.enabled).map((s) => s.supplierId);
  if (!warehouseIds.length || !suppliers.length) return;
  const kept = new Map<number, HouseMaterialFact[]>();
  for (const w of warehouseIds) kept.set(w, await houseMaterialFacts(ctx, w));
  const main = [...kept.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  if (!main[1].length) return;
  const today = shanghaiDay(ctx.now());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const nextMonday = addDays(today, 7 - weekday);

  await withTx(ctx, async (tx) => {
    // The draft from next week's recipes: the warehouse of the canteen with the most to buy.
    let best: { warehouseId: number; lines: { houseMaterialId: number; qty: number; unitPrice: number | null; supplierId: number | null; materialName: string }[] } | null = null;
    for (const warehouseId of warehouseIds) {
      const { canteenId } = await assertWarehouse(tx, warehouseId);
      const g = await calculateMaterial(tx, { canteenId, warehouseId, from: nextMonday, to: addDays(nextMonday, 6), defaultPortions: 120, ignoreStock: false });
      const lines = g.lines.filter((l) => l.qty > 0);
      if (!best || lines.length > best.lines.length) best = { warehouseId, lines };
    }
    if (best?.lines.length) {
      await addPlan(
        tx,
        {
          name: `下周菜谱采购 ${nextMonday}`,
          warehouseId: best.warehouseId,
          buyerId: null,
          needDate: addDays(nextMonday, -1),
          remark: '按下周菜谱自动计算，扣减现有库存',
          source: 'recipes',
          recipeFrom: nextMonday,
          recipeTo: addDays(nextMonday, 6),
          lines: best.lines.map((l, i) => ({
            houseMaterialId: l.houseMaterialId,
            supplierId: l.supplierId ?? suppliers[i % suppliers.length],
            qty: l.qty,
            unitPrice: l.unitPrice ?? priceOf(l.materialName),
            remark: '',
          })),
        },
        false,
      );
    }

    // A committed plan of this week, one order per supplier (up to four), its orders moved to each state.
    const [warehouseId, materials] = main;
    const used = suppliers.slice(0, Math.min(4, suppliers.length, materials.length));
    const committed = await addPlan(
      tx,
      {
        name: '本周补货',
        warehouseId,
        buyerId: null,
        needDate: addDays(today, 2),
        remark: '',
        source: 'manual',
        recipeFrom: null,
        recipeTo: null,
        lines: materials.slice(0, 8).map((m, i) => ({
          houseMaterialId: m.houseMaterialId,
          supplierId: used[i % used.length],
          qty: m.unitName === '个' ? 300 : 20 + (i % 3) * 5,
          unitPrice: priceOf(m.materialName),
          remark: '',
        })),
      },
      true,
    );
    const orders = ('orders' in committed && committed.orders) || [];
    const [, mailed, received, cancelled] = orders;
    if (mailed) {
      if (facts.get(mailed.supplierId)?.email) await sendPlanMails(tx, { planId: committed.planId, orderIds: [mailed.orderId] });
      else await setOrderState(tx, { orderId: mailed.orderId, state: 'sent' });
    }
    if (received) {
      await setOrderState(tx, { orderId: received.orderId, state: 'sent' });
      await setOrderState(tx, { orderId: received.orderId, state: 'received', inboundDate: today });
    }
    if (cancelled) await setOrderState(tx, { orderId: cancelled.orderId, state: 'cancelled' });
  });
}
