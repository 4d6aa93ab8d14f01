import type { ManagerUser, Page } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { hashPassword, isStrongEnough } from '../../platform/auth/passwords';
import { findRole } from './roles';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { assertWithinCaller, type RoleReach } from './width';

interface UserRow {
  id: number;
  username: string;
  real_name: string;
  phone: string;
  role_id: number | null;
  role_name: string | null;
  state: 'enabled' | 'disabled';
  is_buyer: boolean;
  is_keeper: boolean;
  created_at: string;
  last_login_at: string | null;
  role_menu_ids: number[] | null;
  role_is_admin: boolean | null;
  role_canteen_ids: number[] | null;
  role_org_ids: number[] | null;
  role_dish_scope_ids: number[] | null;
}

const toUser = (r: UserRow): ManagerUser => ({
  userId: r.id,
  username: r.username,
  realName: r.real_name,
  phone: r.phone,
  roleId: r.role_id,
  roleName: r.role_name ?? '',
  state: r.state,
  isBuyer: r.is_buyer,
  isKeeper: r.is_keeper,
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
});

const ownerOf = (ctx: Ctx) => (actorOf(ctx).isPlatform ? null : ctx.merchantId);
const SELECT = `SELECT u.id, u.username, u.real_name, u.phone, u.role_id, r.role_name, u.state, u.is_buyer, u.is_keeper, u.created_at, u.last_login_at,
                       r.menu_ids AS role_menu_ids, r.is_admin AS role_is_admin,
                       r.canteen_ids AS role_canteen_ids, r.org_ids AS role_org_ids, r.dish_scope_ids AS role_dish_scope_ids
                  FROM mgr_users u LEFT JOIN mgr_roles r ON r.id = u.role_id`;

/** Every manager user of the merchant, by name (the settings module's user picker reads them through its port). */
export async function merchantUserNames(ctx: Ctx): Promise<{ userId: number; username: string; realName: string }[]> {
  const users: { userId: number; username: string; realName: string }[] = [];
  for (let page = 1; ; page++) {
    const batch = await pageUsers(ctx, { page, limit: 500 });
    users.push(...batch.records.map((u) => ({ userId: u.userId, username: u.username, realName: u.realName })));
    if (users.length >= batch.total || !batch.records.length) return users;
  }
}

export async function pageUsers(
  ctx: Ctx,
  q: Paging & { username?: string; realName?: string; phone?: string; roleId?: number },
): Promise<Page<ManagerUser>> {
  const w = new Where('u.merchant_id IS NOT DISTINCT FROM ? AND u.deleted_at IS NULL', ownerOf(ctx));
  for (const [value, column] of [
    [q.username, 'u.username'],
    [q.realName, 'u.real_name'],
    [q.phone, 'u.phone'],
  ] as const) {
    if (value) w.add(`${column} ILIKE ?`, likeContains(value));
  }
  if (q.roleId) w.add('u.role_id = ?', q.roleId);
  const page = await pageOf<UserRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM mgr_users u WHERE ${w.sql}`,
    rows: `${SELECT} WHERE ${w.sql} ORDER BY u.id`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toUser) };
}

async function findUser(ctx: Ctx, userId: number): Promise<UserRow> {
  const row = (await ctx.db.query<UserRow>(`${SELECT} WHERE u.id = $1 AND u.merchant_id IS NOT DISTINCT FROM $2 AND u.deleted_at IS NULL`, [userId, ownerOf(ctx)]))[0];
  if (!row) throw notFound('user');
  return row;
}

/** Decrypts and checks a new password; the error names the form field. */
export async function newPasswordHash(ctx: Ctx, field: string, ciphertext: string): Promise<string> {
  const plain = await ctx.decryptPassword(ctx.db, ciphertext, field);
  if (!isStrongEnough(plain)) throw fieldError(field, 'passwordTooWeak');
  return hashPassword(plain);
}

/**
 * A manager who is not an administrator assigns roles, and manages users, only within their own menus and data
 * scope: the password, role, state or removal of a user who reaches further is refused.
 */
const roleOfUser = (u: UserRow): RoleReach | null =>
  u.role_id === null
    ? null
    : { is_admin: u.role_is_admin, menu_ids: u.role_menu_ids, canteen_ids: u.role_canteen_ids, org_ids: u.role_org_ids, dish_scope_ids: u.role_dish_scope_ids };

async function revokeTokensOf(ctx: Ctx, userId: number) {
  await ctx.db.query(`UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, ctx.now()]);
}

interface UserFields {
  realName: string;
  phone: string;
  roleId: number;
  isBuyer: boolean;
  isKeeper: boolean;
}

/**
 * Login sends only the name, so names are global; the refusal says "taken" only for a name of the caller's own
 * merchant (which its user list shows anyway), and never that another merchant has a user of that name.
 */
async function nameRefusal(ctx: Ctx, username: string) {
  const holder = (await ctx.db.query<{ merchant_id: number | null }>(`SELECT merchant_id FROM mgr_users WHERE username = $1`, [username]))[0];
  if (!holder) return null;
  return fieldError('username', holder.merchant_id === ownerOf(ctx) ? 'usernameTaken' : 'usernameUnavailable');
}

export async function addUser(ctx: Ctx, input: UserFields & { username: string; password: string }) {
  await assertWithinCaller(ctx, await findRole(ctx, input.roleId), 'role');
  const refusal = await nameRefusal(ctx, input.username);
  if (refusal) throw refusal;
  const hash = await newPasswordHash(ctx, 'password', input.password);
  // A request that took the name in between leaves no row here, and the refusal reads who holds it now.
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO mgr_users (merchant_id, username, password_hash, real_name, phone, role_id, is_buyer, is_keeper)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [ownerOf(ctx), input.username, hash, input.realName, input.phone, input.roleId, input.isBuyer, input.isKeeper],
    )
  )[0];
  if (!row) throw (await nameRefusal(ctx, input.username)) ?? fieldError('username', 'usernameUnavailable');
  return { userId: row.id };
}

export async function editUser(ctx: Ctx, input: UserFields & { userId: number; state: 'enabled' | 'disabled' }) {
  const user = await findUser(ctx, input.userId);
  await assertWithinCaller(ctx, roleOfUser(user), 'user');
  await assertWithinCaller(ctx, await findRole(ctx, input.roleId), 'role');
  if (user.id === actorOf(ctx).userId && (input.state === 'disabled' || input.roleId !== user.role_id)) throw conflict('cannotRemoveSelf');
  await ctx.db.query(
    `UPDATE mgr_users SET real_name = $2, phone = $3, role_id = $4, state = $5, is_buyer = $6, is_keeper = $7 WHERE id = $1`,
    [user.id, input.realName, input.phone, input.roleId, input.state, input.isBuyer, input.isKeeper],
  );
  if (input.state === 'disabled') await revokeTokensOf(ctx, user.id);
  return null;
}

export async function removeUser(ctx: Ctx, userId: number) {
  const user = await findUser(ctx, userId);
  if (user.id === actorOf(ctx).userId) throw conflict('cannotRemoveSelf');
  await assertWithinCaller(ctx, roleOfUser(user), 'user');
  // Soft delete: the operation log keeps naming who did what; the name is freed for reuse.
  await ctx.db.query(`UPDATE mgr_users SET deleted_at = $2, username = username || '#deleted#' || id, state = 'disabled' WHERE id = $1`, [user.id, ctx.now()]);
  await revokeTokensOf(ctx, user.id);
  return null;
}

export async function setUserPassword(ctx: Ctx, userId: number, ciphertext: string) {
  const user = await findUser(ctx, userId);
  await assertWithinCaller(ctx, roleOfUser(user), 'user');
  const hash = await newPasswordHash(ctx, 'newPassword', ciphertext);
  await ctx.db.query(`UPDATE mgr_users SET password_hash = $2, demo_password = false WHERE id = $1`, [user.id, hash]);
  if (user.id !== actorOf(ctx).userId) await revokeTokensOf(ctx, user.id);
  return null;
}

export async function usersByRole(ctx: Ctx, roleId: number) {
  await findRole(ctx, roleId);
  return userOptions(ctx, `u.role_id = $2`, [roleId]);
}

export const buyers = (ctx: Ctx) => userOptions(ctx, `u.is_buyer`, []);
export const keepers = (ctx: Ctx) => userOptions(ctx, `u.is_keeper`, []);

async function userOptions(ctx: Ctx, condition: string, extra: unknown[]) {
  const rows = await ctx.db.query<{ id: number; username: string; real_name: string }>(
    `SELECT u.id, u.username, u.real_name FROM mgr_users u
      WHERE u.merchant_id IS NOT DISTINCT FROM $1 AND u.deleted_at IS NULL AND u.state = 'enabled' AND ${condition} ORDER BY u.id`,
    [ownerOf(ctx), ...extra],
  );
  return rows.map((r) => ({ userId: r.id, username: r.username, realName: r.real_name }));
}
