import type { Ctx } from '../../platform/context';
import { recordEvent } from './events';

/**
 * Opens the person's account with three empty wallets (DESIGN §5). Every person has exactly one; the people
 * module calls this when it adds someone, in the same transaction. Returns the account id.
 */
export async function openAccount(ctx: Ctx, custId: number): Promise<number> {
  const row = (
    await ctx.db.query<{ id: number }>(`INSERT INTO accounts (merchant_id, cust_id) VALUES ($1, $2) RETURNING id`, [ctx.merchantId, custId])
  )[0];
  await recordEvent(ctx, { accountId: row.id, custId, event: 'open', toState: 'normal' });
  return row.id;
}

/** Opens accounts for many people at once (imports); returns their ids in the order given. */
export async function openAccounts(ctx: Ctx, custIds: number[]): Promise<number[]> {
  if (!custIds.length) return [];
  const rows = await ctx.db.query<{ id: number; cust_id: number }>(
    `INSERT INTO accounts (merchant_id, cust_id) SELECT $1, unnest($2::int[]) RETURNING id, cust_id`,
    [ctx.merchantId, custIds],
  );
  const byCust = new Map(rows.map((r) => [r.cust_id, r.id]));
  const ids = custIds.map((c) => byCust.get(c)!);
  await ctx.db.query(
    `INSERT INTO account_events (merchant_id, account_id, cust_id, event, to_state, operator_id, operator_name)
     SELECT $1, unnest($2::int[]), unnest($3::int[]), 'open', 'normal', $4, $5`,
    [ctx.merchantId, ids, custIds, ctx.actor?.userId ?? null, ctx.actor?.username ?? ''],
  );
  return ids;
}
