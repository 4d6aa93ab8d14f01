import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { canteens, stalls } from './modules/canteens';
import { addProduct, addSample, addSetMeal, dishIdsByName, disposeSamples, findDishes, plannedDishes, putawayProducts, type PlannedDish } from './modules/menu';
import { SHANGHAI, shanghaiDay } from './seedClock';

/**
 * Demo products, set meals and samples for `npm start` (after the dishes and recipes seeds): the main canteen's shop
 * sells water, yoghurt and dishes packed to go (茶叶蛋 is the boiled egg); two set meals; and the samples kept of the
 * planned dishes of the last three days (and of today's meals already served), one dish forgotten and one sample too
 * light, so the diff page has something to show. Samples past their 48 hours are disposed of.
 */

const PACKAGED = [
  { name: '矿泉水', price: 200, stock: 240, barcode: '6900000000017', unit: '瓶', remark: '550ml' },
  { name: '酸奶', price: 450, stock: 60, barcode: '6900000000024', unit: '杯', remark: '冷柜保存' },
];
/** Products that are dishes: [product name ('' = the dish's), dish name, price, unit]. */
const DISH_PRODUCTS: [string, string, number, string][] = [
  ['茶叶蛋', '煮鸡蛋', 200, '个'],
  ['', '牛奶', 350, '盒'],
  ['', '馒头', 100, '个'],
];
const SETS = [
  { name: '工作餐A', mealTypes: [2, 4], dishes: ['红烧肉', '清炒西兰花', '米饭'], remark: '一荤一素一主食' },
  { name: '早餐套餐', mealTypes: [1], dishes: ['小米粥', '馒头', '煮鸡蛋'], remark: '' },
];
/** When the sample of each meal is kept (Shanghai wall clock): soon after the meal opens. */
const KEPT_AT: Record<number, [number, number]> = { 1: [7, 10], 2: [11, 25], 3: [14, 40], 4: [17, 25], 5: [21, 10] };
const KEEPERS = ['张敏', '李强', '王芳'];

const instant = (day: string, [h, m]: [number, number]) => new Date(Date.parse(`${day}T00:00:00Z`) + (h * 60 + m) * 60_000 - SHANGHAI);
const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function seedMenuProducts(ctx: Ctx): Promise<void> {
  if ((await ctx.db.query(`SELECT 1 FROM menu_products WHERE merchant_id = $1 LIMIT 1`, [ctx.merchantId])).length) return;
  const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
  if (canteenId === undefined) return;
  const stallId = ((await stalls.list(ctx, { canteenId, stallName: '快餐档口' }))[0]?.stallId as number | undefined) ?? null;
  const names = [...DISH_PRODUCTS.map(([, dish]) => dish), ...SETS.flatMap((s) => s.dishes)];
  const byName = await dishIdsByName(ctx, names);
  const dishes = await findDishes(ctx, [...byName.values()]);
  const approved = (name: string) => {
    const id = byName.get(name);
    return id !== undefined && dishes.get(id)?.approved ? dishes.get(id)! : undefined;
  };

  await withTx(ctx, async (tx) => {
    const onSale: number[] = [];
    for (const p of PACKAGED) {
      const { productId } = await addProduct(tx, { ...p, dishId: null, canteenId, stallId, images: [], sort: onSale.length });
      onSale.push(productId);
    }
    for (const [name, dishName, price, unit] of DISH_PRODUCTS) {
      const dish = approved(dishName);
      if (!dish) continue;
      const { productId } = await addProduct(tx, { name, dishId: dish.dishId, canteenId, stallId, price, stock: null, barcode: '', unit, images: [], sort: 10 + onSale.length, remark: '' });
      onSale.push(productId);
    }
    // The last one waits off sale (a new product starts off sale).
    await putawayProducts(tx, { productIds: onSale.slice(0, -1), putaway: true });

    for (const [i, s] of SETS.entries()) {
      const items = s.dishes.map(approved);
      if (items.some((d) => !d)) continue;
      const listPrice = items.reduce((sum, d) => sum + d!.price, 0);
      // About 15 % off, to the half yuan.
      const price = Math.floor((listPrice * 0.85) / 50) * 50;
      await addSetMeal(tx, { name: s.name, canteenId, mealTypes: s.mealTypes, price, items: items.map((d) => ({ dishId: d!.dishId, qty: 1 })), enabled: true, images: [], sort: i, remark: s.remark });
    }

    await seedSamples(tx, canteenId);
  });
}

/** Samples of the planned dishes of the last three days and of today's meals already served. */
async function seedSamples(ctx: Ctx, canteenId: number): Promise<void> {
  const now = ctx.now();
  const today = shanghaiDay(now);
  const planned = (await plannedDishes(ctx, { from: dayBefore(today, 3), to: today, canteenId })).filter(
    (p) => p.recipeDate < today || instant(today, KEPT_AT[p.mealType]) <= now,
  );
  const meals = new Map<string, PlannedDish[]>();
  for (const p of planned) meals.set(`${p.recipeDate}|${p.mealType}`, [...(meals.get(`${p.recipeDate}|${p.mealType}`) ?? []), p]);
  const groups = [...meals.values()];
  if (!groups.length) return;
  // One sample too light in the oldest meal, one dish forgotten in the next (or the same when there is one).
  const light = groups[0][0];
  const forgotten = (groups[1] ?? groups[0]).at(-1);
  const old: number[] = [];
  for (const [g, dishes] of groups.entries()) {
    for (const [i, p] of dishes.entries()) {
      if (p === forgotten && p !== light) continue;
      const keptAt = new Date(instant(p.recipeDate, KEPT_AT[p.mealType]).getTime() + i * 60_000);
      const { recordId } = await addSample(
        { ...ctx, now: () => now },
        {
          canteenId,
          sampleDate: p.recipeDate,
          mealType: p.mealType,
          keptAt: keptAt.toISOString(),
          dishId: p.dishId,
          dishName: '',
          weightG: p === light ? 95 : 130 + ((g * 7 + i * 13) % 50),
          cabinetNo: `A-${String(p.mealType).padStart(2, '0')}`,
          operator: KEEPERS[g % KEEPERS.length],
          photo: '',
          remark: p === light ? '份量不足，已提醒后厨' : '',
        },
      );
      if (keptAt.getTime() + 48 * 3600_000 <= now.getTime()) old.push(recordId);
    }
  }
  if (old.length) await disposeSamples({ ...ctx, actor: ctx.actor && { ...ctx.actor, username: '刘芳' } }, { recordIds: old });
}
