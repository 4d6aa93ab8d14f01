import { useState } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOUND_KINDS, formatSignedMoney, type InboundDetail, type InboundDoc } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { importResultsPath, inboundDetailPath, supplierChoices, warehouseChoices } from '../shared/documents';
import InboundEditor from './InboundEditor';
import InboundImport from './InboundImport';

const PAGE_ID = 'inventoryDocuments.inboundPage';
const KIND_OPTIONS: FieldOption[] = INBOUND_KINDS.map((k) => ({ value: k, label: `inventoryDocuments.inboundKind.${k}` }));
const STATE_OPTIONS: FieldOption[] = [
  { value: 'draft', label: 'inventoryDocuments.state.draft' },
  { value: 'committed', label: 'inventoryDocuments.state.committed' },
];

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
export const commitContent = (d: InboundDetail) => ({
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

/**
 * Inbound documents (/kucunzhongxin/warehousing, menu 1103000): drafts are edited, committed (their lines become
 * batches) or removed; a committed one is reversed by a new document while its goods are untouched. Lines come in by
 * hand or from an xlsx sheet; the import records are on their own page.
 */
export default function InboundsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ draft?: InboundDetail } | null>(null);
  const [importing, setImporting] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      refresh();
    } catch {
      // the request client has shown why
    }
  };
  const edit = async (inboundId: number) => {
    try {
      setEditing({ draft: await call('inventoryDocuments.inboundDetail', { id: inboundId }) });
    } catch {
      // the request client has shown why
    }
  };

  return (
    <>
      <ResourcePage
        title="/kucunzhongxin/warehousing"
        rowKey="inboundId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        exportEndpoint="inventoryDocuments.inboundExport"
        print={{ amountKey: 'totalValue' }}
        actionsWidth={230}
        extraToolbar={
          <>
            <Button type="primary" onClick={() => setEditing({})}>
              {t('inventoryDocuments.inbound.add')}
            </Button>
            <Button onClick={() => setImporting(true)}>{t('inventoryDocuments.import.button')}</Button>
            <Button onClick={() => void navigate(importResultsPath)}>{t('inventoryDocuments.import.records')}</Button>
          </>
        }
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(inboundDetailPath(row.inboundId))}>
              {t('inventoryDocuments.action.detail')}
            </Button>
            {row.state === 'draft' && (
              <>
                <Button type="link" size="small" onClick={() => void edit(row.inboundId)}>
                  {t('inventoryDocuments.action.edit')}
                </Button>
                <Popconfirm
                  title={t('inventoryDocuments.inbound.commitHint')}
                  okText={t('widgets.common.ok')}
                  cancelText={t('widgets.common.cancel')}
                  onConfirm={() => act(async () => call('inventoryDocuments.inboundCommit', commitContent(await call('inventoryDocuments.inboundDetail', { id: row.inboundId }))))}
                >
                  <Button type="link" size="small">
                    {t('inventoryDocuments.action.commit')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('inventoryDocuments.action.removeHint')}
                  okText={t('widgets.common.ok')}
                  cancelText={t('widgets.common.cancel')}
                  onConfirm={() => act(() => call('inventoryDocuments.inboundRemove', { id: row.inboundId }))}
                >
                  <Button type="link" size="small" danger>
                    {t('inventoryDocuments.action.remove')}
                  </Button>
                </Popconfirm>
              </>
            )}
            {row.state === 'committed' && row.kind !== 'reversal' && row.reversedById === null && (
              <Popconfirm
                title={t('inventoryDocuments.inbound.reverseHint')}
                okText={t('widgets.common.ok')}
                cancelText={t('widgets.common.cancel')}
                onConfirm={() => act(() => call('inventoryDocuments.inboundReverse', { id: row.inboundId }))}
              >
                <Button type="link" size="small" danger>
                  {t('inventoryDocuments.action.reverse')}
                </Button>
              </Popconfirm>
            )}
            {row.reversedByDocNo && <Tag>{t('inventoryDocuments.inbound.reversedBy', { docNo: row.reversedByDocNo })}</Tag>}
          </>
        )}
      />
      {editing && (
        <InboundEditor
          draft={editing.draft}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      {importing && (
        <InboundImport
          onClose={() => setImporting(false)}
          onImported={(inboundId) => {
            setImporting(false);
            refresh();
            void navigate(inboundDetailPath(inboundId));
          }}
        />
      )}
    </>
  );
}
