import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Dish, type DishBasicsRow, type DishDetail, type DishWithNutrition, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { count, dishType, material, nutrient, roleToken, unique } from './dishesTestKit';

let t: TestServer;
let admin: string;
let admin2: string;
let protein: number;
let fat: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  protein = await nutrient(t, 1, 'protein', '蛋白质');
  fat = await nutrient(t, 1, 'fat', '脂肪');
});
afterAll(() => t.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
const page = (content: Record<string, unknown>, token = admin) => ok<Page<Dish>>(t, 'menuDishes.dishPage', content, token);
const names = (p: Page<{ dishName: string }>) => p.records.map((d) => d.dishName).sort();

async function addDish(content: Record<string, unknown>, token = admin): Promise<number> {
  return (await ok<{ dishesId: number }>(t, 'menuDishes.dishAdd', { price: 1200, ...content }, token)).dishesId;
}
const state = async (dishesId: number) => (await t.db.query<{ audit_state: string }>(`SELECT audit_state FROM menu_dishes WHERE id = $1`, [dishesId]))[0]?.audit_state;

describe('dishes', () => {
  it('adds, reads, edits and removes a dish with classifications, images and ingredients', async () => {
    const typeId = await dishType(t, admin);
    const cook = (await ok<{ classId: number }>(t, 'menuDishes.cookAdd', { className: unique('炒锅') }, admin)).classId;
    const taste = (await ok<{ classId: number }>(t, 'menuDishes.tasteAdd', { className: unique('咸鲜') }, admin)).classId;
    const pork = await material(t, 1, unique('五花肉'), { [protein]: 13.2, [fat]: 37 });
    const name = unique('红烧肉');
    const dishesId = await addDish({
      dishName: name,
      typeId,
      cookId: cook,
      classIds: [taste],
      price: 1500,
      boxFee: 50,
      discountPrice: 1300,
      weightG: 250,
      images: ['/files/dishes/a.png', 'https://cdn.example.com/b.jpg'],
      description: '肥而不腻',
      detailHtml: '<p>慢炖<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
      chef: '王师傅',
      recommended: true,
      stock: 40,
      purchaseLimit: 2,
      ingredients: [{ materialId: pork, grams: 150 }],
    });
    const detail = await ok<DishDetail>(t, 'menuDishes.dishDetail', { dishesId }, admin);
    expect(detail).toEqual(
      expect.objectContaining({
        dishName: name,
        typeId,
        cookId: cook,
        classes: [expect.objectContaining({ classId: taste, kind: 'taste' })],
        price: 1500,
        boxFee: 50,
        discountPrice: 1300,
        weightG: 250,
        images: ['/files/dishes/a.png', 'https://cdn.example.com/b.jpg'],
        chef: '王师傅',
        recommended: true,
        stock: 40,
        purchaseLimit: 2,
        onShelf: true,
        auditState: 'pending',
        detailHtml: '<p>慢炖<img src="x" /></p>',
        ingredients: [expect.objectContaining({ materialId: pork, grams: 150 })],
      }),
    );
    expect(detail.pinyinInitials.startsWith('hsr')).toBe(true);

    await ok(t, 'menuDishes.dishEdit', { dishesId, dishName: name, typeId, price: 1500, chef: '李师傅', ingredients: [{ materialId: pork, grams: 150 }] }, admin);
    const edited = await ok<DishDetail>(t, 'menuDishes.dishDetail', { dishesId: String(dishesId) }, admin);
    expect(edited).toEqual(expect.objectContaining({ chef: '李师傅', cookId: null, classes: [], images: [], stock: null, discountPrice: null }));

    await ok(t, 'menuDishes.dishRemove', { dishesId }, admin);
    expect((await call('menuDishes.dishDetail', { dishesId })).code).toBe(Code.NOT_FOUND);
    expect(await count(t, `menu_dish_ingredients WHERE dish_id = ${dishesId}`)).toBe(0);
  });

  it('finds 红烧肉 by its pinyin initials and by its full pinyin, and filters by type, class, state and shelf', async () => {
    const typeId = await dishType(t, admin);
    const other = await dishType(t, admin);
    const label = (await ok<{ classId: number }>(t, 'menuDishes.labelAdd', { className: unique('招牌') }, admin)).classId;
    const hsr = await addDish({ dishName: '红烧肉', typeId, classIds: [label] });
    await addDish({ dishName: '番茄炒蛋', typeId: other, recommended: true });
    expect(names(await page({ keyword: 'hsr' }))).toEqual(['红烧肉']);
    expect(names(await page({ keyword: 'hongshao' }))).toEqual(['红烧肉']);
    expect(names(await page({ keyword: 'HongShao Rou' }))).toEqual(['红烧肉']);
    expect(names(await page({ keyword: '烧肉' }))).toEqual(['红烧肉']);
    expect(names(await page({ keyword: 'fqcd' }))).toEqual(['番茄炒蛋']);
    expect(names(await page({ typeId }))).toEqual(['红烧肉']);
    expect(names(await page({ classId: label }))).toEqual(['红烧肉']);
    expect(names(await page({ recommended: true, keyword: 'fq' }))).toEqual(['番茄炒蛋']);
    expect((await page({ auditState: 'approved', keyword: 'hsr' })).total).toBe(0);
    await ok(t, 'menuDishes.dishShelf', { dishesIds: [hsr], onShelf: false }, admin);
    expect((await page({ onShelf: false, keyword: 'hsr' })).records.map((d) => d.dishesId)).toEqual([hsr]);
    // Pickers show only approved dishes on shelf.
    expect((await ok<DishBasicsRow[]>(t, 'menuDishes.dishBasics', { keyword: 'hsr' }, admin)).length).toBe(0);
    await ok(t, 'menuDishes.dishAudit', { dishesIds: [hsr], approve: true }, admin);
    await ok(t, 'menuDishes.dishShelf', { dishesIds: [hsr], onShelf: true }, admin);
    expect(await ok<DishBasicsRow[]>(t, 'menuDishes.dishBasics', { keyword: 'hongshao' }, admin)).toEqual([expect.objectContaining({ dishesId: hsr, dishName: '红烧肉', pinyinInitials: 'hsr' })]);
  });

  it('computes nutrition as the sum over the ingredients (150 g × 13.2 + 50 g × 6.0 per 100 g = 22.8 g protein)', async () => {
    const typeId = await dishType(t, admin);
    const pork = await material(t, 1, unique('猪里脊'), { [protein]: 13.2, [fat]: 7.9 });
    const pepper = await material(t, 1, unique('青椒'), { [protein]: 6.0 });
    const dishesId = await addDish({
      dishName: unique('青椒肉丝'),
      typeId,
      weightG: 400,
      ingredients: [
        { materialId: pork, grams: 150 },
        { materialId: pepper, grams: 50 },
      ],
    });
    const detail = await ok<DishDetail>(t, 'menuDishes.dishDetail', { dishesId }, admin);
    const amount = (list: DishDetail['nutrition'], id: number) => list.find((n) => n.nutrientId === id)?.amount;
    expect(amount(detail.nutrition, protein)).toBe(22.8);
    expect(amount(detail.nutrition, fat)).toBe(11.85);
    expect(detail.portionGrams).toBe(400);
    expect(amount(detail.nutritionPer100g, protein)).toBe(5.7);
    const v2 = await ok<Page<DishWithNutrition>>(t, 'menuDishes.dishPageV2', { typeId }, admin);
    expect(v2.records[0].nutrition.find((n) => n.code === 'protein')).toEqual(expect.objectContaining({ amount: 22.8, unit: 'g' }));
  });

  it('reviews dishes: a new dish and a change of name, price or ingredients wait for review; other edits do not', async () => {
    const typeId = await dishType(t, admin);
    const rice = await material(t, 1, unique('大米'));
    const name = unique('米饭');
    const dishesId = await addDish({ dishName: name, typeId, price: 100, ingredients: [{ materialId: rice, grams: 100 }] });
    const edit = (content: Record<string, unknown>) => ok(t, 'menuDishes.dishEdit', { dishesId, dishName: name, typeId, price: 100, ingredients: [{ materialId: rice, grams: 100 }], ...content }, admin);
    expect(await state(dishesId)).toBe('pending');
    // Rejecting needs a reason.
    expect((await call('menuDishes.dishAudit', { dishesIds: [dishesId], approve: false })).code).toBe(Code.VALIDATION);
    await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: false, reason: '价格偏高' }, admin);
    expect((await ok<Page<Dish>>(t, 'menuDishes.dishPage', { auditState: 'rejected', typeId }, admin)).records[0]).toEqual(
      expect.objectContaining({ auditState: 'rejected', auditReason: '价格偏高', auditedBy: 'admin' }),
    );
    // Only a pending dish is reviewed.
    expect((await call('menuDishes.dishAudit', { dishesIds: [dishesId], approve: true })).code).toBe(Code.CONFLICT);
    await edit({ chef: '张师傅' });
    expect(await state(dishesId)).toBe('pending');
    await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }, admin);
    expect(await state(dishesId)).toBe('approved');
    await edit({ description: '东北大米', recommended: true, discountPrice: 80 });
    expect(await state(dishesId)).toBe('approved');
    await edit({ price: 150 });
    expect(await state(dishesId)).toBe('pending');
    await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }, admin);
    await edit({ price: 150, ingredients: [{ materialId: rice, grams: 120 }] });
    expect(await state(dishesId)).toBe('pending');
    await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }, admin);
    await edit({ price: 150, ingredients: [{ materialId: rice, grams: 120 }], dishName: `${name}大碗` });
    expect(await state(dishesId)).toBe('pending');
  });

  it('refuses bad input with a coded reply and writes nothing', async () => {
    const typeId = await dishType(t, admin);
    const cook = (await ok<{ classId: number }>(t, 'menuDishes.cookAdd', { className: unique('蒸柜') }, admin)).classId;
    const mat = await material(t, 1, unique('鸡蛋'));
    const taken = unique('煮鸡蛋');
    await addDish({ dishName: taken, typeId });
    const before = await count(t, 'menu_dishes');
    const cases: [Record<string, unknown>, string][] = [
      [{ dishName: '', typeId }, 'dishName'],
      [{ dishName: 'x'.repeat(51), typeId }, 'dishName'],
      [{ dishName: taken, typeId }, 'dishName'],
      [{ dishName: unique('a'), typeId, price: -1 }, 'price'],
      [{ dishName: unique('a'), typeId, price: 12.5 }, 'price'],
      [{ dishName: unique('a'), typeId, discountPrice: 5000 }, 'discountPrice'],
      [{ dishName: unique('a'), typeId: 999999 }, 'typeId'],
      [{ dishName: unique('a'), typeId, classIds: [cook] }, 'classIds'],
      [{ dishName: unique('a'), typeId, cookId: 999999 }, 'cookId'],
      [{ dishName: unique('a'), typeId, images: Array(6).fill('/files/a.png') }, 'images'],
      [{ dishName: unique('a'), typeId, images: ['javascript:alert(1)'] }, 'images.0'],
      [{ dishName: unique('a'), typeId, description: 'x'.repeat(201) }, 'description'],
      [{ dishName: unique('a'), typeId, ingredients: [{ materialId: 999999, grams: 10 }] }, 'ingredients'],
      [{ dishName: unique('a'), typeId, ingredients: [{ materialId: mat, grams: 0 }] }, 'ingredients.0.grams'],
      [{ dishName: unique('a'), typeId, ingredients: [{ materialId: mat, grams: 1.234 }] }, 'ingredients.0.grams'],
      [
        {
          dishName: unique('a'),
          typeId,
          ingredients: [
            { materialId: mat, grams: 10 },
            { materialId: mat, grams: 20 },
          ],
        },
        'ingredients',
      ],
      [{ dishName: unique('a'), typeId, purchaseLimit: 0 }, 'purchaseLimit'],
    ];
    for (const [content, field] of cases) {
      const r = await t.call<{ fields: { field: string }[] }>('menuDishes.dishAdd', { price: 1000, ...content }, { token: admin });
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
    expect(await count(t, 'menu_dishes')).toBe(before);
  });

  it('refuses removing a dish a recipe uses, and removes several at once or none', async () => {
    const typeId = await dishType(t, admin);
    const used = await addDish({ dishName: unique('麻婆豆腐'), typeId });
    const free = await addDish({ dishName: unique('清炒西兰花'), typeId });
    const canteen = (await t.db.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0]?.id ?? (await ok<{ canteenId: number }>(t, 'canteens.canteenAdd', { canteenName: unique('食堂') }, admin)).canteenId;
    const recipe = (await t.db.query<{ id: number }>(`INSERT INTO menu_recipes (merchant_id, canteen_id, recipe_date, meal_type) VALUES (1, $1, '2030-01-02', 2) RETURNING id`, [canteen]))[0].id;
    await t.db.query(`INSERT INTO menu_recipe_details (merchant_id, recipe_id, dish_id) VALUES (1, $1, $2)`, [recipe, used]);
    const r = await call('menuDishes.dishRemove', { dishesId: used });
    expect(r.code).toBe(Code.CONFLICT);
    expect(r.msg).toContain('recipe');
    expect((await call('menuDishes.dishRemoveBatch', { dishesIds: [free, used] })).code).toBe(Code.CONFLICT);
    expect(await count(t, `menu_dishes WHERE id IN (${free}, ${used})`)).toBe(2);
    await t.db.query(`DELETE FROM menu_recipes WHERE id = $1`, [recipe]);
    await ok(t, 'menuDishes.dishRemoveBatch', { dishesIds: [free, used] }, admin);
    expect(await count(t, `menu_dishes WHERE id IN (${free}, ${used})`)).toBe(0);
  });

  it("neither shows nor changes another merchant's dishes, and refuses another merchant's types and materials", async () => {
    const typeId = await dishType(t, admin);
    const dishesId = await addDish({ dishName: unique('宫保鸡丁'), typeId });
    const theirMaterial = await material(t, 2, unique('鸡腿'));
    const theirType = await dishType(t, admin2);
    expect((await ok<Page<Dish>>(t, 'menuDishes.dishPage', { typeId }, admin2)).total).toBe(0);
    for (const [id, content] of [
      ['menuDishes.dishDetail', { dishesId }],
      ['menuDishes.dishEdit', { dishesId, dishName: 'x', typeId: theirType, price: 1 }],
      ['menuDishes.dishRemove', { dishesId }],
      ['menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }],
      ['menuDishes.dishShelf', { dishesIds: [dishesId], onShelf: false }],
      ['menuDishes.likeEmpty', { dishesId }],
    ] as const) {
      expect((await call(id, content, admin2)).code, id).toBe(Code.NOT_FOUND);
    }
    expect(await state(dishesId)).toBe('pending');
    expect((await call('menuDishes.dishAdd', { dishName: unique('b'), typeId, price: 1 }, admin2)).code).toBe(Code.VALIDATION);
    expect((await call('menuDishes.dishAdd', { dishName: unique('b'), typeId: theirType, price: 1, ingredients: [{ materialId: (await material(t, 1, unique('m'))), grams: 5 }] }, admin2)).code).toBe(Code.VALIDATION);
    expect((await call('menuDishes.dishAdd', { dishName: unique('b'), typeId, price: 1, ingredients: [{ materialId: theirMaterial, grams: 5 }] })).code).toBe(Code.VALIDATION);
  });

  it('refuses a role without the dishes menu (40300)', async () => {
    const token = await roleToken(t, admin, { menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 304000) });
    for (const id of ['menuDishes.dishPage', 'menuDishes.dishPageV2', 'menuDishes.dishBasics', 'menuDishes.dishOptions']) {
      expect((await call(id, {}, token)).code, id).toBe(Code.FORBIDDEN);
    }
    expect((await call('menuDishes.dishAdd', { dishName: unique('c'), typeId: await dishType(t, admin), price: 1 }, token)).code).toBe(Code.FORBIDDEN);
  });

  it('limits a role to the dish types of its scope: others are not found, not listed and cannot be added', async () => {
    const inside = await dishType(t, admin);
    const outside = await dishType(t, admin);
    const mine = await addDish({ dishName: unique('鱼香茄子'), typeId: inside });
    const theirs = await addDish({ dishName: unique('红烧鱼块'), typeId: outside });
    const token = await roleToken(t, admin, { dishScopeIds: [inside] });
    const seen = (await ok<Page<Dish>>(t, 'menuDishes.dishPage', { limit: 500 }, token)).records.map((d) => d.dishesId);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(theirs);
    expect((await call('menuDishes.dishDetail', { dishesId: theirs }, token)).code).toBe(Code.NOT_FOUND);
    expect((await call('menuDishes.dishEdit', { dishesId: theirs, dishName: 'x', typeId: inside, price: 1 }, token)).code).toBe(Code.NOT_FOUND);
    expect((await call('menuDishes.dishRemove', { dishesId: theirs }, token)).code).toBe(Code.NOT_FOUND);
    expect((await call('menuDishes.dishAdd', { dishName: unique('d'), typeId: outside, price: 1 }, token)).code).toBe(Code.VALIDATION);
    // Moving one's own dish to a type outside the scope is refused too.
    expect((await call('menuDishes.dishEdit', { dishesId: mine, dishName: unique('e'), typeId: outside, price: 1 }, token)).code).toBe(Code.VALIDATION);
    const options = await ok<{ types: { typeId: number }[] }>(t, 'menuDishes.dishOptions', {}, token);
    expect(options.types.map((o) => o.typeId)).toEqual([inside]);
    expect((await call('menuDishes.typeRemove', { id: outside }, token)).code).toBe(Code.NOT_FOUND);
  });
});
