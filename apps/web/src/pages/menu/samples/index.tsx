import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SampleDiffGroup, SampleMachine } from '@canteen/contract';
import { call } from '@/api';
import { datePattern, formatDateTime, merchantToday } from '@/shell/clock';
import { DiffDishes } from './DiffDishes';

const label = (key: string) => `menuProducts.sample.${key}`;
const problem = (n: number) => (n > 0 ? <Typography.Text type="danger" strong>{n}</Typography.Text> : n);

/**
 * Sample retention (/menudish/liuyangji, menu 308000; the two record pages are its children): a day's retention per
 * canteen and meal — what the recipes planned against what was kept — and the sample machines with their state.
 */
export default function SampleOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [day, setDay] = useState<Dayjs>(merchantToday());
  const dayText = day.format('YYYY-MM-DD');
  const overview = useQuery({ queryKey: ['menuProducts.sampleOverview', dayText], queryFn: () => call('menuProducts.sampleOverview', { day: dayText }) });

  const mealColumns: TableColumnsType<SampleDiffGroup> = [
    { key: 'canteen', title: t(label('canteen')), dataIndex: 'canteenName' },
    {
      key: 'meal',
      title: t(label('mealType')),
      render: (_, g) => (
        <Space>
          {t(`canteens.mealType.${g.mealType}`)}
          {g.upcoming && <Tag>{t(label('upcoming'))}</Tag>}
        </Space>
      ),
    },
    { key: 'planned', title: t(label('planned')), dataIndex: 'planned' },
    { key: 'kept', title: t(label('kept')), dataIndex: 'kept' },
    { key: 'underweight', title: t(label('underweight')), render: (_, g) => problem(g.underweight) },
    { key: 'missing', title: t(label('missing')), render: (_, g) => problem(g.missing) },
    { key: 'pending', title: t(label('pending')), dataIndex: 'pending' },
    { key: 'dishes', title: t(label('dishes')), render: (_, g) => <DiffDishes dishes={g.dishes} /> },
  ];
  const machineColumns: TableColumnsType<SampleMachine> = [
    { key: 'name', title: t(label('machineName')), dataIndex: 'name' },
    { key: 'serialNumber', title: t(label('serialNumber')), dataIndex: 'serialNumber' },
    { key: 'canteen', title: t(label('canteen')), dataIndex: 'canteenName' },
    { key: 'online', title: t(label('online')), render: (_, m) => <Tag color={m.online ? 'green' : 'default'}>{t(label(m.online ? 'isOnline' : 'isOffline'))}</Tag> },
    { key: 'lastHeartbeatAt', title: t(label('lastHeartbeatAt')), render: (_, m) => formatDateTime(m.lastHeartbeatAt) },
    { key: 'lastSampleAt', title: t(label('lastSampleAt')), render: (_, m) => formatDateTime(m.lastSampleAt) },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t(label('rule'))} />
      <Space wrap>
        <label htmlFor="sampleOverviewDay">{t(label('day'))}</label>
        <DatePicker id="sampleOverviewDay" value={day} allowClear={false} format={datePattern()} onChange={(d) => d && setDay(d)} />
        <Button onClick={() => navigate('/menudish/liuyangji/macsacesamplerecord')}>{t(label('toRecords'))}</Button>
        <Button onClick={() => navigate('/menudish/liuyangji/macsacesamplerecordcanteen')}>{t(label('toCanteen'))}</Button>
      </Space>
      <Card title={t(label('overviewTitle'))} size="small">
        <Table<SampleDiffGroup>
          rowKey={(g) => `${g.canteenId}|${g.mealType}`}
          columns={mealColumns}
          dataSource={overview.data?.meals ?? []}
          loading={overview.isFetching}
          pagination={false}
          size="middle"
          bordered
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t(label('noMeals'))} /> }}
        />
      </Card>
      <Card title={t(label('machines'))} extra={t(label('machinesHint'))} size="small">
        <Table<SampleMachine>
          rowKey="deviceId"
          columns={machineColumns}
          dataSource={overview.data?.machines ?? []}
          loading={overview.isFetching}
          pagination={false}
          size="middle"
          bordered
          locale={{ emptyText: <Empty description={t(label('noMachines'))} /> }}
        />
      </Card>
    </Space>
  );
}
