import type { ScopeType } from '@canteen/contract';
import type { Ctx } from './context';

/** The ids the caller's role is limited to for that scope type (DESIGN §4), null when unrestricted (Where.scope applies them). */
export function scopeIds(ctx: Ctx, type: ScopeType): number[] | null {
  switch (type) {
    case 'canteen':
      return ctx.scopes.canteenIds;
    case 'org':
      return ctx.scopes.orgIds;
    case 'dish':
      return ctx.scopes.dishScopeIds;
  }
}

/** True when the caller may see a row of that scope (an id outside the scope is invisible, i.e. "not found"). */
export function inScope(ctx: Ctx, type: ScopeType, id: number | null | undefined): boolean {
  const ids = scopeIds(ctx, type);
  return ids === null || (id !== null && id !== undefined && ids.includes(id));
}

export interface ScopeOption {
  id: number;
  name: string;
  parentId: number | null;
}
type ScopeProvider = (ctx: Ctx) => Promise<ScopeOption[]>;

/** Areas that own canteens, organisations and dish scopes register where their options come from. */
const providers = new Map<ScopeType, ScopeProvider>();

export function registerScopeProvider(type: ScopeType, provider: ScopeProvider) {
  providers.set(type, provider);
}
export function scopeProvider(type: ScopeType): ScopeProvider | undefined {
  return providers.get(type);
}
