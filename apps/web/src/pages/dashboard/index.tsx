import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { OperationLog } from '@canteen/contract';
import { call } from '@/api';
import { operationName } from '@/i18n/operationName';
import OperationResult from '../reports/operationLog/OperationResult';
import { formatDateTime } from '@/shell/clock';

export interface DashboardSummary {
  users: number;
  enabledUsers: number;
  roles: number;
  operationsToday: number;
  failedToday: number;
  /** null when the user may not read the operation log. */
  recentOperations: OperationLog[] | null;
}

const FIGURES = ['users', 'enabledUsers', 'roles', 'operationsToday', 'failedToday'] as const;

export default function Dashboard() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: ['admin.dashboard'],
    queryFn: ({ signal }) => call('admin.dashboard', {}, { loading: false, signal }),
  });

  const columns: ColumnsType<OperationLog> = [
    { key: 'at', title: t('dashboard.time'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
    { key: 'username', title: t('dashboard.user'), dataIndex: 'username' },
    { key: 'summary', title: t('dashboard.summary'), render: (_, row) => <span title={row.endpointId}>{operationName(t, row.endpointId, row.summary)}</span> },
    { key: 'code', title: t('dashboard.result'), render: (_, row) => <OperationResult code={row.code} msg={row.msg} /> },
  ];

  if (summary.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.loadFailed')}
        action={<Button onClick={() => void summary.refetch()}>{t('dashboard.retry')}</Button>}
      />
    );
  }

  const data = summary.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        {FIGURES.map((figure) => (
          <Col key={figure} xs={24} sm={12} lg={8} xl={4}>
            <Card loading={summary.isPending}>
              <Statistic title={t(`dashboard.${figure}`)} value={data?.[figure]} />
            </Card>
          </Col>
        ))}
      </Row>
      {data?.recentOperations && (
        <Card title={t('dashboard.recentOperations')} style={{ marginTop: 16 }}>
          <Table<OperationLog> rowKey="id" size="small" columns={columns} dataSource={data.recentOperations} pagination={false} />
        </Card>
      )}
    </>
  );
}
