import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Dish, type LikeRank, type Page, type SurveyAnswer } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addOrg, addPerson } from '../../testing/money';
import { ok } from '../../testing/api';
import { count, dishType, roleToken, unique } from './dishesTestKit';

let t: TestServer;
let admin: string;
let admin2: string;
let device: string;
let device2: string;

async function deviceToken(token: string, merchantId: number): Promise<string> {
  const canteenId =
    (await t.db.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = $1 ORDER BY id LIMIT 1`, [merchantId]))[0]?.id ??
    (await ok<{ canteenId: number }>(t, 'canteens.canteenAdd', { canteenName: unique('食堂') }, token)).canteenId;
  const serialNumber = unique('LIKE-');
  const d = await ok<{ secret: string }>(t, 'devices.machineAdd', { name: serialNumber, type: 'lishixiaofeiji', serialNumber, canteenId, ip: '' }, token);
  return (await ok<{ token: string }>(t, 'devices.deviceLogin', { serialNumber, secret: d.secret }, token)).token;
}

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  [device, device2] = await Promise.all([deviceToken(admin, 1), deviceToken(admin2, 2)]);
});
afterAll(() => t.close());

async function approvedDish(typeId: number, name = unique('菜')): Promise<number> {
  const { dishesId } = await ok<{ dishesId: number }>(t, 'menuDishes.dishAdd', { dishName: name, typeId, price: 800 }, admin);
  await ok(t, 'menuDishes.dishAudit', { dishesIds: [dishesId], approve: true }, admin);
  return dishesId;
}
const like = (content: Record<string, unknown>, token = device) => t.call<{ likeId: number; repeated: boolean }>('menuDishes.surveyAdd', content, { token });

describe('likes and surveys', () => {
  it('records one like a person, dish and day from a device, ranks dishes by likes and lists the survey answers', async () => {
    const typeId = await dishType(t, admin);
    const org = await addOrg(t.db, 1);
    const [a, b, c] = [await addPerson(t.db, 1, org, '张三'), await addPerson(t.db, 1, org, '李四'), await addPerson(t.db, 1, org, '王五')];
    const top = await approvedDish(typeId, unique('红烧肉'));
    const second = await approvedDish(typeId, unique('番茄炒蛋'));

    const first = await like({ custId: a.custId, dishesId: top, score: 5, comment: '好吃' });
    expect(first.code, first.msg).toBe(Code.OK);
    expect(first.data.repeated).toBe(false);
    // Again the same day: the same like, its answer updated (an empty comment keeps the old one).
    const again = await like({ custId: a.custId, dishesId: top, score: 4 });
    expect(again.data).toEqual({ likeId: first.data.likeId, repeated: true });
    expect((await like({ custId: b.custId, dishesId: top })).code).toBe(Code.OK);
    expect((await like({ custId: c.custId, dishesId: top, score: 3, comment: '偏咸' })).code).toBe(Code.OK);
    expect((await like({ custId: c.custId, dishesId: second, score: 5 })).code).toBe(Code.OK);
    expect(await count(t, `menu_dish_likes WHERE dish_id = ${top}`)).toBe(3);

    const ranking = await ok<Page<LikeRank>>(t, 'menuDishes.likeRanking', { typeId }, admin);
    expect(ranking.records).toEqual([
      expect.objectContaining({ rank: 1, dishesId: top, likeCount: 3, scoreCount: 2, avgScore: 3.5 }),
      expect.objectContaining({ rank: 2, dishesId: second, likeCount: 1, scoreCount: 1, avgScore: 5 }),
    ]);
    // A range of days with none.
    expect((await ok<Page<LikeRank>>(t, 'menuDishes.likeRanking', { typeId, startDate: '2000-01-01', endDate: '2000-01-31' }, admin)).total).toBe(0);

    const answers = await ok<Page<SurveyAnswer>>(t, 'menuDishes.surveyList', { dishesId: top }, admin);
    expect(answers.records.map((r) => [r.custName, r.score, r.comment]).sort()).toEqual([
      ['张三', 4, '好吃'],
      ['王五', 3, '偏咸'],
    ]);
    expect((await ok<Page<SurveyAnswer>>(t, 'menuDishes.surveyList', { custName: '王', score: 5 }, admin)).records.map((r) => r.dishesId)).toEqual([second]);
    expect((await ok<Page<Dish>>(t, 'menuDishes.dishPage', { typeId }, admin)).records.find((d) => d.dishesId === top)?.likeCount).toBe(3);

    expect(await ok(t, 'menuDishes.likeEmpty', { dishesId: top }, admin)).toEqual({ removed: 3 });
    expect(await count(t, `menu_dish_likes WHERE dish_id = ${top}`)).toBe(0);
    expect(await count(t, `menu_dish_likes WHERE dish_id = ${second}`)).toBe(1);
  });

  it('refuses bad input, a dish not approved, and people and dishes of another merchant; writes nothing', async () => {
    const typeId = await dishType(t, admin);
    const dish = await approvedDish(typeId);
    const pending = (await ok<{ dishesId: number }>(t, 'menuDishes.dishAdd', { dishName: unique('待审'), typeId, price: 100 }, admin)).dishesId;
    const person = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const stranger = await addPerson(t.db, 2, await addOrg(t.db, 2));
    const before = await count(t, 'menu_dish_likes');
    expect((await like({ custId: person.custId, dishesId: dish, score: 6 })).code).toBe(Code.VALIDATION);
    expect((await like({ custId: person.custId, dishesId: dish, score: 0 })).code).toBe(Code.VALIDATION);
    expect((await like({ custId: person.custId, dishesId: dish, comment: 'x'.repeat(201) })).code).toBe(Code.VALIDATION);
    expect((await like({ custId: person.custId, dishesId: pending })).code).toBe(Code.VALIDATION);
    expect((await like({ custId: stranger.custId, dishesId: dish })).code).toBe(Code.VALIDATION);
    expect((await like({ custId: 999999, dishesId: dish })).code).toBe(Code.VALIDATION);
    // Merchant 2's device: merchant 1's dish is unknown to it.
    expect((await like({ custId: stranger.custId, dishesId: dish }, device2)).code).toBe(Code.VALIDATION);
    // A manager's token is not a device's.
    expect((await like({ custId: person.custId, dishesId: dish }, admin)).code).not.toBe(Code.OK);
    expect(await count(t, 'menu_dish_likes')).toBe(before);
    expect((await ok<Page<LikeRank>>(t, 'menuDishes.likeRanking', {}, admin2)).records.map((r) => r.dishesId)).not.toContain(dish);
  });

  it('keeps likes of dishes outside a role’s scope from it, and refuses a role without the dishes menu', async () => {
    const inside = await dishType(t, admin);
    const outside = await dishType(t, admin);
    const mine = await approvedDish(inside);
    const theirs = await approvedDish(outside);
    const person = await addPerson(t.db, 1, await addOrg(t.db, 1));
    for (const dishesId of [mine, theirs]) expect((await like({ custId: person.custId, dishesId, score: 4, comment: '不错' })).code).toBe(Code.OK);
    const scoped = await roleToken(t, admin, { dishScopeIds: [inside] });
    expect((await ok<Page<LikeRank>>(t, 'menuDishes.likeRanking', { limit: 500 }, scoped)).records.map((r) => r.dishesId)).toEqual([mine]);
    expect((await ok<Page<SurveyAnswer>>(t, 'menuDishes.surveyList', { limit: 500 }, scoped)).records.map((r) => r.dishesId)).toEqual([mine]);
    expect((await t.call('menuDishes.likeEmpty', { dishesId: theirs }, { token: scoped })).code).toBe(Code.NOT_FOUND);
    // A role limited to other organisations sees none of this person's answers.
    const otherOrg = await addOrg(t.db, 1);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: unique('r_org'), roleName: unique('org'), roleDesc: '', menuIds: MERCHANT_MENU_IDS }, admin);
    await ok(t, 'admin.effectiveSave', { roleId, canteenIds: null, orgIds: [otherOrg], dishScopeIds: null }, admin);
    const username = unique('orgu');
    await ok(t, 'admin.userAdd', { username, password: await t.encrypt('Passw0rd!'), realName: username, roleId }, admin);
    const orgLimited = await t.token(username, 'Passw0rd!');
    expect((await ok<Page<SurveyAnswer>>(t, 'menuDishes.surveyList', { limit: 500 }, orgLimited)).records.map((r) => r.custId)).not.toContain(person.custId);
    expect((await ok<Page<SurveyAnswer>>(t, 'menuDishes.surveyList', { limit: 500 }, admin)).records.map((r) => r.custId)).toContain(person.custId);
    const noMenu = await roleToken(t, admin, { menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 304000) });
    for (const id of ['menuDishes.likeRanking', 'menuDishes.surveyList', 'menuDishes.importFailPage']) expect((await t.call(id, {}, { token: noMenu })).code, id).toBe(Code.FORBIDDEN);
    expect((await t.call('menuDishes.likeEmpty', { dishesId: mine }, { token: noMenu })).code).toBe(Code.FORBIDDEN);
  });
});
