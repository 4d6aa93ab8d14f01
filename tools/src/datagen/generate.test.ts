import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Account, Page } from '@canteen/contract';
import { invariantViolations } from '../stress/storm/check';
import { freshDatabase, startServer, type FreshDatabase, type ServerProcess } from '../harness/server';
import { ApiClient } from '../simulator/client';
import { generate, type GenerateResult } from './generate';

/** The invariant check reads through this: it only runs queries. */
const queryOf = (c: pg.Client) => async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T[];
/** Every money invariant holds: no rows break any of them. */
const expectMoneyInvariants = async (c: pg.Client) => expect(Object.entries(await invariantViolations(queryOf(c))).filter(([, n]) => n > 0)).toEqual([]);

// The generator writes PostgreSQL only: it runs where DATABASE_URL names one (CI does), like the server-pg suite.
describe.skipIf(!process.env.DATABASE_URL)('data generator (200 people × 1 month on PostgreSQL)', () => {
  let db: FreshDatabase;
  let server: ServerProcess;
  let client: pg.Client;
  let api: ApiClient;
  let admin: string;
  let gen: GenerateResult;

  beforeAll(async () => {
    db = await freshDatabase('postgres', 'datagen');
    server = await startServer({ db });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    gen = await generate(client, { merchantId: 1, people: 200, months: 1 });
    api = new ApiClient(server.url);
    admin = await api.managerLogin('admin', 'Admin@123');
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await db?.drop();
  });

  it('writes people, orders and their money with every ledger invariant holding', async () => {
    expect(gen.people).toBe(200);
    expect(gen.orders).toBeGreaterThan(200 * 10);
    const counts = (
      await client.query<{ orders: number; items: number; recharges: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE biz_no LIKE $1) AS orders,
                (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.biz_no LIKE $1) AS items,
                (SELECT count(*)::int FROM money_txns WHERE biz_no LIKE $1 AND trade_type = 1) AS recharges`,
        [`${gen.tag}-%`],
      )
    ).rows[0]!;
    expect(counts).toEqual({ orders: gen.orders, items: 2 * gen.orders, recharges: 200 });
    await expectMoneyInvariants(client);
  });

  it('shows the generated people on the accounts page with their balances', async () => {
    const page = await api.call<Page<Account>>('accounts.accountPage', { page: 1, limit: 500, orgId: gen.rootOrgId }, admin);
    expect(page.total).toBe(200);
    expect(page.records.every((a) => a.custNum.startsWith(gen.tag) && a.cardState === 'active' && a.accState === 'normal')).toBe(true);
    const sums = (
      await client.query<{ balance: number }>(`SELECT (cash + subsidy + gift)::float8 AS balance FROM accounts a JOIN customers c ON c.id = a.cust_id WHERE c.cust_num = $1`, [
        page.records[0]!.custNum,
      ])
    ).rows[0]!;
    expect(page.records[0]!.balance).toBe(sums.balance);
    expect(page.records.some((a) => a.cashBalance > 0)).toBe(true);
  });

  it('leaves the id sequences ahead, so the API keeps charging and recharging the generated people', async () => {
    const custId = (await api.call<Page<Account>>('accounts.accountPage', { page: 1, limit: 10, orgId: gen.rootOrgId }, admin)).records[0]!.custId;
    await api.call('accounts.recharge', { custId, amount: 10_000, payType: 'cash', bizNo: `AFTER-R-${gen.tag}` }, admin);
    const paid = await api.call<{ orderId: number }>('accounts.consumePay', { custId, amount: 1_200, bizNo: `AFTER-C-${gen.tag}` }, admin);
    const newest = (await client.query<{ id: number }>(`SELECT max(id)::float8 AS id FROM orders WHERE biz_no LIKE $1`, [`${gen.tag}-%`])).rows[0]!;
    expect(paid.orderId).toBeGreaterThan(newest.id);
    await expectMoneyInvariants(client);
  });
});
