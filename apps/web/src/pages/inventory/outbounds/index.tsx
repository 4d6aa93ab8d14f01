import { OUTBOUND_KINDS, type OutboundDetail, type OutboundDoc } from '@canteen/contract';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';
import DocumentPage, { STATE_OPTIONS } from '../shared/documentPage';
import { outboundDetailPath, warehouseChoices } from '../shared/documents';
import OutboundEditor from './OutboundEditor';

const KIND_OPTIONS: FieldOption[] = OUTBOUND_KINDS.map((k) => ({ value: k, label: `inventoryDocuments.outboundKind.${k}` }));

const fields: FieldDef<OutboundDoc>[] = [
  { key: 'docNo', label: 'inventoryDocuments.doc.no', type: 'text', inSearch: true, width: 150 },
  { key: 'outboundDate', label: 'inventoryDocuments.outbound.date', type: 'date', inSearch: true, rangeKeys: ['dateFrom', 'dateTo'], width: 110 },
  { key: 'warehouseId', label: 'inventoryDocuments.doc.warehouse', type: 'select', inSearch: true, inTable: false, options: warehouseChoices },
  { key: 'warehouseName', label: 'inventoryDocuments.doc.warehouse', type: 'text', width: 120 },
  { key: 'canteenName', label: 'inventoryDocuments.doc.canteen', type: 'text', width: 120 },
  { key: 'kind', label: 'inventoryDocuments.doc.kind', type: 'select', options: KIND_OPTIONS, inSearch: true, width: 100 },
  { key: 'receiver', label: 'inventoryDocuments.outbound.receiver', type: 'text', inSearch: true, width: 100 },
  { key: 'state', label: 'inventoryDocuments.doc.state', type: 'select', options: STATE_OPTIONS, inSearch: true, width: 90 },
  { key: 'totalCost', label: 'inventoryDocuments.outbound.totalCost', type: 'money', width: 110 },
  { key: 'lineCount', label: 'inventoryDocuments.doc.lineCount', type: 'number', width: 80 },
  { key: 'remark', label: 'inventoryDocuments.doc.remark', type: 'text' },
  { key: 'createdByName', label: 'inventoryDocuments.doc.createdBy', type: 'text', width: 100 },
  { key: 'committedAt', label: 'inventoryDocuments.doc.committedAt', type: 'datetime', width: 160 },
];

/** The outbound form's content for a draft's commit from the list: the draft as it is. */
const commitContent = (d: OutboundDetail) => ({
  outboundId: d.outboundId,
  warehouseId: d.warehouseId,
  kind: d.kind,
  outboundDate: d.outboundDate,
  receiver: d.receiver,
  remark: d.remark,
  lines: d.lines.map((l) => ({ houseMaterialId: l.houseMaterialId, qty: l.qty, remark: l.remark })),
});

/**
 * Outbound documents (/kucunzhongxin/outhousing, menu 1104000): goods to the kitchen, back to a supplier, lost…
 * Committing takes each line from the batches first-expiring first at their cost; the detail shows the batches.
 */
export default function OutboundsPage() {
  return (
    <DocumentPage
      name="outbound"
      title="/kucunzhongxin/outhousing"
      rowKey="outboundId"
      fields={fields}
      amountKey="totalCost"
      actionsWidth={200}
      endpoints={{
        page: 'inventoryDocuments.outboundPage',
        export: 'inventoryDocuments.outboundExport',
        detail: 'inventoryDocuments.outboundDetail',
        commit: 'inventoryDocuments.outboundCommit',
        remove: 'inventoryDocuments.outboundRemove',
      }}
      detailPath={outboundDetailPath}
      commitContent={commitContent}
      Editor={OutboundEditor}
    />
  );
}
