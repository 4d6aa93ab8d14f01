import type { AreaDishSaleRow, DishSaleRow, Page, SaleAnalysisBy, SaleAnalysisRow } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { likeContains, type Paging, type Where } from '../../platform/sql';
import { reportPage, type ReportSql } from '../../platform/report';
import { FACT } from './facts';
import { freshRollups, rollupWhere, type RollupFilter } from './rollups';
import { col, money, salesExport, sumsOf } from './salesReport';

/**
 * Dish sales, area dish sales and sale analysis (/baobiaozhongxin/caipinxiaoshouSum), read from the rollups: the
 * dish fact (order lines of the orders paid each day, by dish and stall) and the sale and refund facts.
 */

export interface DishFilter extends RollupFilter {
  dishName?: string;
  stallId?: number;
}
type DishSum = { qty: number; amount: number };

/** The dish lines of the range and filters; the dish `d` joined for its name. */
function dishWhere(ctx: Ctx, q: DishFilter): Where {
  const w = rollupWhere(ctx, [FACT.dish], 'dish', q);
  if (q.stallId !== undefined) w.add('r.key2 = ?', q.stallId);
  if (q.dishName) w.add('d.name ILIKE ?', likeContains(q.dishName));
  return w;
}
const DISH_JOIN = 'LEFT JOIN menu_dishes d ON d.merchant_id = r.merchant_id AND d.id = r.key';

function dishSalesSql(ctx: Ctx, q: DishFilter): ReportSql {
  const w = dishWhere(ctx, q);
  return {
    sql: `SELECT r.key::int AS "dishId", COALESCE(min(d.name), '') AS "dishName", sum(r.qty)::float8 AS qty, sum(r.amount)::float8 AS amount,
            COALESCE(round(sum(r.amount)::numeric / NULLIF(sum(sum(r.amount)) OVER (), 0), 4), 0)::float8 AS share
          FROM rpt_rollups r ${DISH_JOIN}
          WHERE ${w.sql} GROUP BY r.key`,
    params: w.params,
    order: `amount DESC, "dishId"`,
    sums: sumsOf(['qty', 'amount']),
  };
}

export async function dishSales(ctx: Ctx, q: DishFilter & Paging): Promise<Page<DishSaleRow> & { sum: DishSum }> {
  await freshRollups(ctx);
  return reportPage(ctx, dishSalesSql(ctx, q), q);
}
export async function dishSalesExport(ctx: Ctx, q: DishFilter): Promise<FileReply> {
  await freshRollups(ctx);
  return salesExport(ctx, dishSalesSql(ctx, q), 'dishSales', [col('dishName', { width: 24 }), col('qty'), money('amount'), col('share')]);
}

function areaDishSql(ctx: Ctx, q: DishFilter): ReportSql {
  const w = dishWhere(ctx, q);
  return {
    sql: `SELECT concat_ws('|', r.canteen_id, r.key2, r.key) AS "groupKey", r.canteen_id AS "canteenId", COALESCE(min(cn.name), '') AS "canteenName",
            r.key2::int AS "stallId", COALESCE(min(s.name), '') AS "stallName", r.key::int AS "dishId", COALESCE(min(d.name), '') AS "dishName",
            sum(r.qty)::float8 AS qty, sum(r.amount)::float8 AS amount
          FROM rpt_rollups r ${DISH_JOIN}
          LEFT JOIN canteens cn ON cn.merchant_id = r.merchant_id AND cn.id = r.canteen_id
          LEFT JOIN stalls s ON s.merchant_id = r.merchant_id AND s.id = r.key2
          WHERE ${w.sql} GROUP BY r.canteen_id, r.key2, r.key`,
    params: w.params,
    order: `"canteenName", "canteenId", "stallName", "stallId", amount DESC, "dishId"`,
    sums: sumsOf(['qty', 'amount']),
  };
}

export async function areaDishSales(ctx: Ctx, q: DishFilter & Paging): Promise<Page<AreaDishSaleRow> & { sum: DishSum }> {
  await freshRollups(ctx);
  return reportPage(ctx, areaDishSql(ctx, q), q);
}
export async function areaDishSalesExport(ctx: Ctx, q: DishFilter): Promise<FileReply> {
  await freshRollups(ctx);
  return salesExport(ctx, areaDishSql(ctx, q), 'areaDishSales', [col('canteenName'), col('stallName'), col('dishName', { width: 24 }), col('qty'), money('amount')]);
}

// ---- sale analysis ----------------------------------------------------------------------------------------------

export interface SaleAnalysisQuery extends RollupFilter {
  by: SaleAnalysisBy;
}
type SaleAnalysisSum = Record<'orders' | 'amount' | 'avgTicket' | 'discount' | 'points' | 'refunds' | 'refundAmount' | 'net', number>;

/**
 * Per day, the person rows (one per person who paid or was refunded that day), so that the day's different diners
 * are counted too; per hour, the hour rows. Refunds are those made in the range, on their own day and hour.
 */
function saleAnalysisSql(ctx: Ctx, q: SaleAnalysisQuery): ReportSql {
  const byDay = q.by === 'day';
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund], byDay ? 'person' : 'hour', q);
  const sale = `r.fact = ${FACT.sale}`;
  const refund = `r.fact = ${FACT.refund}`;
  const s = (c: string, cond: string) => `COALESCE(sum(r.${c}) FILTER (WHERE ${cond}), 0)`;
  const key = byDay ? 'r.day' : 'r.key';
  return {
    sql: `SELECT ${byDay ? `to_char(r.day, 'YYYY-MM-DD')` : `lpad(r.key::text, 2, '0')`} AS "groupKey",
            ${byDay ? `to_char(r.day, 'YYYY-MM-DD')` : 'NULL::text'} AS day, ${byDay ? 'NULL::int' : 'r.key::int'} AS hour,
            ${s('n', sale)}::float8 AS orders, ${byDay ? `count(DISTINCT r.key) FILTER (WHERE ${sale})::int` : 'NULL::int'} AS persons,
            ${s('amount', sale)}::float8 AS amount, COALESCE(round(${s('amount', sale)}::numeric / NULLIF(${s('n', sale)}, 0)), 0)::float8 AS "avgTicket",
            ${s('discount', sale)}::float8 AS discount, ${s('points', sale)}::float8 AS points,
            ${s('n', refund)}::float8 AS refunds, ${s('amount', refund)}::float8 AS "refundAmount", (${s('amount', sale)} - ${s('amount', refund)})::float8 AS net
          FROM rpt_rollups r WHERE ${w.sql} GROUP BY ${key}`,
    params: w.params,
    order: `"groupKey"`,
    sums: `${sumsOf(['orders', 'amount', 'discount', 'points', 'refunds', 'refundAmount', 'net'])},
           COALESCE(round(sum(q.amount)::numeric / NULLIF(sum(q.orders), 0)), 0)::float8 AS "avgTicket"`,
  };
}

export async function saleAnalysis(ctx: Ctx, q: SaleAnalysisQuery & Paging): Promise<Page<SaleAnalysisRow> & { sum: SaleAnalysisSum }> {
  await freshRollups(ctx);
  return reportPage(ctx, saleAnalysisSql(ctx, q), q);
}
export async function saleAnalysisExport(ctx: Ctx, q: SaleAnalysisQuery): Promise<FileReply> {
  await freshRollups(ctx);
  const first = q.by === 'day' ? [col('day', { width: 12 }), col('orders'), col('persons')] : [col('hour', { width: 8 }), col('orders')];
  return salesExport(ctx, saleAnalysisSql(ctx, q), 'saleAnalysis', [
    ...first,
    money('amount'),
    money('avgTicket'),
    money('discount'),
    col('points'),
    col('refunds'),
    money('refundAmount'),
    money('net'),
  ]);
}
