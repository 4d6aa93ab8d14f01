import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { addOrg, addPerson } from './testing/money';
import { systemCtx } from './platform/systemCtx';
import { dishNutrition } from './modules/menu';
import { seedMenuMaterials } from './seedMenuMaterials';
import { seedMenuDishes } from './seedMenuDishes';

describe('the demo dishes seed', () => {
  it('makes the standard types and the everyday dishes, reviewed and on shelf with ingredients, and a week of likes', async () => {
    const t = await startTestServer();
    try {
      const now = new Date('2026-11-22T06:00:00Z');
      const ctx = { ...systemCtx(t.db, 1), now: () => now };
      await seedMenuMaterials(ctx);
      const org = await addOrg(t.db, 1);
      const custIds = [];
      for (let i = 0; i < 6; i++) custIds.push((await addPerson(t.db, 1, org)).custId);
      await seedMenuDishes(ctx, { custIds });

      const types = await t.db.query<{ name: string }>(`SELECT name FROM menu_dish_types WHERE merchant_id = 1 ORDER BY sort`);
      expect(types.map((x) => x.name)).toEqual(['热菜', '凉菜', '主食', '汤粥', '饮品']);
      const dishes = await t.db.query<{ id: number; name: string; audit_state: string; on_shelf: boolean; price: number; pinyin_initials: string }>(
        `SELECT id, name, audit_state, on_shelf, price, pinyin_initials FROM menu_dishes WHERE merchant_id = 1`,
      );
      const names = dishes.map((d) => d.name);
      for (const name of ['红烧肉', '番茄炒蛋', '青椒肉丝', '宫保鸡丁', '麻婆豆腐', '清炒西兰花', '酸辣土豆丝', '鱼香茄子', '红烧鱼块', '白菜豆腐汤', '米饭', '馒头', '小米粥', '煮鸡蛋', '牛奶']) {
        expect(names).toContain(name);
      }
      expect(dishes.every((d) => d.audit_state === 'approved' && d.on_shelf && d.price >= 100 && d.price <= 1800)).toBe(true);
      const hsr = dishes.find((d) => d.name === '红烧肉')!;
      expect(hsr.pinyin_initials).toBe('hsr');
      // Its nutrition comes from the seeded materials: pork belly brings protein and fat.
      const nutrition = (await dishNutrition(ctx, [hsr.id])).get(hsr.id)!;
      expect(nutrition.find((n) => n.code === 'protein')?.amount).toBeGreaterThan(5);
      expect((await t.db.query(`SELECT 1 FROM menu_dish_ingredients WHERE merchant_id = 1 AND dish_id = $1`, [hsr.id])).length).toBe(4);

      const likes = await t.db.query<{ n: number; scored: number; days: number }>(
        `SELECT count(*)::int AS n, count(score)::int AS scored, count(DISTINCT like_day)::int AS days FROM menu_dish_likes WHERE merchant_id = 1`,
      );
      expect(likes[0].n).toBeGreaterThan(40);
      expect(likes[0].scored).toBeGreaterThan(10);
      expect(likes[0].days).toBe(7);

      // Seeding again adds nothing.
      await seedMenuDishes(ctx, { custIds });
      expect((await t.db.query(`SELECT 1 FROM menu_dishes WHERE merchant_id = 1`)).length).toBe(dishes.length);
    } finally {
      await t.close();
    }
  });
});
