import { Alert, Button, Card, Col, DatePicker, Empty, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import ReactECharts from 'echarts-for-react';
import dayjs from 'dayjs';
import type { IntakeAnalysis, NutrientIntake } from '@canteen/contract';
import { call } from '@/api';
import { datePattern, formatDate } from '@/shell/clock';
import { DAY, lastDays, StatusTag, targetText } from '../shared';

type Dish = IntakeAnalysis['dishes'][number];

/** A chart with an accessible name (the canvas itself says nothing to a screen reader). */
function Chart({ label, option, height = 300 }: { label: string; option: object; height?: number }) {
  return (
    <div role="img" aria-label={label}>
      <ReactECharts option={option} style={{ height }} notMerge />
    </div>
  );
}

/** The intake as a percent of its target (the middle of a range, else the one bound). */
function percentOfTarget(n: NutrientIntake): number | null {
  const target = n.min !== null && n.max !== null ? (n.min + n.max) / 2 : (n.min ?? n.max);
  return target ? Math.round((n.amount / target) * 1000) / 10 : null;
}

/**
 * A person's intake chart (/healthcenter/analysisdetail?custId=&from=&to=, menu 910000): daily energy against the
 * target band, the average day's nutrients against their targets, where the energy comes from, the dish types and
 * the dishes eaten.
 */
export default function IntakeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId'));
  const [defaultFrom, defaultTo] = lastDays(7);
  const from = params.get('from') || defaultFrom;
  const to = params.get('to') || defaultTo;
  const data = useQuery({ queryKey: ['health.intakeAnalysis', custId, from, to], queryFn: () => call('health.intakeAnalysis', { custId, from, to }), enabled: custId > 0 });
  if (!(custId > 0)) return <Empty description={t('health.detail.noPerson')} />;

  const range = (
    <DatePicker.RangePicker
      aria-label={t('health.filter.range')}
      format={datePattern()}
      allowClear={false}
      value={[dayjs(from), dayjs(to)]}
      onChange={(v) => {
        if (v?.[0] && v[1]) void navigate(`/healthcenter/analysisdetail?custId=${custId}&from=${v[0].format(DAY)}&to=${v[1].format(DAY)}`);
      }}
    />
  );
  if (data.isPending) return <Skeleton active />;
  if (data.isError)
    return (
      <Space orientation="vertical">
        {range}
        <Alert type="error" showIcon title={t('health.detail.notFound')} />
      </Space>
    );
  const a = data.data;
  const energy = (n: NutrientIntake[]) => n.find((x) => x.code === 'energy');
  const days = a.days.map((d) => d.day);
  const energyOption = {
    tooltip: { trigger: 'axis' },
    legend: { data: [t('health.chart.intake'), t('health.chart.targetMin'), t('health.chart.targetMax')] },
    xAxis: { type: 'category', data: days.map((d) => formatDate(d)) },
    yAxis: { type: 'value', name: 'kcal' },
    series: [
      { name: t('health.chart.intake'), type: 'bar', data: a.days.map((d) => energy(d.nutrients)?.amount ?? 0), itemStyle: { color: '#1677ff' } },
      { name: t('health.chart.targetMin'), type: 'line', data: a.days.map((d) => energy(d.nutrients)?.min ?? null), lineStyle: { type: 'dashed' }, itemStyle: { color: '#d48806' } },
      { name: t('health.chart.targetMax'), type: 'line', data: a.days.map((d) => energy(d.nutrients)?.max ?? null), lineStyle: { type: 'dashed' }, itemStyle: { color: '#cf1322' } },
    ],
  };
  const targeted = a.average.filter((n) => percentOfTarget(n) !== null);
  const nutrientOption = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: targeted.map((n) => n.name), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: { type: 'value', name: '%' },
    series: [
      {
        name: t('health.chart.ofTarget'),
        type: 'bar',
        data: targeted.map((n) => ({ value: percentOfTarget(n), itemStyle: { color: n.status === 'ok' ? '#389e0d' : n.status === 'high' ? '#cf1322' : '#d48806' } })),
        markLine: { data: [{ yAxis: 100 }], label: { formatter: '100%' } },
      },
    ],
  };
  const pie = (name: string, items: { name: string; value: number }[]) => ({
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [{ name, type: 'pie', radius: ['35%', '65%'], data: items, label: { formatter: '{b} {d}%' } }],
  });
  const sharesOption = pie(
    t('health.chart.energyShare'),
    a.energyShares.map((s) => ({ name: t(`health.nutrient.${s.source}`), value: s.kcal })),
  );
  const typesOption = pie(
    t('health.chart.dishTypes'),
    a.dishTypeShares.map((s) => ({ name: s.typeName || t('health.chart.otherType'), value: s.qty })),
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('health.chart.title', { name: a.custName })} · {a.custNum} · {a.orgName}
        </Typography.Title>
        {range}
        <Button onClick={() => void navigate(`/healthcenter/detail?custId=${custId}`)}>{t('health.person.detail')}</Button>
      </Space>
      {a.applied ? (
        <Alert type="info" showIcon title={t('health.profile.appliedNow', { name: a.applied.name, reason: t(`health.reason.${a.applied.reason}`, { matched: a.applied.matched }) })} />
      ) : (
        <Alert type="warning" showIcon title={t('health.detail.noDiet')} />
      )}
      {a.days.length === 0 ? (
        <Empty description={t('health.detail.noMeals')} />
      ) : (
        <>
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Card size="small" title={t('health.chart.energyDaily')}>
                <Chart label={t('health.chart.energyDaily')} option={energyOption} />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={t('health.chart.nutrients')}>
                {targeted.length ? <Chart label={t('health.chart.nutrients')} option={nutrientOption} /> : <Empty description={t('health.detail.noDiet')} />}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('health.chart.energyShare')}>
                <Chart label={t('health.chart.energyShare')} option={sharesOption} height={260} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={t('health.chart.dishTypes')}>
                <Chart label={t('health.chart.dishTypes')} option={typesOption} height={260} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('health.chart.average', { days: a.days.length })}>
            <Table<NutrientIntake>
              rowKey="nutritionId"
              size="small"
              pagination={false}
              dataSource={a.average}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('health.diet.nutrient') },
                { key: 'amount', title: t('health.chart.intake'), render: (_: unknown, n) => `${n.amount} ${n.unit}` },
                { key: 'target', title: t('health.chart.target'), render: (_: unknown, n) => targetText(n.min, n.max, n.unit) },
                { key: 'status', title: t('health.chart.status'), render: (_: unknown, n) => <StatusTag status={n.status} /> },
              ]}
            />
          </Card>
          <Card size="small" title={t('health.intake.dishes')}>
            <Table<Dish>
              rowKey="dishId"
              size="small"
              pagination={false}
              dataSource={a.dishes}
              columns={[
                { key: 'dishName', dataIndex: 'dishName', title: t('health.chart.dish') },
                { key: 'typeName', dataIndex: 'typeName', title: t('health.chart.dishType') },
                { key: 'qty', dataIndex: 'qty', title: t('health.chart.portions') },
                { key: 'energy', dataIndex: 'energy', title: t('health.nutrient.energy'), render: (v: number) => `${v} kcal` },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
