import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ARTIFACTS, BASE_URL, PORT, ROOT } from './env';

/** Something serves the console's config on the test port. */
async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${BASE_URL}/config.json`)).ok;
  } catch {
    return false;
  }
}

/** Starts the real server (built console, fresh embedded database with the demo seed) for the browser tests. */
export default async function setup() {
  // WEB_DIST lets parallel runs test their own build (vite build --outDir …); the server reads the same variable.
  const webDist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`Build the console first: npm run build (looked in ${webDist})`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // A server left on the port (an earlier run that failed to start in time) would answer instead of this one.
  if (await answers()) throw new Error(`port ${PORT} is taken: stop what listens there or set E2E_PORT`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canteen-e2e-'));
  // Every browser test logs in from this one address: its anonymous calls are not the limit's test (the server's are).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), WEB_DIST: webDist, DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', ANONYMOUS_PER_MINUTE: '100000' };
  delete env.DATABASE_URL;
  const server: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(path.join(ARTIFACTS, 'server.log'));
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  // The first start migrates and seeds a month of demo data (up to about a minute and a half on a loaded machine).
  const deadline = Date.now() + 180_000;
  while (!(await answers())) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}; see e2e/artifacts/server.log`);
    if (Date.now() > deadline) {
      // Vitest runs no teardown when setup throws: the server is stopped here, or it outlives the run.
      server.kill('SIGTERM');
      throw new Error('server did not start in 180 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
