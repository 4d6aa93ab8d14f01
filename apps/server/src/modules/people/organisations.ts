import type { Org, OrgNode, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { orgScopeClause, registerScopeProvider, scopeIds } from '../../platform/access';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains } from '../../platform/sql';

const SELECT = `SELECT r.id AS "orgId", r.parent_id AS "parentId", p.name AS "parentName", r.name AS "orgName", r.org_code AS "orgCode", r.sort,
    (SELECT count(*)::int FROM cust_orgs c WHERE c.parent_id = r.id) AS "childCount", r.created_at AS "createdAt"
  FROM cust_orgs r LEFT JOIN cust_orgs p ON p.id = r.parent_id`;
const ORDER = 'ORDER BY r.sort, r.id';

/** `r.merchant_id = $1` plus the organisation scope. */
function visible(ctx: Ctx, params: unknown[]): string {
  params.push(ctx.merchantId);
  return `r.merchant_id = $${params.length}` + orgScopeClause(ctx, 'r.id', params);
}

interface OrgQuery {
  page: number;
  limit: number;
  orgName?: string;
  parentId?: number;
}

export async function orgPage(ctx: Ctx, query: OrgQuery): Promise<Page<Org>> {
  const params: unknown[] = [];
  let where = visible(ctx, params);
  if (query.orgName) {
    params.push(likeContains(query.orgName));
    where += ` AND r.name ILIKE $${params.length}`;
  }
  if (query.parentId !== undefined) {
    params.push(query.parentId);
    where += ` AND r.parent_id = $${params.length}`;
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cust_orgs r WHERE ${where}`, params))[0].n;
  params.push(query.limit, (query.page - 1) * query.limit);
  const records = await ctx.db.query<Org>(`${SELECT} WHERE ${where} ${ORDER} LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { records, total, page: query.page, limit: query.limit };
}

/** Every organisation the caller reaches, siblings by sort. */
export async function listOrgs(ctx: Ctx): Promise<Org[]> {
  const params: unknown[] = [];
  return ctx.db.query<Org>(`${SELECT} WHERE ${visible(ctx, params)} ${ORDER}`, params);
}

/** The organisation, or 40400 when it belongs to another merchant or lies outside the caller's scope. */
export async function getOrg(ctx: Ctx, orgId: number): Promise<Org> {
  const params: unknown[] = [];
  const where = visible(ctx, params);
  params.push(orgId);
  const row = (await ctx.db.query<Org>(`${SELECT} WHERE ${where} AND r.id = $${params.length}`, params))[0];
  if (!row) throw notFound('organisation');
  return row;
}

/** 40400 unless every id is an organisation of this merchant the caller reaches (issue 11: no foreign references). */
export async function assertOrgs(ctx: Ctx, orgIds: number[]): Promise<void> {
  if (!orgIds.length) return;
  const params: unknown[] = [];
  const where = visible(ctx, params);
  params.push(orgIds);
  const found = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cust_orgs r WHERE ${where} AND r.id = ANY($${params.length}::int[])`, params))[0].n;
  if (found !== new Set(orgIds).size) throw notFound('organisation');
}

/** The organisations the caller reaches as a tree; those whose parent is out of reach are roots. */
export async function orgTree(ctx: Ctx): Promise<OrgNode[]> {
  const list = await listOrgs(ctx);
  const nodes = new Map<number, OrgNode>(
    list.map((o) => [o.orgId, { orgId: o.orgId, parentId: o.parentId, orgName: o.orgName, orgCode: o.orgCode, sort: o.sort, children: [] }]),
  );
  const roots: OrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * A new parent must be reachable, and not one of the organisations being moved or below them (no cycles).
 * A role limited to some organisations cannot create top-level ones (they would fall outside its scope).
 */
async function checkParent(ctx: Ctx, parentId: number | null, movingIds: number[]) {
  if (parentId === null) {
    if (scopeIds(ctx, 'org') !== null) throw fieldError('parentId', 'orgParentRequired');
    return;
  }
  await getOrg(ctx, parentId);
  const cycle = await ctx.db.query(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM cust_orgs WHERE merchant_id = $1 AND id = $2
       UNION SELECT o.id, o.parent_id FROM cust_orgs o JOIN up ON o.id = up.parent_id)
     SELECT 1 FROM up WHERE id = ANY($3::int[]) LIMIT 1`,
    [ctx.merchantId, parentId, movingIds],
  );
  if (cycle.length) throw fieldError('parentId', 'orgParentInvalid');
}

/** Names are unique among the children of one parent (and among the top-level organisations). */
async function checkSiblingName(ctx: Ctx, parentId: number | null, orgName: string, exceptIds: number[]) {
  const clash = await ctx.db.query(
    `SELECT 1 FROM cust_orgs WHERE merchant_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND name = $3 AND NOT id = ANY($4::int[]) LIMIT 1`,
    [ctx.merchantId, parentId, orgName, exceptIds],
  );
  if (clash.length) throw fieldError('orgName', 'alreadyExists');
}

/** The unique index backs the sibling check when two requests race. */
async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('orgName', 'alreadyExists');
    throw e;
  }
}

interface OrgInput {
  parentId: number | null;
  orgName: string;
  orgCode: string;
  sort: number;
}

export async function addOrg(ctx: Ctx, input: OrgInput) {
  await checkParent(ctx, input.parentId, []);
  await checkSiblingName(ctx, input.parentId, input.orgName, []);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(`INSERT INTO cust_orgs (merchant_id, parent_id, name, org_code, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      ctx.merchantId,
      input.parentId,
      input.orgName,
      input.orgCode,
      input.sort,
    ]),
  );
  return { orgId: row[0].id };
}

export async function editOrg(ctx: Ctx, input: OrgInput & { orgId: number }) {
  const current = await getOrg(ctx, input.orgId);
  if (input.parentId !== current.parentId) await checkParent(ctx, input.parentId, [input.orgId]);
  await checkSiblingName(ctx, input.parentId, input.orgName, [input.orgId]);
  await guardUnique(() =>
    ctx.db.query(`UPDATE cust_orgs SET parent_id = $3, name = $4, org_code = $5, sort = $6 WHERE id = $1 AND merchant_id = $2`, [
      input.orgId,
      ctx.merchantId,
      input.parentId,
      input.orgName,
      input.orgCode,
      input.sort,
    ]),
  );
  return null;
}

export async function removeOrg(ctx: Ctx, orgId: number) {
  const org = await getOrg(ctx, orgId);
  if (org.childCount > 0) throw conflict('orgHasChildren');
  try {
    await ctx.db.query(`DELETE FROM cust_orgs WHERE id = $1 AND merchant_id = $2`, [orgId, ctx.merchantId]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}

/** Moves several organisations (with what hangs below them) under a new parent; any refusal moves none. */
export async function moveOrgs(ctx: Ctx, input: { orgIds: number[]; parentId: number | null }) {
  const orgIds = [...new Set(input.orgIds)];
  return ctx.db.tx(async (db) => {
    const tx = { ...ctx, db };
    const moving = [];
    for (const orgId of orgIds) moving.push(await getOrg(tx, orgId));
    await checkParent(tx, input.parentId, orgIds);
    const names = moving.map((o) => o.orgName);
    if (new Set(names).size !== names.length) throw fieldError('orgIds', 'orgMoveNameClash');
    for (const org of moving) {
      try {
        await checkSiblingName(tx, input.parentId, org.orgName, orgIds);
      } catch {
        throw fieldError('orgIds', 'orgMoveNameClash');
      }
    }
    await db.query(`UPDATE cust_orgs SET parent_id = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, orgIds, input.parentId]);
    return null;
  });
}

// The data-permission page offers the organisations the editing administrator reaches, as a tree.
registerScopeProvider('org', async (ctx) => (await listOrgs(ctx)).map((o) => ({ id: o.orgId, name: o.orgName, parentId: o.parentId })));
