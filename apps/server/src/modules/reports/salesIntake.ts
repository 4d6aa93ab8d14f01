import type { IntakeRow, Page } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import type { Paging } from '../../platform/sql';
import { reportPage } from '../../platform/report';
import { intakeSql, type IntakeQuery } from '../inventory';
import { col, money, salesExport } from './salesReport';

/** Supplier, material and category intake (a tab group of caipinxiaoshouSum), read through the inventory module's face. */
export const intake = async (ctx: Ctx, q: IntakeQuery & Paging): Promise<Page<IntakeRow> & { sum: { qty: number; value: number } }> =>
  reportPage(ctx, await intakeSql(ctx, q), q);

export async function intakeExport(ctx: Ctx, q: IntakeQuery): Promise<FileReply> {
  const named =
    q.groupBy === 'supplier' ? [col('supplierName', { width: 20 })] : q.groupBy === 'category' ? [col('categoryName')] : [col('materialName', { width: 20 }), col('categoryName'), col('unitName')];
  return salesExport(ctx, await intakeSql(ctx, q), 'intake', [...named, col('qty'), money('value'), col('docCount')]);
}
