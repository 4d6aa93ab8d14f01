import type { ordersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { businessRule } from '../../platform/http/errors';
import { orderDetailOf } from './orderDetail';
import { orderExport, orderPage } from './orderPages';
import { editOrderRemark, removeErrorOrder } from './orderRecord';
import { editRechargeRemark, rechargeById } from './recharges';
import { refundRecordExport, refundRecordPage } from './refundRecords';
import { applyRefund, approveRefund, cancelRefund, partRefund, refundCheckOf, refundRequestById, refundRequestPage, rejectRefund, setRefundRemark } from './refunds';

const noPaging = <Q extends { page: number; limit: number }>({ page: _p, limit: _l, ...rest }: Q) => rest;

export const ordersHandlers: Handlers<typeof ordersEndpoints> = {
  'orders.page': (ctx, q) => orderPage(ctx, q),
  'orders.export': (ctx, q) => orderExport(ctx, noPaging(q)),
  'orders.outerPage': (ctx, q) => orderPage(ctx, { ...q, orderType: 'external' }),
  'orders.get': (ctx, { id }) => orderDetailOf(ctx, id),
  'orders.update': (ctx, { id, remark }) => editOrderRemark(ctx, id, remark),
  'orders.remove': (ctx, { id }) => removeErrorOrder(ctx, id),
  'orders.refundDetailPage': (ctx, q) => refundRecordPage(ctx, 'all', q),
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
  'orders.refundReport': (ctx, { kind, ...q }) => refundRecordPage(ctx, kind, q),
  'orders.refundReportExport': (ctx, { kind, ...q }) => refundRecordExport(ctx, kind, noPaging(q)),
  'orders.rechargeGet': (ctx, { id }) => rechargeById(ctx, id),
  'orders.rechargeUpdate': (ctx, { id, remark }) => editRechargeRemark(ctx, id, remark),
  // A recharge is taken back by revoking it (a new money operation), never by deleting its record.
  'orders.rechargeRemove': async (ctx, { id }) => {
    await rechargeById(ctx, id);
    throw businessRule('rechargeNotRemovable');
  },
};
