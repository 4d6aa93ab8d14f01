import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { commitInbound, commitOutbound, saveInbound, saveOutbound } from './modules/inventory';
import { shanghai, shanghaiDay } from './seedClock';

/**
 * Demo stock movements for `npm start` (after the warehouses and suppliers seeds): two weeks of committed inbound
 * documents from the demo suppliers (batch numbers, production and expiry dates from each material's shelf life, so
 * the fresh goods of the last days expire within a week), daily kitchen outbounds taking first-expiring first, and
 * one inbound and one outbound draft waiting today. Running it again adds nothing.
 */

/** Cents per unit of the demo materials (per 千克, 升 or 个); others cost ¥8. */
const PRICES: Record<string, number> = {
  大米: 520, 面粉: 460, 小米: 900, 玉米: 300, 土豆: 280, 红薯: 320, 土豆粉丝: 1600, 花生油: 2200, 食盐: 300, 酱油: 1100, 白砂糖: 700,
  '猪肉(肥瘦)': 2800, 五花肉: 3200, 猪里脊: 3400, 牛肉: 7200, 鸡胸肉: 1800, 鸡腿: 2000, 鸡蛋: 65, 草鱼: 1600, 虾仁: 9000, 豆腐: 500,
  牛奶: 1200, 青椒: 600, 西红柿: 560, 黄瓜: 480, 大白菜: 240, 菠菜: 700, 西兰花: 900, 胡萝卜: 360, 茄子: 520,
};
const RECEIVERS = ['王师傅', '李师傅', '张师傅'];

interface Kept {
  id: number;
  name: string;
  warehouseId: number;
  unitName: string;
  shelfLifeDays: number | null;
  maxQty: number | null;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A delivery size: a quarter of the material's maximum, rounded to whole units (eggs by the tray of 30). */
const deliveryOf = (m: Kept) => (m.unitName === '个' ? Math.max(30, Math.round((m.maxQty ?? 600) / 4 / 30) * 30) : Math.max(5, Math.round((m.maxQty ?? 40) / 4)));

export async function seedInventoryDocuments(
  ctx: Ctx,
  refs: { warehouseIds: Record<string, number> | number[]; houseMaterialIds: Record<string, number> | number[]; supplierIds: Record<string, number> | number[] },
): Promise<void> {
  const warehouseIds = Object.values(refs.warehouseIds);
  const houseMaterialIds = Object.values(refs.houseMaterialIds);
  const supplierIds = Object.values(refs.supplierIds);
  if (!warehouseIds.length || !houseMaterialIds.length) return;
  await withTx(ctx, async (tx) => {
    if ((await tx.db.query(`SELECT 1 FROM inv_inbounds WHERE merchant_id = $1 LIMIT 1`, [tx.merchantId])).length) return;
    const kept = await tx.db.query<Kept>(
      `SELECT h.id, m.name, h.warehouse_id AS "warehouseId", u.name AS "unitName", h.shelf_life_days AS "shelfLifeDays", h.max_qty::float8 AS "maxQty"
         FROM inv_house_materials h
         JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
         JOIN inv_units u ON u.merchant_id = h.merchant_id AND u.id = h.unit_id
        WHERE h.merchant_id = $1 AND h.id = ANY($2::int[]) AND h.warehouse_id = ANY($3::int[]) ORDER BY h.id`,
      [tx.merchantId, houseMaterialIds, warehouseIds],
    );
    const today = shanghaiDay(tx.now());
    const byWarehouse = warehouseIds.map((w) => kept.filter((m) => m.warehouseId === w)).filter((list) => list.length);
    let delivery = 0;
    const stockOf = async (houseMaterialId: number) =>
      Number((await tx.db.query<{ q: number }>(`SELECT COALESCE(sum(qty), 0)::float8 AS q FROM inv_batches WHERE merchant_id = $1 AND house_material_id = $2`, [tx.merchantId, houseMaterialId]))[0].q);

    for (let d = -14; d <= -1; d++) {
      const day = addDays(today, d);
      // Committed on their day (deliveries at 8:30, the kitchen's issue at 10:00), so the reports file them there.
      const morning: Ctx = { ...tx, now: () => shanghai(ctx.now(), d, 8, 30) };
      const midMorning: Ctx = { ...tx, now: () => shanghai(ctx.now(), d, 10, 0) };
      for (const [w, list] of byWarehouse.entries()) {
        // Fresh goods (shelf life up to a week) arrive every other day, dry goods twice in the fortnight.
        const fresh = list.filter((m) => (m.shelfLifeDays ?? 999) <= 7);
        const lines = [...(d % 2 === 0 ? fresh : []), ...(d === -14 || d === -7 ? list.filter((m) => !fresh.includes(m)) : [])];
        if (!lines.length) continue;
        const supplierId = supplierIds.length ? supplierIds[(delivery + w) % supplierIds.length] : null;
        delivery++;
        const { inboundId } = await saveInbound(morning, {
          warehouseId: list[0].warehouseId,
          supplierId,
          purchaseOrderId: null,
          inboundDate: day,
          remark: '',
          lines: lines.map((m, i) => {
            // Dry goods were made a month before, fresh ones the day before.
            const productionDate = addDays(day, (m.shelfLifeDays ?? 999) <= 7 ? -1 : -30);
            return {
              houseMaterialId: m.id,
              qty: deliveryOf(m),
              unitPrice: PRICES[m.name] ?? 800,
              batchNo: `${day.replaceAll('-', '')}-${w + 1}${String(i + 1).padStart(2, '0')}`,
              productionDate,
              expiryDate: m.shelfLifeDays ? addDays(productionDate, m.shelfLifeDays) : null,
            };
          }),
        });
        await commitInbound(morning, inboundId);
      }
      // The kitchen takes a share of what is on hand each day, first-expiring first.
      for (const [w, list] of byWarehouse.entries()) {
        const lines: { houseMaterialId: number; qty: number }[] = [];
        for (const [i, m] of list.entries()) {
          if ((i + d + 20) % 3 === 0) continue;
          const have = await stockOf(m.id);
          const qty = m.unitName === '个' ? Math.floor(have * 0.3) : Math.floor(have * 30) / 100;
          if (qty >= 1) lines.push({ houseMaterialId: m.id, qty });
        }
        if (!lines.length) continue;
        const { outboundId } = await saveOutbound(midMorning, { warehouseId: list[0].warehouseId, kind: 'kitchen', outboundDate: day, receiver: RECEIVERS[(d + 14 + w) % RECEIVERS.length], remark: '', lines });
        await commitOutbound(midMorning, outboundId);
      }
    }

    // Today: a delivery being checked in, and the kitchen's request not yet issued.
    const first = byWarehouse.at(-1)!;
    await saveInbound(tx, {
      warehouseId: first[0].warehouseId,
      supplierId: supplierIds[0] ?? null,
      purchaseOrderId: null,
      inboundDate: today,
      remark: '',
      lines: first.slice(0, 3).map((m) => ({ houseMaterialId: m.id, qty: deliveryOf(m), unitPrice: PRICES[m.name] ?? 800, batchNo: '', productionDate: addDays(today, -1) })),
    });
    const lines: { houseMaterialId: number; qty: number }[] = [];
    for (const m of first) {
      const have = await stockOf(m.id);
      if (have >= 2 && lines.length < 3) lines.push({ houseMaterialId: m.id, qty: Math.floor(have / 2) });
    }
    if (lines.length) await saveOutbound(tx, { warehouseId: first[0].warehouseId, kind: 'kitchen', outboundDate: today, receiver: RECEIVERS[0], remark: '', lines });
  });
}
