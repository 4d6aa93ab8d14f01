import type { OutputOf } from '@canteen/contract';
import { Button, Card, Table, Tag, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import ConfigForm from '../shared/ConfigForm';
import { configIo, enabledField, secretField, textField } from '../shared/configs';
import { formatDateTime } from '@/shell/clock';

const fields = [
  enabledField,
  textField('corpId', 'settings.dingtalk.corpId'),
  textField('agentId', 'settings.dingtalk.agentId', 32),
  textField('appKey', 'settings.dingtalk.appKey'),
  secretField('appSecret', 'settings.dingtalk.appSecret'),
];

type Authorization = OutputOf<'settings.dingtalkAuthorizations'>[number];
const STATE_COLORS = { pending: 'processing', authorized: 'success', failed: 'error' } as const;

/** Workplace chat (/basesetting/dingding, menu 217000): the configuration and the merchant authorization requests. */
export default function DingtalkPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const list = useQuery({ queryKey: ['settings.dingtalkAuthorizations'], queryFn: () => call('settings.dingtalkAuthorizations') });

  const authorize = async () => {
    try {
      await call('settings.dingtalkAuthorize');
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('settings.dingtalk.requested'));
    await queryClient.invalidateQueries({ queryKey: ['settings.dingtalkAuthorizations'] });
  };

  return (
    <>
      {noticeHolder}
      <ConfigForm title="/basesetting/dingding" fields={fields} {...configIo('dingtalk')} />
      <Card
        title={t('settings.dingtalk.authorizations')}
        extra={
          <Button type="primary" onClick={() => void authorize()}>
            {t('settings.dingtalk.authorize')}
          </Button>
        }
      >
        <Table<Authorization>
          rowKey="id"
          size="small"
          pagination={false}
          loading={list.isFetching}
          dataSource={list.data ?? []}
          columns={[
            { key: 'requestedAt', dataIndex: 'requestedAt', title: t('settings.dingtalk.requestedAt'), render: (v: string) => formatDateTime(v) },
            { key: 'corpId', dataIndex: 'corpId', title: t('settings.dingtalk.corpId') },
            { key: 'state', dataIndex: 'state', title: t('settings.dingtalk.state'), render: (s: Authorization['state']) => <Tag color={STATE_COLORS[s]}>{t(`settings.dingtalk.state.${s}`)}</Tag> },
          ]}
        />
      </Card>
    </>
  );
}
