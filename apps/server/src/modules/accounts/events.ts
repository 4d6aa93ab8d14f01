import type { Ctx } from '../../platform/context';

export type AccountEvent = 'open' | 'loss' | 'release' | 'replace' | 'freeze' | 'unfreeze' | 'cancel' | 'reopen' | 'limit' | 'slaveCard' | 'baseInfo';

export interface EventRow {
  accountId: number;
  custId: number;
  event: AccountEvent;
  cardNo?: string | null;
  newCardNo?: string | null;
  fromState?: string | null;
  toState?: string | null;
  fee?: number;
  remark?: string;
}

/** One history row of an account or card state change (DESIGN §5: every change leaves one). */
export async function recordEvent(ctx: Ctx, e: EventRow): Promise<void> {
  await ctx.db.query(
    `INSERT INTO account_events (merchant_id, account_id, cust_id, event, card_no, new_card_no, from_state, to_state, fee, remark, operator_id, operator_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      ctx.merchantId,
      e.accountId,
      e.custId,
      e.event,
      e.cardNo ?? null,
      e.newCardNo ?? null,
      e.fromState ?? null,
      e.toState ?? null,
      e.fee ?? 0,
      e.remark ?? '',
      ctx.actor?.userId ?? null,
      ctx.actor?.username ?? '',
      ctx.now(),
    ],
  );
}
