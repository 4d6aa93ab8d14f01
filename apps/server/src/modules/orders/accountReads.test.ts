import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The accounts module owns the orders, their lines, the money operations and the ledger; the order centre reads them
 * through that module's views (migration 0072: order_records, order_lines, money_operations, wallet_entries,
 * money_operation_wallets) and writes them only through its services. A statement here naming a table fails.
 */
const ACCOUNT_TABLES = /\b(?:FROM|JOIN|UPDATE|INTO)\s+(orders|order_items|money_txns|ledger_entries)\b/g;

describe('the orders module and the accounts tables', () => {
  it('names none of them in its SQL', () => {
    const dir = import.meta.dirname;
    const named = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(ACCOUNT_TABLES)].map((m) => `${f}: ${m[0]}`));
    expect(named).toEqual([]);
  });
});
