import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { seedProcurementSuppliers } from './seedProcurementSuppliers';
import { seedInventoryStock } from './seedInventoryStock';
import { seedInventoryDocuments } from './seedInventoryDocuments';
import { seedInventoryStocktake } from './seedInventoryStocktake';
import { seedProcurementPlans } from './seedProcurementPlans';

/**
 * The demo procurement and inventory for `npm start` (merchant 1, after the menu's materials and recipes): the
 * administrator buys and keeps the warehouses; suppliers with their levels and qualifications, a dry store and a cold
 * store keeping the demo materials, two weeks of deliveries and kitchen issues, last week's stocktake, and purchase
 * plans (a draft from next week's recipes, a committed one with its orders in every state). Runs once.
 */
export async function seedDemoInventory(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM inv_warehouses WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const ctx: Ctx = { ...systemCtx(tx, merchantId), now: () => now };
    await tx.query(`UPDATE mgr_users SET is_buyer = true, is_keeper = true WHERE merchant_id = $1 AND username = 'admin'`, [merchantId]);
    const supplierIds = Object.fromEntries(await seedProcurementSuppliers(ctx));
    const stock = await seedInventoryStock(ctx);
    await seedInventoryDocuments(ctx, { warehouseIds: stock.warehouseIds, houseMaterialIds: stock.houseMaterialIds, supplierIds });
    await seedInventoryStocktake(ctx, { warehouseIds: stock.warehouseIds });
    await seedProcurementPlans(ctx, { warehouseIds: stock.warehouseIds, supplierIds });
  });
}
