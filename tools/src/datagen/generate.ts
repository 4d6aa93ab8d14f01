import type pg from 'pg';
import { monthSql } from './monthSql';

/**
 * Fills a merchant with people, accounts, cards and months of money history, written by set-based SQL on the
 * server (INSERT … SELECT over generate_series and temporary tables), never row by row. The history keeps every
 * money invariant of DESIGN §5: each month a person is granted a subsidy that their first orders use up exactly,
 * recharges cash (half of them with a gift that pays one order) to cover the rest with a margin, eats, and has a
 * few orders refunded. Months are written oldest first and ids follow time, so balance_after is a running sum in
 * id order and the newest row holds the balance.
 */

export interface GenerateOptions {
  merchantId: number;
  people: number;
  months: number;
  /** Consumption orders over the whole period; default 17 per person and month. */
  ordersTarget?: number;
  /** Departments under the generated root organisation. */
  departments?: number;
  /** Progress lines; default none. */
  log?: (line: string) => void;
}

export interface GenerateResult {
  /** Prefix of every generated person number, card number and bizNo (unique per run). */
  tag: string;
  rootOrgId: number;
  orgIds: number[];
  people: number;
  orders: number;
  txns: number;
  entries: number;
  /** Rows written over every table. */
  rows: number;
  seconds: number;
  /** First and last instant of the generated period [from, to). */
  from: string;
  to: string;
}

export const PRESETS = {
  '1m': { people: 10_000, months: 6, ordersTarget: 1_000_000 },
  '10m': { people: 100_000, months: 6, ordersTarget: 10_000_000 },
} as const;
export type PresetName = keyof typeof PRESETS;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平';

async function one<T>(c: pg.ClientBase, sql: string, params: unknown[] = []): Promise<T> {
  return (await c.query(sql, params)).rows[0] as T;
}

/** Meal times are the merchant's local times, as the server reads them. */
async function useMerchantTimeZone(c: pg.ClientBase, merchantId: number) {
  const row = await one<{ tz: string } | undefined>(c, `SELECT value->>'timeZone' AS tz FROM merchant_settings WHERE merchant_id = $1 AND key = 'general'`, [merchantId]);
  await c.query(`SELECT set_config('TimeZone', $1, false)`, [row?.tz ?? 'Asia/Shanghai']);
}

/** Reserves `n` ids of a table's sequence and returns the one before them (ids base+1 … base+n follow time). */
async function reserve(c: pg.ClientBase, table: string, n: number): Promise<number> {
  const r = await one<{ base: string }>(
    c,
    `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS base, setval(pg_get_serial_sequence($1, 'id'), currval(pg_get_serial_sequence($1, 'id')) + $2::bigint)`,
    [table, n],
  );
  return Number(r.base);
}

/** Waits until the server's fold job has folded the merchant's report marks (what a bulk load leaves), or throws. */
export async function waitForFold(c: pg.ClientBase, merchantId: number, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { n } = await one<{ n: number }>(c, `SELECT count(*)::int AS n FROM rpt_marks WHERE merchant_id = $1`, [merchantId]);
    if (n === 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) throw new Error(`report fold: ${n} marks left after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function generate(c: pg.ClientBase, opts: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const m = opts.merchantId;
  const orders = opts.ordersTarget ?? opts.people * opts.months * 17;
  const perMonth = orders / (opts.people * opts.months);
  const tag = `G${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const depts = opts.departments ?? 20;
  let rows = 0;

  await c.query(`SET synchronous_commit = off`);
  const { superuser } = await one<{ superuser: boolean }>(c, `SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`);
  await useMerchantTimeZone(c, m);
  const rootOrgId = (await one<{ id: number }>(c, `INSERT INTO cust_orgs (merchant_id, name, org_code) VALUES ($1, $2, $3) RETURNING id`, [m, `Generated ${tag}`, tag])).id;
  const orgIds = (
    await c.query<{ id: number }>(
      `INSERT INTO cust_orgs (merchant_id, parent_id, name, org_code, sort)
       SELECT $1, $2, 'Dept ' || lpad(g::text, 2, '0'), $3 || '-D' || g, g FROM generate_series(1, $4) g RETURNING id`,
      [m, rootOrgId, tag, depts],
    )
  ).rows.map((r) => r.id);
  const period = await one<{ from: Date; to: Date }>(c, `SELECT date_trunc('month', now()) - make_interval(months => $1) AS from, date_trunc('month', now()) AS to`, [opts.months]);

  // People, accounts and main cards; names are two or three characters so that a name filter is selective.
  const people = await c.query(
    `INSERT INTO customers (merchant_id, cust_name, cust_num, org_id, phone, sex, created_at)
     SELECT $1, substr($6, 1 + g % 30, 1) || substr($7, 1 + (g / 30) % 20, 1) || CASE WHEN g % 3 = 0 THEN substr($7, 1 + (g / 600) % 20, 1) ELSE '' END,
            $2 || lpad(g::text, 7, '0'), ($3::int[])[1 + g % $4], '139' || lpad(g::text, 8, '0'), 1 + g % 2, $5
     FROM generate_series(1, $8) g`,
    [m, tag, orgIds, orgIds.length, period.from, SURNAMES, GIVEN, opts.people],
  );
  await c.query(`INSERT INTO accounts (merchant_id, cust_id, opened_at, updated_at) SELECT $1, id, $3, $3 FROM customers WHERE merchant_id = $1 AND cust_num LIKE $2 || '%' ORDER BY id`, [m, tag, period.from]);
  await c.query(
    `INSERT INTO cards (merchant_id, account_id, cust_id, card_no, holder_name, issued_at)
     SELECT $1, a.id, c.id, 'K' || substr(c.cust_num, 2), c.cust_name, $3 FROM customers c JOIN accounts a ON a.cust_id = c.id
     WHERE c.merchant_id = $1 AND c.cust_num LIKE $2 || '%' ORDER BY a.id`,
    [m, tag, period.from],
  );
  rows += 3 * (people.rowCount ?? 0) + depts + 1;
  await c.query(
    `CREATE TEMP TABLE g_people ON COMMIT PRESERVE ROWS AS
     SELECT a.id AS account_id, c.id AS cust_id, k.card_no, row_number() OVER (ORDER BY a.id)::int AS p
     FROM customers c JOIN accounts a ON a.cust_id = c.id JOIN cards k ON k.account_id = a.id WHERE c.merchant_id = $1 AND c.cust_num LIKE $2 || '%'`,
    [m, tag],
  );
  log(`${opts.people} people, accounts and cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const canteens = (await c.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = $1 ORDER BY id`, [m])).rows.map((r) => r.id);
  let orderCount = 0;
  let txnCount = 0;
  let entryCount = 0;
  for (let month = 0; month < opts.months; month++) {
    const t0 = performance.now();
    await c.query('BEGIN');
    const sizes = await monthSql.events(c, { month, from: period.from, perMonth, canteens, tag });
    const base = {
      txn: await reserve(c, 'money_txns', sizes.txns),
      order: await reserve(c, 'orders', sizes.orders),
      entry: await reserve(c, 'ledger_entries', sizes.entries),
      item: await reserve(c, 'order_items', sizes.items),
    };
    // The report marks' triggers (migration 0075) would fire once per generated row: off for this bulk load (and
    // its foreign-key triggers with them: the rows are consistent by construction), one mark per hour instead.
    // Only a superuser may; anyone else's load fires the triggers.
    if (superuser) await c.query(`SET LOCAL session_replication_role = replica`);
    const written = await monthSql.write(c, { merchantId: m, tag, month, base });
    if (superuser) {
      await c.query(
        `INSERT INTO rpt_marks (merchant_id, hour) SELECT DISTINCT $1::int, date_trunc('hour', at AT TIME ZONE 'UTC') FROM money_txns WHERE id > $2 AND id <= $3`,
        [m, base.txn, base.txn + sizes.txns],
      );
    }
    await c.query('COMMIT');
    orderCount += sizes.orders;
    txnCount += sizes.txns;
    entryCount += sizes.entries;
    rows += written;
    const s = (performance.now() - t0) / 1000;
    log(`month ${month + 1}/${opts.months}: ${sizes.orders} orders, ${sizes.txns} txns, ${sizes.entries} ledger rows in ${s.toFixed(1)} s (${Math.round(written / s)} rows/s)`);
  }
  await c.query(`DROP TABLE g_people`);
  // As autovacuum would leave them: the monthly balance updates leave dead rows in accounts and ledger_books, and
  // index-only scans need the visibility map.
  await c.query(`VACUUM (ANALYZE) customers, accounts, cards, cust_orgs, money_txns, ledger_entries, ledger_books, orders, order_items`);
  const seconds = (performance.now() - started) / 1000;
  return {
    tag,
    rootOrgId,
    orgIds,
    people: opts.people,
    orders: orderCount,
    txns: txnCount,
    entries: entryCount,
    rows,
    seconds,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
  };
}
