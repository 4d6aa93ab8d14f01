import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server';

/** HTTP behaviour of the served console (issue 10 §2): compression, caching, security headers, robots.txt. */
let t: TestServer;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'canteen-web-'));
const script = `console.log(${JSON.stringify('云食堂'.repeat(600))});`;
beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>云食堂</title><script type="module" src="/assets/index-abc123.js"></script>');
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  // TLS ends at a proxy in production; the server learns of it from X-Forwarded-Proto only when told to trust it.
  process.env.TRUST_PROXY = '1';
  t = await startTestServer({ webDist: web });
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the console', () => {
  it('sends hashed assets precompressed and cached for a year, the page itself revalidated', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc123.js')).body).toBe(script);
    for (const url of ['/', '/index.html', '/dashboard', '/basesetting/canteen']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<title>云食堂</title>');
    }
  });

  it('puts the security headers on pages, assets and API replies alike', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/config.json', '/yunshitang/api/v1/no-such-call']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('pins HTTPS only for requests that came over TLS', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('asks robots to stay away', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('compresses large API replies for clients that accept it', async () => {
    const res = await get('/api-docs', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
