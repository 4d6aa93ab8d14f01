import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Switch, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSULTATION_CATEGORIES, SUBSCRIPTION_CHANNELS, type Subscription } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import type { TargetChoices } from './targets';

const PAGE = 'healthRecipes.subscriptionPage';
const categoryChoices = CONSULTATION_CATEGORIES.map((c) => ({ value: c, label: `healthRecipes.consultation.category.${c}` }));

interface Values {
  custId: number;
  channel: Subscription['channel'];
  categories: Subscription['categories'];
  chronicIds: number[];
  enabled: boolean;
  remark?: string;
}

function SubscriptionDialog({ row, targets, onSaved, onClose }: { row: Subscription | null; targets: TargetChoices; onSaved: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const people = useQuery({ queryKey: ['healthRecipes.personChoices', keyword], queryFn: () => call('healthRecipes.personChoices', { keyword }), enabled: keyword.length > 0 });
  const personOptions = row
    ? [{ value: row.custId, label: `${row.custName}（${row.custNum}）` }]
    : (people.data ?? []).map((p) => ({ value: p.custId, label: `${p.custName}（${p.custNum}）${p.orgName ? ` · ${p.orgName}` : ''}` }));

  const submit = async (v: Values) => {
    await call('healthRecipes.subscriptionSave', {
      ...(row ? { subscriptionId: row.subscriptionId } : {}),
      custId: v.custId,
      channel: v.channel,
      categories: v.categories ?? [],
      chronicIds: v.chronicIds ?? [],
      enabled: v.enabled,
      remark: (v.remark ?? '').trim(),
    });
    await onSaved();
  };

  return (
    <FormDialog<Values>
      name="subscription"
      title={t(row ? 'healthRecipes.subscription.editTitle' : 'healthRecipes.subscription.addTitle')}
      layout="vertical"
      initialValues={
        row ? { custId: row.custId, channel: row.channel, categories: row.categories, chronicIds: row.chronicIds, enabled: row.enabled, remark: row.remark } : { channel: 'app', categories: [], chronicIds: [], enabled: true }
      }
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="custId" label={t('healthRecipes.subscription.person')} rules={[{ required: true, message: t('healthRecipes.subscription.personRequired') }]}>
        <Select
          showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
          disabled={Boolean(row)}
          placeholder={t('healthRecipes.subscription.personSearch')}
          loading={people.isFetching}
          options={personOptions}
        />
      </Form.Item>
      <Form.Item name="channel" label={t('healthRecipes.subscription.channel')} extra={t('healthRecipes.subscription.channelNote')}>
        <Select options={SUBSCRIPTION_CHANNELS.map((c) => ({ value: c, label: t(`healthRecipes.subscription.channel.${c}`) }))} />
      </Form.Item>
      <Form.Item name="categories" label={t('healthRecipes.subscription.categories')}>
        <Select mode="multiple" allowClear options={CONSULTATION_CATEGORIES.map((c) => ({ value: c, label: t(`healthRecipes.consultation.category.${c}`) }))} />
      </Form.Item>
      <Form.Item
        name="chronicIds"
        label={t('healthRecipes.subscription.chronics')}
        dependencies={['categories']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: number[] | undefined) =>
              (value?.length ?? 0) + ((getFieldValue('categories') as string[] | undefined)?.length ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('healthRecipes.subscription.topicRequired'))),
          }),
        ]}
      >
        <Select mode="multiple" allowClear options={targets.chronics} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="enabled" label={t('healthRecipes.subscription.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('healthRecipes.subscription.remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}

/** People's subscriptions to health information: list with filters, add, change, remove. Nothing is sent from here. */
export default function SubscriptionsTab({ targets }: { targets: TargetChoices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [dialog, setDialog] = useState<{ row: Subscription | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE] });
  const fields: FieldDef<Subscription>[] = [
    { key: 'custName', label: 'healthRecipes.subscription.custName', type: 'text', inSearch: true },
    { key: 'custNum', label: 'healthRecipes.subscription.custNum', type: 'text', inSearch: true },
    { key: 'orgName', label: 'healthRecipes.subscription.org', type: 'text' },
    {
      key: 'channel',
      label: 'healthRecipes.subscription.channel',
      type: 'select',
      inSearch: true,
      options: SUBSCRIPTION_CHANNELS.map((c) => ({ value: c, label: `healthRecipes.subscription.channel.${c}` })),
    },
    {
      key: 'category',
      label: 'healthRecipes.subscription.categories',
      type: 'select',
      inSearch: true,
      inTable: false,
      options: categoryChoices,
    },
    // Lists of choices, so that print writes their words as the table shows them.
    {
      key: 'categories',
      label: 'healthRecipes.subscription.categories',
      type: 'select',
      multiple: true,
      options: categoryChoices,
      render: (_, row) => row.categories.map((c) => <Tag key={c}>{t(`healthRecipes.consultation.category.${c}`)}</Tag>),
    },
    { key: 'chronicId', label: 'healthRecipes.subscription.chronics', type: 'select', inSearch: true, inTable: false, options: targets.chronics },
    {
      key: 'chronicIds',
      label: 'healthRecipes.subscription.chronics',
      type: 'select',
      multiple: true,
      options: targets.chronics,
      render: (_, row) => row.chronics.map((c) => <Tag key={c.id}>{c.name}</Tag>),
    },
    { key: 'enabled', label: 'healthRecipes.subscription.enabled', type: 'switch' },
    { key: 'createdAt', label: 'healthRecipes.subscription.createdAt', type: 'datetime' },
  ];

  return (
    <>
      {holder}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('healthRecipes.subscription.channelNote')} />
      <ResourcePage
        title="healthRecipes.tabs.subscriptions"
        rowKey="subscriptionId"
        fields={fields}
        pageEndpoint={PAGE}
        exportEndpoint="healthRecipes.subscriptionExport"
        print
        actionsWidth={260}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ row: null })}>
            {t('healthRecipes.subscription.add')}
          </Button>
        }
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(`/healthcenter/peican2?custId=${row.custId}`)}>
              {t('healthRecipes.subscription.recipes')}
            </Button>
            <EditAction onClick={() => setDialog({ row })} />
            <RemoveAction
              onConfirm={async () => {
                try {
                  await call('healthRecipes.subscriptionRemove', { subscriptionId: row.subscriptionId });
                } catch {
                  return;
                }
                void notice.success(t('widgets.resource.removed'));
                await refresh();
              }}
            />
          </>
        )}
      />
      {dialog && (
        <SubscriptionDialog
          row={dialog.row}
          targets={targets}
          onSaved={async () => {
            void notice.success(t(dialog.row ? 'widgets.resource.edited' : 'widgets.resource.added'));
            await refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
