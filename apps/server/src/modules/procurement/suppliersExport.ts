import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { messages, translate } from '../../platform/messages';
import { eachRow, exportXlsx, type ExportRow } from '../../platform/xlsx/export';
import { merchantTimeZone } from '../settings';
import { levelName } from './supplierLevels';
import { supplierRows, type SupplierFilters } from './suppliers';

/** The suppliers as a sheet (same filters as the page, at most 50 000 rows). */
export async function exportSuppliers(ctx: Ctx, q: SupplierFilters): Promise<FileReply> {
  const { total, select, params } = await supplierRows(ctx, q);
  async function* rows(): AsyncIterable<ExportRow> {
    for await (const r of eachRow(ctx.db.cursor<ExportRow & { levelNo: number | null; levelName: string | null }>(select, params))) {
      yield { ...r, levelName: r.levelNo === null ? '' : levelName(ctx, r.levelNo, r.levelName) };
    }
  }
  const name = translate(ctx.lang, 'supplierExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    timeZone: await merchantTimeZone(ctx),
    total,
    rows: rows(),
    columns: [
      { header: messages.supplierColName, key: 'name', width: 24 },
      { header: messages.supplierColCode, key: 'code', width: 12 },
      { header: messages.supplierColLevel, key: 'levelName', field: 'levelNo', width: 14 },
      { header: messages.supplierColContact, key: 'contact', width: 12 },
      { header: messages.supplierColPhone, key: 'phone', width: 16 },
      { header: messages.supplierColEmail, key: 'email', width: 24 },
      { header: messages.supplierColAddress, key: 'address', width: 30 },
      { header: messages.supplierColScope, key: 'scope', width: 16 },
      { header: messages.supplierColEnabled, key: 'enabled', width: 10, labels: { true: messages.supplierEnabled, false: messages.supplierDisabled } },
      {
        header: messages.supplierColQualification,
        key: 'qualificationState',
        width: 12,
        labels: { none: messages.qualificationNone, valid: messages.qualificationValid, expiring: messages.qualificationExpiring, expired: messages.qualificationExpired },
      },
      { header: messages.supplierColNextExpiry, key: 'nextExpiry', width: 14 },
      { header: messages.supplierColRemark, key: 'remark', width: 20 },
      { header: messages.supplierColCreatedAt, key: 'createdAt', width: 20, time: true },
    ],
  });
}
