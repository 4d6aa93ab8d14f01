import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Code } from '@canteen/contract';
import { AppError } from '../http/errors';

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum (N = 2^17, r = 8, p = 1): 128 MiB and a few hundred milliseconds per hash. */
export const PASSWORD_COST: Cost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;
/** scrypt needs 128·N·r bytes (128 MiB here); node refuses a call above maxmem. */
const MAXMEM = 256 * 1024 * 1024;
/**
 * Hashes at once (each holds 128 MiB, so a burst of logins queues instead of exhausting memory), and hashes that may
 * wait for a turn (about 5 s of work at most); past that a hash is refused at once (42900) rather than queued.
 */
export const HASH_QUEUE = { running: 2, waiting: 32 };

/**
 * The cost new hashes are made with. Only the test harness lowers it (SCRYPT_TEST_COST=1 in vitest.config.ts) so
 * the suites do not spend minutes in scrypt; production has no setting for it.
 */
const currentCost = (): Cost => (process.env.SCRYPT_TEST_COST === '1' && process.env.VITEST ? { N: 2 ** 10, r: 8, p: 1 } : PASSWORD_COST);

let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  if (running >= HASH_QUEUE.running) {
    if (waiting.length >= HASH_QUEUE.waiting) throw new AppError(Code.RATE_LIMITED, 'rateLimitedSeconds', { seconds: 1, retryAfter: 1 });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...cost, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** scrypt$N$r$p$salt$hash (base64) */
export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { cost: Cost; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Object.values(cost).every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** Checks a password against a stored hash with the cost the hash was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return parsed.hash.length === key.length && timingSafeEqual(parsed.hash, key);
}

/** A hash made with less work than new hashes get: re-hashed at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const cost = currentCost();
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** At least 8 characters with a letter and a digit. */
export function isStrongEnough(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** A hash of the current cost that no password matches, so unknown users cost the same time as known ones. */
export const dummyHash = (): string => {
  const cost = currentCost();
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
};
