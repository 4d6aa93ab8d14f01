import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { ROOT, freshDatabase, startServer } from '../../harness/server';
import { atMost, percentile, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';
import { fundedPeople } from '../fixtures';

export const title = 'Console: JavaScript per route and load times in headless Chromium';

const DIST = path.join(ROOT, 'apps/web/dist');
const KB = 1024;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Builds the console unless a build is there and BENCH_BUILD is not set. */
function ensureBuild() {
  if (fs.existsSync(path.join(DIST, 'index.html')) && !process.env.BENCH_BUILD) return;
  const r = spawnSync('npm', ['run', 'build', '-w', '@canteen/web'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('console build failed');
}

/** Gzip bytes of every script the page has requested so far (files of the build). */
function scriptBytes(urls: Set<string>): number {
  let bytes = 0;
  for (const u of urls) {
    const file = path.join(DIST, new URL(u).pathname);
    if (fs.existsSync(file)) bytes += gzipSize(file);
  }
  return bytes;
}

async function login(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.locator('input[type="password"]').first().waitFor();
  await page.locator('input#username, input[name="username"]').first().fill('admin');
  await page.locator('input[type="password"]').first().fill('Admin@123');
  const t0 = performance.now();
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  // Usable: the shell's menu is there and the dashboard shows its figures (its data has arrived).
  await page.locator('.ant-menu').first().waitFor();
  await page.locator('.ant-statistic-content-value').first().waitFor();
  return performance.now() - t0;
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  ensureBuild();
  const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const largest = chunks.map((f) => ({ f, size: gzipSize(path.join(DIST, 'assets', f)) })).sort((a, b) => b.size - a.size)[0]!;

  const db = await freshDatabase('pglite', 'bench-console');
  const server = await startServer({ db, env: { WEB_DIST: DIST } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const api = new ApiClient(server.url);
    await fundedPeople(api, server.url, await api.managerLogin('admin', 'Admin@123'), 120, 1000, 'W');
    const samples = opts.quick ? 1 : 7;
    const loginTimes: number[] = [];
    const listTimes: number[] = [];
    let loginBytes = 0;
    let firstPageBytes = 0;
    let rows = 0;
    for (let i = 0; i < samples; i++) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(r.url());
      });
      await page.goto(`${server.url}/login`);
      await page.locator('input[type="password"]').first().waitFor();
      loginBytes = scriptBytes(scripts);
      loginTimes.push(await login(page, server.url));
      firstPageBytes = scriptBytes(scripts);
      // A list of 100 rows: the accounts page, page size switched to 100.
      await page.goto(`${server.url}/account/accountino`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
      await page.locator('.ant-pagination-options .ant-select').first().click();
      const t0 = performance.now();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '100' }).first().click();
      await page.locator('.ant-table-tbody tr.ant-table-row').nth(99).waitFor({ timeout: 30_000 });
      listTimes.push(performance.now() - t0);
      rows = await page.locator('.ant-table-tbody tr.ant-table-row').count();
      await context.close();
    }
    const judged = (f: Figure): Figure => (opts.quick ? { ...f, pass: undefined } : f);
    return [
      { name: 'JavaScript of the login page (gzip)', value: loginBytes / KB, unit: 'kB', target: '≤ 200 kB', pass: atMost(loginBytes / KB, 200) },
      { name: 'JavaScript up to the first page after login (gzip)', value: firstPageBytes / KB, unit: 'kB', target: '≤ 300 kB', pass: atMost(firstPageBytes / KB, 300) },
      { name: 'largest chunk of the build (gzip)', value: largest.size / KB, unit: 'kB', target: '≤ 400 kB', pass: atMost(largest.size / KB, 400), note: largest.f },
      judged({ name: 'login → first page usable, worst of runs', value: Math.max(...loginTimes), unit: 'ms', target: '≤ 1500 ms', pass: atMost(Math.max(...loginTimes), 1500), note: `median ${percentile(loginTimes, 50).toFixed(0)} ms of ${samples}` }),
      judged({ name: 'accounts list at 100 rows per page, worst of runs', value: Math.max(...listTimes), unit: 'ms', target: '≤ 500 ms', pass: atMost(Math.max(...listTimes), 500), note: `median ${percentile(listTimes, 50).toFixed(0)} ms of ${samples}; ${rows} rows shown` }),
    ];
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
  }
}
