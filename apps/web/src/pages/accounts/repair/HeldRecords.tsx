import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HELD_REASONS, HELD_STATES, formatMoney, formatSignedMoney, type ConsumeResult, type HeldRecord } from '@canteen/contract';
import RejectDialog from '@/components/FormDialog/RejectDialog';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { call } from '@/api';
import { useRefreshAccounts } from '../shared/useRefreshAccounts';
import { useResultNotice } from '../shared/useResultNotice';

const pageEndpoint = 'accounts.heldOfflinePage';

type Held = HeldRecord;

const fields: FieldDef<Held>[] = [
  // The device's time exactly as sent: a wrong clock is the reason it is here.
  { key: 'at', label: 'accounts.held.at', type: 'datetime', inSearch: true, rangeKeys: ['atFrom', 'atTo'], render: (v) => String(v) },
  { key: 'reason', label: 'accounts.held.reason', type: 'select', options: HELD_REASONS.map((r) => ({ value: r, label: `accounts.held.reason.${r}` })) },
  { key: 'custName', label: 'accounts.account.custName', type: 'text', inSearch: true },
  { key: 'custNum', label: 'accounts.account.custNum', type: 'text' },
  { key: 'payer', label: 'accounts.held.payer', type: 'text' },
  { key: 'amount', label: 'accounts.money.amount', type: 'money' },
  { key: 'deviceName', label: 'accounts.held.device', type: 'text', inSearch: true },
  { key: 'canteenName', label: 'accounts.held.canteen', type: 'text' },
  { key: 'state', label: 'accounts.held.state', type: 'select', inSearch: true, options: HELD_STATES.map((s) => ({ value: s, label: `accounts.held.state.${s}` })) },
  { key: 'receivedAt', label: 'accounts.held.receivedAt', type: 'datetime' },
  { key: 'reviewerName', label: 'accounts.held.reviewer', type: 'text' },
  { key: 'reviewedAt', label: 'accounts.held.reviewedAt', type: 'datetime' },
  { key: 'rejectReason', label: 'accounts.held.rejectReason', type: 'text' },
  { key: 'orderNo', label: 'accounts.repair.orderNo', type: 'text' },
  { key: 'bizNo', label: 'accounts.ledger.bizNo', type: 'text' },
];

/**
 * Offline records held because their device time was outside the merchant's window: a reviewer books one (a
 * consumption dated now, once) or rejects it with a reason.
 */
export default function HeldRecords() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshAccounts = useRefreshAccounts();
  const [showResult, resultHolder] = useResultNotice();
  const [rejecting, setRejecting] = useState<Held | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [pageEndpoint] });

  const book = async (row: Held) => {
    let r: ConsumeResult;
    try {
      r = await call('accounts.heldOfflineBook', { heldId: row.heldId });
    } catch {
      return;
    }
    void refresh();
    void refreshAccounts();
    showResult(t('accounts.held.booked', { name: row.custName ?? row.payer }), [
      [t('accounts.held.at'), row.at],
      [t('accounts.wallet.subsidy'), formatMoney(r.paid.subsidy)],
      [t('accounts.wallet.gift'), formatMoney(r.paid.gift)],
      [t('accounts.wallet.cash'), formatMoney(r.paid.cash)],
      [t('accounts.money.newBalance'), formatSignedMoney(r.balance)],
    ]);
  };

  return (
    <div>
      {resultHolder}
      <ResourcePage
        title="accounts.held.title"
        rowKey="heldId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        actionsWidth={160}
        extraActions={(row) =>
          row.state === 'pending' && (
            <Space size={0}>
              <Popconfirm
                title={t('accounts.held.confirm', { name: row.custName ?? row.payer, amount: formatMoney(row.amount) })}
                okText={t('widgets.common.ok')}
                cancelText={t('widgets.common.cancel')}
                onConfirm={() => book(row)}
              >
                <Button type="link" size="small" icon={<CheckOutlined />}>
                  {t('accounts.held.book')}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(row)}>
                {t('accounts.held.reject')}
              </Button>
            </Space>
          )
        }
      />
      {rejecting && (
        <RejectDialog
          title="accounts.held.reject"
          reasonLabel="accounts.held.rejectReason"
          facts={[
            [t('accounts.account.custName'), rejecting.custName ?? rejecting.payer],
            [t('accounts.money.amount'), formatMoney(rejecting.amount)],
            [t('accounts.held.at'), rejecting.at],
          ]}
          reject={async (reason) => {
            await call('accounts.heldOfflineReject', { heldId: rejecting.heldId, reason });
            void refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
