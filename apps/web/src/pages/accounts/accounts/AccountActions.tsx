import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';

/** What a row can do next; opened dialogs and confirmed state calls are handled by the page. */
export type AccountDialog = 'detail' | 'openCard' | 'replaceCard' | 'baseInfo' | 'limits' | 'consume';
export type StateCall = 'reportLoss' | 'releaseLoss' | 'freeze' | 'unfreeze' | 'cancel' | 'reopen';

interface AccountActionsProps {
  row: Account;
  open: (dialog: AccountDialog, row: Account) => void;
  change: (action: StateCall, row: Account) => Promise<unknown>;
}

/** The row actions that fit the account's and card's state (DESIGN §5 state machine). */
export default function AccountActions({ row, open, change }: AccountActionsProps) {
  const { t } = useTranslation();
  const link = (dialog: AccountDialog, key: string) => (
    <Button key={dialog} type="link" size="small" onClick={() => open(dialog, row)}>
      {t(key)}
    </Button>
  );
  const confirmed = (action: StateCall, danger = false) => (
    <Popconfirm
      key={action}
      title={t(`accounts.action.${action}Confirm`, { name: row.custName })}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      onConfirm={() => change(action, row)}
    >
      <Button type="link" size="small" danger={danger}>
        {t(`accounts.action.${action}`)}
      </Button>
    </Popconfirm>
  );

  const actions = [link('detail', 'accounts.action.detail')];
  if (row.accState === 'cancelled') {
    actions.push(confirmed('reopen'));
    return <>{actions}</>;
  }
  if (row.cardState === 'none') actions.push(link('openCard', 'accounts.card.open'));
  if (row.cardState === 'active') actions.push(confirmed('reportLoss', true));
  if (row.cardState === 'lost') actions.push(confirmed('releaseLoss'));
  if (row.cardState !== 'none') actions.push(link('replaceCard', 'accounts.card.replace'), link('baseInfo', 'accounts.baseInfo.action'));
  actions.push(row.accState === 'normal' ? confirmed('freeze', true) : confirmed('unfreeze'));
  actions.push(link('limits', 'accounts.limits.action'));
  if (row.accState === 'normal') actions.push(link('consume', 'accounts.consume.action'));
  actions.push(confirmed('cancel', true));
  return <>{actions}</>;
}
