import { z } from 'zod';
import { Code, type ImportFailure, type ImportRowError } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError, businessRule } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { readSheet, type Sheet } from '../../platform/xlsx/read';
import { exportXlsx, inChunks } from '../../platform/xlsx/export';
import type { FileReply } from '../../platform/http/register';
import { repairDeduct } from './repairDeduct';
import { repairErrorPage } from './queries';
import { internalBizNo, lockForBatch } from './ledger';

/** Reads the sheet of order numbers before the repair's transaction opens (it touches no table). */
export async function readRepairSheet(ctx: Ctx): Promise<Sheet> {
  if (!ctx.file) throw businessRule('xlsxNotWorkbook');
  const sheet = await readSheet(ctx.file.buffer, [{ header: ['订单号', 'orderNo', 'order number', 'número de pedido', '注文番号'], key: 'orderNo', parse: z.string().trim().min(1).max(40) }]);
  if (!sheet.rows.length) throw businessRule('xlsxEmpty');
  return sheet;
}

/**
 * Repair deduction from a sheet of order numbers (acc/repair/deduct/batch/import). Every number must name an
 * error order of this merchant, or nothing is done (59000 with the rows). Each order is then charged on its own
 * (a savepoint each): one the balance still does not cover stays an error order and is listed.
 */
export async function repairFromSheet(ctx: Ctx, { rows, errors }: Sheet): Promise<{ total: number; repaired: number; failed: { row: number; orderNo: string; reason: string }[] }> {
  const problems: ImportRowError[] = errors.map((e) => ({ ...e, custNum: '' }));
  const numbers = rows.filter((r) => r.ok).map((r) => r.values.orderNo as string);
  const found = await ctx.db.query<{ id: number; order_no: string; account_id: number; canteen_id: number | null }>(
    `SELECT o.id, o.order_no, a.id AS account_id, o.canteen_id FROM orders o JOIN accounts a ON a.merchant_id = o.merchant_id AND a.cust_id = o.cust_id
      WHERE o.merchant_id = $1 AND o.order_no = ANY($2::text[]) AND o.state = 'error'`,
    [ctx.merchantId, numbers],
  );
  const byNo = new Map(found.map((o) => [o.order_no, Number(o.id)]));
  for (const r of rows) {
    if (r.ok && !byNo.has(r.values.orderNo as string)) problems.push({ row: r.row, custNum: '', field: 'orderNo', message: translate(ctx.lang, 'orderNotInError') });
  }
  if (problems.length) {
    const data: ImportFailure = { total: rows.length, errors: problems };
    throw new AppError(Code.PASS_THROUGH, 'importRowErrors', { total: rows.length, count: new Set(problems.map((p) => p.row)).size }, data);
  }
  // Every account and revenue slot up front, in the global lock order: rows locked inside a savepoint would be let go
  // at its rollback, and locks taken as the rows come would deadlock against single operations.
  await lockForBatch(
    ctx,
    found.map((o) => o.account_id),
    [...new Set(found.map((o) => o.canteen_id ?? 0))].sort((a, b) => a - b).map((canteenId) => ({ kind: 'revenue' as const, canteenId })),
  );
  const failed: { row: number; orderNo: string; reason: string }[] = [];
  const stamp = ctx.now().getTime().toString(36);
  for (const r of rows) {
    const orderNo = r.values.orderNo as string;
    await ctx.db.query('SAVEPOINT repair_row');
    try {
      await repairDeduct(ctx, { orderId: byNo.get(orderNo)!, bizNo: internalBizNo('RPB', stamp, r.row) });
      await ctx.db.query('RELEASE SAVEPOINT repair_row');
    } catch (e) {
      await ctx.db.query('ROLLBACK TO SAVEPOINT repair_row');
      if (!(e instanceof AppError)) throw e;
      failed.push({ row: r.row, orderNo, reason: translate(ctx.lang, e.key, e.params) });
    }
  }
  return { total: rows.length, repaired: rows.length - failed.length, failed };
}

const H = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });

/** The error orders waiting for repair deduction, as xlsx (acc/repair/deduct/err/export). */
export async function exportRepairErrors(ctx: Ctx, q: { custName?: string }): Promise<FileReply> {
  const total = (await repairErrorPage(ctx, { ...q, page: 1, limit: 10 })).total;
  return exportXlsx(ctx, {
    fileName: 'repair-errors.xlsx',
    sheetName: 'errors',
    total,
    columns: [
      { header: H('订单号', 'Order number', 'Número de pedido', '注文番号'), key: 'orderNo', width: 26 },
      { header: H('姓名', 'Name', 'Nombre', '氏名'), key: 'custName', width: 14 },
      { header: H('人员编号', 'Person number', 'Número de persona', '人員番号'), key: 'custNum', width: 16 },
      { header: H('金额', 'Amount', 'Importe', '金額'), key: 'amount', money: true },
      { header: H('原因', 'Reason', 'Motivo', '理由'), key: 'reason', width: 22 },
      { header: H('消费时间', 'Time', 'Hora', '利用日時'), key: 'orderedAt', time: true, width: 20 },
      { header: H('业务流水号', 'Business number', 'Número de operación', '業務番号'), key: 'bizNo', width: 26 },
    ],
    rows: inChunks(async (limit, offset) => (await repairErrorPage(ctx, { ...q, page: Math.floor(offset / limit) + 1, limit })).records, 500),
  });
}
