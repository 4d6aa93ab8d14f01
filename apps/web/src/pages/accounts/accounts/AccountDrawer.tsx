import { useState } from 'react';
import { Button, Drawer, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type Account, type AccountEvent, type AccountOrder, type LedgerEntry } from '@canteen/contract';
import { call } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import { formatDateTime } from '@/shell/clock';
import BalanceCard from '../shared/BalanceCard';
import { SignedMoney } from '../shared/labels';
import MoneyDialog from '../shared/MoneyDialog';
import { baseInfoText } from './BaseInfoDialog';

const time = (iso: string) => formatDateTime(iso);

function Ledger({ accId }: { accId: number }) {
  const { t } = useTranslation();
  const { list, rows, pager } = usePagedList('accounts.ledgerPage', { accId });
  const columns: TableColumnsType<LedgerEntry> = [
    { key: 'at', dataIndex: 'at', title: t('accounts.ledger.at'), render: time },
    { key: 'tradeType', dataIndex: 'tradeType', title: t('accounts.ledger.tradeType'), render: (v: string) => t(`accounts.tradeType.${v}`) },
    { key: 'wallet', dataIndex: 'wallet', title: t('accounts.ledger.wallet'), render: (v: string) => t(`accounts.wallet.${v}`) },
    { key: 'amount', dataIndex: 'amount', title: t('accounts.ledger.amount'), align: 'right', render: (v: number) => <SignedMoney cents={v} /> },
    { key: 'balanceAfter', dataIndex: 'balanceAfter', title: t('accounts.ledger.balanceAfter'), align: 'right', render: (v: number) => formatSignedMoney(v) },
    { key: 'operatorName', dataIndex: 'operatorName', title: t('accounts.ledger.operator') },
    { key: 'bizNo', dataIndex: 'bizNo', title: t('accounts.ledger.bizNo') },
    { key: 'remark', dataIndex: 'remark', title: t('accounts.money.remark') },
  ];
  return (
    <>
      <Table<LedgerEntry> rowKey="entryId" size="small" bordered columns={columns} dataSource={rows} loading={list.isFetching} pagination={false} scroll={{ x: 'max-content' }} />
      {pager}
    </>
  );
}

const leftOf = (o: AccountOrder) => o.amount - o.refunded.subsidy - o.refunded.gift - o.refunded.cash;
const paidText = (w: AccountOrder['paid']) => [w.subsidy && `S ${formatMoney(w.subsidy)}`, w.gift && `G ${formatMoney(w.gift)}`, w.cash && `C ${formatMoney(w.cash)}`].filter(Boolean).join(' / ');

/** The account's consumption orders; an order with money left to refund can be refunded here (to the wallets it was paid from). */
function Orders({ accId }: { accId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { list, rows, pager } = usePagedList('accounts.orderPage', { accId });
  const [refunding, setRefunding] = useState<AccountOrder | null>(null);
  const columns: TableColumnsType<AccountOrder> = [
    { key: 'orderedAt', dataIndex: 'orderedAt', title: t('accounts.ledger.at'), render: time },
    { key: 'orderNo', dataIndex: 'orderNo', title: t('accounts.order.no') },
    { key: 'canteenName', dataIndex: 'canteenName', title: t('accounts.order.canteen') },
    { key: 'amount', dataIndex: 'amount', title: t('accounts.order.amount'), align: 'right', render: (v: number) => formatMoney(v) },
    { key: 'paid', title: t('accounts.order.paid'), render: (_: unknown, o) => paidText(o.paid) },
    { key: 'refunded', title: t('accounts.order.refunded'), align: 'right', render: (_: unknown, o) => formatMoney(o.amount - leftOf(o)) },
    { key: 'state', dataIndex: 'state', title: t('accounts.order.state'), render: (v: string) => <Tag>{t(`accounts.orderState.${v}`)}</Tag> },
    {
      key: 'actions',
      title: t('widgets.common.actions'),
      render: (_: unknown, o) =>
        ['paid', 'part_refunded', 'repaired'].includes(o.state) && leftOf(o) > 0 ? (
          <Button type="link" size="small" onClick={() => setRefunding(o)}>
            {t('accounts.order.refund')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <Table<AccountOrder> rowKey="orderId" size="small" bordered columns={columns} dataSource={rows} loading={list.isFetching} pagination={false} scroll={{ x: 'max-content' }} />
      {pager}
      {refunding && (
        <MoneyDialog
          title="accounts.order.refundTitle"
          endpointId="accounts.refund"
          content={(v, bizNo) => ({ orderId: refunding.orderId, amount: v.amount, bizNo, reason: v.remark })}
          onDone={() => void queryClient.invalidateQueries()}
          onClose={() => setRefunding(null)}
        >
          {t('accounts.order.refundable', { orderNo: refunding.orderNo, amount: formatMoney(leftOf(refunding)) })}
        </MoneyDialog>
      )}
    </>
  );
}

function Events({ accId }: { accId: number }) {
  const { t, i18n } = useTranslation();
  // A state name as stored (account or card state); unknown names show as written.
  const stateText = (state: string | null) => {
    if (!state) return '';
    const key = ['accState', 'cardState'].map((g) => `accounts.${g}.${state}`).find((k) => i18n.exists(k));
    return key ? t(key) : state;
  };
  const { list, rows, pager } = usePagedList('accounts.eventPage', { accId });
  const columns: TableColumnsType<AccountEvent> = [
    { key: 'at', dataIndex: 'at', title: t('accounts.ledger.at'), render: time },
    { key: 'event', dataIndex: 'event', title: t('accounts.event.name'), render: (v: string) => (i18n.exists(`accounts.event.${v}`) ? t(`accounts.event.${v}`) : v) },
    {
      key: 'state',
      title: t('accounts.event.state'),
      render: (_: unknown, e) => {
        if (e.event === 'baseInfo') return `${baseInfoText(e.fromState, t)} → ${baseInfoText(e.toState, t)}`;
        return e.fromState || e.toState ? `${stateText(e.fromState)} → ${stateText(e.toState)}` : '';
      },
    },
    { key: 'cardNo', title: t('accounts.account.cardNo'), render: (_: unknown, e) => (e.newCardNo ? `${e.cardNo ?? ''} → ${e.newCardNo}` : e.cardNo) },
    { key: 'fee', dataIndex: 'fee', title: t('accounts.card.fee'), align: 'right', render: (v: number) => (v ? formatMoney(v) : '') },
    { key: 'operatorName', dataIndex: 'operatorName', title: t('accounts.ledger.operator') },
    { key: 'remark', dataIndex: 'remark', title: t('accounts.money.remark') },
  ];
  return (
    <>
      <Table<AccountEvent> rowKey="eventId" size="small" bordered columns={columns} dataSource={rows} loading={list.isFetching} pagination={false} scroll={{ x: 'max-content' }} />
      {pager}
    </>
  );
}

/** One account: balances (read fresh), its ledger and its state history. */
export default function AccountDrawer({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['accounts.accountDetail', account.accId],
    queryFn: () => call('accounts.accountDetail', { accId: account.accId }),
  });
  return (
    <Drawer open size={960} title={`${account.custName} (${account.custNum})`} onClose={onClose} destroyOnHidden>
      <BalanceCard account={detail.data ?? account} />
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          { key: 'ledger', label: t('accounts.ledger.title'), children: <Ledger accId={account.accId} /> },
          { key: 'orders', label: t('accounts.order.title'), children: <Orders accId={account.accId} /> },
          { key: 'events', label: t('accounts.event.title'), children: <Events accId={account.accId} /> },
        ]}
      />
    </Drawer>
  );
}
