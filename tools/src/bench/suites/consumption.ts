import os from 'node:os';
import { endpointById } from '@canteen/contract';
import pg from 'pg';
import { freshDatabase, startServer, type DbKind } from '../../harness/server';
import { atLeast, atMost, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';
import { deviceTokens, fundedPeople } from '../fixtures';
import { closedLoop, postEnvelope, type LoadResult } from '../load';

export const title = 'Consumption: the full device API against the bare SQL transaction';

const CLIENTS = 64;
const CONSUME_PATH = endpointById.get('accounts.deviceConsume')!.path;
/** The server's default PostgreSQL pool on this machine (apps/server/src/config.ts). */
const SERVER_POOL = Math.max(4, os.cpus().length * 2 + 1);

/** A lunch tray as a till sends it: rice and one to three dishes. */
function tray() {
  const items = [{ dishId: 4, dishName: '米饭', qty: 1, price: 100 }];
  for (let i = Math.floor(Math.random() * 3); i >= 0; i--) items.push({ dishId: 1 + i, dishName: `菜${i + 1}`, qty: 1, price: 300 + 100 * Math.floor(Math.random() * 10) });
  return items;
}

/** The report marks' triggers (migration 0075): off for one run to measure what rollups cost the payment path. */
const MARK_TRIGGERS = [
  ['orders', 'orders_rpt_mark'],
  ['orders', 'orders_rpt_mark_state'],
  ['money_txns', 'money_txns_rpt_mark'],
  ['money_txns', 'money_txns_rpt_mark_state'],
];
async function setReportMarks(url: string, on: boolean): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const [table, trigger] of MARK_TRIGGERS) await c.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  } finally {
    await c.end();
  }
}

const codesNote = (r: LoadResult) => `${r.total} calls, codes ${Object.entries(r.codes).map(([c, n]) => `${c}×${n}`).join(' ')}`;

/**
 * The floor the API is measured against: the same database, the better of the server's pool size and 20, one
 * transaction of UPDATE … RETURNING on a wallet and INSERT of a ledger row, on tables of the same shape as
 * accounts and ledger_entries (their own, so the product's ledger stays balanced).
 */
async function bareSql(url: string, accounts: number, ms: number, hot: boolean, poolSize: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query(`DROP TABLE IF EXISTS bench_entries; DROP TABLE IF EXISTS bench_wallets;
    CREATE TABLE bench_wallets (id bigint PRIMARY KEY, merchant_id bigint NOT NULL, cash bigint NOT NULL);
    CREATE TABLE bench_entries (id bigserial PRIMARY KEY, merchant_id bigint NOT NULL, account_id bigint NOT NULL, wallet text NOT NULL,
      amount bigint NOT NULL, balance_after bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX ON bench_entries (merchant_id, account_id, id);
    INSERT INTO bench_wallets SELECT g, 1, 1000000000 FROM generate_series(1, ${accounts}) g;`);
  const result = await closedLoop(CLIENTS, ms, async () => {
    const id = hot ? 1 : 1 + Math.floor(Math.random() * accounts);
    const amount = 100 + Math.floor(Math.random() * 1400);
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const r = await c.query<{ cash: string }>('UPDATE bench_wallets SET cash = cash - $2 WHERE id = $1 AND cash >= $2 RETURNING cash', [id, amount]);
      await c.query('INSERT INTO bench_entries (merchant_id, account_id, wallet, amount, balance_after) VALUES (1, $1, $2, $3, $4)', [id, 'cash', -amount, r.rows[0]!.cash]);
      await c.query('COMMIT');
      return 10000;
    } finally {
      c.release();
    }
  });
  await pool.query('DROP TABLE bench_entries; DROP TABLE bench_wallets');
  await pool.end();
  return result;
}

async function onDatabase(kind: DbKind, quick: boolean): Promise<Figure[]> {
  const people = quick ? 500 : 10_000;
  const ms = quick ? 3_000 : 20_000;
  const db = await freshDatabase(kind, 'bench-consume');
  const server = await startServer({ db });
  try {
    const api = new ApiClient(server.url);
    const admin = await api.managerLogin('admin', 'Admin@123');
    const { custIds } = await fundedPeople(api, server.url, admin, people, 5_000_000);
    // The hot account must not run dry while 64 tills charge it for 20 s.
    await api.call('accounts.recharge', { custId: custIds[0], amount: 1_000_000_000, payType: 'cash', bizNo: `HOT-${Date.now()}` }, admin);
    const tokens = await deviceTokens(api, admin, 8);
    let n = 0;
    const consume = (client: number, custId: number) => {
      const items = tray();
      const amount = items.reduce((s, i) => s + i.qty * i.price, 0);
      return postEnvelope(server.url, CONSUME_PATH, { bizNo: `BC${client}-${String(n++).padStart(7, '0')}`, custId, amount, items }, tokens[client % tokens.length]!);
    };

    await closedLoop(CLIENTS, quick ? 500 : 3_000, (c) => consume(c, custIds[Math.floor(Math.random() * custIds.length)]!)); // warm-up
    const spread = await closedLoop(CLIENTS, ms, (c) => consume(c, custIds[Math.floor(Math.random() * custIds.length)]!));
    const hot = await closedLoop(CLIENTS, ms, (c) => consume(c, custIds[0]!));
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const figures: Figure[] = [];
    if (kind === 'postgres') {
      const best = async (hot: boolean) => {
        const [a, b] = [await bareSql(db.url!, people, ms, hot, SERVER_POOL), await bareSql(db.url!, people, ms, hot, 20)];
        return a.rate >= b.rate ? a : b;
      };
      // Rollups off, then on again (the server's fold job runs throughout): their cost is the on ÷ off ratio of the
      // same run, the on figure the mean of the runs before and after the off one, so that drift cancels.
      await setReportMarks(db.url!, false);
      const unmarked = await closedLoop(CLIENTS, ms, (c) => consume(c, custIds[Math.floor(Math.random() * custIds.length)]!));
      await setReportMarks(db.url!, true);
      const marked = await closedLoop(CLIENTS, ms, (c) => consume(c, custIds[Math.floor(Math.random() * custIds.length)]!));
      const withRollups = (spread.rate + marked.rate) / 2;
      const bare = await best(false);
      const bareHot = await best(true);
      figures.push(
        { name: `bare SQL transaction, ${CLIENTS} clients over ${people} accounts (${label})`, value: bare.rate, unit: '/s', target: '', note: `p99 ${bare.p99.toFixed(1)} ms` },
        { name: `bare SQL transaction, ${CLIENTS} clients on one account (${label})`, value: bareHot.rate, unit: '/s', target: '', note: `p99 ${bareHot.p99.toFixed(1)} ms` },
        { name: `API ÷ bare SQL, over ${people} accounts`, value: spread.rate / bare.rate, unit: '×', target: '≥ 0.35', pass: atLeast(spread.rate / bare.rate, 0.35) },
        { name: `API consumptions, ${CLIENTS} clients over ${people} accounts (${label})`, value: spread.rate, unit: '/s', target: '≥ 1500/s', pass: atLeast(spread.rate, 1500), note: codesNote(spread) },
        {
          name: `rollups on ÷ off, consumptions through the API over ${people} accounts (${label})`,
          value: withRollups / unmarked.rate,
          unit: '×',
          target: '≥ 0.95',
          pass: atLeast(withRollups / unmarked.rate, 0.95),
          note: `on ${withRollups.toFixed(0)}/s (mean of ${spread.rate.toFixed(0)} and ${marked.rate.toFixed(0)}), off ${unmarked.rate.toFixed(0)}/s`,
        },
        { name: `API p99, over ${people} accounts (${label})`, value: spread.p99, unit: 'ms', target: '≤ 100 ms', pass: atMost(spread.p99, 100), note: `p50 ${spread.p50.toFixed(1)} ms` },
        { name: `API consumptions, ${CLIENTS} clients on one account (${label})`, value: hot.rate, unit: '/s', target: '≥ 500/s', pass: atLeast(hot.rate, 500), note: codesNote(hot) },
        { name: `API p99, one account (${label})`, value: hot.p99, unit: 'ms', target: '≤ 300 ms', pass: atMost(hot.p99, 300), note: `p50 ${hot.p50.toFixed(1)} ms` },
      );
    } else {
      figures.push(
        { name: `API consumptions, ${CLIENTS} clients over ${people} accounts (${label})`, value: spread.rate, unit: '/s', target: '≥ 1000/s', pass: atLeast(spread.rate, 1000), note: `${codesNote(spread)}; p99 ${spread.p99.toFixed(1)} ms` },
        { name: `API consumptions, ${CLIENTS} clients on one account (${label})`, value: hot.rate, unit: '/s', target: '', note: `${codesNote(hot)}; p99 ${hot.p99.toFixed(1)} ms` },
      );
    }
    // A quick run (npm test) is too short and too small to judge speed: its figures are shown, not judged.
    return quick ? figures.map((f) => ({ ...f, pass: undefined })) : figures;
  } finally {
    await server.stop();
    await db.drop();
  }
}

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const kind of opts.dbs) figures.push(...(await onDatabase(kind, opts.quick)));
  return figures;
}
