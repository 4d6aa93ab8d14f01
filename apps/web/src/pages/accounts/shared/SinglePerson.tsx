import { useState, type ReactNode } from 'react';
import { Card, Empty, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { call } from '@/api';
import BalanceCard from './BalanceCard';
import PersonPicker from './PersonPicker';

/** Find one person and act on them; `actions` get the person as read fresh from the server. */
export default function SinglePerson({ actions }: { actions: (account: Account) => ReactNode }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Account[]>([]);
  const accId = picked[0]?.accId;
  // Balances shown are read again after every operation (the picked row is only a snapshot).
  const detail = useQuery({
    queryKey: ['accounts.accountDetail', accId],
    queryFn: () => call<Account>('accounts.accountDetail', { accId }),
    enabled: accId !== undefined,
  });
  const account = detail.data ?? picked[0];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PersonPicker mode="single" selected={picked} onSelect={setPicked} />
      <Card size="small" title={t('accounts.desk.chosen')}>
        {account ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <BalanceCard account={account} />
            <Space wrap>{actions(account)}</Space>
          </Space>
        ) : (
          <Empty description={t('accounts.desk.pickPerson')} />
        )}
      </Card>
    </Space>
  );
}
