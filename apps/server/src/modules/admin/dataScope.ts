import { Code, type DataScope, type ScopeType } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, conflict, fieldError } from '../../platform/http/errors';
import { scopeProvider } from '../../platform/access';
import { withinOwnScope } from '../../platform/sql';
import { findRole } from './roles';
import { assertWithinCaller } from './width';

const COLUMNS: Record<ScopeType, { column: 'canteen_ids' | 'org_ids' | 'dish_scope_ids'; field: 'canteenIds' | 'orgIds' | 'dishScopeIds' }> = {
  canteen: { column: 'canteen_ids', field: 'canteenIds' },
  org: { column: 'org_ids', field: 'orgIds' },
  dish: { column: 'dish_scope_ids', field: 'dishScopeIds' },
};

export async function getDataScope(ctx: Ctx, roleId: number): Promise<DataScope> {
  const role = await findRole(ctx, roleId);
  const row = (
    await ctx.db.query<{ canteen_ids: number[] | null; org_ids: number[] | null; dish_scope_ids: number[] | null }>(
      `SELECT canteen_ids, org_ids, dish_scope_ids FROM mgr_roles WHERE id = $1`,
      [role.id],
    )
  )[0];
  return { roleId: role.id, canteenIds: row.canteen_ids, orgIds: row.org_ids, dishScopeIds: row.dish_scope_ids };
}

/** Options a scope can be limited to; `available` is false until the area that owns them exists. */
export async function scopeOptions(ctx: Ctx, type: ScopeType) {
  const provider = scopeProvider(type);
  if (!provider) return { available: false, options: [] };
  return { available: true, options: await provider(ctx) };
}

export async function saveDataScope(ctx: Ctx, input: DataScope) {
  const role = await findRole(ctx, input.roleId);
  if (role.is_admin) throw conflict('adminRoleLocked');
  // A limited caller changes only roles within their reach, and leaves them within it.
  await assertWithinCaller(ctx, role, 'role');
  for (const type of Object.keys(COLUMNS) as ScopeType[]) {
    const ids = input[COLUMNS[type].field];
    if (!(await withinOwnScope(ctx, type, ids))) throw new AppError(Code.FORBIDDEN, 'scopeWiderThanYou');
    if (ids === null) continue;
    const { options } = await scopeOptions(ctx, type);
    const known = new Set(options.map((o) => o.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw fieldError(COLUMNS[type].field, 'unknownScope', { id: unknown });
  }
  const unique = (ids: number[] | null) => (ids === null ? null : [...new Set(ids)].sort((a, b) => a - b));
  await ctx.db.query(`UPDATE mgr_roles SET canteen_ids = $2, org_ids = $3, dish_scope_ids = $4 WHERE id = $1`, [
    role.id,
    unique(input.canteenIds),
    unique(input.orgIds),
    unique(input.dishScopeIds),
  ]);
  return null;
}
