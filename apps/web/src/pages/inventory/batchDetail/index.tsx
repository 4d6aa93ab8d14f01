import { useMemo } from 'react';
import { Alert, Button, Descriptions, Empty, Skeleton, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BatchMovement } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import { batchDetailPath } from '../warehouses/paths';
import { useBatchFields } from './fields';

const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * Batch details (/kucunzhongxin/depotManage/picidetail, menu 1101000): ?batchId=… shows one batch with its movements;
 * ?houseMaterialId=… lists every batch of a warehouse material, each opening its own.
 */
export default function BatchDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const batchId = Number(params.get('batchId'));
  const houseMaterialId = Number(params.get('houseMaterialId'));
  if (Number.isInteger(batchId) && batchId > 0) return <OneBatch batchId={batchId} />;
  if (Number.isInteger(houseMaterialId) && houseMaterialId > 0) return <MaterialBatches houseMaterialId={houseMaterialId} />;
  return <Empty description={t('inventoryStock.batch.noneChosen')} />;
}

function OneBatch({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['inventoryStock.batchDetail', batchId], queryFn: () => call('inventoryStock.batchDetail', { batchId }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('inventoryStock.common.loadFailed')} />;
  const b = detail.data;
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => void navigate(-1)}>{t('inventoryStock.common.back')}</Button>
      </Space>
      <Descriptions bordered column={3} title={`${b.materialName} · ${b.batchNo}`} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('inventoryStock.batch.warehouse')}>{b.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.supplier')}>{b.supplierName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.receivedAt')}>{formatDateTime(b.receivedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.productionDate')}>{b.productionDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.expiryDate')}>{b.expiryDate ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.unitCost')}>{yuan(b.unitCost)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.inQty')}>{`${b.inQty} ${b.unitName}`}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.qty')}>{`${b.qty} ${b.unitName}`}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.inValue')}>{yuan(b.inValue)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryStock.batch.value')}>{yuan(b.value)}</Descriptions.Item>
      </Descriptions>
      <Table<BatchMovement>
        rowKey="movementId"
        title={() => t('inventoryStock.batch.movements')}
        dataSource={b.movements}
        pagination={false}
        bordered
        size="middle"
        locale={{ emptyText: t('inventoryStock.batch.noMovements') }}
        columns={[
          { key: 'at', dataIndex: 'at', title: t('inventoryStock.movement.at'), render: (v: string) => formatDateTime(v) },
          { key: 'docType', dataIndex: 'docType', title: t('inventoryStock.movement.docType'), render: (v: string) => t(`inventoryStock.movement.docType.${v}`) },
          { key: 'docNo', dataIndex: 'docNo', title: t('inventoryStock.movement.docNo') },
          { key: 'qty', dataIndex: 'qty', title: t('inventoryStock.movement.qty'), align: 'right', render: (v: number) => (v > 0 ? `+${v}` : String(v)) },
          { key: 'value', dataIndex: 'value', title: t('inventoryStock.movement.value'), align: 'right', render: (v: number) => yuan(v) },
          { key: 'qtyAfter', dataIndex: 'qtyAfter', title: t('inventoryStock.movement.qtyAfter'), align: 'right' },
          { key: 'valueAfter', dataIndex: 'valueAfter', title: t('inventoryStock.movement.valueAfter'), align: 'right', render: (v: number) => yuan(v) },
          { key: 'operatorName', dataIndex: 'operatorName', title: t('inventoryStock.movement.operator'), render: (v: string | null) => v ?? '' },
        ]}
      />
    </>
  );
}

function MaterialBatches({ houseMaterialId }: { houseMaterialId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fixedQuery = useMemo(() => ({ houseMaterialId }), [houseMaterialId]);
  const fields = useBatchFields();
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button onClick={() => void navigate(-1)}>{t('inventoryStock.common.back')}</Button>
      </Space>
      <ResourcePage
        title="/kucunzhongxin/depotManage/picidetail"
        rowKey="batchId"
        fields={fields}
        pageEndpoint="inventoryStock.batchPage"
        fixedQuery={fixedQuery}
        print
        extraActions={(row) => (
          <Button type="link" size="small" onClick={() => void navigate(batchDetailPath(row.batchId))}>
            {t('inventoryStock.common.detail')}
          </Button>
        )}
      />
    </>
  );
}
