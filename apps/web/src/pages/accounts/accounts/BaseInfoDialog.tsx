import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { datePattern, formatDate, merchantToday } from '@/shell/clock';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, type Account, type InputOf } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';

interface BaseInfoDialogProps {
  account: Account;
  onDone: () => void;
  onClose: () => void;
}

interface Values {
  cardType: InputOf<'accounts.changeBaseInfo'>['cardType'];
  validUntil: Dayjs | null;
  remark?: string;
}

const DAY = 'YYYY-MM-DD';

/** A card's base info as the history stores it ('{"cardType":"cpu","validUntil":"2026-12-31"}') in words. */
export function baseInfoText(stored: string | null, t: (key: string, params?: Record<string, unknown>) => string): string {
  try {
    const info = JSON.parse(stored ?? '') as { cardType?: string; validUntil?: string | null };
    const until = info.validUntil ? t('accounts.baseInfo.until', { day: formatDate(info.validUntil) }) : t('accounts.baseInfo.noEnd');
    return `${t(`accounts.cardType.${info.cardType}`)} · ${until}`;
  } catch {
    return stored ?? '';
  }
}

/** POST basecard/changeBaseInfo: the type of the person's card and the last day it pays (empty: no end). */
export default function BaseInfoDialog({ account, onDone, onClose }: BaseInfoDialogProps) {
  const { t } = useTranslation();
  const submit = async (values: Values) => {
    await call('accounts.changeBaseInfo', {
      accId: account.accId,
      cardType: values.cardType,
      validUntil: values.validUntil ? values.validUntil.format(DAY) : null,
      remark: values.remark?.trim() || undefined,
    });
    onDone();
  };

  return (
    <FormDialog<Values>
      name="baseInfo"
      title={`${t('accounts.baseInfo.title')} · ${account.custName}`}
      layout="vertical"
      initialValues={{ cardType: account.cardType ?? 'ic', validUntil: account.cardValidUntil ? dayjs(account.cardValidUntil) : null }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item label={t('accounts.account.cardNo')}>{account.cardNo}</Form.Item>
      <Form.Item name="cardType" label={t('accounts.baseInfo.cardType')} rules={[{ required: true }]}>
        <Select options={CARD_TYPES.map((type) => ({ value: type, label: t(`accounts.cardType.${type}`) }))} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('accounts.baseInfo.validUntil')} extra={t('accounts.baseInfo.validUntilHelp')}>
        <DatePicker style={{ width: '100%' }} format={datePattern()} allowClear disabledDate={(d) => d.isBefore(merchantToday(), 'day')} />
      </Form.Item>
      <Form.Item name="remark" label={t('accounts.money.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
