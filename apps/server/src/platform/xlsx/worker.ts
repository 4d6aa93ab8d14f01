import { parentPort } from 'node:worker_threads';
import { Refusal } from './limits';
import { readBookParts } from './parts';
import { readRows, type SheetCells, type SheetJob } from './sheet';
import { readZipDirectory } from './zip';

/** The job sent to a sheet worker: the file (transferred) and what to read from it. */
export interface WorkerJob extends SheetJob {
  data: ArrayBuffer;
}

export type WorkerReply = { ok: true; sheet: SheetCells } | { ok: false; key: Refusal['key']; params: Refusal['params'] } | { ok: false; error: string };

async function read(job: WorkerJob): Promise<SheetCells> {
  const buf = Buffer.from(job.data);
  const entries = readZipDirectory(buf, job.limits);
  return readRows(buf, await readBookParts(buf, entries, job.limits), job);
}

// Jobs come one at a time: the pool waits for a reply before sending the next.
parentPort?.on('message', (job: WorkerJob) => {
  read(job).then(
    (sheet) => parentPort?.postMessage({ ok: true, sheet } satisfies WorkerReply),
    (e: unknown) =>
      parentPort?.postMessage(
        (e instanceof Refusal ? { ok: false, key: e.key, params: e.params } : { ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }) satisfies WorkerReply,
      ),
  );
});
