import type { Reconciliation } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { likeContains, Where } from '../../platform/sql';

/**
 * Reconciliation (DESIGN §5 invariants): for the merchant, every wallet balance must equal the sum of its ledger
 * rows and the balance_after of its newest row; every book likewise; every money transaction's rows sum to zero;
 * and the books sum to minus the wallets. Lists every difference found.
 */
export async function reconcile(ctx: Ctx, q: { custName?: string } = {}): Promise<Reconciliation> {
  const w = new Where('a.merchant_id = ?', ctx.merchantId).scope(ctx, 'org', 'c.org_id');
  if (q.custName) w.add('c.cust_name ILIKE ?', likeContains(q.custName));
  const walletRows = await ctx.db.query<{ accId: number; custName: string; wallet: string; balance: number; ledgerSum: number; lastBalanceAfter: number | null }>(
    `WITH w AS (
       SELECT a.id, c.cust_name, x.wallet, x.balance FROM accounts a JOIN people_directory c ON c.id = a.cust_id
       CROSS JOIN LATERAL (VALUES ('cash', a.cash), ('subsidy', a.subsidy), ('gift', a.gift)) AS x(wallet, balance)
       WHERE ${w.sql})
     SELECT w.id AS "accId", w.cust_name AS "custName", w.wallet, w.balance::float8 AS balance,
       COALESCE(s.total, 0)::float8 AS "ledgerSum", last.balance_after::float8 AS "lastBalanceAfter"
     FROM w
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.account_id = w.id AND l.wallet = w.wallet) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.account_id = w.id AND l.wallet = w.wallet ORDER BY l.id DESC LIMIT 1) last ON true
     WHERE w.balance <> COALESCE(s.total, 0) OR w.balance <> COALESCE(last.balance_after, 0)
     ORDER BY w.id, w.wallet LIMIT 1000`,
    w.params,
  );
  const bookRows = await ctx.db.query<{ bookKind: string; balance: number; ledgerSum: number; lastBalanceAfter: number | null }>(
    `SELECT b.kind || CASE WHEN b.canteen_id <> 0 THEN ':' || b.canteen_id ELSE '' END || '#' || b.slot AS "bookKind", b.balance::float8 AS balance,
       COALESCE(s.total, 0)::float8 AS "ledgerSum", last.balance_after::float8 AS "lastBalanceAfter"
     FROM ledger_books b
     LEFT JOIN LATERAL (SELECT SUM(amount) AS total FROM ledger_entries l WHERE l.book_id = b.id) s ON true
     LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.book_id = b.id ORDER BY l.id DESC LIMIT 1) last ON true
     WHERE b.merchant_id = $1 AND (b.balance <> COALESCE(s.total, 0) OR b.balance <> COALESCE(last.balance_after, 0))`,
    [ctx.merchantId],
  );
  const totals = (
    await ctx.db.query<{ accounts: number; entries: number; unbalanced: number; walletTotal: number; bookTotal: number }>(
      `SELECT (SELECT count(*)::int FROM accounts WHERE merchant_id = $1) AS accounts,
         (SELECT count(*)::int FROM ledger_entries WHERE merchant_id = $1) AS entries,
         (SELECT count(*)::int FROM (SELECT txn_id FROM ledger_entries WHERE merchant_id = $1 GROUP BY txn_id HAVING SUM(amount) <> 0) u) AS unbalanced,
         (SELECT COALESCE(SUM(cash + subsidy + gift), 0)::float8 FROM accounts WHERE merchant_id = $1) AS "walletTotal",
         (SELECT COALESCE(SUM(balance), 0)::float8 FROM ledger_books WHERE merchant_id = $1) AS "bookTotal"`,
      [ctx.merchantId],
    )
  )[0];
  return {
    checkedAt: ctx.now().toISOString(),
    accounts: totals.accounts,
    entries: totals.entries,
    unbalancedTxns: totals.unbalanced,
    walletTotal: totals.walletTotal,
    bookTotal: totals.bookTotal,
    differences: [
      ...walletRows.map((r) => ({ ...r, bookKind: null })),
      ...bookRows.map((r) => ({ ...r, accId: null, custName: null, wallet: '' })),
    ],
  };
}
