import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server';

/**
 * Tenancy in the schema (issue 11, migration 0025): between two tables that both carry merchant_id, every foreign key
 * includes merchant_id, so the database itself refuses a row that names another merchant's row.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

interface ForeignKey {
  name: string;
  child: string;
  columns: string[];
  parent: string;
  childMerchantNullable: boolean;
}

/** Every foreign key whose two tables both have a merchant_id column, read from the catalogue. */
async function merchantForeignKeys(): Promise<ForeignKey[]> {
  return t.db.query<ForeignKey>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
            ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
            NOT cm.attnotnull AS "childMerchantNullable"
       FROM pg_constraint c
       JOIN pg_attribute cm ON cm.attrelid = c.conrelid AND cm.attname = 'merchant_id' AND NOT cm.attisdropped
       JOIN pg_attribute pm ON pm.attrelid = c.confrelid AND pm.attname = 'merchant_id' AND NOT pm.attisdropped
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
      ORDER BY 2, 1`,
  );
}

const sqlState = (e: unknown) => (e as { code?: string }).code;
async function refused(sql: string, params: unknown[]): Promise<string | undefined> {
  return t.db.query(sql, params).then(
    () => undefined,
    (e: unknown) => sqlState(e),
  );
}
const id = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]!.id;

describe('foreign keys between merchant tables', () => {
  it('all include merchant_id (a new single-column key fails here)', async () => {
    const keys = await merchantForeignKeys();
    // The schema has dozens; an empty list would mean the query, not the schema, is wrong.
    expect(keys.length).toBeGreaterThan(50);
    const composite = new Set(keys.filter((k) => k.columns.includes('merchant_id')).map((k) => `${k.child}.${k.columns.join(',')}`));
    const single = keys.filter((k) => !k.columns.includes('merchant_id'));
    // Platform rows (merchant_id NULL) are skipped by a composite key, so there the single-column key stays beside it.
    const bad = single.filter((k) => !(k.childMerchantNullable && composite.has(`${k.child}.merchant_id,${k.columns.join(',')}`)));
    expect(bad.map((k) => `${k.child}.${k.name} → ${k.parent}`)).toEqual([]);
  });

  it("refuses a row that names another merchant's row", async () => {
    const canteen1 = await id(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Tenancy hall')`, []);
    const org1 = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (1, 'Tenancy org')`, []);
    // A stall of merchant 2 in merchant 1's canteen, and a person of merchant 2 in merchant 1's organisation.
    expect(await refused(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (2, $1, 'Foreign stall')`, [canteen1])).toBe('23503');
    expect(await refused(`INSERT INTO customers (merchant_id, cust_name, cust_num, org_id) VALUES (2, 'Foreign', 'T-F-1', $1)`, [org1])).toBe('23503');
    // Moving a row under another merchant's parent is refused too; the same merchant's parent is fine.
    const org2 = await id(`INSERT INTO cust_orgs (merchant_id, name) VALUES (2, 'Tenancy org 2')`, []);
    expect(await refused(`UPDATE cust_orgs SET parent_id = $1 WHERE id = $2`, [org1, org2])).toBe('23503');
    const stall = await id(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Own stall')`, [canteen1]);
    expect(stall).toBeGreaterThan(0);
  });

  it("refuses a merchant user on another merchant's role, still checks the platform's", async () => {
    const role2 = (await t.db.query<{ id: number }>(`SELECT role_id AS id FROM mgr_users WHERE username = 'admin2'`))[0]!.id;
    const insertUser = (merchant: number | null, name: string, roleId: number) =>
      refused(`INSERT INTO mgr_users (merchant_id, username, password_hash, role_id) VALUES ($1, $2, 'x', $3)`, [merchant, name, roleId]);
    expect(await insertUser(1, 'tenancy-m1', role2)).toBe('23503');
    expect(await insertUser(null, 'tenancy-platform', 999_999)).toBe('23503');
    expect(await insertUser(2, 'tenancy-m2', role2)).toBeUndefined();
  });

  it('ON DELETE SET NULL clears only the reference, never merchant_id', async () => {
    const canteen = await id(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Tenancy tables')`, []);
    const table = await id(`INSERT INTO dining_tables (merchant_id, canteen_id, table_no, seats) VALUES (1, $1, 'T9', 4)`, [canteen]);
    const history = await id(
      `INSERT INTO table_history (merchant_id, canteen_id, table_id, table_no, people, opened_at, opened_by) VALUES (1, $1, $2, 'T9', 2, now(), 'test')`,
      [canteen, table],
    );
    await t.db.query(`DELETE FROM dining_tables WHERE id = $1`, [table]);
    expect((await t.db.query(`SELECT merchant_id, table_id FROM table_history WHERE id = $1`, [history]))[0]).toEqual({ merchant_id: 1, table_id: null });
  });
});
