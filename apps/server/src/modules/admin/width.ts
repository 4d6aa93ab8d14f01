import { Code, type ScopeType } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { withinOwnScope } from '../../platform/sql';

/** What a role reaches: its menus and its data scope (null = everything). */
export interface RoleReach {
  is_admin: boolean | null;
  menu_ids: number[] | null;
  canteen_ids: number[] | null;
  org_ids: number[] | null;
  dish_scope_ids: number[] | null;
}

export const SCOPE_COLUMNS: Record<ScopeType, 'canteen_ids' | 'org_ids' | 'dish_scope_ids'> = {
  canteen: 'canteen_ids',
  org: 'org_ids',
  dish: 'dish_scope_ids',
};

/**
 * True when a role reaches no further than the caller (docs/SECURITY.md "Roles made by limited managers"): not the
 * administrator role, no menu the caller lacks, no data outside the caller's scope. The administrator reaches
 * everything; a user without a role reaches nothing.
 */
export async function withinCaller(ctx: Ctx, role: RoleReach | null): Promise<boolean> {
  if (actorOf(ctx).isAdmin || !role) return true;
  if (role.is_admin || (role.menu_ids ?? []).some((id) => !actorOf(ctx).menuIds.has(id))) return false;
  for (const [type, column] of Object.entries(SCOPE_COLUMNS) as [ScopeType, keyof RoleReach][]) {
    if (!(await withinOwnScope(ctx, type, role[column] as number[] | null))) return false;
  }
  return true;
}

/** Refuses (40300, saying why) a role, or a user by their role, that reaches further than the caller. */
export async function assertWithinCaller(ctx: Ctx, role: RoleReach | null, what: 'role' | 'user') {
  if (!(await withinCaller(ctx, role))) throw new AppError(Code.FORBIDDEN, what === 'role' ? 'roleWiderThanYou' : 'userWiderThanYou');
}

/** The caller's own data scope, which a role they make starts with (a limited maker never makes an open role). */
export function callerScope(ctx: Ctx): Pick<RoleReach, 'canteen_ids' | 'org_ids' | 'dish_scope_ids'> {
  return { canteen_ids: ctx.scopes.canteenIds, org_ids: ctx.scopes.orgIds, dish_scope_ids: ctx.scopes.dishScopeIds };
}
