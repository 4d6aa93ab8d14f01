import { Button, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ConsumeResult } from '@canteen/contract';
import Wallets from './Wallets';

/** The confirmation: the order under the number the order list shows, what was paid from where, the wallets after. */
export default function PaidCard({ result, name, onNext }: { result: ConsumeResult; name: string; onNext: () => void }) {
  const { t } = useTranslation();
  const paid = result.paid.cash + result.paid.subsidy + result.paid.gift;
  return (
    <Result
      status="success"
      style={{ padding: '16px 0' }}
      title={t('accountDesk.paidTo', { name, amount: formatMoney(paid) })}
      subTitle={
        <span>
          {t('accountDesk.orderNo')}: <Typography.Text copyable>{result.orderNo ?? String(result.orderId)}</Typography.Text>
        </span>
      }
      extra={
        <Button type="primary" onClick={onNext}>
          {t('accountDesk.next')}
        </Button>
      }
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('accountDesk.paidAmount')}>{formatMoney(paid)}</Descriptions.Item>
      </Descriptions>
      <Wallets kind="from" title={t('accountDesk.split')} wallets={result.paid} />
      {result.wallets && (
        <div style={{ marginTop: 12 }}>
          <Wallets kind="balances" title={t('accountDesk.after')} wallets={result.wallets} />
        </div>
      )}
    </Result>
  );
}
