import { useMemo, useState } from 'react';
import { Button, Tabs, Space, message } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type Account, type JsonEndpointId } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { call } from '@/api';
import OrgTreeSelect from '../shared/OrgTreeSelect';
import { AccountStateTag, CardStateTag, accStateOptions, cardStateOptions } from '../shared/labels';
import { useRefreshAccounts } from '../shared/useRefreshAccounts';
import { useResultNotice } from '../shared/useResultNotice';
import AccountActions, { type AccountDialog, type StateCall } from './AccountActions';
import AccountDrawer from './AccountDrawer';
import CardDialog from './CardDialog';
import BaseInfoDialog from './BaseInfoDialog';
import ConsumeDialog from './ConsumeDialog';
import LimitsDialog from './LimitsDialog';
import CustSummPage from '../records/custSumm';

const pageEndpoint = 'accounts.accountPage';

// Widths fit the longest header (Spanish) and content; the table scrolls sideways beside the fixed action column.
const fields: FieldDef<Account>[] = [
  { key: 'custName', label: 'accounts.account.custName', type: 'text', inSearch: true, width: 120 },
  { key: 'custNum', label: 'accounts.account.custNum', type: 'text', inSearch: true, width: 170 },
  { key: 'orgName', label: 'accounts.account.org', type: 'text', width: 140 },
  {
    key: 'cardNo',
    label: 'accounts.account.cardNo',
    type: 'text',
    inSearch: true,
    width: 200,
    render: (v, row) => (
      <Space size={4}>
        {v as string}
        <CardStateTag state={row.cardState} />
      </Space>
    ),
  },
  { key: 'cardState', label: 'accounts.account.cardState', type: 'select', options: cardStateOptions, inSearch: true, inTable: false },
  { key: 'accState', label: 'accounts.account.accState', type: 'select', options: accStateOptions, inSearch: true, width: 180, render: (v) => <AccountStateTag state={v as Account['accState']} /> },
  { key: 'cashBalance', label: 'accounts.wallet.cash', type: 'money', width: 130 },
  { key: 'subsidyBalance', label: 'accounts.wallet.subsidy', type: 'money', width: 130 },
  { key: 'giftBalance', label: 'accounts.wallet.gift', type: 'money', width: 130 },
  { key: 'balance', label: 'accounts.account.balance', type: 'money', width: 130 },
];

const STATE_CALLS = {
  reportLoss: 'accounts.reportLoss',
  releaseLoss: 'accounts.releaseLoss',
  freeze: 'accounts.freeze',
  unfreeze: 'accounts.unfreeze',
  cancel: 'accounts.cancel',
  reopen: 'accounts.reopen',
} as const satisfies Record<StateCall, JsonEndpointId>;

/** About three row actions a line; the rest wrap below. */
const ACTIONS_WIDTH = 300;

type Opened = { dialog: AccountDialog; row: Account } | { dialog: 'limits'; row: null };

/** Accounts (/account/accountino, menu 801000): people's wallets, cards and state changes, limits and a desk charge. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [showResult, resultHolder] = useResultNotice();
  const refresh = useRefreshAccounts();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const fixedQuery = useMemo(() => (orgId ? { orgId } : undefined), [orgId]);
  const close = () => setOpened(null);
  const done = () => {
    void notice.success(t('accounts.action.done'));
    void refresh();
  };

  const change = async (action: StateCall, row: Account) => {
    try {
      await call(STATE_CALLS[action], { accId: row.accId });
    } catch {
      return; // the request client shows why (e.g. cash or subsidy remains)
    }
    done();
  };

  const row = opened?.row ?? null;
  return (
    <div>
      {noticeHolder}
      {resultHolder}
      <Tabs
        items={[
          {
            key: 'accounts',
            label: t('accounts.tabs.accounts'),
            children: (
            <ResourcePage
              title="/account/accountino"
              rowKey="accId"
              fields={fields}
              pageEndpoint={pageEndpoint}
              fixedQuery={fixedQuery}
              actionsWidth={ACTIONS_WIDTH}
              extraActions={(r) => <AccountActions row={r} open={(dialog, target) => setOpened({ dialog, row: target })} change={change} />}
              extraToolbar={
                <>
                  <OrgTreeSelect value={orgId} onChange={setOrgId} />
                  <Button icon={<SettingOutlined />} onClick={() => setOpened({ dialog: 'limits', row: null })}>
                    {t('accounts.limits.batch')}
                  </Button>
                </>
              }
            />
            ),
          },
          { key: 'summary', label: t('accounts.tabs.summary'), children: <CustSummPage /> },
        ]}
      />
      {opened?.dialog === 'detail' && row && <AccountDrawer account={row} onClose={close} />}
      {(opened?.dialog === 'openCard' || opened?.dialog === 'replaceCard') && row && (
        <CardDialog mode={opened.dialog === 'openCard' ? 'open' : 'replace'} account={row} onDone={done} onClose={close} />
      )}
      {opened?.dialog === 'baseInfo' && row && <BaseInfoDialog account={row} onDone={done} onClose={close} />}
      {opened?.dialog === 'limits' && (
        <LimitsDialog
          people={row ? [row] : []}
          pick={!row}
          onDone={(updated) => {
            void notice.success(t('accounts.limits.done', { count: updated }));
            void refresh();
          }}
          onClose={close}
        />
      )}
      {opened?.dialog === 'consume' && row && (
        <ConsumeDialog
          account={row}
          onDone={(r) => {
            void refresh();
            showResult(t('accounts.consume.done', { orderId: r.orderId }), [
              [t('accounts.wallet.subsidy'), formatMoney(r.paid.subsidy)],
              [t('accounts.wallet.gift'), formatMoney(r.paid.gift)],
              [t('accounts.wallet.cash'), formatMoney(r.paid.cash)],
              [t('accounts.money.newBalance'), formatSignedMoney(r.balance)],
            ]);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
