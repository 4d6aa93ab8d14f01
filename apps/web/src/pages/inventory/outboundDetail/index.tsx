import { Button, Descriptions, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OutboundDocLine } from '@canteen/contract';
import { batchDetailPath } from '../warehouses/paths';
import DocumentDetail from '../shared/DocumentDetail';
import { money } from '../shared/documents';

type Pick = OutboundDocLine['picks'][number];

/**
 * One outbound document (/kucunzhongxin/outhousing/outhousedetail?outboundId=…, menu 1104010): its lines and, once
 * committed, the batches each took, first-expiring first, with their costs.
 */
export default function OutboundDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DocumentDetail<'inventoryDocuments.outboundDetail', OutboundDocLine>
      name="outbound"
      idParam="outboundId"
      detailEndpoint="inventoryDocuments.outboundDetail"
      date={(d) => d.outboundDate}
      items={(d) => (
        <>
          <Descriptions.Item label={t('inventoryDocuments.outbound.receiver')}>{d.receiver}</Descriptions.Item>
          <Descriptions.Item label={t('inventoryDocuments.outbound.totalCost')}>{d.state === 'committed' ? money(d.totalCost) : ''}</Descriptions.Item>
        </>
      )}
      lines={{
        expandable: {
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
        },
        columns: [
          { key: 'materialName', dataIndex: 'materialName', title: t('inventoryDocuments.line.material') },
          { key: 'spec', dataIndex: 'spec', title: t('inventoryDocuments.line.spec') },
          { key: 'unitName', dataIndex: 'unitName', title: t('inventoryDocuments.line.unit') },
          { key: 'qty', dataIndex: 'qty', title: t('inventoryDocuments.line.qty'), align: 'right' },
          { key: 'cost', dataIndex: 'cost', title: t('inventoryDocuments.line.cost'), align: 'right', render: (c: number | null) => money(c) },
          { key: 'remark', dataIndex: 'remark', title: t('inventoryDocuments.doc.remark') },
        ],
      }}
    />
  );
}
