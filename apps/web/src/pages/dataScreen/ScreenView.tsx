import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney, type DataScreen } from '@canteen/contract';
import { call } from '@/api';
import ReportChart from '@/components/ReportChart';
import { formatTime } from '@/shell/clock';
import { chartOf } from './screenCharts';

const THEMES: Record<DataScreen['theme'], { page: CSSProperties; dark: boolean }> = {
  dark: { page: { background: '#100c2a', color: '#fff' }, dark: true },
  blue: { page: { background: '#0b2a5b', color: '#fff' }, dark: true },
  light: { page: { background: '#f5f7fa' }, dark: false },
};

function useFullscreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => void (active ? document.exitFullscreen() : ref.current?.requestFullscreen());
  return { ref, active, toggle, supported: Boolean(document.fullscreenEnabled) };
}

/**
 * A data screen shown (its saved charts laid out on its theme, read again every refresh_seconds), with a button that
 * puts the screen alone on the whole display.
 */
export default function ScreenView({ id }: { id: number }) {
  const { t } = useTranslation();
  const screen = useQuery({
    queryKey: ['dataScreen.screen', id],
    queryFn: ({ signal }) => call('dataScreen.screen', { id }, { loading: false, signal }),
    refetchInterval: (q) => (q.state.data?.screen.refreshSeconds ?? 60) * 1000,
  });
  const full = useFullscreen();
  if (screen.isPending) return <Skeleton active />;
  if (screen.isError) return <Alert type="error" showIcon title={t('dashboard.loadFailed')} />;
  const data = screen.data;
  const theme = THEMES[data.screen.theme];
  const h = data.headline;
  const figures = [
    ['canteens', String(h.canteens)],
    ['customers', String(h.customers)],
    ['devices', `${h.devicesOnline} / ${h.devices}`],
    ['orders', String(h.orders)],
    ['net', formatSignedMoney(h.net)],
    ['recharge', formatSignedMoney(h.recharge)],
  ] as const;
  const text: CSSProperties = { color: theme.page.color };
  return (
    <div ref={full.ref} style={{ ...theme.page, padding: 16, minHeight: full.active ? '100vh' : undefined, overflow: 'auto' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={3} style={{ ...text, margin: 0 }}>
          {data.screen.name}
        </Typography.Title>
        <Space>
          <Typography.Text style={text}>{t('dataScreen.screen.updatedAt', { time: formatTime(new Date(screen.dataUpdatedAt)), seconds: data.screen.refreshSeconds })}</Typography.Text>
          {full.supported && (
            <Button icon={full.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={full.toggle}>
              {t(full.active ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
            </Button>
          )}
        </Space>
      </Space>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {figures.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Statistic title={<span style={text}>{t(`dataScreen.headline.${key}`)}</span>} value={value} styles={{ content: text }} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        {data.screen.charts.map((name) => {
          const chart = chartOf(name, data, t);
          const title = t(`settings.chart.${name}`);
          return (
            <Col key={name} xs={24} lg={12}>
              <Card title={title} size="small" styles={{ header: text }} style={{ background: 'transparent' }}>
                {chart && chart.rows.length && chart.series.length ? <ReportChart title={title} dark={theme.dark} height={280} {...chart} /> : <Empty description={t('dataScreen.screen.empty')} />}
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
