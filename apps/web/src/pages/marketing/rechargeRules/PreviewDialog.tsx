import { useId, useState } from 'react';
import { Descriptions, Form, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RechargePayType, type RechargePreview } from '@canteen/contract';
import { call } from '@/api';
import { yuanToCents } from '@/components/ResourcePage/fieldValues';
import AppliedRules from '../shared/AppliedRules';
import PersonSelect from '../shared/PersonSelect';
import { payTypeChoices } from '../shared/options';

interface PreviewValues {
  custId: number;
  amount: number;
  payType: RechargePayType;
}

/** 试算: what the recharge rules would give and take on one recharge; nothing is written. */
export default function RechargePreviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PreviewValues>();
  const formName = `mktRechargePreview${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RechargePreview | null>(null);

  const run = async () => {
    let values: PreviewValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      setResult(await call('marketing.rechargePreview', { custId: values.custId, amount: yuanToCents(values.amount) ?? 0, payType: values.payType }));
    } catch {
      setResult(null); // the request client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={680}
      title={t('marketing.preview.rechargeTitle')}
      okText={t('marketing.preview.run')}
      cancelText={t('marketing.preview.close')}
      confirmLoading={busy}
      onOk={() => void run()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form form={form} name={formName} initialValues={{ payType: 'cash' }} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} onFinish={() => void run()}>
        <Form.Item name="custId" label={t('marketing.preview.person')} rules={[{ required: true, message: t('marketing.preview.personRequired') }]}>
          <PersonSelect />
        </Form.Item>
        <Form.Item name="amount" label={t('marketing.preview.rechargeAmount')} rules={[{ required: true, message: t('marketing.preview.amountRequired') }]}>
          <InputNumber min={0.01} max={999_999.99} precision={2} prefix="￥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="payType" label={t('marketing.recharge.payType')}>
          <Select options={payTypeChoices.map((o) => ({ value: o.value as RechargePayType, label: t(o.label) }))} />
        </Form.Item>
      </Form>
      {result && (
        <>
          <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('marketing.preview.rechargeAmount')}>{formatMoney(result.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.gift')}>{formatMoney(result.gift)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.fee')}>{formatMoney(result.fee)}</Descriptions.Item>
          </Descriptions>
          <AppliedRules rows={result.applied} />
        </>
      )}
    </Modal>
  );
}
