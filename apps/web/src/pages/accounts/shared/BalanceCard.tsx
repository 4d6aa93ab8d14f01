import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Account } from '@canteen/contract';
import { AccountStateTag, CardStateTag } from './labels';

/** One person's account at a glance: who, card and state, the three wallets and the total. */
export default function BalanceCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
      <Descriptions.Item label={t('accounts.account.custName')}>{account.custName}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.account.custNum')}>{account.custNum}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.account.org')}>{account.orgName}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.account.cardNo')}>
        <Space size={4}>
          {account.cardNo}
          <CardStateTag state={account.cardState} />
          <AccountStateTag state={account.accState} />
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('accounts.wallet.cash')}>{formatMoney(account.cashBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.wallet.subsidy')}>{formatMoney(account.subsidyBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.wallet.gift')}>{formatMoney(account.giftBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.account.balance')}>
        <b>{formatMoney(account.balance)}</b>
      </Descriptions.Item>
    </Descriptions>
  );
}
