import type { Db } from './platform/db/db';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { addDiet, saveProfile } from './modules/health';
import { nutrientCatalogue } from './modules/menu';
import { addChronic, addHealthReport, chronicOptions, healthPeople } from './modules/people';
import { shanghai, shanghaiDay } from './seedClock';
import { demoHealth } from './seedHealthPeople';

/**
 * Demo health centre for `npm start` (runs last, after the menu, people and orders seeds): two chronic illnesses,
 * six diet patterns after the Chinese dietary guidelines (中国居民膳食指南 2022) and reference intakes (DRIs 2023) —
 * everyday adults, diabetes, high blood pressure, men and women under 50, people of 50 and over — and for every
 * demo person a profile and the measures of this year's check-up (seedHealthPeople). With the sex and birthday the
 * people seed gives them, each demo person is matched to a pattern, so the pattern choice, BMI, intake and imbalance
 * pages judge rather than only list. Targets name only nutrients the menu's catalogue has (by code).
 */
const CHRONICS = ['糖尿病', '高血压'];

type Bounds = [min: number | null, max: number | null];
// The everyday pattern names no illness, sex or age: the fallback of the automatic match (a person of unknown sex or
// age is still judged) and the one health recipes compare with (healthRecipesPattern).
const PATTERNS: { name: string; chronic?: string; sex?: 1 | 2; ageMin?: number; ageMax?: number; targets: Record<string, Bounds>; split: [number, number, number]; description: string }[] = [
  {
    name: '普通成人膳食模式',
    targets: { energy: [1800, 2400], protein: [55, 80], fat: [50, 80], carbohydrate: [250, 350], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '依据《中国居民膳食指南（2022）》：食物多样、谷类为主，每天摄入蔬菜不少于300克，食盐不超过5克。没有更具体的模式时适用。',
  },
  {
    name: '糖尿病膳食模式',
    chronic: '糖尿病',
    targets: { energy: [1600, 2000], protein: [60, 80], fat: [45, 65], carbohydrate: [200, 260], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '控制总能量与精制碳水，定时定量、少量多餐；主食粗细搭配，优选低血糖生成指数食物。',
  },
  {
    name: '高血压膳食模式',
    chronic: '高血压',
    targets: { energy: [1800, 2200], protein: [55, 80], fat: [45, 70], carbohydrate: [250, 330], fibre: [25, null], sodium: [null, 1500] },
    split: [30, 40, 30],
    description: 'DASH 饮食思路：低钠（食盐每天不超过 3.75 克），多吃蔬菜水果和奶类，少吃腌制食品与肥肉。',
  },
  {
    name: '成年男性膳食模式',
    sex: 1,
    ageMin: 18,
    ageMax: 49,
    targets: { energy: [2000, 2500], protein: [65, 95], fat: [50, 75], carbohydrate: [280, 365], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '18–49岁轻体力活动男性：能量约2250千卡/天，蛋白质65克，脂肪供能20%–30%，碳水化合物供能50%–65%。',
  },
  {
    name: '成年女性膳食模式',
    sex: 2,
    ageMin: 18,
    ageMax: 49,
    targets: { energy: [1600, 2000], protein: [55, 80], fat: [40, 60], carbohydrate: [225, 290], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '18–49岁轻体力活动女性：能量约1800千卡/天，蛋白质55克，注意铁和钙的摄入，脂肪供能20%–30%。',
  },
  {
    name: '中老年膳食模式',
    ageMin: 50,
    targets: { energy: [1700, 2200], protein: [55, 80], fat: [40, 70], carbohydrate: [220, 320], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '50岁及以上：能量需要略低于青壮年（男约2100、女约1750千卡/天），保证优质蛋白、奶类和豆制品，食物细软少盐。',
  },
];

export async function seedHealth(db: Db, now = new Date()): Promise<void> {
  const merchantId = 1;
  composeModules();
  if ((await db.query(`SELECT 1 FROM health_diet_patterns WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length) return;
  await db.tx(async (tx) => {
    const ctx = { ...systemCtx(tx, merchantId), now: () => now };
    const known = new Set((await chronicOptions(ctx)).map((c) => c.chronicName));
    for (const [sort, chronicName] of CHRONICS.entries()) if (!known.has(chronicName)) await addChronic(ctx, { chronicName, sort, remark: '' });
    const chronicId = new Map((await chronicOptions(ctx)).map((c) => [c.chronicName, c.chronicId]));
    const nutrientId = new Map((await nutrientCatalogue(ctx)).map((n) => [n.code, n.nutrientId]));

    for (const p of PATTERNS) {
      const targets = Object.entries(p.targets)
        .filter(([code]) => nutrientId.has(code))
        .map(([code, [min, max]]) => ({ nutritionId: nutrientId.get(code)!, min, max }));
      await addDiet(ctx, {
        name: p.name,
        psnTypeIds: [],
        chronicIds: p.chronic ? [chronicId.get(p.chronic)!] : [],
        sex: p.sex ?? 0,
        ageMin: p.ageMin ?? null,
        ageMax: p.ageMax ?? null,
        targets,
        breakfastPct: p.split[0],
        lunchPct: p.split[1],
        dinnerPct: p.split[2],
        description: p.description,
      });
    }

    // Every demo person (in the order the people seed enrolled them): a profile, choosing no pattern (the match by
    // illness, sex and age shows), and a check-up a month ago.
    const people = (await healthPeople(ctx, {})).records.sort((a, b) => a.custId - b.custId);
    const checkup = shanghaiDay(shanghai(now, -30, 9, 0));
    for (const [i, person] of people.entries()) {
      const h = demoHealth(i, person.sex);
      await saveProfile(ctx, {
        custId: person.custId,
        dietId: null,
        chronicIds: h.chronics.map((c) => chronicId.get(c)!),
        allergies: h.allergies,
        taboos: h.taboos,
        goal: h.goal,
        remark: '',
      });
      await addHealthReport(ctx, {
        custId: person.custId,
        reportDate: checkup,
        institution: '市第一人民医院体检中心',
        height: h.height,
        weight: h.weight,
        bloodPressure: h.bp,
        bloodSugar: h.sugar,
        conclusion: h.conclusion,
        images: [],
        remark: '',
      });
    }
  });
}
