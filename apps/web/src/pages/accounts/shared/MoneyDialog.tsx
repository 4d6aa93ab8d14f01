import { useId, useState, type ReactNode } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_PAY_TYPES } from '@canteen/contract';
import { call } from '@/api';
import { newBizNo, parseYuan, yuanRule } from './money';

export interface MoneyValues {
  /** Cents (absent when the dialog asks no amount). */
  amount?: number;
  payType?: string;
  remark?: string;
}

interface MoneyDialogProps {
  /** i18n key of the dialog title. */
  title: string;
  endpointId: string;
  /** Ask how a recharge was paid. */
  payType?: boolean;
  /** Ask an amount (default true). */
  amount?: boolean;
  /** Ask a remark (default true). */
  remark?: boolean;
  /** Shown above the form: whom the money goes to. */
  children?: ReactNode;
  /** The content of the call from the typed values and this submission's bizNo. */
  content: (values: MoneyValues, bizNo: string) => Record<string, unknown>;
  onDone: (result: unknown) => void;
  onClose: () => void;
}

/**
 * A money operation's dialog. Its bizNo is made once when the dialog opens and kept for every retry of this
 * submission, so a double click or a retry after a lost reply never moves money twice (DESIGN §5); a new
 * opening is a new operation.
 */
export default function MoneyDialog({ title, endpointId, payType, amount = true, remark = true, children, content, onDone, onClose }: MoneyDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const formName = `money${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [bizNo] = useState(newBizNo);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (saving) return;
    let values: { amount?: string; payType?: string; remark?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const money: MoneyValues = { remark: values.remark?.trim() || undefined };
      if (amount) money.amount = parseYuan(values.amount) ?? undefined;
      if (payType) money.payType = values.payType;
      const result = await call(endpointId, content(money, bizNo));
      onDone(result);
      onClose();
    } catch {
      // the request client has shown the server's message; the dialog stays for a retry with the same bizNo
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(title)}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {children}
      <Form form={form} name={formName} layout="vertical" initialValues={{ payType: 'cash' }} onFinish={() => void submit()}>
        {amount && (
          <Form.Item name="amount" label={t('accounts.money.amount')} rules={[{ required: true, message: t('accounts.money.amountRequired') }, yuanRule(t('accounts.money.badAmount'))]}>
            <Input prefix="￥" inputMode="decimal" autoComplete="off" />
          </Form.Item>
        )}
        {payType && (
          <Form.Item name="payType" label={t('accounts.money.payType')} rules={[{ required: true }]}>
            <Select options={RECHARGE_PAY_TYPES.map((p) => ({ value: p, label: t(`accounts.payType.${p}`) }))} />
          </Form.Item>
        )}
        {remark && (
          <Form.Item name="remark" label={t('accounts.money.remark')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
