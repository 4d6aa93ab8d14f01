import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '@canteen/contract';

interface Wallets {
  cash: number;
  subsidy: number;
  gift: number;
}

/** What a payment takes from each wallet ('from': amounts taken) or what each holds ('balances', with the total). */
export default function Wallets({ wallets, kind, title }: { wallets: Wallets; kind: 'from' | 'balances'; title?: string }) {
  const { t } = useTranslation();
  const label = (w: 'Cash' | 'Subsidy' | 'Gift') => (kind === 'from' ? t(`accountDesk.from${w}`) : t(`accounts.wallet.${w.toLowerCase()}`));
  return (
    <Descriptions size="small" layout="vertical" column={kind === 'from' ? 3 : 4} title={title} bordered>
      <Descriptions.Item label={label('Subsidy')}>{formatMoney(wallets.subsidy)}</Descriptions.Item>
      <Descriptions.Item label={label('Gift')}>{formatMoney(wallets.gift)}</Descriptions.Item>
      <Descriptions.Item label={label('Cash')}>{formatSignedMoney(wallets.cash)}</Descriptions.Item>
      {kind === 'balances' && (
        <Descriptions.Item label={t('accounts.account.balance')}>
          <b>{formatSignedMoney(wallets.cash + wallets.subsidy + wallets.gift)}</b>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
