import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOUND_KINDS, formatSignedMoney, type InboundDetail, type InboundDoc } from '@canteen/contract';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';
import DocumentPage, { STATE_OPTIONS } from '../shared/documentPage';
import { importResultsPath, inboundDetailPath, supplierChoices, warehouseChoices } from '../shared/documents';
import InboundEditor from './InboundEditor';
import InboundImport from './InboundImport';

const KIND_OPTIONS: FieldOption[] = INBOUND_KINDS.map((k) => ({ value: k, label: `inventoryDocuments.inboundKind.${k}` }));

const fields: FieldDef<InboundDoc>[] = [
  { key: 'docNo', label: 'inventoryDocuments.doc.no', type: 'text', inSearch: true, width: 150 },
  { key: 'inboundDate', label: 'inventoryDocuments.inbound.date', type: 'date', inSearch: true, rangeKeys: ['dateFrom', 'dateTo'], width: 110 },
  { key: 'warehouseId', label: 'inventoryDocuments.doc.warehouse', type: 'select', inSearch: true, inTable: false, options: warehouseChoices },
  { key: 'warehouseName', label: 'inventoryDocuments.doc.warehouse', type: 'text', width: 120 },
  { key: 'canteenName', label: 'inventoryDocuments.doc.canteen', type: 'text', width: 120 },
  { key: 'kind', label: 'inventoryDocuments.doc.kind', type: 'select', options: KIND_OPTIONS, inSearch: true, width: 100 },
  { key: 'supplierId', label: 'inventoryDocuments.doc.supplier', type: 'select', inSearch: true, inTable: false, options: supplierChoices },
  { key: 'supplierName', label: 'inventoryDocuments.doc.supplier', type: 'text', width: 140 },
  { key: 'state', label: 'inventoryDocuments.doc.state', type: 'select', options: STATE_OPTIONS, inSearch: true, width: 90 },
  // A reversal's value is negative: it takes the goods back.
  { key: 'totalValue', label: 'inventoryDocuments.inbound.totalValue', type: 'money', width: 110, render: (v) => formatSignedMoney(v as number) },
  { key: 'lineCount', label: 'inventoryDocuments.doc.lineCount', type: 'number', width: 80 },
  { key: 'remark', label: 'inventoryDocuments.doc.remark', type: 'text' },
  { key: 'createdByName', label: 'inventoryDocuments.doc.createdBy', type: 'text', width: 100 },
  { key: 'committedAt', label: 'inventoryDocuments.doc.committedAt', type: 'datetime', width: 160 },
];

/** The inbound form's content for a draft's commit from the list: the draft as it is. */
const commitContent = (d: InboundDetail) => ({
  inboundId: d.inboundId,
  warehouseId: d.warehouseId,
  supplierId: d.supplierId,
  inboundDate: d.inboundDate,
  remark: d.remark,
  lines: d.lines.map((l) => ({
    houseMaterialId: l.houseMaterialId,
    qty: l.qty,
    unitPrice: l.unitPrice,
    batchNo: l.batchNo,
    productionDate: l.productionDate,
    expiryDate: l.expiryDate,
    remark: l.remark,
  })),
});

/** The import button and its dialog; an imported sheet opens its draft. */
function ImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Button onClick={() => setImporting(true)}>{t('inventoryDocuments.import.button')}</Button>
      {importing && (
        <InboundImport
          onClose={() => setImporting(false)}
          onImported={(inboundId) => {
            setImporting(false);
            onImported();
            void navigate(inboundDetailPath(inboundId));
          }}
        />
      )}
    </>
  );
}

/**
 * Inbound documents (/kucunzhongxin/warehousing, menu 1103000): drafts are edited, committed (their lines become
 * batches) or removed; a committed one is reversed by a new document while its goods are untouched. Lines come in by
 * hand or from an xlsx sheet; the import records are on their own page.
 */
export default function InboundsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DocumentPage
      name="inbound"
      title="/kucunzhongxin/warehousing"
      rowKey="inboundId"
      fields={fields}
      amountKey="totalValue"
      actionsWidth={230}
      endpoints={{
        page: 'inventoryDocuments.inboundPage',
        export: 'inventoryDocuments.inboundExport',
        detail: 'inventoryDocuments.inboundDetail',
        commit: 'inventoryDocuments.inboundCommit',
        remove: 'inventoryDocuments.inboundRemove',
        reverse: 'inventoryDocuments.inboundReverse',
      }}
      detailPath={inboundDetailPath}
      commitContent={commitContent}
      Editor={InboundEditor}
      toolbar={(refresh) => (
        <>
          <ImportButton onImported={refresh} />
          <Button onClick={() => void navigate(importResultsPath)}>{t('inventoryDocuments.import.records')}</Button>
        </>
      )}
    />
  );
}
