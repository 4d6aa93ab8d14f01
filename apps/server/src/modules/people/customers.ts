import { randomBytes } from 'node:crypto';
import type { Customer, CustInput, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { openAccount } from '../accounts/accounts';
import { uploadImage } from '../files/service';
import { getOrg, orgScopeClause } from './organisations';

// ---- master data (person types, jobs, grades, places: migration 0012, another part) -----------------------

const MASTER = [
  { field: 'psnTypeId', column: 'psn_type_id', table: 'psn_types', alias: 'pt', name: 'psnTypeName' },
  { field: 'jobId', column: 'job_id', table: 'cust_jobs', alias: 'jb', name: 'jobName' },
  { field: 'gradeId', column: 'grade_id', table: 'cust_grades', alias: 'gr', name: 'gradeName' },
  { field: 'placeId', column: 'place_id', table: 'cust_places', alias: 'pl', name: 'placeName' },
] as const;
type MasterField = (typeof MASTER)[number]['field'];

let masterTables: Promise<Set<string>> | undefined;
/**
 * Which master-data tables exist (with a name column): their names are shown and their ids checked; until the
 * migration that creates them has run, ids are kept as given. The migrations are fixed while the server runs.
 */
function existingMasterTables(ctx: Ctx): Promise<Set<string>> {
  masterTables ??= ctx.db
    .query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'name' AND table_name = ANY($1::text[])`,
      [MASTER.map((m) => m.table)],
    )
    .then((rows) => new Set(rows.map((r) => r.table_name)))
    .catch((e: unknown) => {
      masterTables = undefined;
      throw e;
    });
  return masterTables;
}

async function selectSql(ctx: Ctx): Promise<string> {
  const tables = await existingMasterTables(ctx);
  const names = MASTER.map((m) => (tables.has(m.table) ? `${m.alias}.name` : 'NULL::text') + ` AS "${m.name}"`).join(', ');
  const joins = MASTER.filter((m) => tables.has(m.table))
    .map((m) => ` LEFT JOIN ${m.table} ${m.alias} ON ${m.alias}.id = c.${m.column}`)
    .join('');
  return `SELECT c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.org_id AS "orgId", o.name AS "orgName",
      c.psn_type_id AS "psnTypeId", c.job_id AS "jobId", c.grade_id AS "gradeId", c.place_id AS "placeId", ${names},
      c.phone, c.sex, c.id_card_no AS "idCardNo", to_char(c.birthday, 'YYYY-MM-DD') AS birthday, c.photo_url AS "photoUrl",
      c.face_id AS "faceId", c.kind, c.state, c.valid_until AS "validUntil", c.remark, c.created_at AS "createdAt",
      c.cancelled_at AS "cancelledAt"
    FROM customers c JOIN cust_orgs o ON o.id = c.org_id${joins}`;
}

/** A master-data id must be one of this merchant's (checked once its table exists). */
async function checkMasterRefs(ctx: Ctx, input: Partial<Record<MasterField, number | null | undefined>>) {
  const tables = await existingMasterTables(ctx);
  for (const m of MASTER) {
    const value = input[m.field];
    if (value == null || !tables.has(m.table)) continue;
    const found = await ctx.db.query(`SELECT 1 FROM ${m.table} WHERE id = $1 AND merchant_id = $2`, [value, ctx.merchantId]);
    if (!found.length) throw fieldError(m.field, 'custRefUnknown');
  }
}

// ---- visibility ----------------------------------------------------------------------------------------

/** `c.merchant_id = $n` plus the caller's organisation scope. */
export function visibleClause(ctx: Ctx, params: unknown[]): string {
  params.push(ctx.merchantId);
  return `c.merchant_id = $${params.length}` + orgScopeClause(ctx, 'c.org_id', params);
}

/** The organisation and every organisation below it. */
export function orgSubtreeClause(ctx: Ctx, orgId: number, params: unknown[]): string {
  params.push(ctx.merchantId, orgId);
  const m = params.length - 1;
  return ` AND c.org_id IN (WITH RECURSIVE sub AS (
      SELECT id FROM cust_orgs WHERE merchant_id = $${m} AND id = $${m + 1}
      UNION SELECT x.id FROM cust_orgs x JOIN sub ON x.parent_id = sub.id)
    SELECT id FROM sub)`;
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One person the caller reaches (also a cancelled one), or 40400 (another merchant's, out of scope, unknown). */
export async function getCustomer(ctx: Ctx, custId: number): Promise<Customer> {
  const params: unknown[] = [];
  const where = visibleClause(ctx, params);
  params.push(custId);
  const row = (await ctx.db.query<Customer>(`${await selectSql(ctx)} WHERE ${where} AND c.id = $${params.length}`, params))[0];
  if (!row) throw notFound('customer');
  return row;
}

/** 40400 unless every id is a person of this merchant the caller reaches. */
export async function assertCustomers(ctx: Ctx, custIds: number[]): Promise<void> {
  if (!custIds.length) return;
  const params: unknown[] = [];
  const where = visibleClause(ctx, params);
  params.push(custIds);
  const found = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${where} AND c.id = ANY($${params.length}::int[])`, params))[0].n;
  if (found !== new Set(custIds).size) throw notFound('customer');
}

async function getActiveCustomer(ctx: Ctx, custId: number): Promise<Customer> {
  const cust = await getCustomer(ctx, custId);
  if (cust.state !== 'normal') throw conflict('custAlreadyCancelled');
  return cust;
}

// ---- lists ---------------------------------------------------------------------------------------------

export interface CustQuery {
  page: number;
  limit: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  phone?: string;
  kind?: Customer['kind'];
}

type ListKind = 'people' | 'casual' | 'visitor' | 'cancelled';

export async function customerPage(ctx: Ctx, query: CustQuery, list: ListKind): Promise<Page<Customer>> {
  const params: unknown[] = [];
  let where = visibleClause(ctx, params);
  if (list === 'cancelled') where += ` AND c.state = 'cancelled'`;
  else {
    where += ` AND c.state = 'normal'`;
    // The people page shows staff and casual people; visitors have their own page.
    const kind = list === 'casual' ? 'casual' : list === 'visitor' ? 'visitor' : query.kind;
    if (kind) {
      params.push(kind);
      where += ` AND c.kind = $${params.length}`;
    } else where += ` AND c.kind <> 'visitor'`;
  }
  for (const [key, column] of [
    ['custName', 'c.cust_name'],
    ['custNum', 'c.cust_num'],
    ['phone', 'c.phone'],
  ] as const) {
    const value = query[key];
    if (!value) continue;
    params.push(like(value));
    where += ` AND ${column} ILIKE $${params.length}`;
  }
  if (query.psnTypeId !== undefined) {
    params.push(query.psnTypeId);
    where += ` AND c.psn_type_id = $${params.length}`;
  }
  if (query.orgId !== undefined) where += orgSubtreeClause(ctx, query.orgId, params);
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${where}`, params))[0].n;
  const order = list === 'cancelled' ? 'c.cancelled_at DESC, c.id DESC' : 'c.id DESC';
  params.push(query.limit, (query.page - 1) * query.limit);
  const records = await ctx.db.query<Customer>(
    `${await selectSql(ctx)} WHERE ${where} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { records, total, page: query.page, limit: query.limit };
}

// ---- add and edit --------------------------------------------------------------------------------------

async function checkCustNum(ctx: Ctx, custNum: string, exceptId: number | null) {
  const taken = await ctx.db.query(`SELECT 1 FROM customers WHERE merchant_id = $1 AND cust_num = $2 AND id IS DISTINCT FROM $3`, [
    ctx.merchantId,
    custNum,
    exceptId,
  ]);
  if (taken.length) throw fieldError('custNum', 'custNumTaken');
}

/** The unique index backs the person-number check when two requests race. */
async function guardCustNum<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('custNum', 'custNumTaken');
    throw e;
  }
}

type StoredKind = Customer['kind'];
export type NewCustomer = Omit<CustInput, 'kind'> & { kind: StoredKind; validUntil?: string | null };

/** Inserts a person and opens their account (same transaction); visitors come through here too. */
export async function insertCustomer(ctx: Ctx, input: NewCustomer): Promise<number> {
  await getOrg(ctx, input.orgId);
  await checkMasterRefs(ctx, input);
  await checkCustNum(ctx, input.custNum, null);
  const row = await guardCustNum(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO customers (merchant_id, cust_name, cust_num, org_id, psn_type_id, job_id, grade_id, place_id, phone, sex,
         id_card_no, birthday, photo_url, remark, kind, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        ctx.merchantId,
        input.custName,
        input.custNum,
        input.orgId,
        input.psnTypeId ?? null,
        input.jobId ?? null,
        input.gradeId ?? null,
        input.placeId ?? null,
        input.phone,
        input.sex,
        input.idCardNo.toUpperCase(),
        input.birthday ?? null,
        input.photoUrl,
        input.remark,
        input.kind,
        input.validUntil ?? null,
      ],
    ),
  );
  const custId = row[0].id;
  await openAccount(ctx, custId);
  return custId;
}

export async function addCustomer(ctx: Ctx, input: CustInput) {
  return { custId: await insertCustomer(ctx, input) };
}

/** Edits a person; a visitor stays a visitor (its validity is changed by the visitor calls). */
export async function updateCustomer(ctx: Ctx, input: NewCustomer & { custId: number }, onlyKind?: StoredKind) {
  const current = await getActiveCustomer(ctx, input.custId);
  if (onlyKind && current.kind !== onlyKind) throw notFound('customer');
  if (input.orgId !== current.orgId) await getOrg(ctx, input.orgId);
  await checkMasterRefs(ctx, input);
  await checkCustNum(ctx, input.custNum, input.custId);
  const kind = current.kind === 'visitor' ? 'visitor' : input.kind;
  await guardCustNum(() =>
    ctx.db.query(
      `UPDATE customers SET cust_name = $3, cust_num = $4, org_id = $5, psn_type_id = $6, job_id = $7, grade_id = $8, place_id = $9,
         phone = $10, sex = $11, id_card_no = $12, birthday = $13, photo_url = $14, remark = $15, kind = $16,
         valid_until = CASE WHEN $17::boolean THEN $18::timestamptz ELSE valid_until END
       WHERE id = $1 AND merchant_id = $2`,
      [
        input.custId,
        ctx.merchantId,
        input.custName,
        input.custNum,
        input.orgId,
        input.psnTypeId ?? null,
        input.jobId ?? null,
        input.gradeId ?? null,
        input.placeId ?? null,
        input.phone,
        input.sex,
        input.idCardNo.toUpperCase(),
        input.birthday ?? null,
        input.photoUrl,
        input.remark,
        kind,
        input.validUntil !== undefined,
        input.validUntil ?? null,
      ],
    ),
  );
  return null;
}

// ---- cancel --------------------------------------------------------------------------------------------

/**
 * Cancels people (all or none): each must be reachable and not cancelled, and their account must hold no money.
 * Their accounts and live cards are cancelled with them. Accounts are locked so no recharge slips in meanwhile.
 */
export async function cancelCustomers(ctx: Ctx, custIds: number[], onlyKind?: StoredKind) {
  const ids = [...new Set(custIds)];
  const params: unknown[] = [];
  const where = visibleClause(ctx, params);
  params.push(ids);
  const people = await ctx.db.query<{ id: number; state: string; kind: string }>(
    `SELECT c.id, c.state, c.kind FROM customers c WHERE ${where} AND c.id = ANY($${params.length}::int[]) FOR UPDATE`,
    params,
  );
  if (people.length !== ids.length || (onlyKind && people.some((p) => p.kind !== onlyKind))) throw notFound('customer');
  if (people.some((p) => p.state !== 'normal')) throw conflict('custAlreadyCancelled');
  const rich = await ctx.db.query<{ cust_name: string }>(
    `SELECT c.cust_name FROM accounts a JOIN customers c ON c.id = a.cust_id
      WHERE a.merchant_id = $1 AND a.cust_id = ANY($2::int[]) AND (a.cash <> 0 OR a.subsidy <> 0 OR a.gift <> 0)
      ORDER BY c.id FOR UPDATE OF a`,
    [ctx.merchantId, ids],
  );
  if (rich.length) {
    const names = rich.slice(0, 5).map((r) => r.cust_name).join(', ') + (rich.length > 5 ? ' …' : '');
    throw businessRule('custHasMoney', { names });
  }
  await ctx.db.query(`UPDATE customers SET state = 'cancelled', cancelled_at = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    ids,
    ctx.now(),
  ]);
  await ctx.db.query(`UPDATE accounts SET state = 'cancelled', updated_at = $3 WHERE merchant_id = $1 AND cust_id = ANY($2::int[])`, [
    ctx.merchantId,
    ids,
    ctx.now(),
  ]);
  await ctx.db.query(
    `UPDATE cards SET state = 'cancelled', ended_at = $3 WHERE merchant_id = $1 AND cust_id = ANY($2::int[]) AND state IN ('active', 'lost')`,
    [ctx.merchantId, ids, ctx.now()],
  );
  return null;
}

// ---- organisation, photos, face ------------------------------------------------------------------------

/** Moves people (all reachable and not cancelled) to an organisation the caller reaches; all or none. */
export async function moveCustomers(ctx: Ctx, input: { custIds: number[]; orgId: number }, onlyKind?: StoredKind) {
  const ids = [...new Set(input.custIds)];
  await getOrg(ctx, input.orgId);
  const params: unknown[] = [];
  const where = visibleClause(ctx, params);
  params.push(ids);
  const people = await ctx.db.query<{ state: string; kind: string }>(
    `SELECT c.state, c.kind FROM customers c WHERE ${where} AND c.id = ANY($${params.length}::int[])`,
    params,
  );
  if (people.length !== ids.length || (onlyKind && people.some((p) => p.kind !== onlyKind))) throw notFound('customer');
  if (people.some((p) => p.state !== 'normal')) throw conflict('custAlreadyCancelled');
  await ctx.db.query(`UPDATE customers SET org_id = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, ids, input.orgId]);
  return null;
}

export async function savePhoto(ctx: Ctx, input: { custId: number; photoUrl: string }) {
  await getActiveCustomer(ctx, input.custId);
  await ctx.db.query(`UPDATE customers SET photo_url = $3 WHERE id = $1 AND merchant_id = $2`, [input.custId, ctx.merchantId, input.photoUrl]);
  return null;
}

/** Photos by person number (a batch photo upload); the numbers not reached are returned, the rest saved. */
export async function savePhotos(ctx: Ctx, input: { photos: { custNum: string; photoUrl: string }[] }) {
  // The last photo of a repeated number wins.
  const byNum = new Map(input.photos.map((p) => [p.custNum, p.photoUrl]));
  const params: unknown[] = [];
  const where = visibleClause(ctx, params);
  params.push([...byNum.keys()], [...byNum.values()]);
  const saved = await ctx.db.query<{ cust_num: string }>(
    `UPDATE customers c SET photo_url = u.url
       FROM unnest($${params.length - 1}::text[], $${params.length}::text[]) AS u(num, url)
      WHERE ${where} AND c.state = 'normal' AND c.cust_num = u.num
      RETURNING c.cust_num`,
    params,
  );
  const found = new Set(saved.map((r) => r.cust_num));
  return { saved: found.size, unknown: [...byNum.keys()].filter((n) => !found.has(n)) };
}

/** Stores the uploaded face image as the person's photo and gives them a face id (unique per merchant). */
export async function registerFace(ctx: Ctx, input: { custId: number; faceId?: string }) {
  await getActiveCustomer(ctx, input.custId);
  const faceId = input.faceId ?? `F${input.custId}-${randomBytes(6).toString('hex')}`;
  const taken = await ctx.db.query(`SELECT 1 FROM customers WHERE merchant_id = $1 AND face_id = $2 AND id <> $3`, [ctx.merchantId, faceId, input.custId]);
  if (taken.length) throw fieldError('faceId', 'faceIdTaken');
  const { fileNameUrl } = await uploadImage(ctx, 'face');
  try {
    await ctx.db.query(`UPDATE customers SET face_id = $3, photo_url = $4 WHERE id = $1 AND merchant_id = $2`, [input.custId, ctx.merchantId, faceId, fileNameUrl]);
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('faceId', 'faceIdTaken');
    throw e;
  }
  return { faceId, photoUrl: fileNameUrl };
}
