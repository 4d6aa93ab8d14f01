import type { Page, StockUnit, UnitOption } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { convert, unitFactors } from './unitConversion';

/**
 * Stock units (drpunit): a unit is a root (千克, 个) or `ratio` of a base unit (1 箱 = 20 千克). Chains have no
 * cycles and stay short; a unit a warehouse material is kept in, or another unit is defined on, stays.
 */

export interface UnitInput {
  name: string;
  baseUnitId: number | null;
  ratio: number | null;
  remark: string;
}

/** Longest chain from a unit to its root (unitFactors follows at most 10 steps). */
const MAX_DEPTH = 8;

type UnitRow = Omit<StockUnit, 'rootName' | 'factor'>;

const SELECT = `SELECT u.id AS "unitId", u.name, u.base_unit_id AS "baseUnitId", b.name AS "baseUnitName", u.ratio::float8 AS ratio, u.remark,
    ((SELECT count(*) FROM inv_house_materials h WHERE h.merchant_id = u.merchant_id AND h.unit_id = u.id)
      + (SELECT count(*) FROM inv_units d WHERE d.merchant_id = u.merchant_id AND d.base_unit_id = u.id))::int AS "usedCount",
    u.created_at AS "createdAt"
  FROM inv_units u LEFT JOIN inv_units b ON b.merchant_id = u.merchant_id AND b.id = u.base_unit_id`;

export async function unitPage(ctx: Ctx, q: Paging & { name?: string }): Promise<Page<StockUnit>> {
  const w = new Where('u.merchant_id = ?', ctx.merchantId);
  if (q.name) w.add('u.name ILIKE ?', likeContains(q.name));
  const page = await pageOf<UnitRow>(ctx.db, q, { count: `SELECT count(*)::int AS n FROM inv_units u WHERE ${w.sql}`, rows: `${SELECT} WHERE ${w.sql} ORDER BY u.id`, params: w.params });
  const factors = await unitFactors(ctx);
  return {
    ...page,
    records: page.records.map((r) => {
      const f = factors.get(r.unitId);
      return { ...r, rootName: f ? (factors.get(f.rootId)?.name ?? r.name) : r.name, factor: f?.factor ?? 1 };
    }),
  };
}

export async function unitOptions(ctx: Ctx): Promise<UnitOption[]> {
  const factors = await unitFactors(ctx);
  return [...factors.values()]
    .map((f) => ({ unitId: f.unitId, name: f.name, rootName: factors.get(f.rootId)?.name ?? f.name, factor: f.factor }))
    .sort((a, b) => a.unitId - b.unitId);
}

/** The units on the way from `baseUnitId` to its root, that unit first. */
async function chainOf(ctx: Ctx, baseUnitId: number): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    `WITH RECURSIVE c AS (
       SELECT id, base_unit_id, 0 AS depth FROM inv_units WHERE merchant_id = $1 AND id = $2
       UNION ALL
       SELECT u.id, u.base_unit_id, c.depth + 1 FROM c JOIN inv_units u ON u.merchant_id = $1 AND u.id = c.base_unit_id WHERE c.depth < ${MAX_DEPTH + 2}
     ) SELECT id FROM c ORDER BY depth`,
    [ctx.merchantId, baseUnitId],
  );
  return rows.map((r) => r.id);
}

async function checkInput(ctx: Ctx, input: UnitInput, unitId: number) {
  if ((input.baseUnitId === null) !== (input.ratio === null)) throw fieldError(input.baseUnitId === null ? 'baseUnitId' : 'ratio', 'unitRatioRequired');
  if (input.baseUnitId !== null) {
    const chain = await chainOf(ctx, input.baseUnitId);
    if (!chain.length) throw fieldError('baseUnitId', 'unitUnknown');
    if (chain.includes(unitId)) throw fieldError('baseUnitId', 'unitCycle');
    if (chain.length > MAX_DEPTH) throw fieldError('baseUnitId', 'unitChainTooDeep');
  }
  const clash = await ctx.db.query(`SELECT 1 FROM inv_units WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, input.name, unitId]);
  if (clash.length) throw fieldError('name', 'unitNameTaken');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'unitNameTaken');
    throw e;
  }
}

/** Refuses a chain made too long by defining a unit on one that other units are defined on. */
async function checkDepth(ctx: Ctx, unitId: number) {
  const [row] = await ctx.db.query<{ depth: number }>(
    `WITH RECURSIVE d AS (
       SELECT id, 0 AS depth FROM inv_units WHERE merchant_id = $1 AND id = $2
       UNION ALL
       SELECT u.id, d.depth + 1 FROM d JOIN inv_units u ON u.merchant_id = $1 AND u.base_unit_id = d.id WHERE d.depth < ${MAX_DEPTH + 2}
     ) SELECT max(depth)::int AS depth FROM d`,
    [ctx.merchantId, unitId],
  );
  const up = (await chainOf(ctx, unitId)).length - 1;
  if (row.depth + up > MAX_DEPTH) throw fieldError('baseUnitId', 'unitChainTooDeep');
}

export async function addUnit(ctx: Ctx, input: UnitInput): Promise<{ unitId: number }> {
  await checkInput(ctx, input, 0);
  const [row] = await guardUnique(() =>
    ctx.db.query<{ id: number }>(`INSERT INTO inv_units (merchant_id, name, base_unit_id, ratio, remark) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      ctx.merchantId,
      input.name,
      input.baseUnitId,
      input.ratio,
      input.remark,
    ]),
  );
  return { unitId: row.id };
}

async function assertUnit(ctx: Ctx, unitId: number) {
  const found = await ctx.db.query(`SELECT 1 FROM inv_units WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, unitId]);
  if (!found.length) throw notFound('unit');
}

export async function editUnit(ctx: Ctx, input: UnitInput & { unitId: number }): Promise<null> {
  await assertUnit(ctx, input.unitId);
  await checkInput(ctx, input, input.unitId);
  await guardUnique(() =>
    ctx.db.query(`UPDATE inv_units SET name = $3, base_unit_id = $4, ratio = $5, remark = $6 WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      input.unitId,
      input.name,
      input.baseUnitId,
      input.ratio,
      input.remark,
    ]),
  );
  // Units defined on this one now hang below its new base: their chains must stay short (the write rolls back).
  await checkDepth(ctx, input.unitId);
  return null;
}

export async function removeUnit(ctx: Ctx, unitId: number): Promise<null> {
  await assertUnit(ctx, unitId);
  const [use] = await ctx.db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM inv_house_materials WHERE merchant_id = $1 AND unit_id = $2) + (SELECT count(*) FROM inv_units WHERE merchant_id = $1 AND base_unit_id = $2))::int AS n`,
    [ctx.merchantId, unitId],
  );
  if (use.n > 0) throw conflict('unitInUse', { count: use.n });
  try {
    await ctx.db.query(`DELETE FROM inv_units WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, unitId]);
  } catch (e) {
    // A purchase plan line counts in it (procurement refers to units).
    if ((e as { code?: string }).code === '23503') throw conflict('unitInUse', { count: 1 });
    throw e;
  }
  return null;
}

/** `qty` of one unit in the other, to thousandths; 40000 on `toUnitId` when they share no root. */
export async function convertUnit(ctx: Ctx, input: { qty: number; fromUnitId: number; toUnitId: number }) {
  const factors = await unitFactors(ctx);
  const from = factors.get(input.fromUnitId);
  const to = factors.get(input.toUnitId);
  if (!from) throw fieldError('fromUnitId', 'unitUnknown');
  if (!to) throw fieldError('toUnitId', 'unitUnknown');
  const qty = convert(factors, input.qty, input.fromUnitId, input.toUnitId);
  if (qty === null) throw fieldError('toUnitId', 'unitNoCommonRoot', { from: from.name, to: to.name });
  return { qty, fromUnitName: from.name, toUnitName: to.name };
}
