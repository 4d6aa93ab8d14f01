import { expect } from 'vitest';
import type { Db } from '../../platform/db/db';

/**
 * Test helpers of the money core. The invariant check reads the tables with its own SQL (not the reconciliation
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
  const unbalanced = await db.query(`SELECT txn_id, SUM(amount) AS s FROM ledger_entries GROUP BY txn_id HAVING SUM(amount) <> 0`);
  expect(unbalanced, 'every money transaction sums to zero').toEqual([]);
  const wallets = await db.query(
    `SELECT a.id, x.wallet, x.balance, s.total, last.balance_after FROM accounts a
     CROSS JOIN LATERAL (VALUES ('cash', a.cash), ('subsidy', a.subsidy), ('gift', a.gift)) AS x(wallet, balance)
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.account_id = a.id AND l.wallet = x.wallet) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.account_id = a.id AND l.wallet = x.wallet ORDER BY id DESC LIMIT 1) last ON true
     WHERE x.balance <> COALESCE(s.total, 0) OR x.balance <> COALESCE(last.balance_after, 0)`,
  );
  expect(wallets, 'wallet balance = Σ its ledger rows = newest balance_after').toEqual([]);
  const books = await db.query(
    `SELECT b.id, b.balance, s.total FROM ledger_books b
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.book_id = b.id) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.book_id = b.id ORDER BY id DESC LIMIT 1) last ON true
     WHERE b.balance <> COALESCE(s.total, 0) OR b.balance <> COALESCE(last.balance_after, 0)`,
  );
  expect(books, 'book balance = Σ its ledger rows = newest balance_after').toEqual([]);
  const overdrawn = await db.query(
    `SELECT a.id, a.cash FROM accounts a LEFT JOIN merchant_settings s ON s.merchant_id = a.merchant_id AND s.key = 'account'
     WHERE a.subsidy < 0 OR a.gift < 0 OR a.cash < -COALESCE((s.value->>'overdraftLimit')::bigint, 0)`,
  );
  expect(overdrawn, 'no balance below the overdraft limit').toEqual([]);
  const refunds = await db.query(
    `SELECT id FROM orders WHERE refunded_subsidy > paid_subsidy OR refunded_gift > paid_gift OR refunded_cash > paid_cash
       OR (state = 'refunded' AND refunded_subsidy + refunded_gift + refunded_cash <> amount)`,
  );
  expect(refunds, 'no refund above what was paid').toEqual([]);
}
