import type { Org, OrgNode } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { registerScopeProvider } from '../../platform/access';
import { fieldError, notFound } from '../../platform/http/errors';
import { Where } from '../../platform/sql';
import { defineTree } from '../../platform/tree';

/**
 * Organisations: a tree per merchant, names unique among siblings. The organisation data scope reaches an
 * organisation and those below it; a role limited by it cannot add top-level ones (they would fall outside).
 */
export const orgs = defineTree<Org>({
  table: 'cust_orgs',
  idField: 'orgId',
  name: 'orgName',
  fields: { orgName: 'name', orgCode: 'org_code', sort: 'sort', createdAt: 'created_at' },
  readOnly: ['createdAt'],
  computed: {
    parentName: '(SELECT p.name FROM cust_orgs p WHERE p.id = r.parent_id)',
    childCount: '(SELECT count(*)::int FROM cust_orgs c WHERE c.parent_id = r.id)',
  },
  filters: { orgName: { column: 'name', op: 'like' }, parentId: { column: 'parent_id', op: 'eq' } },
  orderBy: 'r.sort, r.id',
  scope: { type: 'org', column: 'id' },
  codes: { parentInvalid: 'orgParentInvalid', hasChildren: 'orgHasChildren', parentRequired: 'orgParentRequired' },
  what: 'organisation',
});

export const orgPage = orgs.page;

/** Every organisation the caller reaches, siblings by sort. */
export const listOrgs = (ctx: Ctx) => orgs.list(ctx);

/** The organisation, or 40400 when it belongs to another merchant or lies outside the caller's scope. */
export const getOrg = orgs.get;

/** 40400 unless every id is an organisation of this merchant the caller reaches (issue 11: no foreign references). */
export async function assertOrgs(ctx: Ctx, orgIds: number[]): Promise<void> {
  if (!orgIds.length) return;
  const w = new Where('r.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'r.id').add('r.id = ANY(?::int[])', orgIds);
  const found = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cust_orgs r WHERE ${w.sql}`, w.params))[0].n;
  if (found !== new Set(orgIds).size) throw notFound('organisation');
}

/** The organisations the caller reaches as a tree; those whose parent is out of reach are roots. */
export const orgTree = (ctx: Ctx) =>
  orgs.tree<OrgNode>(ctx, {}, (o) => ({ orgId: o.orgId, parentId: o.parentId, orgName: o.orgName, orgCode: o.orgCode, sort: o.sort }));

interface OrgInput {
  parentId: number | null;
  orgName: string;
  orgCode: string;
  sort: number;
}

export async function addOrg(ctx: Ctx, input: OrgInput) {
  return { orgId: await orgs.add(ctx, { ...input }) };
}

export async function editOrg(ctx: Ctx, { orgId, ...input }: OrgInput & { orgId: number }) {
  await orgs.edit(ctx, orgId, input);
  return null;
}

export async function removeOrg(ctx: Ctx, orgId: number) {
  await orgs.remove(ctx, orgId);
  return null;
}

/** Moves several organisations (with what hangs below them) under a new parent; any refusal moves none. */
export async function moveOrgs(ctx: Ctx, input: { orgIds: number[]; parentId: number | null }) {
  await orgs.move(ctx, input.orgIds, input.parentId, () => fieldError('orgIds', 'orgMoveNameClash'));
  return null;
}

// The data-permission page offers the organisations the editing administrator reaches, as a tree.
registerScopeProvider('org', async (ctx) => (await listOrgs(ctx)).map((o) => ({ id: o.orgId, name: o.orgName, parentId: o.parentId })));
