import { Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';

type Command = OutputOf<'devices.serviceCounterDetail'>['commands'][number];

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** /basesetting/machinemanage/servicecounter/detail?id=…: one service counter, its settings and its latest commands. */
export default function ServiceCounterDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useQuery({
    queryKey: ['devices.serviceCounterDetail', id],
    queryFn: () => call('devices.serviceCounterDetail', { id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!(id > 0)) return <Empty description={t('devices.detail.choose')} />;
  if (!detail.data) return <Card loading={detail.isPending} />;
  const { device, deskControl, sourceControl, commands } = detail.data;
  const yes = (v: boolean) => t(v ? 'widgets.common.yes' : 'widgets.common.no');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={device.name}>
        <Descriptions column={2} bordered size="small">
          <Descriptions.Item label={t('devices.serialNumber')}>{device.serialNumber}</Descriptions.Item>
          <Descriptions.Item label={t('devices.onlineState')}>
            <Tag color={device.online ? 'success' : 'default'}>{t(device.online ? 'devices.online' : 'devices.offline')}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.state')}>{t(device.state === 'enabled' ? 'devices.enabled' : 'devices.disabled')}</Descriptions.Item>
          <Descriptions.Item label={t('devices.lastHeartbeatAt')}>{when(device.lastHeartbeatAt)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.ip')}>{device.ip || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.appVersion')}>{device.appVersion || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.printer')}>{device.printerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.loginTypes')}>{device.loginTypes.map((l) => t(`devices.loginType.${l}`)).join('、') || '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('devices.deskControl')}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('devices.enabled')}>{yes(deskControl.enabled)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.tableRequired')}>{yes(deskControl.tableRequired)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.maxDiners')}>{deskControl.maxDiners}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('devices.sourceControl')}>{sourceControl.sources.map((s) => <Tag key={s}>{t(`devices.source.${s}`)}</Tag>)}</Card>
      <Card title={t('devices.detail.commands')}>
        <Table<Command>
          rowKey="commandId"
          size="small"
          pagination={false}
          dataSource={commands}
          columns={[
            { key: 'kind', title: t('devices.detail.command'), render: (_, c) => t(`devices.${c.kind}`) },
            { key: 'created', title: t('devices.detail.createdAt'), render: (_, c) => when(c.createdAt) },
            { key: 'delivered', title: t('devices.detail.deliveredAt'), render: (_, c) => when(c.deliveredAt) },
            {
              key: 'result',
              title: t('devices.detail.result'),
              render: (_, c) =>
                c.ok === null ? <Tag>{t('devices.detail.pending')}</Tag> : <Tag color={c.ok ? 'success' : 'error'}>{c.message || yes(c.ok)}</Tag>,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
