import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId, smallint } from '../scalars';
import { healthReport } from './peopleReferences';

const M = PREFIX.main;
const MENU = { personal: 901000, food: 903000, imbalance: 904000, reports: 906000, detail: 907000, analysis: 910000 } as const;
const ok = z.null();
const blob = z.null();
const text = (max: number) => z.string().trim().max(max).default('');

// ---- the rules, shared by server and console so that the console can explain them --------------------------

/** The longest date range an intake call reads (a quarter). */
export const HEALTH_RANGE_MAX_DAYS = 92;
/** 0 any (a pattern for everyone) or unknown (a person), 1 male, 2 female: as people's records. */
export const HEALTH_SEXES = [0, 1, 2] as const;
/** Oldest age a pattern may name. */
export const HEALTH_AGE_MAX = 150;
/** Most nutrient targets of one pattern. */
export const DIET_TARGET_LIMIT = 50;
/** Largest target value (kcal, g, mg, μg per day); numeric(12,2). */
export const DIET_TARGET_MAX = 1_000_000;
/** Most person types or chronic illnesses a pattern (or a profile) names. */
export const DIET_GROUP_LIMIT = 100;

/** A day's status of one nutrient against the pattern's target for the meals eaten. */
export const NUTRIENT_STATUSES = ['low', 'ok', 'high'] as const;
export type NutrientStatus = (typeof NUTRIENT_STATUSES)[number];

/**
 * Why a pattern applies to a person: set in their profile, else the best automatic match — a pattern naming one of
 * their chronic illnesses beats one naming their person type, which beats one for their sex, then their age, then a
 * pattern for everyone.
 */
export const DIET_REASONS = ['explicit', 'chronic', 'psnType', 'sex', 'age', 'general'] as const;
export type DietReason = (typeof DIET_REASONS)[number];

/** The person's aim, chosen in their profile. */
export const HEALTH_GOALS = ['maintain', 'loseWeight', 'gainWeight', 'controlSugar', 'lowerPressure', 'lowerLipid'] as const;

/** BMI categories of the Chinese adult standard (WS/T 428): below 18.5, below 24, below 28, from 28. */
export const BMI_CATEGORIES = ['thin', 'normal', 'overweight', 'obese'] as const;
export const BMI_LIMITS = { thin: 18.5, normal: 24, overweight: 28 } as const;

/**
 * The meal split: what share of the day's targets each meal carries. A day's target is the daily target × the sum
 * of the shares of the meals (breakfast, lunch, dinner) the person ate in the canteen; when only other meals
 * (afternoon tea, late-night) or meals of no known period were eaten, the whole day's target applies.
 */
export const MEAL_SPLIT_MEALS = { breakfast: 1, lunch: 2, dinner: 4 } as const;

/**
 * The imbalance (偏食) flags and their thresholds, over the average of the days with meals in the range:
 * energyHigh / fatHigh: above the (meal-scaled) target's max by more than the tolerance; energyLow / proteinLow /
 * fibreLow: below its min by more than the tolerance; sodiumHigh: above its max at all; meatHeavy (偏荤): more than
 * MEAT_HEAVY_FAT_ENERGY % of energy from fat; vegetableLow (蔬菜不足): less than VEGETABLE_VITAMIN_C_MG of vitamin C
 * a day (meal-scaled), vitamin C coming almost only from vegetables and fruit. Target-based flags need a pattern.
 */
export const IMBALANCE_FLAGS = ['energyHigh', 'energyLow', 'proteinLow', 'fatHigh', 'sodiumHigh', 'fibreLow', 'meatHeavy', 'vegetableLow'] as const;
export type ImbalanceFlag = (typeof IMBALANCE_FLAGS)[number];
export const IMBALANCE_RULES = { tolerancePercent: 10, meatHeavyFatEnergyPercent: 35, vegetableVitaminCMg: 50 } as const;

/** The nutrient codes the analysis reads (the menu's nutrient catalogue keys them so). */
export const HEALTH_NUTRIENT_CODES = { energy: 'energy', protein: 'protein', fat: 'fat', carbohydrate: 'carbohydrate', fibre: 'fibre', sodium: 'sodium', vitaminC: 'vitaminC' } as const;

// ---- diet patterns (menudietpattern) -------------------------------------------------------------------------

export const dietTarget = z.object({
  nutritionId: z.int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type DietTarget = z.infer<typeof dietTarget>;

export const dietPattern = z.object({
  dietId: z.int(),
  name: z.string(),
  psnTypeIds: z.array(z.int()),
  psnTypeNames: z.array(z.string()),
  chronicIds: z.array(z.int()),
  chronicNames: z.array(z.string()),
  sex: z.int(),
  ageMin: z.int().nullable(),
  ageMax: z.int().nullable(),
  targets: z.array(dietTarget),
  breakfastPct: z.int(),
  lunchPct: z.int(),
  dinnerPct: z.int(),
  description: z.string(),
  /** How many people's profiles name it explicitly (such a pattern cannot be removed). */
  profileCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DietPattern = z.infer<typeof dietPattern>;

const targetValue = z.number().min(0).max(DIET_TARGET_MAX).nullable().default(null);
const percent = smallint().max(100);
/** Cross-field rules (min ≤ max, shares sum to 100, ages in order, known nutrients) are the server's: field errors. */
export const dietFields = {
  name: z.string().trim().min(1).max(50),
  psnTypeIds: z.array(id).max(DIET_GROUP_LIMIT).default([]),
  chronicIds: z.array(id).max(DIET_GROUP_LIMIT).default([]),
  sex: z.int().min(0).max(2).default(0),
  ageMin: smallint().max(HEALTH_AGE_MAX).nullable().default(null),
  ageMax: smallint().max(HEALTH_AGE_MAX).nullable().default(null),
  targets: z.array(z.object({ nutritionId: id, min: targetValue, max: targetValue })).max(DIET_TARGET_LIMIT).default([]),
  breakfastPct: percent.default(30),
  lunchPct: percent.default(40),
  dinnerPct: percent.default(30),
  description: text(500),
};

// ---- people and their profiles -------------------------------------------------------------------------------

export const healthProfile = z.object({
  /** The pattern set by hand; null: chosen automatically. */
  dietId: z.int().nullable(),
  chronicIds: z.array(z.int()),
  allergies: z.string(),
  taboos: z.string(),
  goal: z.enum(HEALTH_GOALS).nullable(),
  remark: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type HealthProfile = z.infer<typeof healthProfile>;

export const appliedDiet = z.object({
  dietId: z.int(),
  name: z.string(),
  reason: z.enum(DIET_REASONS),
  /** What matched: the chronic illness's or person type's name, the sex, the age range; '' otherwise. */
  matched: z.string(),
});
export type AppliedDiet = z.infer<typeof appliedDiet>;

const personCore = {
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  psnTypeName: z.string().nullable(),
  sex: z.int(),
  age: z.int().nullable(),
};

export const healthPersonRow = z.object({
  ...personCore,
  /** From the latest health report with a height and a weight; one decimal. */
  bmi: z.number().nullable(),
  bmiCategory: z.enum(BMI_CATEGORIES).nullable(),
  chronics: z.array(z.object({ chronicId: z.int(), chronicName: z.string() })),
  applied: appliedDiet.nullable(),
  profile: healthProfile.nullable(),
});
export type HealthPersonRow = z.infer<typeof healthPersonRow>;

export const healthMeasures = z.object({
  reportDate: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  bmiCategory: z.enum(BMI_CATEGORIES).nullable(),
  bloodPressure: z.string(),
  bloodSugar: z.number().nullable(),
});

const dayIntake = z.object({
  day: z.string(),
  mealShare: z.int(),
  energy: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbohydrate: z.number(),
  energyStatus: z.enum(NUTRIENT_STATUSES).nullable(),
});

export const healthBasics = z.object({
  ...personCore,
  birthday: z.string().nullable(),
  state: z.string(),
  chronics: z.array(z.object({ chronicId: z.int(), chronicName: z.string() })),
  measures: healthMeasures.nullable(),
  profile: healthProfile.nullable(),
  applied: appliedDiet.nullable(),
  pattern: dietPattern.nullable(),
  /** The last seven days (merchant's today included): the days with meals. */
  recent: z.object({ from: z.string(), to: z.string(), days: z.array(dayIntake) }),
});
export type HealthBasics = z.infer<typeof healthBasics>;

// ---- intake ----------------------------------------------------------------------------------------------------

export const nutrientIntake = z.object({
  nutritionId: z.int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  amount: z.number(),
  /** The target for the meals eaten (daily target × meal share); null: none. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** null without a target. */
  status: z.enum(NUTRIENT_STATUSES).nullable(),
});
export type NutrientIntake = z.infer<typeof nutrientIntake>;

export const dishEatenRow = z.object({ dishId: z.int(), dishName: z.string(), qty: z.int() });

export const dietReportDay = z.object({
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  day: z.string(),
  dietId: z.int().nullable(),
  dietName: z.string().nullable(),
  /** Percent of the day's targets the meals eaten carry (the meal split). */
  mealShare: z.int(),
  nutrients: z.array(nutrientIntake),
  dishes: z.array(dishEatenRow),
});
export type DietReportDay = z.infer<typeof dietReportDay>;

const range = { from: day, to: day };
const personFilters = { custName: textFilter, custNum: textFilter, orgId: id.optional(), psnTypeId: id.optional() };

export const ENERGY_SOURCES = ['protein', 'fat', 'carbohydrate'] as const;
export const intakeAnalysis = z.object({
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  from: z.string(),
  to: z.string(),
  applied: appliedDiet.nullable(),
  /** Each day of the range with meals: the intake of every nutrient vs its target for that day. */
  days: z.array(z.object({ day: z.string(), mealShare: z.int(), nutrients: z.array(nutrientIntake) })),
  /** The average day with meals: intake vs the average target, with its status. */
  average: z.array(nutrientIntake),
  /** Energy from protein (4 kcal/g), fat (9 kcal/g) and carbohydrate (4 kcal/g); percents sum to 100 (or all 0). */
  energyShares: z.array(z.object({ source: z.enum(ENERGY_SOURCES), kcal: z.number(), percent: z.number() })),
  /** Portions by dish type. */
  dishTypeShares: z.array(z.object({ typeId: z.int().nullable(), typeName: z.string(), qty: z.int(), percent: z.number() })),
  dishes: z.array(z.object({ dishId: z.int(), dishName: z.string(), typeName: z.string(), qty: z.int(), energy: z.number() })),
});
export type IntakeAnalysis = z.infer<typeof intakeAnalysis>;

export const imbalanceRow = z.object({
  ...personCore,
  dietName: z.string().nullable(),
  mealDays: z.int(),
  /** Average day with meals vs the average (meal-scaled) target. */
  averages: z.array(nutrientIntake),
  /** Percent of energy from fat. */
  fatEnergyPercent: z.number(),
  flags: z.array(z.enum(IMBALANCE_FLAGS)),
});
export type ImbalanceRow = z.infer<typeof imbalanceRow>;
const imbalanceQuery = pageQuery.extend({ ...range, ...personFilters, flag: z.enum(IMBALANCE_FLAGS).optional() });

export const healthOptions = z.object({
  diets: z.array(z.object({ dietId: z.int(), name: z.string() })),
  chronics: z.array(z.object({ chronicId: z.int(), chronicName: z.string() })),
  psnTypes: z.array(z.object({ psnTypeId: z.int(), psnTypeName: z.string() })),
  nutrients: z.array(z.object({ nutritionId: z.int(), code: z.string(), name: z.string(), unit: z.string() })),
});
export type HealthOptions = z.infer<typeof healthOptions>;

/** Health profiles, diet patterns, intake and imbalance analysis (menudietpattern, nutrition). */
export const healthEndpoints = [
  endpoint({
    id: 'health.dietPage',
    method: 'GET',
    path: `${M}/menudietpattern/page`,
    access: MENU.food,
    input: pageQuery.extend({ name: textFilter }),
    output: pageOf(dietPattern),
    summary: 'Diet patterns: who each is for, its daily nutrient targets and meal split',
  }),
  endpoint({
    id: 'health.dietAdd',
    method: 'POST',
    path: `${M}/menudietpattern/add`,
    access: MENU.food,
    input: z.object(dietFields),
    output: z.object({ dietId: z.int() }),
    summary: 'Add a diet pattern (names unique; targets from the nutrient catalogue, min ≤ max; meal shares sum to 100)',
  }),
  endpoint({
    id: 'health.dietUpdate',
    method: 'POST',
    path: `${M}/menudietpattern/update`,
    access: MENU.food,
    input: z.object({ dietId: id, ...dietFields }),
    output: ok,
    summary: 'Edit a diet pattern (its targets are replaced)',
  }),
  endpoint({
    id: 'health.dietRemove',
    method: 'DELETE',
    path: `${M}/menudietpattern/remove/{dietId}`,
    access: MENU.food,
    input: z.object({ dietId: pathId }),
    output: ok,
    summary: "Remove a diet pattern (one a person's profile names: 40900)",
  }),
  endpoint({
    id: 'health.options',
    method: 'GET',
    path: `${M}/nutrition/options`,
    // The health pages' choices: patterns, chronic illnesses, person types, nutrients.
    access: 'session',
    input: z.object({}),
    output: healthOptions,
    summary: 'Choices of the health pages: diet patterns, chronic illnesses, person types and nutrients',
  }),
  endpoint({
    id: 'health.personPage',
    method: 'GET',
    path: `${M}/nutrition/person/page`,
    access: MENU.personal,
    input: pageQuery.extend({ ...personFilters, chronicId: id.optional() }),
    output: pageOf(healthPersonRow),
    summary: "People in the caller's organisations with their BMI, chronic illnesses, profile and the diet pattern that applies",
  }),
  endpoint({
    id: 'health.profileSave',
    method: 'POST',
    path: `${M}/nutrition/save`,
    access: MENU.personal,
    input: z.object({
      custId: id,
      dietId: id.nullable().default(null),
      chronicIds: z.array(id).max(DIET_GROUP_LIMIT).default([]),
      allergies: text(200),
      taboos: text(200),
      goal: z.enum(HEALTH_GOALS).nullable().default(null),
      remark: text(200),
    }),
    output: ok,
    summary: "Save a person's health profile: chronic illnesses, a diet pattern by hand (null: automatic), allergies, taboos, goal",
  }),
  endpoint({
    id: 'health.basicsInfo',
    method: 'GET',
    path: `${M}/nutrition/chart/getBasicsInfo`,
    access: MENU.detail,
    input: z.object({ custId: id }),
    output: healthBasics,
    summary: "A person's basics, latest measures (BMI), profile, the diet pattern that applies and why, and the last 7 days' intake",
  }),
  endpoint({
    id: 'health.dietReport',
    method: 'GET',
    path: `${M}/nutrition/queryDietReport`,
    access: MENU.food,
    input: pageQuery.extend({ ...range, custId: id.optional(), ...personFilters }),
    output: pageOf(dietReportDay),
    summary: 'Intake per person and day (merchant time zone) from their orders × dish nutrition, vs their pattern, newest day first',
  }),
  endpoint({
    id: 'health.intakeAnalysis',
    method: 'GET',
    path: `${M}/nutrition/chart/getIntakeAnalysis`,
    access: MENU.analysis,
    input: z.object({ custId: id, ...range }),
    output: intakeAnalysis,
    summary: "A person's intake chart over a range: per day vs targets, the average day, energy sources, dish types and dishes",
  }),
  endpoint({
    id: 'health.imbalancePage',
    method: 'POST',
    path: `${M}/nutrition/partialeclipse/query`,
    access: MENU.imbalance,
    write: false,
    input: imbalanceQuery,
    output: pageOf(imbalanceRow),
    summary: 'Imbalance (偏食) over a range: per person with meals, the average day vs targets and the flags, filterable by flag',
  }),
  endpoint({
    id: 'health.imbalanceExport',
    method: 'GET',
    path: `${M}/nutrition/partialeclipse/export`,
    access: MENU.imbalance,
    kind: 'blob',
    write: false,
    input: imbalanceQuery.omit({ page: true, limit: true }),
    output: blob,
    summary: 'The imbalance list (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'health.reportPage',
    method: 'GET',
    path: `${M}/nutrition/healthReport/page`,
    access: MENU.reports,
    input: pageQuery.extend({ custId: id }),
    output: pageOf(healthReport),
    summary: "A person's health reports, newest first (read-only here; kept on the people pages)",
  }),
] as const satisfies readonly AnyEndpoint[];
