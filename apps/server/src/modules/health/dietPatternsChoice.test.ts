import { describe, expect, it } from 'vitest';
import type { DietPattern } from '@canteen/contract';
import { ageOn, bmiOf, choosePattern } from './dietPatternsChoice';
import { mealShare } from './intakeCore';

const pattern = (dietId: number, p: Partial<DietPattern> = {}): DietPattern => ({
  dietId,
  name: `P${dietId}`,
  psnTypeIds: [],
  psnTypeNames: [],
  chronicIds: [],
  chronicNames: [],
  sex: 0,
  ageMin: null,
  ageMax: null,
  targets: [],
  breakfastPct: 30,
  lunchPct: 40,
  dinnerPct: 30,
  description: '',
  profileCount: 0,
  createdAt: '',
  updatedAt: '',
  ...p,
});

const general = pattern(1);
const elderly = pattern(2, { ageMin: 60 });
const women = pattern(3, { sex: 2 });
const staff = pattern(4, { psnTypeIds: [7], psnTypeNames: ['职工'] });
const diabetic = pattern(5, { chronicIds: [9, 11], chronicNames: ['高血压', '糖尿病'] });
const all = [general, elderly, women, staff, diabetic];

describe('the pattern that applies', () => {
  it('prefers chronic illness, then person type, sex, age, then the general one', () => {
    const person = { psnTypeId: 7, chronicIds: [11], sex: 2, age: 65 };
    expect(choosePattern(person, all, null)?.applied).toEqual({ dietId: 5, name: 'P5', reason: 'chronic', matched: '糖尿病' });
    expect(choosePattern({ ...person, chronicIds: [] }, all, null)?.applied).toMatchObject({ dietId: 4, reason: 'psnType', matched: '职工' });
    expect(choosePattern({ ...person, chronicIds: [], psnTypeId: null }, all, null)?.applied).toMatchObject({ dietId: 3, reason: 'sex' });
    expect(choosePattern({ psnTypeId: null, chronicIds: [], sex: 1, age: 65 }, all, null)?.applied).toMatchObject({ dietId: 2, reason: 'age' });
    expect(choosePattern({ psnTypeId: null, chronicIds: [], sex: 1, age: 30 }, all, null)?.applied).toMatchObject({ dietId: 1, reason: 'general' });
    // An unknown age meets no age range.
    expect(choosePattern({ psnTypeId: null, chronicIds: [], sex: 0, age: null }, all, null)?.applied.dietId).toBe(1);
  });

  it('takes the pattern set by hand, and gives none when nothing matches', () => {
    expect(choosePattern({ psnTypeId: null, chronicIds: [11], sex: 0, age: null }, all, 2)?.applied).toMatchObject({ dietId: 2, reason: 'explicit' });
    expect(choosePattern({ psnTypeId: null, chronicIds: [], sex: 1, age: 30 }, [elderly, women, staff], null)).toBeNull();
  });
});

describe('meal share, age and BMI', () => {
  it("scales the day's targets by the meals eaten", () => {
    expect(mealShare(general, [2])).toBe(40);
    expect(mealShare(general, [1, 4])).toBe(60);
    expect(mealShare(general, [3, null])).toBe(100);
    expect(mealShare(null, [2])).toBe(100);
  });

  it('counts whole years and the Chinese BMI categories', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn(null, '2026-06-15')).toBeNull();
    expect(bmiOf(170, 53)).toEqual({ bmi: 18.3, bmiCategory: 'thin' });
    expect(bmiOf(170, 69)).toEqual({ bmi: 23.9, bmiCategory: 'normal' });
    expect(bmiOf(170, 81)).toEqual({ bmi: 28, bmiCategory: 'obese' });
    expect(bmiOf(null, 81)).toBeNull();
  });
});
