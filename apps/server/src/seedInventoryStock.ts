import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { canteens } from './modules/canteens';
import { materialIdsByName } from './modules/menu';
import { addHouseMaterial, addUnit, addWarehouse } from './modules/inventory';

/**
 * Demo warehouses for `npm start` (after the canteens and raw materials seeds): the stock units a canteen counts in,
 * a dry store (主食库) and a cold store (冷库) in the main canteen, each keeping the demo materials it would hold, in
 * 千克, 升 or 个, with believable limits and shelf lives. Stock itself arrives through the inbound documents' seed.
 * Running it again adds nothing and returns the same ids.
 */

/** Units by name: a root, or [base, ratio]. */
const UNITS: [string, string | null, number | null][] = [
  ['克', null, null],
  ['千克', '克', 1000],
  ['斤', '克', 500],
  ['毫升', null, null],
  ['升', '毫升', 1000],
  ['个', null, null],
  ['瓶', null, null],
  ['袋', null, null],
  ['箱', null, null],
];

/** [material, unit, spec, min, max, shelf life in days]. */
type Kept = [string, string, string, number, number, number];
const WAREHOUSES: { name: string; code: string; address: string; remark: string; materials: Kept[] }[] = [
  {
    name: '主食库',
    code: 'ZS01',
    address: '后厨一层东侧',
    remark: '干货、粮油、调料，常温干燥',
    materials: [
      ['大米', '千克', '25千克/袋', 100, 1000, 365],
      ['面粉', '千克', '25千克/袋', 80, 600, 270],
      ['小米', '千克', '5千克/袋', 10, 100, 270],
      ['玉米', '千克', '', 20, 200, 15],
      ['土豆', '千克', '', 30, 300, 30],
      ['红薯', '千克', '', 10, 100, 30],
      ['土豆粉丝', '千克', '500克/袋', 5, 50, 365],
      ['花生油', '升', '5升/桶', 20, 200, 540],
      ['食盐', '千克', '400克/袋', 5, 50, 1095],
      ['酱油', '升', '1.9升/瓶', 5, 60, 540],
      ['白砂糖', '千克', '1千克/袋', 5, 50, 730],
    ],
  },
  {
    name: '冷库',
    code: 'LK01',
    address: '后厨一层西侧',
    remark: '肉禽蛋奶、水产、蔬菜，0–4℃冷藏，冻品-18℃',
    materials: [
      ['猪肉(肥瘦)', '千克', '冷鲜', 20, 150, 5],
      ['五花肉', '千克', '冷鲜', 15, 100, 5],
      ['猪里脊', '千克', '冷鲜', 10, 80, 5],
      ['牛肉', '千克', '冷冻', 10, 80, 180],
      ['鸡胸肉', '千克', '冷冻', 10, 100, 180],
      ['鸡腿', '千克', '冷冻', 10, 100, 180],
      ['鸡蛋', '个', '约55克/个', 300, 3000, 30],
      ['草鱼', '千克', '鲜活', 10, 80, 2],
      ['虾仁', '千克', '冷冻', 5, 40, 180],
      ['豆腐', '千克', '', 10, 60, 3],
      ['牛奶', '升', '250毫升/盒', 50, 300, 21],
      ['青椒', '千克', '', 10, 80, 7],
      ['西红柿', '千克', '', 15, 100, 7],
      ['黄瓜', '千克', '', 10, 80, 7],
      ['大白菜', '千克', '', 20, 150, 14],
      ['菠菜', '千克', '', 5, 40, 3],
      ['西兰花', '千克', '', 10, 80, 7],
      ['胡萝卜', '千克', '', 10, 80, 20],
      ['茄子', '千克', '', 10, 80, 7],
    ],
  },
];

export interface SeededInventoryStock {
  warehouseIds: Record<string, number>;
  /** By material name (each material is kept in one of the two warehouses). */
  houseMaterialIds: Record<string, number>;
  unitIds: Record<string, number>;
}

export async function seedInventoryStock(ctx: Ctx): Promise<SeededInventoryStock> {
  return withTx(ctx, async (tx) => {
    const idsOf = async (sql: string, params: unknown[]) => new Map((await tx.db.query<{ id: number; name: string }>(sql, params)).map((r) => [r.name, r.id]));
    const unitIds = await idsOf(`SELECT id, name FROM inv_units WHERE merchant_id = $1`, [tx.merchantId]);
    for (const [name, base, ratio] of UNITS) {
      if (unitIds.has(name)) continue;
      unitIds.set(name, (await addUnit(tx, { name, baseUnitId: base === null ? null : unitIds.get(base)!, ratio, remark: '' })).unitId);
    }

    const warehouseIds = await idsOf(`SELECT id, name FROM inv_warehouses WHERE merchant_id = $1`, [tx.merchantId]);
    const houseMaterialIds = new Map<string, number>();
    const canteenId = (await canteens.list(tx))[0]?.canteenId as number | undefined;
    if (canteenId !== undefined) {
      const [keeper] = await tx.db.query<{ id: number }>(`SELECT id FROM mgr_users WHERE merchant_id = $1 AND is_keeper AND deleted_at IS NULL AND state = 'enabled' ORDER BY id LIMIT 1`, [
        tx.merchantId,
      ]);
      const materials = await materialIdsByName(
        tx,
        WAREHOUSES.flatMap((w) => w.materials.map((m) => m[0])),
      );
      for (const w of WAREHOUSES) {
        if (!warehouseIds.has(w.name)) {
          const input = { canteenId, name: w.name, code: w.code, keeperId: keeper?.id ?? null, phone: '', address: w.address, enabled: true, remark: w.remark };
          warehouseIds.set(w.name, (await addWarehouse(tx, input)).warehouseId);
        }
        const warehouseId = warehouseIds.get(w.name)!;
        const kept = await idsOf(
          `SELECT h.id, m.name FROM inv_house_materials h JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id WHERE h.merchant_id = $1 AND h.warehouse_id = $2`,
          [tx.merchantId, warehouseId],
        );
        for (const [name, unit, spec, minQty, maxQty, shelfLifeDays] of w.materials) {
          const materialId = materials.get(name);
          if (materialId === undefined) continue;
          const id =
            kept.get(name) ??
            (await addHouseMaterial(tx, { warehouseId, materialId, unitId: unitIds.get(unit)!, spec, minQty, maxQty, shelfLifeDays, remark: '' })).houseMaterialId;
          houseMaterialIds.set(name, id);
        }
      }
    }
    return { warehouseIds: Object.fromEntries(warehouseIds), houseMaterialIds: Object.fromEntries(houseMaterialIds), unitIds: Object.fromEntries(unitIds) };
  });
}
