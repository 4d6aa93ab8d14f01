import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { dateTime, day, id, int32, pathId } from '../scalars';
import { mealType } from './canteens';

const M = PREFIX.main;
/** /menudish/product, /taocan, /liuyangji and its two children (menus.ts). */
const MENU = { products: 305000, setMeals: 306000, samples: 308000, sampleRecords: 308010, sampleCanteens: 308020 } as const;
const ok = z.null();
const blob = z.null();

/** Money of the menu, integer cents up to ￥100 000.00 (bigint columns). */
const price = z.int().min(0).max(10_000_000);
const text = (max: number) => z.string().trim().max(max).default('');
const name = z.string().trim().min(1).max(50);
const sort = z.int().min(0).max(9999).default(0);
export const MENU_IMAGE_LIMIT = 5;
const images = z.array(z.string().trim().min(1).max(500)).max(MENU_IMAGE_LIMIT).default([]);

/** A dish a product, set meal or hand-kept sample can name: approved, within the caller's dish scope. */
export const menuDishChoice = z.object({ dishId: z.int(), dishName: z.string(), price: z.int(), typeId: z.int() });
export type MenuDishChoice = z.infer<typeof menuDishChoice>;
const dishChoiceQuery = z.object({ dishName: textFilter });
export const DISH_CHOICE_LIMIT = 500;

// ---- products (menuproduct) ------------------------------------------------------------------------------

export const menuProduct = z.object({
  productId: z.int(),
  name: z.string(),
  /** The dish it is; null: a packaged item (drinks, snacks) known by its own name. */
  dishId: z.int().nullable(),
  dishName: z.string().nullable(),
  canteenId: z.int(),
  canteenName: z.string(),
  stallId: z.int().nullable(),
  stallName: z.string().nullable(),
  price: z.int(),
  /** null: unlimited. */
  stock: z.int().nullable(),
  barcode: z.string(),
  unit: z.string(),
  images: z.array(z.string()),
  /** On sale (上架); changed only by the putaway call. */
  putaway: z.boolean(),
  putawayAt: z.string().nullable(),
  sort: z.int(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MenuProduct = z.infer<typeof menuProduct>;
const productFields = {
  /** '' with a dish: the dish's name. */
  name: text(50),
  dishId: id.nullable().default(null),
  canteenId: id,
  stallId: id.nullable().default(null),
  price,
  stock: int32().nullable().default(null),
  barcode: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9A-Za-z-]*$/, 'letters, digits and -')
    .default(''),
  unit: text(10),
  images,
  sort,
  remark: text(200),
};
export const PRODUCT_KINDS = ['dish', 'packaged'] as const;
const productQuery = pageQuery.extend({
  name: textFilter,
  barcode: textFilter,
  canteenId: id.optional(),
  stallId: id.optional(),
  putaway: z.boolean().optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
});

// ---- set meals (menupackagemeal) -------------------------------------------------------------------------

export const SET_MEAL_ITEM_LIMIT = 30;
export const menuSetMealItem = z.object({
  dishId: z.int(),
  dishName: z.string(),
  qty: z.int(),
  /** The dish's own price now, cents. */
  unitPrice: z.int(),
  /** qty × unitPrice. */
  amount: z.int(),
});
export const menuSetMeal = z.object({
  packageId: z.int(),
  name: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  mealTypes: z.array(z.int()),
  price: z.int(),
  items: z.array(menuSetMealItem),
  /** What the items cost bought one by one, at the dishes' prices now. */
  listPrice: z.int(),
  /** listPrice − price: what the set saves (negative when it costs more). */
  saving: z.int(),
  enabled: z.boolean(),
  images: z.array(z.string()),
  sort: z.int(),
  remark: z.string(),
  createdAt: z.string(),
});
export type MenuSetMeal = z.infer<typeof menuSetMeal>;
const setMealFields = {
  name,
  canteenId: id,
  /** The meal periods it is sold at. */
  mealTypes: z
    .array(mealType)
    .min(1)
    .max(5)
    .refine((v) => new Set(v).size === v.length, 'each meal period once'),
  price,
  items: z
    .array(z.object({ dishId: id, qty: z.int().min(1).max(99) }))
    .min(1)
    .max(SET_MEAL_ITEM_LIMIT)
    .refine((v) => new Set(v.map((i) => i.dishId)).size === v.length, 'each dish once'),
  enabled: z.boolean().default(true),
  images,
  sort,
  remark: text(200),
};
const setMealQuery = pageQuery.extend({ name: textFilter, canteenId: id.optional(), mealType: mealType.optional(), enabled: z.boolean().optional() });

// ---- sample retention (macsavesample) --------------------------------------------------------------------

/** The food-safety rule: every dish served keeps a sample of at least 125 g for 48 hours. */
export const SAMPLE_MIN_WEIGHT_G = 125;
export const SAMPLE_KEEP_HOURS = 48;
export const SAMPLE_STATES = ['kept', 'disposed'] as const;
export const SAMPLE_SOURCES = ['device', 'console'] as const;
/**
 * A dish of a meal compared with the recipe: kept (≥ 125 g), underweight, missing, kept but not planned, or pending
 * (planned for a meal that has not begun yet, nothing kept so far).
 */
export const SAMPLE_DIFF_STATES = ['kept', 'underweight', 'missing', 'unplanned', 'pending'] as const;
/** Longest span of days one diff or summary read covers. */
export const SAMPLE_RANGE_DAYS = 92;

export const sampleRecord = z.object({
  recordId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  deviceId: z.int().nullable(),
  /** The machine's name when it uploaded ('' for a hand-kept sample). */
  deviceName: z.string(),
  source: z.enum(SAMPLE_SOURCES),
  sampleDate: z.string(),
  mealType: z.int(),
  dishId: z.int().nullable(),
  dishName: z.string(),
  weightG: z.int(),
  underweight: z.boolean(),
  keptAt: z.string(),
  keepUntil: z.string(),
  cabinetNo: z.string(),
  operator: z.string(),
  photo: z.string(),
  remark: z.string(),
  state: z.enum(SAMPLE_STATES),
  disposedAt: z.string().nullable(),
  disposedBy: z.string(),
  createdAt: z.string(),
});
export type SampleRecord = z.infer<typeof sampleRecord>;
const sampleFields = {
  /** A dish of the menu, or null with the name of what was kept. */
  dishId: id.nullable().default(null),
  dishName: text(50),
  weightG: z.int().min(1).max(10_000),
  cabinetNo: text(20),
  operator: text(30),
  photo: z.string().trim().max(500).default(''),
  remark: text(200),
};
const sampleQuery = pageQuery.extend({
  canteenId: id.optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  mealType: mealType.optional(),
  dishName: textFilter,
  deviceId: id.optional(),
  deviceName: textFilter,
  state: z.enum(SAMPLE_STATES).optional(),
  underweight: z.boolean().optional(),
});

export const sampleDiffDish = z.object({
  dishId: z.int().nullable(),
  dishName: z.string(),
  planned: z.boolean(),
  state: z.enum(SAMPLE_DIFF_STATES),
  /** The heaviest sample kept of it; null when none. */
  weightG: z.int().nullable(),
  recordCount: z.int(),
  keptAt: z.string().nullable(),
});
export type SampleDiffDish = z.infer<typeof sampleDiffDish>;
const diffCounts = { planned: z.int(), kept: z.int(), underweight: z.int(), missing: z.int(), unplanned: z.int(), pending: z.int() };
/** One canteen's meal of one day: what the recipe planned against what was kept. */
export const sampleDiffGroup = z.object({
  /** 'day|canteenId|mealType': names the row. */
  rowKey: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  sampleDate: z.string(),
  mealType: z.int(),
  /** The meal has not begun (a later day, or today before its meal period). */
  upcoming: z.boolean(),
  ...diffCounts,
  dishes: z.array(sampleDiffDish),
});
export type SampleDiffGroup = z.infer<typeof sampleDiffGroup>;
/** One canteen's day: the sums of its meals, and the meals. */
export const sampleCanteenDay = z.object({ rowKey: z.string(), canteenId: z.int(), canteenName: z.string(), sampleDate: z.string(), ...diffCounts, meals: z.array(sampleDiffGroup) });
export type SampleCanteenDay = z.infer<typeof sampleCanteenDay>;
const diffQuery = pageQuery.extend({
  canteenId: id.optional(),
  /** Default: today (merchant time zone); at most SAMPLE_RANGE_DAYS days. */
  startDate: day.optional(),
  endDate: day.optional(),
  mealType: mealType.optional(),
  /** Only meals with a dish missing, underweight or not planned. */
  onlyProblems: z.boolean().optional(),
});

export const sampleMachine = z.object({
  deviceId: z.int(),
  name: z.string(),
  serialNumber: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  online: z.boolean(),
  lastHeartbeatAt: z.string().nullable(),
  lastSampleAt: z.string().nullable(),
});
export type SampleMachine = z.infer<typeof sampleMachine>;
export const sampleOverview = z.object({ day: z.string(), meals: z.array(sampleDiffGroup), machines: z.array(sampleMachine) });
export type SampleOverview = z.infer<typeof sampleOverview>;

/** Products, set meals and sample retention (menuproduct, menupackagemeal, macsavesample). */
export const menuProductsEndpoints = [
  endpoint({
    id: 'menuProducts.productPage',
    method: 'GET',
    path: `${M}/menuproduct/page`,
    access: MENU.products,
    input: productQuery,
    output: pageOf(menuProduct),
    summary: 'Products sold at counters and shops (dishes and packaged items), of the canteens the caller may see',
  }),
  endpoint({
    id: 'menuProducts.productAdd',
    method: 'POST',
    path: `${M}/menuproduct/add`,
    access: MENU.products,
    input: z.object(productFields),
    output: z.object({ productId: z.int() }),
    summary: 'Add a product: an approved dish or a packaged item with its own name; it starts off sale',
  }),
  endpoint({
    id: 'menuProducts.productEdit',
    method: 'PUT',
    path: `${M}/menuproduct/edit`,
    access: MENU.products,
    input: z.object({ productId: id, ...productFields }),
    output: ok,
    summary: 'Edit a product (its sale state changes only through edit/putaway/state)',
  }),
  endpoint({
    id: 'menuProducts.productRemove',
    method: 'DELETE',
    path: `${M}/menuproduct/remove/{productId}`,
    access: MENU.products,
    input: z.object({ productId: pathId }),
    output: ok,
    summary: 'Remove a product',
  }),
  endpoint({
    id: 'menuProducts.productPutaway',
    method: 'POST',
    path: `${M}/menuproduct/edit/putaway/state`,
    access: MENU.products,
    input: z.object({ productIds: z.array(id).min(1).max(500), putaway: z.boolean() }),
    output: z.object({ changed: z.int() }),
    summary: 'Put products on sale or take them off, several at once (all or none: an unknown id refuses the call)',
  }),
  endpoint({
    id: 'menuProducts.productExport',
    method: 'GET',
    path: `${M}/menuproduct/export`,
    access: MENU.products,
    kind: 'blob',
    input: productQuery,
    output: blob,
    summary: 'Products (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'menuProducts.productDishList',
    method: 'POST',
    path: `${M}/menuproduct/dish/list`,
    access: MENU.products,
    write: false,
    input: dishChoiceQuery,
    output: z.array(menuDishChoice),
    summary: 'Approved dishes a product can be (the caller’s dish scope, at most 500)',
  }),

  endpoint({
    id: 'menuProducts.setMealPage',
    method: 'GET',
    path: `${M}/menupackagemeal/page`,
    access: MENU.setMeals,
    input: setMealQuery,
    output: pageOf(menuSetMeal),
    summary: 'Set meals with their dishes, list price of the items and the saving',
  }),
  endpoint({
    id: 'menuProducts.setMealAdd',
    method: 'POST',
    path: `${M}/menupackagemeal/add`,
    access: MENU.setMeals,
    input: z.object(setMealFields),
    output: z.object({ packageId: z.int() }),
    summary: 'Add a set meal: approved dishes with quantities, sold at a price at some meal periods of a canteen',
  }),
  endpoint({
    id: 'menuProducts.setMealEdit',
    method: 'PUT',
    path: `${M}/menupackagemeal/edit`,
    access: MENU.setMeals,
    input: z.object({ packageId: id, ...setMealFields }),
    output: ok,
    summary: 'Edit a set meal and its dishes',
  }),
  endpoint({
    id: 'menuProducts.setMealRemove',
    method: 'DELETE',
    path: `${M}/menupackagemeal/remove/{packageId}`,
    access: MENU.setMeals,
    input: z.object({ packageId: pathId }),
    output: ok,
    summary: 'Remove a set meal',
  }),
  endpoint({
    id: 'menuProducts.setMealExport',
    method: 'GET',
    path: `${M}/menupackagemeal/export`,
    access: MENU.setMeals,
    kind: 'blob',
    input: setMealQuery,
    output: blob,
    summary: 'Set meals (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'menuProducts.setMealDishList',
    method: 'POST',
    path: `${M}/menupackagemeal/dish/list`,
    access: MENU.setMeals,
    write: false,
    input: dishChoiceQuery,
    output: z.array(menuDishChoice),
    summary: 'Approved dishes a set meal can hold (the caller’s dish scope, at most 500)',
  }),

  endpoint({
    id: 'menuProducts.sampleRecordPage',
    method: 'POST',
    path: `${M}/macsavesample/page/save/sample/record`,
    access: MENU.sampleRecords,
    write: false,
    input: sampleQuery,
    output: pageOf(sampleRecord),
    summary: 'Sample records (from sample machines and kept by hand), newest first',
  }),
  endpoint({
    id: 'menuProducts.sampleRecordExport',
    method: 'POST',
    path: `${M}/macsavesample/export/save/sample/record`,
    access: MENU.sampleRecords,
    write: false,
    kind: 'blob',
    input: sampleQuery,
    output: blob,
    summary: 'Sample records (xlsx export, at most 50 000 rows)',
  }),
  endpoint({
    id: 'menuProducts.sampleDiffPage',
    method: 'POST',
    path: `${M}/macsavesample/page/diff/sample/record`,
    access: MENU.sampleRecords,
    write: false,
    input: diffQuery,
    output: pageOf(sampleDiffGroup),
    summary: 'Per canteen, day and meal: the dishes enabled recipes planned against the samples kept (kept, underweight, missing, not planned)',
  }),
  endpoint({
    id: 'menuProducts.sampleAdd',
    method: 'POST',
    path: `${M}/macsavesample/add/sample/record`,
    access: MENU.sampleRecords,
    input: z.object({ canteenId: id, sampleDate: day, mealType, keptAt: dateTime, ...sampleFields }),
    output: z.object({ recordId: z.int() }),
    summary: 'Record a sample kept by hand; it is kept until 48 hours after keptAt',
  }),
  endpoint({
    id: 'menuProducts.sampleDispose',
    method: 'POST',
    path: `${M}/macsavesample/dispose/sample/record`,
    access: MENU.sampleRecords,
    input: z.object({ recordIds: z.array(id).min(1).max(200) }),
    output: z.object({ disposed: z.int() }),
    summary: 'Mark samples disposed, all or none: refused for one still inside its 48 hours or already disposed',
  }),
  endpoint({
    id: 'menuProducts.sampleDishList',
    method: 'POST',
    path: `${M}/macsavesample/dish/list`,
    access: MENU.sampleRecords,
    write: false,
    input: dishChoiceQuery,
    output: z.array(menuDishChoice),
    summary: 'Approved dishes a hand-kept sample can name (the caller’s dish scope, at most 500)',
  }),
  endpoint({
    id: 'menuProducts.sampleCanteenPage',
    method: 'POST',
    path: `${M}/macsavesample/page/canteen/sample/record`,
    access: MENU.sampleCanteens,
    write: false,
    input: diffQuery,
    output: pageOf(sampleCanteenDay),
    summary: 'Per canteen and day: dishes planned, kept, underweight, missing and not planned, with each meal',
  }),
  endpoint({
    id: 'menuProducts.sampleOverview',
    method: 'POST',
    path: `${M}/macsavesample/overview`,
    access: MENU.samples,
    write: false,
    input: z.object({ day: day.optional() }),
    output: sampleOverview,
    summary: "A day's sample retention per canteen and meal (default today), and the sample machines with their online state",
  }),
  endpoint({
    id: 'menuProducts.sampleDeviceSave',
    method: 'POST',
    path: `${M}/macsavesample/device/save/sample/record`,
    access: 'device',
    input: z.object({
      ...sampleFields,
      /** Default: now. */
      keptAt: dateTime.optional(),
      /** Default: the meal period of the canteen at keptAt. */
      mealType: mealType.optional(),
      /** Default: the day of keptAt (merchant time zone). */
      sampleDate: day.optional(),
    }),
    output: z.object({ recordId: z.int(), keepUntil: z.string() }),
    summary: 'A sample machine (type liuyangji) uploads a sample it kept, for its own canteen',
  }),
] as const satisfies readonly AnyEndpoint[];
