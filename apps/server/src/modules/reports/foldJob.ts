import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/db';
import { foldAll } from './fold';

/**
 * The fold job: every minute, every merchant's marks are folded into its rollups (DESIGN §12). Safe with
 * several processes (a merchant folds under an advisory lock, a day is rebuilt whole); a failed tick leaves its
 * marks for the next. Returns the stop function.
 */
export function startReportFold(db: Db, opts: { intervalMs?: number; log?: FastifyBaseLogger } = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    foldAll(db, opts.log)
      .catch((err) => opts.log?.error({ err }, 'report fold tick failed'))
      .finally(() => {
        running = false;
      });
  }, opts.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
