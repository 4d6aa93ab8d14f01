import type { DietPattern, HealthOptions, HealthPersonRow, NutrientIntake } from '@canteen/contract';

/** Fixtures of the health page tests (replies as the server sends them). */

export const options: HealthOptions = {
  diets: [
    { dietId: 1, name: '普通成人膳食模式' },
    { dietId: 2, name: '糖尿病膳食模式' },
  ],
  chronics: [{ chronicId: 5, chronicName: '糖尿病' }],
  psnTypes: [{ psnTypeId: 3, psnTypeName: '正式员工' }],
  nutrients: [
    { nutritionId: 11, code: 'energy', name: '能量', unit: 'kcal' },
    { nutritionId: 12, code: 'protein', name: '蛋白质', unit: 'g' },
  ],
};

export const orgTree = [{ orgId: 9, parentId: null, orgName: '研发部', orgCode: 'D1', sort: 0, children: [] }];

export const person: HealthPersonRow = {
  custId: 7,
  custName: '王伟',
  custNum: 'E1001',
  orgName: '研发部',
  psnTypeName: '正式员工',
  sex: 1,
  age: 42,
  bmi: 26.5,
  bmiCategory: 'overweight',
  chronics: [{ chronicId: 5, chronicName: '糖尿病' }],
  applied: { dietId: 2, name: '糖尿病膳食模式', reason: 'chronic', matched: '糖尿病' },
  profile: null,
};

export const nutrient = (code: string, name: string, unit: string, amount: number, min: number | null, max: number | null, status: NutrientIntake['status']): NutrientIntake => ({
  nutritionId: code.length,
  code,
  name,
  unit,
  amount,
  min,
  max,
  status,
});

export const dayNutrients: NutrientIntake[] = [
  nutrient('energy', '能量', 'kcal', 2103, 1800, 2400, 'ok'),
  nutrient('protein', '蛋白质', 'g', 57.34, 55, 80, 'ok'),
  nutrient('fat', '脂肪', 'g', 49.2, 50, 80, 'low'),
  nutrient('carbohydrate', '碳水化合物', 'g', 362.03, 250, 350, 'high'),
];

export const pattern: DietPattern = {
  dietId: 1,
  name: '普通成人膳食模式',
  psnTypeIds: [],
  psnTypeNames: [],
  chronicIds: [],
  chronicNames: [],
  sex: 0,
  ageMin: 18,
  ageMax: null,
  targets: [{ nutritionId: 11, code: 'energy', name: '能量', unit: 'kcal', min: 1800, max: 2400 }],
  breakfastPct: 30,
  lunchPct: 40,
  dinnerPct: 30,
  description: '',
  profileCount: 0,
  createdAt: '2026-03-01T08:00:00+08:00',
  updatedAt: '2026-03-01T08:00:00+08:00',
};
