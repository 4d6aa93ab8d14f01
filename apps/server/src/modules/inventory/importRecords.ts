import type { ImportRecord, ImportRowError, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { scopeIds } from '../../platform/access';
import { pageOf, Where, type Paging } from '../../platform/sql';

/**
 * Import records (drpimportrecord): one row per sheet imported (inbound lines, warehouse materials), for the import
 * result page. A refused sheet writes nothing (its errors are in the reply), so the records are the imports made.
 */

export async function recordImport(
  ctx: Ctx,
  r: { kind: 'inbound' | 'houseMaterial'; fileName: string; total: number; ok: number; failed: number; errors: ImportRowError[]; docId: number | null },
): Promise<number> {
  const [{ id }] = await ctx.db.query<{ id: number }>(
    `INSERT INTO inv_import_records (merchant_id, kind, file_name, total_rows, ok_rows, failed_rows, errors, doc_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING id`,
    [ctx.merchantId, r.kind, r.fileName, r.total, r.ok, r.failed, JSON.stringify(r.errors), r.docId, ctx.actor?.userId || null, ctx.now()],
  );
  return id;
}

export async function importRecordPage(ctx: Ctx, q: Paging & { kind?: 'inbound' | 'houseMaterial' }): Promise<Page<ImportRecord>> {
  const w = new Where('r.merchant_id = ?', ctx.merchantId);
  if (q.kind) w.add('r.kind = ?', q.kind);
  // A role limited to some canteens does not see the imports into another canteen's warehouse.
  const canteens = scopeIds(ctx, 'canteen');
  if (canteens !== null) {
    w.add(
      `NOT EXISTS (SELECT 1 FROM inv_inbounds d JOIN inv_warehouses w ON w.merchant_id = d.merchant_id AND w.id = d.warehouse_id
                    WHERE r.kind = 'inbound' AND d.merchant_id = r.merchant_id AND d.id = r.doc_id AND NOT (w.canteen_id = ANY(?::int[])))`,
      canteens,
    );
  }
  return pageOf<ImportRecord>(ctx.db, q, {
    count: `SELECT count(*)::int AS n FROM inv_import_records r WHERE ${w.sql}`,
    rows: `SELECT r.id AS "importId", r.kind, r.file_name AS "fileName", r.total_rows AS "totalRows", r.ok_rows AS "okRows", r.failed_rows AS "failedRows",
                  r.errors, r.doc_id AS "docId",
                  (SELECT d.doc_no FROM inv_inbounds d WHERE r.kind = 'inbound' AND d.merchant_id = r.merchant_id AND d.id = r.doc_id) AS "docNo",
                  (SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM mgr_users u WHERE u.id = r.created_by) AS "createdByName",
                  r.created_at AS "createdAt"
             FROM inv_import_records r WHERE ${w.sql} ORDER BY r.created_at DESC, r.id DESC`,
    params: w.params,
  });
}
