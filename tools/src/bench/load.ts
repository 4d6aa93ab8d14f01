import http from 'node:http';
import { buildEnvelope } from '@canteen/contract';
import { percentile } from '../harness/report';
import { signKeyOf } from '../simulator/client';

/** Keep-alive connections for the load clients, one socket per concurrent client. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Sends a signed envelope and resolves with the reply ({code, msg, data}; a non-JSON reply becomes its HTTP status as code). */
export function sendEnvelope<T = unknown>(baseUrl: string, path: string, content: Record<string, unknown>, token: string, method = 'POST'): Promise<{ code: number; msg: string; data: T }> {
  const body = JSON.stringify(buildEnvelope(content, signKeyOf(token)));
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as { code: number; msg: string; data: T });
          } catch {
            resolve({ code: res.statusCode ?? 0, msg: 'not JSON', data: null as T });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** POSTs a signed envelope and resolves with the reply's code (a device or console call, without the fetch overhead). */
export async function postEnvelope(baseUrl: string, path: string, content: Record<string, unknown>, token: string, method = 'POST'): Promise<number> {
  return (await sendEnvelope(baseUrl, path, content, token, method)).code;
}

export interface LoadResult {
  /** Operations that ended with code 10000. */
  ok: number;
  total: number;
  seconds: number;
  /** ok / seconds. */
  rate: number;
  p50: number;
  p99: number;
  codes: Record<string, number>;
}

/**
 * A closed loop: `concurrency` clients each run `op` again and again for `ms` milliseconds and the latency of
 * every call is kept. `op` resolves with the reply code (10000 is success) or rejects on a transport error.
 */
export async function closedLoop(concurrency: number, ms: number, op: (client: number) => Promise<number>): Promise<LoadResult> {
  const latencies: number[] = [];
  const codes: Record<string, number> = {};
  let ok = 0;
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        let code: number | string;
        try {
          code = await op(client);
        } catch (e) {
          code = (e as NodeJS.ErrnoException).code ?? 'error';
        }
        latencies.push(performance.now() - t0);
        codes[code] = (codes[code] ?? 0) + 1;
        if (code === 10000) ok++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ok, total: latencies.length, seconds, rate: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), codes };
}
