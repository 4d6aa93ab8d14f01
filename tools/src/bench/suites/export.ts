import fs from 'node:fs';
import http from 'node:http';
import ExcelJS from 'exceljs';
import { buildEnvelope, endpointById } from '@canteen/contract';
import pg from 'pg';
import { freshDatabase, startServer } from '../../harness/server';
import { signKeyOf } from '../../simulator/client';
import { atMost, percentile, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';
import { generate, waitForFold } from '../../datagen/generate';

export const title = 'Export: 50 000 recharge records to xlsx through the API (time, server memory, event-loop lag)';

const EXPORT = endpointById.get('accountRecords.rechargeExport')!;
/** 10 000 people recharging once a month for 5 months: exactly 50 000 recharge rows, the export cap. */
const FULL = { people: 10_000, months: 5 };
const QUICK = { people: 400, months: 2 };
const PROBE_EVERY_MS = 20;

/** The server's resident memory now and its peak since the last reset, in MB (Linux /proc). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets the kernel's peak-RSS mark of the process (echo 5 > clear_refs); false where the kernel refuses. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One export call as the console makes it; resolves with the whole file once its last byte arrived. */
function download(baseUrl: string, token: string, content: Record<string, unknown>): Promise<{ status: number; type: string; body: Buffer }> {
  const body = JSON.stringify(buildEnvelope(content, signKeyOf(token)));
  const url = new URL(EXPORT.path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: EXPORT.method, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Times a cheap GET every PROBE_EVERY_MS until stopped: while the server's event loop is blocked, these wait. */
function probe(baseUrl: string) {
  const latencies: number[] = [];
  let running = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      http
        .get(`${baseUrl}/config.json`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            resolve();
          });
        })
        .on('error', () => resolve());
    });
  const loop = (async () => {
    while (running) {
      const next = performance.now() + PROBE_EVERY_MS;
      await once();
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return latencies;
    },
  };
}

async function rowsIn(file: Buffer): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb.worksheets[0]!.actualRowCount - 1; // less the header row
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  if (!opts.dbs.includes('postgres')) return [];
  const size = opts.quick ? QUICK : FULL;
  const expected = size.people * size.months;
  const db = await freshDatabase('postgres', 'bench-export');
  const server = await startServer({ db });
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    // Few orders: the export reads recharges; orders only make the tables the size a merchant's are.
    const gen = await generate(client, { merchantId: 1, ...size, ordersTarget: size.people * size.months * 4 });
    await waitForFold(client, 1);
    const api = new ApiClient(server.url);
    const admin = await api.managerLogin('admin', 'Admin@123');
    // The generated people only (their numbers begin with the tag): the demo seed's own recharges may fall in the months too.
    const filter = { tradeType: 'recharge', custNum: gen.tag, startTime: gen.from, endTime: gen.to };
    const pid = server.child.pid!;

    await download(server.url, admin, { ...filter, custName: '王' }); // warm-up: code paths compiled
    const idle = await probe(server.url);
    await new Promise((r) => setTimeout(r, 1_000));
    const idleLatencies = await idle.stop();

    const before = memory(pid);
    const peakReset = resetPeak(pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memory(pid).rss)), 10);
    const lag = probe(server.url);
    const t0 = performance.now();
    const file = await download(server.url, admin, filter);
    const seconds = (performance.now() - t0) / 1000;
    const latencies = await lag.stop();
    clearInterval(sampler);
    const peak = peakReset ? Math.max(memory(pid).hwm, sampledPeak) : sampledPeak;
    if (file.status !== 200 || !file.type.includes('spreadsheetml')) throw new Error(`export replied ${file.status} ${file.type}: ${file.body.subarray(0, 200).toString()}`);
    const rows = await rowsIn(file.body);

    const memoryHow = peakReset ? 'peak VmHWM (reset before) − VmRSS before' : 'peak of VmRSS sampled every 10 ms − VmRSS before';
    const figures: Figure[] = [
      { name: 'rows in the exported file', value: rows, unit: 'rows', target: `= ${expected}`, pass: rows === expected, note: `${(file.body.length / 1e6).toFixed(1)} MB xlsx` },
      { name: `export of ${expected} recharge rows, request to last byte`, value: seconds, unit: 's', target: '≤ 2 s', pass: atMost(seconds, 2) },
      {
        name: 'added peak memory of the server process',
        value: peak - before.rss,
        unit: 'MB',
        target: '≤ 200 MB',
        pass: atMost(peak - before.rss, 200),
        note: `${memoryHow}; RSS before ${before.rss.toFixed(0)} MB, Linux /proc of the server child process`,
      },
      {
        name: 'event-loop lag p99 during the export',
        value: percentile(latencies, 99),
        unit: 'ms',
        target: '≤ 100 ms',
        pass: atMost(percentile(latencies, 99), 100),
        note: `latency of GET /config.json every ${PROBE_EVERY_MS} ms on its own connection (${latencies.length} probes, max ${Math.max(...latencies).toFixed(0)} ms; idle p99 ${percentile(idleLatencies, 99).toFixed(1)} ms)`,
      },
    ];
    // A quick run is too small to judge speed: its figures are shown, not judged; the row count is always judged.
    return opts.quick ? figures.map((f, i) => (i === 0 ? f : { ...f, pass: undefined })) : figures;
  } finally {
    await client.end();
    await server.stop();
    await db.drop();
  }
}
