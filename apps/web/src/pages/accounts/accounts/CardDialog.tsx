import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@canteen/contract';
import { call } from '@/api';
import { parseYuan } from '../shared/money';

interface CardDialogProps {
  mode: 'open' | 'replace';
  account: Account;
  onDone: () => void;
  onClose: () => void;
}

const CARD_NO = /^[A-Za-z0-9]{1,32}$/;
const FEE = /^\d{1,4}(\.\d{1,2})?$/;

/** Open a card for a person, or replace their card with a new number (with an optional fee in yuan). */
export default function CardDialog({ mode, account, onDone, onClose }: CardDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cardNo: string; fee?: string; remark?: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: { cardNo: string; fee?: string; remark?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const cardNo = values.cardNo.trim();
      if (mode === 'open') await call('accounts.applyCard', { custId: account.custId, cardNo });
      else {
        const fee = values.fee?.trim() ? (parseYuan(values.fee) ?? undefined) : undefined;
        await call('accounts.replaceCard', { accId: account.accId, cardNo, fee, remark: values.remark?.trim() || undefined });
      }
      onDone();
      onClose();
    } catch {
      // shown by the request client (e.g. the number belongs to someone else)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`${t(mode === 'open' ? 'accounts.card.open' : 'accounts.card.replace')} · ${account.custName}`}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
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
      </Form>
    </Modal>
  );
}
