import type { Db } from '../../platform/db/db';

export async function getSetting(db: Db, merchantId: number, key: string) {
  const rows = await db.query<{ value: unknown; updated_at: string }>(
    `SELECT value, updated_at FROM merchant_settings WHERE merchant_id = $1 AND key = $2`,
    [merchantId, key],
  );
  return rows[0];
}

export async function putSetting(db: Db, merchantId: number, key: string, value: unknown, userId: number | null) {
  await db.query(
    `INSERT INTO merchant_settings (merchant_id, key, value, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [merchantId, key, JSON.stringify(value), userId],
  );
}

export async function isKnownTimeZone(db: Db, name: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM pg_timezone_names WHERE name = $1`, [name])).length > 0;
}
