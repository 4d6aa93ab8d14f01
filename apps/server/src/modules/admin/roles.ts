import { Code, MENU_BY_ID, isPlatformMenu, type Page, type Role } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { AppError, conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { assertWithinCaller, callerScope, type RoleReach } from './width';

interface RoleRow extends RoleReach {
  id: number;
  role_code: string;
  role_name: string;
  role_desc: string;
  menu_ids: number[];
  is_admin: boolean;
  canteen_ids: number[] | null;
  org_ids: number[] | null;
  dish_scope_ids: number[] | null;
  user_count: number;
  created_at: string;
}

const toRole = (r: RoleRow): Role => ({
  roleId: r.id,
  roleCode: r.role_code,
  roleName: r.role_name,
  roleDesc: r.role_desc,
  menuIds: r.menu_ids,
  isAdmin: r.is_admin,
  userCount: r.user_count,
  createdAt: r.created_at,
});

/** Roles belong to a merchant; the platform operator's roles have no merchant. */
const ownerOf = (ctx: Ctx) => (actorOf(ctx).isPlatform ? null : ctx.merchantId);
const ownerSql = (param: string) => `merchant_id IS NOT DISTINCT FROM ${param}`;

export async function pageRoles(ctx: Ctx, q: Paging & { roleName?: string; roleCode?: string }): Promise<Page<Role>> {
  const w = new Where(ownerSql('?'), ownerOf(ctx));
  if (q.roleName) w.add('role_name ILIKE ?', likeContains(q.roleName));
  if (q.roleCode) w.add('role_code ILIKE ?', likeContains(q.roleCode));
  const page = await pageOf<RoleRow>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM mgr_roles WHERE ${w.sql}`,
    rows: `SELECT r.*, (SELECT count(*)::int FROM mgr_users u WHERE u.role_id = r.id AND u.deleted_at IS NULL) AS user_count
       FROM mgr_roles r WHERE ${w.sql} ORDER BY r.id`,
    params: w.params,
  });
  return { ...page, records: page.records.map(toRole) };
}

export async function allRoleCodes(ctx: Ctx) {
  const rows = await ctx.db.query<{ id: number; role_code: string; role_name: string; is_admin: boolean }>(
    `SELECT id, role_code, role_name, is_admin FROM mgr_roles WHERE ${ownerSql('$1')} ORDER BY id`,
    [ownerOf(ctx)],
  );
  return rows.map((r) => ({ roleId: r.id, roleCode: r.role_code, roleName: r.role_name, isAdmin: r.is_admin }));
}

/** Menu ids must exist on the caller's side, and a caller grants only what they hold themselves. */
function checkMenuIds(ctx: Ctx, menuIds: number[]): number[] {
  const actor = actorOf(ctx);
  const unique = [...new Set(menuIds)].sort((a, b) => a - b);
  for (const id of unique) {
    if (!MENU_BY_ID.has(id) || isPlatformMenu(id) !== actor.isPlatform) throw fieldError('menuIds', 'unknownMenu', { id });
    if (!actor.menuIds.has(id)) throw new AppError(Code.FORBIDDEN, 'menuNotYours');
  }
  return unique;
}

export async function findRole(ctx: Ctx, roleId: number): Promise<RoleRow> {
  const row = (
    await ctx.db.query<RoleRow>(`SELECT r.*, 0 AS user_count FROM mgr_roles r WHERE r.id = $1 AND ${ownerSql('$2')}`, [roleId, ownerOf(ctx)])
  )[0];
  if (!row) throw notFound('role');
  return row;
}

const codeTaken = (e: unknown) => {
  throw isUniqueViolation(e) ? fieldError('roleCode', 'roleCodeTaken') : e;
};

async function assertCodeFree(ctx: Ctx, roleCode: string, exceptId = 0) {
  const taken = await ctx.db.query(`SELECT 1 FROM mgr_roles WHERE ${ownerSql('$1')} AND role_code = $2 AND id <> $3`, [ownerOf(ctx), roleCode, exceptId]);
  if (taken.length) throw fieldError('roleCode', 'roleCodeTaken');
}

export async function addRole(ctx: Ctx, input: { roleCode: string; roleName: string; roleDesc: string; menuIds: number[] }) {
  const menuIds = checkMenuIds(ctx, input.menuIds);
  await assertCodeFree(ctx, input.roleCode);
  // A new role starts with its maker's data scope: a limited maker never makes a role that sees everything.
  const scope = callerScope(ctx);
  const row = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO mgr_roles (merchant_id, role_code, role_name, role_desc, menu_ids, canteen_ids, org_ids, dish_scope_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ownerOf(ctx), input.roleCode, input.roleName, input.roleDesc, menuIds, scope.canteen_ids, scope.org_ids, scope.dish_scope_ids],
    ).catch(codeTaken)
  )[0];
  return { roleId: row.id };
}

export async function editRole(ctx: Ctx, input: { roleId: number; roleCode: string; roleName: string; roleDesc: string; menuIds: number[] }) {
  const role = await findRole(ctx, input.roleId);
  if (role.is_admin) throw conflict('adminRoleLocked');
  await assertWithinCaller(ctx, role, 'role');
  const menuIds = checkMenuIds(ctx, input.menuIds);
  await assertCodeFree(ctx, input.roleCode, role.id);
  await ctx.db.query(`UPDATE mgr_roles SET role_code = $2, role_name = $3, role_desc = $4, menu_ids = $5 WHERE id = $1`, [
    role.id,
    input.roleCode,
    input.roleName,
    input.roleDesc,
    menuIds,
  ]).catch(codeTaken);
  return null;
}

export async function removeRole(ctx: Ctx, roleId: number) {
  const role = await findRole(ctx, roleId);
  if (role.is_admin) throw conflict('adminRoleLocked');
  await assertWithinCaller(ctx, role, 'role');
  const holders = await ctx.db.query(`SELECT 1 FROM mgr_users WHERE role_id = $1 AND deleted_at IS NULL LIMIT 1`, [role.id]);
  if (holders.length) throw conflict('roleInUse');
  // Removed users keep their row for the operation log; their link to the role goes.
  await ctx.db.query(`UPDATE mgr_users SET role_id = NULL WHERE role_id = $1`, [role.id]);
  await ctx.db.query(`DELETE FROM mgr_roles WHERE id = $1`, [role.id]);
  return null;
}
