import type pg from 'pg';

/**
 * One month of money history, in two steps inside the caller's transaction: `events` draws the month's orders and
 * the operations around them into temporary tables (dropped at commit), `write` gives them ids in time order and
 * writes money_txns, orders, order_items and ledger_entries with their running balances, then moves the wallet
 * and book balances by the month's sums.
 */

const DISHES = ['宫保鸡丁', '鱼香肉丝', '红烧肉', '番茄炒蛋', '麻婆豆腐', '青椒肉丝', '糖醋里脊', '清炒时蔬', '土豆烧牛肉', '回锅肉', '酸菜鱼', '水煮肉片'];
/** Books slot by account id, as ledger.ts post() does. */
const BOOK_SLOTS = 8;
const REFUND_SHARE = 0.005;

export interface MonthEvents {
  month: number;
  from: Date;
  /** Average orders per person in this month. */
  perMonth: number;
  canteens: number[];
  tag: string;
}

export interface MonthSizes {
  orders: number;
  txns: number;
  entries: number;
  items: number;
}

async function events(c: pg.ClientBase, e: MonthEvents): Promise<MonthSizes> {
  const whole = Math.floor(e.perMonth);
  // Breakfast 07:00, lunch 11:00, dinner 17:00 (meal periods 1, 2, 4), each within 90 minutes.
  await c.query(
    `CREATE TEMP TABLE g_ord ON COMMIT DROP AS
     WITH span AS (
       SELECT $1::timestamptz + make_interval(months => $2) AS ms,
              extract(day FROM ($1::timestamptz + make_interval(months => $2 + 1)) - ($1::timestamptz + make_interval(months => $2)))::int AS days
     ), drawn AS (
       SELECT p.account_id, p.cust_id, p.card_no, p.p, s.ms, floor(random() * s.days)::int AS day, (1 + floor(random() * 3))::int AS meal,
              (30 + floor(random() * 220))::bigint * 10 AS amount
       FROM g_people p CROSS JOIN span s CROSS JOIN LATERAL generate_series(1, $3 + (random() + 0 * p.p < $4)::int) g
     ), timed AS (
       SELECT account_id, cust_id, card_no, p, ms, (ARRAY[1, 2, 4])[meal] AS meal_period, amount,
              ms + make_interval(days => day, hours => (ARRAY[7, 11, 17])[meal]) + random() * interval '90 minutes' AS at
       FROM drawn
     ), ranked AS (
       SELECT *, row_number() OVER (PARTITION BY account_id ORDER BY at, amount) AS rn, count(*) OVER (PARTITION BY account_id) AS n FROM timed
     )
     SELECT row_number() OVER () AS oid, account_id, cust_id, card_no, p, ms, meal_period, amount, at,
            ($5::int[])[1 + p % greatest(cardinality($5::int[]), 1)] AS canteen_id,
            CASE WHEN rn <= floor(n * 0.4) THEN 'subsidy' WHEN rn = floor(n * 0.4) + 1 AND p % 2 = 0 THEN 'gift' ELSE 'cash' END AS wallet
     FROM ranked`,
    [e.from, e.month, whole, e.perMonth - whole, e.canteens],
  );
  await c.query(`ALTER TABLE g_ord ADD COLUMN refunded boolean`);
  await c.query(`UPDATE g_ord SET refunded = wallet = 'cash' AND random() < $1`, [REFUND_SHARE]);
  // Every person recharges at the start of the month: the month's cash orders plus a margin, rounded up to
  // 100 yuan; the recharge's gift pays exactly the one order marked gift. The subsidy pays the first orders.
  await c.query(
    `CREATE TEMP TABLE g_txn ON COMMIT DROP AS
     WITH per AS (
       SELECT p.account_id, p.cust_id, p.p,
              COALESCE(sum(o.amount) FILTER (WHERE o.wallet = 'subsidy'), 0) AS subsidy,
              COALESCE(sum(o.amount) FILTER (WHERE o.wallet = 'gift'), 0) AS gift,
              COALESCE(sum(o.amount) FILTER (WHERE o.wallet = 'cash'), 0) AS cash
       FROM g_people p LEFT JOIN g_ord o ON o.account_id = p.account_id GROUP BY p.account_id, p.cust_id, p.p
     ), start AS (SELECT $1::timestamptz + make_interval(months => $2) AS ms)
     SELECT 's' AS kind, 1 AS ko, account_id, cust_id, p, ms + (300 + p % 20000) * interval '1 second' AS at, subsidy AS amount, 0::bigint AS gift,
            NULL::bigint AS oid, NULL::int AS canteen_id
       FROM per, start WHERE subsidy > 0
     UNION ALL
     SELECT 'r', 2, account_id, cust_id, p, ms + (301 + p % 20000) * interval '1 second', (ceil((cash + 2000) / 10000.0) * 10000)::bigint, gift, NULL, NULL FROM per, start
     UNION ALL
     SELECT 'c', 3, account_id, cust_id, p, at, amount, 0, oid, canteen_id FROM g_ord
     UNION ALL
     SELECT 'f', 4, account_id, cust_id, p, at + interval '10 minutes', amount, 0, oid, canteen_id FROM g_ord WHERE refunded`,
    [e.from, e.month],
  );
  const n = (
    await c.query<{ orders: string; txns: string; gifts: string }>(
      `SELECT (SELECT count(*) FROM g_ord) AS orders, count(*) AS txns, count(*) FILTER (WHERE gift > 0) AS gifts FROM g_txn`,
    )
  ).rows[0]!;
  const orders = Number(n.orders);
  const txns = Number(n.txns);
  return { orders, txns, entries: 2 * txns + 2 * Number(n.gifts), items: 2 * orders };
}

export interface MonthWrite {
  merchantId: number;
  tag: string;
  month: number;
  /** Ids before the reserved ranges of each table. */
  base: { txn: number; order: number; entry: number; item: number };
}

async function write(c: pg.ClientBase, w: MonthWrite): Promise<number> {
  const m = w.merchantId;
  await c.query(
    `CREATE TEMP TABLE g_t ON COMMIT DROP AS
     SELECT $1::bigint + row_number() OVER (ORDER BY at, ko, account_id, oid) AS id, *,
            CASE WHEN kind = 'c' THEN $2::bigint + count(*) FILTER (WHERE kind = 'c') OVER (ORDER BY at, ko, account_id, oid) END AS order_id
     FROM g_txn`,
    [w.base.txn, w.base.order],
  );
  await c.query(`CREATE INDEX ON g_t (oid) WHERE kind = 'c'`);
  const biz = `$2 || '-' || upper(t.kind) || $3 || '-' || COALESCE(t.oid, t.account_id)`;
  const txns = await c.query(
    `INSERT INTO money_txns (id, merchant_id, biz_no, trade_type, account_id, cust_id, amount, wallet, pay_type, ref_id, batch_no, canteen_id, operator_name, remark, at, created_at)
     SELECT t.id, $1, ${biz}, CASE t.kind WHEN 's' THEN 4 WHEN 'r' THEN 1 WHEN 'c' THEN 8 ELSE 10 END, t.account_id, t.cust_id, t.amount,
            CASE t.kind WHEN 's' THEN 'subsidy' WHEN 'r' THEN 'cash' END,
            CASE t.kind WHEN 'r' THEN (ARRAY['cash', 'wechat', 'alipay'])[1 + t.p % 3] WHEN 'c' THEN 'card' END,
            o.order_id, CASE WHEN t.kind = 's' THEN $2 || '-S' || $3 END, t.canteen_id,
            CASE WHEN t.kind IN ('s', 'r') THEN 'admin' ELSE '' END, CASE WHEN t.kind = 'f' THEN 'generated refund' ELSE '' END, t.at, t.at
     FROM g_t t LEFT JOIN g_t o ON t.kind = 'f' AND o.kind = 'c' AND o.oid = t.oid`,
    [m, w.tag, w.month],
  );
  const orders = await c.query(
    `INSERT INTO orders (id, merchant_id, order_no, biz_no, txn_id, account_id, cust_id, card_no, canteen_id, meal_period, order_type, pay_type, state, amount,
       paid_subsidy, paid_gift, paid_cash, refunded_cash, ordered_at, created_at, meal_day)
     SELECT t.order_id, $1, 'O' || to_char(t.at, 'YYYYMMDD') || lpad(t.id::text, 10, '0'), ${biz}, t.id, t.account_id, t.cust_id, o.card_no, t.canteen_id, o.meal_period,
            'spot', 'card', CASE WHEN o.refunded THEN 'refunded' ELSE 'paid' END, o.amount,
            CASE WHEN o.wallet = 'subsidy' THEN o.amount ELSE 0 END, CASE WHEN o.wallet = 'gift' THEN o.amount ELSE 0 END,
            CASE WHEN o.wallet = 'cash' THEN o.amount ELSE 0 END, CASE WHEN o.refunded THEN o.amount ELSE 0 END, t.at, t.at, t.at::date
     FROM g_t t JOIN g_ord o ON o.oid = t.oid WHERE t.kind = 'c'`,
    [m, w.tag, w.month],
  );
  const items = await c.query(
    `INSERT INTO order_items (id, merchant_id, order_id, dish_id, dish_name, qty, price, amount)
     SELECT $2::bigint + row_number() OVER (ORDER BY t.order_id, i.n), $1, t.order_id, i.dish, i.name, 1, i.price, i.price
     FROM g_t t CROSS JOIN LATERAL (VALUES (1, 4, '米饭', 100::bigint), (2, (1 + t.oid % 12)::int, ($3::text[])[(1 + t.oid % 12)::int], t.amount - 100)) AS i(n, dish, name, price)
     WHERE t.kind = 'c'`,
    [m, w.base.item, DISHES],
  );
  // The entries of each operation in the order post() writes them: person row, then its book row.
  await c.query(
    `CREATE TEMP TABLE g_e ON COMMIT DROP AS
     SELECT $1::bigint + row_number() OVER (ORDER BY x.txn_id, x.ord) AS id, x.*, x.acc % ${BOOK_SLOTS} AS slot FROM (
       SELECT t.id AS txn_id, v.ord, t.account_id AS acc, t.cust_id, v.person, v.wallet, v.book, v.book_canteen, v.amount, v.tt, ${biz} AS biz_no, t.canteen_id, t.at
       FROM g_t t LEFT JOIN g_ord o ON t.kind = 'c' AND o.oid = t.oid
       CROSS JOIN LATERAL (VALUES
         (1, true, CASE t.kind WHEN 's' THEN 'subsidy' WHEN 'c' THEN o.wallet ELSE 'cash' END, NULL, 0,
            CASE WHEN t.kind = 'c' THEN -t.amount ELSE t.amount END, CASE t.kind WHEN 's' THEN 4 WHEN 'r' THEN 1 WHEN 'c' THEN 8 ELSE 10 END),
         (2, false, NULL, CASE t.kind WHEN 's' THEN 'subsidy' WHEN 'r' THEN 'cash' ELSE 'revenue' END, CASE WHEN t.kind IN ('c', 'f') THEN COALESCE(t.canteen_id, 0) ELSE 0 END,
            CASE WHEN t.kind = 'c' THEN t.amount ELSE -t.amount END, CASE t.kind WHEN 's' THEN 4 WHEN 'r' THEN 1 WHEN 'c' THEN 8 ELSE 10 END),
         (3, true, 'gift', NULL, 0, t.gift, 2),
         (4, false, NULL, 'gift', 0, -t.gift, 2)
       ) AS v(ord, person, wallet, book, book_canteen, amount, tt)
       WHERE v.ord <= 2 OR (t.kind = 'r' AND t.gift > 0)
     ) x`,
    [w.base.entry, w.tag, w.month],
  );
  await c.query(
    `INSERT INTO ledger_books (merchant_id, kind, canteen_id, slot) SELECT DISTINCT $1::int, book, book_canteen, slot FROM g_e WHERE NOT person
     ON CONFLICT (merchant_id, kind, canteen_id, slot) DO NOTHING`,
    [m],
  );
  const personRows = await c.query(
    `INSERT INTO ledger_entries (id, merchant_id, txn_id, account_id, cust_id, wallet, amount, balance_after, trade_type, biz_no, canteen_id, at)
     SELECT e.id, $1, e.txn_id, e.acc, e.cust_id, e.wallet, e.amount,
            CASE e.wallet WHEN 'cash' THEN a.cash WHEN 'subsidy' THEN a.subsidy ELSE a.gift END + sum(e.amount) OVER (PARTITION BY e.acc, e.wallet ORDER BY e.id),
            e.tt, e.biz_no, e.canteen_id, e.at
     FROM g_e e JOIN accounts a ON a.id = e.acc WHERE e.person`,
    [m],
  );
  const bookRows = await c.query(
    `INSERT INTO ledger_entries (id, merchant_id, txn_id, book_id, amount, balance_after, trade_type, biz_no, canteen_id, at)
     SELECT e.id, $1, e.txn_id, b.id, e.amount, b.balance + sum(e.amount) OVER (PARTITION BY b.id ORDER BY e.id), e.tt, e.biz_no, e.canteen_id, e.at
     FROM g_e e JOIN ledger_books b ON b.merchant_id = $1 AND b.kind = e.book AND b.canteen_id = e.book_canteen AND b.slot = e.slot WHERE NOT e.person`,
    [m],
  );
  await c.query(
    `UPDATE accounts a SET cash = a.cash + d.cash, subsidy = a.subsidy + d.subsidy, gift = a.gift + d.gift, updated_at = d.at
     FROM (SELECT acc, COALESCE(sum(amount) FILTER (WHERE wallet = 'cash'), 0) AS cash, COALESCE(sum(amount) FILTER (WHERE wallet = 'subsidy'), 0) AS subsidy,
             COALESCE(sum(amount) FILTER (WHERE wallet = 'gift'), 0) AS gift, max(at) AS at FROM g_e WHERE person GROUP BY acc) d
     WHERE a.id = d.acc`,
  );
  await c.query(
    `UPDATE ledger_books b SET balance = b.balance + d.total
     FROM (SELECT book, book_canteen, slot, sum(amount) AS total FROM g_e WHERE NOT person GROUP BY book, book_canteen, slot) d
     WHERE b.merchant_id = $1 AND b.kind = d.book AND b.canteen_id = d.book_canteen AND b.slot = d.slot`,
    [m],
  );
  return [txns, orders, items, personRows, bookRows].reduce((s, r) => s + (r.rowCount ?? 0), 0);
}

export const monthSql = { events, write };
