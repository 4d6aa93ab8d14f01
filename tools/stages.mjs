// `node tools/stages.mjs [script] [--list]`: runs an npm script (default `test`) one step at a time and prints each step's
// wall time at the end, so CI shows where its minutes go. The steps are read from package.json, not copied: a
// script's `a && b` chain is followed into the scripts it runs, and `vitest run` is split into one run per
// project (a project and its `-isolated` twin together). Stops at the first failing step, as `&&` does.
// `--list` prints the steps without running them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
// What `npm run` puts on the PATH, for the steps run here directly.
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };

/** The Vitest projects with test files, grouped with their `-isolated` twins, as `--project` arguments. */
function vitestProjects() {
  const listed = spawnSync('vitest', ['list', '--filesOnly', '--json'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (listed.status !== 0) return null;
  const groups = new Map();
  for (const { projectName } of JSON.parse(listed.stdout)) {
    const group = projectName.replace(/-isolated$/, '');
    groups.set(group, new Set([...(groups.get(group) ?? []), projectName]));
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([group, names]) => ({ group, args: [...names].sort().map((n) => `--project ${n}`).join(' ') }));
}

/** The steps of a command (`from`: the script it is the body of): `a && b` split, `npm run x` followed into x when x is
 * a chain or `vitest run`. */
function steps(command, from) {
  return command
    .split('&&')
    .map((part) => part.trim())
    .flatMap((part) => {
      const script = /^npm run ([\w:.-]+)$/.exec(part)?.[1];
      const body = script && scripts[script];
      if (body?.includes('&&')) return steps(body, script);
      if (body?.trim() === 'vitest run') {
        const projects = vitestProjects();
        if (projects) return projects.map(({ group, args }) => ({ name: `${script} ${group}`, command: `vitest run ${args}` }));
      }
      const workspace = /^npm run (\S+) -w (\S+)$/.exec(part);
      const name = script ?? (workspace ? `${workspace[2]} (${workspace[1]})` : from ? `${from} (${part})` : part);
      return [{ name, command: part }];
    });
}

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const args = process.argv.slice(2);
const target = args.find((a) => !a.startsWith('--')) ?? 'test';
if (!scripts[target]) {
  console.error(`package.json has no script "${target}"`);
  process.exit(2);
}
const plan = steps(`npm run ${target}`);
if (args.includes('--list')) {
  for (const step of plan) console.log(`${step.name}: ${step.command}`);
  process.exit(0);
}
const done = [];
let failed = 0;
for (const step of plan) {
  console.log(`\n── ${step.name}: ${step.command}`);
  const start = performance.now();
  const run = spawnSync(step.command, { cwd: root, env, stdio: 'inherit', shell: true });
  done.push({ ...step, ms: performance.now() - start, status: run.status ?? 1 });
  if (run.status !== 0) {
    failed = run.status ?? 1;
    break;
  }
}

const width = Math.max(...done.map((s) => s.name.length));
console.log(`\n── time of each step of npm run ${target}`);
for (const s of done) console.log(`${s.name.padEnd(width)}  ${minutes(s.ms).padStart(6)}${s.status === 0 ? '' : `  FAILED (exit ${s.status})`}`);
console.log(`${'total'.padEnd(width)}  ${minutes(done.reduce((sum, s) => sum + s.ms, 0)).padStart(6)}`);
process.exit(failed);
