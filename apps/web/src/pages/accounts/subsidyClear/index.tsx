import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type Account } from '@canteen/contract';
import { call } from '@/api';
import OrgTreeSelect, { topmostOrgs } from '../shared/OrgTreeSelect';
import { useOrgTree } from '../../people/shared/orgTree';
import PersonPicker, { ACCOUNT_PAGE } from '../shared/PersonPicker';
import { usePendingBizNos } from '../shared/usePendingBizNos';
import { useRefreshAccounts } from '../shared/useRefreshAccounts';
import { useResultNotice } from '../shared/useResultNotice';
import ClearHistoryPage from '../records/clearHistory';

/** People in the organisations (and below), as the account list counts them. */
async function peopleIn(orgIds: number[]): Promise<number> {
  const pages = await Promise.all(orgIds.map((orgId) => call(ACCOUNT_PAGE, { orgId, page: 1, limit: 10 })));
  return pages.reduce((sum, p) => sum + p.total, 0);
}

/** Subsidy clearing (/account/subsidyClear, menu 804000): one person, chosen people or whole organisations to zero. */
export default function SubsidyClearPage() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [showResult, resultHolder] = useResultNotice();
  const refresh = useRefreshAccounts();
  const bizNos = usePendingBizNos();
  const tree = useOrgTree();
  const [people, setPeople] = useState<Account[]>([]);
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const [counting, setCounting] = useState(false);
  const chosenOrgs = topmostOrgs(tree.data ?? [], orgIds);

  const clearOne = async (row: Account) => {
    let r: { cleared: number; balance: number };
    try {
      r = await call('accounts.clearSubsidy', { custId: row.custId, bizNo: bizNos.of(`one-${row.custId}`) });
    } catch {
      return; // shown by the request client; a retry keeps the bizNo
    }
    bizNos.settled(`one-${row.custId}`);
    void refresh();
    showResult(t('accounts.clear.done'), [
      [t('accounts.account.custName'), row.custName],
      [t('accounts.clear.cleared'), formatMoney(r.cleared)],
      [t('accounts.money.newBalance'), formatSignedMoney(r.balance)],
    ]);
  };

  /** Confirm with the number of people; the dialog's bizNo stays for retries while it is open. */
  const confirmBatch = (target: { custIds: number[] } | { orgIds: number[] }, count: number) => {
    const bizNo = bizNos.of('batch');
    void modal.confirm({
      title: t('accounts.clear.confirmTitle'),
      content: t('accounts.clear.confirmPeople', { count }),
      okText: t('widgets.common.ok'),
      cancelText: t('widgets.common.cancel'),
      okButtonProps: { danger: true },
      onCancel: () => bizNos.settled('batch'),
      onOk: async () => {
        const r = await call('accounts.batchClearSubsidy', { ...target, bizNo });
        bizNos.settled('batch');
        setPeople([]);
        void refresh();
        showResult(t('accounts.clear.done'), [
          [t('accounts.desk.people'), String(r.count)],
          [t('accounts.clear.cleared'), formatMoney(r.amount)],
          [t('accounts.desk.batchNo'), r.batchNo],
        ]);
      },
    });
  };

  const confirmOrgs = async () => {
    setCounting(true);
    try {
      confirmBatch({ orgIds: chosenOrgs }, await peopleIn(chosenOrgs));
    } catch {
      // shown by the request client
    } finally {
      setCounting(false);
    }
  };

  return (
    <div>
      {modalHolder}
      {resultHolder}
      <Tabs
        items={[
          {
            key: 'people',
            label: t('accounts.desk.byPeople'),
            children: (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <PersonPicker
                  mode="multiple"
                  selected={people}
                  onSelect={setPeople}
                  actions={(row) => (
                    <Popconfirm
                      title={t('accounts.clear.confirmOne', { name: row.custName, amount: formatMoney(row.subsidyBalance) })}
                      okText={t('widgets.common.ok')}
                      cancelText={t('widgets.common.cancel')}
                      onConfirm={() => clearOne(row)}
                    >
                      <Button type="link" size="small" danger disabled={row.subsidyBalance === 0}>
                        {t('accounts.clear.action')}
                      </Button>
                    </Popconfirm>
                  )}
                />
                <Button danger type="primary" disabled={!people.length} onClick={() => confirmBatch({ custIds: people.map((p) => p.custId) }, people.length)}>
                  {t('accounts.clear.selected', { count: people.length })}
                </Button>
              </Space>
            ),
          },
          {
            key: 'orgs',
            label: t('accounts.desk.byOrgs'),
            children: (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <Alert type="info" showIcon title={t('accounts.desk.orgsHint')} />
                <OrgTreeSelect multiple value={orgIds} onChange={setOrgIds} style={{ width: 420 }} />
                <Button danger type="primary" loading={counting} disabled={!chosenOrgs.length} onClick={() => void confirmOrgs()}>
                  {t('accounts.clear.orgs', { count: chosenOrgs.length })}
                </Button>
              </Space>
            ),
          },
          { key: 'history', label: t('accounts.clear.history'), children: <ClearHistoryPage /> },
        ]}
      />
    </div>
  );
}
