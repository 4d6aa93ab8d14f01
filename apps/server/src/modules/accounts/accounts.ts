import type { Ctx } from '../../platform/context';
import { businessRule } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { bumpDeviceVersion } from '../devices';
import { recordEvent } from './events';
import { closeLots } from './rechargeBonus';

/**
 * Every person has exactly one account (DESIGN §5), opened and cancelled with them in the people module's
 * transaction: the people module reaches these two through its port (people/ports.ts, wired in src/compose.ts).
 */

/** Opens an account with three empty wallets per new person; returns their ids in the order given. */
export async function openAccounts(ctx: Ctx, custIds: number[]): Promise<number[]> {
  if (!custIds.length) return [];
  const rows = await ctx.db.query<{ id: number; cust_id: number }>(
    `INSERT INTO accounts (merchant_id, cust_id) SELECT $1, unnest($2::int[]) RETURNING id, cust_id`,
    [ctx.merchantId, custIds],
  );
  const byPerson = new Map(rows.map((r) => [r.cust_id, r.id]));
  const ids = custIds.map((c) => byPerson.get(c)!);
  await ctx.db.query(
    `INSERT INTO account_events (merchant_id, account_id, cust_id, event, to_state, operator_id, operator_name, at)
     SELECT $1, unnest($2::int[]), unnest($3::int[]), 'open', 'normal', $4, $5, $6`,
    [ctx.merchantId, ids, custIds, ctx.actor?.userId ?? null, ctx.actor?.username ?? '', ctx.now()],
  );
  return ids;
}

interface CancelRow {
  id: number;
  custId: number;
  custName: string;
  state: 'normal' | 'frozen' | 'cancelled';
  rich: boolean;
  cardNo: string | null;
}

/**
 * Cancels the accounts of people being cancelled, all or none: 42200 naming them while an account holds money
 * (cash paid out and subsidy and gift cleared first). Each account still open gets a 'cancel' event; every live card
 * (main and slave) becomes void, and the blacklist version tells the devices. The accounts are locked in id order
 * (the global lock order of the money core), so no recharge slips in meanwhile.
 */
export async function cancelPeopleAccounts(ctx: Ctx, custIds: number[]): Promise<void> {
  if (!custIds.length) return;
  const accounts = await ctx.db.query<CancelRow>(
    `SELECT a.id, a.cust_id AS "custId", c.cust_name AS "custName", a.state, (a.cash <> 0 OR a.subsidy <> 0 OR a.gift <> 0) AS rich,
       (SELECT k.card_no FROM cards k WHERE k.account_id = a.id AND k.kind = 'main' AND k.state IN ('active', 'lost')) AS "cardNo"
       FROM accounts a JOIN people_directory c ON c.id = a.cust_id
      WHERE a.merchant_id = $1 AND a.cust_id = ANY($2::int[])
      ORDER BY a.id FOR NO KEY UPDATE OF a`,
    [ctx.merchantId, custIds],
  );
  const rich = accounts.filter((a) => a.rich).sort((a, b) => a.custId - b.custId);
  if (rich.length) {
    const names = rich.slice(0, 5).map((r) => r.custName).join(', ') + (rich.length > 5 ? ' …' : '');
    throw businessRule('custHasMoney', { names });
  }
  const open = accounts.filter((a) => a.state !== 'cancelled');
  const ids = accounts.map((a) => a.id);
  await closeLots(ctx, ids);
  await ctx.db.query(`UPDATE cards SET state = 'cancelled', ended_at = $3 WHERE merchant_id = $1 AND account_id = ANY($2::int[]) AND state IN ('active', 'lost')`, [
    ctx.merchantId,
    ids,
    ctx.now(),
  ]);
  await ctx.db.query(`UPDATE accounts SET state = 'cancelled', updated_at = $3 WHERE merchant_id = $1 AND id = ANY($2::int[]) AND state <> 'cancelled'`, [
    ctx.merchantId,
    open.map((a) => a.id),
    ctx.now(),
  ]);
  const remark = translate(ctx.lang, 'accountCancelledWithPerson');
  for (const a of open) {
    await recordEvent(ctx, { accountId: a.id, custId: a.custId, event: 'cancel', cardNo: a.cardNo, fromState: a.state, toState: 'cancelled', remark });
  }
  await bumpDeviceVersion(ctx, 'blacklist');
}
