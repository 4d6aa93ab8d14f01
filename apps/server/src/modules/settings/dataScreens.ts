import type { DataScreen, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { scopeIds, scopeProvider } from '../../platform/access';
import { fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { usersByIds } from './users';
import { likeContains, pageOf, Where } from '../../platform/sql';

/**
 * Data screens and the data-screen canteen authority. Both name canteens as a list; a caller limited to some
 * canteens sees only rows whose canteens all lie inside their scope (a list naming no canteen means "all").
 */

type ScreenInput = Omit<DataScreen, 'id'>;

/** Canteens a data screen may name: the canteens area's options, within the caller's scope. */
export async function canteenOptions(ctx: Ctx) {
  const provider = scopeProvider('canteen');
  if (!provider) return { available: false, options: [] };
  const own = scopeIds(ctx, 'canteen');
  const options = (await provider(ctx)).filter((o) => own === null || own.includes(o.id));
  return { available: true, options: options.map((o) => ({ id: o.id, name: o.name })) };
}

async function checkCanteens(ctx: Ctx, ids: number[], allowAll: boolean) {
  const own = scopeIds(ctx, 'canteen');
  if (own !== null && ((ids.length === 0 && allowAll) || ids.some((id) => !own.includes(id)))) throw notFound('canteen');
  if (!ids.length) return;
  const known = new Set((await canteenOptions(ctx)).options.map((o) => o.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw fieldError('canteenIds', 'unknownScope', { id: unknown });
}

/** Keeps the rows whose canteen list the caller may see. */
function visible(ctx: Ctx, w: Where, column = 'canteen_ids'): Where {
  const own = scopeIds(ctx, 'canteen');
  return own === null ? w : w.add(`cardinality(${column}) > 0 AND ${column} <@ ?::int[]`, own);
}

const uniq = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const SCREEN = `SELECT id, name, canteen_ids AS "canteenIds", charts, refresh_seconds AS "refreshSeconds", theme FROM data_screens`;

export async function pageScreens(ctx: Ctx, q: { page: number; limit: number; name?: string }): Promise<Page<DataScreen>> {
  const w = visible(ctx, new Where('merchant_id = ?', ctx.merchantId));
  if (q.name) w.add('name ILIKE ?', likeContains(q.name));
  return pageOf<DataScreen>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM data_screens WHERE ${w.sql}`,
    rows: `${SCREEN} WHERE ${w.sql} ORDER BY id`,
    params: w.params,
  });
}

export async function getScreen(ctx: Ctx, id: number): Promise<DataScreen> {
  const w = visible(ctx, new Where('merchant_id = ?', ctx.merchantId).add('id = ?', id));
  const row = (await ctx.db.query<DataScreen>(`${SCREEN} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('data screen');
  return row;
}

async function saveScreen(ctx: Ctx, input: ScreenInput, id?: number): Promise<number> {
  await checkCanteens(ctx, input.canteenIds, true);
  const values = [ctx.merchantId, input.name, uniq(input.canteenIds), [...new Set(input.charts)], input.refreshSeconds, input.theme];
  try {
    if (id === undefined) {
      const rows = await ctx.db.query<{ id: number }>(
        `INSERT INTO data_screens (merchant_id, name, canteen_ids, charts, refresh_seconds, theme) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        values,
      );
      return rows[0].id;
    }
    await ctx.db.query(`UPDATE data_screens SET name = $2, canteen_ids = $3, charts = $4, refresh_seconds = $5, theme = $6 WHERE merchant_id = $1 AND id = $7`, [...values, id]);
    return id;
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'alreadyExists');
    throw e;
  }
}

export const addScreen = async (ctx: Ctx, input: ScreenInput) => ({ id: await saveScreen(ctx, input) });

export async function editScreen(ctx: Ctx, input: ScreenInput & { id: number }) {
  await getScreen(ctx, input.id);
  await saveScreen(ctx, input, input.id);
  return null;
}

export async function removeScreen(ctx: Ctx, id: number) {
  await getScreen(ctx, id);
  await ctx.db.query(`DELETE FROM data_screens WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, id]);
  return null;
}

// ---- Data-screen canteen authority: which canteens a manager sees on the screens ----

type Authority = { id: number; userId: number; username: string; realName: string; canteenIds: number[] };

export async function pageAuthorities(ctx: Ctx, q: { page: number; limit: number; username?: string }): Promise<Page<Authority>> {
  const w = visible(ctx, new Where('a.merchant_id = ?', ctx.merchantId), 'a.canteen_ids');
  const rows = await ctx.db.query<{ id: number; userId: number; canteenIds: number[] }>(
    `SELECT a.id, a.user_id AS "userId", a.canteen_ids AS "canteenIds" FROM ds_canteen_authorities a WHERE ${w.sql} ORDER BY a.id`,
    w.params,
  );
  const users = await usersByIds(ctx, rows.map((r) => r.userId));
  const needle = q.username?.toLowerCase();
  const all = rows
    .map((r) => ({ ...r, username: users.get(r.userId)?.username ?? '', realName: users.get(r.userId)?.realName ?? '' }))
    .filter((r) => !needle || r.username.toLowerCase().includes(needle) || r.realName.toLowerCase().includes(needle));
  return { records: all.slice((q.page - 1) * q.limit, q.page * q.limit), total: all.length, page: q.page, limit: q.limit };
}

async function checkUser(ctx: Ctx, userId: number) {
  if (!(await usersByIds(ctx, [userId])).has(userId)) throw fieldError('userId', 'unknownUser');
}

export async function saveAuthority(ctx: Ctx, input: { userId: number; canteenIds: number[] }, id?: number) {
  await checkUser(ctx, input.userId);
  await checkCanteens(ctx, input.canteenIds, false);
  try {
    if (id === undefined) {
      const rows = await ctx.db.query<{ id: number }>(
        `INSERT INTO ds_canteen_authorities (merchant_id, user_id, canteen_ids) VALUES ($1, $2, $3) RETURNING id`,
        [ctx.merchantId, input.userId, uniq(input.canteenIds)],
      );
      return { id: rows[0].id };
    }
    await ctx.db.query(`UPDATE ds_canteen_authorities SET user_id = $3, canteen_ids = $4 WHERE merchant_id = $1 AND id = $2`, [
      ctx.merchantId,
      id,
      input.userId,
      uniq(input.canteenIds),
    ]);
    return { id };
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('userId', 'alreadyExists');
    throw e;
  }
}

async function findAuthority(ctx: Ctx, id: number) {
  const w = visible(ctx, new Where('merchant_id = ?', ctx.merchantId).add('id = ?', id));
  const row = (await ctx.db.query(`SELECT id FROM ds_canteen_authorities WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('authority');
}

export async function updateAuthority(ctx: Ctx, input: { id: number; userId: number; canteenIds: number[] }) {
  await findAuthority(ctx, input.id);
  await saveAuthority(ctx, input, input.id);
  return null;
}

export async function deleteAuthority(ctx: Ctx, id: number) {
  await findAuthority(ctx, id);
  await ctx.db.query(`DELETE FROM ds_canteen_authorities WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, id]);
  return null;
}
