import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { priceCents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, int32, pathId } from '../scalars';

const M = PREFIX.main;
const MENU = { types: 303000, dishes: 304000 } as const;
const ok = z.null();

/** The dish classifications besides the type (one table, `kind`): cooking stations, labels, tastes, classify, effect, style, suit. */
export const DISH_CLASS_KINDS = ['cook', 'label', 'taste', 'classify', 'effect', 'style', 'suit'] as const;
export type DishClassKind = (typeof DISH_CLASS_KINDS)[number];
/** The spec's path family of each kind (menudishescook …). */
export const DISH_CLASS_PATHS = {
  cook: 'menudishescook',
  label: 'menudisheslabel',
  taste: 'menudishestaste',
  classify: 'menudishesclassify',
  effect: 'menudisheseffect',
  style: 'menudishesstyle',
  suit: 'menudishessuit',
} as const satisfies Record<DishClassKind, string>;

/** A dish waits for review when new and when its name, price or ingredients change; only the audit moves it. */
export const DISH_AUDIT_STATES = ['pending', 'approved', 'rejected'] as const;
export type DishAuditState = (typeof DISH_AUDIT_STATES)[number];

const name50 = z.string().trim().min(1).max(50);
const sort = z.int().min(0).max(9999).default(0);
const remark = z.string().trim().max(200).default('');
/** An uploaded image's address (the upload endpoint answers a path or an http(s) URL). */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s"'<>]+$/, 'an http(s) or relative address');
/** Grams of one ingredient in a portion: more than 0, at most two decimals (numeric(10, 2)). */
const grams = z
  .number()
  .min(0.01)
  .max(99_999)
  .refine((g) => Math.abs(g * 100 - Math.round(g * 100)) < 1e-6, { message: 'at most two decimals' });

// ---- dish types and the classifications ----------------------------------------------------------------------

export const dishType = z.object({
  typeId: z.int(),
  typeName: z.string(),
  sort: z.int(),
  remark: z.string(),
  dishCount: z.int(),
  createdAt: z.string(),
});
export type DishType = z.infer<typeof dishType>;
const dishTypeFields = { typeName: name50, sort, remark };

export const dishClass = z.object({
  classId: z.int(),
  kind: z.enum(DISH_CLASS_KINDS),
  className: z.string(),
  sort: z.int(),
  remark: z.string(),
  dishCount: z.int(),
  createdAt: z.string(),
});
export type DishClass = z.infer<typeof dishClass>;
const dishClassFields = { className: name50, sort, remark };

/** The four calls of one classification, from one description (page, add, edit, remove under the kind's path). */
function classFamily<const K extends DishClassKind>(kind: K) {
  const base = `${M}/${DISH_CLASS_PATHS[kind]}`;
  return [
    endpoint({
      id: `menuDishes.${kind}Page`,
      method: 'GET',
      path: `${base}/page`,
      access: MENU.types,
      input: pageQuery.extend({ className: textFilter }),
      output: pageOf(dishClass),
      summary: `Dish classification “${kind}”: page, by sort`,
    }),
    endpoint({
      id: `menuDishes.${kind}Add`,
      method: 'POST',
      path: `${base}/add`,
      access: MENU.types,
      input: z.object(dishClassFields),
      output: z.object({ classId: z.int() }),
      summary: `Add a dish classification “${kind}” (name unique within the kind)`,
    }),
    endpoint({
      id: `menuDishes.${kind}Edit`,
      method: 'PUT',
      path: `${base}/edit`,
      access: MENU.types,
      input: z.object({ classId: id, ...dishClassFields }),
      output: ok,
      summary: `Edit a dish classification “${kind}”`,
    }),
    endpoint({
      id: `menuDishes.${kind}Remove`,
      method: 'DELETE',
      path: `${base}/remove/{id}`,
      access: MENU.types,
      input: z.object({ id: pathId }),
      output: ok,
      summary: `Remove a dish classification “${kind}” (refused while a dish carries it: 40900)`,
    }),
  ] as const;
}

// ---- dishes ---------------------------------------------------------------------------------------------------

export const dishIngredientInput = z.object({ materialId: id, grams });
export const dishFields = {
  dishName: name50,
  typeId: id,
  /** The cooking station (a `cook` classification), one or none. */
  cookId: id.nullable().default(null),
  /** Labels, tastes, classify, effect, style and suit classifications. */
  classIds: z.array(id).max(60).default([]),
  price: priceCents,
  boxFee: priceCents.default(0),
  /** Cents; none: no discount. */
  discountPrice: priceCents.nullable().default(null),
  /** Grams of one served portion. */
  weightG: int32(1).max(100_000).nullable().default(null),
  images: z.array(imageUrl).max(5).default([]),
  description: z.string().trim().max(200).default(''),
  /** Rich text; the server keeps only p, br, strong, em, ul, ol, li, h3, h4 and img with an http(s) or relative src. */
  detailHtml: z.string().max(20_000).default(''),
  chef: z.string().trim().max(50).default(''),
  recommended: z.boolean().default(false),
  /** Portions in stock; none: unlimited. */
  stock: int32().nullable().default(null),
  /** Most portions one person may buy at once; none: no limit. */
  purchaseLimit: int32(1).max(9999).nullable().default(null),
  onShelf: z.boolean().default(true),
  sort,
  /** What one portion is made of: the merchant's raw materials, in grams. */
  ingredients: z.array(dishIngredientInput).max(50).default([]),
};

export const dishClassRef = z.object({ classId: z.int(), kind: z.enum(DISH_CLASS_KINDS), className: z.string() });
export const dish = z.object({
  dishesId: z.int(),
  dishName: z.string(),
  pinyinInitials: z.string(),
  pinyinFull: z.string(),
  typeId: z.int(),
  typeName: z.string(),
  cookId: z.int().nullable(),
  cookName: z.string().nullable(),
  classes: z.array(dishClassRef),
  price: z.int(),
  boxFee: z.int(),
  discountPrice: z.int().nullable(),
  weightG: z.int().nullable(),
  images: z.array(z.string()),
  description: z.string(),
  chef: z.string(),
  recommended: z.boolean(),
  stock: z.int().nullable(),
  purchaseLimit: z.int().nullable(),
  onShelf: z.boolean(),
  auditState: z.enum(DISH_AUDIT_STATES),
  auditReason: z.string(),
  auditedAt: z.string().nullable(),
  auditedBy: z.string(),
  sort: z.int(),
  likeCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dish = z.infer<typeof dish>;

export const dishNutrient = z.object({ nutrientId: z.int(), code: z.string(), name: z.string(), unit: z.string(), amount: z.number() });
export type DishNutrient = z.infer<typeof dishNutrient>;
export const dishWithNutrition = dish.extend({ nutrition: z.array(dishNutrient) });
export type DishWithNutrition = z.infer<typeof dishWithNutrition>;

export const dishIngredient = z.object({ materialId: z.int(), materialName: z.string(), unit: z.string(), grams: z.number() });
export type DishIngredient = z.infer<typeof dishIngredient>;
export const dishDetail = dish.extend({
  detailHtml: z.string(),
  ingredients: z.array(dishIngredient),
  /** Per portion: the sum over the ingredients of grams / 100 × the material's value per 100 g. */
  nutrition: z.array(dishNutrient),
  /** The grams per 100 g values are based on: the portion's weight, else the ingredients' total; null when neither. */
  portionGrams: z.number().nullable(),
  nutritionPer100g: z.array(dishNutrient),
});
export type DishDetail = z.infer<typeof dishDetail>;

const dishFilters = {
  /** The name, or its pinyin initials ("hsr") or full pinyin without spaces ("hongshao"). */
  keyword: textFilter,
  typeId: id.optional(),
  classId: id.optional(),
  auditState: z.enum(DISH_AUDIT_STATES).optional(),
  onShelf: z.boolean().optional(),
  recommended: z.boolean().optional(),
};
const dishQuery = pageQuery.extend(dishFilters);
const dishIds = z.array(id).min(1).max(500);

export const dishBasics = z.object({
  dishesId: z.int(),
  dishName: z.string(),
  price: z.int(),
  discountPrice: z.int().nullable(),
  typeId: z.int(),
  typeName: z.string(),
  pinyinInitials: z.string(),
  image: z.string().nullable(),
});
export type DishBasicsRow = z.infer<typeof dishBasics>;
/** What a dish picker sends: name or pinyin, and a type. */
export const dishPickerQuery = z.object({ keyword: textFilter, typeId: id.optional() });

/** A dish type to choose (the dish form, a device's menu bind), by sort. */
export const dishTypeChoice = z.object({ typeId: z.int(), typeName: z.string() });
export type DishTypeChoice = z.infer<typeof dishTypeChoice>;
/** What the dish form chooses from: the types the role reaches and every classification. */
export const dishOptions = z.object({
  types: z.array(dishTypeChoice),
  classes: z.array(dishClassRef),
});
export type DishOptions = z.infer<typeof dishOptions>;

export const ingredientOption = z.object({
  materialId: z.int(),
  materialName: z.string(),
  unit: z.string(),
  /** Values per 100 g, for the form's live nutrition preview. */
  nutrients: z.array(z.object({ nutrientId: z.int(), code: z.string(), name: z.string(), unit: z.string(), per100g: z.number() })),
});
export type IngredientOption = z.infer<typeof ingredientOption>;

export const dishAudit = z
  .object({ dishesIds: dishIds, approve: z.boolean(), reason: z.string().trim().max(200).default('') })
  .refine((a) => a.approve || a.reason.length > 0, { message: 'a rejection needs a reason', path: ['reason'] });

// ---- import -------------------------------------------------------------------------------------------------------

export const dishImportResult = z.object({ batchId: z.int(), total: z.int(), imported: z.int(), failed: z.int() });
export type DishImportResult = z.infer<typeof dishImportResult>;
export const dishImportFailure = z.object({
  failId: z.int(),
  batchId: z.int(),
  fileName: z.string(),
  row: z.int(),
  dishName: z.string(),
  /** The row's cells as read, by column header. */
  values: z.record(z.string(), z.string()),
  reason: z.string(),
  createdAt: z.string(),
});
export type DishImportFailure = z.infer<typeof dishImportFailure>;

// ---- likes and surveys -----------------------------------------------------------------------------------------

const dayRange = { startDate: day.optional(), endDate: day.optional() };
export const likeRank = z.object({
  rank: z.int(),
  dishesId: z.int(),
  dishName: z.string(),
  typeName: z.string(),
  image: z.string().nullable(),
  likeCount: z.int(),
  scoreCount: z.int(),
  /** Mean of the scores given, one decimal; null when none. */
  avgScore: z.number().nullable(),
});
export type LikeRank = z.infer<typeof likeRank>;
export const surveyAnswer = z.object({
  likeId: z.int(),
  dishesId: z.int(),
  dishName: z.string(),
  score: z.int().nullable(),
  comment: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  likeDay: z.string(),
  createdAt: z.string(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

/** Dishes, dish types and the other dish classifications, likes and surveys, import failures (menudishes, menudishestype, menudishescook … menudishessuit, menudishesimportfail). */
export const menuDishesEndpoints = [
  // ---- dishes ----
  endpoint({
    id: 'menuDishes.dishPage',
    method: 'GET',
    path: `${M}/menudishes/page`,
    access: MENU.dishes,
    input: dishQuery,
    output: pageOf(dish),
    summary: 'Dishes of the types the role reaches; keyword matches the name, the pinyin initials or the full pinyin',
  }),
  endpoint({
    id: 'menuDishes.dishPageV2',
    method: 'POST',
    path: `${M}/menudishes/page/v2`,
    access: MENU.dishes,
    write: false,
    input: dishQuery,
    output: pageOf(dishWithNutrition),
    summary: 'Dishes as page does, each with its nutrition per portion computed from its ingredients',
  }),
  endpoint({
    id: 'menuDishes.dishAdd',
    method: 'POST',
    path: `${M}/menudishes/add`,
    access: MENU.dishes,
    input: z.object(dishFields),
    output: z.object({ dishesId: z.int() }),
    summary: 'Add a dish (waits for review); pinyin is computed from the name, the rich text is sanitised',
  }),
  endpoint({
    id: 'menuDishes.dishEdit',
    method: 'PUT',
    path: `${M}/menudishes/edit`,
    access: MENU.dishes,
    input: z.object({ dishesId: id, ...dishFields }),
    output: ok,
    summary: 'Edit a dish; a change of name, price or ingredients sends it back to review',
  }),
  endpoint({
    id: 'menuDishes.dishRemoveBatch',
    method: 'DELETE',
    path: `${M}/menudishes/remove/batch`,
    access: MENU.dishes,
    input: z.object({ dishesIds: dishIds }),
    output: ok,
    summary: 'Remove several dishes, all or none (refused while one is on a recipe, product or set meal: 40900)',
  }),
  endpoint({
    id: 'menuDishes.dishRemove',
    method: 'DELETE',
    path: `${M}/menudishes/remove/{dishesId}`,
    access: MENU.dishes,
    input: z.object({ dishesId: pathId }),
    output: ok,
    summary: 'Remove a dish (refused while a recipe, product or set meal uses it: 40900)',
  }),
  endpoint({
    id: 'menuDishes.dishBasics',
    method: 'POST',
    path: `${M}/menudishes/all/basics/dishes/list`,
    access: MENU.dishes,
    write: false,
    input: dishPickerQuery,
    output: z.array(dishBasics),
    summary: 'Approved dishes on shelf, for pickers (recipes, products, set meals)',
  }),
  endpoint({
    id: 'menuDishes.initData',
    method: 'POST',
    path: `${M}/menudishes/init/data`,
    access: MENU.dishes,
    input: z.object({}),
    output: z.object({ types: z.int(), classes: z.int() }),
    summary: 'Create the standard dish types and classifications that are missing (run again: nothing more)',
  }),
  endpoint({
    id: 'menuDishes.dishImport',
    method: 'POST',
    path: `${M}/menudishes/batch/import/dishes`,
    access: MENU.dishes,
    kind: 'multipart',
    input: z.object({}),
    output: dishImportResult,
    summary: 'Import dishes from the xlsx template: good rows are added (to review), bad rows go to the failure list of the batch',
  }),
  endpoint({
    id: 'menuDishes.importTemplate',
    method: 'GET',
    path: `${M}/menudishes/import/template`,
    access: MENU.dishes,
    kind: 'blob',
    input: z.object({}),
    output: ok,
    summary: 'The dish import template (.xlsx with the header row and an example)',
  }),
  endpoint({
    id: 'menuDishes.dishExport',
    method: 'POST',
    path: `${M}/menudishes/export`,
    access: MENU.dishes,
    kind: 'blob',
    write: false,
    input: z.object(dishFilters),
    output: ok,
    summary: 'Export the dishes of the filters (xlsx, at most 50 000 rows)',
  }),
  endpoint({
    id: 'menuDishes.dishDetail',
    method: 'GET',
    path: `${M}/menudishes/detail/{dishesId}`,
    access: MENU.dishes,
    input: z.object({ dishesId: pathId }),
    output: dishDetail,
    summary: 'A dish with its rich text, ingredients and nutrition per portion and per 100 g',
  }),
  endpoint({
    id: 'menuDishes.dishAudit',
    method: 'POST',
    path: `${M}/menudishes/audit`,
    access: MENU.dishes,
    input: dishAudit,
    output: z.object({ audited: z.int() }),
    summary: 'Approve pending dishes, or reject them with a reason (a dish not pending: 40900)',
  }),
  endpoint({
    id: 'menuDishes.dishShelf',
    method: 'POST',
    path: `${M}/menudishes/shelf`,
    access: MENU.dishes,
    input: z.object({ dishesIds: dishIds, onShelf: z.boolean() }),
    output: z.object({ updated: z.int() }),
    summary: 'Put dishes on or off the shelf',
  }),
  endpoint({
    id: 'menuDishes.dishOptions',
    method: 'POST',
    path: `${M}/menudishes/options`,
    access: MENU.dishes,
    write: false,
    input: z.object({}),
    output: dishOptions,
    summary: 'The dish types the role reaches and every classification, for the dish form and filters',
  }),
  endpoint({
    id: 'menuDishes.materialOptions',
    method: 'POST',
    path: `${M}/menudishes/material/options`,
    access: MENU.dishes,
    write: false,
    input: z.object({ keyword: textFilter, materialIds: z.array(id).max(50).default([]) }),
    output: z.array(ingredientOption),
    summary: 'Raw materials for the ingredient picker (by name, at most 50, plus those named), with their nutrients per 100 g',
  }),

  // ---- likes and surveys ----
  endpoint({
    id: 'menuDishes.likeEmpty',
    method: 'POST',
    path: `${M}/menudishes/empty/like`,
    access: MENU.dishes,
    input: z.object({ dishesId: id }),
    output: z.object({ removed: z.int() }),
    summary: "Clear a dish's likes and survey answers",
  }),
  endpoint({
    id: 'menuDishes.likeRanking',
    method: 'POST',
    path: `${M}/menudishes/like/ranking`,
    access: MENU.dishes,
    write: false,
    input: pageQuery.extend({ ...dayRange, typeId: id.optional() }),
    output: pageOf(likeRank),
    summary: 'Dishes by likes over a range of days (merchant time zone), most liked first',
  }),
  endpoint({
    id: 'menuDishes.surveyList',
    method: 'POST',
    path: `${M}/menudishes/like/survey/list`,
    access: MENU.dishes,
    write: false,
    input: pageQuery.extend({ ...dayRange, dishesId: id.optional(), score: z.int().min(1).max(5).optional(), custName: textFilter }),
    output: pageOf(surveyAnswer),
    summary: 'Survey answers (likes with a score or a comment), newest first',
  }),
  endpoint({
    id: 'menuDishes.surveyAdd',
    method: 'POST',
    path: `${M}/menudishes/add/like/survey`,
    access: 'device',
    input: z.object({ custId: id, dishesId: id, score: z.int().min(1).max(5).nullable().default(null), comment: z.string().trim().max(200).default('') }),
    output: z.object({ likeId: z.int(), repeated: z.boolean() }),
    summary: "A diner's like of a dish with an optional score (1–5) and comment; one a person, dish and day (again: the answer is updated)",
  }),

  // ---- import failures ----
  endpoint({
    id: 'menuDishes.importFailPage',
    method: 'POST',
    path: `${M}/menudishesimportfail/page`,
    access: MENU.dishes,
    write: false,
    input: pageQuery.extend({ batchId: id.optional() }),
    output: pageOf(dishImportFailure),
    summary: 'Rows of dish imports that were not imported, with the reason, newest batch first',
  }),

  // ---- dish types ----
  endpoint({
    id: 'menuDishes.typeList',
    method: 'POST',
    path: `${M}/menudishestype/all/list`,
    access: MENU.types,
    write: false,
    input: z.object({}),
    output: z.array(dishType),
    summary: 'Every dish type the role reaches, by sort',
  }),
  endpoint({
    id: 'menuDishes.typeAdd',
    method: 'POST',
    path: `${M}/menudishestype/add`,
    access: MENU.types,
    input: z.object(dishTypeFields),
    output: z.object({ typeId: z.int() }),
    summary: 'Add a dish type',
  }),
  endpoint({
    id: 'menuDishes.typePage',
    method: 'GET',
    path: `${M}/menudishestype/page`,
    access: MENU.types,
    input: pageQuery.extend({ typeName: textFilter }),
    output: pageOf(dishType),
    summary: 'Dish types the role reaches, by sort',
  }),
  endpoint({
    id: 'menuDishes.typeEdit',
    method: 'PUT',
    path: `${M}/menudishestype/edit`,
    access: MENU.types,
    input: z.object({ typeId: id, ...dishTypeFields }),
    output: ok,
    summary: 'Edit a dish type',
  }),
  endpoint({
    id: 'menuDishes.typeRemove',
    method: 'DELETE',
    path: `${M}/menudishestype/remove/{id}`,
    access: MENU.types,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a dish type (refused while dishes have it: 40900)',
  }),

  // ---- the seven classifications, one description ----
  ...classFamily('cook'),
  ...classFamily('label'),
  ...classFamily('taste'),
  ...classFamily('classify'),
  ...classFamily('effect'),
  ...classFamily('style'),
  ...classFamily('suit'),
] as const satisfies readonly AnyEndpoint[];
