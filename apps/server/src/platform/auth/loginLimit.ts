import type { Db } from '../db/db';

/** Failed logins allowed in the window, per account and per address (DESIGN §4). */
export const LOGIN_LIMIT = { perUser: 5, perIp: 20, windowMinutes: 15 };

const keys = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`];

export async function isLoginLimited(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_LIMIT.windowMinutes * 60_000);
  const [userKey, ipKey] = keys(username, ip);
  const rows = await db.query<{ key: string; n: number }>(
    `SELECT key, count(*)::int AS n FROM login_failures WHERE key = ANY($1) AND at > $2 GROUP BY key`,
    [[userKey, ipKey], since],
  );
  const count = (k: string) => rows.find((r) => r.key === k)?.n ?? 0;
  return count(userKey) >= LOGIN_LIMIT.perUser || count(ipKey) >= LOGIN_LIMIT.perIp;
}

export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<void> {
  const [userKey, ipKey] = keys(username, ip);
  await db.query(`INSERT INTO login_failures (key, at) VALUES ($1, $3), ($2, $3)`, [userKey, ipKey, now]);
}

export async function clearLoginFailures(db: Db, username: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  await db.query(`DELETE FROM login_failures WHERE key = $1 OR at < $2`, [keys(username, '')[0], since]);
}
