import { Alert, Button, Descriptions, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboundDocLine } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import { batchDetailPath } from '../warehouses/paths';
import { inboundDetailPath, money } from '../shared/documents';

/** One inbound document with its lines: material, unit, batch, dates and value (/kucunzhongxin/warehousing/warehousedetail?inboundId=…, menu 1103010). */
export default function InboundDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('inboundId'));
  const detail = useQuery({ queryKey: ['inventoryDocuments.inboundDetail', id], queryFn: () => call('inventoryDocuments.inboundDetail', { id }), enabled: id > 0 });
  if (!(id > 0)) return <Empty description={t('inventoryDocuments.inbound.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('inventoryDocuments.loadFailed')} />;
  const d = detail.data;
  return (
    <>
      <Descriptions
        bordered
        column={3}
        title={t('inventoryDocuments.inbound.title', { docNo: d.docNo })}
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
        <Descriptions.Item label={t('inventoryDocuments.doc.kind')}>{t(`inventoryDocuments.inboundKind.${d.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.inbound.date')}>{d.inboundDate}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.warehouse')}>{d.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.canteen')}>{d.canteenName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.supplier')}>{d.supplierName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.inbound.totalValue')}>{money(d.totalValue)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.createdBy')}>{d.createdByName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.committedAt')}>{d.committedAt ? formatDateTime(d.committedAt) : ''}</Descriptions.Item>
        {(d.reversesId !== null || d.reversedById !== null) && (
          <Descriptions.Item label={t('inventoryDocuments.inbound.reversal')} span={3}>
            <Space>
              {d.reversesId !== null && (
                <Button type="link" size="small" onClick={() => void navigate(inboundDetailPath(d.reversesId!))}>
                  {t('inventoryDocuments.inbound.reverses', { docNo: d.reversesDocNo })}
                </Button>
              )}
              {d.reversedById !== null && (
                <Button type="link" size="small" onClick={() => void navigate(inboundDetailPath(d.reversedById!))}>
                  {t('inventoryDocuments.inbound.reversedBy', { docNo: d.reversedByDocNo })}
                </Button>
              )}
            </Space>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('inventoryDocuments.doc.remark')} span={3}>
          {d.remark}
        </Descriptions.Item>
      </Descriptions>
      <Table<InboundDocLine>
        rowKey="lineId"
        title={() => t('inventoryDocuments.doc.lines')}
        dataSource={d.lines}
        pagination={false}
        bordered
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'materialName', dataIndex: 'materialName', title: t('inventoryDocuments.line.material') },
          { key: 'spec', dataIndex: 'spec', title: t('inventoryDocuments.line.spec') },
          { key: 'unitName', dataIndex: 'unitName', title: t('inventoryDocuments.line.unit') },
          { key: 'qty', dataIndex: 'qty', title: t('inventoryDocuments.line.qty'), align: 'right' },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: t('inventoryDocuments.line.unitPrice'), align: 'right', render: (c: number) => String(Math.round(c * 100) / 10_000) },
          { key: 'value', dataIndex: 'value', title: t('inventoryDocuments.line.value'), align: 'right', render: (c: number) => money(c) },
          {
            key: 'batchNo',
            dataIndex: 'batchNo',
            title: t('inventoryDocuments.line.batchNo'),
            render: (no: string, l) =>
              l.batchId !== null ? (
                <Button type="link" size="small" onClick={() => void navigate(batchDetailPath(l.batchId!))}>
                  {no || `#${l.batchId}`}
                </Button>
              ) : (
                no
              ),
          },
          { key: 'productionDate', dataIndex: 'productionDate', title: t('inventoryDocuments.line.productionDate') },
          { key: 'expiryDate', dataIndex: 'expiryDate', title: t('inventoryDocuments.line.expiryDate') },
          { key: 'remark', dataIndex: 'remark', title: t('inventoryDocuments.doc.remark') },
        ]}
      />
    </>
  );
}
