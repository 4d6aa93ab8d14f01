import type { AppliedDiet, DietPattern, HealthPersonRow, HealthProfile, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { merchantToday } from '../canteens';
import { healthPeople, latestMeasures, type HealthPeopleQuery, type HealthPersonBasics, type LatestMeasures } from '../people';
import { allDiets, assertChronicIds, assertDiet } from './dietPatterns';
import { ageOn, bmiOf, choosePattern } from './dietPatternsChoice';

/** Health profiles (nutrition save) and what the health centre knows of a person: traits, measures, pattern. */

type Chronic = { chronicId: number; chronicName: string };

/** A person as the health centre sees them. */
export interface HealthPerson extends HealthPersonBasics {
  age: number | null;
  chronics: Chronic[];
  profile: HealthProfile | null;
  pattern: DietPattern | null;
  applied: AppliedDiet | null;
}

async function profilesOf(ctx: Ctx, custIds: readonly number[]): Promise<Map<number, HealthProfile>> {
  if (!custIds.length) return new Map();
  const rows = await ctx.db.query<HealthProfile & { custId: number }>(
    `SELECT h.cust_id AS "custId", h.diet_id AS "dietId", h.allergies, h.taboos, h.goal, h.remark, h.updated_at AS "updatedAt", h.updated_by AS "updatedBy",
            COALESCE((SELECT array_agg(x.chronic_id ORDER BY x.chronic_id) FROM health_profile_chronics x WHERE x.merchant_id = h.merchant_id AND x.cust_id = h.cust_id), '{}') AS "chronicIds"
       FROM health_profiles h WHERE h.merchant_id = $1 AND h.cust_id = ANY($2::int[])`,
    [ctx.merchantId, [...new Set(custIds)]],
  );
  return new Map(rows.map(({ custId, ...p }) => [custId, p]));
}

async function chronicsOf(ctx: Ctx, custIds: readonly number[]): Promise<Map<number, Chronic[]>> {
  const out = new Map<number, Chronic[]>();
  if (!custIds.length) return out;
  const rows = await ctx.db.query<Chronic & { custId: number }>(
    `SELECT x.cust_id AS "custId", c.id AS "chronicId", c.name AS "chronicName"
       FROM health_profile_chronics x JOIN cust_chronics c ON c.id = x.chronic_id
      WHERE x.merchant_id = $1 AND x.cust_id = ANY($2::int[]) ORDER BY c.sort, c.id`,
    [ctx.merchantId, [...new Set(custIds)]],
  );
  for (const { custId, ...c } of rows) out.set(custId, [...(out.get(custId) ?? []), c]);
  return out;
}

/** The people with their age, chronic illnesses, profile and the pattern that applies. */
export async function withDiets(ctx: Ctx, people: readonly HealthPersonBasics[]): Promise<HealthPerson[]> {
  const ids = people.map((p) => p.custId);
  const [today, diets, profiles, chronics] = await Promise.all([merchantToday(ctx), allDiets(ctx), profilesOf(ctx, ids), chronicsOf(ctx, ids)]);
  return people.map((p) => {
    const age = ageOn(p.birthday, today);
    const profile = profiles.get(p.custId) ?? null;
    const own = chronics.get(p.custId) ?? [];
    const chosen = choosePattern({ psnTypeId: p.psnTypeId, chronicIds: own.map((c) => c.chronicId), sex: p.sex, age }, diets, profile?.dietId ?? null);
    return { ...p, age, chronics: own, profile, pattern: chosen?.pattern ?? null, applied: chosen?.applied ?? null };
  });
}

/** People matching the filters (all, or a page) with their patterns. */
export async function findHealthPeople(ctx: Ctx, q: HealthPeopleQuery): Promise<{ records: HealthPerson[]; total: number }> {
  const found = await healthPeople(ctx, q);
  return { records: await withDiets(ctx, found.records), total: found.total };
}

/** One person the caller reaches (any state), or 40400: another merchant's, outside the organisation scope, unknown. */
export async function healthPerson(ctx: Ctx, custId: number): Promise<HealthPerson> {
  const found = await findHealthPeople(ctx, { custIds: [custId], anyState: true });
  if (!found.records.length) throw notFound('customer');
  return found.records[0];
}

export function measuresOf(m: LatestMeasures | undefined) {
  if (!m) return null;
  const bmi = bmiOf(m.height, m.weight);
  return { ...m, bmi: bmi?.bmi ?? null, bmiCategory: bmi?.bmiCategory ?? null };
}

export interface PersonPageQuery {
  page: number;
  limit: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  chronicId?: number;
}

export async function personPage(ctx: Ctx, q: PersonPageQuery): Promise<Page<HealthPersonRow>> {
  let custIds: number[] | undefined;
  if (q.chronicId !== undefined) {
    const rows = await ctx.db.query<{ id: number }>(`SELECT cust_id AS id FROM health_profile_chronics WHERE merchant_id = $1 AND chronic_id = $2`, [ctx.merchantId, q.chronicId]);
    custIds = rows.map((r) => r.id);
  }
  const { chronicId: _chronic, ...filters } = q;
  const found = await findHealthPeople(ctx, { ...filters, custIds });
  const measures = await latestMeasures(
    ctx,
    found.records.map((p) => p.custId),
  );
  const records = found.records.map((p): HealthPersonRow => {
    const m = measuresOf(measures.get(p.custId));
    return {
      custId: p.custId,
      custName: p.custName,
      custNum: p.custNum,
      orgName: p.orgName,
      psnTypeName: p.psnTypeName,
      sex: p.sex,
      age: p.age,
      bmi: m?.bmi ?? null,
      bmiCategory: m?.bmiCategory ?? null,
      chronics: p.chronics,
      applied: p.applied,
      profile: p.profile,
    };
  });
  return { records, total: found.total, page: q.page, limit: q.limit };
}

export interface ProfileInput {
  custId: number;
  dietId: number | null;
  chronicIds: number[];
  allergies: string;
  taboos: string;
  goal: HealthProfile['goal'];
  remark: string;
}

/** Saves (creates or replaces) a person's health profile and chronic illnesses. */
export async function saveProfile(ctx: Ctx, input: ProfileInput): Promise<null> {
  await healthPerson(ctx, input.custId);
  if (input.dietId !== null) await assertDiet(ctx, input.dietId);
  const chronicIds = [...new Set(input.chronicIds)];
  await assertChronicIds(ctx, chronicIds, 'chronicIds');
  const m = ctx.merchantId;
  await ctx.db.query(
    `INSERT INTO health_profiles (merchant_id, cust_id, diet_id, allergies, taboos, goal, remark, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (merchant_id, cust_id) DO UPDATE SET diet_id = $3, allergies = $4, taboos = $5, goal = $6, remark = $7, updated_at = $8, updated_by = $9`,
    [m, input.custId, input.dietId, input.allergies, input.taboos, input.goal, input.remark, ctx.now(), ctx.actor?.username ?? ''],
  );
  await ctx.db.query(`DELETE FROM health_profile_chronics WHERE merchant_id = $1 AND cust_id = $2`, [m, input.custId]);
  if (chronicIds.length)
    await ctx.db.query(`INSERT INTO health_profile_chronics (merchant_id, cust_id, chronic_id) SELECT $1, $2, unnest($3::int[])`, [m, input.custId, chronicIds]);
  return null;
}
