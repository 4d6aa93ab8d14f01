import type { OrderSumRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { orderSumSql, type OrderSumQuery } from '../accounts';
import { col, exportSql, labelled } from './bookingsSql';
import { pageOfSql, type ListSql } from './listSql';

/** The order centre summary (ordersum) and the outer orders' summary (outOrdsum), read from the accounts' orders. */
interface Totals {
  orders: number;
  amount: number;
  refunded: number;
  net: number;
}

async function totalsOf(ctx: Ctx, list: ListSql): Promise<Totals> {
  return (
    await ctx.db.query<Totals>(
      `SELECT COALESCE(sum(orders), 0)::int AS orders, COALESCE(sum(amount), 0)::bigint AS amount, COALESCE(sum(refunded), 0)::bigint AS refunded, COALESCE(sum(net), 0)::bigint AS net
       FROM (${list.sql}) q`,
      list.params,
    )
  )[0];
}

async function sumPage(ctx: Ctx, q: OrderSumQuery & { page: number; limit: number }): Promise<Page<OrderSumRow> & { sum: Totals }> {
  const list = await orderSumSql(ctx, q);
  const [page, totals] = [await pageOfSql<OrderSumRow>(ctx, list, q), await totalsOf(ctx, list)];
  return { ...page, sum: totals };
}

async function sumExport(ctx: Ctx, q: OrderSumQuery, title: 'orderSum' | 'outOrderSum') {
  const list = await orderSumSql(ctx, q);
  const totals = await totalsOf(ctx, list);
  const columns = [
    col('day'),
    col('canteenName'),
    ...(title === 'orderSum' ? [col('mealPeriod', labelled.mealPeriod)] : []),
    col('payType', labelled.payType),
    ...(title === 'orderSum' ? [col('orderType', labelled.orderType)] : []),
    col('orders'),
    col('amount', { money: true }),
    col('refunded', { money: true }),
    col('net', { money: true }),
  ];
  return exportSql(ctx, list, title, columns, { ...totals });
}

export const orderSum = (ctx: Ctx, q: OrderSumQuery & { page: number; limit: number }) => sumPage(ctx, q);
export const orderSumExport = (ctx: Ctx, q: OrderSumQuery) => sumExport(ctx, q, 'orderSum');
/** External orders only (order type 'external'): what outer systems charged. */
export const outOrderSum = (ctx: Ctx, q: Omit<OrderSumQuery, 'orderType' | 'mealPeriod'> & { page: number; limit: number }) => sumPage(ctx, { ...q, orderType: 'external' });
export const outOrderSumExport = (ctx: Ctx, q: Omit<OrderSumQuery, 'orderType' | 'mealPeriod'>) => sumExport(ctx, { ...q, orderType: 'external' }, 'outOrderSum');
