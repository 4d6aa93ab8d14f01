import { Button, Descriptions, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboundDocLine } from '@canteen/contract';
import { batchDetailPath } from '../warehouses/paths';
import DocumentDetail from '../shared/DocumentDetail';
import { inboundDetailPath, money } from '../shared/documents';

/** One inbound document with its lines: material, unit, batch, dates and value (/kucunzhongxin/warehousing/warehousedetail?inboundId=…, menu 1103010). */
export default function InboundDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DocumentDetail<'inventoryDocuments.inboundDetail', InboundDocLine>
      name="inbound"
      idParam="inboundId"
      detailEndpoint="inventoryDocuments.inboundDetail"
      date={(d) => d.inboundDate}
      items={(d) => (
        <>
          <Descriptions.Item label={t('inventoryDocuments.doc.supplier')}>{d.supplierName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('inventoryDocuments.inbound.totalValue')}>{money(d.totalValue)}</Descriptions.Item>
        </>
      )}
      after={(d) =>
        (d.reversesId !== null || d.reversedById !== null) && (
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
        )
      }
      lines={{
        scroll: { x: 'max-content' },
        columns: [
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
        ],
      }}
    />
  );
}
