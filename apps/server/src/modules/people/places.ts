import type { CustPlace, CustPlaceNode, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains } from '../../platform/sql';

/** Places (地点) where people work or live: a tree per merchant, names unique among siblings (like organisations). */

const SELECT = `SELECT r.id AS "placeId", r.parent_id AS "parentId", p.name AS "parentName", r.name AS "placeName", r.place_code AS "placeCode",
    r.sort, r.remark, (SELECT count(*)::int FROM cust_places c WHERE c.parent_id = r.id) AS "childCount", r.created_at AS "createdAt"
  FROM cust_places r LEFT JOIN cust_places p ON p.id = r.parent_id`;
const ORDER = 'ORDER BY r.sort, r.id';

interface PlaceQuery {
  page: number;
  limit: number;
  placeName?: string;
  parentId?: number;
}

export async function placePage(ctx: Ctx, query: PlaceQuery): Promise<Page<CustPlace>> {
  const params: unknown[] = [ctx.merchantId];
  let where = 'r.merchant_id = $1';
  if (query.placeName) {
    params.push(likeContains(query.placeName));
    where += ` AND r.name ILIKE $${params.length}`;
  }
  if (query.parentId !== undefined) {
    params.push(query.parentId);
    where += ` AND r.parent_id = $${params.length}`;
  }
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cust_places r WHERE ${where}`, params))[0].n;
  params.push(query.limit, (query.page - 1) * query.limit);
  const records = await ctx.db.query<CustPlace>(`${SELECT} WHERE ${where} ${ORDER} LIMIT $${params.length - 1} OFFSET $${params.length}`, params);
  return { records, total, page: query.page, limit: query.limit };
}

/** The place, or 40400 when it does not exist or belongs to another merchant. */
export async function getPlace(ctx: Ctx, placeId: number): Promise<CustPlace> {
  const row = (await ctx.db.query<CustPlace>(`${SELECT} WHERE r.merchant_id = $1 AND r.id = $2`, [ctx.merchantId, placeId]))[0];
  if (!row) throw notFound('place');
  return row;
}

export async function placeTree(ctx: Ctx): Promise<CustPlaceNode[]> {
  const list = await ctx.db.query<CustPlace>(`${SELECT} WHERE r.merchant_id = $1 ${ORDER}`, [ctx.merchantId]);
  const nodes = new Map<number, CustPlaceNode>(
    list.map((p) => [p.placeId, { placeId: p.placeId, parentId: p.parentId, placeName: p.placeName, placeCode: p.placeCode, sort: p.sort, remark: p.remark, children: [] }]),
  );
  const roots: CustPlaceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A new parent must be the merchant's, and neither the place itself nor one below it (no cycles). */
async function checkParent(ctx: Ctx, parentId: number | null, placeId: number | null) {
  if (parentId === null) return;
  await getPlace(ctx, parentId);
  if (placeId === null) return;
  const cycle = await ctx.db.query(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM cust_places WHERE merchant_id = $1 AND id = $2
       UNION SELECT p.id, p.parent_id FROM cust_places p JOIN up ON p.id = up.parent_id)
     SELECT 1 FROM up WHERE id = $3 LIMIT 1`,
    [ctx.merchantId, parentId, placeId],
  );
  if (cycle.length) throw fieldError('parentId', 'placeParentInvalid');
}

async function checkSiblingName(ctx: Ctx, parentId: number | null, placeName: string, exceptId: number) {
  const clash = await ctx.db.query(
    `SELECT 1 FROM cust_places WHERE merchant_id = $1 AND parent_id IS NOT DISTINCT FROM $2 AND name = $3 AND id <> $4 LIMIT 1`,
    [ctx.merchantId, parentId, placeName, exceptId],
  );
  if (clash.length) throw fieldError('placeName', 'alreadyExists');
}

/** The unique index backs the sibling check when two requests race. */
async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('placeName', 'alreadyExists');
    throw e;
  }
}

interface PlaceInput {
  parentId: number | null;
  placeName: string;
  placeCode: string;
  sort: number;
  remark: string;
}

export async function addPlace(ctx: Ctx, input: PlaceInput) {
  await checkParent(ctx, input.parentId, null);
  await checkSiblingName(ctx, input.parentId, input.placeName, 0);
  const row = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO cust_places (merchant_id, parent_id, name, place_code, sort, remark) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [ctx.merchantId, input.parentId, input.placeName, input.placeCode, input.sort, input.remark],
    ),
  );
  return { placeId: row[0].id };
}

export async function editPlace(ctx: Ctx, input: PlaceInput & { placeId: number }) {
  const current = await getPlace(ctx, input.placeId);
  if (input.parentId !== current.parentId) await checkParent(ctx, input.parentId, input.placeId);
  await checkSiblingName(ctx, input.parentId, input.placeName, input.placeId);
  await guardUnique(() =>
    ctx.db.query(`UPDATE cust_places SET parent_id = $3, name = $4, place_code = $5, sort = $6, remark = $7 WHERE id = $1 AND merchant_id = $2`, [
      input.placeId,
      ctx.merchantId,
      input.parentId,
      input.placeName,
      input.placeCode,
      input.sort,
      input.remark,
    ]),
  );
  return null;
}

/** A place with sub-places, or one a person still lives or works at (customers.place_id), stays (40900). */
export async function removePlace(ctx: Ctx, placeId: number) {
  const place = await getPlace(ctx, placeId);
  if (place.childCount > 0) throw conflict('placeHasChildren');
  try {
    await ctx.db.query(`DELETE FROM cust_places WHERE id = $1 AND merchant_id = $2`, [placeId, ctx.merchantId]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') throw conflict('inUse');
    throw e;
  }
  return null;
}
