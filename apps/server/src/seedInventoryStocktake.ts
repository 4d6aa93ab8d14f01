import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { commitStocktake, saveStocktake } from './modules/inventory';
import { shanghai, shanghaiDay } from './seedClock';

/**
 * The demo stocktake for `npm start` (after the inventory documents seed): last evening's count of the dry store (主食库,
 * else the first warehouse), committed, with a small loss (a sack found damp) and a small gain (an issue recorded twice);
 * every other batch counted as booked. Runs once.
 */
export async function seedInventoryStocktake(ctx: Ctx, refs: { warehouseIds: Record<string, number> | number[] }): Promise<void> {
  const ids = refs.warehouseIds;
  const warehouseId = Array.isArray(ids) ? ids[0] : (ids['主食库'] ?? Object.values(ids)[0]);
  if (warehouseId === undefined) return;
  // Yesterday at 20:00, after the day's deliveries and issues: the reports file its gains and losses there.
  const evening: Ctx = { ...ctx, now: () => shanghai(ctx.now(), -1, 20, 0) };
  await withTx(evening, async (tx) => {
    if ((await tx.db.query(`SELECT 1 FROM inv_stocktakes WHERE merchant_id = $1 LIMIT 1`, [tx.merchantId])).length) return;
    if (!(await tx.db.query(`SELECT 1 FROM inv_batches WHERE merchant_id = $1 AND warehouse_id = $2 AND qty > 0 LIMIT 1`, [tx.merchantId, warehouseId])).length) return;
    const { stocktakeId } = await saveStocktake(tx, { warehouseId, checkDate: shanghaiDay(tx.now()), remark: '月度盘点', lines: [] });
    // The two largest batches: one short by a tenth (at most 2 units), one over by a little.
    const lines = await tx.db.query<{ id: number; book: number }>(
      `SELECT id, book_qty::float8 AS book FROM inv_stocktake_lines WHERE merchant_id = $1 AND stocktake_id = $2 AND book_qty >= 2 ORDER BY book_qty DESC, id LIMIT 2`,
      [tx.merchantId, stocktakeId],
    );
    const counts: { lineId: number; countedQty: number; remark: string }[] = [];
    if (lines[0]) counts.push({ lineId: lines[0].id, countedQty: Math.round((lines[0].book - Math.min(2, Math.max(1, Math.floor(lines[0].book / 10)))) * 1000) / 1000, remark: '一袋受潮，报损' });
    if (lines[1]) counts.push({ lineId: lines[1].id, countedQty: Math.round((lines[1].book + 1) * 1000) / 1000, remark: '出库时重复登记，实物多出' });
    await commitStocktake(tx, { stocktakeId, lines: counts });
  });
}
