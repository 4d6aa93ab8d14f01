import { Alert, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MealLineDetail } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';

type BoundDevice = MealLineDetail['devices'][number];

/** One meal line with the devices bound to it (/basesetting/machinemanage/mealLineDetail?id=…, menu 204000). */
export default function MealLineDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const detail = useQuery({ queryKey: ['canteens.mealLineDetail', id], queryFn: () => call('canteens.mealLineDetail', { id }), enabled: id > 0 });
  if (!(id > 0)) return <Empty description={t('canteens.mealLine.noneChosen')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('canteens.loadFailed')} />;
  const line = detail.data;
  return (
    <>
      <Descriptions bordered column={2} title={line.mealLineName} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('canteens.canteen.name')}>{line.canteenName}</Descriptions.Item>
        <Descriptions.Item label={t('canteens.stall.name')}>{line.stallName ?? t('canteens.none')}</Descriptions.Item>
        <Descriptions.Item label={t('canteens.enabled')}>
          {line.enabled ? <Tag color="green">{t('canteens.yes')}</Tag> : <Tag>{t('canteens.no')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('canteens.sort')}>{line.sort}</Descriptions.Item>
        <Descriptions.Item label={t('canteens.remark')} span={2}>
          {line.remark}
        </Descriptions.Item>
      </Descriptions>
      <Table<BoundDevice>
        rowKey="deviceId"
        title={() => t('canteens.mealLine.devices')}
        dataSource={line.devices}
        pagination={false}
        bordered
        size="middle"
        locale={{ emptyText: t('canteens.mealLine.noDevices') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('canteens.device.name') },
          { key: 'type', dataIndex: 'type', title: t('canteens.device.type'), render: (type: string) => t(`/basesetting/machinemanage/${type}`) },
          { key: 'serialNumber', dataIndex: 'serialNumber', title: t('canteens.device.serialNumber') },
          { key: 'state', dataIndex: 'state', title: t('canteens.device.state'), render: (state: string) => t(`canteens.device.state.${state}`) },
          {
            key: 'lastHeartbeatAt',
            dataIndex: 'lastHeartbeatAt',
            title: t('canteens.device.lastHeartbeat'),
            render: (at: string | null) => (at ? formatDateTime(at) : t('canteens.device.never')),
          },
        ]}
      />
    </>
  );
}
