import { z } from 'zod';
import { IMPORT_MAX_ROWS, QTY_MAX, UNIT_PRICE_MAX, day } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import type { FileReply } from '../../platform/http/register';
import { translate, type Lang } from '../../platform/messages';
import { eachRow, exportXlsx, type ExportColumn, type ExportRow } from '../../platform/xlsx/export';
import type { ReadColumn, Sheet } from '../../platform/xlsx/read';
import { merchantToday } from '../canteens';
import { assertWarehouse } from './facts';
import { inboundCount, inboundSelect, inboundWhere, saveInbound, withSupplierNames, type InboundFilters } from './inbounds';
import { recordImport } from './importRecords';
import { outboundCount, outboundSelect, outboundWhere, type OutboundFilters } from './outbounds';
import { supplierLookups } from './ports';
import { numberCell, readUploadedSheet, rowErrors, sheetColumns, sheetTemplate, type SheetHeaders } from './sheetImport';

/** The inbound lines sheet (template and import) and the exports of inbound and outbound documents. */

type Key = 'materialName' | 'qty' | 'unitPrice' | 'batchNo' | 'productionDate' | 'expiryDate' | 'remark';
const H = (zh: string, en: string, es: string, ja: string): Record<Lang, string> => ({ zh, en, es, ja });
const HEADERS: SheetHeaders<Key> = {
  materialName: H('原材料名称', 'Material', 'Materia prima', '原材料名'),
  qty: H('数量', 'Quantity', 'Cantidad', '数量'),
  unitPrice: H('单价(元)', 'Unit price (yuan)', 'Precio unitario (yuan)', '単価（元）'),
  batchNo: H('批次号', 'Batch no.', 'Lote', 'ロット番号'),
  productionDate: H('生产日期', 'Production date', 'Fecha de producción', '製造日'),
  expiryDate: H('到期日期', 'Expiry date', 'Fecha de caducidad', '賞味期限'),
  remark: H('备注', 'Remark', 'Observación', '備考'),
};

/** A day cell: 'YYYY-MM-DD' or 'YYYY/MM/DD' text, or an Excel day number. */
const dayCell = (lang: Lang) =>
  z
    .string()
    .optional()
    .transform((v, c) => {
      if (v === undefined || v.trim() === '') return null;
      let text = v.trim().replaceAll('/', '-');
      if (/^\d{5}(\.\d+)?$/.test(text)) text = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(text)) * 86_400_000).toISOString().slice(0, 10);
      const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
      const d = m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : '';
      if (!day.safeParse(d).success) {
        c.addIssue({ code: 'custom', message: translate(lang, 'inboundImportDay') });
        return z.NEVER;
      }
      return d;
    });
function columns(lang: Lang): ReadColumn<Key>[] {
  return sheetColumns(lang, HEADERS, {
    materialName: z.string().min(1).max(50),
    qty: numberCell(lang, 0.001, QTY_MAX, 3, 'inboundImportNumber'),
    // Yuan with up to 6 decimals (4 of a cent).
    unitPrice: numberCell(lang, 0, UNIT_PRICE_MAX / 100, 6, 'inboundImportNumber'),
    batchNo: z.string().max(50).optional(),
    productionDate: dayCell(lang),
    expiryDate: dayCell(lang),
    remark: z.string().max(200).optional(),
  });
}

export function inboundTemplate(ctx: Ctx): Promise<FileReply> {
  return sheetTemplate(ctx, {
    sheetName: 'inbound',
    headers: HEADERS,
    columnWidth: 14,
    example: { materialName: '大米', qty: 50, unitPrice: 4.2, batchNo: 'DM20261128', productionDate: '2026-11-20', expiryDate: '2027-05-20', remark: '' },
    fileName: 'inboundTemplateName',
  });
}

export interface InboundSheet {
  sheet: Sheet<Key>;
  fileName: string;
}

/** Reads the file before the import's transaction opens. */
export async function readInboundSheet(ctx: Ctx): Promise<InboundSheet> {
  const sheet = await readUploadedSheet(ctx, columns(ctx.lang), Math.min(IMPORT_MAX_ROWS, 500));
  // readUploadedSheet has refused a request without a file.
  return { sheet, fileName: ctx.file!.filename.slice(0, 200) };
}

/**
 * Imports a sheet of lines into one inbound draft of the warehouse, all rows or none: a row is refused for a bad
 * cell, a material the warehouse does not keep, or an expiry before production. A refused sheet writes nothing (its
 * errors are in the reply); an imported one is recorded for the import result page.
 */
export async function importInbound(
  ctx: Ctx,
  input: { warehouseId: number; supplierId?: number; inboundDate?: string },
  { sheet, fileName }: InboundSheet,
): Promise<{ total: number; imported: number; inboundId: number; docNo: string }> {
  await assertWarehouse(ctx, input.warehouseId);
  if (input.supplierId !== undefined) await supplierLookups.use().assertUsable(ctx, input.supplierId, 'supplierId');
  const { fail, refuseAny } = rowErrors(ctx, sheet);
  const kept = new Map(
    (
      await ctx.db.query<{ id: number; name: string }>(
        `SELECT h.id, m.name FROM inv_house_materials h JOIN menu_materials m ON m.merchant_id = h.merchant_id AND m.id = h.material_id
          WHERE h.merchant_id = $1 AND h.warehouse_id = $2`,
        [ctx.merchantId, input.warehouseId],
      )
    ).map((r) => [r.name, r.id]),
  );
  for (const r of sheet.rows) {
    const name = r.values.materialName as string | undefined;
    if (name !== undefined && !kept.has(name)) fail(r.row, 'materialName', 'inboundImportMaterialUnknown', { name });
    const p = r.values.productionDate as string | null | undefined;
    const e = r.values.expiryDate as string | null | undefined;
    if (p && e && e < p) fail(r.row, 'expiryDate', 'inboundExpiryBeforeProduction');
  }
  refuseAny();
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const saved = await saveInbound(ctx, {
    warehouseId: input.warehouseId,
    supplierId: input.supplierId ?? null,
    purchaseOrderId: null,
    inboundDate: input.inboundDate ?? (await merchantToday(ctx)),
    remark: fileName.slice(0, 200),
    lines: sheet.rows.map((r) => {
      const expiry = r.values.expiryDate as string | null;
      return {
        houseMaterialId: kept.get(r.values.materialName as string)!,
        qty: r.values.qty as number,
        // Yuan → cents, to 4 decimals of a cent.
        unitPrice: Math.round((r.values.unitPrice as number) * 1_000_000) / 10_000,
        batchNo: text(r.values.batchNo),
        productionDate: (r.values.productionDate as string | null) ?? null,
        // An empty expiry cell: the material's shelf life decides.
        ...(expiry ? { expiryDate: expiry } : {}),
        remark: text(r.values.remark),
      };
    }),
  });
  await recordImport(ctx, { kind: 'inbound', fileName, total: sheet.rows.length, ok: sheet.rows.length, failed: 0, errors: [], docId: saved.inboundId });
  return { total: sheet.rows.length, imported: sheet.rows.length, inboundId: saved.inboundId, docNo: saved.docNo };
}

const INBOUND_KIND_LABELS: Record<string, Record<Lang, string>> = {
  purchase: H('采购入库', 'Purchase', 'Compra', '仕入入庫'),
  return: H('退料入库', 'Return', 'Devolución', '返品入庫'),
  transfer: H('调拨入库', 'Transfer', 'Traspaso', '移動入庫'),
  other: H('其他入库', 'Other', 'Otro', 'その他入庫'),
  reversal: H('冲销', 'Reversal', 'Anulación', '取消'),
};
const OUTBOUND_KIND_LABELS: Record<string, Record<Lang, string>> = {
  kitchen: H('厨房领用', 'Kitchen', 'Cocina', '厨房払出'),
  return: H('退货出库', 'Return to supplier', 'Devolución al proveedor', '返品出庫'),
  loss: H('报损出库', 'Loss', 'Pérdida', '廃棄出庫'),
  transfer: H('调拨出库', 'Transfer', 'Traspaso', '移動出庫'),
  other: H('其他出库', 'Other', 'Otro', 'その他出庫'),
};
const STATES: Record<string, Record<Lang, string>> = {
  draft: H('草稿', 'Draft', 'Borrador', '下書き'),
  committed: H('已提交', 'Committed', 'Confirmado', '確定済み'),
};

/** The columns of a documents export: the head every document has, with the kind's own number, date, kinds, party and amount. */
function documentColumns(own: { docNo: ExportColumn; date: ExportColumn; kinds: ExportColumn['labels']; party: ExportColumn; amount: ExportColumn }): ExportColumn[] {
  return [
    { ...own.docNo, width: 18 },
    { ...own.date, width: 12 },
    { header: H('仓库', 'Warehouse', 'Almacén', '倉庫'), key: 'warehouseName', width: 16 },
    { header: H('食堂', 'Canteen', 'Comedor', '食堂'), key: 'canteenName', width: 16 },
    { header: H('类型', 'Kind', 'Tipo', '種類'), key: 'kind', width: 10, labels: own.kinds },
    own.party,
    { header: H('状态', 'State', 'Estado', '状態'), key: 'state', width: 10, labels: STATES },
    { ...own.amount, width: 12, money: true },
    { header: H('明细行数', 'Lines', 'Líneas', '明細数'), key: 'lineCount', width: 8 },
    { header: H('备注', 'Remark', 'Observación', '備考'), key: 'remark', width: 20 },
    { header: H('制单人', 'Created by', 'Creado por', '作成者'), key: 'createdByName', width: 12 },
    { header: H('提交时间', 'Committed at', 'Confirmado el', '確定日時'), key: 'committedAt', width: 20, time: true },
  ];
}

/** The inbound documents of the page's filters (at most 50 000). */
export async function exportInbounds(ctx: Ctx, q: InboundFilters): Promise<FileReply> {
  const w = inboundWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(inboundCount(w.sql), w.params))[0].n;
  async function* rows(): AsyncIterable<ExportRow> {
    for await (const batch of ctx.db.cursor<{ supplierId: number | null } & ExportRow>(inboundSelect(w.sql), w.params)) yield* await withSupplierNames(ctx, batch);
  }
  const name = translate(ctx.lang, 'inboundExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: documentColumns({
      docNo: { header: H('入库单号', 'Document no.', 'N.º de documento', '入庫伝票番号'), key: 'docNo' },
      date: { header: H('入库日期', 'Date', 'Fecha', '入庫日'), key: 'inboundDate' },
      kinds: INBOUND_KIND_LABELS,
      party: { header: H('供应商', 'Supplier', 'Proveedor', '仕入先'), key: 'supplierName', width: 18 },
      amount: { header: H('金额', 'Value', 'Valor', '金額'), key: 'totalValue' },
    }),
    rows: rows(),
    total,
  });
}

/** The outbound documents of the page's filters (at most 50 000). */
export async function exportOutbounds(ctx: Ctx, q: OutboundFilters): Promise<FileReply> {
  const w = outboundWhere(ctx, q);
  const total = (await ctx.db.query<{ n: number }>(outboundCount(w.sql), w.params))[0].n;
  const name = translate(ctx.lang, 'outboundExportName');
  return exportXlsx(ctx, {
    fileName: name,
    sheetName: name,
    columns: documentColumns({
      docNo: { header: H('出库单号', 'Document no.', 'N.º de documento', '出庫伝票番号'), key: 'docNo' },
      date: { header: H('出库日期', 'Date', 'Fecha', '出庫日'), key: 'outboundDate' },
      kinds: OUTBOUND_KIND_LABELS,
      party: { header: H('领用人', 'Receiver', 'Receptor', '受取人'), key: 'receiver', width: 12 },
      amount: { header: H('成本', 'Cost', 'Coste', '原価'), key: 'totalCost' },
    }),
    rows: eachRow(ctx.db.cursor<ExportRow>(outboundSelect(w.sql), w.params)),
    total,
  });
}
