import type { Ctx } from '../../platform/context';
import { port } from '../../platform/port';

/**
 * What the accounts module needs of the orders module above it: whether an order may still be refunded (the
 * merchant's refund period counts from the day of its meal, which for a booking the order centre knows). Wired in
 * src/compose.ts.
 */
export interface RefundPeriod {
  /** 42200 refundPeriodOver when the order's refund period has ended; nothing is written. */
  assertOpen(ctx: Ctx, order: { orderId: number; orderedAt: string }): Promise<void>;
}

export const refundPeriod = port<RefundPeriod>('accounts → orders: refund period');

/** What the accounts module needs of the menu module above it: the merchant's dishes a payment's items name. */
export interface DishCatalogue {
  /** Each id's name on the merchant's menu, or null for an id that is none of its dishes. */
  namesOf(ctx: Ctx, dishIds: readonly number[]): Promise<(string | null)[]>;
}

export const dishCatalogue = port<DishCatalogue>('accounts → menu: dish catalogue');

/** What the order centre does when the money core wholly refunds an order, in the refund's transaction. */
export interface OrderRefunded {
  /** A meal of the order still booked is cancelled; one handed over stays handed over. */
  whollyRefunded(ctx: Ctx, orderId: number): Promise<void>;
}

export const orderRefunded = port<OrderRefunded>('accounts → orders: order wholly refunded');
