import { describe, expect, it } from 'vitest';
import { initialDraft, optionTree, scopeToSave, type ScopeOptions } from './scopeModel';

const orgs: ScopeOptions = {
  available: true,
  options: [
    { id: 1, name: '总部', parentId: null },
    { id: 2, name: '后厨', parentId: 1 },
    { id: 3, name: '分店', parentId: 99 }, // parent not offered: shown at the top
  ],
};
const notYet: ScopeOptions = { available: false, options: [] };

describe('data permission model', () => {
  it('nests options under their parents', () => {
    expect(optionTree(orgs.options)).toEqual([
      { key: 1, title: '总部', children: [{ key: 2, title: '后厨' }] },
      { key: 3, title: '分店' },
    ]);
  });

  it('starts from the saved ids, dropping those no longer offered', () => {
    expect(initialDraft(null, orgs)).toEqual({ mode: 'all', ids: [] });
    expect(initialDraft([2, 42], orgs)).toEqual({ mode: 'only', ids: [2] });
    expect(initialDraft([], orgs)).toEqual({ mode: 'only', ids: [] });
    expect(initialDraft([2], notYet)).toEqual({ mode: 'all', ids: [] });
  });

  it('saves null for all data and for kinds that do not exist yet', () => {
    const only = { mode: 'only' as const, ids: [3, 1] };
    expect(
      scopeToSave(7, { canteenIds: only, orgIds: only, dishScopeIds: { mode: 'all', ids: [1] } }, { canteenIds: notYet, orgIds: orgs, dishScopeIds: orgs }),
    ).toEqual({ roleId: 7, canteenIds: null, orgIds: [1, 3], dishScopeIds: null });
  });
});
