import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { OperationLog } from '@canteen/contract';
import { call } from '@/api';
import { operationName } from '@/i18n/operationName';
import OperationResult from '../reports/operationLog/OperationResult';
import { formatDateTime } from '@/shell/clock';

/** The last operations of the merchant, for a user who may read the operation log (admin.dashboard gives null otherwise). */
export default function RecentOperations() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: ['admin.dashboard'],
    queryFn: ({ signal }) => call('admin.dashboard', {}, { loading: false, silent: true, signal }),
  });
  const columns: ColumnsType<OperationLog> = [
    { key: 'at', title: t('dashboard.time'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
    { key: 'username', title: t('dashboard.user'), dataIndex: 'username' },
    { key: 'summary', title: t('dashboard.summary'), render: (_, row) => <span title={row.endpointId}>{operationName(t, row.endpointId, row.summary)}</span> },
    { key: 'code', title: t('dashboard.result'), render: (_, row) => <OperationResult code={row.code} msg={row.msg} /> },
  ];
  if (!summary.data?.recentOperations) return null;
  return (
    <Card title={t('dashboard.recentOperations')}>
      <Table<OperationLog> rowKey="id" size="small" columns={columns} dataSource={summary.data.recentOperations} pagination={false} />
    </Card>
  );
}
