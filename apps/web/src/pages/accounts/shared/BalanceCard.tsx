import { Descriptions, Space, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type Account } from '@canteen/contract';
import { AccountStateTag, CardStateTag } from './labels';

/** One person's account at a glance: who, card and state, the three wallets and the total (`column`: items per row). */
export default function BalanceCard({ account, column = { xs: 1, sm: 2, lg: 4 } }: { account: Account; column?: DescriptionsProps['column'] }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={column}>
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
      <Descriptions.Item label={t('accounts.wallet.cash')}>{formatSignedMoney(account.cashBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.wallet.subsidy')}>{formatMoney(account.subsidyBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.wallet.gift')}>{formatMoney(account.giftBalance)}</Descriptions.Item>
      <Descriptions.Item label={t('accounts.account.balance')}>
        <b>{formatSignedMoney(account.balance)}</b>
      </Descriptions.Item>
    </Descriptions>
  );
}
