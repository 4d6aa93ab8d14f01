import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { findRoute } from '@/shell/routeModel';
import { useShellRoutes } from '@/shell/shellRoutes';

/** What a row can do next; opened dialogs and confirmed state calls are handled by the page. */
export type AccountDialog = 'detail' | 'openCard' | 'replaceCard' | 'baseInfo' | 'limits';
export type StateCall = 'reportLoss' | 'releaseLoss' | 'freeze' | 'unfreeze' | 'cancel' | 'reopen';

/** The state calls that stop a card or an account: red in the menu and on their confirmation. */
const DANGEROUS: ReadonlySet<StateCall> = new Set(['reportLoss', 'freeze', 'cancel']);

/** The cashier desk, opened on this person (DESIGN §5: a charge is taken at the desk, with canteen, stall and meal). */
export const deskPath = (custId: number) => `/account/desk?custId=${custId}`;

interface AccountActionsProps {
  row: Account;
  open: (dialog: AccountDialog, row: Account) => void;
  change: (action: StateCall, row: Account) => Promise<unknown>;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The row actions that fit the account's and card's state (DESIGN §5 state machine). The everyday ones stay on the
 * row (details, then opening a card or charging at the desk); the rare and the dangerous ones wait in a "more"
 * menu, and a state change asks first, naming the person.
 */
export default function AccountActions({ row, open, change }: AccountActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();

  const link = (key: string, label: string, onClick: () => void) => (
    <Button key={key} type="link" size="small" onClick={onClick}>
      {t(label)}
    </Button>
  );
  const ask = (action: StateCall) => {
    const danger = DANGEROUS.has(action);
    void modal.confirm({
      title: t(`accounts.action.${action}Confirm`, { name: row.custName }),
      okText: t(`accounts.action.${action}`),
      okButtonProps: { danger },
      cancelText: t('widgets.common.cancel'),
      onOk: () => change(action, row),
    });
  };
  const dialogItem = (dialog: AccountDialog, label: string): MenuItem => ({ key: dialog, label: t(label), onClick: () => open(dialog, row) });
  const stateItem = (action: StateCall): MenuItem => ({ key: action, label: t(`accounts.action.${action}`), danger: DANGEROUS.has(action), onClick: () => ask(action) });

  const charge = () => void navigate(deskPath(row.custId));
  // Charging is the cashier desk's: offered only to a user who holds that page.
  const canCharge = row.accState === 'normal' && !!findRoute(useShellRoutes().permitted, '/account/desk');
  const visible = [link('detail', 'accounts.action.detail', () => open('detail', row))];
  const more: MenuItem[] = [];
  if (row.accState === 'cancelled') {
    more.push(stateItem('reopen'));
  } else {
    // A person without a card is first given one; charging them (by payment code) moves to the menu, so every
    // row shows at most three actions and the balances keep their room.
    if (row.cardState === 'none') {
      visible.push(link('openCard', 'accounts.card.open', () => open('openCard', row)));
      if (canCharge) more.push({ key: 'consume', label: t('accounts.consume.action'), onClick: charge });
    } else {
      if (canCharge) visible.push(link('consume', 'accounts.consume.action', charge));
      more.push(dialogItem('replaceCard', 'accounts.card.replace'), dialogItem('baseInfo', 'accounts.baseInfo.action'));
    }
    more.push(dialogItem('limits', 'accounts.limits.action'));
    if (row.cardState === 'active') more.push(stateItem('reportLoss'));
    if (row.cardState === 'lost') more.push(stateItem('releaseLoss'));
    more.push(stateItem(row.accState === 'normal' ? 'freeze' : 'unfreeze'), stateItem('cancel'));
  }

  return (
    <>
      {modalHolder}
      {visible}
      <Dropdown trigger={['click']} menu={{ items: more }}>
        <Button type="link" size="small">
          {t('widgets.common.more')}
          <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
    </>
  );
}
