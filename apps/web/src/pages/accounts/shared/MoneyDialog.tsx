import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, RECHARGE_PAY_TYPES, type InputOf, type JsonEndpointId, type OutputOf } from '@canteen/contract';
import { call, type InputArgs } from '@/api';
import FormDialog from '@/components/FormDialog';
import { newBizNo, parseYuan, yuanRule } from './money';

export interface MoneyValues {
  /** Cents. */
  amount: number;
  payType?: (typeof RECHARGE_PAY_TYPES)[number];
  remark?: string;
}

/** The form's values: the amount as typed, in yuan. */
interface TypedValues {
  amount?: string;
  payType?: MoneyValues['payType'];
  remark?: string;
}

interface MoneyDialogProps<Id extends JsonEndpointId> {
  /** i18n key of the dialog title. */
  title: string;
  endpointId: Id;
  /** Ask how a recharge was paid; a recharge also offers the merchant's amount templates as one-tap amounts. */
  payType?: boolean;
  /** Ask a remark (default true). */
  remark?: boolean;
  /** Shown above the form: whom the money goes to. */
  children?: ReactNode;
  /** The content of the call from the typed values and this submission's bizNo. */
  content: (values: MoneyValues, bizNo: string) => InputOf<Id>;
  onDone: (result: OutputOf<Id>) => void;
  onClose: () => void;
}

/**
 * A money operation's dialog. Its bizNo is made once when the dialog opens and kept for every retry of this
 * submission, so a double click or a retry after a lost reply never moves money twice (DESIGN §5); a new
 * opening is a new operation.
 */
export default function MoneyDialog<Id extends JsonEndpointId>({
  title,
  endpointId,
  payType,
  remark = true,
  children,
  content,
  onDone,
  onClose,
}: MoneyDialogProps<Id>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TypedValues>();
  const [bizNo] = useState(newBizNo);
  const templates = useQuery({ queryKey: ['marketing.rechargeAmountList'], queryFn: () => call('marketing.rechargeAmountList', {}), enabled: Boolean(payType), staleTime: 60_000 });

  // A refusal keeps the dialog open for a retry with the same bizNo.
  const submit = async (values: TypedValues) => {
    // The amount's rule has accepted it, so it reads as cents.
    const money: MoneyValues = { amount: parseYuan(values.amount) ?? 0, remark: values.remark?.trim() || undefined };
    if (payType) money.payType = values.payType;
    // `content` is typed by the endpoint at the caller; here the id is generic.
    onDone(await call(endpointId, ...([content(money, bizNo)] as InputArgs<Id>)));
  };

  return (
    <FormDialog<TypedValues>
      form={form}
      name="money"
      title={t(title)}
      layout="vertical"
      initialValues={{ payType: 'cash' }}
      header={children}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="amount" label={t('accounts.money.amount')} rules={[{ required: true, message: t('accounts.money.amountRequired') }, yuanRule(t('accounts.money.badAmount'))]}>
        <Input prefix="￥" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      {payType && Boolean(templates.data?.length) && (
        <Form.Item label={t('marketing.amount.quick')}>
          <Space wrap>
            {templates.data!.map((x) => (
              <Button key={x.id} size="small" onClick={() => form.setFieldsValue({ amount: (x.amount / 100).toFixed(2) })}>
                {formatMoney(x.amount)}
              </Button>
            ))}
          </Space>
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
    </FormDialog>
  );
}
