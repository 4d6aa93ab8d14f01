import type { Db } from './db';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

export const isRetryable = (err: unknown): boolean => RETRYABLE.has((err as { code?: unknown } | null)?.code as string);

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Called before each new attempt (for a log line). */
  onRetry?: (err: unknown, attempt: number) => void;
}

let retried = 0;
/**
 * How many transactions this process has run again since it started: the lock order is meant to make deadlocks
 * impossible, not merely survivable, so the deadlock test asserts that its storm added none.
 */
export const retriedTransactions = () => retried;

/**
 * Runs fn in a transaction and runs it again, a bounded number of times, when the database rolled it back for a
 * deadlock or a serialization failure. Safe for our writes: everything they claim (bizNo, nonce) is claimed inside
 * the transaction, so a rolled-back attempt left nothing behind. A short random wait lets the other side finish.
 */
export async function txWithRetry<T>(db: Db, fn: (tx: Db) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(fn);
    } catch (err) {
      if (db.inTransaction || attempt >= attempts || !isRetryable(err)) throw err;
      retried++;
      options.onRetry?.(err, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
