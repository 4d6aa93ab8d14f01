import type { Db } from './platform/db/db';
import type { Ctx } from './platform/context';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { dishIdsByName } from './modules/menu';
import { DEMO_DAYS, shanghai } from './seedClock';
import { seedMenuMaterials } from './seedMenuMaterials';
import { seedMenuDishes } from './seedMenuDishes';
import { seedMenuRecipes } from './seedMenuRecipes';
import { seedMenuProducts } from './seedMenuProducts';
import { seedHealthRecipes } from './seedHealthRecipes';

/**
 * The demo menu for `npm start` (merchant 1): nutrients, raw materials and approved dishes, set up the morning
 * before the month of demo meals so that every demo order names a real dish (the health centre computes what people
 * ate from them). Runs once: seedDemoPeople calls it first, and so may any seed that pays for meals.
 */
export async function seedDemoMenu(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM menu_dishes WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const ctx: Ctx = { ...systemCtx(tx, merchantId), now: () => shanghai(now, -DEMO_DAYS - 1, 9, 0) };
    await seedMenuMaterials(ctx);
    await seedMenuDishes(ctx, { custIds: [] });
  });
}

/**
 * What the menu plans and the people said (after the people and their meals): a week of likes and survey answers,
 * this week's and next week's recipes (this week's issued), products, set meals, sample records and health recipes.
 */
export async function seedDemoMenuPlans(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM menu_recipes WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const ctx: Ctx = { ...systemCtx(tx, merchantId), now: () => now };
    const custIds = (await tx.query<{ id: number }>(`SELECT id FROM customers WHERE merchant_id = $1 AND state = 'normal' ORDER BY id LIMIT 24`, [merchantId])).map((r) => r.id);
    await seedMenuDishes(ctx, { custIds });
    await seedMenuRecipes(ctx);
    await seedMenuProducts(ctx);
    await seedHealthRecipes(ctx);
  });
}

export interface DemoItem {
  dishName: string;
  qty: number;
  price: number;
}

/** Order items of the demo dishes, with their ids (seedDemoMenu must have run: a missing dish is a seed fault). */
export async function demoItems<T extends DemoItem>(ctx: Ctx, trays: readonly (readonly T[])[]): Promise<(T & { dishId: number })[][]> {
  const ids = await dishIdsByName(ctx, trays.flat().map((i) => i.dishName));
  return trays.map((tray) =>
    tray.map((item) => {
      const dishId = ids.get(item.dishName);
      if (dishId === undefined) throw new Error(`demo dish ${item.dishName} is missing: run seedDemoMenu first`);
      return { ...item, dishId };
    }),
  );
}
