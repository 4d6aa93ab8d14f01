import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_MENUS, formatSignedMoney, type DashboardFigures } from '@canteen/contract';
import { call } from '@/api';
import ReportChart from '@/components/ReportChart';
import { useSession } from '@/shell/session';
import { canteenHourRows } from './hours';
import RecentOperations from './RecentOperations';

/** The page behind each figure (menu ids): the figure links there when the user may open it. */
const BEHIND = {
  sales: 1201000,
  orders: 1201000,
  diners: 1205000,
  recharge: 1202000,
  subsidy: 1202000,
  refundsPending: 402000,
  devicesOffline: 202000,
  stockWarnings: 1106030,
} as const;
const COMPARED = ['sales', 'orders', 'diners', 'recharge', 'subsidy'] as const;
const WAITING = ['refundsPending', 'devicesOffline', 'stockWarnings'] as const;
const MONEY = new Set(['sales', 'recharge', 'subsidy']);
const pathOf = (menuId: number) => ALL_MENUS.find((m) => m.id === menuId)?.fullPath;

function Figure({ name, title, children }: { name: keyof typeof BEHIND; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  const path = roles.includes(BEHIND[name]) ? pathOf(BEHIND[name]) : undefined;
  return (
    <Card size="small" title={path ? <Link to={path} aria-label={t('dataScreen.figure.open', { name: title })}>{title}</Link> : title}>
      {children}
    </Card>
  );
}

/**
 * The dashboard (/dashboard): today against yesterday and the same weekday last week, the work waiting (each figure
 * linking to its report or page), today's orders by hour per canteen, and the last operations.
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: ['dataScreen.dashboard'],
    queryFn: ({ signal }) => call('dataScreen.dashboard', {}, { loading: false, signal }),
  });

  if (figures.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dashboard.loadFailed')}
        action={<Button onClick={() => void figures.refetch()}>{t('dashboard.retry')}</Button>}
      />
    );
  }
  const d: DashboardFigures | undefined = figures.data;
  const show = (name: string, value: number) => (MONEY.has(name) ? formatSignedMoney(value) : String(value));
  const hours = d ? canteenHourRows(d.todayOrders) : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        {COMPARED.map((name) => {
          const title = t(`dataScreen.figure.${name}`);
          return (
            <Col key={name} xs={24} sm={12} lg={8} xl={4}>
              <Figure name={name} title={title}>
                <Statistic loading={!d} value={d ? show(name, d[name].today) : ''} />
                {d && (
                  <Typography.Text type="secondary">
                    {t('dataScreen.figure.yesterday', { value: show(name, d[name].yesterday) })}
                    <br />
                    {t('dataScreen.figure.lastWeek', { value: show(name, d[name].lastWeek) })}
                  </Typography.Text>
                )}
              </Figure>
            </Col>
          );
        })}
        {WAITING.filter((name) => !d || d[name] !== null).map((name) => (
          <Col key={name} xs={24} sm={12} lg={8} xl={4}>
            <Figure name={name} title={t(`dataScreen.figure.${name}`)}>
              <Statistic loading={!d} value={d?.[name] ?? ''} styles={d?.[name] ? { content: { color: '#cf1322' } } : undefined} />
            </Figure>
          </Col>
        ))}
      </Row>
      <Card title={t('dataScreen.todayOrders')} loading={!d}>
        {hours && hours.series.length ? (
          <ReportChart title={t('dataScreen.todayOrders')} rows={hours.rows} x="hour" series={hours.series} kind="bar" />
        ) : (
          <Empty description={t('dataScreen.noOrders')} />
        )}
      </Card>
      <RecentOperations />
    </Space>
  );
}
