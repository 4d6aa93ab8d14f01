import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OUTBOUND_KINDS, type OutboundDetail, type OutboundDoc } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { outboundDetailPath, warehouseChoices } from '../shared/documents';
import OutboundEditor from './OutboundEditor';

const PAGE_ID = 'inventoryDocuments.outboundPage';
const KIND_OPTIONS: FieldOption[] = OUTBOUND_KINDS.map((k) => ({ value: k, label: `inventoryDocuments.outboundKind.${k}` }));
const STATE_OPTIONS: FieldOption[] = [
  { value: 'draft', label: 'inventoryDocuments.state.draft' },
  { value: 'committed', label: 'inventoryDocuments.state.committed' },
];

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ draft?: OutboundDetail } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      refresh();
    } catch {
      // the request client has shown why
    }
  };
  const edit = async (outboundId: number) => {
    try {
      setEditing({ draft: await call('inventoryDocuments.outboundDetail', { id: outboundId }) });
    } catch {
      // the request client has shown why
    }
  };

  return (
    <>
      <ResourcePage
        title="/kucunzhongxin/outhousing"
        rowKey="outboundId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        exportEndpoint="inventoryDocuments.outboundExport"
        print={{ amountKey: 'totalCost' }}
        actionsWidth={200}
        extraToolbar={
          <Button type="primary" onClick={() => setEditing({})}>
            {t('inventoryDocuments.outbound.add')}
          </Button>
        }
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(outboundDetailPath(row.outboundId))}>
              {t('inventoryDocuments.action.detail')}
            </Button>
            {row.state === 'draft' && (
              <>
                <Button type="link" size="small" onClick={() => void edit(row.outboundId)}>
                  {t('inventoryDocuments.action.edit')}
                </Button>
                <Popconfirm
                  title={t('inventoryDocuments.outbound.commitHint')}
                  okText={t('widgets.common.ok')}
                  cancelText={t('widgets.common.cancel')}
                  onConfirm={() => act(async () => call('inventoryDocuments.outboundCommit', commitContent(await call('inventoryDocuments.outboundDetail', { id: row.outboundId }))))}
                >
                  <Button type="link" size="small">
                    {t('inventoryDocuments.action.commit')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('inventoryDocuments.action.removeHint')}
                  okText={t('widgets.common.ok')}
                  cancelText={t('widgets.common.cancel')}
                  onConfirm={() => act(() => call('inventoryDocuments.outboundRemove', { id: row.outboundId }))}
                >
                  <Button type="link" size="small" danger>
                    {t('inventoryDocuments.action.remove')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </>
        )}
      />
      {editing && <OutboundEditor draft={editing.draft} onClose={() => setEditing(null)} onSaved={refresh} />}
    </>
  );
}
