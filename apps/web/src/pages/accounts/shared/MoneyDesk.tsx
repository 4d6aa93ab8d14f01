import { useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type Account, type InputOf, type OutputOf } from '@canteen/contract';
import MoneyDialog, { type MoneyValues } from './MoneyDialog';
import OrgTreeSelect, { topmostOrgs } from './OrgTreeSelect';
import { useOrgTree } from '../../people/shared/orgTree';
import PersonPicker from './PersonPicker';
import SinglePerson from './SinglePerson';
import type { DeskConfig, DeskOperation, OrgsMoneyId, PeopleMoneyId, SingleMoneyId } from './deskConfig';
import { useRefreshAccounts } from './useRefreshAccounts';
import { useResultNotice } from './useResultNotice';
import { useNavigate } from 'react-router';

type MoneyId = SingleMoneyId | PeopleMoneyId | OrgsMoneyId;
type Open =
  | { op: DeskOperation<SingleMoneyId>; target: { account: Account } }
  | { op: DeskOperation<PeopleMoneyId>; target: { custIds: number[] } }
  | { op: DeskOperation<OrgsMoneyId>; target: { orgIds: number[] } };

/**
 * A money desk (recharge or subsidy): one person, chosen people or whole organisations. Every dialog carries its
 * own bizNo; the reply's new balance or batch totals are shown after success.
 */
export default function MoneyDesk({ config }: { config: DeskConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshAccounts();
  const [showResult, resultHolder] = useResultNotice();
  const [open, setOpen] = useState<Open | null>(null);
  const [people, setPeople] = useState<Account[]>([]);
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const tree = useOrgTree();

  const done = (result: OutputOf<MoneyId>) => {
    void refresh();
    if (!open) return;
    const title = t('accounts.desk.done', { what: t(open.op.title) });
    if ('balance' in result && 'account' in open.target) {
      const lines: [string, string][] = [
        [t('accounts.account.custName'), open.target.account.custName],
        [t('accounts.money.newBalance'), formatSignedMoney(result.balance)],
      ];
      if ('gift' in result && result.gift) lines.push([t('accounts.desk.gift'), formatMoney(result.gift)]);
      if ('bonusBack' in result && result.bonusBack) lines.push([t('accounts.desk.bonusBack'), formatMoney(result.bonusBack)]);
      if ('bonusFromCash' in result && result.bonusFromCash) lines.push([t('accounts.desk.bonusFromCash'), formatMoney(result.bonusFromCash)]);
      showResult(title, lines);
    } else if ('batchNo' in result) {
      const r = result;
      showResult(title, [
        [t('accounts.desk.people'), String(r.count)],
        [t('accounts.desk.total'), formatMoney(r.amount)],
        [t('accounts.desk.batchNo'), r.batchNo],
      ]);
      setPeople([]);
    }
  };

  // A recharge also sends how it was paid: the dialog asks it when the operation says `payType`.
  const content =
    (target: Open['target']) =>
    (v: MoneyValues, bizNo: string): InputOf<MoneyId> => ({
      ...('account' in target ? { custId: target.account.custId } : target),
      amount: v.amount,
      ...(v.payType ? { payType: v.payType } : {}),
      bizNo,
      remark: v.remark,
    });

  const chosenOrgs = topmostOrgs(tree.data ?? [], orgIds);
  return (
    <div className="tabs-with-links">
      {resultHolder}
      {/* Beside the tab bar, not inside it: antd's tabBarExtraContent would put the buttons in the role="tablist". */}
      {config.links?.length ? (
        <Space className="tabs-links">
          {config.links.map((l) => (
            <Button key={l.path} onClick={() => void navigate(l.path)}>
              {t(l.label)}
            </Button>
          ))}
        </Space>
      ) : null}
      <Tabs
        items={[
          {
            key: 'single',
            label: t('accounts.desk.single'),
            children: (
              <SinglePerson
                actions={(account) =>
                  config.single.map((op) => (
                    <Button key={op.endpointId} type={op.danger ? 'default' : 'primary'} danger={op.danger} disabled={account.accState === 'cancelled'} onClick={() => setOpen({ op, target: { account } })}>
                      {t(op.title)}
                    </Button>
                  ))
                }
              />
            ),
          },
          {
            key: 'people',
            label: t('accounts.desk.byPeople'),
            children: (
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <PersonPicker mode="multiple" selected={people} onSelect={setPeople} />
                <Button type="primary" disabled={!people.length} onClick={() => setOpen({ op: config.people, target: { custIds: people.map((p) => p.custId) } })}>
                  {t('accounts.desk.forPeople', { what: t(config.people.title), count: people.length })}
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
                <Button type="primary" disabled={!chosenOrgs.length} onClick={() => setOpen({ op: config.orgs, target: { orgIds: chosenOrgs } })}>
                  {t('accounts.desk.forOrgs', { what: t(config.orgs.title), count: chosenOrgs.length })}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {open && (
        <MoneyDialog title={open.op.title} endpointId={open.op.endpointId} payType={open.op.payType} content={content(open.target)} onDone={done} onClose={() => setOpen(null)}>
          <Alert
            style={{ marginBottom: 12 }}
            type="info"
            title={
              'account' in open.target
                ? `${open.target.account.custName} (${open.target.account.custNum})`
                : 'custIds' in open.target
                  ? t('accounts.desk.peopleCount', { count: open.target.custIds.length })
                  : t('accounts.desk.orgCount', { count: open.target.orgIds.length })
            }
          />
        </MoneyDialog>
      )}
    </div>
  );
}
