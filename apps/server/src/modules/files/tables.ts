import type { Db } from '../../platform/db/db';

export async function insertFile(
  db: Db,
  f: { merchantId: number; uploadKey: string; path: string; mime: string; size: number; width: number | null; height: number | null; userId: number | null },
) {
  await db.query(
    `INSERT INTO sys_files (merchant_id, upload_key, path, mime, size, width, height, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.merchantId, f.uploadKey, f.path, f.mime, f.size, f.width, f.height, f.userId],
  );
}

/** Deletes the record of a merchant's file; false when there is none. */
export async function deleteFile(db: Db, merchantId: number, relativePath: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM sys_files WHERE merchant_id = $1 AND path = $2 RETURNING id`, [merchantId, relativePath]);
  return rows.length > 0;
}
