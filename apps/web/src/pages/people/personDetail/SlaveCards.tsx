import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tag, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonEndpointId, SlaveCard } from '@canteen/contract';
import { call, type InputArgs } from '@/api';
import FormDialog from '@/components/FormDialog';
import CardNoDialog from '../visitors/CardNoDialog';
import { formatDateTime } from '@/shell/clock';

const STATE_COLOR: Record<SlaveCard['state'], string> = { active: 'green', lost: 'orange', replaced: 'default', cancelled: 'default' };
const CARD_NO = /^[A-Za-z0-9]{1,32}$/;

/** The person's slave cards (extra cards paying from their account): add, report lost, release, replace, cancel. */
export default function SlaveCards({ custId, active }: { custId: number; active: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [adding, setAdding] = useState(false);
  const [cardDialog, setCardDialog] = useState<{ mode: 'change' | 'send'; card: SlaveCard } | null>(null);
  const key = ['customers.slaveList', custId];
  const list = useQuery({ queryKey: key, queryFn: () => call('customers.slaveList', { custId }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  /** Runs a call (the request client shows a failure); true when it succeeded. */
  const act = async <Id extends JsonEndpointId>(id: Id, ...content: InputArgs<Id>) => {
    try {
      await call(id, ...content);
    } catch {
      return false;
    }
    void notice.success(t('customers.visitor.done'));
    await refresh();
    return true;
  };
  const add = async (values: { holderName: string; cardNo: string }) => {
    await call('customers.slaveAdd', { custId, holderName: values.holderName.trim(), cardNo: values.cardNo.trim() });
    void notice.success(t('customers.visitor.done'));
    await refresh();
  };
  const confirm = (title: string, label: string, run: () => unknown, danger = false) => (
    <Popconfirm title={title} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={run}>
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );

  const columns: TableColumnsType<SlaveCard> = [
    { key: 'holderName', dataIndex: 'holderName', title: t('customers.slave.holderName') },
    { key: 'cardNo', dataIndex: 'cardNo', title: t('customers.slave.cardNo') },
    { key: 'state', dataIndex: 'state', title: t('customers.slave.state'), render: (s: SlaveCard['state']) => <Tag color={STATE_COLOR[s]}>{t(`customers.cardState.${s}`)}</Tag> },
    { key: 'issuedAt', dataIndex: 'issuedAt', title: t('customers.slave.issuedAt'), render: (v: string) => formatDateTime(v) },
    {
      key: '__actions',
      title: t('widgets.common.actions'),
      render: (_: unknown, card: SlaveCard) =>
        active && (
          <Space size={0} wrap>
            {card.state === 'active' && confirm(t('customers.visitor.confirmLoss'), t('customers.slave.loss'), () => act('customers.slaveLossCard', { cardId: card.cardId }))}
            {card.state === 'lost' && (
              <Button type="link" size="small" onClick={() => void act('customers.slaveReleaseCard', { cardId: card.cardId })}>
                {t('customers.slave.release')}
              </Button>
            )}
            {(card.state === 'active' || card.state === 'lost') && (
              <>
                <Button type="link" size="small" onClick={() => setCardDialog({ mode: 'change', card })}>
                  {t('customers.slave.change')}
                </Button>
                {confirm(t('customers.slave.confirmDelete'), t('customers.slave.delete'), () => act('customers.slaveDelete', { cardId: card.cardId }), true)}
              </>
            )}
            {card.state === 'cancelled' && (
              <Button type="link" size="small" onClick={() => setCardDialog({ mode: 'send', card })}>
                {t('customers.slave.sendAgain')}
              </Button>
            )}
          </Space>
        ),
    },
  ];
  const live = (list.data ?? []).some((c) => c.state === 'active' || c.state === 'lost');

  return (
    <Card
      size="small"
      title={t('customers.slave.title')}
      style={{ marginTop: 16 }}
      extra={
        active && (
          <Space>
            {live && confirm(t('customers.slave.confirmDeleteAll'), t('customers.slave.deleteAll'), () => act('customers.slaveDeleteAll', { custId }), true)}
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('customers.slave.add')}
            </Button>
          </Space>
        )
      }
    >
      {noticeHolder}
      <Table<SlaveCard>
        rowKey="cardId"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={columns}
        locale={{ emptyText: t('customers.slave.none') }}
        footer={() => t('customers.slave.hint')}
      />
      {adding && (
        <FormDialog<{ holderName: string; cardNo: string }>
          name="slaveAdd"
          title={t('customers.slave.add')}
          layout="vertical"
          maskClosable
          submitOnEnter={false}
          onSubmit={add}
          onClose={() => setAdding(false)}
        >
          <Form.Item
            name="holderName"
            label={t('customers.slave.holderName')}
            rules={[{ required: true, whitespace: true, message: t('widgets.form.required', { label: t('customers.slave.holderName') }) }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="cardNo"
            label={t('customers.slave.cardNo')}
            rules={[
              { required: true, message: t('widgets.form.required', { label: t('customers.slave.cardNo') }) },
              { pattern: CARD_NO, message: t('customers.cardNoInvalid') },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        </FormDialog>
      )}
      {cardDialog && (
        <CardNoDialog
          title={`${t(cardDialog.mode === 'change' ? 'customers.slave.change' : 'customers.slave.sendAgain')}: ${cardDialog.card.holderName}`}
          label={t('customers.visitor.newCardNo')}
          onClose={() => setCardDialog(null)}
          save={async (cardNo) => {
            await call(cardDialog.mode === 'change' ? 'customers.slaveChangeCard' : 'customers.slaveSendCard', { cardId: cardDialog.card.cardId, cardNo });
            void notice.success(t('customers.visitor.done'));
            await refresh();
          }}
        />
      )}
    </Card>
  );
}
