import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, endpointById, type AiDish, type AiMeal, type AiMenuConfig, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { aiCanteens, aiDishes } from './aiDishes';
import { allDishes, nextMealToReview, pageMeals } from './aiMeals';
import { aiConfigs } from './aiConfig';

type Fields = { fields: { field: string; message: string }[] };
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (data = PNG_1X1) => ({ name: 'dish.png', type: 'image/png', data });

let t: TestServer;
let admin: string;
let admin2: string;
const canteen = { a: 0, b: 0, m2: 0 };
let serial = 0;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  const add = async (merchant: number, name: string) =>
    (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchant, name]))[0].id;
  canteen.a = await add(1, 'AI test A');
  canteen.b = await add(1, 'AI test B');
  canteen.m2 = await add(2, 'AI test M2');
});
afterAll(() => t.close());

const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

async function addDevice(type: string, canteenId = canteen.a, token = admin) {
  const r = await t.call<{ deviceId: number; serialNumber: string; secret: string }>(
    'devices.machineAdd',
    { name: 'Recogniser', type, serialNumber: `AI-${++serial}`, canteenId, ip: '' },
    { token },
  );
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data;
}
async function deviceToken(type = 'dishidentification', canteenId = canteen.a, token = admin) {
  const d = await addDevice(type, canteenId, token);
  const r = await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: d.serialNumber, secret: d.secret });
  expect(r.code, r.msg).toBe(Code.OK);
  return { deviceId: d.deviceId, token: r.data.token };
}
async function addDish(content: Record<string, unknown>, token = admin) {
  const r = await t.call<{ aiDishId: number }>('devicesAi.dishAdd', { canteenId: canteen.a, ...content }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.aiDishId;
}
const upload = (aiDishId: unknown, file = png(), token = admin) => t.call<{ pictureId: number; url: string }>('devicesAi.pictureUpload', { aiDishId }, { token, file });

describe('AI menu config', () => {
  it('adds one config per canteen with its dish-recognition devices, edits and removes it', async () => {
    const recogniser = await addDevice('AIcaipinshibie');
    const r = await t.call<{ menuaiId: number }>('devicesAi.configAdd', { canteenId: canteen.a, confidenceThreshold: 70, deviceIds: [recogniser.deviceId] }, { token: admin });
    expect(r.code, r.msg).toBe(Code.OK);
    const page = await t.call<Page<AiMenuConfig>>('devicesAi.configPage', { canteenId: canteen.a }, { token: admin });
    expect(page.data.records).toEqual([
      expect.objectContaining({ menuaiId: r.data.menuaiId, canteenName: 'AI test A', enabled: true, confidenceThreshold: 70, autoSettle: false, deviceIds: [recogniser.deviceId] }),
    ]);
    const again = await t.call<Fields>('devicesAi.configAdd', { canteenId: canteen.a }, { token: admin });
    expect(again.code).toBe(Code.VALIDATION);
    expect(again.data.fields[0].field).toBe('canteenId');

    const edit = await t.call('devicesAi.configUpdate', { menuaiId: r.data.menuaiId, enabled: true, confidenceThreshold: 60, autoSettle: true, deviceIds: [] }, { token: admin });
    expect(edit.code, edit.msg).toBe(Code.OK);
    expect((await aiConfigs.get(testCtx(t.db, 1), r.data.menuaiId)).confidenceThreshold).toBe(60);

    const removed = await t.call('devicesAi.configRemove', { id: r.data.menuaiId }, { token: admin });
    expect(removed.code).toBe(Code.OK);
    expect(await count('ai_menu_configs')).toBe(0);
  });

  it('refuses a threshold over 100, a device of another type or canteen, and writes nothing', async () => {
    const till = await addDevice('lishixiaofeiji');
    const elsewhere = await addDevice('dishidentification', canteen.b);
    const bad = await t.call<Fields>('devicesAi.configAdd', { canteenId: canteen.a, confidenceThreshold: 101 }, { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field)).toEqual(['confidenceThreshold']);
    for (const deviceId of [till.deviceId, elsewhere.deviceId]) {
      const r = await t.call<Fields>('devicesAi.configAdd', { canteenId: canteen.a, deviceIds: [deviceId] }, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(r.data.fields[0]).toEqual({ field: 'deviceIds', message: 'Choose dish-recognition devices of this canteen only' });
    }
    expect(await count('ai_menu_configs')).toBe(0);
  });

  it("does not let another merchant see or change a config", async () => {
    const r = await t.call<{ menuaiId: number }>('devicesAi.configAdd', { canteenId: canteen.b }, { token: admin });
    expect((await t.call('devicesAi.configUpdate', { menuaiId: r.data.menuaiId, deviceIds: [] }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.configRemove', { id: r.data.menuaiId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.configAdd', { canteenId: canteen.a }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<AiMenuConfig>>('devicesAi.configPage', {}, { token: admin2 })).data.total).toBe(0);
    await t.call('devicesAi.configRemove', { id: r.data.menuaiId }, { token: admin });
  });
});

describe('AI dishes and pictures (menuai)', () => {
  it('adds dishes, uploads pictures checked by content, pages them, edits and removes', async () => {
    const rice = await addDish({ dishName: 'Braised pork rice', dishNumber: 101 });
    const up = await upload(rice);
    expect(up.code, up.msg).toBe(Code.OK);
    expect(up.data.url).toMatch(/^\/files\/1\/menuai\/.+\.png$/);

    const page = await t.call<Page<AiDish>>('devicesAi.dishPage', { canteenId: canteen.a, dishName: 'pork' }, { token: admin });
    expect(page.data.records).toEqual([
      expect.objectContaining({ aiDishId: rice, dishNumber: 101, canteenName: 'AI test A', pictureCount: 1, pictures: [{ pictureId: up.data.pictureId, url: up.data.url, mealId: null }] }),
    ]);
    const byNumber = await t.call<Page<AiDish>>('devicesAi.dishPage', { dishNumber: 102 }, { token: admin });
    expect(byNumber.data.total).toBe(0);

    const numbers = await t.call<Page<{ dishNumber: number; pictureCount: number; recognisedCount: number }>>('devicesAi.numberPage', { canteenId: canteen.a }, { token: admin });
    expect(numbers.data.records).toEqual([expect.objectContaining({ dishNumber: 101, pictureCount: 1, recognisedCount: 0 })]);

    const canteens = await t.call<{ canteenId: number; dishCount: number; pictureCount: number; configured: boolean }[]>('devicesAi.canteenList', {}, { token: admin });
    expect(canteens.data.find((c) => c.canteenId === canteen.a)).toMatchObject({ dishCount: 1, pictureCount: 1, configured: false });

    const edit = await t.call('devicesAi.dishUpdate', { aiDishId: rice, dishName: 'Pork rice', dishNumber: 111, enabled: false }, { token: admin });
    expect(edit.code, edit.msg).toBe(Code.OK);
    expect(await aiDishes.get(testCtx(t.db, 1), rice)).toMatchObject({ dishName: 'Pork rice', dishNumber: 111, enabled: false });

    expect((await t.call('devicesAi.pictureRemove', { id: up.data.pictureId }, { token: admin })).code).toBe(Code.OK);
    expect(await count('ai_dish_pictures')).toBe(0);
    expect((await t.call('devicesAi.dishRemove', { id: rice }, { token: admin })).code).toBe(Code.OK);
    expect(await count('ai_dishes')).toBe(0);
  });

  it('refuses a taken number, bad fields and wrong pictures, writing nothing', async () => {
    const soup = await addDish({ dishName: 'Soup', dishNumber: 201 });
    const taken = await t.call<Fields>('devicesAi.dishAdd', { canteenId: canteen.a, dishName: 'Other', dishNumber: 201 }, { token: admin });
    expect(taken.code).toBe(Code.VALIDATION);
    expect(taken.data.fields[0].field).toBe('dishNumber');
    // The same number in another canteen is another dish.
    await addDish({ canteenId: canteen.b, dishName: 'Soup B', dishNumber: 201 });
    const bad = await t.call<Fields>('devicesAi.dishAdd', { canteenId: canteen.a, dishName: ' ', dishNumber: 0 }, { token: admin });
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['dishName', 'dishNumber']);
    expect(await count('ai_dishes')).toBe(2);

    const filesBefore = await count('sys_files');
    const text = await upload(soup, { name: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect(text.code).toBe(Code.VALIDATION);
    expect(text.msg).toBe('Only JPG, GIF, BMP or PNG images can be uploaded!');
    const big = await upload(soup, png(Buffer.concat([PNG_1X1, Buffer.alloc(500 * 1024)])));
    expect(big.code).toBe(Code.VALIDATION);
    expect(big.msg).toBe('The image must be smaller than 500KB!');
    expect(await count('ai_dish_pictures')).toBe(0);
    expect(await count('sys_files')).toBe(filesBefore);
  });

  it("answers not found for another merchant's dishes and pictures", async () => {
    const dish = await addDish({ dishName: 'Noodles', dishNumber: 301 });
    const pic = await upload(dish);
    expect((await upload(dish, png(), admin2)).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.dishUpdate', { aiDishId: dish, dishName: 'x', dishNumber: 9, enabled: true }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.dishRemove', { id: dish }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.pictureRemove', { id: pic.data.pictureId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<AiDish>>('devicesAi.dishPage', {}, { token: admin2 })).data.total).toBe(0);
    expect(await aiDishes.get(testCtx(t.db, 1), dish)).toMatchObject({ dishName: 'Noodles', pictureCount: 1 });
  });

  it('hides dishes of canteens outside the role’s data scope', async () => {
    const onlyB = testCtx(t.db, 1, { canteenIds: [canteen.b] });
    const page = await aiDishes.page(onlyB, { page: 1, limit: 100 });
    expect(page.records.every((d) => d.canteenId === canteen.b)).toBe(true);
    const inA = (await aiDishes.list(testCtx(t.db, 1), { canteenId: canteen.a }))[0];
    await expect(aiDishes.get(onlyB, inA.aiDishId)).rejects.toMatchObject({ code: Code.NOT_FOUND });
    expect((await aiCanteens(onlyB)).map((c) => c.canteenId)).toEqual([canteen.b]);
    expect((await allDishes(onlyB)).every((d) => d.canteenId === canteen.b)).toBe(true);
  });
});

describe('AI food cleaning', () => {
  let device: { deviceId: number; token: string };
  let beef = 0;
  let tofu = 0;
  const meal = (tradeNo: string, dishes: { dishNumber: number; confidence: number }[], token = device.token) =>
    t.call<{ mealId: number; duplicate: boolean; needsReview: boolean }>('devicesAi.deviceMeal', { deviceTradeNo: tradeNo, at: '2025-03-04T04:30:00Z', dishes }, { token });

  beforeAll(async () => {
    await t.call('devicesAi.configAdd', { canteenId: canteen.a, confidenceThreshold: 80 }, { token: admin });
    device = await deviceToken();
    beef = await addDish({ dishName: 'Beef', dishNumber: 501 });
    tofu = await addDish({ dishName: 'Tofu', dishNumber: 502 });
  });

  it('stores a device meal once per trade number', async () => {
    const first = await meal('T-1', [{ dishNumber: 501, confidence: 95 }]);
    expect(first.data).toEqual({ mealId: expect.any(Number), duplicate: false, needsReview: false });
    const again = await meal('T-1', [{ dishNumber: 502, confidence: 10 }]);
    expect(again.data).toEqual({ mealId: first.data.mealId, duplicate: true, needsReview: false });
    expect(await count('ai_meals')).toBe(1);
    expect(await count('ai_meal_dishes')).toBe(1);
  });

  it('refuses bad uploads and devices that do not recognise dishes, writing nothing', async () => {
    const bad = await t.call<Fields>('devicesAi.deviceMeal', { deviceTradeNo: '', at: 'yesterday', dishes: [] }, { token: device.token });
    expect(bad.code).toBe(Code.VALIDATION);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['at', 'deviceTradeNo', 'dishes']);
    const till = await deviceToken('lishixiaofeiji');
    expect((await meal('T-X', [{ dishNumber: 501, confidence: 90 }], till.token)).code).toBe(Code.BUSINESS_RULE);
    expect((await meal('T-Y', [{ dishNumber: 501, confidence: 90 }], admin)).code).not.toBe(Code.OK);
    expect(await count('ai_meals')).toBe(1);
  });

  it('reviews: doubtful meals first, corrections kept, pictures from the reviewed meal', async () => {
    const doubtful = await meal('T-2', [
      { dishNumber: 501, confidence: 40 },
      { dishNumber: 999, confidence: 90 },
    ]);
    expect(doubtful.data.needsReview).toBe(true);

    const next = await t.call<AiMeal>('devicesAi.mealReview', {}, { token: admin });
    expect(next.data).toMatchObject({ mealId: doubtful.data.mealId, reviewed: false, needsReview: true });
    expect(next.data.dishes.map((d) => [d.dishNumber, d.dishName, d.lowConfidence])).toEqual([
      [501, 'Beef', true],
      [999, '', false],
    ]);

    const early = await t.call('devicesAi.mealDishPicture', { mealId: doubtful.data.mealId, aiDishId: tofu }, { token: admin, file: png() });
    expect(early.code).toBe(Code.BUSINESS_RULE);

    // The unknown number was a wrong guess; tofu was missed.
    expect((await t.call('devicesAi.mealDishRemove', { id: next.data.dishes[1].mealDishId }, { token: admin })).code).toBe(Code.OK);
    const added = await t.call<{ mealDishId: number }>('devicesAi.mealDishAdd', { mealId: doubtful.data.mealId, aiDishId: tofu }, { token: admin });
    expect(added.code, added.msg).toBe(Code.OK);
    const review = await t.call<{ corrected: boolean }>('devicesAi.reviewOne', { mealId: doubtful.data.mealId, aiDishIds: [beef, tofu] }, { token: admin });
    expect(review.data).toEqual({ corrected: false });

    const reviewed = await t.call<Page<AiMeal>>('devicesAi.mealPage', { reviewed: true, day: '2025-03-04' }, { token: admin });
    expect(reviewed.data.records).toEqual([expect.objectContaining({ mealId: doubtful.data.mealId, reviewed: true, corrected: true, reviewedBy: 'admin' })]);
    expect(reviewed.data.records[0].dishes.filter((d) => !d.removed).map((d) => d.dishName)).toEqual(['Beef', 'Tofu']);
    expect((await t.call<Page<AiMeal>>('devicesAi.mealPage', { day: '2025-03-05' }, { token: admin })).data.total).toBe(0);

    const pic = await t.call<{ pictureId: number }>('devicesAi.mealDishPicture', { mealId: doubtful.data.mealId, aiDishId: tofu }, { token: admin, file: png() });
    expect(pic.code, pic.msg).toBe(Code.OK);
    expect((await aiDishes.get(testCtx(t.db, 1), tofu)).pictures).toEqual([expect.objectContaining({ mealId: doubtful.data.mealId })]);

    // The remaining meal is confirmed as it is.
    const last = await t.call<AiMeal>('devicesAi.mealReview', {}, { token: admin });
    expect((await t.call<{ corrected: boolean }>('devicesAi.reviewOne', { mealId: last.data.mealId, aiDishIds: [beef] }, { token: admin })).data).toEqual({ corrected: false });
    expect((await t.call('devicesAi.mealReview', {}, { token: admin })).data).toBeNull();
  });

  it('refuses a dish of another canteen and bad review content', async () => {
    const other = await addDish({ canteenId: canteen.b, dishName: 'Elsewhere', dishNumber: 777 });
    const { data } = await t.call<Page<AiMeal>>('devicesAi.mealPage', {}, { token: admin });
    const mealId = data.records[0].mealId;
    const before = await count('ai_meal_dishes');
    const r = await t.call<Fields>('devicesAi.mealDishAdd', { mealId, aiDishId: other }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect((await t.call('devicesAi.reviewOne', { mealId, aiDishIds: ['x'] }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('devicesAi.reviewOne', { mealId, aiDishIds: [other] }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await count('ai_meal_dishes')).toBe(before);
  });

  it("answers not found for another merchant's meals, and hides meals outside the data scope", async () => {
    const { data } = await t.call<Page<AiMeal>>('devicesAi.mealPage', {}, { token: admin });
    const target = data.records[0];
    expect((await t.call('devicesAi.reviewOne', { mealId: target.mealId, aiDishIds: [] }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.mealDishRemove', { id: target.dishes[0].mealDishId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devicesAi.mealDishAdd', { mealId: target.mealId, aiDishId: beef }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<AiMeal>>('devicesAi.mealPage', {}, { token: admin2 })).data.total).toBe(0);
    expect((await t.call<unknown[]>('devicesAi.dishAll', {}, { token: admin2 })).data).toEqual([]);

    const onlyB = testCtx(t.db, 1, { canteenIds: [canteen.b] });
    expect((await pageMeals(onlyB, { page: 1, limit: 20 })).total).toBe(0);
    expect(await nextMealToReview(onlyB)).toBeNull();
  });

  it('a device of another merchant keeps its own meals, even with the same trade number', async () => {
    await t.call('devicesAi.dishAdd', { canteenId: canteen.m2, dishName: 'Rice', dishNumber: 501 }, { token: admin2 });
    const m2 = await deviceToken('AIcaipincaijizhongduan', canteen.m2, admin2);
    const r = await meal('T-1', [{ dishNumber: 501, confidence: 99 }], m2.token);
    expect(r.data.duplicate).toBe(false);
    const theirs = await t.call<Page<AiMeal>>('devicesAi.mealPage', {}, { token: admin2 });
    expect(theirs.data.records.map((m) => m.dishes[0].dishName)).toEqual(['Rice']);
  });
});

describe('the AI menu calls as the spec writes them', () => {
  it('update/dishes/picture and remove/dishes/pciture are POST under the admin menuai prefix', () => {
    const line = (id: string) => `${endpointById.get(id)?.method} ${endpointById.get(id)?.path}`;
    expect([line('devicesAi.dishUpdate'), line('devicesAi.dishRemove')]).toEqual([
      'POST /admin/api/v1/menuai/update/dishes/picture',
      'POST /admin/api/v1/menuai/remove/dishes/pciture',
    ]);
  });
});
