import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId } from '../scalars';
import { importResult } from './persons';

const M = PREFIX.main;
/** /menudish/menudishs: raw materials and their categories; /menudish/nutriment: the nutrient catalogue. */
const MATERIAL_MENU = 301000;
const NUTRIENT_MENU = 302000;

const ok = z.null();
const blob = z.null();
const name = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max).default('');
const sort = z.int().min(0).max(9999).default(0);

// ---- nutrients -------------------------------------------------------------------------------------------

export const NUTRIENT_TYPES = ['energy', 'macro', 'vitamin', 'mineral', 'other'] as const;
export type NutrientType = (typeof NUTRIENT_TYPES)[number];
export const NUTRIENT_UNITS = ['kcal', 'kJ', 'g', 'mg', 'μg'] as const;

export const nutrientTypeOption = z.object({ typeCode: z.enum(NUTRIENT_TYPES), typeName: z.string() });

export const menuNutrient = z.object({
  nutritionId: z.int(),
  typeCode: z.enum(NUTRIENT_TYPES),
  code: z.string(),
  name: z.string(),
  unit: z.enum(NUTRIENT_UNITS),
  sort: z.int(),
  remark: z.string(),
  /** How many materials carry a value for it; such a nutrient cannot be removed nor change its unit. */
  materialCount: z.int(),
  createdAt: z.string(),
});
export type MenuNutrient = z.infer<typeof menuNutrient>;
const nutrientFields = {
  typeCode: z.enum(NUTRIENT_TYPES),
  /** Stable key diet patterns and the health centre compare by: latin letters (and digits after the first). */
  code: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z][A-Za-z0-9]*$/, 'latin letters and digits, starting with a letter'),
  name: name(30),
  unit: z.enum(NUTRIENT_UNITS),
  sort,
  remark: text(200),
};

// ---- material categories ---------------------------------------------------------------------------------

export const materialCategory = z.object({
  categoryId: z.int(),
  parentId: z.int().nullable(),
  parentName: z.string().nullable(),
  categoryName: z.string(),
  sort: z.int(),
  childCount: z.int(),
  /** Materials filed directly under it. */
  materialCount: z.int(),
  createdAt: z.string(),
});
export type MaterialCategory = z.infer<typeof materialCategory>;
export interface MaterialCategoryNode {
  categoryId: number;
  parentId: number | null;
  categoryName: string;
  sort: number;
  materialCount: number;
  children: MaterialCategoryNode[];
}
export const materialCategoryNode: z.ZodType<MaterialCategoryNode> = z.object({
  categoryId: z.int(),
  parentId: z.int().nullable(),
  categoryName: z.string(),
  sort: z.int(),
  materialCount: z.int(),
  get children() {
    return z.array(materialCategoryNode);
  },
});
const categoryFields = {
  /** null: a big type (top level). */
  parentId: id.nullable().default(null),
  categoryName: name(30),
  sort,
};

// ---- materials -------------------------------------------------------------------------------------------

/** The most a value per 100 g may be (numeric(12,3) holds more; no food carries more than this of anything). */
export const PER_100G_MAX = 1_000_000;
const per100g = z
  .number()
  .min(0)
  .max(PER_100G_MAX)
  .transform((v) => Math.round(v * 1000) / 1000);

export const materialNutrientValue = z.object({ nutritionId: z.int(), code: z.string(), name: z.string(), unit: z.string(), per100g: z.number() });
export const material = z.object({
  materialId: z.int(),
  materialName: z.string(),
  categoryId: z.int().nullable(),
  categoryName: z.string().nullable(),
  /** Big type to leaf, e.g. '畜禽肉类 / 猪肉'; '' when uncategorised. */
  categoryPath: z.string(),
  unit: z.string(),
  source: z.string(),
  remark: z.string(),
  /** Per 100 g of edible part, by the catalogue's sort; nutrients without a value are absent. */
  nutrients: z.array(materialNutrientValue),
  /** Dishes made with it; a material in use cannot be removed. */
  dishCount: z.int(),
  createdAt: z.string(),
});
export type Material = z.infer<typeof material>;
const materialFields = {
  materialName: name(50),
  /** null: not filed under a category. */
  categoryId: id.nullable().default(null),
  /** How the kitchen counts it (g, kg, 个, 瓶…); nutrients are always per 100 g. */
  unit: name(10).default('g'),
  /** Where the values come from, e.g. 中国食物成分表. */
  source: text(50),
  remark: text(200),
  nutrients: z
    .array(z.object({ nutritionId: id, per100g }))
    .max(100)
    .default([]),
};
const materialFilters = {
  materialName: textFilter,
  /** The category and every category below it. */
  categoryId: id.optional(),
  source: textFilter,
};

/** A material as pickers offer it. */
export const materialOption = z.object({ materialId: z.int(), materialName: z.string(), unit: z.string(), categoryId: z.int().nullable(), categoryPath: z.string() });
export type MaterialOption = z.infer<typeof materialOption>;

const nutrientAmount = z.object({ nutritionId: z.int(), code: z.string(), name: z.string(), unit: z.string(), amount: z.number() });
export type DishNutrientAmount = z.infer<typeof nutrientAmount>;
export const dishMaterials = z.object({
  dishesId: z.int(),
  dishesName: z.string(),
  ingredients: z.array(
    z.object({
      materialId: z.int(),
      materialName: z.string(),
      unit: z.string(),
      categoryId: z.int().nullable(),
      categoryPath: z.string(),
      grams: z.number(),
      /** What this ingredient brings to one portion: grams / 100 × the value per 100 g. */
      nutrients: z.array(nutrientAmount),
    }),
  ),
  /** One portion: the sum over the ingredients. */
  totals: z.array(nutrientAmount),
});
export type DishMaterials = z.infer<typeof dishMaterials>;

/** Endpoints of raw materials, their category tree and the nutrient catalogue (menumaterial, menumaterialcategory, menunutrition). */
export const menuMaterialsEndpoints = [
  // materials
  endpoint({
    id: 'menuMaterials.materialsOfDish',
    method: 'GET',
    path: `${M}/menumaterial/one/{dishesId}`,
    access: MATERIAL_MENU,
    input: z.object({ dishesId: pathId }),
    output: dishMaterials,
    summary: 'What a dish (in the caller’s dish scope) is made of: each material, its grams, category and nutrients, and the totals per portion',
  }),
  endpoint({
    id: 'menuMaterials.materialAdd',
    method: 'POST',
    path: `${M}/menumaterial/add`,
    access: MATERIAL_MENU,
    input: z.object(materialFields),
    output: z.object({ materialId: z.int() }),
    summary: 'Add a raw material with its nutrients per 100 g; names are unique per merchant',
  }),
  endpoint({
    id: 'menuMaterials.materialPage',
    method: 'POST',
    path: `${M}/menumaterial/page`,
    access: MATERIAL_MENU,
    write: false,
    input: pageQuery.extend(materialFilters),
    output: pageOf(material),
    summary: 'Page of raw materials, filtered by name, category (with its sub-categories) and source',
  }),
  endpoint({
    id: 'menuMaterials.materialEdit',
    method: 'PUT',
    path: `${M}/menumaterial/edit`,
    access: MATERIAL_MENU,
    input: z.object({ materialId: id, ...materialFields }),
    output: ok,
    summary: 'Edit a raw material; its nutrients are replaced by those sent (every dish made of it follows)',
  }),
  endpoint({
    id: 'menuMaterials.materialRemove',
    method: 'DELETE',
    path: `${M}/menumaterial/remove/{materialId}`,
    access: MATERIAL_MENU,
    input: z.object({ materialId: pathId }),
    output: ok,
    summary: 'Remove a raw material no dish is made of (40900 otherwise)',
  }),
  endpoint({
    id: 'menuMaterials.materialRemoveBatch',
    method: 'DELETE',
    path: `${M}/menumaterial/remove/batch`,
    access: MATERIAL_MENU,
    input: z.object({ materialIds: z.array(id).min(1).max(500) }),
    output: ok,
    summary: 'Remove several raw materials, all or none (40900 when a dish is made of one of them)',
  }),
  endpoint({
    id: 'menuMaterials.materialImport',
    method: 'POST',
    path: `${M}/menumaterial/lead/in/material`,
    access: MATERIAL_MENU,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importResult,
    summary:
      'Import raw materials from the xlsx template (name, big type, small type, unit, source, one column per nutrient); categories must exist; any bad row: 59000 with the row errors, nothing written',
  }),
  endpoint({
    id: 'menuMaterials.materialOptions',
    method: 'POST',
    path: `${M}/menumaterial/2`,
    access: MATERIAL_MENU,
    write: false,
    input: z.object({ materialName: textFilter }),
    output: z.array(materialOption),
    summary: 'Every raw material as pickers offer it (id, name, unit, category path), by name',
  }),
  endpoint({
    id: 'menuMaterials.materialTemplate',
    method: 'GET',
    path: `${M}/menumaterial/template`,
    access: MATERIAL_MENU,
    kind: 'blob',
    input: z.object({}),
    output: blob,
    summary: 'The import template: the fixed columns and one column per nutrient of the catalogue, with an example row',
  }),
  endpoint({
    id: 'menuMaterials.materialExport',
    method: 'POST',
    path: `${M}/menumaterial/export`,
    access: MATERIAL_MENU,
    kind: 'blob',
    write: false,
    input: z.object(materialFilters),
    output: blob,
    summary: 'Export the raw materials with their nutrients (xlsx, same filters as the page, at most 50 000 rows); the file imports back',
  }),
  // categories
  endpoint({
    id: 'menuMaterials.categoryAdd',
    method: 'POST',
    path: `${M}/menumaterialcategory/add`,
    access: MATERIAL_MENU,
    input: z.object(categoryFields),
    output: z.object({ categoryId: z.int() }),
    summary: 'Add a material category, optionally below another; names are unique among siblings',
  }),
  endpoint({
    id: 'menuMaterials.categoryEdit',
    method: 'POST',
    path: `${M}/menumaterialcategory/edit`,
    access: MATERIAL_MENU,
    input: z.object({ categoryId: id, ...categoryFields }),
    output: ok,
    summary: 'Edit a material category; its parent may not be itself or one below it',
  }),
  endpoint({
    id: 'menuMaterials.categoryRemove',
    method: 'POST',
    path: `${M}/menumaterialcategory/remove/{id}`,
    access: MATERIAL_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a material category without sub-categories and materials (40900 otherwise)',
  }),
  endpoint({
    id: 'menuMaterials.categoryTree',
    method: 'POST',
    path: `${M}/menumaterialcategory/tree/list`,
    access: MATERIAL_MENU,
    write: false,
    input: z.object({}),
    output: z.array(materialCategoryNode),
    summary: 'The material categories as a tree, siblings by sort',
  }),
  endpoint({
    id: 'menuMaterials.categoryPage',
    method: 'POST',
    path: `${M}/menumaterialcategory/page`,
    access: MATERIAL_MENU,
    write: false,
    input: pageQuery.extend({ categoryName: textFilter, parentId: id.optional() }),
    output: pageOf(materialCategory),
    summary: 'Page of material categories, filtered by name and parent',
  }),
  // nutrients
  endpoint({
    id: 'menuMaterials.nutrientTypes',
    method: 'POST',
    path: `${M}/menunutrition/all/type/list`,
    access: NUTRIENT_MENU,
    write: false,
    input: z.object({}),
    output: z.array(nutrientTypeOption),
    summary: 'The nutrient types (energy, macronutrient, vitamin, mineral, other) with their names in the caller’s language',
  }),
  endpoint({
    id: 'menuMaterials.nutrientList',
    method: 'POST',
    path: `${M}/menunutrition/all/list`,
    // The material form needs the catalogue: either page grants it.
    access: MATERIAL_MENU,
    write: false,
    input: z.object({ typeCode: z.enum(NUTRIENT_TYPES).optional() }),
    output: z.array(menuNutrient),
    summary: 'Every nutrient of the catalogue, by sort',
  }),
  endpoint({
    id: 'menuMaterials.nutrientAdd',
    method: 'POST',
    path: `${M}/menunutrition/addMenuNutrition`,
    access: NUTRIENT_MENU,
    input: z.object(nutrientFields),
    output: z.object({ nutritionId: z.int() }),
    summary: 'Add a nutrient; codes and names are unique per merchant',
  }),
  endpoint({
    id: 'menuMaterials.nutrientEdit',
    method: 'POST',
    path: `${M}/menunutrition/updateMenuNutrition`,
    access: NUTRIENT_MENU,
    input: z.object({ nutritionId: id, ...nutrientFields }),
    output: ok,
    summary: 'Edit a nutrient; its unit stays while materials carry values for it',
  }),
  endpoint({
    id: 'menuMaterials.nutrientRemove',
    method: 'DELETE',
    path: `${M}/menunutrition/remove/{nutritionId}`,
    access: NUTRIENT_MENU,
    input: z.object({ nutritionId: pathId }),
    output: ok,
    summary: 'Remove a nutrient no material carries a value for (40900 otherwise)',
  }),
  endpoint({
    id: 'menuMaterials.nutrientPage',
    method: 'GET',
    path: `${M}/menunutrition/getMenuNutritionPage`,
    access: NUTRIENT_MENU,
    input: pageQuery.extend({ name: textFilter, typeCode: z.enum(NUTRIENT_TYPES).optional() }),
    output: pageOf(menuNutrient),
    summary: 'Page of the nutrient catalogue, filtered by name (or code) and type',
  }),
  endpoint({
    id: 'menuMaterials.nutrientInitDefault',
    method: 'POST',
    path: `${M}/menunutrition/init/default`,
    access: NUTRIENT_MENU,
    input: z.object({}),
    output: z.object({ added: z.int(), total: z.int() }),
    summary: 'Adds the standard nutrients of the China Food Composition Tables that are missing (by code); running it again adds nothing',
  }),
] as const satisfies readonly AnyEndpoint[];
