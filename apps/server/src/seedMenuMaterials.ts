import type { Ctx } from './platform/context';
import { withTx } from './platform/context';
import { addMaterial, addMaterialCategory, initDefaultNutrients, nutrientCatalogue } from './modules/menu';

/**
 * Demo raw materials for `npm start`: the standard nutrient catalogue, the category tree of a canteen kitchen and
 * the 30 materials the demo dishes are made of, with their values per 100 g of edible part after the China Food
 * Composition Tables (6th edition), in the order energy kcal, protein g, fat g, carbohydrate g, fibre g, sodium mg,
 * calcium mg, iron mg, vitamin C mg, cholesterol mg.
 */

const CODES = ['energy', 'protein', 'fat', 'carbohydrate', 'fibre', 'sodium', 'calcium', 'iron', 'vitaminC', 'cholesterol'] as const;
type Values = [number, number, number, number, number, number, number, number, number, number];

/** Big type → small type ('' : the big type itself) → [name, unit, values]. */
const MATERIALS: Record<string, Record<string, [string, string, Values][]>> = {
  谷薯类: {
    米面: [
      ['大米', 'kg', [346, 7.7, 0.6, 77.4, 0.6, 2.4, 11, 1.1, 0, 0]],
      ['面粉', 'kg', [351, 10.3, 1.1, 75.2, 0.6, 2.7, 27, 2.7, 0, 0]],
    ],
    杂粮: [
      ['小米', 'kg', [361, 9.0, 3.1, 75.1, 1.6, 4.3, 41, 5.1, 0, 0]],
      ['玉米', 'kg', [112, 4.0, 1.2, 22.8, 2.9, 1.1, 1, 1.1, 16, 0]],
    ],
    薯类: [
      ['土豆', 'kg', [77, 2.0, 0.2, 17.2, 0.7, 2.7, 8, 0.8, 27, 0]],
      ['红薯', 'kg', [102, 1.1, 0.2, 24.7, 1.6, 28.5, 23, 0.5, 26, 0]],
      ['土豆粉丝', 'kg', [335, 0.8, 0.2, 83.7, 1.1, 9.3, 31, 6.4, 0, 0]],
    ],
  },
  畜禽肉类: {
    猪肉: [
      ['猪肉(肥瘦)', 'kg', [395, 13.2, 37.0, 2.4, 0, 59.4, 6, 1.6, 0, 80]],
      ['五花肉', 'kg', [349, 7.7, 35.3, 0, 0, 43.2, 6, 1.0, 0, 98]],
      ['猪里脊', 'kg', [155, 20.2, 7.9, 0.7, 0, 43.2, 6, 1.5, 0, 55]],
    ],
    牛肉: [['牛肉', 'kg', [125, 19.9, 4.2, 2.0, 0, 84.2, 23, 3.3, 0, 84]]],
    禽肉: [
      ['鸡胸肉', 'kg', [133, 19.4, 5.0, 2.5, 0, 34.4, 3, 0.6, 0, 82]],
      ['鸡腿', 'kg', [181, 16.0, 13.0, 0, 0, 64.4, 6, 1.5, 0, 162]],
    ],
  },
  水产类: {
    '': [
      ['草鱼', 'kg', [113, 16.6, 5.2, 0, 0, 46.0, 38, 0.8, 0, 86]],
      ['虾仁', 'kg', [93, 18.6, 0.8, 2.8, 0, 165.2, 62, 1.5, 0, 193]],
    ],
  },
  蛋奶类: {
    '': [
      ['鸡蛋', '个', [144, 13.3, 8.8, 2.8, 0, 131.5, 56, 2.0, 0, 585]],
      ['牛奶', 'L', [54, 3.0, 3.2, 3.4, 0, 37.2, 104, 0.3, 1, 15]],
    ],
  },
  豆制品: { '': [['豆腐', 'kg', [82, 8.1, 3.7, 4.2, 0.4, 7.2, 164, 1.9, 0, 0]]] },
  蔬菜类: {
    叶菜: [
      ['大白菜', 'kg', [18, 1.5, 0.1, 3.2, 0.8, 57.5, 50, 0.7, 31, 0]],
      ['菠菜', 'kg', [28, 2.6, 0.3, 4.5, 1.7, 85.2, 66, 2.9, 32, 0]],
      ['西兰花', 'kg', [36, 4.1, 0.6, 4.3, 1.6, 18.8, 67, 1.0, 51, 0]],
    ],
    茄果: [
      ['青椒', 'kg', [23, 1.4, 0.3, 5.8, 2.1, 2.2, 15, 0.7, 62, 0]],
      ['西红柿', 'kg', [20, 0.9, 0.2, 4.0, 0.5, 5.0, 10, 0.4, 19, 0]],
      ['黄瓜', 'kg', [16, 0.8, 0.2, 2.9, 0.5, 4.9, 24, 0.5, 9, 0]],
      ['茄子', 'kg', [23, 1.1, 0.2, 4.9, 1.3, 5.4, 24, 0.5, 5, 0]],
    ],
    根茎: [['胡萝卜', 'kg', [39, 1.0, 0.2, 8.8, 1.1, 71.4, 32, 1.0, 13, 0]]],
  },
  油脂调味: {
    '': [
      ['花生油', 'L', [899, 0, 99.9, 0, 0, 3.5, 12, 2.9, 0, 0]],
      ['食盐', 'kg', [0, 0, 0, 0, 0, 39311, 22, 1.0, 0, 0]],
      ['酱油', '瓶', [63, 5.6, 0.1, 10.1, 0.2, 5757, 66, 8.6, 0, 0]],
      ['白砂糖', 'kg', [400, 0, 0, 99.9, 0, 0.4, 20, 0.6, 0, 0]],
    ],
  },
};

const SOURCE = '中国食物成分表（第6版）';

/** Runs once on a fresh demo database (merchant of `ctx`), in one transaction. */
export async function seedMenuMaterials(ctx: Ctx): Promise<void> {
  await withTx({ ...ctx, lang: 'zh' }, async (tx) => {
    await initDefaultNutrients(tx);
    const idOf = new Map((await nutrientCatalogue(tx)).map((n) => [n.code, n.nutrientId]));
    let sort = 0;
    for (const [bigType, smallTypes] of Object.entries(MATERIALS)) {
      const { categoryId: bigId } = await addMaterialCategory(tx, { parentId: null, categoryName: bigType, sort: (sort += 10) });
      let smallSort = 0;
      for (const [smallType, materials] of Object.entries(smallTypes)) {
        const categoryId = smallType ? (await addMaterialCategory(tx, { parentId: bigId, categoryName: smallType, sort: (smallSort += 10) })).categoryId : bigId;
        for (const [materialName, unit, values] of materials) {
          await addMaterial(tx, {
            materialName,
            categoryId,
            unit,
            source: SOURCE,
            remark: '',
            nutrients: CODES.map((code, i) => ({ nutritionId: idOf.get(code)!, per100g: values[i] })),
          });
        }
      }
    }
  });
}
