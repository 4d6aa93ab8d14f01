import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';

const FIGURES = ['users', 'enabledUsers', 'roles', 'operationsToday', 'failedToday'] as const;

/** The administrators' counts (admin.dashboard) above the user list; nothing while they load or if they fail. */
export default function UserFigures() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['admin.dashboard'], queryFn: ({ signal }) => call('admin.dashboard', {}, { loading: false, silent: true, signal }) });
  if (!summary.data) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {FIGURES.map((figure) => (
        <Col key={figure} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={t(`dashboard.${figure}`)} value={summary.data[figure]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
