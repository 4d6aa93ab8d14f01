import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Empty, Skeleton, Table, Tag, type TableProps } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InputOf, JsonEndpointId, OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';

/** The head every document has. */
interface DocumentHead {
  docNo: string;
  state: 'draft' | 'committed';
  kind: string;
  warehouseName: string;
  canteenName: string;
  createdByName: string | null;
  committedAt: string | null;
  remark: string;
  lines: object[];
}

export interface DocumentDetailProps<Id extends JsonEndpointId, Line extends object> {
  /** The kind of document: texts inventoryDocuments.<name>.title / noneChosen / date and <name>Kind.*. */
  name: 'inbound' | 'outbound';
  /** The query string parameter naming the document. */
  idParam: string;
  detailEndpoint: Id;
  date: (d: OutputOf<Id>) => string;
  /** The document's own head items, between the canteen and the creator. */
  items: (d: OutputOf<Id>) => ReactNode;
  /** Items after the commit time (a reversal's links). */
  after?: (d: OutputOf<Id>) => ReactNode;
  /** The lines' table: its columns and, where lines open, its expansion. */
  lines: Pick<TableProps<Line>, 'columns' | 'expandable' | 'scroll'>;
}

/** One inventory document with its lines (its page takes the id from the query string), printable. */
export default function DocumentDetail<Id extends JsonEndpointId, Line extends object>({ name, idParam, detailEndpoint, date, items, after, lines }: DocumentDetailProps<Id, Line>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get(idParam));
  const detail = useQuery({ queryKey: [detailEndpoint, id], queryFn: () => call(detailEndpoint, { id } as InputOf<Id>), enabled: id > 0 });
  if (!(id > 0)) return <Empty description={t(`inventoryDocuments.${name}.noneChosen`)} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('inventoryDocuments.loadFailed')} />;
  const d = detail.data;
  const head = d as DocumentHead;
  return (
    <>
      <Descriptions
        bordered
        column={3}
        title={t(`inventoryDocuments.${name}.title`, { docNo: head.docNo })}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('inventoryDocuments.action.print')}
          </Button>
        }
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t('inventoryDocuments.doc.state')}>
          <Tag color={head.state === 'committed' ? 'green' : 'orange'}>{t(`inventoryDocuments.state.${head.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.kind')}>{t(`inventoryDocuments.${name}Kind.${head.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t(`inventoryDocuments.${name}.date`)}>{date(d)}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.warehouse')}>{head.warehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.canteen')}>{head.canteenName}</Descriptions.Item>
        {items(d)}
        <Descriptions.Item label={t('inventoryDocuments.doc.createdBy')}>{head.createdByName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('inventoryDocuments.doc.committedAt')}>{head.committedAt ? formatDateTime(head.committedAt) : ''}</Descriptions.Item>
        {after?.(d)}
        <Descriptions.Item label={t('inventoryDocuments.doc.remark')} span={3}>
          {head.remark}
        </Descriptions.Item>
      </Descriptions>
      <Table<Line>
        rowKey="lineId"
        title={() => t('inventoryDocuments.doc.lines')}
        dataSource={head.lines as Line[]}
        pagination={false}
        bordered
        size="middle"
        {...lines}
      />
    </>
  );
}
