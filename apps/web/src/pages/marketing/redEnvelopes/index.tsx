import { useState } from 'react';
import { Button, Drawer, Popconfirm, Tabs, message } from 'antd';
import { PlusOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, RED_ENVELOPE_STATES, type RedEnvelope } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import { formatDate } from '@/shell/clock';
import EnvelopeDialog from './EnvelopeDialog';
import RecordsList from './RecordsList';
import CouponLinks from '../shared/CouponLinks';

const PAGE = 'marketingRewards.redEnvelopePage';

function ValidUntil({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <span>{typeof value === 'string' ? formatDate(value) : t('marketingRewards.envelope.noEnd')}</span>;
}

const fields: FieldDef<RedEnvelope>[] = [
  { key: 'name', label: 'marketingRewards.envelope.name', type: 'text', inSearch: true, inForm: false },
  { key: 'amount', label: 'marketingRewards.envelope.amount', type: 'money', inForm: false, render: (v) => formatMoney(v as number) },
  { key: 'validUntil', label: 'marketingRewards.envelope.validUntil', type: 'text', inForm: false, render: (v) => <ValidUntil value={v} /> },
  {
    key: 'state',
    label: 'marketingRewards.envelope.state',
    type: 'select',
    options: RED_ENVELOPE_STATES.map((s) => ({ value: s, label: `marketingRewards.envelope.state.${s}` })),
    inSearch: true,
    inForm: false,
  },
  { key: 'paidCount', label: 'marketingRewards.envelope.paidCount', type: 'number', inForm: false },
  { key: 'paidAmount', label: 'marketingRewards.envelope.paidAmount', type: 'money', inForm: false, render: (v) => formatMoney(v as number) },
  { key: 'skippedCount', label: 'marketingRewards.envelope.skippedCount', type: 'number', inForm: false },
  { key: 'grantedAt', label: 'marketingRewards.envelope.grantedAt', type: 'datetime', inForm: false },
  { key: 'grantedBy', label: 'marketingRewards.envelope.grantedBy', type: 'text', inForm: false },
  { key: 'remark', label: 'marketingRewards.envelope.remark', type: 'text', inForm: false },
];

/**
 * Red envelopes (/marketing/hongbao, menu 504000): a draft names an amount and who receives it; granting it once pays
 * each person into their gift wallet through the ledger. Grant records show who was paid and who was skipped.
 */
export default function RedEnvelopesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ envelope?: RedEnvelope } | null>(null);
  const [recordsOf, setRecordsOf] = useState<RedEnvelope | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE] });

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch {
      return false; // the request client has shown the server's message
    }
    await refresh();
    return true;
  };

  const grant = (envelope: RedEnvelope) =>
    act(async () => {
      const result = await call('marketingRewards.redEnvelopeGrant', { envelopId: envelope.envelopId });
      void notice.success(t('marketingRewards.envelope.granted', { paid: result.paidCount, amount: formatMoney(result.paidAmount) }));
      if (result.skipped.length) void notice.warning(t('marketingRewards.envelope.skipped', { count: result.skipped.length }));
      await queryClient.invalidateQueries({ queryKey: ['marketingRewards.redEnvelopeRecordPage'] });
    });

  const remove = async (envelope: RedEnvelope) => {
    if (await act(() => call('marketingRewards.redEnvelopeDelete', { envelopId: envelope.envelopId }))) void notice.success(t('widgets.resource.removed'));
  };

  const actions = (row: RedEnvelope) =>
    row.state === 'draft' ? (
      <>
        <EditAction onClick={() => setEditing({ envelope: row })} />
        <Popconfirm title={t('marketingRewards.envelope.grantConfirm')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => grant(row)}>
          <Button type="link" size="small" icon={<SendOutlined />}>
            {t('marketingRewards.envelope.grant')}
          </Button>
        </Popconfirm>
        <RemoveAction onConfirm={() => remove(row)} />
      </>
    ) : (
      <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => setRecordsOf(row)}>
        {t('marketingRewards.envelope.records')}
      </Button>
    );

  return (
    <>
      {noticeHolder}
      <CouponLinks />
      <Tabs
        items={[
          {
            key: 'list',
            label: t('marketingRewards.envelope.tab.list'),
            children: (
              <ResourcePage
                title="/marketing/hongbao"
                rowKey="envelopId"
                fields={fields}
                pageEndpoint={PAGE}
                print
                extraActions={actions}
                actionsWidth={220}
                extraToolbar={
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                    {t('widgets.resource.add')}
                  </Button>
                }
              />
            ),
          },
          { key: 'records', label: t('marketingRewards.envelope.tab.records'), children: <RecordsList /> },
        ]}
      />
      {editing && <EnvelopeDialog envelope={editing.envelope} onSaved={() => void refresh()} onClose={() => setEditing(null)} />}
      <Drawer open={recordsOf !== null} size="large" title={recordsOf ? `${t('marketingRewards.envelope.records')} · ${recordsOf.name}` : ''} onClose={() => setRecordsOf(null)} destroyOnHidden>
        {recordsOf && <RecordsList envelopId={recordsOf.envelopId} />}
      </Drawer>
    </>
  );
}
