import type { Db } from '../../platform/db/db';

type SettingRow = { value: unknown; updated_at: string };

/**
 * Settings read inside one transaction are read from the database once: a consumption needs several, and they
 * cannot change under it except by its own writes, which update the memo. It lives as long as the transaction's Db.
 */
const memo = new WeakMap<Db, Map<string, SettingRow | undefined>>();
const memoOf = (db: Db) => {
  if (!db.inTransaction) return undefined;
  let m = memo.get(db);
  if (!m) memo.set(db, (m = new Map()));
  return m;
};

export async function getSetting(db: Db, merchantId: number, key: string): Promise<SettingRow | undefined> {
  const m = memoOf(db);
  const memoKey = `${merchantId}:${key}`;
  if (m?.has(memoKey)) return m.get(memoKey);
  const rows = await db.query<SettingRow>(`SELECT value, updated_at FROM merchant_settings WHERE merchant_id = $1 AND key = $2`, [merchantId, key]);
  m?.set(memoKey, rows[0]);
  return rows[0];
}

/** Reads several keys in one query into the transaction's memo, for a caller that will need them all. */
export async function prefetchSettings(db: Db, merchantId: number, keys: string[]): Promise<void> {
  const m = memoOf(db);
  if (!m) return;
  const missing = keys.filter((k) => !m.has(`${merchantId}:${k}`));
  if (!missing.length) return;
  const rows = await db.query<SettingRow & { key: string }>(`SELECT key, value, updated_at FROM merchant_settings WHERE merchant_id = $1 AND key = ANY($2)`, [merchantId, missing]);
  for (const k of missing) {
    const row = rows.find((r) => r.key === k);
    m.set(`${merchantId}:${k}`, row && { value: row.value, updated_at: row.updated_at });
  }
}

export async function putSetting(db: Db, merchantId: number, key: string, value: unknown, userId: number | null) {
  const rows = await db.query<SettingRow>(
    `INSERT INTO merchant_settings (merchant_id, key, value, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by
     RETURNING value, updated_at`,
    [merchantId, key, JSON.stringify(value), userId],
  );
  memoOf(db)?.set(`${merchantId}:${key}`, rows[0]);
}

/**
 * Puts a fresh random stamp `{v}` under the key. Random, not a counter: two databases (tests run many in one
 * process) never show the same stamp for different contents.
 */
export async function renewStampRow(db: Db, merchantId: number, key: string) {
  const rows = await db.query<SettingRow>(
    `INSERT INTO merchant_settings (merchant_id, key, value) VALUES ($1, $2, jsonb_build_object('v', floor(random() * 9e15)::bigint))
     ON CONFLICT (merchant_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     RETURNING value, updated_at`,
    [merchantId, key],
  );
  memoOf(db)?.set(`${merchantId}:${key}`, rows[0]);
}

export async function isKnownTimeZone(db: Db, name: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM pg_timezone_names WHERE name = $1`, [name])).length > 0;
}
