import { expect } from 'vitest';
import { INVARIANTS, invariantBreaches } from '../modules/accounts';
import type { Db } from '../platform/db/db';

/**
 * Test helpers of the money core, shared by the tests of several modules. The invariant check reads the tables with its own SQL (not the reconciliation
 * service), so that a fault in the service cannot hide a fault in the data.
 */

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** A person with an account, written straight into the tables (the people module's own tests cover adding). */
export async function addPerson(db: Db, merchantId: number, orgId: number, name = `P${unique()}`): Promise<{ custId: number; accId: number }> {
  const custId = (
    await db.query<{ id: number }>(`INSERT INTO customers (merchant_id, cust_name, cust_num, org_id) VALUES ($1, $2, $3, $4) RETURNING id`, [merchantId, name, `N${unique()}`, orgId])
  )[0].id;
  const accId = (await db.query<{ id: number }>(`INSERT INTO accounts (merchant_id, cust_id) VALUES ($1, $2) RETURNING id`, [merchantId, custId]))[0].id;
  return { custId, accId };
}

export async function addOrg(db: Db, merchantId: number, name = `Org${unique()}`, parentId: number | null = null): Promise<number> {
  return (await db.query<{ id: number }>(`INSERT INTO cust_orgs (merchant_id, parent_id, name) VALUES ($1, $2, $3) RETURNING id`, [merchantId, parentId, name]))[0].id;
}

export const newBizNo = (prefix = 'T') => `${prefix}${unique()}`;

export async function balances(db: Db, accId: number): Promise<{ cash: number; subsidy: number; gift: number }> {
  return (await db.query<{ cash: number; subsidy: number; gift: number }>(`SELECT cash::float8 AS cash, subsidy::float8 AS subsidy, gift::float8 AS gift FROM accounts WHERE id = $1`, [accId]))[0];
}

/** Every DESIGN §5 invariant, over the whole database. */
export async function expectMoneyInvariants(db: Db): Promise<void> {
  const breaches = await invariantBreaches((sql) => db.query(sql));
  for (const [name, rows] of Object.entries(breaches)) expect(rows, INVARIANTS[name]!.says).toEqual([]);
}
