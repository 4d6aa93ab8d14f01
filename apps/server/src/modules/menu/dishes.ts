import type { Dish, DishAuditState, DishBasicsRow, DishDetail, DishOptions, DishWithNutrition, IngredientOption, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { dishNutrition } from './dishFacts';
import { typeChoices } from './dishTypes';
import { pinyinKey } from './pinyin';

/** Reads of dishes: always the merchant's, and only the types the caller's dish scope reaches. */

export interface DishFilters {
  keyword?: string;
  typeId?: number;
  classId?: number;
  auditState?: DishAuditState;
  onShelf?: boolean;
  recommended?: boolean;
}

const SELECT = `SELECT d.id AS "dishesId", d.name AS "dishName", d.pinyin_initials AS "pinyinInitials", d.pinyin_full AS "pinyinFull",
    d.type_id AS "typeId", t.name AS "typeName", d.price, d.box_fee AS "boxFee", d.discount_price AS "discountPrice", d.weight_g AS "weightG",
    d.images, d.description, d.chef, d.recommended, d.stock, d.purchase_limit AS "purchaseLimit", d.on_shelf AS "onShelf",
    d.audit_state AS "auditState", d.audit_reason AS "auditReason", d.audited_at AS "auditedAt", d.audited_by AS "auditedBy", d.sort,
    (SELECT count(*)::int FROM menu_dish_likes l WHERE l.merchant_id = d.merchant_id AND l.dish_id = d.id) AS "likeCount",
    COALESCE((SELECT json_agg(json_build_object('classId', c.id, 'kind', c.kind, 'className', c.name) ORDER BY c.sort, c.id)
        FROM menu_dish_class_links k JOIN menu_dish_classes c ON c.id = k.class_id AND c.merchant_id = k.merchant_id
       WHERE k.merchant_id = d.merchant_id AND k.dish_id = d.id), '[]'::json) AS classes,
    d.created_at AS "createdAt", d.updated_at AS "updatedAt"
  FROM menu_dishes d JOIN menu_dish_types t ON t.id = d.type_id AND t.merchant_id = d.merchant_id`;

type DishRow = Omit<Dish, 'cookId' | 'cookName'> & { detailHtml?: string };

/** The cooking station is a classification of kind cook kept beside the others; the API names it apart. */
function shape(row: DishRow): Dish {
  const cook = row.classes.find((c) => c.kind === 'cook');
  return { ...row, cookId: cook?.classId ?? null, cookName: cook?.className ?? null, classes: row.classes.filter((c) => c.kind !== 'cook') };
}

/** The merchant, the caller's dish scope and the filters over alias d. */
function dishWhere(ctx: Ctx, q: DishFilters): Where {
  const w = new Where('d.merchant_id = ?', ctx.merchantId).scope(ctx, 'dish', 'd.type_id');
  if (q.keyword) {
    const pinyin = likeContains(pinyinKey(q.keyword));
    w.add('d.name ILIKE ? OR d.pinyin_initials LIKE ? OR d.pinyin_full LIKE ?', likeContains(q.keyword), pinyin, pinyin);
  }
  const exact: [keyof DishFilters, string][] = [
    ['typeId', 'd.type_id'],
    ['auditState', 'd.audit_state'],
    ['onShelf', 'd.on_shelf'],
    ['recommended', 'd.recommended'],
  ];
  for (const [field, column] of exact) {
    if (q[field] !== undefined) w.add(`${column} = ?`, q[field]);
  }
  if (q.classId !== undefined) {
    w.add('EXISTS (SELECT 1 FROM menu_dish_class_links k WHERE k.merchant_id = d.merchant_id AND k.dish_id = d.id AND k.class_id = ?)', q.classId);
  }
  return w;
}

export async function dishPage(ctx: Ctx, q: DishFilters & Paging): Promise<Page<Dish>> {
  const w = dishWhere(ctx, q);
  const page = await pageOf<DishRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_dishes d WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY d.sort, d.id DESC`,
    params: w.params,
  });
  return { ...page, records: page.records.map(shape) };
}

export async function dishPageWithNutrition(ctx: Ctx, q: DishFilters & { page: number; limit: number }): Promise<Page<DishWithNutrition>> {
  const page = await dishPage(ctx, q);
  const nutrition = await dishNutrition(
    ctx,
    page.records.map((d) => d.dishesId),
  );
  return { ...page, records: page.records.map((d) => ({ ...d, nutrition: nutrition.get(d.dishesId) ?? [] })) };
}

/** The dish, or 40400 when it is another merchant's, missing or of a type outside the caller's scope. */
export async function getDish(ctx: Ctx, dishesId: number): Promise<Dish & { detailHtml: string }> {
  const w = dishWhere(ctx, {}).add('d.id = ?', dishesId);
  const row = (await ctx.db.query<DishRow & { detailHtml: string }>(`${SELECT.replace(' FROM menu_dishes d', ', d.detail_html AS "detailHtml" FROM menu_dishes d')} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('dish');
  return { ...shape(row), detailHtml: row.detailHtml };
}

export async function dishIngredients(ctx: Ctx, dishesId: number): Promise<DishDetail['ingredients']> {
  return ctx.db.query(
    `SELECT i.material_id AS "materialId", m.name AS "materialName", m.unit, i.grams::float8 AS grams
       FROM menu_dish_ingredients i JOIN menu_materials m ON m.id = i.material_id AND m.merchant_id = i.merchant_id
      WHERE i.merchant_id = $1 AND i.dish_id = $2 ORDER BY i.grams DESC, m.name`,
    [ctx.merchantId, dishesId],
  );
}

/**
 * Everything of a dish: rich text, ingredients, nutrition per portion (the sum over the ingredients) and per 100 g
 * of the portion (its weight when given, else the ingredients' total grams).
 */
export async function dishDetail(ctx: Ctx, dishesId: number): Promise<DishDetail> {
  const dish = await getDish(ctx, dishesId);
  const ingredients = await dishIngredients(ctx, dishesId);
  const nutrition = (await dishNutrition(ctx, [dishesId])).get(dishesId) ?? [];
  const ingredientGrams = ingredients.reduce((s, i) => s + i.grams, 0);
  const portionGrams = dish.weightG ?? (ingredientGrams > 0 ? Math.round(ingredientGrams * 100) / 100 : null);
  const nutritionPer100g = portionGrams ? nutrition.map((n) => ({ ...n, amount: Math.round((n.amount * 10_000) / portionGrams) / 100 })) : [];
  return { ...dish, ingredients, nutrition, portionGrams, nutritionPer100g };
}

/** Approved dishes on shelf, for the pickers of recipes, products and set meals. */
export async function dishBasics(ctx: Ctx, q: { keyword?: string; typeId?: number }): Promise<DishBasicsRow[]> {
  const w = dishWhere(ctx, { keyword: q.keyword, typeId: q.typeId, onShelf: true, auditState: 'approved' });
  return ctx.db.query<DishBasicsRow>(
    `SELECT d.id AS "dishesId", d.name AS "dishName", d.price, d.discount_price AS "discountPrice", d.type_id AS "typeId", t.name AS "typeName",
            d.pinyin_initials AS "pinyinInitials", d.images[1] AS image
       FROM menu_dishes d JOIN menu_dish_types t ON t.id = d.type_id AND t.merchant_id = d.merchant_id
      WHERE ${w.sql} ORDER BY t.sort, d.sort, d.name`,
    w.params,
  );
}

/** The types the role reaches (to add a dish of) and every classification. */
export async function dishOptions(ctx: Ctx): Promise<DishOptions> {
  const types = await typeChoices(ctx);
  const classes = await ctx.db.query<DishOptions['classes'][number]>(
    `SELECT id AS "classId", kind, name AS "className" FROM menu_dish_classes WHERE merchant_id = $1 ORDER BY kind, sort, id`,
    [ctx.merchantId],
  );
  return { types, classes };
}

/** Raw materials for the ingredient picker, with their values per 100 g (for the form's nutrition preview). */
export async function ingredientOptions(ctx: Ctx, q: { keyword?: string; materialIds: number[] }): Promise<IngredientOption[]> {
  const params: unknown[] = [ctx.merchantId, q.materialIds, q.keyword ? likeContains(q.keyword) : '%'];
  const materials = await ctx.db.query<{ materialId: number; materialName: string; unit: string }>(
    `(SELECT id AS "materialId", name AS "materialName", unit FROM menu_materials WHERE merchant_id = $1 AND name ILIKE $3 ORDER BY name LIMIT 50)
     UNION SELECT id, name, unit FROM menu_materials WHERE merchant_id = $1 AND id = ANY($2::int[])`,
    params,
  );
  const values = await ctx.db.query<{ materialId: number; nutrientId: number; code: string; name: string; unit: string; per100g: number }>(
    `SELECT mn.material_id AS "materialId", n.id AS "nutrientId", n.code, n.name, n.unit, mn.per_100g::float8 AS "per100g"
       FROM menu_material_nutrients mn JOIN menu_nutrients n ON n.id = mn.nutrient_id AND n.merchant_id = mn.merchant_id
      WHERE mn.merchant_id = $1 AND mn.material_id = ANY($2::int[]) ORDER BY n.sort, n.id`,
    [ctx.merchantId, materials.map((m) => m.materialId)],
  );
  return materials
    .sort((a, b) => a.materialName.localeCompare(b.materialName, 'zh'))
    .map((m) => ({ ...m, nutrients: values.filter((v) => v.materialId === m.materialId).map(({ materialId: _m, ...n }) => n) }));
}

/** The merchant's materials of those names (the seed and the import look ingredients up by name). */
export async function materialsByName(ctx: Ctx, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_materials WHERE merchant_id = $1 AND name = ANY($2::text[])`, [
    ctx.merchantId,
    [...new Set(names)],
  ]);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** The merchant's dish types and classifications by name (`kind:name` for classifications). */
export async function dishClassIdsByName(ctx: Ctx): Promise<{ types: Map<string, number>; classes: Map<string, number> }> {
  const types = await ctx.db.query<{ id: number; name: string }>(`SELECT id, name FROM menu_dish_types WHERE merchant_id = $1`, [ctx.merchantId]);
  const classes = await ctx.db.query<{ id: number; kind: string; name: string }>(`SELECT id, kind, name FROM menu_dish_classes WHERE merchant_id = $1`, [ctx.merchantId]);
  return { types: new Map(types.map((t) => [t.name, t.id])), classes: new Map(classes.map((c) => [`${c.kind}:${c.name}`, c.id])) };
}
