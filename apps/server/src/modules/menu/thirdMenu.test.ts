import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type RecipePlan, type ThirdMenuSyncResult } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { count } from '../../testing/api';
import { addCanteenSql, addDish, addDishType } from './recipesTestSetup';
import { registerThirdMenuSource, type ThirdMenuQuery, type ThirdRecipe } from './thirdMenu';

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: number;
let dishes: { pork: number; rice: number };

/** The test's own third party: whatever `menu` holds, and the queries it was asked. */
let menu: ThirdRecipe[] = [];
const asked: ThirdMenuQuery[] = [];
let unregister: () => void;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await addCanteenSql(t, 1, '三方餐厅');
  const type = await addDishType(t);
  dishes = { pork: await addDish(t, { typeId: type, name: '红烧肉T' }), rice: await addDish(t, { typeId: type, name: '米饭T' }) };
  await addDish(t, { typeId: type, name: '待审T', auditState: 'pending' });
  unregister = registerThirdMenuSource('test-caterer', {
    async fetchRecipes(q) {
      asked.push(q);
      return menu;
    },
  });
});
afterAll(async () => {
  unregister();
  await t.close();
});

const range = { startDate: '2031-10-06', endDate: '2031-10-12' };
const call = (id: string, token = admin) => t.call<ThirdMenuSyncResult & { recipes: { dishes: { dishName: string; dishId: number | null }[] }[] }>(id, { canteenId: canteen, ...range }, { token });
const configure = async (token: string, providerName: string, enabled = true) => {
  const r = await t.call('settings.thirdBaseSave', { enabled, providerName, apiUrl: 'https://caterer.example.com/api', appId: 'canteen-1', appSecret: 's3cret', callbackUrl: '' }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
};
const lunchDishes = async () => {
  const plan = await t.call<RecipePlan>('menuRecipes.plan', { canteenId: canteen, ...range }, { token: admin });
  return plan.data.recipes.map((r) => [r.recipeDate, r.mealType, r.name, r.details.map((d) => [d.dishName, d.supplyQty, d.discountPrice])]);
};

describe('third-party menus', () => {
  it('answers a coded business error and writes nothing while no service is configured', async () => {
    menu = [{ recipeDate: '2031-10-06', mealType: 2, name: '午餐', dishes: [{ dishName: '红烧肉T', supplyQty: 10, discountPrice: null }] }];
    for (const id of ['menuRecipes.thirdSync', 'menuRecipes.thirdPreview']) {
      const r = await call(id);
      expect(r.code).toBe(Code.BUSINESS_RULE);
      expect(r.msg).toBe('No third-party menu service is configured');
    }
    // Configured, but with a provider no adapter answers to.
    await configure(admin, 'unknown-caterer');
    expect((await call('menuRecipes.thirdSync')).msg).toContain('unknown-caterer');
    expect(await count(t, 'menu_recipes')).toBe(0);
    expect(asked).toEqual([]);
  });

  it('previews and syncs through the configured adapter: dishes matched by name, unknown names reported, idempotent', async () => {
    await configure(admin, 'test-caterer');
    menu = [
      {
        recipeDate: '2031-10-06',
        mealType: 2,
        name: '周一午餐',
        dishes: [
          { dishName: '红烧肉T', supplyQty: 60, discountPrice: 1500 },
          { dishName: '米饭T', supplyQty: null, discountPrice: null },
          { dishName: '外卖披萨', supplyQty: 5, discountPrice: null },
          { dishName: '待审T', supplyQty: null, discountPrice: null },
        ],
      },
      { recipeDate: '2031-10-07', mealType: 1, name: '全是未知', dishes: [{ dishName: '外卖披萨', supplyQty: null, discountPrice: null }] },
      // Outside the days asked: ignored.
      { recipeDate: '2031-11-01', mealType: 2, name: '远期', dishes: [{ dishName: '米饭T', supplyQty: null, discountPrice: null }] },
    ];
    const preview = await call('menuRecipes.thirdPreview');
    expect(preview.code, preview.msg).toBe(Code.OK);
    expect(preview.data.recipes[0].dishes.map((d) => [d.dishName, d.dishId])).toEqual([
      ['红烧肉T', dishes.pork],
      ['米饭T', dishes.rice],
      ['外卖披萨', null],
      ['待审T', null],
    ]);
    expect(await count(t, 'menu_recipes')).toBe(0);
    expect(asked.at(-1)).toEqual({ canteenId: canteen, canteenName: '三方餐厅', ...range });

    const first = await call('menuRecipes.thirdSync');
    expect(first.code, first.msg).toBe(Code.OK);
    expect(first.data).toEqual({ created: 1, replaced: 0, unchanged: 0, unknownDishes: ['外卖披萨', '待审T'] });
    expect(await lunchDishes()).toEqual([
      [
        '2031-10-06',
        2,
        '周一午餐',
        [
          ['红烧肉T', 60, 1500],
          ['米饭T', null, null],
        ],
      ],
    ]);

    // The same menu again changes nothing.
    const updatedAt = await t.db.query(`SELECT updated_at FROM menu_recipes WHERE canteen_id = $1`, [canteen]);
    expect((await call('menuRecipes.thirdSync')).data).toEqual({ created: 0, replaced: 0, unchanged: 1, unknownDishes: ['外卖披萨', '待审T'] });
    expect(await t.db.query(`SELECT updated_at FROM menu_recipes WHERE canteen_id = $1`, [canteen])).toEqual(updatedAt);

    // A changed menu replaces the recipe's dishes.
    menu = [{ recipeDate: '2031-10-06', mealType: 2, name: '周一午餐', dishes: [{ dishName: '米饭T', supplyQty: 200, discountPrice: null }] }];
    expect((await call('menuRecipes.thirdSync')).data).toEqual({ created: 0, replaced: 1, unchanged: 0, unknownDishes: [] });
    expect(await lunchDishes()).toEqual([['2031-10-06', 2, '周一午餐', [['米饭T', 200, null]]]]);
  });

  it('refuses a malformed reply of the third party and a bad range, writing nothing', async () => {
    await configure(admin, 'test-caterer');
    const before = await count(t, 'menu_recipe_details');
    menu = [{ recipeDate: '2031-10-08', mealType: 9, name: '坏数据', dishes: [{ dishName: '米饭T', supplyQty: null, discountPrice: null }] }];
    expect((await call('menuRecipes.thirdSync')).code).toBe(Code.BUSINESS_RULE);
    const r = await t.call('menuRecipes.thirdSync', { canteenId: canteen, startDate: '2031-10-12', endDate: '2031-10-06' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(await count(t, 'menu_recipe_details')).toBe(before);
  });

  it("uses each merchant's own configuration and canteens", async () => {
    // Merchant 2 has configured nothing: its call is refused whatever merchant 1 configured.
    const r = await t.call('menuRecipes.thirdSync', { canteenId: await addCanteenSql(t, 2), ...range }, { token: admin2 });
    expect(r.code).toBe(Code.BUSINESS_RULE);
    await configure(admin2, 'test-caterer');
    expect((await call('menuRecipes.thirdSync', admin2)).code).toBe(Code.NOT_FOUND);
  });
});
