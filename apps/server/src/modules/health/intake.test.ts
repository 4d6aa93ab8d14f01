import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  Code,
  endpointById,
  envelopeQuery,
  MERCHANT_MENU_IDS,
  pathWith,
  type ConsumeResult,
  type DietPattern,
  type DietReportDay,
  type HealthBasics,
  type HealthPersonRow,
  type ImbalanceRow,
  type IntakeAnalysis,
  type NutrientIntake,
  type Page,
} from '@canteen/contract';
import { envelopeFor, startTestServer, type TestServer } from '../../testing/server';
import { addCanteen, limitedOrgToken, ok } from '../../testing/api';
import { addOrg, addPerson, newBizNo } from '../../testing/money';
import { bookedBefore } from '../../testing/bookings';
import { imbalanceExportLimits } from './imbalance';

/**
 * The health centre over real orders: dishes with ingredients and material nutrients are written with SQL (the menu
 * part's own tests cover its pages), orders are paid through the real consumption call and refunded through the
 * order centre, and every figure below is computed by hand from the per-100 g values.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let otherOrg: number;
const N: Record<string, number> = {};
const D: Record<string, number> = {};
let alice: number;
let bob: number;
let aliceOrders: number[] = [];
let today = '';
let general: number;
let diabetes: number;
let chronic: number;

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.db.query<T>(text, params);
const idOf = async (text: string, params: unknown[]) => (await sql<{ id: number }>(`${text} RETURNING id`, params))[0].id;

/** Per 100 g: energy, protein, fat, carbohydrate, fibre, sodium, vitamin C. */
const MATERIALS: Record<string, number[]> = {
  大米: [346, 7.4, 0.8, 77.9, 0.7, 3.8, 0],
  猪肉: [395, 13.2, 37, 2.4, 0, 59.4, 0],
  西兰花: [36, 4.1, 0.6, 4.3, 1.6, 18.8, 51],
};
const CODES = ['energy', 'protein', 'fat', 'carbohydrate', 'fibre', 'sodium', 'vitaminC'];
const UNITS = ['kcal', 'g', 'g', 'g', 'g', 'mg', 'mg'];

async function pay(custId: number, items: { dish: string; qty: number; price: number }[]) {
  const amount = items.reduce((s, i) => s + i.qty * i.price, 0);
  const r = await ok<ConsumeResult>(t, 'accounts.consumePay', {
    bizNo: newBizNo('H'),
    custId,
    amount,
    items: items.map((i) => ({ dishId: D[i.dish], dishName: i.dish, qty: i.qty, price: i.price })),
  }, admin);
  return r.orderId;
}

const amounts = (rows: NutrientIntake[]) => Object.fromEntries(rows.map((r) => [r.code, r.amount]));
const statuses = (rows: NutrientIntake[]) => Object.fromEntries(rows.map((r) => [r.code, r.status]));

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  for (const [k, c] of CODES.entries())
    N[c] = await idOf(`INSERT INTO menu_nutrients (merchant_id, type_code, code, name, unit, sort) VALUES (1, 'macro', $1, $2, $3, $4)`, [c, `N-${c}`, UNITS[k], k]);
  const staple = await idOf(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, '主食')`, []);
  const hot = await idOf(`INSERT INTO menu_dish_types (merchant_id, name) VALUES (1, '热菜')`, []);
  const M: Record<string, number> = {};
  for (const [name, values] of Object.entries(MATERIALS)) {
    M[name] = await idOf(`INSERT INTO menu_materials (merchant_id, name) VALUES (1, $1)`, [name]);
    for (const [k, v] of values.entries())
      if (v) await sql(`INSERT INTO menu_material_nutrients (merchant_id, material_id, nutrient_id, per_100g) VALUES (1, $1, $2, $3)`, [M[name], N[CODES[k]], v]);
  }
  for (const [dish, type, material, grams] of [
    ['米饭', staple, '大米', 150],
    ['红烧肉', hot, '猪肉', 120],
    ['清炒西兰花', hot, '西兰花', 200],
  ] as const) {
    D[dish] = await idOf(`INSERT INTO menu_dishes (merchant_id, type_id, name, price, audit_state) VALUES (1, $1, $2, 100, 'approved')`, [type, dish]);
    await sql(`INSERT INTO menu_dish_ingredients (merchant_id, dish_id, material_id, grams) VALUES (1, $1, $2, $3)`, [D[dish], M[material], grams]);
  }
  org = await addOrg(t.db, 1, 'Health org');
  otherOrg = await addOrg(t.db, 1, 'Health other org');
  alice = (await addPerson(t.db, 1, org, 'Alice Health')).custId;
  bob = (await addPerson(t.db, 1, otherOrg, 'Bob Health')).custId;
  for (const custId of [alice, bob]) await ok(t, 'accounts.recharge', { custId, amount: 50000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  // Alice: two orders today; Bob: three portions of braised pork.
  aliceOrders = [
    await pay(alice, [
      { dish: '米饭', qty: 2, price: 200 },
      { dish: '红烧肉', qty: 1, price: 1500 },
    ]),
    await pay(alice, [
      { dish: '清炒西兰花', qty: 1, price: 800 },
      { dish: '米饭', qty: 1, price: 200 },
    ]),
  ];
  await pay(bob, [{ dish: '红烧肉', qty: 3, price: 1500 }]);
  today = (await sql<{ d: string }>(`SELECT to_char((ordered_at AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS d FROM orders WHERE id = $1`, [aliceOrders[0]]))[0].d;
  chronic = await idOf(`INSERT INTO cust_chronics (merchant_id, name) VALUES (1, '糖尿病')`, []);
  const target = (c: string, min: number | null, max: number | null) => ({ nutritionId: N[c], min, max });
  general = (
    await ok<{ dietId: number }>(t, 'health.dietAdd', {
      name: '普通成人膳食模式',
      targets: [target('energy', 1800, 2400), target('protein', 55, 80), target('fat', 50, 80), target('carbohydrate', 250, 350), target('fibre', 25, null), target('sodium', null, 2000)],
    }, admin)
  ).dietId;
  diabetes = (await ok<{ dietId: number }>(t, 'health.dietAdd', { name: '糖尿病膳食模式', chronicIds: [chronic], targets: [target('energy', 1600, 2000)] }, admin)).dietId;
}, 60_000);
afterAll(() => t.close());

describe('diet patterns', () => {
  it('adds, lists, edits and removes a pattern with its targets and groups', async () => {
    const { dietId } = await ok<{ dietId: number }>(t, 'health.dietAdd', {
      name: '减脂模式',
      sex: 2,
      ageMin: 18,
      ageMax: 60,
      chronicIds: [chronic],
      targets: [{ nutritionId: N.energy, min: 1200, max: 1500 }],
      breakfastPct: 30,
      lunchPct: 40,
      dinnerPct: 30,
      description: '控制总能量',
    }, admin);
    const page = await ok<Page<DietPattern>>(t, 'health.dietPage', { name: '减脂' }, admin);
    expect(page.records).toEqual([
      expect.objectContaining({ dietId, sex: 2, ageMin: 18, ageMax: 60, chronicNames: ['糖尿病'], targets: [expect.objectContaining({ code: 'energy', min: 1200, max: 1500 })] }),
    ]);
    await ok(t, 'health.dietUpdate', { dietId, name: '减脂模式', targets: [{ nutritionId: N.sodium, min: null, max: 1500 }], breakfastPct: 25, lunchPct: 45, dinnerPct: 30 }, admin);
    const edited = (await ok<Page<DietPattern>>(t, 'health.dietPage', { name: '减脂' }, admin)).records[0];
    expect(edited).toMatchObject({ sex: 0, ageMin: null, chronicIds: [], lunchPct: 45, targets: [expect.objectContaining({ code: 'sodium', min: null, max: 1500 })] });
    await ok(t, 'health.dietRemove', { dietId }, admin);
    expect((await ok<Page<DietPattern>>(t, 'health.dietPage', { name: '减脂' }, admin)).total).toBe(0);
  });

  it('refuses bad input with a field error and writes nothing', async () => {
    const count = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM health_diet_patterns`))[0].n;
    const before = await count();
    const bad = async (content: Record<string, unknown>, field: string) => {
      const r = await t.call<{ fields: { field: string }[] }>('health.dietAdd', { name: 'Bad pattern', ...content }, { token: admin });
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    };
    await bad({ breakfastPct: 50, lunchPct: 50, dinnerPct: 50 }, 'lunchPct');
    await bad({ ageMin: 60, ageMax: 18 }, 'ageMax');
    await bad({ targets: [{ nutritionId: N.energy, min: 2000, max: 1000 }] }, 'targets');
    await bad({ targets: [{ nutritionId: N.energy, min: null, max: null }] }, 'targets');
    await bad({ targets: [{ nutritionId: 999_999, min: 1, max: 2 }] }, 'targets');
    await bad({ chronicIds: [999_999] }, 'chronicIds');
    await bad({ psnTypeIds: [999_999] }, 'psnTypeIds');
    await bad({ name: '普通成人膳食模式' }, 'name');
    await bad({ name: '' }, 'name');
    await bad({ sex: 3 }, 'sex');
    expect(await count()).toBe(before);
  });

  it("keeps a pattern a profile names, and another merchant's patterns are not there", async () => {
    const { dietId } = await ok<{ dietId: number }>(t, 'health.dietAdd', { name: 'Named by a profile' }, admin);
    await ok(t, 'health.profileSave', { custId: bob, dietId }, admin);
    expect(await code('health.dietRemove', { dietId })).toBe(Code.CONFLICT);
    await ok(t, 'health.profileSave', { custId: bob, dietId: null }, admin);
    expect(await code('health.dietUpdate', { dietId, name: 'Stolen' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('health.dietRemove', { dietId }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<DietPattern>>(t, 'health.dietPage', {}, admin2)).records.map((r) => r.dietId)).not.toContain(dietId);
    await ok(t, 'health.dietRemove', { dietId }, admin);
  });
});

describe('intake from orders', () => {
  it("equals the hand-computed sum over the person's two orders, with statuses against the pattern", async () => {
    const report = await ok<Page<DietReportDay>>(t, 'health.dietReport', { custId: alice, from: today, to: today }, admin);
    expect(report.total).toBe(1);
    const day = report.records[0];
    expect(day).toMatchObject({ custId: alice, day: today, dietName: '普通成人膳食模式', mealShare: 100 });
    // 米饭 150 g rice ×3, 红烧肉 120 g pork ×1, 清炒西兰花 200 g broccoli ×1.
    expect(amounts(day.nutrients)).toEqual({
      energy: 3 * 519 + 474 + 72, // 2103
      protein: 57.34, // 3 × 11.1 + 15.84 + 8.2
      fat: 49.2, // 3 × 1.2 + 44.4 + 1.2
      carbohydrate: 362.03, // 3 × 116.85 + 2.88 + 8.6
      fibre: 6.35, // 3 × 1.05 + 3.2
      sodium: 125.98, // 3 × 5.7 + 71.28 + 37.6
      vitaminC: 102,
    });
    expect(statuses(day.nutrients)).toEqual({ energy: 'ok', protein: 'ok', fat: 'low', carbohydrate: 'high', fibre: 'low', sodium: 'ok', vitaminC: null });
    expect(day.dishes.map((d) => [d.dishName, d.qty]).sort()).toEqual([
      ['清炒西兰花', 1],
      ['米饭', 3],
      ['红烧肉', 1],
    ]);
  });

  it('shows the energy sources and dish types of the chart', async () => {
    const chart = await ok<IntakeAnalysis>(t, 'health.intakeAnalysis', { custId: alice, from: today, to: today }, admin);
    // protein 57.34 × 4 = 229.36, fat 49.2 × 9 = 442.8, carbohydrate 362.03 × 4 = 1448.12; of 2120.28 kcal.
    expect(chart.energyShares).toEqual([
      { source: 'protein', kcal: 229.36, percent: 10.8 },
      { source: 'fat', kcal: 442.8, percent: 20.9 },
      { source: 'carbohydrate', kcal: 1448.12, percent: 68.3 },
    ]);
    expect(chart.dishTypeShares).toEqual([
      { typeId: expect.any(Number), typeName: '主食', qty: 3, percent: 60 },
      { typeId: expect.any(Number), typeName: '热菜', qty: 2, percent: 40 },
    ]);
    expect(chart.dishes[0]).toEqual({ dishId: D['米饭'], dishName: '米饭', typeName: '主食', qty: 3, energy: 1557 });
    expect(chart.days).toHaveLength(1);
    expect(amounts(chart.average).energy).toBe(2103);
    expect(chart.applied).toMatchObject({ dietId: general, reason: 'general' });
  });

  it('flags imbalance from clear thresholds and filters by flag', async () => {
    const page = await t.call<Page<ImbalanceRow>>('health.imbalancePage', { from: today, to: today, limit: 100 }, { token: admin });
    expect(page.code).toBe(Code.OK);
    const byId = new Map(page.data.records.map((r) => [r.custId, r]));
    expect(byId.get(alice)?.flags).toEqual(['fibreLow']);
    // Bob: 3 × braised pork = 1422 kcal, 47.52 g protein, 133.2 g fat (84.3 % of energy), no fibre, no vitamin C.
    expect(byId.get(bob)).toMatchObject({ mealDays: 1, fatEnergyPercent: 84.3, flags: ['energyLow', 'proteinLow', 'fatHigh', 'fibreLow', 'meatHeavy', 'vegetableLow'] });
    const meaty = await ok<Page<ImbalanceRow>>(t, 'health.imbalancePage', { from: today, to: today, flag: 'meatHeavy' }, admin);
    expect(meaty.records.map((r) => r.custId)).toEqual([bob]);
  });

  it('exports the imbalance list and refuses more rows than the cap', async () => {
    const e = endpointById.get('health.imbalanceExport')!;
    const get = async () => {
      const content = { from: today, to: today };
      return t.app.inject({ method: 'GET', url: pathWith(e.path, content), query: envelopeQuery(envelopeFor(content, admin) as never), headers: { authorization: `Bearer ${admin}` } });
    };
    const res = await get();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = wb.worksheets[0].getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['Alice Health', 'Bob Health']));
    imbalanceExportLimits.cap = 1;
    try {
      expect(((await get()).json() as { code: number }).code).toBe(Code.BUSINESS_RULE);
    } finally {
      imbalanceExportLimits.cap = 50_000;
    }
  });

  it('does not count a refunded portion', async () => {
    const item = (await sql<{ id: number }>(`SELECT id::int AS id FROM order_items WHERE order_id = $1 AND dish_id = $2`, [aliceOrders[1], D['米饭']]))[0].id;
    await ok(t, 'orders.partRefund', { orderId: aliceOrders[1], items: [{ itemId: item, qty: 1 }], bizNo: newBizNo('P'), reason: '退一份米饭' }, admin);
    const day = (await ok<Page<DietReportDay>>(t, 'health.dietReport', { custId: alice, from: today, to: today }, admin)).records[0];
    expect(amounts(day.nutrients)).toMatchObject({ energy: 2 * 519 + 474 + 72, protein: 46.24, carbohydrate: 245.18 });
    expect(day.dishes.find((d) => d.dishName === '米饭')?.qty).toBe(2);
  });

  it('counts a booked meal once it is written off, on its meal day; a spot order when paid', async () => {
    const carol = (await addPerson(t.db, 1, await addOrg(t.db, 1, 'Health booking org'), 'Carol Health')).custId;
    await ok(t, 'accounts.recharge', { custId: carol, amount: 50000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const canteenId = await addCanteen(t, admin, 'Health canteen');
    await ok(t, 'canteens.periodAdd', { canteenId, mealType: 2, startTime: '11:00', endTime: '13:30', enabled: true }, admin);
    // Booked yesterday noon: today's lunch may have begun by the time the test runs.
    const book = (mealDay: string, dish: string, qty: number) =>
      bookedBefore(t.db, { bizNo: newBizNo('B'), custId: carol, canteenId, mealDay, mealPeriod: 2, items: [{ dishId: D[dish], qty }] });
    const carolsDay = async (day: string) => (await ok<Page<DietReportDay>>(t, 'health.dietReport', { custId: carol, from: day, to: day }, admin)).records;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    await pay(carol, [{ dish: '米饭', qty: 1, price: 200 }]);
    const lunch = await book(today, '红烧肉', 2);
    await book(tomorrow, '清炒西兰花', 1);
    // Paid, not yet picked up: only the spot order is eaten, today and tomorrow.
    let [day] = await carolsDay(today);
    expect(day.dishes.map((d) => [d.dishName, d.qty])).toEqual([['米饭', 1]]);
    expect(amounts(day.nutrients).energy).toBe(519);
    expect(await carolsDay(tomorrow)).toEqual([]);

    await ok(t, 'orderBookings.writeOff', { orderNo: lunch.orderNo }, admin);
    [day] = await carolsDay(today);
    expect(day.dishes.map((d) => [d.dishName, d.qty]).sort()).toEqual([
      ['米饭', 1],
      ['红烧肉', 2],
    ]);
    // The sum over the eaten orders: 米饭 150 g rice + 红烧肉 120 g pork ×2.
    expect(amounts(day.nutrients)).toMatchObject({ energy: 519 + 2 * 474, protein: 11.1 + 2 * 15.84, fat: 1.2 + 2 * 44.4 });
    expect(await carolsDay(tomorrow)).toEqual([]);
  });

  it('refuses a reversed or too long range', async () => {
    expect(await code('health.dietReport', { from: '2026-03-10', to: '2026-03-01' })).toBe(Code.VALIDATION);
    expect(await code('health.intakeAnalysis', { custId: alice, from: '2026-01-01', to: '2026-06-30' })).toBe(Code.VALIDATION);
    expect(await code('health.imbalancePage', { from: '2026-01-01', to: '2026-12-31' })).toBe(Code.VALIDATION);
  });
});

describe('profiles and the pattern that applies', () => {
  it('chooses by chronic illness over the general pattern, and a pattern set by hand over both', async () => {
    await ok(t, 'health.profileSave', { custId: alice, chronicIds: [chronic], allergies: '花生', goal: 'controlSugar' }, admin);
    let basics = await ok<HealthBasics>(t, 'health.basicsInfo', { custId: alice }, admin);
    expect(basics.applied).toEqual({ dietId: diabetes, name: '糖尿病膳食模式', reason: 'chronic', matched: '糖尿病' });
    expect(basics.profile).toMatchObject({ dietId: null, chronicIds: [chronic], allergies: '花生', goal: 'controlSugar', updatedBy: 'admin' });
    expect(basics.recent.days.map((d) => d.day)).toEqual([today]);
    await ok(t, 'health.profileSave', { custId: alice, dietId: general, chronicIds: [chronic] }, admin);
    basics = await ok<HealthBasics>(t, 'health.basicsInfo', { custId: alice }, admin);
    expect(basics.applied).toMatchObject({ dietId: general, reason: 'explicit' });
    const people = await ok<Page<HealthPersonRow>>(t, 'health.personPage', { custName: 'Alice Health' }, admin);
    expect(people.records).toEqual([expect.objectContaining({ custId: alice, chronics: [{ chronicId: chronic, chronicName: '糖尿病' }], applied: expect.objectContaining({ reason: 'explicit' }) })]);
    expect((await ok<Page<HealthPersonRow>>(t, 'health.personPage', { chronicId: chronic }, admin)).records.map((r) => r.custId)).toEqual([alice]);
  });

  it('shows BMI from the latest health report, and lists the reports', async () => {
    await sql(`INSERT INTO cust_health_reports (merchant_id, cust_id, report_date, height, weight, blood_pressure) VALUES (1, $1, '2026-01-05', 170, 80, '130/85')`, [bob]);
    const row = (await ok<Page<HealthPersonRow>>(t, 'health.personPage', { custName: 'Bob Health' }, admin)).records[0];
    expect(row).toMatchObject({ bmi: 27.7, bmiCategory: 'overweight' });
    const reports = await ok<Page<{ custId: number; bloodPressure: string }>>(t, 'health.reportPage', { custId: bob }, admin);
    expect(reports.records).toEqual([expect.objectContaining({ custId: bob, bloodPressure: '130/85' })]);
  });

  it('refuses a bad profile and writes nothing', async () => {
    expect(await code('health.profileSave', { custId: bob, dietId: 999_999 })).toBe(Code.VALIDATION);
    expect(await code('health.profileSave', { custId: bob, chronicIds: [999_999] })).toBe(Code.VALIDATION);
    expect(await code('health.profileSave', { custId: bob, goal: 'fly' })).toBe(Code.VALIDATION);
    expect(await code('health.profileSave', { custId: 999_999 })).toBe(Code.NOT_FOUND);
    const bobs = await sql(`SELECT 1 FROM health_profile_chronics WHERE cust_id = $1`, [bob]);
    expect(bobs).toEqual([]);
  });
});

describe('tenancy, access and scope', () => {
  it("sees nothing of another merchant's people", async () => {
    expect(await code('health.basicsInfo', { custId: alice }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('health.intakeAnalysis', { custId: alice, from: today, to: today }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('health.dietReport', { custId: alice, from: today, to: today }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('health.profileSave', { custId: alice, allergies: 'x' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('health.reportPage', { custId: bob }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<ImbalanceRow>>(t, 'health.imbalancePage', { from: today, to: today }, admin2)).total).toBe(0);
    expect((await ok<Page<HealthPersonRow>>(t, 'health.personPage', { custName: 'Health' }, admin2)).total).toBe(0);
  });

  it('refuses a role without the menu id (40300)', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_nohealth', roleName: 'nohealth', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 903000 && m !== 910000) }, admin);
    await ok(t, 'admin.userAdd', { username: 'nohealth', password: await t.encrypt('Passw0rd!'), realName: 'nohealth', roleId }, admin);
    const token = await t.token('nohealth', 'Passw0rd!');
    expect(await code('health.dietPage', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('health.dietReport', { from: today, to: today }, token)).toBe(Code.FORBIDDEN);
    expect(await code('health.intakeAnalysis', { custId: alice, from: today, to: today }, token)).toBe(Code.FORBIDDEN);
    expect(await code('health.basicsInfo', { custId: alice }, token)).toBe(Code.OK);
  });

  it("does not find a person outside the role's organisations", async () => {
    const token = await limitedOrgToken(t, admin, 'health_org_limited', [org]);
    expect(await code('health.basicsInfo', { custId: bob }, token)).toBe(Code.NOT_FOUND);
    expect(await code('health.profileSave', { custId: bob, allergies: 'x' }, token)).toBe(Code.NOT_FOUND);
    expect(await code('health.intakeAnalysis', { custId: bob, from: today, to: today }, token)).toBe(Code.NOT_FOUND);
    const listed = await ok<Page<DietReportDay>>(t, 'health.dietReport', { from: today, to: today }, token);
    expect(listed.records.map((r) => r.custId)).toEqual([alice]);
    const people = await ok<Page<HealthPersonRow>>(t, 'health.personPage', { custName: 'Health' }, token);
    expect(people.records.map((r) => r.custId)).toEqual([alice]);
    expect(await code('health.basicsInfo', { custId: alice }, token)).toBe(Code.OK);
  });
});
