import { endpointById } from '@canteen/contract';
import pg from 'pg';
import { freshDatabase, startServer } from '../../harness/server';
import { atMost, type Figure } from '../../harness/report';
import type { SuiteOptions } from '../../harness/runner';
import { ApiClient } from '../../simulator/client';
import { generate, PRESETS, waitForFold } from '../../datagen/generate';
import { closedLoop, postEnvelope, type LoadResult } from '../load';

export const title = 'Page queries: accounts and money record pages at 1 M orders, 20 concurrent clerks';

const CLIENTS = 20;
const TARGET_P99 = 50;
const QUICK = { people: 300, months: 2, ordersTarget: 6_000 };

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

interface Sample {
  orgIds: number[];
  names: string[];
  accIds: number[];
  /** The last generated month, [from, to). */
  month: { startTime: string; endTime: string };
}

/** The pages a finance clerk opens, each with the filters they use; content is drawn afresh for every call. */
function queries(s: Sample): { name: string; endpoint: string; content: () => Record<string, unknown> }[] {
  const firstPages = () => 1 + Math.floor(Math.random() * 5);
  return [
    { name: 'accounts page, no filter', endpoint: 'accounts.accountPage', content: () => ({ page: firstPages(), limit: 20 }) },
    { name: 'accounts page, name contains', endpoint: 'accounts.accountPage', content: () => ({ page: 1, limit: 20, custName: pick(s.names) }) },
    { name: 'accounts page, organisation', endpoint: 'accounts.accountPage', content: () => ({ page: firstPages(), limit: 20, orgId: pick(s.orgIds) }) },
    { name: 'accounts page, account and card state', endpoint: 'accounts.accountPage', content: () => ({ page: firstPages(), limit: 20, accState: 'normal', cardState: 'active' }) },
    { name: 'recharge records, one month', endpoint: 'accountRecords.rechargePage', content: () => ({ page: firstPages(), limit: 20, ...s.month }) },
    {
      name: 'recharge records, one month, trade and pay type',
      endpoint: 'accountRecords.rechargePage',
      content: () => ({ page: 1, limit: 20, ...s.month, tradeType: 'recharge', payType: pick(['cash', 'wechat', 'alipay']) }),
    },
    { name: 'recharge records, one month, person name', endpoint: 'accountRecords.rechargePage', content: () => ({ page: 1, limit: 20, ...s.month, custName: pick(s.names) }) },
    { name: 'subsidy records, one month, organisation', endpoint: 'accountRecords.subsidyHistory', content: () => ({ page: 1, limit: 20, ...s.month, orgId: pick(s.orgIds) }) },
    { name: "one person's ledger", endpoint: 'accounts.ledgerPage', content: () => ({ page: 1, limit: 20, accId: pick(s.accIds) }) },
    { name: "one person's orders", endpoint: 'accounts.orderPage', content: () => ({ page: 1, limit: 20, accId: pick(s.accIds) }) },
  ];
}

const codesNote = (r: LoadResult) => `codes ${Object.entries(r.codes).map(([c, n]) => `${c}×${n}`).join(' ')}`;

export async function run(opts: SuiteOptions): Promise<Figure[]> {
  if (!opts.dbs.includes('postgres')) return [];
  const size = opts.quick ? QUICK : PRESETS['1m'];
  const ms = opts.quick ? 1_500 : 20_000;
  const db = await freshDatabase('postgres', 'bench-pages');
  const server = await startServer({ db });
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    const gen = await generate(client, { merchantId: 1, ...size });
    // The server's job folds the generated months into the report rollups; pages are measured after it, not beside it.
    await waitForFold(client, 1);
    const people = await client.query<{ acc: number; name: string }>(
      `SELECT a.id AS acc, c.cust_name AS name FROM customers c JOIN accounts a ON a.cust_id = c.id WHERE c.cust_num LIKE $1 ORDER BY random() LIMIT 200`,
      [`${gen.tag}%`],
    );
    const to = new Date(gen.to);
    const from = new Date(to);
    from.setUTCMonth(from.getUTCMonth() - 1);
    const sample: Sample = {
      orgIds: gen.orgIds,
      names: [...new Set(people.rows.map((r) => r.name))],
      accIds: people.rows.map((r) => r.acc),
      month: { startTime: from.toISOString(), endTime: to.toISOString() },
    };
    const api = new ApiClient(server.url);
    const admin = await api.managerLogin('admin', 'Admin@123');
    const dataNote = `${gen.people} people, ${gen.orders} orders, ${gen.entries} ledger rows`;
    const figures: Figure[] = [];
    for (const q of queries(sample)) {
      const e = endpointById.get(q.endpoint)!;
      const call = () => postEnvelope(server.url, e.path, q.content(), admin, e.method);
      await closedLoop(CLIENTS, opts.quick ? 300 : 2_000, call); // warm-up: plans cached, pages in the buffer cache
      const r = await closedLoop(CLIENTS, ms, call);
      figures.push({
        name: `${q.name} (${q.endpoint}), p99 at ${CLIENTS} concurrent`,
        value: r.p99,
        unit: 'ms',
        target: `≤ ${TARGET_P99} ms`,
        pass: atMost(r.p99, TARGET_P99),
        note: `p50 ${r.p50.toFixed(1)} ms, ${r.rate.toFixed(0)}/s, ${codesNote(r)}; ${dataNote}`,
      });
    }
    // A quick run is too small to judge speed: its figures are shown, not judged.
    return opts.quick ? figures.map((f) => ({ ...f, pass: undefined })) : figures;
  } finally {
    await client.end();
    await server.stop();
    await db.drop();
  }
}
