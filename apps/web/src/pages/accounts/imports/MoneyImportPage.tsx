import { useState } from 'react';
import { Card, Descriptions, Segmented, Table, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PendingImport } from '@canteen/contract';
import { call } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import type { ListedImport } from './config';
import BatchActions, { type CheckedBatch } from './BatchActions';
import BatchRows from './BatchRows';
import SheetUpload from './SheetUpload';
import { formatDateTime } from '@/shell/clock';

const STATES = ['checked', 'imported', 'discarded'] as const;
type BatchState = (typeof STATES)[number];

/**
 * A money import with a check step (recharge, subsidy): upload a sheet, look at the checked batch and its rows,
 * then import or discard it; below, the batches by state.
 */
export default function MoneyImportPage({ config }: { config: ListedImport }) {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [checked, setChecked] = useState<(CheckedBatch & { fileName: string }) | null>(null);
  const [state, setState] = useState<BatchState>('checked');
  const { list, rows, pager, refresh } = usePagedList(config.page, { state });
  // The newest checked batch: its rows come with the list (the check reply only counts them).
  const current = useQuery({
    queryKey: [config.page, 'current', checked?.batchNo],
    queryFn: () => call(config.page, { state: 'checked', page: 1, limit: 10 }),
    enabled: Boolean(checked),
  });
  const currentRows = current.data?.records.find((b) => b.batchNo === checked?.batchNo)?.rows;

  const done = (batchNo: string) => (imported: CheckedBatch | null) => {
    void notice.success(imported ? t('accountImports.batch.imported', { total: imported.total, amount: formatMoney(imported.amount) }) : t('accountImports.batch.discarded'));
    if (checked?.batchNo === batchNo) setChecked(null);
    void refresh();
  };

  return (
    <>
      {noticeHolder}
      <Card title={t(config.what)} style={{ marginBottom: 16 }}>
        <SheetUpload
          endpointId={config.check}
          what={config.what}
          headers={config.headers}
          onAccepted={(data, fileName) => {
            setChecked({ ...(data as CheckedBatch), fileName });
            void refresh();
          }}
        />
      </Card>
      {checked && (
        <Card title={t('accountImports.batch.checkedTitle')} style={{ marginBottom: 16 }} extra={<BatchActions config={config} batch={checked} onDone={done(checked.batchNo)} />}>
          <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('accountImports.batch.batchNo')}>{checked.batchNo}</Descriptions.Item>
            <Descriptions.Item label={t('accountImports.batch.fileName')}>{checked.fileName}</Descriptions.Item>
            <Descriptions.Item label={t('accountImports.batch.total')}>{checked.total}</Descriptions.Item>
            <Descriptions.Item label={t('accountImports.batch.amount')}>{formatMoney(checked.amount)}</Descriptions.Item>
          </Descriptions>
          <BatchRows rows={currentRows ?? []} />
        </Card>
      )}
      <Card
        title={t('accountImports.batch.listTitle')}
        extra={
          <Segmented<BatchState>
            value={state}
            options={STATES.map((s) => ({ value: s, label: t(`accountImports.state.${s}`) }))}
            onChange={setState}
          />
        }
      >
        <Table<PendingImport>
          rowKey="batchNo"
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          size="middle"
          bordered
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (b) => <BatchRows rows={b.rows} /> }}
          columns={[
            { key: 'batchNo', dataIndex: 'batchNo', title: t('accountImports.batch.batchNo') },
            { key: 'fileName', dataIndex: 'fileName', title: t('accountImports.batch.fileName') },
            { key: 'total', dataIndex: 'total', title: t('accountImports.batch.total'), align: 'right' },
            { key: 'amount', dataIndex: 'amount', title: t('accountImports.batch.amount'), align: 'right', render: (v: number) => formatMoney(v) },
            { key: 'createdBy', dataIndex: 'createdBy', title: t('accountImports.batch.createdBy') },
            { key: 'createdAt', dataIndex: 'createdAt', title: t('accountImports.batch.createdAt'), render: (v: string) => formatDateTime(v) },
            ...(state === 'checked'
              ? [{ key: '__actions', title: t('widgets.common.actions'), render: (_: unknown, b: PendingImport) => <BatchActions config={config} batch={b} size="small" onDone={done(b.batchNo)} /> }]
              : []),
          ]}
        />
        {pager}
      </Card>
    </>
  );
}
