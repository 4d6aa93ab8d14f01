import { useMemo, useState } from 'react';
import { Button, Tabs, Space, message } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Account, JsonEndpointId } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { call } from '@/api';
import OrgTreeSelect from '../shared/OrgTreeSelect';
import { AccountStateTag, CardStateTag, accStateOptions, cardStateOptions } from '../shared/labels';
import { useRefreshAccounts } from '../shared/useRefreshAccounts';
import AccountActions, { type AccountDialog, type StateCall } from './AccountActions';
import AccountDrawer from './AccountDrawer';
import CardDialog from './CardDialog';
import BaseInfoDialog from './BaseInfoDialog';
import LimitsDialog from './LimitsDialog';
import CustSummPage from '../records/custSumm';

const pageEndpoint = 'accounts.accountPage';

// At 1440 px every balance stays in sight beside the actions: long headers (Spanish) wrap instead of widening a column.
const fields: FieldDef<Account>[] = [
  { key: 'custName', label: 'accounts.account.custName', type: 'text', inSearch: true, width: 80 },
  { key: 'custNum', label: 'accounts.account.custNum', type: 'text', inSearch: true, width: 90 },
  { key: 'orgName', label: 'accounts.account.org', type: 'text', width: 120 },
  {
    key: 'cardNo',
    label: 'accounts.account.cardNo',
    type: 'text',
    inSearch: true,
    width: 150,
    render: (v, row) => (
      <Space size={4} wrap>
        {v as string}
        <CardStateTag state={row.cardState} />
      </Space>
    ),
  },
  { key: 'cardState', label: 'accounts.account.cardState', type: 'select', options: cardStateOptions, inSearch: true, inTable: false },
  { key: 'accState', label: 'accounts.account.accState', type: 'select', options: accStateOptions, inSearch: true, width: 95, render: (v) => <AccountStateTag state={v as Account['accState']} /> },
  { key: 'cashBalance', label: 'accounts.wallet.cash', type: 'money', width: 90 },
  { key: 'subsidyBalance', label: 'accounts.wallet.subsidy', type: 'money', width: 90 },
  { key: 'giftBalance', label: 'accounts.wallet.gift', type: 'money', width: 90 },
  { key: 'balance', label: 'accounts.account.balance', type: 'money', width: 90 },
];

const STATE_CALLS = {
  reportLoss: 'accounts.reportLoss',
  releaseLoss: 'accounts.releaseLoss',
  freeze: 'accounts.freeze',
  unfreeze: 'accounts.unfreeze',
  cancel: 'accounts.cancel',
  reopen: 'accounts.reopen',
} as const satisfies Record<StateCall, JsonEndpointId>;

type Opened = { dialog: AccountDialog; row: Account } | { dialog: 'limits'; row: null };

/** Accounts (/account/accountino, menu 801000): people's wallets, cards and state changes, limits; a charge opens the cashier desk. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
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
    </div>
  );
}
