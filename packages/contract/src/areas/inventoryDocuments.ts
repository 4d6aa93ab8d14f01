import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId } from '../scalars';
import { docState, stockQty, unitPrice } from './inventoryShared';
import { importRowError } from './persons';

/** Endpoints of inbound and outbound documents and imports (drpintoinventory, drpoutinventory, drpimportrecord). */

const D = PREFIX.drp;
/** /kucunzhongxin/warehousing (hidden warehousedetail, importresult) and /kucunzhongxin/outhousing (hidden outhousedetail). */
const INBOUND_MENU = 1103000;
const INBOUND_DETAIL_MENU = 1103010;
const IMPORT_RESULT_MENU = 1103020;
const OUTBOUND_MENU = 1104000;
const OUTBOUND_DETAIL_MENU = 1104010;

const ok = z.null();
const blob = z.null();
const text = (max: number) => z.string().trim().max(max).default('');

export const INBOUND_KINDS = ['purchase', 'return', 'transfer', 'other', 'reversal'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];
export const OUTBOUND_KINDS = ['kitchen', 'return', 'loss', 'transfer', 'other'] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];

// ---- inbound -----------------------------------------------------------------------------------------------

export const inboundDoc = z.object({
  inboundId: z.int(),
  docNo: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  canteenName: z.string(),
  kind: z.enum(INBOUND_KINDS),
  supplierId: z.int().nullable(),
  supplierName: z.string().nullable(),
  purchaseOrderId: z.int().nullable(),
  inboundDate: z.string(),
  state: docState,
  /** Cents. */
  totalValue: z.number(),
  remark: z.string(),
  /** A reversal: the document it takes back; a reversed one: the reversal that took it back. */
  reversesId: z.int().nullable(),
  reversesDocNo: z.string().nullable(),
  reversedById: z.int().nullable(),
  reversedByDocNo: z.string().nullable(),
  lineCount: z.int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type InboundDoc = z.infer<typeof inboundDoc>;

export const inboundDocLine = z.object({
  lineId: z.int(),
  houseMaterialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  spec: z.string(),
  qty: z.number(),
  /** Cents per unit. */
  unitPrice: z.number(),
  /** Cents: round(qty × unit price). */
  value: z.number(),
  batchNo: z.string(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The batch the line became when committed. */
  batchId: z.int().nullable(),
  remark: z.string(),
});
export type InboundDocLine = z.infer<typeof inboundDocLine>;
export const inboundDetail = inboundDoc.extend({ lines: z.array(inboundDocLine) });
export type InboundDetail = z.infer<typeof inboundDetail>;

const inboundLineInput = z.object({
  houseMaterialId: id,
  qty: stockQty,
  unitPrice,
  batchNo: text(50),
  productionDate: day.nullable().default(null),
  /** Absent: the production day (or the inbound day) plus the material's shelf life, when it has one. */
  expiryDate: day.nullable().optional(),
  remark: text(200),
});
const inboundFields = {
  /** Absent: a new draft; present: that draft, replaced. */
  inboundId: id.optional(),
  warehouseId: id,
  supplierId: id.nullable().default(null),
  inboundDate: day,
  remark: text(200),
  lines: z.array(inboundLineInput).min(1).max(500),
};
const inboundFilters = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
  warehouseId: id.optional(),
  supplierId: id.optional(),
  state: docState.optional(),
  kind: z.enum(INBOUND_KINDS).optional(),
  docNo: textFilter,
};

// ---- outbound ----------------------------------------------------------------------------------------------

export const outboundDoc = z.object({
  outboundId: z.int(),
  docNo: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  canteenName: z.string(),
  kind: z.enum(OUTBOUND_KINDS),
  outboundDate: z.string(),
  receiver: z.string(),
  state: docState,
  /** Cents: what the batches taken were worth. */
  totalCost: z.number(),
  remark: z.string(),
  lineCount: z.int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type OutboundDoc = z.infer<typeof outboundDoc>;
export const outboundPick = z.object({
  batchId: z.int(),
  batchNo: z.string(),
  expiryDate: z.string().nullable(),
  qty: z.number(),
  /** Cents. */
  cost: z.number(),
});
export const outboundDocLine = z.object({
  lineId: z.int(),
  houseMaterialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  spec: z.string(),
  qty: z.number(),
  /** Cents, once committed. */
  cost: z.number().nullable(),
  remark: z.string(),
  /** The batches it took, first-expiring first. */
  picks: z.array(outboundPick),
});
export type OutboundDocLine = z.infer<typeof outboundDocLine>;
export const outboundDetail = outboundDoc.extend({ lines: z.array(outboundDocLine) });
export type OutboundDetail = z.infer<typeof outboundDetail>;

const outboundFields = {
  outboundId: id.optional(),
  warehouseId: id,
  kind: z.enum(OUTBOUND_KINDS).default('kitchen'),
  outboundDate: day,
  receiver: text(50),
  remark: text(200),
  lines: z.array(z.object({ houseMaterialId: id, qty: stockQty, remark: text(200) })).min(1).max(500),
};
const outboundFilters = {
  dateFrom: day.optional(),
  dateTo: day.optional(),
  warehouseId: id.optional(),
  state: docState.optional(),
  kind: z.enum(OUTBOUND_KINDS).optional(),
  docNo: textFilter,
  receiver: textFilter,
};

// ---- imports -----------------------------------------------------------------------------------------------

export const importRecord = z.object({
  importId: z.int(),
  kind: z.enum(['inbound', 'houseMaterial']),
  fileName: z.string(),
  totalRows: z.int(),
  okRows: z.int(),
  failedRows: z.int(),
  errors: z.array(importRowError),
  docId: z.int().nullable(),
  docNo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportRecord = z.infer<typeof importRecord>;
export const inboundImportResult = z.object({ total: z.int(), imported: z.int(), inboundId: z.int(), docNo: z.string() });

const saved = z.object({ id: z.int(), docNo: z.string() });

export const inventoryDocumentsEndpoints = [
  endpoint({
    id: 'inventoryDocuments.inboundSave',
    method: 'POST',
    path: `${D}/drpintoinventory/add-or-edit/save`,
    access: INBOUND_MENU,
    input: z.object(inboundFields),
    output: saved,
    summary: 'Save an inbound draft: without inboundId a new one (numbered RK…), with it that draft’s header and lines replaced; a committed one: 40900',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundCommit',
    method: 'POST',
    path: `${D}/drpintoinventory/add-or-edit/commit`,
    access: INBOUND_MENU,
    input: z.object(inboundFields),
    output: saved,
    summary: 'Save and commit an inbound document in one go: each line becomes a batch (its value qty × unit price); committed twice: 40900',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundPage',
    method: 'POST',
    path: `${D}/drpintoinventory/page`,
    access: INBOUND_MENU,
    write: false,
    input: pageQuery.extend(inboundFilters),
    output: pageOf(inboundDoc),
    summary: 'Page of inbound documents of the caller’s canteens’ warehouses, by date range, warehouse, supplier, state, kind and number',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundRemove',
    method: 'POST',
    path: `${D}/drpintoinventory/remove/{id}`,
    access: INBOUND_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove an inbound draft; a committed one: 40900',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundDetail',
    method: 'POST',
    path: `${D}/drpintoinventory/detail/{id}`,
    access: INBOUND_DETAIL_MENU,
    write: false,
    input: z.object({ id: pathId }),
    output: inboundDetail,
    summary: 'An inbound document with its lines (material, unit, batch, dates, value)',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundReverse',
    method: 'POST',
    path: `${D}/drpintoinventory/reverse/{id}`,
    access: INBOUND_MENU,
    input: z.object({ id: pathId }),
    output: saved,
    summary: 'Reverse a committed inbound document by a new committed reversal taking its batches back; refused when its goods were used (42200) or it was reversed (40900)',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundImport',
    method: 'POST',
    path: `${D}/drpintoinventory/import/into/excel`,
    access: INBOUND_MENU,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({ warehouseId: pathId, supplierId: pathId.optional(), inboundDate: day.optional() }),
    output: inboundImportResult,
    summary:
      'Import the lines of one warehouse’s inbound from the xlsx template as a draft (material, qty, unit price in yuan, batch, dates); any bad row: 59000 with the row errors, nothing written',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundTemplate',
    method: 'GET',
    path: `${D}/drpintoinventory/template`,
    access: INBOUND_MENU,
    kind: 'blob',
    input: z.object({}),
    output: blob,
    summary: 'The inbound import template, with an example row',
  }),
  endpoint({
    id: 'inventoryDocuments.inboundExport',
    method: 'POST',
    path: `${D}/drpintoinventory/export`,
    access: INBOUND_MENU,
    kind: 'blob',
    write: false,
    input: z.object(inboundFilters),
    output: blob,
    summary: 'Export the inbound documents (xlsx, same filters as the page, at most 50 000 rows)',
  }),
  endpoint({
    id: 'inventoryDocuments.importRecordPage',
    method: 'POST',
    path: `${D}/drpimportrecord/page/import/record`,
    access: IMPORT_RESULT_MENU,
    write: false,
    input: pageQuery.extend({ kind: z.enum(['inbound', 'houseMaterial']).optional() }),
    output: pageOf(importRecord),
    summary: 'Page of the sheets imported, newest first, with their totals and row errors',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundSave',
    method: 'POST',
    path: `${D}/drpoutinventory/add-or-edit/save`,
    access: OUTBOUND_MENU,
    input: z.object(outboundFields),
    output: saved,
    summary: 'Save an outbound draft: without outboundId a new one (numbered CK…), with it that draft replaced; a committed one: 40900',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundCommit',
    method: 'POST',
    path: `${D}/drpoutinventory/add-or-edit/commit`,
    access: OUTBOUND_MENU,
    input: z.object(outboundFields),
    output: saved,
    summary: 'Save and commit an outbound document: each line takes from the batches first-expiring first at their cost; not enough stock: 40000 naming the line and the material',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundPage',
    method: 'POST',
    path: `${D}/drpoutinventory/page`,
    access: OUTBOUND_MENU,
    write: false,
    input: pageQuery.extend(outboundFilters),
    output: pageOf(outboundDoc),
    summary: 'Page of outbound documents of the caller’s canteens’ warehouses, by date range, warehouse, state, kind, number and receiver',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundRemove',
    method: 'POST',
    path: `${D}/drpoutinventory/remove/{id}`,
    access: OUTBOUND_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove an outbound draft; a committed one: 40900',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundDetail',
    method: 'POST',
    path: `${D}/drpoutinventory/detail/{id}`,
    access: OUTBOUND_DETAIL_MENU,
    write: false,
    input: z.object({ id: pathId }),
    output: outboundDetail,
    summary: 'An outbound document with its lines and, once committed, the batches each took (first-expiring first) and their costs',
  }),
  endpoint({
    id: 'inventoryDocuments.outboundExport',
    method: 'POST',
    path: `${D}/drpoutinventory/export`,
    access: OUTBOUND_MENU,
    kind: 'blob',
    write: false,
    input: z.object(outboundFilters),
    output: blob,
    summary: 'Export the outbound documents (xlsx, same filters as the page, at most 50 000 rows)',
  }),
] as const satisfies readonly AnyEndpoint[];
