/**
 * The DESIGN §5 invariants as queries of the rows that break them (none on a sound database). The money tests,
 * the storm and crash suites (tools/src/stress) and anyone debugging a ledger run the same SQL.
 */
export const INVARIANTS: Record<string, { says: string; sql: string }> = {
  unbalancedTxns: {
    says: 'every money transaction sums to zero',
    sql: `SELECT txn_id, SUM(amount) AS s FROM ledger_entries GROUP BY txn_id HAVING SUM(amount) <> 0`,
  },
  walletsOff: {
    says: 'wallet balance = Σ its ledger rows = newest balance_after',
    sql: `SELECT a.id, x.wallet, x.balance, s.total, last.balance_after FROM accounts a
     CROSS JOIN LATERAL (VALUES ('cash', a.cash), ('subsidy', a.subsidy), ('gift', a.gift)) AS x(wallet, balance)
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.account_id = a.id AND l.wallet = x.wallet) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.account_id = a.id AND l.wallet = x.wallet ORDER BY id DESC LIMIT 1) last ON true
     WHERE x.balance <> COALESCE(s.total, 0) OR x.balance <> COALESCE(last.balance_after, 0)`,
  },
  booksOff: {
    says: 'book balance = Σ its ledger rows = newest balance_after',
    sql: `SELECT b.id, b.balance, s.total FROM ledger_books b
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.book_id = b.id) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.book_id = b.id ORDER BY id DESC LIMIT 1) last ON true
     WHERE b.balance <> COALESCE(s.total, 0) OR b.balance <> COALESCE(last.balance_after, 0)`,
  },
  overdrawn: {
    says: 'no balance below the overdraft limit',
    sql: `SELECT a.id, a.cash FROM accounts a LEFT JOIN merchant_settings s ON s.merchant_id = a.merchant_id AND s.key = 'account'
     WHERE a.subsidy < 0 OR a.gift < 0 OR a.cash < -COALESCE((s.value->>'overdraftLimit')::bigint, 0)`,
  },
  refundsOver: {
    says: 'no refund above what was paid',
    sql: `SELECT id FROM orders WHERE refunded_subsidy > paid_subsidy OR refunded_gift > paid_gift OR refunded_cash > paid_cash
       OR (state = 'refunded' AND refunded_subsidy + refunded_gift + refunded_cash <> amount)`,
  },
  halfDone: {
    says: 'every paid order has its money transaction, and ledger rows unless a coupon or points paid it whole',
    sql: `SELECT o.id FROM orders o LEFT JOIN money_txns t ON t.id = o.txn_id
     WHERE o.state = 'paid' AND (t.id IS NULL OR (o.amount > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.txn_id = t.id))
       OR (o.amount = 0 AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.txn_id = t.id)))`,
  },
};

/** Each invariant's breaking rows. */
export async function invariantBreaches(query: <T>(sql: string) => Promise<T[]>): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, { sql }] of Object.entries(INVARIANTS)) out[name] = await query(sql);
  return out;
}
