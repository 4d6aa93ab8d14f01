import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeskPayer } from '@canteen/contract';
import { AccountStateTag, CardStateTag } from '../shared/labels';
import Wallets from './Wallets';

/** Who is paying, with their card and account state and what their wallets hold now. */
export default function PayerCard({ payer }: { payer: DeskPayer }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-label={t('accountDesk.payer')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, xxl: 4 }}>
        <Descriptions.Item label={t('accounts.account.custName')}>
          <b>{payer.custName}</b>
        </Descriptions.Item>
        <Descriptions.Item label={t('accounts.account.custNum')}>{payer.custNum}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.account.org')}>{payer.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('accounts.account.cardNo')}>
          <Space size={4}>
            {payer.cardNo}
            <CardStateTag state={payer.cardState} />
            <AccountStateTag state={payer.accState} />
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Wallets kind="balances" wallets={payer.wallets} />
    </Space>
  );
}
