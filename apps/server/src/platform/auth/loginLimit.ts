import { Code } from '@canteen/contract';
import type { Db } from '../db/db';
import { AppError } from '../http/errors';

/** Attempts at a secret by one account from one address: a login, a change of password, a device login. */
export interface Attempt {
  kind: 'login' | 'password' | 'device';
  account: string;
  address: string;
  /** The hash of a device cookie trusted for this account (loginDevices.ts): then only that device's key counts. */
  device?: string;
}

type Scope = 'pair' | 'address' | 'account' | 'device';

/**
 * Slow-down instead of lock-out (docs/SECURITY.md). Every attempt is counted before the secret is checked; past
 * `free` attempts under a key, the next one waits 1 s, 2 s, 4 s … (at most `capSeconds`) after the previous one.
 * A key left alone for `forgetHours` starts again. The per-account key starts later and stops lower than the
 * pair's, so an attacker elsewhere only slows the owner down; an address that logged into the account before
 * skips the per-account and per-address keys altogether, and a browser with the account's device cookie is counted
 * under its own key alone (OWASP's device cookie: guesses from rotating addresses cannot keep the owner out).
 */
export const ATTEMPT_RULES: Record<Scope, { free: number; capSeconds: number; forgetHours: number }> = {
  pair: { free: 5, capSeconds: 15 * 60, forgetHours: 24 },
  address: { free: 20, capSeconds: 60, forgetHours: 1 },
  account: { free: 10, capSeconds: 60, forgetHours: 1 },
  device: { free: 5, capSeconds: 15 * 60, forgetHours: 24 },
};
/** How long a success from an address makes that address known for that account. */
export const KNOWN_PAIR_DAYS = 90;

const keyOf = (scope: Scope, a: Attempt) =>
  scope === 'pair'
    ? `pair:${a.account.toLowerCase()}@${a.address}`
    : scope === 'account'
      ? `account:${a.account.toLowerCase()}`
      : scope === 'device'
        ? `device:${a.account.toLowerCase()}@${a.device}`
        : `address:${a.address}`;

/** The delay after the n-th attempt let through, in SQL ($4 free, $5 cap). */
const delayAfter = (n: string) =>
  `make_interval(secs => LEAST($5::float8, CASE WHEN ${n} >= $4::int THEN power(2, LEAST(${n} - $4::int, 30)) ELSE 0 END))`;
const restarted = `a.last_at < $3::timestamptz - make_interval(hours => $6::int)`;
const nextN = `CASE WHEN ${restarted} THEN 1 ELSE a.n + 1 END`;
// Parallel requests take their times a little apart and reach the row in any order: a key waits only while a delay
// is set (next_at past last_at), and its times never go back.
const waiting = `(a.next_at > $3::timestamptz AND a.next_at > a.last_at)`;
const at = `GREATEST(a.last_at, $3::timestamptz)`;

// One statement per key: the row lock orders parallel attempts, each sees the count the previous one left.
const BUMP = `
  INSERT INTO auth_attempts AS a (kind, key, n, next_at, last_at, admitted)
  VALUES ($1, $2, 1, $3::timestamptz + ${delayAfter('1')}, $3, true)
  ON CONFLICT (kind, key) DO UPDATE SET
    admitted = NOT ${waiting},
    n        = CASE WHEN ${waiting} THEN a.n ELSE ${nextN} END,
    next_at  = CASE WHEN ${waiting} THEN a.next_at ELSE ${at} + ${delayAfter(nextN)} END,
    last_at  = CASE WHEN ${waiting} THEN a.last_at ELSE ${at} END
  RETURNING admitted, next_at, last_at, known_at`;

export type Admission = { admitted: true; counted: Scope[] } | { admitted: false; retryAfterSeconds: number };

/**
 * Counts the attempt under its keys (pair, then address, then account; a trusted device under its own key only) and
 * says whether it may check the secret.
 */
export async function admitAttempt(db: Db, attempt: Attempt, now: Date): Promise<Admission> {
  const counted: Scope[] = [];
  for (const scope of attempt.device ? (['device'] as const) : (['pair', 'address', 'account'] as const)) {
    const rule = ATTEMPT_RULES[scope];
    const row = (
      await db.query<{ admitted: boolean; next_at: string; last_at: string; known_at: string | null }>(BUMP, [
        attempt.kind,
        keyOf(scope, attempt),
        now,
        rule.free,
        rule.capSeconds,
        rule.forgetHours,
      ])
    )[0];
    if (!row.admitted) {
      const from = Math.max(now.getTime(), Date.parse(row.last_at));
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.next_at) - from) / 1000)) };
    }
    counted.push(scope);
    if (scope === 'pair' && row.known_at && Date.parse(row.known_at) > now.getTime() - KNOWN_PAIR_DAYS * 86_400_000) break;
  }
  return { admitted: true, counted };
}

/** The secret was right: the pair and account start again, the pair becomes known, the address gets its attempt back. */
export async function attemptSucceeded(db: Db, attempt: Attempt, admission: Admission, now: Date): Promise<void> {
  if (!admission.admitted) return;
  if (attempt.device) {
    await db.query(`UPDATE auth_attempts SET n = 0, next_at = last_at WHERE kind = $1 AND key = $2`, [attempt.kind, keyOf('device', attempt)]);
    return;
  }
  await db.query(
    `UPDATE auth_attempts SET n = 0, next_at = last_at, known_at = CASE WHEN key = $2 THEN $3::timestamptz ELSE known_at END
      WHERE kind = $1 AND key IN ($2, $4)`,
    [attempt.kind, keyOf('pair', attempt), now, keyOf('account', attempt)],
  );
  if (admission.counted.includes('address')) {
    await db.query(`UPDATE auth_attempts SET n = greatest(n - 1, 0) WHERE kind = $1 AND key = $2`, [attempt.kind, keyOf('address', attempt)]);
  }
}

/** The refusal of an attempt that must wait: 42900, in seconds or minutes, with the wait for Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(Code.RATE_LIMITED, ...waitMessage(retryAfterSeconds));
}

export function waitMessage(seconds: number): ['rateLimitedSeconds' | 'rateLimited', Record<string, number>] {
  return seconds < 60 ? ['rateLimitedSeconds', { seconds, retryAfter: seconds }] : ['rateLimited', { minutes: Math.ceil(seconds / 60), retryAfter: seconds }];
}

/** Rows nobody tried for a day, unless they still remember a known address. */
export async function pruneAttempts(db: Db, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM auth_attempts WHERE last_at < $1 AND (known_at IS NULL OR known_at < $2)`,
    [new Date(now.getTime() - 24 * 3600_000), new Date(now.getTime() - KNOWN_PAIR_DAYS * 86_400_000)],
  );
}
