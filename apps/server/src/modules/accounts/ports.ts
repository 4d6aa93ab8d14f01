import type { RefundAsked, RefundMadeData } from '@canteen/contract';
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

/** What the order centre does when the money core wholly refunds an order, in the refund's transaction. */
export interface OrderRefunded {
  /** A meal of the order still booked is cancelled; one handed over stays handed over. */
  whollyRefunded(ctx: Ctx, orderId: number): Promise<void>;
}

export const orderRefunded = port<OrderRefunded>('accounts → orders: order wholly refunded');

/** What the money core asks the order centre before a refund made from the order pages (ordInfo/whole/order/back). */
export interface OrderPageRefund {
  /**
   * While the merchant's refund review is on, the refund becomes a request waiting for review (its reply), and a
   * repeat of a bizNo the order pages used gets that request's answer; null: the money core refunds at once.
   */
  underReview(ctx: Ctx, input: { orderId: number; bizNo: string; reason?: string }): Promise<RefundMadeData | RefundAsked | null>;
}

export const orderPageRefund = port<OrderPageRefund>('accounts → orders: refund review of the order pages');
