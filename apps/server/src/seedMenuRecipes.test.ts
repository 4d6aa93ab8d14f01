import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { seedDemoCanteens } from './seedCanteens';
import { seedMenuRecipes } from './seedMenuRecipes';

const DISHES = ['红烧肉', '番茄炒蛋', '青椒肉丝', '宫保鸡丁', '麻婆豆腐', '清炒西兰花', '酸辣土豆丝', '鱼香茄子', '红烧鱼块', '白菜豆腐汤', '米饭', '馒头', '小米粥', '煮鸡蛋', '牛奶'];

describe('the demo recipes seed', () => {
  it("plans the main canteen's three meals for this week and next, and issues this week's to devices and the app", async () => {
    const t = await startTestServer();
    try {
      await seedDemoCanteens(t.db);
      // The dishes seed is another part's: the demo dishes are put in by hand, approved.
      const type = (await t.db.query<{ id: number }>(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, '热菜') RETURNING id`))[0].id;
      for (const name of DISHES) await t.db.query(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES (1, $1, $2, 1000, 'approved')`, [type, name]);
      // Thursday 2026-11-26, 10:00 in Shanghai: the week runs from Monday 11-23.
      const ctx = { ...systemCtx(t.db, 1), now: () => new Date('2026-11-26T02:00:00Z') };
      await seedMenuRecipes(ctx);

      const recipes = await t.db.query<{ day: string; meal: number; dishes: number; issued: boolean; app: boolean }>(
        `SELECT to_char(recipe_date, 'YYYY-MM-DD') AS day, meal_type AS meal, (SELECT count(*)::int FROM menu_recipe_details d WHERE d.recipe_id = r.id) AS dishes,
                issue_count > 0 AS issued, applet_issued_at IS NOT NULL AS app
           FROM menu_recipes r WHERE merchant_id = 1 ORDER BY recipe_date, meal_type`,
      );
      expect(recipes).toHaveLength(42);
      expect(recipes[0]).toMatchObject({ day: '2026-11-23', meal: 1 });
      expect(recipes.at(-1)).toMatchObject({ day: '2026-12-06', meal: 4 });
      expect(recipes.every((r) => r.dishes >= 4 && r.dishes <= 7)).toBe(true);
      expect(recipes.filter((r) => r.issued && r.app).map((r) => r.day)).toEqual(recipes.filter((r) => r.day <= '2026-11-29').map((r) => r.day));
      expect(await t.db.query(`SELECT scope FROM menu_recipe_issues WHERE merchant_id = 1`)).toEqual([{ scope: 'all' }]);

      await seedMenuRecipes(ctx);
      expect((await t.db.query(`SELECT 1 FROM menu_recipes WHERE merchant_id = 1`)).length).toBe(42);
    } finally {
      await t.close();
    }
  });
});
