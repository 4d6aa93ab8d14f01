import { Alert, Button, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OutboundDocLine } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import { batchDetailPath } from '../warehouses/paths';
import { money } from '../shared/documents';

type Pick = OutboundDocLine['picks'][number];

/**
 * One outbound document (/kucunzhongxin/outhousing/outhousedetail?outboundId=…, menu 1104010): its lines and, once
 * committed, the batches each took, first-expiring first, with their costs.
 */
export default function OutboundDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('outboundId'));
  const detail = useQuery({ queryKey: ['inventoryDocuments.outboundDetail', id], queryFn: () => call('inventoryDocuments.outboundDetail', { id }), enabled: id > 0 });
  if (!(id > 0)) return <Empty description={t('inventoryDocuments.outbound.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('inventoryDocuments.loadFailed')} />;
  const d = detail.data;
  return (
    <>
      <Descriptions
        bordered
        column={3}
        title={t('inventoryDocuments.outbound.title', { docNo: d.docNo })}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('inventoryDocuments.action.print')}
          </Button>
        }
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t('inventoryDocuments.doc.state')}>
          <Tag color={d.state === 'committed' ? 'green' : 'orange'}>{t(`inventoryDocuments.state.${d.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.kind')}>{t(`inventoryDocuments.outboundKind.${d.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.outbound.date')}>{d.outboundDate}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.warehouse')}>{d.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.canteen')}>{d.canteenName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.outbound.receiver')}>{d.receiver}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.outbound.totalCost')}>{d.state === 'committed' ? money(d.totalCost) : ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.createdBy')}>{d.createdByName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.committedAt')}>{d.committedAt ? formatDateTime(d.committedAt) : ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.remark')} span={3}>
          {d.remark}
        </Descriptions.Item>
      </Descriptions>
      <Table<OutboundDocLine>
        rowKey="lineId"
        title={() => t('inventoryDocuments.doc.lines')}
        dataSource={d.lines}
        pagination={false}
        bordered
        size="middle"
        expandable={{
          defaultExpandAllRows: true,
          rowExpandable: (l) => l.picks.length > 0,
          expandedRowRender: (l) => (
            <Table<Pick>
              rowKey="batchId"
              size="small"
              pagination={false}
              title={() => t('inventoryDocuments.outbound.picks')}
              dataSource={l.picks}
              columns={[
                {
                  key: 'batchNo',
                  dataIndex: 'batchNo',
                  title: t('inventoryDocuments.line.batchNo'),
                  render: (no: string, p) => (
                    <Button type="link" size="small" onClick={() => void navigate(batchDetailPath(p.batchId))}>
                      {no || `#${p.batchId}`}
                    </Button>
                  ),
                },
                { key: 'expiryDate', dataIndex: 'expiryDate', title: t('inventoryDocuments.line.expiryDate') },
                { key: 'qty', dataIndex: 'qty', title: t('inventoryDocuments.line.qty'), align: 'right' },
                { key: 'cost', dataIndex: 'cost', title: t('inventoryDocuments.line.cost'), align: 'right', render: (c: number) => money(c) },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'materialName', dataIndex: 'materialName', title: t('inventoryDocuments.line.material') },
          { key: 'spec', dataIndex: 'spec', title: t('inventoryDocuments.line.spec') },
          { key: 'unitName', dataIndex: 'unitName', title: t('inventoryDocuments.line.unit') },
          { key: 'qty', dataIndex: 'qty', title: t('inventoryDocuments.line.qty'), align: 'right' },
          { key: 'cost', dataIndex: 'cost', title: t('inventoryDocuments.line.cost'), align: 'right', render: (c: number | null) => money(c) },
          { key: 'remark', dataIndex: 'remark', title: t('inventoryDocuments.doc.remark') },
        ]}
      />
    </>
  );
}
