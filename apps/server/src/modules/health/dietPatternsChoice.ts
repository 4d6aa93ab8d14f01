import { BMI_LIMITS, type AppliedDiet, type DietPattern } from '@canteen/contract';

/** The pure rules of the health centre: which pattern applies to a person, their age and BMI. */

export interface PersonTraits {
  psnTypeId: number | null;
  chronicIds: readonly number[];
  /** 0 unknown. */
  sex: number;
  age: number | null;
}

const SEX_WORDS: Record<number, string> = { 1: '男', 2: '女' };

/**
 * The pattern that applies: the one set in the person's profile; else the best pattern whose every condition the
 * person meets (a condition a pattern leaves open is met by anyone). Best: one naming a chronic illness of theirs,
 * then one naming their person type, then one for their sex, then one with an age range, then one for everyone;
 * among equals the oldest pattern. None matches: null (intake is shown without status).
 */
export function choosePattern(person: PersonTraits, patterns: readonly DietPattern[], explicitDietId: number | null): { pattern: DietPattern; applied: AppliedDiet } | null {
  if (explicitDietId !== null) {
    const pattern = patterns.find((p) => p.dietId === explicitDietId);
    if (pattern) return { pattern, applied: { dietId: pattern.dietId, name: pattern.name, reason: 'explicit', matched: '' } };
  }
  let best: { rank: number[]; pattern: DietPattern; applied: AppliedDiet } | null = null;
  for (const p of patterns) {
    const chronic = p.chronicIds.findIndex((id) => person.chronicIds.includes(id));
    if (p.chronicIds.length && chronic < 0) continue;
    if (p.psnTypeIds.length && (person.psnTypeId === null || !p.psnTypeIds.includes(person.psnTypeId))) continue;
    if (p.sex !== 0 && p.sex !== person.sex) continue;
    const ranged = p.ageMin !== null || p.ageMax !== null;
    if (ranged && (person.age === null || (p.ageMin !== null && person.age < p.ageMin) || (p.ageMax !== null && person.age > p.ageMax))) continue;
    const rank = [p.chronicIds.length ? 1 : 0, p.psnTypeIds.length ? 1 : 0, p.sex !== 0 ? 1 : 0, ranged ? 1 : 0];
    if (best && !beats(rank, best.rank)) continue;
    const applied: AppliedDiet = p.chronicIds.length
      ? { dietId: p.dietId, name: p.name, reason: 'chronic', matched: p.chronicNames[chronic] ?? '' }
      : p.psnTypeIds.length
        ? { dietId: p.dietId, name: p.name, reason: 'psnType', matched: p.psnTypeNames[p.psnTypeIds.indexOf(person.psnTypeId!)] ?? '' }
        : p.sex !== 0
          ? { dietId: p.dietId, name: p.name, reason: 'sex', matched: SEX_WORDS[p.sex] ?? '' }
          : ranged
            ? { dietId: p.dietId, name: p.name, reason: 'age', matched: `${p.ageMin ?? 0}–${p.ageMax ?? ''}` }
            : { dietId: p.dietId, name: p.name, reason: 'general', matched: '' };
    best = { rank, pattern: p, applied };
  }
  return best && { pattern: best.pattern, applied: best.applied };
}

/** Strictly better, comparing the criteria in order (patterns come oldest first, so a tie keeps the older). */
function beats(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

/** Whole years from a birthday to a day (both YYYY-MM-DD). */
export function ageOn(birthday: string | null, today: string): number | null {
  if (!birthday) return null;
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** BMI (kg/m², one decimal) and its category, from cm and kg; null when either is missing or zero. */
export function bmiOf(height: number | null, weight: number | null): { bmi: number; bmiCategory: 'thin' | 'normal' | 'overweight' | 'obese' } | null {
  if (!height || !weight) return null;
  const bmi = Math.round((weight / (height / 100) ** 2) * 10) / 10;
  const bmiCategory = bmi < BMI_LIMITS.thin ? 'thin' : bmi < BMI_LIMITS.normal ? 'normal' : bmi < BMI_LIMITS.overweight ? 'overweight' : 'obese';
  return { bmi, bmiCategory };
}
