import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { parseYuan } from '../shared/money';

interface CardDialogProps {
  mode: 'open' | 'replace';
  account: Account;
  onDone: () => void;
  onClose: () => void;
}

interface CardValues {
  cardNo: string;
  fee?: string;
  remark?: string;
}

const CARD_NO = /^[A-Za-z0-9]{1,32}$/;
const FEE = /^\d{1,4}(\.\d{1,2})?$/;

/** Open a card for a person, or replace their card with a new number (with an optional fee in yuan). */
export default function CardDialog({ mode, account, onDone, onClose }: CardDialogProps) {
  const { t } = useTranslation();
  const submit = async (values: CardValues) => {
    const cardNo = values.cardNo.trim();
    if (mode === 'open') await call('accounts.applyCard', { custId: account.custId, cardNo });
    else {
      const fee = values.fee?.trim() ? (parseYuan(values.fee) ?? undefined) : undefined;
      await call('accounts.replaceCard', { accId: account.accId, cardNo, fee, remark: values.remark?.trim() || undefined });
    }
    onDone();
  };

  return (
    <FormDialog<CardValues>
      name="card"
      title={`${t(mode === 'open' ? 'accounts.card.open' : 'accounts.card.replace')} · ${account.custName}`}
      layout="vertical"
      onSubmit={submit}
      onClose={onClose}
    >
      {mode === 'replace' && <Form.Item label={t('accounts.card.oldNo')}>{account.cardNo}</Form.Item>}
      <Form.Item
        name="cardNo"
        // Card readers often send a trailing space or newline; a card number never has one.
        normalize={(v: string) => v.trim()}
        label={t(mode === 'open' ? 'accounts.account.cardNo' : 'accounts.card.newNo')}
        rules={[
          { required: true, message: t('accounts.card.noRequired') },
          { pattern: CARD_NO, message: t('accounts.card.badNo') },
        ]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      {mode === 'replace' && (
        <>
          <Form.Item name="fee" label={t('accounts.card.fee')} rules={[{ pattern: FEE, message: t('accounts.money.badAmount') }]}>
            <Input prefix="￥" inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item name="remark" label={t('accounts.money.remark')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
