import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { seedDemoCanteens } from './seedCanteens';
import { seedMenuProducts } from './seedMenuProducts';

const DISHES: [string, number][] = [
  ['红烧肉', 2200],
  ['清炒西兰花', 900],
  ['米饭', 100],
  ['小米粥', 200],
  ['馒头', 100],
  ['煮鸡蛋', 150],
  ['牛奶', 300],
  ['番茄炒蛋', 1000],
];

describe('the demo products seed', () => {
  it('adds products, two set meals at a saving, and samples of the planned dishes with one missing and one too light', async () => {
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      // The dishes and recipes seeds are other parts': their dishes and the last days' recipes are put in by hand.
      const type = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, '热菜') RETURNING id`))[0].id;
      const ids = new Map<string, number>();
      for (const [name, price] of DISHES) {
        const row = await t.db.query<{ id: number }>(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES (1, $1, $2, $3, 'approved') RETURNING id`, [type, name, price]);
        ids.set(name, row[0].id);
      }
      const canteenId = (await t.db.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0].id;
      // Thursday 2026-11-26, 15:00 in Shanghai: today's breakfast and lunch are served, dinner is not.
      const now = new Date('2026-11-26T07:00:00Z');
      for (const day of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) {
        for (const [meal, dishes] of [
          [1, ['小米粥', '馒头', '煮鸡蛋']],
          [2, ['红烧肉', '番茄炒蛋', '米饭']],
          [4, ['清炒西兰花', '米饭']],
        ] as [number, string[]][]) {
          const recipe = await t.db.query<{ id: number }>(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type) VALUES (1, $1, $2, $3) RETURNING id`, [canteenId, day, meal]);
          for (const [sort, name] of dishes.entries()) {
            await t.db.query(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id, sort) VALUES (1, $1, $2, $3)`, [recipe[0].id, ids.get(name), sort]);
          }
        }
      }
      const ctx = { ...systemCtx(t.db, 1), now: () => now };
      await seedMenuProducts(ctx);

      const products = await t.db.query<{ name: string; putaway: boolean; dish: boolean }>(`SELECT name, putaway, dish_id IS NOT NULL AS dish FROM menu_products WHERE merchant_id = 1 ORDER BY sort`);
      expect(products.map((p) => p.name)).toEqual(['矿泉水', '酸奶', '茶叶蛋', '牛奶', '馒头']);
      expect(products.filter((p) => !p.putaway).map((p) => p.name)).toEqual(['馒头']);
      const sets = await t.db.query<{ name: string; price: number }>(`SELECT name, price::int AS price FROM menu_set_meals WHERE merchant_id = 1 ORDER BY sort`);
      // 工作餐A lists at 22 + 9 + 1 = ￥32.00, sold at 85 % to the half yuan.
      expect(sets).toEqual([
        { name: '工作餐A', price: 2700 },
        { name: '早餐套餐', price: 350 },
      ]);

      // Three past days of 3 + 3 + 2 dishes and today's breakfast and lunch (dinner, at 17:00, is still to come): 30
      // planned dishes, one forgotten, one kept too light.
      const samples = await t.db.query<{ day: string; meal: number; weight: number }>(
        `SELECT to_char(sample_date, 'YYYY-MM-DD') AS day, meal_type AS meal, weight_g AS weight FROM menu_sample_records WHERE merchant_id = 1`,
      );
      expect(samples).toHaveLength(29);
      expect(samples.filter((r) => r.weight < 125)).toHaveLength(1);
      expect(samples.filter((r) => r.day === '2026-11-26' && r.meal === 4)).toEqual([]);
      // The samples of 11-23 and of 11-24 breakfast are past their 48 hours and were disposed of.
      const disposed = await t.db.query<{ day: string }>(`SELECT DISTINCT to_char(sample_date, 'YYYY-MM-DD') AS day FROM menu_sample_records WHERE state = 'disposed' ORDER BY 1`);
      expect(disposed.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24']);

      await seedMenuProducts(ctx);
      expect((await t.db.query(`SELECT 1 FROM menu_products WHERE merchant_id = 1`)).length).toBe(5);
    } finally {
      await t.close();
    }
  });
});
