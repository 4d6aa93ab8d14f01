import type { Db } from './platform/db/db';
import { systemCtx } from './platform/systemCtx';
import { composeModules } from './compose';
import { addDiet, saveProfile } from './modules/health';
import { nutrientCatalogue } from './modules/menu';
import { addChronic, addHealthReport, chronicOptions, healthPeople } from './modules/people';
import { shanghai, shanghaiDay } from './seedClock';

/**
 * Demo health centre for `npm start` (runs last, after the menu, people and orders seeds): two chronic illnesses,
 * three diet patterns after the Chinese dietary guidelines (中国居民膳食指南 2022) — everyday adults, diabetes, high
 * blood pressure — and profiles and check-up measures for a few of the demo people, so that the pattern choice,
 * BMI and the intake pages show something true. Targets name only nutrients the menu's catalogue has (by code).
 */
const CHRONICS = ['糖尿病', '高血压'];

type Bounds = [min: number | null, max: number | null];
const PATTERNS: { name: string; chronic?: string; targets: Record<string, Bounds>; split: [number, number, number]; description: string; ageMin?: number }[] = [
  {
    name: '普通成人膳食模式',
    ageMin: 18,
    targets: { energy: [1800, 2400], protein: [55, 80], fat: [50, 80], carbohydrate: [250, 350], fibre: [25, null], sodium: [null, 2000] },
    split: [30, 40, 30],
    description: '依据《中国居民膳食指南（2022）》：食物多样、谷类为主，每天摄入蔬菜不少于300克，食盐不超过5克。',
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
];

/** A few demo people (by their order in the demo list): chronic illnesses, a goal, measures from a check-up. */
const PROFILES: { at: number; chronics: string[]; goal: 'maintain' | 'loseWeight' | 'controlSugar' | 'lowerPressure'; allergies?: string; taboos?: string; height: number; weight: number; bp: string; sugar: number }[] = [
  { at: 0, chronics: ['糖尿病'], goal: 'controlSugar', allergies: '青霉素', height: 172, weight: 78.5, bp: '128/82', sugar: 7.4 },
  { at: 1, chronics: ['高血压'], goal: 'lowerPressure', taboos: '不吃动物内脏', height: 165, weight: 70.2, bp: '148/95', sugar: 5.6 },
  { at: 2, chronics: [], goal: 'loseWeight', allergies: '花生、芒果', height: 160, weight: 68, bp: '118/76', sugar: 5.1 },
  { at: 3, chronics: ['糖尿病', '高血压'], goal: 'controlSugar', height: 175, weight: 85.3, bp: '142/90', sugar: 8.1 },
  { at: 4, chronics: [], goal: 'maintain', taboos: '清真', height: 180, weight: 72, bp: '115/75', sugar: 4.9 },
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
        sex: 0,
        ageMin: p.ageMin ?? null,
        ageMax: null,
        targets,
        breakfastPct: p.split[0],
        lunchPct: p.split[1],
        dinnerPct: p.split[2],
        description: p.description,
      });
    }

    const people = (await healthPeople(ctx, {})).records.sort((a, b) => a.custId - b.custId);
    const checkup = shanghaiDay(shanghai(now, -30, 9, 0));
    for (const p of PROFILES) {
      const person = people[p.at];
      if (!person) break;
      await saveProfile(ctx, {
        custId: person.custId,
        dietId: null,
        chronicIds: p.chronics.map((c) => chronicId.get(c)!),
        allergies: p.allergies ?? '',
        taboos: p.taboos ?? '',
        goal: p.goal,
        remark: '',
      });
      await addHealthReport(ctx, {
        custId: person.custId,
        reportDate: checkup,
        institution: '市第一人民医院体检中心',
        height: p.height,
        weight: p.weight,
        bloodPressure: p.bp,
        bloodSugar: p.sugar,
        conclusion: p.chronics.length ? `${p.chronics.join('、')}，建议遵医嘱控制饮食` : '未见明显异常',
        images: [],
        remark: '',
      });
    }
  });
}
