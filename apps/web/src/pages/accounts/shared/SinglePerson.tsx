import { useState, type ReactNode } from 'react';
import { Alert, Drawer, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { call } from '@/api';
import BalanceCard from './BalanceCard';
import PersonPicker from './PersonPicker';

/** Room the desk drawer takes; narrow windows give it all their width. */
const DESK_WIDTH = 480;

/**
 * Find one person and act on them; `actions` get the person as read fresh from the server. Picking a row opens
 * the desk in a drawer beside the list (below a long list it was out of sight); picking the row again reopens it.
 */
export default function SinglePerson({ actions }: { actions: (account: Account) => ReactNode }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Account[]>([]);
  const [deskOpen, setDeskOpen] = useState(false);
  const accId = picked[0]?.accId;
  // Balances shown are read again after every operation (the picked row is only a snapshot).
  const detail = useQuery({
    queryKey: ['accounts.accountDetail', accId],
    queryFn: () => call('accounts.accountDetail', { accId }),
    enabled: accId !== undefined,
  });
  const account = detail.data ?? picked[0];
  const pick = (rows: Account[]) => {
    setPicked(rows);
    setDeskOpen(rows.length > 0);
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('accounts.desk.pickPerson')} />
      <PersonPicker mode="single" selected={picked} onSelect={pick} />
      <Drawer
        open={deskOpen && Boolean(account)}
        title={account && t('accounts.desk.chosen', { name: account.custName })}
        size={Math.min(DESK_WIDTH, window.innerWidth)}
        onClose={() => setDeskOpen(false)}
      >
        {account && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <BalanceCard account={account} column={1} />
            <Space wrap>{actions(account)}</Space>
          </Space>
        )}
      </Drawer>
    </Space>
  );
}
