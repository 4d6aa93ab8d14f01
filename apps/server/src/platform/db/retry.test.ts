import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { retriedTransactions, txWithRetry } from './retry';

/** A Db whose transactions fail with the given codes, one per attempt, then succeed. */
function failingDb(codes: (string | undefined)[], inTransaction = false) {
  let attempts = 0;
  const db = {
    inTransaction,
    tx: async <T>(fn: (tx: Db) => Promise<T>) => {
      const code = codes[attempts++];
      if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
      return fn(db);
    },
  } as unknown as Db;
  return { db, attempts: () => attempts };
}

describe('txWithRetry', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const { db, attempts } = failingDb(['40P01', '40001']);
    const before = retriedTransactions();
    expect(await txWithRetry(db, async () => 'done')).toBe('done');
    expect(attempts()).toBe(3);
    // Counted, so that a test can tell a deadlock the retry hid (accounts/deadlock.test.ts).
    expect(retriedTransactions() - before).toBe(2);
  });

  it('gives up after the bounded number of attempts with the database error', async () => {
    const { db, attempts } = failingDb(['40P01', '40P01', '40P01']);
    await expect(txWithRetry(db, async () => 'done', { attempts: 3 })).rejects.toMatchObject({ code: '40P01' });
    expect(attempts()).toBe(3);
  });

  it('does not run again for any other error, nor inside an outer transaction (which is rolled back as a whole)', async () => {
    const unique = failingDb(['23505']);
    await expect(txWithRetry(unique.db, async () => 'done')).rejects.toMatchObject({ code: '23505' });
    expect(unique.attempts()).toBe(1);
    const nested = failingDb(['40P01'], true);
    await expect(txWithRetry(nested.db, async () => 'done')).rejects.toMatchObject({ code: '40P01' });
    expect(nested.attempts()).toBe(1);
  });
});
