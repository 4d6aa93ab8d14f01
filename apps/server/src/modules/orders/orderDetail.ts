import type { OrderDetail } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { orderById, orderLedger } from './orderRecord';
import { linesRefunded, requestsOfOrder } from './refunds';

/** One order as the detail drawer shows it: lines (with what each paid and got back), marketing, ledger rows, requests. */
export async function orderDetailOf(ctx: Ctx, orderId: number): Promise<OrderDetail> {
  const order = await orderById(ctx, orderId);
  const [items, ledger, refundRequests] = [await linesRefunded(ctx, order), await orderLedger(ctx, orderId), await requestsOfOrder(ctx, orderId)];
  const { orgId: _orgId, ...row } = order;
  return { ...row, items, ledger, refundRequests };
}
