import { NUTRIENT_TYPES, type MenuNutrient, type NutrientType, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { translate, type Lang, type MessageKey } from '../../platform/messages';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { STANDARD_NUTRIENTS } from './nutrientsStandard';

/** The nutrient catalogue (menunutrition): what materials carry per 100 g and dishes add up. */

const SELECT = `SELECT r.id AS "nutritionId", r.type_code AS "typeCode", r.code, r.name, r.unit, r.sort, r.remark,
    (SELECT count(*)::int FROM menu_material_nutrients mn WHERE mn.merchant_id = r.merchant_id AND mn.nutrient_id = r.id) AS "materialCount",
    r.created_at AS "createdAt"
  FROM menu_nutrients r`;
const ORDER = 'ORDER BY r.sort, r.id';

const TYPE_NAMES: Record<NutrientType, MessageKey> = {
  energy: 'nutrientTypeEnergy',
  macro: 'nutrientTypeMacro',
  vitamin: 'nutrientTypeVitamin',
  mineral: 'nutrientTypeMineral',
  other: 'nutrientTypeOther',
};

export function nutrientTypes(lang: Lang) {
  return NUTRIENT_TYPES.map((typeCode) => ({ typeCode, typeName: translate(lang, TYPE_NAMES[typeCode]) }));
}

export async function nutrientList(ctx: Ctx, typeCode?: NutrientType): Promise<MenuNutrient[]> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId);
  if (typeCode) w.add('r.type_code = ?', typeCode);
  return ctx.db.query<MenuNutrient>(`${SELECT} WHERE ${w.sql} ${ORDER}`, w.params);
}

export async function nutrientPage(ctx: Ctx, q: Paging & { name?: string; typeCode?: NutrientType }): Promise<Page<MenuNutrient>> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId);
  if (q.name) {
    const like = likeContains(q.name);
    w.add('r.name ILIKE ? OR r.code ILIKE ?', like, like);
  }
  if (q.typeCode) w.add('r.type_code = ?', q.typeCode);
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM menu_nutrients r WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ${ORDER}`,
    params: w.params,
  });
}

async function getNutrient(ctx: Ctx, nutritionId: number): Promise<MenuNutrient> {
  const row = (await ctx.db.query<MenuNutrient>(`${SELECT} WHERE r.merchant_id = $1 AND r.id = $2`, [ctx.merchantId, nutritionId]))[0];
  if (!row) throw notFound('nutrient');
  return row;
}

interface NutrientInput {
  typeCode: NutrientType;
  code: string;
  name: string;
  unit: string;
  sort: number;
  remark: string;
}

/** Codes compare case-insensitively (vitaminC and VitaminC are one nutrient); names exactly. */
async function checkUnique(ctx: Ctx, input: NutrientInput, exceptId: number) {
  const clash = await ctx.db.query<{ code: string; name: string }>(
    `SELECT code, name FROM menu_nutrients WHERE merchant_id = $1 AND id <> $2 AND (lower(code) = lower($3) OR name = $4)`,
    [ctx.merchantId, exceptId, input.code, input.name],
  );
  if (clash.some((c) => c.code.toLowerCase() === input.code.toLowerCase())) throw fieldError('code', 'nutrientCodeTaken');
  if (clash.length) throw fieldError('name', 'nutrientNameTaken');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('code', 'nutrientCodeTaken');
    throw e;
  }
}

export async function addNutrient(ctx: Ctx, input: NutrientInput) {
  await checkUnique(ctx, input, 0);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO menu_nutrients (merchant_id, type_code, code, name, unit, sort, remark) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [ctx.merchantId, input.typeCode, input.code, input.name, input.unit, input.sort, input.remark],
    ),
  );
  return { nutritionId: row[0].id };
}

/** A unit change would silently rescale every value materials carry: refused while there are any. */
export async function editNutrient(ctx: Ctx, input: NutrientInput & { nutritionId: number }) {
  const current = await getNutrient(ctx, input.nutritionId);
  if (input.unit !== current.unit && current.materialCount > 0) throw conflict('nutrientUnitInUse', { count: current.materialCount, unit: current.unit });
  await checkUnique(ctx, input, input.nutritionId);
  await guardUnique(() =>
    ctx.db.query(`UPDATE menu_nutrients SET type_code = $3, code = $4, name = $5, unit = $6, sort = $7, remark = $8 WHERE id = $1 AND merchant_id = $2`, [
      input.nutritionId,
      ctx.merchantId,
      input.typeCode,
      input.code,
      input.name,
      input.unit,
      input.sort,
      input.remark,
    ]),
  );
  return null;
}

export async function removeNutrient(ctx: Ctx, nutritionId: number) {
  const current = await getNutrient(ctx, nutritionId);
  if (current.materialCount > 0) throw conflict('nutrientInUse', { count: current.materialCount });
  try {
    await ctx.db.query(`DELETE FROM menu_nutrients WHERE id = $1 AND merchant_id = $2`, [nutritionId, ctx.merchantId]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}

/**
 * Adds the standard nutrients (China Food Composition Tables) whose code the merchant lacks, named in the caller's
 * language; one whose name the merchant already uses for another code is left out. Running it again adds nothing.
 */
export async function initDefaultNutrients(ctx: Ctx): Promise<{ added: number; total: number }> {
  const have = await ctx.db.query<{ code: string; name: string }>(`SELECT code, name FROM menu_nutrients WHERE merchant_id = $1`, [ctx.merchantId]);
  const codes = new Set(have.map((h) => h.code.toLowerCase()));
  const names = new Set(have.map((h) => h.name));
  const missing = STANDARD_NUTRIENTS.filter((n) => !codes.has(n.code.toLowerCase()) && !names.has(n.name[ctx.lang]));
  if (missing.length) {
    await ctx.db.query(
      `INSERT INTO menu_nutrients (merchant_id, type_code, code, name, unit, sort)
       SELECT $1, u.type_code, u.code, u.name, u.unit, u.sort FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) AS u(type_code, code, name, unit, sort)
       ON CONFLICT DO NOTHING`,
      [
        ctx.merchantId,
        missing.map((n) => n.typeCode),
        missing.map((n) => n.code),
        missing.map((n) => n.name[ctx.lang]),
        missing.map((n) => n.unit),
        missing.map((n) => n.sort),
      ],
    );
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menu_nutrients WHERE merchant_id = $1`, [ctx.merchantId]))[0].n;
  return { added: total - have.length, total };
}
