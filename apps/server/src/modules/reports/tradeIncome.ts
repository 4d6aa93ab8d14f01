import { INCOME_SUM_KEYS, RECHARGE_PAY_TYPES, REPORT_PAY_TYPES, TRADE_TYPES, type IncomeSumRow, type IncomeSumTotals, type Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { reportPage, type ReportSql } from '../../platform/report';
import type { Paging } from '../../platform/sql';
import { FACT } from './facts';
import { freshRollups, rollupWhere, type RollupFilter } from './rollups';
import { col, money, sums, tradeExport } from './tradeReport';

/**
 * Income sum (/baobiaozhongxin/incomesum, menu 1204000), per local day and canteen from the rollups: consumption of
 * the day (orders paid) less the day's refunds, split by wallet, and money taken in: recharges by how they were paid,
 * less revoked recharges and withdrawals paid out. It reads the pay-type dimension, whose rows cover every operation
 * once (key 0 = none), so consumption and recharges by pay type come from the same rows.
 */

const RECHARGE = TRADE_TYPES.recharge.code;
const REVOKE = TRADE_TYPES.revokeRecharge.code;
const WITHDRAW = TRADE_TYPES.withdrawal.code;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

async function incomeSumSql(ctx: Ctx, q: RollupFilter): Promise<ReportSql> {
  await freshRollups(ctx);
  const w = rollupWhere(ctx, [FACT.sale, FACT.refund, RECHARGE, REVOKE, WITHDRAW], 'payType', q);
  const s = (column: string, cond: string) => `COALESCE(sum(r.${column}) FILTER (WHERE ${cond}), 0)`;
  const sale = `r.fact = ${FACT.sale}`;
  const refund = `r.fact = ${FACT.refund}`;
  const net = (wallet: string) => `(${s(wallet, sale)} - ${s(wallet, refund)})`;
  const byPay = RECHARGE_PAY_TYPES.map((p) => `${s('amount', `r.fact = ${RECHARGE} AND r.key = ${REPORT_PAY_TYPES.indexOf(p) + 1}`)}::float8 AS "recharge${cap(p)}"`);
  const taken = `(${s('amount', `r.fact = ${RECHARGE}`)} - ${s('amount', `r.fact = ${REVOKE}`)} - ${s('amount', `r.fact = ${WITHDRAW}`)})`;
  const merchant = w.param(ctx.merchantId);
  return {
    sql: `SELECT r.day::text AS day, r.canteen_id AS "canteenId", COALESCE(min(cn.name), '') AS "canteenName",
            ${s('amount', sale)}::float8 AS "consumeAmount", ${s('amount', refund)}::float8 AS "refundAmount",
            ${net('cash')}::float8 AS "netCash", ${net('subsidy')}::float8 AS "netSubsidy", ${net('gift')}::float8 AS "netGift",
            (${s('amount', sale)} - ${s('amount', refund)})::float8 AS "netConsume",
            ${byPay.join(', ')},
            ${s('amount', `r.fact = ${RECHARGE}`)}::float8 AS recharge, ${s('amount', `r.fact = ${REVOKE}`)}::float8 AS revoked,
            ${s('amount', `r.fact = ${WITHDRAW}`)}::float8 AS withdrawn, ${taken}::float8 AS "takenIn"
          FROM rpt_rollups r
          LEFT JOIN canteens cn ON cn.merchant_id = ${merchant} AND cn.id = r.canteen_id
          WHERE ${w.sql}
          GROUP BY r.day, r.canteen_id`,
    params: w.params,
    order: `day, "canteenName", "canteenId"`,
    sums: sums(INCOME_SUM_KEYS),
  };
}

export const incomeSum = async (ctx: Ctx, q: RollupFilter & Paging): Promise<Page<IncomeSumRow> & { sum: IncomeSumTotals }> => reportPage(ctx, await incomeSumSql(ctx, q), q);

export const incomeSumExport = async (ctx: Ctx, q: RollupFilter): Promise<FileReply> =>
  tradeExport(ctx, await incomeSumSql(ctx, q), 'incomeSum', [col('day', { width: 12 }), col('canteenName'), ...INCOME_SUM_KEYS.map((k) => money(k))]);
