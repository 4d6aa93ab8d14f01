import type { ordersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { businessRule } from '../../platform/http/errors';
import { orderQueries } from '../accounts';
import { orderDetailOf } from './orderDetail';
import { applyRefund, approveRefund, cancelRefund, partRefund, refundCheckOf, refundRequestById, refundRequestPage, rejectRefund, setRefundRemark } from './refunds';

const noPaging = <Q extends { page: number; limit: number }>({ page: _p, limit: _l, ...rest }: Q) => rest;

export const ordersHandlers: Handlers<typeof ordersEndpoints> = {
  'orders.page': (ctx, q) => orderQueries.orderPage(ctx, q),
  'orders.export': (ctx, q) => orderQueries.orderExport(ctx, noPaging(q)),
  'orders.outerPage': (ctx, q) => orderQueries.orderPage(ctx, { ...q, orderType: 'external' }),
  'orders.get': (ctx, { id }) => orderDetailOf(ctx, id),
  'orders.update': (ctx, { id, remark }) => orderQueries.setOrderRemark(ctx, id, remark),
  'orders.remove': (ctx, { id }) => orderQueries.voidErrorOrder(ctx, id),
  'orders.refundDetailPage': (ctx, q) => orderQueries.refundRecordPage(ctx, 'all', q),
  'orders.refundCheck': (ctx, input) => refundCheckOf(ctx, input),
  'orders.partRefund': (ctx, input) => partRefund(ctx, input),
  'orders.refundApply': (ctx, input) => applyRefund(ctx, input, 'console'),
  'orders.appRefundApply': (ctx, input) => applyRefund(ctx, input, 'app'),
  'orders.refundRequestPage': (ctx, q) => refundRequestPage(ctx, q),
  'orders.refundApprove': (ctx, { id }) => approveRefund(ctx, id),
  'orders.refundReject': (ctx, input) => rejectRefund(ctx, input),
  'orders.refundGet': (ctx, { id }) => refundRequestById(ctx, id),
  'orders.refundUpdate': (ctx, input) => setRefundRemark(ctx, input),
  'orders.refundRemove': (ctx, { id }) => cancelRefund(ctx, id),
  'orders.refundReport': (ctx, { kind, ...q }) => orderQueries.refundRecordPage(ctx, kind, q),
  'orders.refundReportExport': (ctx, { kind, ...q }) => orderQueries.refundRecordExport(ctx, kind, noPaging(q)),
  'orders.rechargeGet': (ctx, { id }) => orderQueries.rechargeById(ctx, id),
  'orders.rechargeUpdate': (ctx, { id, remark }) => orderQueries.setRechargeRemark(ctx, id, remark),
  // A recharge is taken back by revoking it (a new money operation), never by deleting its record.
  'orders.rechargeRemove': async (ctx, { id }) => {
    await orderQueries.rechargeById(ctx, id);
    throw businessRule('rechargeNotRemovable');
  },
};
