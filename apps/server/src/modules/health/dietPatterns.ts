import type { DietPattern, DietTarget, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { nutrientCatalogue } from '../menu';
import { chronicOptions, psnTypes } from '../people';

/**
 * Diet patterns (膳食模式, menudietpattern): daily nutrient targets, who they are for (person types, chronic
 * illnesses, sex, ages) and the meal split. Which pattern applies to a person is decided in profiles.ts.
 */

export interface DietInput {
  name: string;
  psnTypeIds: number[];
  chronicIds: number[];
  sex: number;
  ageMin: number | null;
  ageMax: number | null;
  targets: { nutritionId: number; min: number | null; max: number | null }[];
  breakfastPct: number;
  lunchPct: number;
  dinnerPct: number;
  description: string;
}

const SELECT = `SELECT p.id AS "dietId", p.name, p.sex, p.age_min AS "ageMin", p.age_max AS "ageMax", p.breakfast_pct AS "breakfastPct",
    p.lunch_pct AS "lunchPct", p.dinner_pct AS "dinnerPct", p.description, p.created_at AS "createdAt", p.updated_at AS "updatedAt",
    COALESCE((SELECT array_agg(x.psn_type_id ORDER BY t.sort, t.id) FROM health_diet_psn_types x JOIN psn_types t ON t.id = x.psn_type_id WHERE x.diet_id = p.id), '{}') AS "psnTypeIds",
    COALESCE((SELECT array_agg(t.name ORDER BY t.sort, t.id) FROM health_diet_psn_types x JOIN psn_types t ON t.id = x.psn_type_id WHERE x.diet_id = p.id), '{}') AS "psnTypeNames",
    COALESCE((SELECT array_agg(x.chronic_id ORDER BY c.sort, c.id) FROM health_diet_chronics x JOIN cust_chronics c ON c.id = x.chronic_id WHERE x.diet_id = p.id), '{}') AS "chronicIds",
    COALESCE((SELECT array_agg(c.name ORDER BY c.sort, c.id) FROM health_diet_chronics x JOIN cust_chronics c ON c.id = x.chronic_id WHERE x.diet_id = p.id), '{}') AS "chronicNames",
    COALESCE((SELECT json_agg(json_build_object('nutritionId', n.id, 'code', n.code, 'name', n.name, 'unit', n.unit,
        'min', t.min_value::float8, 'max', t.max_value::float8) ORDER BY n.sort, n.id)
      FROM health_diet_targets t JOIN menu_nutrients n ON n.id = t.nutrient_id WHERE t.diet_id = p.id), '[]') AS targets,
    (SELECT count(*)::int FROM health_profiles h WHERE h.merchant_id = p.merchant_id AND h.diet_id = p.id) AS "profileCount"
  FROM health_diet_patterns p`;

export async function dietPage(ctx: Ctx, q: Paging & { name?: string }): Promise<Page<DietPattern>> {
  const w = new Where('p.merchant_id = ?', ctx.merchantId);
  if (q.name) w.add('p.name ILIKE ?', likeContains(q.name));
  return pageOf(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM health_diet_patterns p WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY p.id`,
    params: w.params,
  });
}

/** Every pattern of the merchant, for choosing the one that applies. */
export async function allDiets(ctx: Ctx): Promise<DietPattern[]> {
  return ctx.db.query<DietPattern>(`${SELECT} WHERE p.merchant_id = $1 ORDER BY p.id`, [ctx.merchantId]);
}

export async function dietOptions(ctx: Ctx): Promise<{ dietId: number; name: string }[]> {
  return ctx.db.query(`SELECT id AS "dietId", name FROM health_diet_patterns WHERE merchant_id = $1 ORDER BY id`, [ctx.merchantId]);
}

/** 400 on the field unless the id is one of the merchant's patterns. */
export async function assertDiet(ctx: Ctx, dietId: number, field = 'dietId'): Promise<void> {
  const found = await ctx.db.query(`SELECT 1 FROM health_diet_patterns WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, dietId]);
  if (!found.length) throw fieldError(field, 'dietUnknown');
}

/** The cross-field rules the schema cannot state; every refusal names its field and writes nothing. */
async function check(ctx: Ctx, input: DietInput): Promise<void> {
  if (input.ageMin !== null && input.ageMax !== null && input.ageMin > input.ageMax) throw fieldError('ageMax', 'dietAgeOrder');
  if (input.breakfastPct + input.lunchPct + input.dinnerPct !== 100) throw fieldError('lunchPct', 'dietMealSplit');
  const nutrients = new Set((await nutrientCatalogue(ctx)).map((n) => n.nutrientId));
  const seen = new Set<number>();
  for (const t of input.targets) {
    if (!nutrients.has(t.nutritionId)) throw fieldError('targets', 'dietNutrientUnknown');
    if (seen.has(t.nutritionId)) throw fieldError('targets', 'dietTargetRepeated');
    seen.add(t.nutritionId);
    if ((t.min === null && t.max === null) || (t.min !== null && t.max !== null && t.min > t.max)) throw fieldError('targets', 'dietTargetBounds');
  }
  if (input.psnTypeIds.length) {
    const known = new Set((await psnTypes.list(ctx)).map((p) => p.psnTypeId));
    if (input.psnTypeIds.some((id) => !known.has(id))) throw fieldError('psnTypeIds', 'dietPsnTypeUnknown');
  }
  await assertChronicIds(ctx, input.chronicIds, 'chronicIds');
}

export async function assertChronicIds(ctx: Ctx, ids: readonly number[], field: string): Promise<void> {
  if (!ids.length) return;
  const known = new Set((await chronicOptions(ctx)).map((c) => c.chronicId));
  if (ids.some((id) => !known.has(id))) throw fieldError(field, 'healthChronicUnknown');
}

async function guardName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'dietNameTaken');
    throw e;
  }
}

async function nameTaken(ctx: Ctx, name: string, exceptId: number | null) {
  const taken = await ctx.db.query(`SELECT 1 FROM health_diet_patterns WHERE merchant_id = $1 AND name = $2 AND id IS DISTINCT FROM $3`, [ctx.merchantId, name, exceptId]);
  if (taken.length) throw fieldError('name', 'dietNameTaken');
}

async function writeParts(ctx: Ctx, dietId: number, input: DietInput): Promise<void> {
  const m = ctx.merchantId;
  await ctx.db.query(`DELETE FROM health_diet_psn_types WHERE merchant_id = $1 AND diet_id = $2`, [m, dietId]);
  await ctx.db.query(`DELETE FROM health_diet_chronics WHERE merchant_id = $1 AND diet_id = $2`, [m, dietId]);
  await ctx.db.query(`DELETE FROM health_diet_targets WHERE merchant_id = $1 AND diet_id = $2`, [m, dietId]);
  if (input.psnTypeIds.length)
    await ctx.db.query(`INSERT INTO health_diet_psn_types (merchant_id, diet_id, psn_type_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`, [m, dietId, input.psnTypeIds]);
  if (input.chronicIds.length)
    await ctx.db.query(`INSERT INTO health_diet_chronics (merchant_id, diet_id, chronic_id) SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`, [m, dietId, input.chronicIds]);
  for (const t of input.targets)
    await ctx.db.query(`INSERT INTO health_diet_targets (merchant_id, diet_id, nutrient_id, min_value, max_value) VALUES ($1, $2, $3, $4, $5)`, [m, dietId, t.nutritionId, t.min, t.max]);
}

const columns = (i: DietInput) => [i.name, i.sex, i.ageMin, i.ageMax, i.breakfastPct, i.lunchPct, i.dinnerPct, i.description];

export async function addDiet(ctx: Ctx, input: DietInput): Promise<{ dietId: number }> {
  await check(ctx, input);
  await nameTaken(ctx, input.name, null);
  const dietId = await guardName(
    async () =>
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO health_diet_patterns (merchant_id, name, sex, age_min, age_max, breakfast_pct, lunch_pct, dinner_pct, description, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
          [ctx.merchantId, ...columns(input), ctx.now()],
        )
      )[0].id,
  );
  await writeParts(ctx, dietId, input);
  return { dietId };
}

export async function updateDiet(ctx: Ctx, input: DietInput & { dietId: number }): Promise<null> {
  const found = await ctx.db.query(`SELECT 1 FROM health_diet_patterns WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, input.dietId]);
  if (!found.length) throw notFound('diet pattern');
  await check(ctx, input);
  await nameTaken(ctx, input.name, input.dietId);
  await guardName(() =>
    ctx.db.query(
      `UPDATE health_diet_patterns SET name = $3, sex = $4, age_min = $5, age_max = $6, breakfast_pct = $7, lunch_pct = $8, dinner_pct = $9,
         description = $10, updated_at = $11 WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, input.dietId, ...columns(input), ctx.now()],
    ),
  );
  await writeParts(ctx, input.dietId, input);
  return null;
}

export async function removeDiet(ctx: Ctx, dietId: number): Promise<null> {
  const found = await ctx.db.query(`SELECT 1 FROM health_diet_patterns WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, dietId]);
  if (!found.length) throw notFound('diet pattern');
  const used = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM health_profiles WHERE merchant_id = $1 AND diet_id = $2`, [ctx.merchantId, dietId]))[0].n;
  if (used) throw conflict('dietInUse', { count: used });
  await ctx.db.query(`DELETE FROM health_diet_patterns WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, dietId]);
  return null;
}

/** A target's bounds by nutrient code, for the analysis. */
export const targetsByCode = (p: DietPattern | null): Map<string, DietTarget> => new Map((p?.targets ?? []).map((t) => [t.code, t]));
