import {
  SAMPLE_MIN_WEIGHT_G,
  SAMPLE_RANGE_DAYS,
  type Page,
  type SampleCanteenDay,
  type SampleDiffDish,
  type SampleDiffGroup,
  type SampleMachine,
  type SampleOverview,
} from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { fieldError } from '../../platform/http/errors';
import { canteenOptions, listPeriods, localClock, toMinutes } from '../canteens';
import { getDevice } from '../devices';
import { merchantTimeZone } from '../settings';
import { plannedDishes, type PlannedDish } from './recipeFacts';
import { sampleVisible } from './samples';

/**
 * What should have been kept against what was (page/diff/sample/record): for each canteen's meal of a day, the dishes
 * its enabled recipe planned (plannedDishes) against the sample records. A planned dish is kept (a sample of at least
 * 125 g), underweight (only lighter ones), or missing; a sample of a dish the recipe did not plan is "unplanned".
 * A record names its dish by id, or by name when kept by hand without one: it matches a planned dish either way.
 */

export interface DiffQuery {
  canteenId?: number;
  startDate?: string;
  endDate?: string;
  mealType?: number;
  onlyProblems?: boolean;
}

interface KeptRow {
  canteenId: number;
  sampleDate: string;
  mealType: number;
  dishId: number | null;
  dishName: string;
  weightG: number;
  keptAt: string;
}

const DAY_MS = 86_400_000;
const today = async (ctx: Ctx) => localClock(ctx.now(), await merchantTimeZone(ctx)).day;

/** The days asked (default today), checked: in order and at most SAMPLE_RANGE_DAYS long. */
async function daysOf(ctx: Ctx, q: DiffQuery): Promise<{ from: string; to: string }> {
  const now = await today(ctx);
  const from = q.startDate ?? q.endDate ?? now;
  const to = q.endDate ?? (from > now ? from : now);
  if (from > to) throw fieldError('endDate', 'sampleRangeOrder');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > SAMPLE_RANGE_DAYS) throw fieldError('endDate', 'sampleRangeTooLong', { days: SAMPLE_RANGE_DAYS });
  return { from, to };
}

async function keptRows(ctx: Ctx, range: { from: string; to: string; canteenId?: number; mealType?: number }): Promise<KeptRow[]> {
  const w = sampleVisible(ctx).add('r.sample_date BETWEEN ?::date AND ?::date', range.from, range.to);
  if (range.canteenId !== undefined) w.add('r.canteen_id = ?', range.canteenId);
  if (range.mealType !== undefined) w.add('r.meal_type = ?', range.mealType);
  return ctx.db.query<KeptRow>(
    `SELECT r.canteen_id AS "canteenId", to_char(r.sample_date, 'YYYY-MM-DD') AS "sampleDate", r.meal_type::int AS "mealType", r.dish_id AS "dishId",
            r.dish_name AS "dishName", r.weight_g AS "weightG", r.kept_at AS "keptAt"
       FROM menu_sample_records r WHERE ${w.sql} ORDER BY r.kept_at, r.id`,
    w.params,
  );
}

/** The dish's entry from the samples matched to it: the heaviest decides. */
function entry(dishId: number | null, dishName: string, planned: boolean, kept: KeptRow[], upcoming: boolean): SampleDiffDish {
  const heaviest = kept.reduce<KeptRow | null>((best, k) => (best === null || k.weightG > best.weightG ? k : best), null);
  const state = !planned ? 'unplanned' : !heaviest ? (upcoming ? 'pending' : 'missing') : heaviest.weightG >= SAMPLE_MIN_WEIGHT_G ? 'kept' : 'underweight';
  return { dishId, dishName, planned, state, weightG: heaviest?.weightG ?? null, recordCount: kept.length, keptAt: heaviest ? new Date(heaviest.keptAt).toISOString() : null };
}

interface Meal {
  canteenId: number;
  canteenName: string;
  sampleDate: string;
  mealType: number;
  upcoming: boolean;
}

function compare(meal: Meal, planned: PlannedDish[], kept: KeptRow[]): SampleDiffGroup {
  const matched = new Map<PlannedDish, KeptRow[]>(planned.map((p) => [p, []]));
  const others = new Map<string, KeptRow[]>();
  for (const k of kept) {
    const plan = planned.find((p) => (k.dishId !== null ? p.dishId === k.dishId : p.dishName === k.dishName));
    if (plan) matched.get(plan)!.push(k);
    else {
      const key = k.dishId !== null ? `#${k.dishId}` : k.dishName;
      others.set(key, [...(others.get(key) ?? []), k]);
    }
  }
  const dishes = [
    ...planned.map((p) => entry(p.dishId, p.dishName, true, matched.get(p)!, meal.upcoming)),
    ...[...others.values()].map((ks) => entry(ks[0].dishId, ks[0].dishName, false, ks, meal.upcoming)),
  ];
  const n = (state: SampleDiffDish['state']) => dishes.filter((d) => d.state === state).length;
  return { rowKey: `${meal.sampleDate}|${meal.canteenId}|${meal.mealType}`, ...meal, planned: planned.length, kept: n('kept'), underweight: n('underweight'), missing: n('missing'), unplanned: n('unplanned'), pending: n('pending'), dishes };
}

const hasProblem = (g: { underweight: number; missing: number; unplanned: number }) => g.underweight + g.missing + g.unplanned > 0;

/**
 * Whether a canteen's meal of a day has not begun: a later day, or today before the start of the canteen's enabled
 * meal period for it (without such a period, today's meals count as begun).
 */
async function upcomingTest(ctx: Ctx): Promise<(canteenId: number, day: string, mealType: number) => boolean> {
  const clock = localClock(ctx.now(), await merchantTimeZone(ctx));
  const starts = new Map((await listPeriods(ctx)).filter((p) => p.enabled).map((p) => [`${p.canteenId}|${p.mealType}`, toMinutes(p.startTime)]));
  return (canteenId, day, mealType) => day > clock.day || (day === clock.day && clock.minute < (starts.get(`${canteenId}|${mealType}`) ?? 0));
}

/** Every canteen meal of the days with a plan or a sample: newest day first, then canteen and meal. */
async function diffGroups(ctx: Ctx, q: DiffQuery): Promise<SampleDiffGroup[]> {
  const range = await daysOf(ctx, q);
  const [planned, kept, canteens, upcoming] = [
    await plannedDishes(ctx, { ...range, canteenId: q.canteenId }),
    await keptRows(ctx, { ...range, canteenId: q.canteenId, mealType: q.mealType }),
    await canteenOptions(ctx),
    await upcomingTest(ctx),
  ];
  const names = new Map(canteens.map((c) => [c.canteenId, c.canteenName]));
  const groups = new Map<string, { canteenId: number; sampleDate: string; mealType: number; planned: PlannedDish[]; kept: KeptRow[] }>();
  const group = (canteenId: number, sampleDate: string, mealType: number) => {
    const key = `${sampleDate}|${canteenId}|${mealType}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { canteenId, sampleDate, mealType, planned: [], kept: [] }));
    return g;
  };
  for (const p of planned) if (q.mealType === undefined || p.mealType === q.mealType) group(p.canteenId, p.recipeDate, p.mealType).planned.push(p);
  for (const k of kept) group(k.canteenId, k.sampleDate, k.mealType).kept.push(k);
  const out = [...groups.values()]
    .sort((a, b) => b.sampleDate.localeCompare(a.sampleDate) || a.canteenId - b.canteenId || a.mealType - b.mealType)
    .map((g) =>
      compare(
        { canteenId: g.canteenId, canteenName: names.get(g.canteenId) ?? '', sampleDate: g.sampleDate, mealType: g.mealType, upcoming: upcoming(g.canteenId, g.sampleDate, g.mealType) },
        g.planned,
        g.kept,
      ),
    );
  return q.onlyProblems ? out.filter(hasProblem) : out;
}

const pageFrom = <T>(rows: T[], q: { page: number; limit: number }): Page<T> => ({
  records: rows.slice((q.page - 1) * q.limit, q.page * q.limit),
  total: rows.length,
  page: q.page,
  limit: q.limit,
});

export async function sampleDiffPage(ctx: Ctx, q: DiffQuery & { page: number; limit: number }): Promise<Page<SampleDiffGroup>> {
  return pageFrom(await diffGroups(ctx, q), q);
}

const COUNTS = ['planned', 'kept', 'underweight', 'missing', 'unplanned', 'pending'] as const;

/** The canteen variant: one row per canteen and day, summing its meals. */
export async function sampleCanteenPage(ctx: Ctx, q: DiffQuery & { page: number; limit: number }): Promise<Page<SampleCanteenDay>> {
  const days = new Map<string, SampleCanteenDay>();
  for (const g of await diffGroups(ctx, { ...q, onlyProblems: false })) {
    const key = `${g.sampleDate}|${g.canteenId}`;
    let d = days.get(key);
    if (!d) days.set(key, (d = { rowKey: key, canteenId: g.canteenId, canteenName: g.canteenName, sampleDate: g.sampleDate, planned: 0, kept: 0, underweight: 0, missing: 0, unplanned: 0, pending: 0, meals: [] }));
    for (const k of COUNTS) d[k] += g[k];
    d.meals.push(g);
  }
  const rows = [...days.values()];
  return pageFrom(q.onlyProblems ? rows.filter(hasProblem) : rows, q);
}

/** Machines seen in the last this many days are listed on the overview. */
const MACHINE_DAYS = 30;

/**
 * The sample machines that uploaded in the last 30 days, with their online state read through the devices module's
 * face (getDevice); a machine since removed or moved outside the caller's canteens is left out.
 */
async function recentMachines(ctx: Ctx, names: Map<number, string>): Promise<SampleMachine[]> {
  const w = sampleVisible(ctx).add('r.device_id IS NOT NULL AND r.kept_at >= ?', new Date(ctx.now().getTime() - MACHINE_DAYS * DAY_MS));
  const seen = await ctx.db.query<{ deviceId: number; lastSampleAt: string }>(
    `SELECT r.device_id AS "deviceId", max(r.kept_at) AS "lastSampleAt" FROM menu_sample_records r WHERE ${w.sql} GROUP BY r.device_id ORDER BY r.device_id`,
    w.params,
  );
  const machines: SampleMachine[] = [];
  for (const s of seen) {
    const device = await getDevice(ctx, s.deviceId).catch(() => null);
    if (!device) continue;
    machines.push({
      deviceId: device.deviceId,
      name: device.name,
      serialNumber: device.serialNumber,
      canteenId: device.canteenId,
      canteenName: names.get(device.canteenId) ?? '',
      online: device.online,
      lastHeartbeatAt: device.lastHeartbeatAt,
      lastSampleAt: new Date(s.lastSampleAt).toISOString(),
    });
  }
  return machines;
}

/** The liuyangji page: a day's retention per canteen and meal (default today), and the sample machines. */
export async function sampleOverview(ctx: Ctx, q: { day?: string }): Promise<SampleOverview> {
  const day = q.day ?? (await today(ctx));
  const names = new Map((await canteenOptions(ctx)).map((c) => [c.canteenId, c.canteenName]));
  return { day, meals: await diffGroups(ctx, { startDate: day, endDate: day }), machines: await recentMachines(ctx, names) };
}
