import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { canteens } from './modules/canteens';
import { dishIdsByName, findDishes, issueToAll, issueToApplet, saveWithDetails } from './modules/menu';
import { shanghaiDay } from './seedClock';

/**
 * Demo recipes for `npm start` (after the dishes seed): the main canteen's breakfast, lunch and dinner for this week
 * and next (Monday to Sunday, Shanghai days), four to seven dishes each, rotating through the demo dishes. This
 * week's are issued to the canteen's devices and published to the ordering app; next week's wait as a plan.
 */

const BREAKFAST = ['小米粥', '煮鸡蛋', '牛奶', '馒头'];
const HOT = ['红烧肉', '番茄炒蛋', '青椒肉丝', '宫保鸡丁', '麻婆豆腐', '清炒西兰花', '酸辣土豆丝', '鱼香茄子', '红烧鱼块'];
const LUNCH_SIDES = ['米饭', '白菜豆腐汤'];
const DINNER_SIDES = ['米饭', '馒头'];

/** Four hot dishes at lunch and three at dinner, shifted each day so the week does not repeat itself. */
const hotOf = (day: number, meal: 'lunch' | 'dinner') => {
  const start = meal === 'lunch' ? day * 2 : day * 2 + 5;
  return Array.from({ length: meal === 'lunch' ? 4 : 3 }, (_, i) => HOT[(start + i) % HOT.length]);
};

export async function seedMenuRecipes(ctx: Ctx): Promise<void> {
  if ((await ctx.db.query(`SELECT 1 FROM menu_recipes WHERE merchant_id = $1 LIMIT 1`, [ctx.merchantId])).length) return;
  const canteenId = (await canteens.list(ctx))[0]?.canteenId as number | undefined;
  if (canteenId === undefined) return;
  const byName = await dishIdsByName(ctx, [...BREAKFAST, ...HOT, ...LUNCH_SIDES, ...DINNER_SIDES]);
  const approved = await findDishes(ctx, [...byName.values()]);
  const idOf = (name: string) => {
    const id = byName.get(name);
    return id !== undefined && approved.get(id)?.approved ? id : undefined;
  };
  if ([...byName.keys()].filter((n) => idOf(n) !== undefined).length < 8) return;

  // Monday of this Shanghai week.
  const today = shanghaiDay(ctx.now());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * 86_400_000);
  const dayOf = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  await withTx(ctx, async (tx) => {
    const thisWeek: number[] = [];
    for (let offset = 0; offset < 14; offset++) {
      const recipeDate = dayOf(offset);
      const cells: [number, string, { name: string; supplyQty: number | null; discountPrice?: number }[]][] = [
        [1, '营养早餐', BREAKFAST.map((name) => ({ name, supplyQty: name === '牛奶' ? 150 : null }))],
        [
          2,
          '午餐',
          [
            ...hotOf(offset, 'lunch').map((name, i) => ({ name, supplyQty: 120, discountPrice: offset % 7 === 2 && i === 0 ? 1200 : undefined })),
            ...LUNCH_SIDES.map((name) => ({ name, supplyQty: null })),
          ],
        ],
        [4, '晚餐', [...hotOf(offset, 'dinner').map((name) => ({ name, supplyQty: 80 })), ...DINNER_SIDES.map((name) => ({ name, supplyQty: null }))]],
      ];
      for (const [mealType, name, dishes] of cells) {
        const details = dishes
          .map((d, sort) => ({ dishId: idOf(d.name), supplyQty: d.supplyQty, discountPrice: d.discountPrice ?? null, startTime: null, endTime: null, sort }))
          .filter((d): d is typeof d & { dishId: number } => d.dishId !== undefined);
        if (details.length < 4) continue;
        const { recipeId } = await saveWithDetails(tx, { canteenId, recipeDate, mealType, name, remark: '', enabled: true, details });
        if (offset < 7) thisWeek.push(recipeId);
      }
    }
    if (thisWeek.length) {
      await issueToAll(tx, thisWeek);
      await issueToApplet(tx, thisWeek);
    }
  });
}
