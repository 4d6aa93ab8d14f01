import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PendingImport } from '@canteen/contract';

type BatchRow = PendingImport['rows'][number];

/** The checked rows of a batch, as the server will move them. */
export default function BatchRows({ rows }: { rows: BatchRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<BatchRow>
      rowKey="row"
      dataSource={rows}
      size="small"
      bordered
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      columns={[
        { key: 'row', dataIndex: 'row', title: t('accountImports.errors.row'), width: 80 },
        { key: 'custNum', dataIndex: 'custNum', title: t('accountImports.field.custNum'), width: 140 },
        { key: 'custName', dataIndex: 'custName', title: t('accountImports.field.custName'), width: 140 },
        { key: 'amount', dataIndex: 'amount', title: t('accountImports.field.amount'), width: 120, align: 'right', render: (v: number) => formatMoney(v) },
        { key: 'remark', dataIndex: 'remark', title: t('accountImports.field.remark') },
      ]}
    />
  );
}
