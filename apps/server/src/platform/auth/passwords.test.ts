import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server';
import { Code } from '@canteen/contract';
import { AppError } from '../http/errors';
import { dummyHash, HASH_QUEUE, hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './passwords';

// The suites hash at a lower cost (vitest.config.ts); this file runs at the production cost.
const testCost = process.env.SCRYPT_TEST_COST;
let t: TestServer;
beforeAll(async () => {
  delete process.env.SCRYPT_TEST_COST;
  t = await startTestServer();
});
afterAll(async () => {
  process.env.SCRYPT_TEST_COST = testCost;
  await t.close();
});

/** A hash as an earlier version stored it: scrypt N = 2^14. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

describe('password storage (issue 11 §5)', () => {
  it('hashes new passwords with scrypt N = 2^17, r = 8, p = 1 (OWASP), and unknown users cost the same', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('Correct7horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('Correct7horse', hash)).toBe(true);
    expect(await verifyPassword('Correct7hors', hash)).toBe(false);
    expect(dummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies a hash of the old cost, which needs a rehash', async () => {
    const hash = oldHash('Old-pass-1');
    expect(await verifyPassword('Old-pass-1', hash)).toBe(true);
    expect(await verifyPassword('Old-pass-2', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it('re-hashes an old hash at the production cost when its owner logs in', async () => {
    await t.db.query(`UPDATE mgr_users SET password_hash = $1 WHERE username = 'admin2'`, [oldHash('Admin@123')]);
    expect((await t.login('admin2', 'Admin@123')).statusCode).toBe(200);
    const stored = (await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM mgr_users WHERE username = 'admin2'`))[0].password_hash;
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await t.login('admin2', 'Admin@123')).statusCode).toBe(200);
    expect((await t.login('admin2', 'Admin@124')).statusCode).toBe(400);
  });

  it('keeps a failed login’s hash as it is', async () => {
    const hash = oldHash('Admin@123');
    await t.db.query(`UPDATE mgr_users SET password_hash = $1 WHERE username = 'admin'`, [hash]);
    expect((await t.login('admin', 'Wrong-pass-1')).statusCode).toBe(400);
    expect((await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM mgr_users WHERE username = 'admin'`))[0].password_hash).toBe(hash);
  });

  it('runs two hashes at once and lets a bounded number wait; one more is refused at once (42900), not queued', async () => {
    const hash = oldHash('Queue-pass-1');
    const over = 3;
    const order: string[] = [];
    const results = await Promise.all(
      Array.from({ length: HASH_QUEUE.running + HASH_QUEUE.waiting + over }, () =>
        verifyPassword('Queue-pass-1', hash).then(
          (ok) => order.push(ok ? 'checked' : 'wrong'),
          (e: unknown) => order.push(e instanceof AppError && e.code === Code.RATE_LIMITED ? 'refused' : String(e)),
        ),
      ),
    );
    expect(results).toHaveLength(HASH_QUEUE.running + HASH_QUEUE.waiting + over);
    // The refusals come before any hash has finished: nobody waits to be told.
    expect(order).toEqual([...Array<string>(over).fill('refused'), ...Array<string>(HASH_QUEUE.running + HASH_QUEUE.waiting).fill('checked')]);
    expect(HASH_QUEUE.running).toBe(2);
  });
});
