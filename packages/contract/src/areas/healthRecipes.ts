import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, smallint } from '../scalars';
import { mealType } from './canteens';
import { dishBasics, dishPickerQuery } from './menuDishes';

const M = PREFIX.main;
/**
 * The hidden pages read through their parents' calls: the meal plan (peican, 909000) through detail/page, the article
 * (healthadvicedetail, 911000) through page/detail, which the list's edit drawer reads too; the person's recipes
 * (peican2, 908000) are that page's own call.
 */
const MENU = { healthRecipes: 902000, subscription: 905000, personPlan: 908000 } as const;
const ok = z.null();
const blob = z.null();

/** Who a health recipe or an article is for: chronic illnesses and person types (none: everyone). */
const targets = {
  chronicIds: z.array(id).max(50).default([]),
  psnTypeIds: z.array(id).max(50).default([]),
};
const named = z.object({ id: z.int(), name: z.string() });

/** A nutrient amount: per dish line (portions × the dish's nutrition per portion), per meal or per day. */
export const healthNutrientAmount = z.object({ nutrientId: z.int(), code: z.string(), name: z.string(), unit: z.string(), amount: z.number() });
export type HealthNutrientAmount = z.infer<typeof healthNutrientAmount>;

// ---- health recipes: a tree of categories and recipes ------------------------------------------------------

export const HEALTH_RECIPE_KINDS = ['category', 'recipe'] as const;
export type HealthRecipeKind = (typeof HEALTH_RECIPE_KINDS)[number];
/** Most dish lines one health recipe holds (a day's meals). */
export const HEALTH_RECIPE_MAX_LINES = 200;
/** Portions of a dish on a health recipe: 0.5 to 10, in steps of 0.5. */
export const PORTIONS = { min: 0.5, max: 10, step: 0.5 } as const;

export interface HealthRecipeNode {
  healthRecipeId: number;
  parentId: number | null;
  kind: HealthRecipeKind;
  name: string;
  chronicIds: number[];
  chronics: { id: number; name: string }[];
  psnTypeIds: number[];
  psnTypes: { id: number; name: string }[];
  /** The day's energy the recipe aims at (kcal); none for a category or when not set. */
  energyKcal: number | null;
  description: string;
  sort: number;
  /** Dish lines of a recipe (0 for a category). */
  lineCount: number;
  children: HealthRecipeNode[];
}
export const healthRecipeNode: z.ZodType<HealthRecipeNode> = z.object({
  healthRecipeId: z.int(),
  parentId: z.int().nullable(),
  kind: z.enum(HEALTH_RECIPE_KINDS),
  name: z.string(),
  chronicIds: z.array(z.int()),
  chronics: z.array(named),
  psnTypeIds: z.array(z.int()),
  psnTypes: z.array(named),
  energyKcal: z.int().nullable(),
  description: z.string(),
  sort: z.int(),
  lineCount: z.int(),
  get children() {
    return z.array(healthRecipeNode);
  },
});

const healthRecipeFields = {
  /** null: a top-level node. Only a category holds children. */
  parentId: id.nullable().default(null),
  kind: z.enum(HEALTH_RECIPE_KINDS),
  name: z.string().trim().min(1).max(50),
  ...targets,
  energyKcal: z.int().min(0).max(10_000).nullable().default(null),
  description: z.string().trim().max(500).default(''),
  sort: smallint().default(0),
};

export const healthRecipeDetail = z.object({
  detailId: z.int(),
  healthRecipeId: z.int(),
  dishId: z.int(),
  dishName: z.string(),
  dishImage: z.string().nullable(),
  mealType: z.int(),
  portions: z.number(),
  remark: z.string(),
  /** Portions × the dish's nutrition per portion, each rounded to 2 decimals. */
  nutrition: z.array(healthNutrientAmount),
});
export type HealthRecipeDetail = z.infer<typeof healthRecipeDetail>;

export const healthMealTotal = z.object({ mealType: z.int(), totals: z.array(healthNutrientAmount) });
export type HealthMealTotal = z.infer<typeof healthMealTotal>;

export const healthRecipeDetailPage = pageOf(healthRecipeDetail).extend({
  healthRecipeId: z.int(),
  name: z.string(),
  energyKcal: z.int().nullable(),
  /** The day's totals over every line of the recipe, every nutrient of the catalogue (0 when none). */
  totals: z.array(healthNutrientAmount),
  /** The same per meal, meals that have lines only, breakfast first. */
  mealTotals: z.array(healthMealTotal),
  /** Lines whose dish lies outside the caller's dish scope: counted in the totals, not listed. */
  hiddenLines: z.int(),
  /**
   * The diet pattern the day's totals compare with: one for an illness the recipe (or a category above it) is for,
   * else one for its person types, else the pattern for everyone; none when the merchant has no such pattern.
   */
  pattern: z
    .object({
      dietId: z.int(),
      name: z.string(),
      matchedBy: z.enum(['chronic', 'psnType', 'general']),
      targets: z.array(z.object({ nutrientId: z.int(), code: z.string(), name: z.string(), unit: z.string(), min: z.number().nullable(), max: z.number().nullable() })),
    })
    .nullable(),
});
export type HealthRecipeDetailPage = z.infer<typeof healthRecipeDetailPage>;

const portions = z.number().min(PORTIONS.min).max(PORTIONS.max).multipleOf(PORTIONS.step);
const lineRemark = z.string().trim().max(100).default('');

/** The recipes that suit one person, best match first. */
export const HEALTH_MATCHES = ['chronic', 'psnType', 'general'] as const;
export const personHealthRecipes = z.object({
  person: z.object({
    custId: z.int(),
    custName: z.string(),
    custNum: z.string(),
    orgName: z.string().nullable(),
    psnTypeId: z.int().nullable(),
    psnTypeName: z.string().nullable(),
    chronics: z.array(named),
  }),
  recipes: z.array(
    z.object({
      healthRecipeId: z.int(),
      name: z.string(),
      /** The names of the categories above it, top first. */
      path: z.array(z.string()),
      /** chronic: made for one of the person's illnesses; psnType: for their person type; general: for everyone. */
      matchedBy: z.enum(HEALTH_MATCHES),
      matchedChronics: z.array(z.string()),
      energyKcal: z.int().nullable(),
      description: z.string(),
      lineCount: z.int(),
      totals: z.array(healthNutrientAmount),
    }),
  ),
});
export type PersonHealthRecipes = z.infer<typeof personHealthRecipes>;

// ---- consultations (health information articles) and subscriptions ----------------------------------------

/** 饮食建议, 慢病管理, 营养知识, 食品安全. */
export const CONSULTATION_CATEGORIES = ['diet', 'chronic', 'nutrition', 'foodSafety'] as const;
export const CONSULTATION_STATES = ['draft', 'published'] as const;
/** Kept with a subscription; nothing is sent by this console (the ordering app shows the articles). */
export const SUBSCRIPTION_CHANNELS = ['app', 'sms', 'email'] as const;
/** Longest article HTML accepted (after sanitising it is no longer). */
export const CONSULTATION_CONTENT_MAX = 50_000;

export const consultation = z.object({
  consultationId: z.int(),
  title: z.string(),
  category: z.enum(CONSULTATION_CATEGORIES),
  coverImage: z.string(),
  summary: z.string(),
  chronicIds: z.array(z.int()),
  chronics: z.array(named),
  psnTypeIds: z.array(z.int()),
  psnTypes: z.array(named),
  state: z.enum(CONSULTATION_STATES),
  publishedAt: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consultation = z.infer<typeof consultation>;
export const consultationDetail = consultation.extend({
  /** Sanitised HTML. */
  content: z.string(),
  /** Enabled subscriptions whose topics (category or chronic illness) match the article, in all and per channel. */
  reach: z.object({ total: z.int(), app: z.int(), sms: z.int(), email: z.int() }),
});
export type ConsultationDetail = z.infer<typeof consultationDetail>;

const consultationFields = {
  title: z.string().trim().min(1).max(100),
  category: z.enum(CONSULTATION_CATEGORIES),
  /** An uploaded image's address (http(s) or a path on this server); empty: none. */
  coverImage: z.string().trim().max(500).default(''),
  summary: z.string().trim().max(300).default(''),
  /** Rich text: only p, br, strong, em, ul, ol, li, h3, h4 and img (http, https or relative src) are kept. */
  content: z.string().max(CONSULTATION_CONTENT_MAX).default(''),
  ...targets,
  state: z.enum(CONSULTATION_STATES).default('draft'),
  author: z.string().trim().max(50).default(''),
};

export const subscription = z.object({
  subscriptionId: z.int(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string().nullable(),
  channel: z.enum(SUBSCRIPTION_CHANNELS),
  categories: z.array(z.enum(CONSULTATION_CATEGORIES)),
  chronicIds: z.array(z.int()),
  chronics: z.array(named),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof subscription>;

/** The filters of the article list and its export. */
const consultationFilters = {
  title: textFilter,
  category: z.enum(CONSULTATION_CATEGORIES).optional(),
  state: z.enum(CONSULTATION_STATES).optional(),
  chronicId: id.optional(),
};
/** The filters of the subscription list and its export. */
const subscriptionFilters = {
  custName: textFilter,
  custNum: textFilter,
  orgId: id.optional(),
  channel: z.enum(SUBSCRIPTION_CHANNELS).optional(),
  category: z.enum(CONSULTATION_CATEGORIES).optional(),
  chronicId: id.optional(),
};

/** The choices of the health recipe and information pages: chronic illnesses and person types, by sort. */
export const healthTargetOptions = z.object({ chronics: z.array(named), psnTypes: z.array(named) });
export type HealthTargetOptions = z.infer<typeof healthTargetOptions>;
const targetOptions = { method: 'GET', input: z.object({}), output: healthTargetOptions, summary: 'Chronic illnesses and person types to choose from' } as const;
/** Most people a person search answers. */
export const PERSON_CHOICE_LIMIT = 20;

/** Health recipes (healthmenu, nutrition queryCustHealthRecipe), health information and its subscriptions (healthconsultation). */
export const healthRecipesEndpoints = [
  endpoint({
    id: 'healthRecipes.dishChoices',
    method: 'POST',
    path: `${M}/healthmenu/dish/list`,
    access: MENU.healthRecipes,
    write: false,
    input: dishPickerQuery,
    output: z.array(dishBasics),
    summary: 'Approved dishes on shelf a health recipe can hold, by name or pinyin',
  }),
  endpoint({
    id: 'healthRecipes.treeList',
    method: 'POST',
    path: `${M}/healthmenu/tree/list`,
    access: MENU.healthRecipes,
    write: false,
    input: z.object({ name: textFilter }),
    output: z.array(healthRecipeNode),
    summary: 'Health recipe categories and recipes as a tree, siblings by sort; a name keeps the nodes that hold it and the categories above them',
  }),
  endpoint({
    id: 'healthRecipes.add',
    method: 'POST',
    path: `${M}/healthmenu/add`,
    access: MENU.healthRecipes,
    input: z.object(healthRecipeFields),
    output: z.object({ healthRecipeId: z.int() }),
    summary: 'Add a category or a health recipe, under a category or at the top; names are unique among siblings',
  }),
  endpoint({
    id: 'healthRecipes.edit',
    method: 'PUT',
    path: `${M}/healthmenu/edit`,
    access: MENU.healthRecipes,
    input: z.object({ healthRecipeId: id, ...healthRecipeFields }),
    output: ok,
    summary: 'Edit a node; its parent must be a category and not the node or one below it; a kind with children or lines stays',
  }),
  endpoint({
    id: 'healthRecipes.remove',
    method: 'DELETE',
    path: `${M}/healthmenu/remove/{healthRecipeId}`,
    access: MENU.healthRecipes,
    input: z.object({ healthRecipeId: pathId }),
    output: ok,
    summary: 'Remove a node: a category that still holds nodes is refused (40900); a recipe goes with its lines',
  }),
  endpoint({ id: 'healthRecipes.recipeOptions', path: `${M}/healthmenu/options`, access: MENU.healthRecipes, ...targetOptions }),
  endpoint({
    id: 'healthRecipes.detailAdd',
    method: 'POST',
    path: `${M}/healthmenu/detail/add`,
    access: MENU.healthRecipes,
    input: z.object({
      healthRecipeId: id,
      mealType,
      items: z.array(z.object({ dishId: id, portions: portions.default(1), remark: lineRemark })).min(1).max(50),
    }),
    output: z.object({ detailIds: z.array(z.int()) }),
    summary: 'Put approved dishes on one meal of a health recipe, with portions (0.5–10, steps of 0.5); a dish is once per meal',
  }),
  endpoint({
    id: 'healthRecipes.detailEdit',
    method: 'PUT',
    path: `${M}/healthmenu/detail/edit`,
    access: MENU.healthRecipes,
    input: z.object({ detailId: id, dishId: id, mealType, portions, remark: lineRemark }),
    output: ok,
    summary: 'Change a line of a health recipe: its dish, meal, portions or remark',
  }),
  endpoint({
    id: 'healthRecipes.detailRemove',
    method: 'DELETE',
    path: `${M}/healthmenu/detail/remove/{detailId}`,
    access: MENU.healthRecipes,
    input: z.object({ detailId: pathId }),
    output: ok,
    summary: 'Take a dish off a health recipe (designed beside detail/add and detail/edit)',
  }),
  endpoint({
    id: 'healthRecipes.detailPage',
    method: 'GET',
    path: `${M}/healthmenu/detail/page`,
    access: MENU.healthRecipes,
    input: pageQuery.extend({ healthRecipeId: id, mealType: mealType.optional() }),
    output: healthRecipeDetailPage,
    summary: "A health recipe's dish lines by meal, each with its nutrition (portions × the dish's), and the recipe's totals per day and per meal",
  }),
  endpoint({
    id: 'healthRecipes.custRecipes',
    method: 'GET',
    path: `${M}/nutrition/queryCustHealthRecipe`,
    access: MENU.personPlan,
    input: z.object({ custId: id }),
    output: personHealthRecipes,
    summary:
      "The health recipes that suit a person: those for one of their chronic illnesses first, then those for their person type, then those for everyone; each with its day's totals",
  }),

  endpoint({
    id: 'healthRecipes.consultationAdd',
    method: 'POST',
    path: `${M}/healthconsultation/addConsultation`,
    access: MENU.subscription,
    input: z.object(consultationFields),
    output: z.object({ consultationId: z.int() }),
    summary: 'Add a health article (its HTML sanitised); published now sets its publishing time',
  }),
  endpoint({
    id: 'healthRecipes.consultationUpdate',
    method: 'POST',
    path: `${M}/healthconsultation/update`,
    access: MENU.subscription,
    input: z.object({ consultationId: id, ...consultationFields }),
    output: ok,
    summary: 'Edit a health article; publishing sets its publishing time, back to draft clears it',
  }),
  endpoint({
    id: 'healthRecipes.consultationState',
    method: 'PUT',
    path: `${M}/healthconsultation/state`,
    access: MENU.subscription,
    input: z.object({ consultationId: id, state: z.enum(CONSULTATION_STATES) }),
    output: ok,
    summary: 'Publish or withdraw a health article (designed beside update)',
  }),
  endpoint({
    id: 'healthRecipes.consultationPage',
    method: 'GET',
    path: `${M}/healthconsultation/page`,
    access: MENU.subscription,
    input: pageQuery.extend(consultationFilters),
    output: pageOf(consultation),
    summary: 'Health articles, newest first',
  }),
  endpoint({
    id: 'healthRecipes.consultationExport',
    method: 'GET',
    path: `${M}/healthconsultation/export`,
    access: MENU.subscription,
    kind: 'blob',
    input: z.object(consultationFilters),
    output: blob,
    summary: 'Health articles of the filters, newest first (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'healthRecipes.consultationDetail',
    method: 'GET',
    path: `${M}/healthconsultation/page/detail`,
    access: MENU.subscription,
    input: z.object({ consultationId: id }),
    output: consultationDetail,
    summary: 'One health article with its sanitised HTML and how many subscriptions it reaches',
  }),
  endpoint({
    id: 'healthRecipes.consultationRemove',
    method: 'DELETE',
    path: `${M}/healthconsultation/remove/{consultationId}`,
    access: MENU.subscription,
    input: z.object({ consultationId: pathId }),
    output: ok,
    summary: 'Remove a health article',
  }),

  endpoint({ id: 'healthRecipes.consultationOptions', path: `${M}/healthconsultation/options`, access: MENU.subscription, ...targetOptions }),
  endpoint({
    id: 'healthRecipes.personChoices',
    method: 'GET',
    path: `${M}/healthconsultation/person/list`,
    access: MENU.subscription,
    input: z.object({ keyword: z.string().trim().min(1).max(50) }),
    output: z.array(z.object({ custId: z.int(), custName: z.string(), custNum: z.string(), orgName: z.string().nullable() })),
    summary: 'People in service whose name or number holds the text (the caller\'s organisations only, at most 20), to subscribe',
  }),
  endpoint({
    id: 'healthRecipes.subscriptionPage',
    method: 'GET',
    path: `${M}/healthconsultation/subscription/page`,
    access: MENU.subscription,
    input: pageQuery.extend(subscriptionFilters),
    output: pageOf(subscription),
    summary: "People's subscriptions to health information (of the people the caller's organisations reach), newest first",
  }),
  endpoint({
    id: 'healthRecipes.subscriptionExport',
    method: 'GET',
    path: `${M}/healthconsultation/subscription/export`,
    access: MENU.subscription,
    kind: 'blob',
    input: z.object(subscriptionFilters),
    output: blob,
    summary: 'The subscriptions of the filters, newest first (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'healthRecipes.subscriptionSave',
    method: 'POST',
    path: `${M}/healthconsultation/subscription/save`,
    access: MENU.subscription,
    input: z.object({
      /** Absent: a new subscription. */
      subscriptionId: id.optional(),
      custId: id,
      channel: z.enum(SUBSCRIPTION_CHANNELS).default('app'),
      categories: z.array(z.enum(CONSULTATION_CATEGORIES)).max(CONSULTATION_CATEGORIES.length).default([]),
      chronicIds: z.array(id).max(50).default([]),
      enabled: z.boolean().default(true),
      remark: z.string().trim().max(200).default(''),
    }),
    output: z.object({ subscriptionId: z.int() }),
    summary: 'Add or change a subscription: the topics (categories and/or chronic illnesses) a person follows through one channel (kept, not sent)',
  }),
  endpoint({
    id: 'healthRecipes.subscriptionRemove',
    method: 'DELETE',
    path: `${M}/healthconsultation/subscription/remove/{subscriptionId}`,
    access: MENU.subscription,
    input: z.object({ subscriptionId: pathId }),
    output: ok,
    summary: 'Remove a subscription',
  }),
] as const satisfies readonly AnyEndpoint[];
