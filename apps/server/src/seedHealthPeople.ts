import { BMI_LIMITS, type HealthProfile } from '@canteen/contract';

/**
 * What the demo company's yearly check-up found for each demo person (by their order in the demo list, see
 * seedPeopleTraits for their sex and age), and the health profile the canteen dietitian made from it. A handful of
 * older staff have diabetes or high blood pressure; the others get measures spread over a normal population and a
 * goal their BMI suggests.
 */
export interface DemoHealth {
  chronics: string[];
  goal: HealthProfile['goal'];
  allergies: string;
  taboos: string;
  height: number;
  weight: number;
  bp: string;
  sugar: number;
  conclusion: string;
}

type Known = Omit<DemoHealth, 'conclusion' | 'allergies' | 'taboos'> & { allergies?: string; taboos?: string };

/** People whose check-up says more than numbers (their sex and age in seedPeopleTraits fit). */
const KNOWN: Record<number, Known> = {
  0: { chronics: ['糖尿病'], goal: 'controlSugar', allergies: '青霉素', height: 172, weight: 78.5, bp: '128/82', sugar: 7.4 },
  1: { chronics: ['高血压'], goal: 'lowerPressure', taboos: '不吃动物内脏', height: 165, weight: 70.2, bp: '148/95', sugar: 5.6 },
  2: { chronics: [], goal: 'loseWeight', allergies: '花生、芒果', height: 160, weight: 68, bp: '118/76', sugar: 5.1 },
  3: { chronics: ['糖尿病', '高血压'], goal: 'controlSugar', height: 160, weight: 70.5, bp: '142/90', sugar: 8.1 },
  4: { chronics: [], goal: 'maintain', taboos: '清真', height: 163, weight: 52, bp: '112/72', sugar: 4.9 },
  14: { chronics: ['高血压'], goal: 'lowerPressure', height: 156, weight: 63.5, bp: '152/92', sugar: 5.9 },
  24: { chronics: ['高血压'], goal: 'lowerPressure', taboos: '少盐', height: 170, weight: 76, bp: '146/94', sugar: 6 },
};

const HEIGHTS: Record<1 | 2, number[]> = { 1: [168, 172, 175, 178, 170, 181, 166, 174], 2: [158, 162, 165, 155, 160, 168, 163] };
const BMIS = [21.4, 23.1, 19.8, 24.6, 22.3, 26.2, 20.7, 18.2, 22.9];

const bmiOf = (height: number, weight: number) => weight / (height / 100) ** 2;

/** The i-th demo person's check-up and profile; `sex` as the person was enrolled (1 male, 2 female). */
export function demoHealth(i: number, sex: number): DemoHealth {
  const known = KNOWN[i];
  if (known) {
    const conclusion = known.chronics.length ? `${known.chronics.join('、')}，建议遵医嘱控制饮食` : bmiConclusion(bmiOf(known.height, known.weight));
    return { allergies: '', taboos: '', ...known, conclusion };
  }
  const heights = HEIGHTS[sex === 2 ? 2 : 1];
  const height = heights[i % heights.length];
  const weight = Math.round(BMIS[i % BMIS.length] * (height / 100) ** 2 * 10) / 10;
  const bmi = bmiOf(height, weight);
  const goal = bmi >= BMI_LIMITS.normal ? 'loseWeight' : bmi < BMI_LIMITS.thin ? 'gainWeight' : 'maintain';
  const bp = `${108 + ((i * 7) % 24)}/${68 + ((i * 5) % 16)}`;
  const sugar = Math.round((4.5 + ((i * 3) % 12) / 10) * 10) / 10;
  return { chronics: [], goal, allergies: i % 9 === 4 ? '虾、蟹' : '', taboos: '', height, weight, bp, sugar, conclusion: bmiConclusion(bmi) };
}

function bmiConclusion(bmi: number): string {
  if (bmi >= BMI_LIMITS.normal) return '体重超重，建议控制总能量、增加运动';
  if (bmi < BMI_LIMITS.thin) return '体重偏低，建议增加优质蛋白摄入';
  return '未见明显异常';
}
