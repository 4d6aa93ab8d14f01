import { SUPPLIER_LEVEL_COUNT, type SupplierLevel } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { translate } from '../../platform/messages';

/**
 * The supplier level ladder (drpsupplierlevel): SUPPLIER_LEVEL_COUNT levels per merchant, level 1 the best. A level
 * has a row once the merchant names it or a supplier is put on it; until named (name '') it shows its default name in
 * the reader's language. Reading never writes.
 */

export const defaultLevelName = (ctx: Ctx, levelNo: number) => translate(ctx.lang, 'supplierLevelDefault', { n: levelNo });

/** The level's shown name: the merchant's, else the default. */
export const levelName = (ctx: Ctx, levelNo: number, stored: string | null) => (stored ? stored : defaultLevelName(ctx, levelNo));

export async function levelList(ctx: Ctx): Promise<SupplierLevel[]> {
  const rows = await ctx.db.query<{ levelNo: number; name: string; remark: string; supplierCount: number }>(
    `SELECT l.level_no AS "levelNo", l.name, l.remark,
        (SELECT count(*)::int FROM pur_suppliers s WHERE s.merchant_id = l.merchant_id AND s.level_id = l.id) AS "supplierCount"
       FROM pur_supplier_levels l WHERE l.merchant_id = $1 AND l.level_no <= $2`,
    [ctx.merchantId, SUPPLIER_LEVEL_COUNT],
  );
  const byNo = new Map(rows.map((r) => [r.levelNo, r]));
  return Array.from({ length: SUPPLIER_LEVEL_COUNT }, (_, i) => {
    const levelNo = i + 1;
    const r = byNo.get(levelNo);
    return {
      levelNo,
      name: levelName(ctx, levelNo, r?.name ?? null),
      remark: r?.remark ?? '',
      isDefault: !r?.name,
      supplierCount: r?.supplierCount ?? 0,
    };
  });
}

export async function editLevel(ctx: Ctx, input: { levelNo: number; name: string; remark: string }) {
  await ctx.db.query(
    `INSERT INTO pur_supplier_levels (merchant_id, level_no, name, remark) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, level_no) DO UPDATE SET name = EXCLUDED.name, remark = EXCLUDED.remark, updated_at = now()`,
    [ctx.merchantId, input.levelNo, input.name, input.remark],
  );
  return null;
}

/** The row id of the merchant's level `levelNo`, made (unnamed) when the merchant has none yet; null for no level. */
export async function levelIdOf(ctx: Ctx, levelNo: number | null): Promise<number | null> {
  if (levelNo === null) return null;
  const rows = await ctx.db.query<{ id: number }>(
    `WITH made AS (
       INSERT INTO pur_supplier_levels (merchant_id, level_no, name) VALUES ($1, $2, '') ON CONFLICT (merchant_id, level_no) DO NOTHING RETURNING id)
     SELECT id FROM made UNION ALL SELECT id FROM pur_supplier_levels WHERE merchant_id = $1 AND level_no = $2`,
    [ctx.merchantId, levelNo],
  );
  return rows[0].id;
}
