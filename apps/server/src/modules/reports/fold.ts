import type { FastifyBaseLogger } from 'fastify';
import { ORDER_TYPES, REPORT_PAY_TYPES, TRADE_TYPES, TRADE_TYPE_NAMES } from '@canteen/contract';
import type { Db } from '../../platform/db/db';
import { txWithRetry } from '../../platform/db/retry';
import { Params } from '../../platform/sql';
import { systemCtx } from '../../platform/systemCtx';
import { merchantTimeZone } from '../settings';
import { FACT, DIM } from './facts';

/**
 * The fold (DESIGN §12): turns the marks the money path's triggers leave (merchant, UTC hour) into rebuilt local
 * days of rpt_rollups and rpt_balance_closes. One merchant folds at a time (an advisory lock), so two processes
 * never interleave the balance closes' shifts; a day is deleted and built again from the raw rows in the same
 * transaction that deletes its marks, so a mark is never lost and a day is never half built. This is the one place
 * that reads the money tables for reports; everything else reads the rollups.
 */

/** The advisory lock class of a merchant's fold (pg_advisory_xact_lock(class, merchant)). */
export const FOLD_LOCK = 727_001;

const NEGATIVE_TRADES = TRADE_TYPE_NAMES.filter((n) => TRADE_TYPES[n].sign < 0).map((n) => TRADE_TYPES[n].code);
const COUNTED_ORDER_STATES = ['paid', 'part_refunded', 'refunded', 'repaired'];

/** Folds one merchant's marks, a batch of days per transaction, until none is left; returns the days rebuilt. */
export async function foldMerchant(db: Db, merchantId: number, opts: { wait?: boolean } = {}): Promise<string[]> {
  const done: string[] = [];
  for (;;) {
    const days = await txWithRetry(db, async (tx) => {
      const locked = opts.wait === false
        ? (await tx.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock($1, $2) AS ok`, [FOLD_LOCK, merchantId]))[0].ok
        : (await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [FOLD_LOCK, merchantId]), true);
      if (!locked) return null;
      const zone = await merchantTimeZone(systemCtx(tx, merchantId));
      // The days of up to a month of marks at a time, oldest first: a first fold of years goes a month per transaction.
      const picked = await tx.query<{ day: string }>(
        `SELECT DISTINCT d::date::text AS day FROM (
           SELECT hour FROM rpt_marks WHERE merchant_id = $1 ORDER BY hour LIMIT 5000) m,
           LATERAL (SELECT ((m.hour AT TIME ZONE 'UTC') AT TIME ZONE $2)::date AS d
                    UNION SELECT (((m.hour + interval '59 minutes 59 seconds') AT TIME ZONE 'UTC') AT TIME ZONE $2)::date) x
         ORDER BY 1 LIMIT 31`,
        [merchantId, zone],
      );
      if (!picked.length) return [];
      const days = picked.map((r) => r.day);
      // The marks of those days go in this transaction; marks written meanwhile stay for the next fold.
      await tx.query(
        `DELETE FROM rpt_marks WHERE merchant_id = $1
           AND ((hour AT TIME ZONE 'UTC') AT TIME ZONE $2)::date = ANY($3::date[])
           AND (((hour + interval '59 minutes 59 seconds') AT TIME ZONE 'UTC') AT TIME ZONE $2)::date = ANY($3::date[])`,
        [merchantId, zone, days],
      );
      for (const day of days) await rebuildDay(tx, merchantId, zone, day);
      return days;
    });
    if (days === null || !days.length) return done;
    done.push(...days);
  }
}

/** Every merchant with marks, folded; what the job runs. */
export async function foldAll(db: Db, log?: FastifyBaseLogger): Promise<number> {
  const merchants = await db.query<{ merchant_id: number }>(`SELECT DISTINCT merchant_id FROM rpt_marks`);
  let days = 0;
  for (const { merchant_id } of merchants) {
    try {
      days += (await foldMerchant(db, merchant_id)).length;
    } catch (err) {
      log?.error({ err, merchantId: merchant_id }, 'report fold failed');
    }
  }
  return days;
}

/** True when the merchant has marks not folded yet. */
export async function hasMarks(db: Db, merchantId: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM rpt_marks WHERE merchant_id = $1 LIMIT 1`, [merchantId])).length > 0;
}

/** The named values one rebuild statement uses, each a placeholder of that statement only. */
interface Marks {
  merchant: string;
  day: string;
  zone: string;
  from: string;
  to: string;
}

/**
 * Rebuilds one local day: its rollup rows from the raw orders, money operations, order lines and ledger entries of
 * that day, and its balance closes (shifting the later closes of every account whose day changed).
 */
export async function rebuildDay(tx: Db, merchantId: number, zone: string, day: string): Promise<void> {
  await tx.query(`INSERT INTO rpt_days (merchant_id, day) VALUES ($1, $2) ON CONFLICT (merchant_id, day) DO UPDATE SET folded_at = now()`, [merchantId, day]);
  await tx.query(`DELETE FROM rpt_rollups WHERE merchant_id = $1 AND day = $2`, [merchantId, day]);
  /** One statement: the base rows `base` writes from its marks, grouped by the sets, inserted as rollup rows. */
  const run = async (sets: string, base: (m: Marks, p: Params) => string) => {
    const p = new Params();
    const named = p.named({ merchant: merchantId, day, zone });
    const m: Marks = { ...named, from: `((${named.day}::date)::timestamp AT TIME ZONE ${named.zone})`, to: `((${named.day}::date + 1)::timestamp AT TIME ZONE ${named.zone})` };
    await tx.query(
      `WITH b AS (${base(m, p)})
       INSERT INTO rpt_rollups (merchant_id, day, fact, dim, canteen_id, org_id, key, key2, link_day, n, amount, cash, subsidy, gift, qty, discount, points)
       SELECT ${m.merchant}, ${m.day}::date, fact, ${dimCase(sets)}, canteen_id, org_id, ${keyOf(sets)}, ${sets.includes('key2') ? 'COALESCE(key2, 0)' : '0'}, link_day,
              count(*), sum(amount), sum(cash), sum(subsidy), sum(gift), sum(qty), sum(discount), sum(points)
         FROM b GROUP BY fact, canteen_id, org_id, link_day, GROUPING SETS (${sets})`,
      p.params,
    );
  };
  const pay = (p: Params, col: string) => `COALESCE(array_position(${p.param([...REPORT_PAY_TYPES])}::text[], ${col}), 0)`;
  const otype = (p: Params, col: string) => `COALESCE(array_position(${p.param([...ORDER_TYPES])}::text[], ${col}), 0)`;
  const hour = (m: Marks, col: string) => `extract(hour FROM ${col} AT TIME ZONE ${m.zone})::int`;
  const counted = (p: Params) => `o.state = ANY(${p.param(COUNTED_ORDER_STATES)}::text[])`;
  const wallets = (p: Params) => WALLETS.replace('$NEGATIVE', `${p.param(NEGATIVE_TRADES)}::smallint[]`);

  // Sales: orders of the day that were paid (and may since be refunded).
  await run(ORDER_SETS, (m, p) => `
    SELECT ${FACT.sale}::smallint AS fact, COALESCE(o.canteen_id, 0) AS canteen_id, COALESCE(c.org_id, 0) AS org_id, ${m.day}::date AS link_day,
           COALESCE(o.stall_id, 0) AS stall, COALESCE(o.device_id, 0) AS device, COALESCE(o.meal_period, 0) AS meal,
           COALESCE(c.psn_type_id, 0) AS psn, ${pay(p, 'o.pay_type')} AS pay, COALESCE(t.operator_id, 0) AS operator, o.cust_id AS person,
           ${hour(m, 'o.ordered_at')} AS hour, ${otype(p, 'o.order_type')} AS otype,
           o.amount, o.paid_cash AS cash, o.paid_subsidy AS subsidy, o.paid_gift AS gift,
           (SELECT COALESCE(sum(i.qty), 0) FROM order_items i WHERE i.order_id = o.id) AS qty,
           COALESCE(o.list_amount - o.amount, 0) AS discount, o.points_used AS points
      FROM orders o
      JOIN customers c ON c.id = o.cust_id
      LEFT JOIN money_txns t ON t.id = o.txn_id
     WHERE o.merchant_id = ${m.merchant} AND o.ordered_at >= ${m.from} AND o.ordered_at < ${m.to} AND ${counted(p)}`);
  // Refunds of the day, each with its order's day and the order's canteen, stall, device, meal and pay type.
  await run(ORDER_SETS, (m, p) => `
    SELECT ${FACT.refund}::smallint AS fact, COALESCE(o.canteen_id, t.canteen_id, 0) AS canteen_id, COALESCE(c.org_id, 0) AS org_id,
           COALESCE((o.ordered_at AT TIME ZONE ${m.zone})::date, ${m.day}::date) AS link_day,
           COALESCE(o.stall_id, 0) AS stall, COALESCE(o.device_id, t.device_id, 0) AS device, COALESCE(o.meal_period, 0) AS meal,
           COALESCE(c.psn_type_id, 0) AS psn, ${pay(p, 'o.pay_type')} AS pay, COALESCE(t.operator_id, 0) AS operator, COALESCE(t.cust_id, 0) AS person,
           ${hour(m, 't.at')} AS hour, ${otype(p, 'o.order_type')} AS otype,
           t.amount, w.cash, w.subsidy, w.gift, 0 AS qty, 0 AS discount, 0 AS points
      FROM money_txns t
      LEFT JOIN orders o ON o.merchant_id = t.merchant_id AND o.id = t.ref_id
      LEFT JOIN customers c ON c.id = t.cust_id
      ${wallets(p)}
     WHERE t.merchant_id = ${m.merchant} AND t.trade_type = ${TRADE_TYPES.refund.code} AND t.at >= ${m.from} AND t.at < ${m.to}`);
  // Dishes: the lines of the day's counted orders, by dish and stall.
  await run('(dish, key2)', (m, p) => `
    SELECT ${FACT.dish}::smallint AS fact, COALESCE(o.canteen_id, 0) AS canteen_id, COALESCE(c.org_id, 0) AS org_id, ${m.day}::date AS link_day,
           COALESCE(i.dish_id, 0) AS dish, COALESCE(o.stall_id, 0) AS key2,
           i.amount, 0 AS cash, 0 AS subsidy, 0 AS gift, i.qty AS qty, 0 AS discount, 0 AS points
      FROM order_items i
      JOIN orders o ON o.id = i.order_id
      JOIN customers c ON c.id = o.cust_id
     WHERE o.merchant_id = ${m.merchant} AND o.ordered_at >= ${m.from} AND o.ordered_at < ${m.to} AND ${counted(p)}`);
  // Every money operation of the day by its trade type; wallets as the operation's magnitude (positive).
  await run(MONEY_SETS, (m, p) => `
    SELECT t.trade_type AS fact, COALESCE(t.canteen_id, 0) AS canteen_id, COALESCE(c.org_id, 0) AS org_id, ${m.day}::date AS link_day,
           COALESCE(t.device_id, 0) AS device, COALESCE(c.psn_type_id, 0) AS psn, ${pay(p, 't.pay_type')} AS pay,
           COALESCE(t.operator_id, 0) AS operator, COALESCE(t.cust_id, 0) AS person, ${hour(m, 't.at')} AS hour,
           t.amount, w.cash, w.subsidy, w.gift, 0 AS qty, 0 AS discount, 0 AS points
      FROM money_txns t
      LEFT JOIN customers c ON c.id = t.cust_id
      ${wallets(p)}
     WHERE t.merchant_id = ${m.merchant} AND t.at >= ${m.from} AND t.at < ${m.to}`);
  await rebuildBalanceCloses(tx, merchantId, zone, day);
}

/** The person's wallets of operation t, as its magnitude (positive): the ledger's person entries times the trade's sign. */
const WALLETS = `CROSS JOIN LATERAL (
           SELECT COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'cash'), 0) * s.k AS cash,
                  COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'subsidy'), 0) * s.k AS subsidy,
                  COALESCE(sum(e.amount) FILTER (WHERE e.wallet = 'gift'), 0) * s.k AS gift
             FROM (SELECT CASE WHEN t.trade_type = ANY($NEGATIVE) THEN -1 ELSE 1 END AS k) s
             LEFT JOIN ledger_entries e ON e.txn_id = t.id AND e.account_id IS NOT NULL
            GROUP BY s.k) w`;

const ORDER_SETS = '(), (stall), (device), (meal), (psn), (pay), (operator), (person), (hour), (otype)';
const MONEY_SETS = '(), (device), (psn), (pay), (operator), (person), (hour)';

/** Each grouping set's dimension code, from which of its columns is grouped. */
const SET_DIMS: [string, number][] = [
  ['stall', DIM.stall],
  ['device', DIM.device],
  ['meal', DIM.meal],
  ['psn', DIM.personType],
  ['pay', DIM.payType],
  ['operator', DIM.operator],
  ['person', DIM.person],
  ['dish', DIM.dish],
  ['hour', DIM.hour],
  ['otype', DIM.orderType],
];
const present = (sets: string) => SET_DIMS.filter(([col]) => new RegExp(`\\b${col}\\b`).test(sets));
const dimCase = (sets: string) => `CASE ${present(sets).map(([col, dim]) => `WHEN GROUPING(${col}) = 0 THEN ${dim}`).join(' ')} ELSE ${DIM.none} END`;
const keyOf = (sets: string) => `COALESCE(${present(sets).map(([col]) => col).join(', ')}, 0)`;

/**
 * The day's balance closes: each account's net movement per wallet that day and its wallets at the day's end (the
 * last close before it plus the net). What the day's net changed by (a backdated entry, a first fold after later
 * days) is added to every later close of the account, so closes stay the running sum whatever order days fold in.
 */
async function rebuildBalanceCloses(tx: Db, merchantId: number, zone: string, day: string): Promise<void> {
  const moves = `SELECT account_id,
           COALESCE(sum(amount) FILTER (WHERE wallet = 'cash'), 0) AS nc,
           COALESCE(sum(amount) FILTER (WHERE wallet = 'subsidy'), 0) AS ns,
           COALESCE(sum(amount) FILTER (WHERE wallet = 'gift'), 0) AS ng
      FROM ledger_entries
     WHERE merchant_id = $1 AND at >= (($2::date)::timestamp AT TIME ZONE $3) AND at < (($2::date + 1)::timestamp AT TIME ZONE $3)
       AND account_id IS NOT NULL
     GROUP BY account_id`;
  // The day's old rows go, and every later close moves by what the day's net changed by (one statement sees one
  // snapshot, so the new rows are written by the next).
  await tx.query(
    `WITH old AS (DELETE FROM rpt_balance_closes WHERE merchant_id = $1 AND day = $2 RETURNING account_id, net_cash, net_subsidy, net_gift),
     mv AS (${moves}),
     delta AS (SELECT account_id, sum(dc) AS dc, sum(ds) AS ds, sum(dg) AS dg FROM (
                 SELECT account_id, nc AS dc, ns AS ds, ng AS dg FROM mv
                 UNION ALL SELECT account_id, -net_cash, -net_subsidy, -net_gift FROM old) x
               GROUP BY account_id HAVING sum(dc) <> 0 OR sum(ds) <> 0 OR sum(dg) <> 0)
     UPDATE rpt_balance_closes c SET cash = c.cash + d.dc, subsidy = c.subsidy + d.ds, gift = c.gift + d.dg
       FROM delta d WHERE c.merchant_id = $1 AND c.account_id = d.account_id AND c.day > $2::date`,
    [merchantId, day, zone],
  );
  await tx.query(
    `WITH mv AS (${moves})
     INSERT INTO rpt_balance_closes (merchant_id, account_id, day, net_cash, net_subsidy, net_gift, cash, subsidy, gift)
     SELECT $1, mv.account_id, $2::date, mv.nc, mv.ns, mv.ng, COALESCE(p.cash, 0) + mv.nc, COALESCE(p.subsidy, 0) + mv.ns, COALESCE(p.gift, 0) + mv.ng
       FROM mv LEFT JOIN LATERAL (
         SELECT cash, subsidy, gift FROM rpt_balance_closes p
          WHERE p.merchant_id = $1 AND p.account_id = mv.account_id AND p.day < $2::date ORDER BY p.day DESC LIMIT 1) p ON true`,
    [merchantId, day, zone],
  );
}
