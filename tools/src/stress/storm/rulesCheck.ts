import { isDeepStrictEqual } from 'node:util';
import type { RulesOp } from './rulesStorm';

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Operations whose money transaction is under the caller's own bizNo (a meal cancellation's is the server's). */
const OWN_BIZNO: RulesOp['kind'][] = ['recharge', 'withdraw', 'revoke', 'consume', 'partRefund', 'book'];

/**
 * What must hold after the rules storm, as counts of breaking cases (all 0 on a sound server): the journal against
 * the money transactions, and the rules' own bookkeeping — no bonus left in a gift wallet for a recharge that was
 * paid out or revoked, and every person's points = earned − spent − reversed (+ returned), never below zero.
 */
export async function rulesStormBreaches(query: Query, journal: RulesOp[], custIds: number[], fundingPrefix: string): Promise<Record<string, number>> {
  const own = journal.filter((o) => OWN_BIZNO.includes(o.kind));
  const rows = await query<{ biz_no: string }>(`SELECT biz_no FROM money_txns WHERE merchant_id = 1 AND biz_no = ANY($1)`, [[...new Set(own.map((o) => o.bizNo))]]);
  const written = new Set(rows.map((r) => r.biz_no));
  const firsts = new Map(journal.filter((o) => !o.repeat).map((o) => [o.bizNo, o]));
  const out: Record<string, number> = { missingAcked: 0, refusedWritten: 0, repeatsDiffer: 0, serverErrors: 0 };
  for (const op of journal) {
    if (op.code === 50000) out.serverErrors++;
    if (op.repeat) {
      if (op.code !== 'lost' && (op.code !== 10000 || !isDeepStrictEqual(op.data, firsts.get(op.bizNo)?.data))) out.repeatsDiffer++;
    } else if (OWN_BIZNO.includes(op.kind) && op.code !== 'lost') {
      if (op.code === 10000 && !written.has(op.bizNo)) out.missingAcked++;
      if (op.code !== 10000 && written.has(op.bizNo)) out.refusedWritten++;
    }
  }
  // Money the server moved that no acknowledged call asked for: every transaction on the storm's accounts is an
  // operation of the journal, the funding, or the refund of an acknowledged meal cancellation.
  // Two cancellations of one meal at once may both be answered (the second with the first's refund): one refund each meal.
  const cancels = new Set(journal.filter((o) => o.kind === 'cancelMeal' && o.code === 10000 && ((o.data?.refunded as number) ?? 0) > 0).map((o) => o.content.orderId)).size;
  const others = await query<{ n: number; trade: number; bizNo: string }>(
    `SELECT count(*)::int AS n, t.trade_type AS trade, substr(t.biz_no, 1, 4) AS "bizNo" FROM money_txns t JOIN accounts a ON a.id = t.account_id
     WHERE t.merchant_id = 1 AND a.cust_id = ANY($1) AND t.biz_no <> ALL($2) AND t.biz_no NOT LIKE $3
       AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.txn_id = t.id)
     GROUP BY 2, 3`,
    [custIds, [...new Set(journal.map((o) => o.bizNo))], `%${fundingPrefix}-FUND-%`],
  );
  const cancelRefunds = others.find((o) => o.bizNo === '#MB-')?.n ?? 0;
  out.unaskedMoney = Math.abs(cancelRefunds - cancels) + others.filter((o) => o.bizNo !== '#MB-').reduce((n, o) => n + o.n, 0);
  if (out.unaskedMoney) console.error('transactions no acknowledged call asked for:', JSON.stringify(others), 'acknowledged cancellations with money back:', cancels);
  Object.assign(out, await pointBreaches(query, custIds), await bonusBreaches(query, custIds));
  return out;
}

/**
 * Recharge bonuses (docs/MONEY.md, "A bonus goes back with the cash that earned it"): each bonus lot holds its bonus
 * in proportion to its cash not paid out (half up); a revoked recharge's lot holds nothing; and what the lots gave
 * back is exactly what went back to the gift book (from the gift wallet or, where spent, from cash).
 */
async function bonusBreaches(query: Query, custIds: number[]): Promise<Record<string, number>> {
  const r = await query<{ lotsOff: number; revokedOpen: number; notReturned: number }>(
    `WITH lots AS (SELECT b.* FROM recharge_bonuses b JOIN accounts a ON a.id = b.account_id WHERE a.merchant_id = 1 AND a.cust_id = ANY($1)),
     back AS (
       SELECT t.account_id, SUM(l.amount) AS returned FROM ledger_entries l JOIN ledger_books k ON k.id = l.book_id JOIN money_txns t ON t.id = l.txn_id
        WHERE k.kind = 'gift' AND l.trade_type = 3 AND t.account_id IN (SELECT account_id FROM lots) GROUP BY t.account_id)
     SELECT
       (SELECT count(*) FROM lots WHERE gift_left <> (2 * gift * cash_left + cash) / (2 * cash))::int AS "lotsOff",
       (SELECT count(*) FROM lots JOIN money_txns t ON t.id = lots.txn_id WHERE t.state = 'revoked' AND (lots.cash_left > 0 OR lots.gift_left > 0))::int AS "revokedOpen",
       (SELECT count(*) FROM (SELECT account_id, SUM(gift - gift_left) AS taken FROM lots GROUP BY account_id) x LEFT JOIN back USING (account_id)
          WHERE x.taken <> COALESCE(back.returned, 0))::int AS "notReturned"`,
    [custIds],
  );
  return { bonusLotsOff: r[0]!.lotsOff, bonusOfRevokedHeld: r[0]!.revokedOpen, bonusNotReturned: r[0]!.notReturned };
}

/** Points: balance = Σ entries = earned − spent + returned − reversed, never negative; what orders earned and spent is what the entries say. */
async function pointBreaches(query: Query, custIds: number[]): Promise<Record<string, number>> {
  const r = await query<{ off: number; negative: number; ordersOff: number }>(
    `WITH e AS (
       SELECT cust_id, SUM(delta) AS total,
         SUM(delta) FILTER (WHERE reason = 'gain') AS earned, -SUM(delta) FILTER (WHERE reason = 'spend') AS spent,
         SUM(delta) FILTER (WHERE reason = 'return') AS returned, -SUM(delta) FILTER (WHERE reason = 'reverse') AS reversed,
         SUM(delta) FILTER (WHERE reason = 'adjust') AS adjusted
       FROM point_entries WHERE merchant_id = 1 AND cust_id = ANY($1) GROUP BY cust_id),
     o AS (SELECT cust_id, SUM(points_gained) AS gained, SUM(points_used) AS used FROM orders WHERE merchant_id = 1 AND cust_id = ANY($1) GROUP BY cust_id)
     SELECT
       (SELECT count(*) FROM point_balances b LEFT JOIN e USING (cust_id) WHERE b.merchant_id = 1 AND b.cust_id = ANY($1)
          AND (b.balance <> COALESCE(e.total, 0)
            OR b.balance <> COALESCE(e.earned, 0) - COALESCE(e.spent, 0) + COALESCE(e.returned, 0) - COALESCE(e.reversed, 0) + COALESCE(e.adjusted, 0)))::int AS off,
       (SELECT count(*) FROM point_balances b WHERE b.merchant_id = 1 AND b.cust_id = ANY($1) AND b.balance < 0)::int AS negative,
       (SELECT count(*) FROM o LEFT JOIN e USING (cust_id) WHERE COALESCE(e.earned, 0) <> o.gained OR COALESCE(e.spent, 0) <> o.used)::int AS "ordersOff"`,
    [custIds],
  );
  // Each order's earned points go back with its money: floor(earned × refunded ÷ paid), all of them (and the points
  // it spent come back) once wholly refunded.
  const orders = await query<{ n: number }>(
    `WITH per AS (
       SELECT o.id, o.state, o.points_gained AS gained, o.points_used AS used, o.amount AS paid,
         o.refunded_subsidy + o.refunded_gift + o.refunded_cash AS refunded,
         COALESCE((SELECT -SUM(delta) FROM point_entries e WHERE e.merchant_id = 1 AND e.order_id = o.id AND e.reason = 'reverse'), 0) AS reversed,
         COALESCE((SELECT SUM(delta) FROM point_entries e WHERE e.merchant_id = 1 AND e.order_id = o.id AND e.reason = 'return'), 0) AS returned
       FROM orders o WHERE o.merchant_id = 1 AND o.cust_id = ANY($1) AND o.state IN ('paid', 'part_refunded', 'refunded'))
     SELECT count(*)::int AS n FROM per
      WHERE reversed <> CASE WHEN state = 'refunded' OR paid = 0 AND refunded > 0 THEN gained WHEN paid = 0 THEN 0 ELSE (gained * refunded) / paid END
         OR returned <> CASE WHEN state = 'refunded' THEN used ELSE 0 END`,
    [custIds],
  );
  return { pointsOff: r[0]!.off, pointsNegative: r[0]!.negative, pointsNotOrders: r[0]!.ordersOff, pointsNotWithMoney: orders[0]!.n };
}
