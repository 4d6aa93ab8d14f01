import type { Page, PointGainRule, PointOffsetRule } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, forbidden, isUniqueViolation, notFound } from '../../platform/http/errors';
import { scopeIds } from '../../platform/access';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { assertPsnTypes } from '../people';
import { findCanteen } from '../canteens';
import { bumpStamp } from '../settings';

/**
 * Point gain rules (mktpointgainrule) and point offset rules (mktpointoffsetrule). A gain rule may be limited to some
 * canteens: a canteen-limited role sees and changes only rules limited to canteens all inside its scope (a rule for
 * every canteen reaches canteens it may not manage). Every change bumps the merchant's marketing stamp in its
 * transaction, so the rule set consumption caches (ruleSet.ts) is never older than the last committed change.
 */
const changed = (ctx: Ctx) => bumpStamp(ctx, 'marketing');

interface Kind {
  table: string;
  idField: string;
  what: string;
  /** API field → column, besides the id. */
  columns: Record<string, string>;
  canteenBound: boolean;
}

const common = { name: 'name', pointsPerYuan: 'points_per_yuan', validFrom: 'valid_from', validTo: 'valid_to', priority: 'priority', enabled: 'enabled', remark: 'remark' };
const GAIN: Kind = {
  table: 'mkt_point_gain_rules',
  idField: 'gainRuleId',
  what: 'point gain rule',
  columns: { ...common, canteenIds: 'canteen_ids', mealTypes: 'meal_types', psnTypeIds: 'psn_type_ids' },
  canteenBound: true,
};
const OFFSET: Kind = {
  table: 'mkt_point_offset_rules',
  idField: 'offsetRuleId',
  what: 'point offset rule',
  columns: { ...common, maxSharePercent: 'max_share_percent', minPoints: 'min_points' },
  canteenBound: false,
};

const selectOf = (k: Kind) => `SELECT r.id AS "${k.idField}", ${Object.entries(k.columns).map(([f, c]) => `r.${c} AS "${f}"`).join(', ')} FROM ${k.table} r`;

function visible(ctx: Ctx, k: Kind): Where {
  const w = new Where('r.merchant_id = ?', ctx.merchantId);
  const canteens = scopeIds(ctx, 'canteen');
  return k.canteenBound && canteens !== null ? w.add('cardinality(r.canteen_ids) > 0 AND r.canteen_ids <@ ?::int[]', canteens) : w;
}

async function page<R>(ctx: Ctx, k: Kind, q: { page: number; limit: number; name?: string; enabled?: boolean }): Promise<Page<R>> {
  const w = visible(ctx, k);
  if (q.name) w.add('r.name ILIKE ?', likeContains(q.name));
  if (q.enabled !== undefined) w.add('r.enabled = ?', q.enabled);
  return pageOf<R>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM ${k.table} r WHERE ${w.sql}`,
    rows: `${selectOf(k)} WHERE ${w.sql} ORDER BY r.priority DESC, r.id`,
    params: w.params,
  });
}

async function get(ctx: Ctx, k: Kind, ruleId: number): Promise<void> {
  const w = visible(ctx, k).add('r.id = ?', ruleId);
  const found = await ctx.db.query(`SELECT 1 FROM ${k.table} r WHERE ${w.sql}`, w.params);
  if (!found.length) throw notFound(k.what);
}

type Input = Record<string, unknown> & { validFrom: string | null; validTo: string | null };

function check(input: Input) {
  if (input.validFrom && input.validTo && input.validFrom > input.validTo) throw fieldError('validTo', 'pointValidity');
}

/** A gain rule names canteens the caller manages (a limited role must name some) and the merchant's person types. */
async function checkGain(ctx: Ctx, input: Input) {
  const canteenIds = input.canteenIds as number[];
  if (!canteenIds.length && scopeIds(ctx, 'canteen') !== null) throw forbidden();
  for (const canteenId of new Set(canteenIds)) await findCanteen(ctx, canteenId);
  await assertPsnTypes(ctx, input.psnTypeIds as number[]);
}

async function write<T>(k: Kind, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'alreadyExists');
    throw e;
  }
}

async function add(ctx: Ctx, k: Kind, input: Input): Promise<number> {
  check(input);
  const fields = Object.keys(k.columns);
  const values = [ctx.merchantId, ...fields.map((f) => input[f])];
  return write(k, async () => {
    const row = (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO ${k.table} (merchant_id, ${fields.map((f) => k.columns[f]).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        values,
      )
    )[0];
    await changed(ctx);
    return row.id;
  });
}

async function edit(ctx: Ctx, k: Kind, ruleId: number, input: Input): Promise<null> {
  check(input);
  const fields = Object.keys(k.columns);
  await write(k, () =>
    ctx.db.query(`UPDATE ${k.table} SET ${fields.map((f, i) => `${k.columns[f]} = $${i + 3}`).join(', ')} WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      ruleId,
      ...fields.map((f) => input[f]),
    ]),
  );
  await changed(ctx);
  return null;
}

async function remove(ctx: Ctx, k: Kind, ruleId: number): Promise<null> {
  await get(ctx, k, ruleId);
  const removed = await ctx.db.query(`DELETE FROM ${k.table} WHERE merchant_id = $1 AND id = $2 RETURNING id`, [ctx.merchantId, ruleId]);
  if (!removed.length) throw conflict('inUse');
  await changed(ctx);
  return null;
}

type GainInput = Omit<PointGainRule, 'gainRuleId'>;
type OffsetInput = Omit<PointOffsetRule, 'offsetRuleId'>;

export const gainRulePage = (ctx: Ctx, q: { page: number; limit: number; name?: string; enabled?: boolean }) => page<PointGainRule>(ctx, GAIN, q);
export async function addGainRule(ctx: Ctx, input: GainInput) {
  await checkGain(ctx, input);
  return { gainRuleId: await add(ctx, GAIN, input) };
}
export async function editGainRule(ctx: Ctx, { gainRuleId, ...input }: PointGainRule) {
  await get(ctx, GAIN, gainRuleId);
  await checkGain(ctx, input);
  return edit(ctx, GAIN, gainRuleId, input);
}
export const removeGainRule = (ctx: Ctx, gainRuleId: number) => remove(ctx, GAIN, gainRuleId);

export const offsetRulePage = (ctx: Ctx, q: { page: number; limit: number; name?: string; enabled?: boolean }) => page<PointOffsetRule>(ctx, OFFSET, q);
export async function addOffsetRule(ctx: Ctx, input: OffsetInput) {
  return { offsetRuleId: await add(ctx, OFFSET, input) };
}
export async function editOffsetRule(ctx: Ctx, { offsetRuleId, ...input }: PointOffsetRule) {
  await get(ctx, OFFSET, offsetRuleId);
  return edit(ctx, OFFSET, offsetRuleId, input);
}
export const removeOffsetRule = (ctx: Ctx, offsetRuleId: number) => remove(ctx, OFFSET, offsetRuleId);
