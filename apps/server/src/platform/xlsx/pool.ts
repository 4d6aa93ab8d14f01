import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { Code } from '@canteen/contract';
import { AppError } from '../http/errors';
import { IMPORT_LIMITS, Refusal } from './limits';
import type { SheetCells } from './sheet';
import type { WorkerJob, WorkerReply } from './worker';

const ENTRY = new URL('./worker.mjs', import.meta.url);
/** Files read at once: leave a core to the request thread. */
const RUNNING_MAX = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Files waiting for a worker; past that an import is refused (42900) rather than queued without end. */
const WAITING_MAX = 8;

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (running < RUNNING_MAX) {
    running++;
    return;
  }
  if (waiting.length >= WAITING_MAX) throw new AppError(Code.RATE_LIMITED, 'xlsxBusy');
  // The finishing job hands its turn over, so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** Idle workers, kept a while: starting one (with the TypeScript loader) takes about half a second. */
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
const IDLE_MS = 60_000;

function dropIdle(worker: Worker) {
  const at = idle.findIndex((e) => e.worker === worker);
  if (at < 0) return;
  clearTimeout(idle[at].timer);
  idle.splice(at, 1);
}

function spawn(heapMb: number): Worker {
  const worker = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(32, heapMb) } });
  // A busy worker's failure is its job's (see runWorker); an idle one that ends is dropped.
  worker.on('error', () => {}).on('exit', () => dropIdle(worker));
  return worker;
}

function takeWorker(): Worker {
  const kept = idle.pop();
  if (!kept) return spawn(IMPORT_LIMITS.heapMb);
  clearTimeout(kept.timer);
  kept.worker.ref();
  return kept.worker;
}

function keepWorker(worker: Worker) {
  // An idle worker does not keep the process alive, and ends after a while.
  worker.unref();
  idle.push({ worker, timer: setTimeout(() => void worker.terminate(), IDLE_MS).unref() });
}

/**
 * Reads one file in a worker thread with a bounded heap and a time limit; a worker past the limit (or out of memory)
 * is stopped, one that answered is kept for the next file. Limits other than the default heap get a worker of their own.
 */
function runWorker(job: WorkerJob): Promise<SheetCells> {
  const { heapMb, timeLimitMs } = job.limits;
  const tooComplex = () => new Refusal('xlsxTooComplex', { seconds: Math.ceil(timeLimitMs / 1000), mb: heapMb });
  const shared = heapMb === IMPORT_LIMITS.heapMb;
  return new Promise((resolve, reject) => {
    const worker = shared ? takeWorker() : spawn(heapMb);
    let settled = false;
    const settle = (error: Error | null, sheet?: SheetCells, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable && shared) keepWorker(worker);
      else void worker.terminate();
      if (error) reject(error);
      else resolve(sheet!);
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.ok) settle(null, reply.sheet, true);
      else if ('key' in reply) settle(new Refusal(reply.key, reply.params), undefined, true);
      else settle(new Error(`xlsx worker failed: ${reply.error}`));
    };
    const onError = (e: Error & { code?: string }) => settle(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : e);
    const onExit = () => settle(new Error('xlsx worker exited without a reply'));
    const timer = setTimeout(() => settle(tooComplex()), timeLimitMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job, [job.data]);
  });
}

/** Reads a file off the request thread, a few at a time (the others wait their turn). */
export async function readInWorker(job: WorkerJob): Promise<SheetCells> {
  await takeTurn();
  try {
    return await runWorker(job);
  } finally {
    endTurn();
  }
}
