import { QUALIFICATION_WARN_DAYS, type Page, type Supplier, type SupplierOption } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../platform/http/errors';
import { likeContains, pageOf, Where, type Paging } from '../../platform/sql';
import { merchantToday } from '../canteens';
import { supplierInUse, type SupplierLookups } from '../inventory';
import { levelIdOf, levelName } from './supplierLevels';

/** What other parts of procurement (plans, orders, mails) and inventory (through its port) know of a supplier. */
export interface SupplierFact {
  supplierId: number;
  name: string;
  email: string;
  enabled: boolean;
  /** The supplier's level on the merchant's ladder (1 the best), null when it has none. */
  levelNo: number | null;
}

/** The merchant's suppliers among `ids` (an id of another merchant or none is absent from the map). */
export async function supplierFacts(ctx: Ctx, ids: readonly number[]): Promise<Map<number, SupplierFact>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await ctx.db.query<SupplierFact>(
    `SELECT s.id AS "supplierId", s.name, s.email, s.enabled, l.level_no AS "levelNo"
       FROM pur_suppliers s LEFT JOIN pur_supplier_levels l ON l.merchant_id = s.merchant_id AND l.id = s.level_id
      WHERE s.merchant_id = $1 AND s.id = ANY($2::int[])`,
    [ctx.merchantId, unique],
  );
  return new Map(rows.map((r) => [r.supplierId, r]));
}

/** Throws a field error on `field` unless the supplier is the merchant's and enabled. */
export async function assertSupplierUsable(ctx: Ctx, supplierId: number, field: string): Promise<SupplierFact> {
  // Key-shared: a removal (which locks the row for update) waits for the document naming it, and then sees it.
  const rows = await ctx.db.query<{ id: number }>(`SELECT id FROM pur_suppliers WHERE merchant_id = $1 AND id = $2 AND enabled FOR KEY SHARE`, [
    ctx.merchantId,
    supplierId,
  ]);
  const fact = rows.length ? (await supplierFacts(ctx, [supplierId])).get(supplierId) : undefined;
  if (!fact) throw fieldError(field, 'supplierUnusable');
  return fact;
}

/** Inventory's supplier port (inventory/ports.ts), wired in src/compose.ts. */
export const supplierLookupsImpl: SupplierLookups = {
  names: async (ctx, ids) => new Map([...(await supplierFacts(ctx, ids)).values()].map((f) => [f.supplierId, f.name])),
  assertUsable: async (ctx, supplierId, field) => {
    await assertSupplierUsable(ctx, supplierId, field);
  },
};

// ---- suppliers (drpsupplier) -----------------------------------------------------------------------------

export interface SupplierFilters {
  name?: string;
  levelNo?: number;
  enabled?: boolean;
  qualification?: 'expiring' | 'expired';
}

export interface SupplierInput {
  name: string;
  code: string;
  levelNo: number | null;
  contact: string;
  phone: string;
  email: string;
  address: string;
  scope: string;
  enabled: boolean;
  remark: string;
}

/** The SQL of a qualification's state on `today` (a date expression) from its expiry column. */
export const qualificationStateSql = (expires: string, today: string) =>
  `CASE WHEN ${expires} IS NULL THEN 'none' WHEN ${expires} < ${today} THEN 'expired'
        WHEN ${expires} <= ${today} + ${QUALIFICATION_WARN_DAYS} THEN 'expiring' ELSE 'valid' END`;

/** The page's and the export's FROM, WHERE and SELECT; the merchant's today is d.today in both. */
function supplierQuery(ctx: Ctx, q: SupplierFilters & { supplierId?: number }, today: string) {
  const w = new Where('s.merchant_id = ?', ctx.merchantId);
  const from = `pur_suppliers s CROSS JOIN (SELECT ${w.param(today)}::date AS today) d`;
  const day = 'd.today';
  if (q.supplierId !== undefined) w.add('s.id = ?', q.supplierId);
  if (q.name) w.add('(s.name ILIKE ? OR s.code ILIKE ?)', likeContains(q.name), likeContains(q.name));
  if (q.levelNo !== undefined) w.add('s.level_id IN (SELECT id FROM pur_supplier_levels WHERE merchant_id = s.merchant_id AND level_no = ?)', q.levelNo);
  if (q.enabled !== undefined) w.add('s.enabled = ?', q.enabled);
  if (q.qualification === 'expired') w.add(`EXISTS (SELECT 1 FROM pur_supplier_qualifications x WHERE x.merchant_id = s.merchant_id AND x.supplier_id = s.id AND x.expires_on < ${day})`);
  if (q.qualification === 'expiring')
    w.add(
      `EXISTS (SELECT 1 FROM pur_supplier_qualifications x WHERE x.merchant_id = s.merchant_id AND x.supplier_id = s.id
          AND x.expires_on >= ${day} AND x.expires_on <= ${day} + ${QUALIFICATION_WARN_DAYS})`,
    );
  const select = `SELECT s.id AS "supplierId", s.name, s.code, l.level_no AS "levelNo", l.name AS "levelName", s.contact, s.phone, s.email,
      s.address, s.scope, s.enabled, s.remark, q.n AS "qualificationCount", ${qualificationStateSql('q.next', day)} AS "qualificationState",
      q.next AS "nextExpiry", s.created_at AS "createdAt"
    FROM ${from}
    LEFT JOIN pur_supplier_levels l ON l.merchant_id = s.merchant_id AND l.id = s.level_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS n, min(x.expires_on) AS next FROM pur_supplier_qualifications x
                         WHERE x.merchant_id = s.merchant_id AND x.supplier_id = s.id) q
    WHERE ${w.sql} ORDER BY s.id DESC`;
  return { w, from, select };
}

const withLevelName = (ctx: Ctx, r: Supplier): Supplier => ({ ...r, levelName: r.levelNo === null ? null : levelName(ctx, r.levelNo, r.levelName) });

export async function supplierPage(ctx: Ctx, q: SupplierFilters & Paging): Promise<Page<Supplier>> {
  const { w, from, select } = supplierQuery(ctx, q, await merchantToday(ctx));
  const page = await pageOf<Supplier>(ctx.db, q, { count: `SELECT count(*)::int AS n FROM ${from} WHERE ${w.sql}`, rows: select, params: w.params });
  return { ...page, records: page.records.map((r) => withLevelName(ctx, r)) };
}

/** The rows and count of the export (same filters as the page). */
export async function supplierRows(ctx: Ctx, q: SupplierFilters) {
  const { w, from, select } = supplierQuery(ctx, q, await merchantToday(ctx));
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${w.sql}`, w.params))[0].n;
  return { total, select, params: w.params };
}

export async function supplierDetail(ctx: Ctx, supplierId: number): Promise<Supplier> {
  const { w, select } = supplierQuery(ctx, { supplierId }, await merchantToday(ctx));
  const rows = await ctx.db.query<Supplier>(select, w.params);
  if (!rows.length) throw notFound('supplier');
  return withLevelName(ctx, rows[0]);
}

export async function supplierOptions(ctx: Ctx, q: { name?: string; enabledOnly: boolean }): Promise<SupplierOption[]> {
  const w = new Where('s.merchant_id = ?', ctx.merchantId);
  if (q.name) w.add('(s.name ILIKE ? OR s.code ILIKE ?)', likeContains(q.name), likeContains(q.name));
  if (q.enabledOnly) w.add('s.enabled');
  return ctx.db.query<SupplierOption>(
    `SELECT s.id AS "supplierId", s.name, s.enabled, l.level_no AS "levelNo", s.email
       FROM pur_suppliers s LEFT JOIN pur_supplier_levels l ON l.merchant_id = s.merchant_id AND l.id = s.level_id
      WHERE ${w.sql} ORDER BY s.name, s.id`,
    w.params,
  );
}

async function checkName(ctx: Ctx, name: string, exceptId: number) {
  const clash = await ctx.db.query(`SELECT 1 FROM pur_suppliers WHERE merchant_id = $1 AND name = $2 AND id <> $3`, [ctx.merchantId, name, exceptId]);
  if (clash.length) throw fieldError('name', 'supplierNameTaken');
}

async function guardUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', 'supplierNameTaken');
    throw e;
  }
}

export async function addSupplier(ctx: Ctx, input: SupplierInput) {
  await checkName(ctx, input.name, 0);
  const levelId = await levelIdOf(ctx, input.levelNo);
  const rows = await guardUnique(() =>
    ctx.db.query<{ id: number }>(
      `INSERT INTO pur_suppliers (merchant_id, name, code, level_id, contact, phone, email, address, scope, enabled, remark)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [ctx.merchantId, input.name, input.code, levelId, input.contact, input.phone, input.email, input.address, input.scope, input.enabled, input.remark],
    ),
  );
  return { supplierId: rows[0].id };
}

/** Locks the merchant's supplier row (edits, status and removal of one supplier run one after another). */
async function lockSupplier(ctx: Ctx, supplierId: number) {
  const rows = await ctx.db.query<{ id: number }>(`SELECT id FROM pur_suppliers WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [ctx.merchantId, supplierId]);
  if (!rows.length) throw notFound('supplier');
}

export async function editSupplier(ctx: Ctx, input: SupplierInput & { supplierId: number }) {
  await lockSupplier(ctx, input.supplierId);
  await checkName(ctx, input.name, input.supplierId);
  const levelId = await levelIdOf(ctx, input.levelNo);
  await guardUnique(() =>
    ctx.db.query(
      `UPDATE pur_suppliers SET name = $3, code = $4, level_id = $5, contact = $6, phone = $7, email = $8, address = $9, scope = $10,
              enabled = $11, remark = $12, updated_at = now()
        WHERE merchant_id = $1 AND id = $2`,
      [ctx.merchantId, input.supplierId, input.name, input.code, levelId, input.contact, input.phone, input.email, input.address, input.scope, input.enabled, input.remark],
    ),
  );
  return null;
}

export async function setSupplierStatus(ctx: Ctx, supplierId: number, enabled: boolean) {
  await lockSupplier(ctx, supplierId);
  await ctx.db.query(`UPDATE pur_suppliers SET enabled = $3, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, supplierId, enabled]);
  return null;
}

/**
 * Removes a supplier and its qualifications unless a plan line, a purchase order, a mail, an inbound document or a
 * batch names it (40900 supplierInUse: disable it instead). The row is locked first; inventory's port takes it
 * key-shared when a document names it, so nothing can start naming it between the check and the delete.
 */
export async function removeSupplier(ctx: Ctx, supplierId: number) {
  await lockSupplier(ctx, supplierId);
  const [pur] = await ctx.db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pur_plan_lines WHERE merchant_id = $1 AND supplier_id = $2)
         OR EXISTS (SELECT 1 FROM pur_orders WHERE merchant_id = $1 AND supplier_id = $2)
         OR EXISTS (SELECT 1 FROM pur_mails WHERE merchant_id = $1 AND supplier_id = $2) AS used`,
    [ctx.merchantId, supplierId],
  );
  if (pur.used || (await supplierInUse(ctx, supplierId))) throw conflict('supplierInUse');
  try {
    await ctx.db.query(`DELETE FROM pur_suppliers WHERE merchant_id = $1 AND id = $2`, [ctx.merchantId, supplierId]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') throw conflict('supplierInUse');
    throw e;
  }
  return null;
}
