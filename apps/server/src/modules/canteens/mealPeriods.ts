import type { MealPeriod } from '@canteen/contract';
import { withTx, type Ctx } from '../../platform/context';
import { inScope } from '../../platform/access';
import { businessRule, fieldError, notFound } from '../../platform/http/errors';
import { translate, type MessageKey } from '../../platform/messages';
import { Where } from '../../platform/sql';
import { merchantTimeZone, stampOf } from '../settings';
import { findCanteen } from './canteens';
import { inWindow, localClock, toHHmm, toMinutes, windowsOverlap } from './timeOfDay';

interface PeriodRow {
  id: number;
  canteen_id: number;
  canteen_name: string;
  meal_type: number;
  start_minute: number;
  end_minute: number;
  enabled: boolean;
}
interface PeriodInput {
  canteenId: number;
  mealType: number;
  startTime: string;
  endTime: string;
  enabled: boolean;
}

const toPeriod = (r: PeriodRow): MealPeriod => ({
  intervalId: r.id,
  canteenId: r.canteen_id,
  canteenName: r.canteen_name,
  mealType: r.meal_type,
  startTime: toHHmm(r.start_minute),
  endTime: toHHmm(r.end_minute),
  enabled: r.enabled,
});

const SELECT = `SELECT p.id, p.canteen_id, c.name AS canteen_name, p.meal_type, p.start_minute, p.end_minute, p.enabled
  FROM meal_periods p JOIN canteens c ON c.id = p.canteen_id`;

/** Periods of one canteen, or of every canteen the caller may see; by canteen, then start time. */
export async function listPeriods(ctx: Ctx, canteenId?: number): Promise<MealPeriod[]> {
  const w = new Where('p.merchant_id = ?', ctx.merchantId).scope(ctx, 'canteen', 'p.canteen_id');
  if (canteenId !== undefined) {
    await findCanteen(ctx, canteenId);
    w.add('p.canteen_id = ?', canteenId);
  }
  const rows = await ctx.db.query<PeriodRow>(`${SELECT} WHERE ${w.sql} ORDER BY p.canteen_id, p.start_minute`, w.params);
  return rows.map(toPeriod);
}

async function findPeriod(ctx: Ctx, id: number): Promise<PeriodRow> {
  const w = new Where('p.merchant_id = ?', ctx.merchantId).add('p.id = ?', id).scope(ctx, 'canteen', 'p.canteen_id');
  const row = (await ctx.db.query<PeriodRow>(`${SELECT} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('meal period');
  return row;
}

const mealName = (ctx: Ctx, mealType: number) => translate(ctx.lang, `mealType${mealType}` as MessageKey);

/** Checks a period against the others of its canteen, with the canteen locked so two writers cannot both pass. */
async function checkPeriod(ctx: Ctx, input: PeriodInput, exceptId = 0) {
  const start = toMinutes(input.startTime);
  const end = toMinutes(input.endTime);
  if (start === end) throw fieldError('endTime', 'timeWindowEmpty');
  await findCanteen(ctx, input.canteenId);
  await ctx.db.query(`SELECT id FROM canteens WHERE id = $1 AND merchant_id = $2 FOR UPDATE`, [input.canteenId, ctx.merchantId]);
  const others = await ctx.db.query<PeriodRow>(`${SELECT} WHERE p.merchant_id = $1 AND p.canteen_id = $2 AND p.id <> $3`, [
    ctx.merchantId,
    input.canteenId,
    exceptId,
  ]);
  if (others.some((o) => o.meal_type === input.mealType)) throw fieldError('mealType', 'mealTypeTaken', { meal: mealName(ctx, input.mealType) });
  const clash = others.find((o) => windowsOverlap([start, end], [o.start_minute, o.end_minute]));
  if (clash) {
    throw businessRule('mealPeriodOverlap', { meal: mealName(ctx, clash.meal_type), start: toHHmm(clash.start_minute), end: toHHmm(clash.end_minute) });
  }
  return { start, end };
}

export function addPeriod(ctx: Ctx, input: PeriodInput) {
  return withTx(ctx, async (tx) => {
    const { start, end } = await checkPeriod(tx, input);
    const row = await tx.db.query<{ id: number }>(
      `INSERT INTO meal_periods (merchant_id, canteen_id, meal_type, start_minute, end_minute, enabled) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [tx.merchantId, input.canteenId, input.mealType, start, end, input.enabled],
    );
    return { intervalId: row[0].id };
  });
}

export function editPeriod(ctx: Ctx, input: PeriodInput & { intervalId: number }) {
  return withTx(ctx, async (tx) => {
    await findPeriod(tx, input.intervalId);
    const { start, end } = await checkPeriod(tx, input, input.intervalId);
    await tx.db.query(
      `UPDATE meal_periods SET canteen_id = $3, meal_type = $4, start_minute = $5, end_minute = $6, enabled = $7 WHERE id = $1 AND merchant_id = $2`,
      [input.intervalId, tx.merchantId, input.canteenId, input.mealType, start, end, input.enabled],
    );
    return null;
  });
}

export async function removePeriod(ctx: Ctx, id: number) {
  await findPeriod(ctx, id);
  await ctx.db.query(`DELETE FROM meal_periods WHERE id = $1 AND merchant_id = $2`, [id, ctx.merchantId]);
  return null;
}

/**
 * A merchant's canteens with their enabled periods (by start), cached per merchant under the `canteens` stamp. A
 * trigger renews the stamp with every write to canteens or meal_periods, whoever writes (migration 0042), and the
 * stamp comes with a payment's settings query: a warm cache costs the payment no round trip. A merchant without a
 * stamp has written no canteen since the trigger came: it is read every time, never cached.
 */
type CanteenPeriods = (Omit<PeriodRow, 'id'> & { id: number | null })[];
const periodCache = new Map<number, { stamp: number; canteens: Map<number, CanteenPeriods> }>();
/** Enough merchants for one server; the oldest entry goes first when full. */
const MAX_CACHED = 5000;

async function periodsOf(ctx: Ctx, canteenId: number): Promise<CanteenPeriods> {
  const stamp = await stampOf(ctx, 'canteens');
  let entry = periodCache.get(ctx.merchantId);
  const hit = entry?.stamp === stamp ? entry.canteens.get(canteenId) : undefined;
  if (hit) return hit;
  const rows = await ctx.db.query<CanteenPeriods[number]>(
    `SELECT p.id, c.id AS canteen_id, c.name AS canteen_name, p.meal_type, p.start_minute, p.end_minute, p.enabled
       FROM canteens c LEFT JOIN meal_periods p ON p.canteen_id = c.id AND p.enabled
      WHERE c.merchant_id = $1 AND c.id = $2 ORDER BY p.start_minute`,
    [ctx.merchantId, canteenId],
  );
  if (stamp === 0) return rows;
  if (entry?.stamp !== stamp) {
    if (periodCache.size >= MAX_CACHED && !periodCache.has(ctx.merchantId)) periodCache.delete(periodCache.keys().next().value as number);
    entry = { stamp, canteens: new Map() };
    periodCache.set(ctx.merchantId, entry);
  }
  entry.canteens.set(canteenId, rows);
  return rows;
}

/**
 * The enabled meal period of a canteen in force at an instant (in the merchant's time zone), or null between
 * periods; 40400 for a canteen that is not the caller's. Consumption finds the meal period of a purchase with this
 * (DESIGN §6).
 */
export async function mealPeriodAt(ctx: Ctx, canteenId: number, at: Date): Promise<MealPeriod | null> {
  if (!inScope(ctx, 'canteen', canteenId)) throw notFound('canteen');
  const rows = await periodsOf(ctx, canteenId);
  if (!rows.length) throw notFound('canteen');
  const { minute } = localClock(at, await merchantTimeZone(ctx));
  const hit = rows.find((p): p is PeriodRow => p.id !== null && inWindow(minute, [p.start_minute, p.end_minute]));
  return hit ? toPeriod(hit) : null;
}
