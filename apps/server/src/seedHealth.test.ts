import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DietPattern, DietReportDay, HealthBasics, HealthPersonRow, HealthRecipeDetailPage, ImbalanceRow, IntakeAnalysis, Page } from '@canteen/contract';
import { startTestServer, type TestServer } from './testing/server';
import { ok } from './testing/api';
import { seedDemoCanteens } from './seedCanteens';
import { seedDemoPeople } from './seedPeople';
import { seedDemoMenuPlans } from './seedMenu';
import { seedHealth } from './seedHealth';
import { demoTraits } from './seedPeopleTraits';

// 19:00 in Shanghai: the last week of the demo month of meals ran from the 11th to the 17th.
const now = new Date('2026-03-18T11:00:00Z');
const WEEK = { from: '2026-03-11', to: '2026-03-17' };

let t: TestServer;
let admin: string;
/** The demo people in the order the people seed enrolled them. */
let people: HealthPersonRow[];

beforeAll(async () => {
  t = await startTestServer();
  await seedDemoCanteens(t.db);
  await seedDemoPeople(t.db, now);
  // The people seed brings the demo menu, and with it the nutrient catalogue the targets name; the plans bring the
  // health recipes. In the order `npm start` seeds them.
  await seedDemoMenuPlans(t.db, now);
  await seedHealth(t.db, now);
  await seedHealth(t.db, now);
  admin = await t.token();
  people = (await ok<Page<HealthPersonRow>>(t, 'health.personPage', { page: 1, limit: 100 }, admin)).records.sort((a, b) => a.custId - b.custId);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo health centre', () => {
  it('adds the six patterns with their targets, and a profile and check-up for everyone, once', async () => {
    const patterns = await ok<Page<DietPattern>>(t, 'health.dietPage', {}, admin);
    expect(patterns.records.map((p) => p.name)).toEqual(['普通成人膳食模式', '糖尿病膳食模式', '高血压膳食模式', '成年男性膳食模式', '成年女性膳食模式', '中老年膳食模式']);
    const everyday = patterns.records[0].targets.map((x) => [x.code, x.min, x.max]);
    expect(everyday).toEqual(
      expect.arrayContaining([
        ['energy', 1800, 2400],
        ['fibre', 25, null],
        ['sodium', null, 2000],
      ]),
    );
    // Who each is for: the everyday one for anyone (the fallback), then by sex and age.
    expect(patterns.records.map((p) => [p.sex, p.ageMin, p.ageMax])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
      [1, 18, 49],
      [2, 18, 49],
      [0, 50, null],
    ]);
    const diabetic = await ok<HealthBasics>(t, 'health.basicsInfo', { custId: people[0].custId }, admin);
    expect(diabetic.applied).toMatchObject({ name: '糖尿病膳食模式', reason: 'chronic' });
    expect(diabetic.measures).toMatchObject({ height: 172, weight: 78.5, bmi: 26.5, bmiCategory: 'overweight' });
    expect((await ok<HealthBasics>(t, 'health.basicsInfo', { custId: people[1].custId }, admin)).applied).toMatchObject({ name: '高血压膳食模式' });
    // Seeding twice added nothing: one profile and one check-up per person.
    const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = 1`))[0].n;
    expect([await count('health_profiles'), await count('cust_health_reports')]).toEqual([36, 36]);
  });

  it('knows every demo person well enough to choose their pattern: sex, birthday, BMI', () => {
    expect(people).toHaveLength(36);
    for (const [i, p] of people.entries()) {
      const traits = demoTraits(i, now);
      expect([p.custName, p.sex], `person ${i}`).toEqual([traits.custName, traits.sex]);
      expect(p.age, `${p.custName}'s age`).not.toBeNull();
      expect(p.bmi, `${p.custName}'s BMI`).not.toBeNull();
      expect(p.applied, `${p.custName}'s pattern`).not.toBeNull();
    }
    const pattern = (name: string) => {
      const p = people.find((x) => x.custName === name)!;
      return [p.applied?.name, p.applied?.reason];
    };
    expect(pattern('刘敏')).toEqual(['糖尿病膳食模式', 'chronic']);
    expect(pattern('高艳')).toEqual(['高血压膳食模式', 'chronic']);
    expect(pattern('张秀英')).toEqual(['成年女性膳食模式', 'sex']);
    expect(pattern('孙磊')).toEqual(['成年男性膳食模式', 'sex']);
    expect(pattern('吴杰')).toEqual(['中老年膳食模式', 'age']);
  });

  it("judges a demo person's week of lunches against their pattern, and flags the imbalance of everyone who ate", async () => {
    const zhang = people.find((p) => p.custName === '张秀英')!;
    const week = await ok<IntakeAnalysis>(t, 'health.intakeAnalysis', { custId: zhang.custId, ...WEEK }, admin);
    expect(week.applied?.name).toBe('成年女性膳食模式');
    expect(week.days.length).toBeGreaterThan(0);
    // A day's targets are the share its meals carry, 640–800 kcal of 1600–2000 for a lunch (40%), more when she
    // stayed for dinner (30%); the average day's target is the average share.
    const energyOf = (nutrients: IntakeAnalysis['average']) => nutrients.find((n) => n.code === 'energy')!;
    const lunchDays = week.days.filter((d) => d.mealShare === 40);
    expect(lunchDays.length).toBeGreaterThan(0);
    for (const d of lunchDays) expect([energyOf(d.nutrients).min, energyOf(d.nutrients).max], d.day).toEqual([640, 800]);
    expect(week.days.filter((d) => d.mealShare === 70).length).toBeGreaterThan(0);
    const share = week.days.reduce((s, d) => s + d.mealShare, 0) / week.days.length;
    const energy = energyOf(week.average);
    expect(energy.min).toBeCloseTo((1600 * share) / 100, 1);
    expect(energy.max).toBeCloseTo((2000 * share) / 100, 1);
    expect(['low', 'ok', 'high']).toContain(energy.status);
    for (const d of week.days) expect(energyOf(d.nutrients).status, d.day).not.toBeNull();

    // Food analysis: every eating day of the week names the pattern it was judged by.
    const days = await ok<Page<DietReportDay>>(t, 'health.dietReport', { page: 1, limit: 500, ...WEEK }, admin);
    expect(days.total).toBeGreaterThan(100);
    expect(days.records.filter((d) => d.dietName === null).map((d) => d.custName)).toEqual([]);

    const imbalance = await ok<Page<ImbalanceRow>>(t, 'health.imbalancePage', { page: 1, limit: 100, ...WEEK }, admin);
    expect(imbalance.total).toBeGreaterThan(30);
    for (const r of imbalance.records) {
      expect(r.dietName, r.custName).not.toBeNull();
      expect(r.averages.find((n) => n.code === 'energy')?.status, r.custName).not.toBeNull();
    }
  });

  it("compares every demo health recipe's day with a pattern, the everyday adults' recipes with the everyday pattern", async () => {
    const recipes = await t.db.query<{ id: number; name: string }>(`SELECT id, name FROM health_recipes WHERE merchant_id = 1 AND kind = 'recipe' ORDER BY id`);
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      const page = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: r.id, limit: 500 }, admin);
      expect(page.pattern, r.name).not.toBeNull();
    }
    const everyday = recipes.find((r) => r.name === '普通成人一日三餐')!;
    const page = await ok<HealthRecipeDetailPage>(t, 'healthRecipes.detailPage', { healthRecipeId: everyday.id, limit: 500 }, admin);
    expect([page.pattern?.name, page.pattern?.matchedBy]).toEqual(['普通成人膳食模式', 'general']);
  });
});
