import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { priceCents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, int32, pathId, timeOfDay } from '../scalars';
import { mealType } from './canteens';
import { dishBasics, dishPickerQuery, dishTypeChoice } from './menuDishes';

const M = PREFIX.main;
const THIRD = PREFIX.third;
/** /menudish/caipu: every console call of recipes. */
const MENU = 307000;
const ok = z.null();
const blob = z.null();

/** The longest range one planner read, copy or third-party sync covers. */
export const RECIPE_RANGE_MAX_DAYS = 31;
export const RECIPE_COPY_MODES = ['skip', 'overwrite'] as const;
export const RECIPE_ISSUE_SCOPES = ['all', 'part', 'single'] as const;
export type RecipeIssueScope = (typeof RECIPE_ISSUE_SCOPES)[number];

const recipeIds = z.array(id).min(1).max(500);
const recipeFields = {
  canteenId: id,
  recipeDate: day,
  mealType,
  name: z.string().trim().max(50).default(''),
  remark: z.string().trim().max(200).default(''),
};

/** A dish's line on a recipe: portions supplied (null: no limit), its price there (null: the dish's own), when it is served (null: the whole meal). */
const detailFields = {
  supplyQty: int32().max(100_000).nullable().default(null),
  discountPrice: priceCents.nullable().default(null),
  startTime: timeOfDay.nullable().default(null),
  endTime: timeOfDay.nullable().default(null),
  sort: int32().max(10_000).default(0),
};
const detailLine = z.object({ dishId: id, ...detailFields });
const detailLines = z.array(detailLine).max(200);

export const recipe = z.object({
  recipeId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  recipeDate: z.string(),
  mealType: z.int(),
  name: z.string(),
  enabled: z.boolean(),
  dishCount: z.int(),
  /** The first dishes' names, for lists. */
  dishNames: z.array(z.string()),
  issueCount: z.int(),
  issuedAt: z.string().nullable(),
  appletIssuedAt: z.string().nullable(),
  /** Enabled devices that show it now: an issue reached them and their menu bind lets its meal and a dish through. */
  deviceCount: z.int(),
  /** Changed after it was last issued to devices or the app: issue it again. */
  changedSinceIssue: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipe>;

export const recipeDetail = z.object({
  detailId: z.int(),
  recipeId: z.int(),
  dishId: z.int(),
  dishName: z.string(),
  typeId: z.int(),
  typeName: z.string(),
  /** The dish's own price, cents. */
  price: z.int(),
  discountPrice: z.int().nullable(),
  image: z.string().nullable(),
  supplyQty: z.int().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  sort: z.int(),
});
export type RecipeDetail = z.infer<typeof recipeDetail>;

export const recipePlan = z.object({
  canteenId: z.int(),
  /** The canteen's meal periods, the planner's rows (meal types without a period show when a recipe uses them). */
  periods: z.array(z.object({ mealType: z.int(), startTime: z.string(), endTime: z.string(), enabled: z.boolean() })),
  recipes: z.array(recipe.extend({ details: z.array(recipeDetail) })),
});
export type RecipePlan = z.infer<typeof recipePlan>;

const recipeFilters = {
  canteenId: id.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  mealType: mealType.optional(),
  enabled: z.boolean().optional(),
  /** Issued to devices (issue count above 0) or not. */
  issued: z.boolean().optional(),
  name: textFilter,
};

export const recipeIssueRecord = z.object({
  issueId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  scope: z.enum(RECIPE_ISSUE_SCOPES),
  recipeCount: z.int(),
  /** The days and meals issued, e.g. 2026-11-23 lunch, as recipe dates and meal types. */
  recipes: z.array(z.object({ recipeId: z.int(), recipeDate: z.string(), mealType: z.int() })),
  deviceIds: z.array(z.int()),
  deviceNames: z.array(z.string()),
  issuedBy: z.string(),
  issuedAt: z.string(),
});
export type RecipeIssueRecord = z.infer<typeof recipeIssueRecord>;
/**
 * What an issue reached: deviceCount enabled devices that will show at least one of the recipes (its menu bind lets a
 * meal and a dish through), onlineCount of them online now (they pull the menu on their next heartbeat, the others
 * when they come back), hiddenCount devices reached whose menu bind shows none of these recipes.
 */
export const recipeIssueResult = z.object({ canteenIds: z.array(z.int()), recipeCount: z.int(), deviceCount: z.int(), onlineCount: z.int(), hiddenCount: z.int() });
export type RecipeIssueResult = z.infer<typeof recipeIssueResult>;

export const issueDevice = z.object({ deviceId: z.int(), name: z.string(), type: z.string(), serialNumber: z.string(), online: z.boolean() });
export type IssueDevice = z.infer<typeof issueDevice>;

export const menuBind = z.object({
  deviceId: z.int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  /** Empty: every meal. */
  mealTypes: z.array(z.int()),
  /** Empty: every dish type. */
  dishTypeIds: z.array(z.int()),
  dishTypeNames: z.array(z.string()),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type MenuBind = z.infer<typeof menuBind>;

export const machineMeal = z.object({
  recipeId: z.int(),
  mealType: z.int(),
  name: z.string(),
  dishes: z.array(
    z.object({
      dishId: z.int(),
      dishName: z.string(),
      typeId: z.int(),
      image: z.string().nullable(),
      /** What the diner pays, cents: the recipe's discount price when set, else the dish's price. */
      price: z.int(),
      originalPrice: z.int(),
      supplyQty: z.int().nullable(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
    }),
  ),
});
export const machineMealList = z.object({ canteenId: z.int(), date: z.string(), menuVersion: z.int(), meals: z.array(machineMeal) });
export type MachineMealList = z.infer<typeof machineMealList>;

const thirdRange = z.object({ canteenId: id, startDate: day, endDate: day });
export const thirdMenuRecipe = z.object({
  recipeDate: z.string(),
  mealType: z.int(),
  name: z.string(),
  dishes: z.array(z.object({ dishName: z.string(), dishId: z.int().nullable(), supplyQty: z.int().nullable(), discountPrice: z.int().nullable() })),
});
export const thirdMenuSyncResult = z.object({
  created: z.int(),
  replaced: z.int(),
  unchanged: z.int(),
  /** Names the third party sent that match no approved dish of ours: left out. */
  unknownDishes: z.array(z.string()),
});
export type ThirdMenuSyncResult = z.infer<typeof thirdMenuSyncResult>;

/**
 * Copy recipes: the days fromDate…toDate land either at the same offsets from targetStartDate (a week onto another
 * week), or, for one day (fromDate = toDate), on each of targetDates (a range or days picked in the planner).
 */
export const recipeCopyInput = z
  .object({
    canteenId: id,
    fromDate: day,
    toDate: day,
    targetStartDate: day.optional(),
    targetDates: z.array(day).min(1).max(RECIPE_RANGE_MAX_DAYS).optional(),
    /** Another canteen to copy into; none: the same canteen. */
    targetCanteenId: id.optional(),
    mode: z.enum(RECIPE_COPY_MODES).default('skip'),
  })
  .refine((v) => (v.targetStartDate === undefined) !== (v.targetDates === undefined), { message: 'give targetStartDate or targetDates, not both', path: ['targetStartDate'] })
  .refine((v) => v.targetDates === undefined || v.fromDate === v.toDate, { message: 'targetDates copies one day: toDate must equal fromDate', path: ['toDate'] });
export type RecipeCopyInput = z.infer<typeof recipeCopyInput>;
/** copied: target cells written (new, or replacing a recipe when overwriting); replaced: of those, the ones that had a recipe; skipped: cells with a recipe kept. */
export const recipeCopyResult = z.object({ copied: z.int(), replaced: z.int(), skipped: z.int() });
export type RecipeCopyResult = z.infer<typeof recipeCopyResult>;

/** Recipes (spec second document §7 menurecipe, recipe issue, machine/meal/list, third-party menus). */
export const menuRecipesEndpoints = [
  endpoint({
    id: 'menuRecipes.dishChoices',
    method: 'POST',
    path: `${M}/menurecipe/dish/list`,
    access: MENU,
    write: false,
    input: dishPickerQuery,
    output: z.array(dishBasics),
    summary: 'Approved dishes on shelf a recipe can hold, by name or pinyin (the planner need not hold the dishes menu)',
  }),
  endpoint({
    id: 'menuRecipes.dishTypeChoices',
    method: 'GET',
    path: `${M}/menurecipe/dishtype/list`,
    access: MENU,
    input: z.object({}),
    output: z.array(dishTypeChoice),
    summary: 'The dish types the role reaches, by sort, for a device menu bind (the recipe page need not hold the dish types menu)',
  }),
  endpoint({
    id: 'menuRecipes.add',
    method: 'POST',
    path: `${M}/menurecipe/add`,
    access: MENU,
    input: z.object(recipeFields),
    output: z.object({ recipeId: z.int() }),
    summary: 'Add a recipe: one canteen, day and meal (one recipe each; a second is refused on recipeDate)',
  }),
  endpoint({
    id: 'menuRecipes.saveWithDetails',
    method: 'POST',
    path: `${M}/menurecipe/add/recipe/detail/v2`,
    access: MENU,
    input: z.object({ ...recipeFields, enabled: z.boolean().default(true), details: detailLines }),
    output: z.object({ recipeId: z.int(), created: z.boolean() }),
    summary: 'Save a recipe with its dishes in one call: creates the canteen/day/meal recipe or replaces its name, remark and dishes',
  }),
  endpoint({
    id: 'menuRecipes.detailAdd',
    method: 'POST',
    path: `${M}/menurecipe/detail/add`,
    access: MENU,
    input: z.object({ recipeId: id, details: detailLines.min(1) }),
    output: z.object({ detailIds: z.array(z.int()) }),
    summary: 'Put approved dishes on a recipe (a dish already on it is refused)',
  }),
  endpoint({
    id: 'menuRecipes.detailEdit',
    method: 'PUT',
    path: `${M}/menurecipe/detail/edit`,
    access: MENU,
    input: z.object({ detailId: id, ...detailFields }),
    output: ok,
    summary: "Edit a dish's line on a recipe: supply, discount price, serving time, order",
  }),
  endpoint({
    id: 'menuRecipes.detailBatchRemove',
    method: 'DELETE',
    path: `${M}/menurecipe/detail/batch/remove`,
    access: MENU,
    input: z.object({ detailIds: z.array(id).min(1).max(500) }),
    output: z.object({ removed: z.int() }),
    summary: 'Take dishes off recipes',
  }),
  endpoint({
    id: 'menuRecipes.edit',
    method: 'PUT',
    path: `${M}/menurecipe/edit`,
    access: MENU,
    input: z.object({ recipeId: id, ...recipeFields }),
    output: ok,
    summary: 'Edit a recipe: its canteen, day, meal, name and remark',
  }),
  endpoint({
    id: 'menuRecipes.remove',
    method: 'DELETE',
    path: `${M}/menurecipe/remove/{recipeId}`,
    access: MENU,
    input: z.object({ recipeId: pathId }),
    output: ok,
    summary: 'Remove a recipe and its dishes (devices it was issued to stop showing it)',
  }),
  endpoint({
    id: 'menuRecipes.page',
    method: 'GET',
    path: `${M}/menurecipe/page`,
    access: MENU,
    input: pageQuery.extend(recipeFilters),
    output: pageOf(recipe),
    summary: 'Recipes by day (newest first), canteen and meal',
  }),
  endpoint({
    id: 'menuRecipes.export',
    method: 'GET',
    path: `${M}/menurecipe/export`,
    access: MENU,
    kind: 'blob',
    input: z.object(recipeFilters),
    output: blob,
    summary: 'Export the recipes of the filters, one row per dish (.xlsx, at most 50 000 rows)',
  }),
  endpoint({
    id: 'menuRecipes.detailPage',
    method: 'GET',
    path: `${M}/menurecipe/detail/page`,
    access: MENU,
    input: pageQuery.extend({ recipeId: id, dishName: textFilter }),
    output: pageOf(recipeDetail),
    summary: "A recipe's dishes with name, price, image and type",
  }),
  endpoint({
    id: 'menuRecipes.plan',
    method: 'GET',
    path: `${M}/menurecipe/plan`,
    access: MENU,
    input: z.object({ canteenId: id, startDate: day, endDate: day }),
    output: recipePlan,
    summary: "The week planner: a canteen's meal periods and its recipes with their dishes over some days (at most 31)",
  }),
  endpoint({
    id: 'menuRecipes.copy',
    method: 'POST',
    path: `${M}/menurecipe/copy/recipe`,
    access: MENU,
    input: recipeCopyInput,
    output: recipeCopyResult,
    summary:
      'Copy the recipes of some days (a day or a week) to days starting at targetStartDate (same offsets), or one day to each of targetDates; target cells with a recipe are skipped or overwritten; names that say the source weekday say the target one',
  }),
  endpoint({
    id: 'menuRecipes.enable',
    method: 'POST',
    path: `${M}/menurecipe/enable`,
    access: MENU,
    input: z.object({ recipeIds, enabled: z.boolean() }),
    output: ok,
    summary: 'Enable or disable recipes (devices they were issued to see the change on their next heartbeat)',
  }),
  endpoint({
    id: 'menuRecipes.issueToApplet',
    method: 'POST',
    path: `${M}/menurecipe/issue/recipe/to/applet`,
    access: MENU,
    input: z.object({ recipeIds }),
    output: z.object({ issued: z.int() }),
    summary: 'Publish recipes to the ordering app (only enabled recipes with at least one dish)',
  }),
  endpoint({
    id: 'menuRecipes.issueAll',
    method: 'POST',
    path: `${M}/menudishes/issue/all/recipe`,
    access: MENU,
    input: z.object({ recipeIds }),
    output: recipeIssueResult,
    summary: "Issue recipes to every device of their canteens: the devices' menu version goes up",
  }),
  endpoint({
    id: 'menuRecipes.issuePart',
    method: 'POST',
    path: `${M}/menudishes/issue/part/recipe`,
    access: MENU,
    input: z.object({ recipeIds, deviceIds: z.array(id).min(1).max(200) }),
    output: recipeIssueResult,
    summary: "Issue recipes of one canteen to some of that canteen's devices",
  }),
  endpoint({
    id: 'menuRecipes.issueSingle',
    method: 'POST',
    path: `${M}/menudishes/issue/single/recipe`,
    access: MENU,
    input: z.object({ recipeIds, deviceId: id }),
    output: recipeIssueResult,
    summary: "Issue recipes of one canteen to one of that canteen's devices",
  }),
  endpoint({
    id: 'menuRecipes.issueDevices',
    method: 'GET',
    path: `${M}/menudishes/issue/devices`,
    access: MENU,
    input: z.object({ canteenId: id }),
    output: z.array(issueDevice),
    summary: "A canteen's enabled devices, to choose whom to issue recipes to",
  }),
  endpoint({
    id: 'menuRecipes.issueRecordPage',
    method: 'GET',
    path: `${M}/menudishes/issue/record/page`,
    access: MENU,
    input: pageQuery.extend({ canteenId: id.optional(), scope: z.enum(RECIPE_ISSUE_SCOPES).optional() }),
    output: pageOf(recipeIssueRecord),
    summary: 'Who issued which recipes to which devices, newest first',
  }),
  endpoint({
    id: 'menuRecipes.menuBind',
    method: 'POST',
    path: `${M}/menudishes/menu/bind`,
    access: MENU,
    input: z.object({ deviceId: id, mealTypes: z.array(mealType).max(5).default([]), dishTypeIds: z.array(id).max(100).default([]) }),
    output: ok,
    summary: 'Bind what a device shows of its canteen’s issued recipes: some meals and dish types (none: all)',
  }),
  endpoint({
    id: 'menuRecipes.menuUnbind',
    method: 'DELETE',
    path: `${M}/menudishes/menu/unbind`,
    access: MENU,
    input: z.object({ deviceId: id }),
    output: ok,
    summary: 'Unbind a device: it shows every issued recipe of its canteen again',
  }),
  endpoint({
    id: 'menuRecipes.menuBindPage',
    method: 'GET',
    path: `${M}/menudishes/menu/bind/page`,
    access: MENU,
    input: pageQuery.extend({ canteenId: id.optional(), deviceName: textFilter }),
    output: pageOf(menuBind),
    summary: 'Devices with a menu bind',
  }),
  endpoint({
    id: 'menuRecipes.machineMealList',
    method: 'POST',
    path: `${M}/machine/meal/list`,
    access: 'device',
    write: false,
    input: z.object({ date: day.optional() }),
    output: machineMealList,
    summary: "A device pulls its menu: the enabled recipes issued to it for a day (default today), as its menu bind allows, with the menu version",
  }),
  endpoint({
    id: 'menuRecipes.thirdSync',
    method: 'POST',
    path: `${THIRD}/lethird/api/v1/menurecipe/hand/sync/recipe`,
    access: MENU,
    input: thirdRange,
    output: thirdMenuSyncResult,
    summary: "Sync recipes from the merchant's third-party menu service: dishes matched by name onto approved dishes, recipes created or replaced",
  }),
  endpoint({
    id: 'menuRecipes.thirdPreview',
    method: 'POST',
    path: `${THIRD}/ids/menu`,
    access: MENU,
    write: false,
    input: thirdRange,
    output: z.object({ recipes: z.array(thirdMenuRecipe), unknownDishes: z.array(z.string()) }),
    summary: "What the third-party menu service has for a canteen and days, matched to our dishes; nothing is written",
  }),
] as const satisfies readonly AnyEndpoint[];
