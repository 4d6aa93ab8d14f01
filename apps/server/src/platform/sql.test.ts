import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server';
import { testCtx } from '../testing/ctx';
import { likeContains, orgSubtree, pageOf, Params, Where } from './sql';

let t: TestServer;
const org: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestServer();
  await t.db.query(`INSERT INTO merchants (id, name) VALUES (41, 'Other')`);
  const add = async (key: string, merchant: number, parent?: string) =>
    (org[key] = (await t.db.query<{ id: number }>(`INSERT INTO cust_orgs (merchant_id, name, parent_id) VALUES ($1, $2, $3) RETURNING id`, [merchant, `sql ${key}`, parent ? org[parent] : null]))[0].id);
  await add('root', 1);
  await add('a', 1, 'root');
  await add('a1', 1, 'a');
  await add('b', 1, 'root');
  await add('foreign', 41);
  await t.db.exec(`CREATE TABLE test_sql_rows (id int PRIMARY KEY, merchant_id int NOT NULL, canteen_id int NOT NULL, org_id int, name text NOT NULL)`);
  await t.db.query(
    `INSERT INTO test_sql_rows VALUES (1, 1, 7, $1, 'fifty% off'), (2, 1, 8, $2, 'fifty'), (3, 1, 7, $3, 'tea'), (4, 1, 8, $4, 'rice'), (5, 41, 7, $5, 'tea')`,
    [org.root, org.a, org.a1, org.b, org.foreign],
  );
});
afterAll(() => t.close());

const ids = async (w: Where) => (await t.db.query<{ id: number }>(`SELECT r.id FROM test_sql_rows r WHERE ${w.sql} ORDER BY r.id`, w.params)).map((r) => r.id);

describe('Where', () => {
  it('numbers the values of its conditions in the order they were added and ANDs the conditions', async () => {
    const w = new Where('r.merchant_id = ?', 1).add('r.canteen_id = ? OR r.id = ?', 8, 3).add('r.name ILIKE ?', likeContains('i'));
    expect(w.sql).toBe('(r.merchant_id = $1) AND (r.canteen_id = $2 OR r.id = $3) AND (r.name ILIKE $4)');
    expect(w.params).toEqual([1, 8, 3, '%i%']);
    expect(await ids(w)).toEqual([2, 4]);
  });

  it('refuses a condition whose marks and values differ in number', () => {
    expect(() => new Where('r.merchant_id = ?')).toThrow(/1 marks, 0 values/);
    expect(() => new Where('r.merchant_id = ?', 1).add('r.id = ?', 1, 2)).toThrow(/1 marks, 2 values/);
  });

  it('gives a placeholder for a value used outside the conditions, numbered after those before it', async () => {
    const w = new Where('r.merchant_id = ?', 1);
    const label = w.param('x');
    w.add('r.id = ?', 3);
    const rows = await t.db.query<{ label: string }>(`SELECT ${label}::text || r.name AS label FROM test_sql_rows r WHERE ${w.sql}`, w.params);
    expect(rows).toEqual([{ label: 'xtea' }]);
  });

  it('applies the caller’s canteen scope and nothing for an unrestricted caller', async () => {
    expect(await ids(new Where('r.merchant_id = ?', 1).scope(testCtx(t.db, 1), 'canteen', 'r.canteen_id'))).toEqual([1, 2, 3, 4]);
    expect(await ids(new Where('r.merchant_id = ?', 1).scope(testCtx(t.db, 1, { canteenIds: [8] }), 'canteen', 'r.canteen_id'))).toEqual([2, 4]);
    expect(await ids(new Where('r.merchant_id = ?', 1).scope(testCtx(t.db, 1, { canteenIds: [] }), 'canteen', 'r.canteen_id'))).toEqual([]);
  });

  it('lets an organisation scope reach the organisations below the ones it names', async () => {
    expect(await ids(new Where('r.merchant_id = ?', 1).scope(testCtx(t.db, 1, { orgIds: [org.a] }), 'org', 'r.org_id'))).toEqual([2, 3]);
  });

  it('filters a column to an organisation subtree of the merchant', async () => {
    expect(await ids(new Where('r.merchant_id = ?', 1).inOrgSubtree('r.org_id', 1, [org.root]))).toEqual([1, 2, 3, 4]);
    expect(await ids(new Where('r.merchant_id = ?', 1).inOrgSubtree('r.org_id', 1, [org.a1, org.b]))).toEqual([3, 4]);
    // Another merchant's organisation reaches nothing, even in a where without a merchant condition on the rows.
    expect(await ids(new Where('true').inOrgSubtree('r.org_id', 1, [org.foreign]))).toEqual([]);
  });
});

describe('Params', () => {
  it('lets two pieces of one statement take their placeholders from it without numbering each other', async () => {
    const q = new Params();
    const $ = q.named({ merchant: 1, canteen: 7 });
    const first = `SELECT id FROM test_sql_rows WHERE merchant_id = ${$.merchant} AND canteen_id = ${$.canteen}`;
    const tail = (p: Params) => `SELECT id FROM test_sql_rows WHERE merchant_id = ${$.merchant} AND name = ${p.param('rice')}`;
    expect($).toEqual({ merchant: '$1', canteen: '$2' });
    const rows = await t.db.query<{ id: number }>(`${first} UNION ALL ${tail(q)} ORDER BY id`, q.params);
    expect(rows.map((r) => r.id)).toEqual([1, 3, 4]);
  });
});

describe('orgSubtree', () => {
  it('is the roots and every organisation below them', async () => {
    const rows = await t.db.query<{ id: number }>(`SELECT id FROM cust_orgs WHERE id IN ${orgSubtree('$1', '$2')} ORDER BY id`, [1, [org.a]]);
    expect(rows.map((r) => r.id)).toEqual([org.a, org.a1]);
  });
});

describe('pageOf', () => {
  const query = (w: Where) => ({
    count: `SELECT count(*)::int AS n FROM test_sql_rows r WHERE ${w.sql}`,
    rows: `SELECT r.id, r.name FROM test_sql_rows r WHERE ${w.sql} ORDER BY r.id DESC`,
    params: w.params,
  });

  it('counts all matching rows and returns the rows of the page asked for', async () => {
    const w = new Where('r.merchant_id = ?', 1);
    expect(await pageOf(t.db, { page: 1, limit: 3 }, query(w))).toEqual({
      records: [{ id: 4, name: 'rice' }, { id: 3, name: 'tea' }, { id: 2, name: 'fifty' }],
      total: 4,
      page: 1,
      limit: 3,
    });
    expect(await pageOf(t.db, { page: 2, limit: 3 }, query(w))).toEqual({ records: [{ id: 1, name: 'fifty% off' }], total: 4, page: 2, limit: 3 });
    expect(await pageOf(t.db, { page: 3, limit: 3 }, query(w))).toEqual({ records: [], total: 4, page: 3, limit: 3 });
  });

  it('returns the sums the count query adds beside n, counted and summed in one query', async () => {
    const w = new Where('r.merchant_id = ?', 1).add('r.canteen_id = ?', 7);
    const page = await pageOf<{ id: number; name: string }, { count: number; canteens: number }>(t.db, { page: 1, limit: 1 }, {
      ...query(w),
      count: `SELECT count(*)::int AS n, count(*)::int AS count, sum(r.canteen_id)::int AS canteens FROM test_sql_rows r WHERE ${w.sql}`,
      sum: true,
    });
    expect(page).toEqual({ records: [{ id: 3, name: 'tea' }], total: 2, page: 1, limit: 1, sum: { count: 2, canteens: 14 } });
    expect(await pageOf(t.db, { page: 1, limit: 1 }, { ...query(w), count: `SELECT count(*)::int AS n, 0 AS other FROM test_sql_rows r WHERE ${w.sql}` })).not.toHaveProperty('sum');
  });

  it('leaves the where’s params as they were, for an export of the same rows', async () => {
    const w = new Where('r.merchant_id = ?', 1).add('r.name ILIKE ?', likeContains('%'));
    expect((await pageOf(t.db, { page: 1, limit: 10 }, query(w))).records).toEqual([{ id: 1, name: 'fifty% off' }]);
    expect(w.params).toEqual([1, '%\\%%']);
  });
});
