import { randomBytes } from 'node:crypto';
import type { Person, PersonInput, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where } from '../../platform/sql';
import { bumpDeviceVersion } from '../devices';
import { uploadImage } from '../files';
import { getOrg } from './organisations';
import { personAccounts } from './ports';

// ---- reference data (person types, jobs, grades, places) ---------------------------------------------------

const MASTER = [
  { field: 'psnTypeId', column: 'psn_type_id', table: 'psn_types', alias: 'pt', name: 'psnTypeName' },
  { field: 'jobId', column: 'job_id', table: 'cust_jobs', alias: 'jb', name: 'jobName' },
  { field: 'gradeId', column: 'grade_id', table: 'cust_grades', alias: 'gr', name: 'gradeName' },
  { field: 'placeId', column: 'place_id', table: 'cust_places', alias: 'pl', name: 'placeName' },
] as const;
type MasterField = (typeof MASTER)[number]['field'];

const SELECT_SQL = `SELECT c.id AS "custId", c.cust_name AS "custName", c.cust_num AS "custNum", c.org_id AS "orgId", o.name AS "orgName",
    c.psn_type_id AS "psnTypeId", c.job_id AS "jobId", c.grade_id AS "gradeId", c.place_id AS "placeId",
    ${MASTER.map((m) => `${m.alias}.name AS "${m.name}"`).join(', ')},
    c.phone, c.sex, c.id_card_no AS "idCardNo", to_char(c.birthday, 'YYYY-MM-DD') AS birthday, c.photo_url AS "photoUrl",
    c.face_id AS "faceId", c.kind, c.state, c.valid_until AS "validUntil", c.remark, c.created_at AS "createdAt",
    c.cancelled_at AS "cancelledAt"
  FROM customers c JOIN cust_orgs o ON o.id = c.org_id${MASTER.map((m) => ` LEFT JOIN ${m.table} ${m.alias} ON ${m.alias}.id = c.${m.column}`).join('')}`;

/** A reference id must be one of this merchant's. */
async function checkMasterRefs(ctx: Ctx, input: Partial<Record<MasterField, number | null | undefined>>) {
  for (const m of MASTER) {
    const value = input[m.field];
    if (value == null) continue;
    const found = await ctx.db.query(`SELECT 1 FROM ${m.table} WHERE id = $1 AND merchant_id = $2`, [value, ctx.merchantId]);
    if (!found.length) throw fieldError(m.field, 'custRefUnknown');
  }
}

/** Devices keep a copy of the people (names, organisations, photos, faces): they pull it again when this goes up. */
export const peopleChanged = (ctx: Ctx) => bumpDeviceVersion(ctx, 'people');

// ---- visibility ----------------------------------------------------------------------------------------

/** The people (alias c) of the merchant inside the caller's organisation scope. */
export const visibleWhere = (ctx: Ctx): Where => new Where('c.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');

/** One person the caller reaches (also a cancelled one), or 40400 (another merchant's, out of scope, unknown). */
export async function getPerson(ctx: Ctx, custId: number): Promise<Person> {
  const w = visibleWhere(ctx).add('c.id = ?', custId);
  const row = (await ctx.db.query<Person>(`${SELECT_SQL} WHERE ${w.sql}`, w.params))[0];
  if (!row) throw notFound('customer');
  return row;
}

/** 40400 unless every id is a person of this merchant the caller reaches. */
export async function assertPeople(ctx: Ctx, custIds: number[]): Promise<void> {
  if (!custIds.length) return;
  const w = visibleWhere(ctx).add('c.id = ANY(?::int[])', custIds);
  const found = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers c WHERE ${w.sql}`, w.params))[0].n;
  if (found !== new Set(custIds).size) throw notFound('customer');
}

async function getActivePerson(ctx: Ctx, custId: number): Promise<Person> {
  const cust = await getPerson(ctx, custId);
  if (cust.state !== 'normal') throw conflict('custAlreadyCancelled');
  return cust;
}

// ---- lists ---------------------------------------------------------------------------------------------

export interface PersonQuery {
  page: number;
  limit: number;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  phone?: string;
  kind?: Person['kind'];
}

type ListKind = 'people' | 'casual' | 'visitor' | 'cancelled';

export async function personPage(ctx: Ctx, query: PersonQuery, list: ListKind): Promise<Page<Person>> {
  const w = visibleWhere(ctx);
  if (list === 'cancelled') w.add(`c.state = 'cancelled'`);
  else {
    w.add(`c.state = 'normal'`);
    // The people page shows staff and casual people; visitors have their own page.
    const kind = list === 'casual' ? 'casual' : list === 'visitor' ? 'visitor' : query.kind;
    if (kind) w.add('c.kind = ?', kind);
    else w.add(`c.kind <> 'visitor'`);
  }
  for (const [key, column] of [
    ['custName', 'c.cust_name'],
    ['custNum', 'c.cust_num'],
    ['phone', 'c.phone'],
  ] as const) {
    const value = query[key];
    if (value) w.add(`${column} ILIKE ?`, likeContains(value));
  }
  if (query.psnTypeId !== undefined) w.add('c.psn_type_id = ?', query.psnTypeId);
  if (query.orgId !== undefined) w.inOrgSubtree('c.org_id', ctx.merchantId, [query.orgId]);
  const order = list === 'cancelled' ? 'c.cancelled_at DESC, c.id DESC' : 'c.id DESC';
  return pageOf(ctx.db, query, {
    count: `SELECT count(*)::int AS n FROM customers c WHERE ${w.sql}`,
    rows: `${SELECT_SQL} WHERE ${w.sql} ORDER BY ${order}`,
    params: w.params,
  });
}

// ---- add and edit --------------------------------------------------------------------------------------

async function checkPersonNumber(ctx: Ctx, custNum: string, exceptId: number | null) {
  const taken = await ctx.db.query(`SELECT 1 FROM customers WHERE merchant_id = $1 AND cust_num = $2 AND id IS DISTINCT FROM $3`, [
    ctx.merchantId,
    custNum,
    exceptId,
  ]);
  if (taken.length) throw fieldError('custNum', 'custNumTaken');
}

/** The unique index backs the person-number check when two requests race. */
async function guardPersonNumber<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('custNum', 'custNumTaken');
    throw e;
  }
}

type StoredKind = Person['kind'];
export type NewPerson = Omit<PersonInput, 'kind'> & { kind: StoredKind; validUntil?: string | null };

/** Inserts a person and opens their account (same transaction); visitors come through here too. */
/** The person's columns both an insert and an edit write, from cust_name to kind, in that order. */
function personValues(input: NewPerson, kind: StoredKind): unknown[] {
  const { custName, custNum, orgId, psnTypeId, jobId, gradeId, placeId, phone, sex, idCardNo, birthday, photoUrl, remark } = input;
  return [custName, custNum, orgId, psnTypeId ?? null, jobId ?? null, gradeId ?? null, placeId ?? null, phone, sex, idCardNo.toUpperCase(), birthday ?? null, photoUrl, remark, kind];
}

export async function insertPerson(ctx: Ctx, input: NewPerson): Promise<number> {
  await getOrg(ctx, input.orgId);
  await checkMasterRefs(ctx, input);
  await checkPersonNumber(ctx, input.custNum, null);
  const row = await guardPersonNumber(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO customers (merchant_id, cust_name, cust_num, org_id, psn_type_id, job_id, grade_id, place_id, phone, sex,
         id_card_no, birthday, photo_url, remark, kind, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [ctx.merchantId, ...personValues(input, input.kind), input.validUntil ?? null],
    ),
  );
  const custId = row[0].id;
  await personAccounts.use().open(ctx, [custId]);
  await peopleChanged(ctx);
  return custId;
}

export async function addPerson(ctx: Ctx, input: PersonInput) {
  return { custId: await insertPerson(ctx, input) };
}

/** Edits a person; a visitor stays a visitor (its validity is changed by the visitor calls). */
export async function updatePerson(ctx: Ctx, input: NewPerson & { custId: number }, onlyKind?: StoredKind) {
  const current = await getActivePerson(ctx, input.custId);
  if (onlyKind && current.kind !== onlyKind) throw notFound('customer');
  if (input.orgId !== current.orgId) await getOrg(ctx, input.orgId);
  await checkMasterRefs(ctx, input);
  await checkPersonNumber(ctx, input.custNum, input.custId);
  const kind = current.kind === 'visitor' ? 'visitor' : input.kind;
  await guardPersonNumber(() =>
    ctx.db.query(
      `UPDATE customers SET cust_name = $3, cust_num = $4, org_id = $5, psn_type_id = $6, job_id = $7, grade_id = $8, place_id = $9,
         phone = $10, sex = $11, id_card_no = $12, birthday = $13, photo_url = $14, remark = $15, kind = $16,
         valid_until = CASE WHEN $17::boolean THEN $18::timestamptz ELSE valid_until END
       WHERE id = $1 AND merchant_id = $2`,
      [input.custId, ctx.merchantId, ...personValues(input, kind), input.validUntil !== undefined, input.validUntil ?? null],
    ),
  );
  await peopleChanged(ctx);
  return null;
}

// ---- cancel --------------------------------------------------------------------------------------------

/**
 * Cancels people (all or none): each must be reachable and not cancelled. Their accounts (which must hold no money)
 * and live cards are cancelled with them by the accounts service. The people rows are locked first, the accounts
 * after them (FOR NO KEY UPDATE: a concurrent ledger entry's foreign-key share lock on the person does not wait).
 */
export async function cancelPeople(ctx: Ctx, custIds: number[], onlyKind?: StoredKind) {
  const ids = [...new Set(custIds)];
  const w = visibleWhere(ctx).add('c.id = ANY(?::int[])', ids);
  const people = await ctx.db.query<{ id: number; state: string; kind: string }>(
    `SELECT c.id, c.state, c.kind FROM customers c WHERE ${w.sql} ORDER BY c.id FOR NO KEY UPDATE`,
    w.params,
  );
  if (people.length !== ids.length || (onlyKind && people.some((p) => p.kind !== onlyKind))) throw notFound('customer');
  if (people.some((p) => p.state !== 'normal')) throw conflict('custAlreadyCancelled');
  await personAccounts.use().cancel(ctx, ids);
  await ctx.db.query(`UPDATE customers SET state = 'cancelled', cancelled_at = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [
    ctx.merchantId,
    ids,
    ctx.now(),
  ]);
  await peopleChanged(ctx);
  return null;
}

// ---- organisation, photos, face ------------------------------------------------------------------------

/** Moves people (all reachable and not cancelled) to an organisation the caller reaches; all or none. */
export async function movePeople(ctx: Ctx, input: { custIds: number[]; orgId: number }, onlyKind?: StoredKind) {
  const ids = [...new Set(input.custIds)];
  await getOrg(ctx, input.orgId);
  const w = visibleWhere(ctx).add('c.id = ANY(?::int[])', ids);
  const people = await ctx.db.query<{ state: string; kind: string }>(`SELECT c.state, c.kind FROM customers c WHERE ${w.sql}`, w.params);
  if (people.length !== ids.length || (onlyKind && people.some((p) => p.kind !== onlyKind))) throw notFound('customer');
  if (people.some((p) => p.state !== 'normal')) throw conflict('custAlreadyCancelled');
  await ctx.db.query(`UPDATE customers SET org_id = $3 WHERE merchant_id = $1 AND id = ANY($2::int[])`, [ctx.merchantId, ids, input.orgId]);
  await peopleChanged(ctx);
  return null;
}

export async function savePhoto(ctx: Ctx, input: { custId: number; photoUrl: string }) {
  await getActivePerson(ctx, input.custId);
  await ctx.db.query(`UPDATE customers SET photo_url = $3 WHERE id = $1 AND merchant_id = $2`, [input.custId, ctx.merchantId, input.photoUrl]);
  await peopleChanged(ctx);
  return null;
}

/** Photos by person number (a batch photo upload); the numbers not reached are returned, the rest saved. */
export async function savePhotos(ctx: Ctx, input: { photos: { custNum: string; photoUrl: string }[] }) {
  // The last photo of a repeated number wins.
  const byNum = new Map(input.photos.map((p) => [p.custNum, p.photoUrl]));
  const w = visibleWhere(ctx).add(`c.state = 'normal' AND c.cust_num = u.num`);
  const saved = await ctx.db.query<{ cust_num: string }>(
    `UPDATE customers c SET photo_url = u.url
       FROM unnest(${w.param([...byNum.keys()])}::text[], ${w.param([...byNum.values()])}::text[]) AS u(num, url)
      WHERE ${w.sql}
      RETURNING c.cust_num`,
    w.params,
  );
  const found = new Set(saved.map((r) => r.cust_num));
  if (found.size) await peopleChanged(ctx);
  return { saved: found.size, unknown: [...byNum.keys()].filter((n) => !found.has(n)) };
}

/** Stores the uploaded face image as the person's photo and gives them a face id (unique per merchant). */
export async function registerFace(ctx: Ctx, input: { custId: number; faceId?: string }) {
  await getActivePerson(ctx, input.custId);
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
  await peopleChanged(ctx);
  return { faceId, photoUrl: fileNameUrl };
}
