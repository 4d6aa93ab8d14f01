import type { DataScope, OutputOf, ScopeType } from '@canteen/contract';

/** What a kind of data can be limited to; `available` is false until the area that owns it exists. */
export type ScopeOptions = OutputOf<'admin.effectiveOptions'>;
export type ScopeOption = ScopeOptions['options'][number];

export type ScopeField = 'canteenIds' | 'orgIds' | 'dishScopeIds';

/** The three kinds of data a role can be limited to, in the order the page shows them. */
export const SCOPE_SECTIONS: { type: ScopeType; field: ScopeField; title: string }[] = [
  { type: 'canteen', field: 'canteenIds', title: 'admin.scope.canteen' },
  { type: 'org', field: 'orgIds', title: 'admin.scope.org' },
  { type: 'dish', field: 'dishScopeIds', title: 'admin.scope.dish' },
];

/** One section being edited: all data, or only the chosen ids. */
export interface ScopeDraft {
  mode: 'all' | 'only';
  ids: number[];
}

export interface ScopeTreeNode {
  key: number;
  title: string;
  children?: ScopeTreeNode[];
}

/** Options to tree data: a node sits under its parent when the parent is among the options, else at the top. */
export function optionTree(options: ScopeOption[]): ScopeTreeNode[] {
  const known = new Set(options.map((o) => o.id));
  const childrenOf = new Map<number | null, ScopeOption[]>();
  for (const o of options) {
    const parent = o.parentId !== null && known.has(o.parentId) && o.parentId !== o.id ? o.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), o]);
  }
  // Every node has one parent, so a walk from the top cannot loop.
  const build = (parent: number | null): ScopeTreeNode[] =>
    (childrenOf.get(parent) ?? []).map((o) => {
      const children = build(o.id);
      return children.length ? { key: o.id, title: o.name, children } : { key: o.id, title: o.name };
    });
  return build(null);
}

/**
 * The saved scope as the page edits it. A kind of data that does not exist yet stays 'all'; ids that are no
 * longer among the options (a removed canteen) are dropped, since the server would refuse them.
 */
export function initialDraft(saved: number[] | null, options: ScopeOptions): ScopeDraft {
  if (!options.available || saved === null) return { mode: 'all', ids: [] };
  const known = new Set(options.options.map((o) => o.id));
  return { mode: 'only', ids: saved.filter((id) => known.has(id)) };
}

/** What admin.effectiveSave receives: null means all data. */
export function scopeToSave(roleId: number, drafts: Record<ScopeField, ScopeDraft>, options: Record<ScopeField, ScopeOptions>): DataScope {
  const value = (field: ScopeField) => (options[field].available && drafts[field].mode === 'only' ? [...drafts[field].ids].sort((a, b) => a - b) : null);
  return { roleId, canteenIds: value('canteenIds'), orgIds: value('orgIds'), dishScopeIds: value('dishScopeIds') };
}
