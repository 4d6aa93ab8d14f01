import { describe, expect, it } from 'vitest';
import { startTestServer } from './testing/server';
import { systemCtx } from './platform/systemCtx';
import { materialIdsByName } from './modules/menu';
import { seedMenuMaterials } from './seedMenuMaterials';

const DEMO_MATERIALS = ['大米', '面粉', '小米', '玉米', '土豆', '红薯', '猪肉(肥瘦)', '五花肉', '猪里脊', '牛肉', '鸡胸肉', '鸡腿', '鸡蛋', '草鱼', '虾仁', '豆腐',
  '青椒', '西红柿', '黄瓜', '大白菜', '菠菜', '西兰花', '胡萝卜', '茄子', '土豆粉丝', '花生油', '食盐', '酱油', '白砂糖', '牛奶'];

describe('the demo raw materials seed', () => {
  it('creates the nutrients, the category tree and the 30 materials the demo dishes are made of', async () => {
    const t = await startTestServer();
    try {
      const ctx = systemCtx(t.db, 1);
      await seedMenuMaterials(ctx);
      const ids = await materialIdsByName(ctx, DEMO_MATERIALS);
      expect(ids.size).toBe(30);
      const codes = (await t.db.query<{ code: string; name: string }>(`SELECT code, name FROM menu_nutrients WHERE merchant_id = 1 ORDER BY sort LIMIT 10`)).map((n) => `${n.code}:${n.name}`);
      expect(codes).toEqual(['energy:能量', 'protein:蛋白质', 'fat:脂肪', 'carbohydrate:碳水化合物', 'fibre:膳食纤维', 'sodium:钠', 'calcium:钙', 'iron:铁', 'vitaminC:维生素C', 'cholesterol:胆固醇']);
      // Every material carries the ten values; rice has 346 kcal per 100 g and lies under 谷薯类 / 米面.
      const perMaterial = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_material_nutrients WHERE merchant_id = 1 GROUP BY material_id`);
      expect(perMaterial.length).toBe(30);
      expect(perMaterial.every((r) => r.n === 10)).toBe(true);
      const rice = await t.db.query<{ energy: string; small: string; big: string }>(
        `SELECT mn.per_100g::text AS energy, c.name AS small, p.name AS big FROM menu_materials m
           JOIN menu_material_nutrients mn ON mn.material_id = m.id JOIN menu_nutrients n ON n.id = mn.nutrient_id AND n.code = 'energy'
           JOIN menu_material_categories c ON c.id = m.category_id JOIN menu_material_categories p ON p.id = c.parent_id
          WHERE m.merchant_id = 1 AND m.name = '大米'`,
      );
      expect(rice).toEqual([{ energy: '346.000', small: '米面', big: '谷薯类' }]);
      expect((await t.db.query(`SELECT 1 FROM menu_material_categories WHERE merchant_id = 1 AND parent_id IS NULL`)).length).toBe(7);
    } finally {
      await t.close();
    }
  });
});
