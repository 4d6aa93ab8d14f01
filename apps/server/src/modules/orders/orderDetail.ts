import type { OrderDetail } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { orderQueries } from '../accounts';
import { linesRefunded, requestsOfOrder } from './refunds';

/** One order as the detail drawer shows it: lines (with what each paid and got back), marketing, ledger rows, requests. */
export async function orderDetailOf(ctx: Ctx, orderId: number): Promise<OrderDetail> {
  const order = await orderQueries.orderById(ctx, orderId);
  const [items, ledger, refundRequests] = [await linesRefunded(ctx, order), await orderQueries.orderLedger(ctx, orderId), await requestsOfOrder(ctx, orderId)];
  const { orgId: _orgId, ...row } = order;
  return { ...row, items, ledger, refundRequests };
}
