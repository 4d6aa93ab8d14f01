import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { addOrg, addPerson } from './testing/money';
import { systemCtx } from './platform/systemCtx';
import { seedMenuMaterials } from './seedMenuMaterials';
import { seedMenuDishes } from './seedMenuDishes';
import { seedHealthRecipes } from './seedHealthRecipes';

describe('the demo health recipes seed', () => {
  it('builds the four categories with recipes of demo dishes, publishes four articles and subscribes a few people', async () => {
    const t = await startTestServer();
    try {
      const ctx = { ...systemCtx(t.db, 1), now: () => new Date('2026-11-22T06:00:00Z') };
      await seedMenuMaterials(ctx);
      const org = await addOrg(t.db, 1);
      const custIds: number[] = [];
      for (let i = 0; i < 6; i++) custIds.push((await addPerson(t.db, 1, org)).custId);
      await seedMenuDishes(ctx, { custIds });
      await seedHealthRecipes(ctx);

      const categories = await t.db.query<{ name: string }>(`SELECT name FROM health_recipes WHERE merchant_id = 1 AND kind = 'category' ORDER BY sort`);
      expect(categories.map((c) => c.name)).toEqual(['糖尿病食谱', '高血压食谱', '减脂食谱', '普通成人食谱']);
      const recipes = await t.db.query<{ name: string; lines: number }>(
        `SELECT r.name, (SELECT count(*)::int FROM health_recipe_details d WHERE d.recipe_id = r.id) AS lines FROM health_recipes r WHERE r.merchant_id = 1 AND r.kind = 'recipe'`,
      );
      expect(recipes.length).toBe(6);
      expect(recipes.every((r) => r.lines >= 3)).toBe(true);
      // The diabetes recipe's day carries real nutrition from the dishes' ingredients.
      const admin = await t.token();
      const a = (await t.db.query<{ id: number }>(`SELECT id FROM health_recipes WHERE name = '糖尿病一日三餐A'`))[0].id;
      const page = await t.call<{ totals: { code: string; amount: number }[]; mealTotals: unknown[] }>('healthRecipes.detailPage', { healthRecipeId: a, limit: 500 }, { token: admin });
      expect(page.data.totals.find((n) => n.code === 'energy')!.amount).toBeGreaterThan(500);
      expect(page.data.mealTotals.length).toBe(3);

      const articles = await t.db.query<{ state: string; html: string }>(`SELECT state, content_html AS html FROM health_consultations WHERE merchant_id = 1`);
      expect(articles.length).toBe(4);
      expect(articles.every((x) => x.state === 'published' && x.html.length > 100)).toBe(true);
      expect((await t.db.query(`SELECT 1 FROM health_subscriptions WHERE merchant_id = 1`)).length).toBe(5);

      // Seeding again changes nothing.
      await seedHealthRecipes(ctx);
      expect((await t.db.query(`SELECT 1 FROM health_recipes WHERE merchant_id = 1`)).length).toBe(10);
    } finally {
      await t.close();
    }
  });
});
