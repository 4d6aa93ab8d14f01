import { Descriptions, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RechargePayType, type RechargePreview } from '@canteen/contract';
import { call } from '@/api';
import { yuanToCents } from '@/components/ResourcePage/fieldValues';
import AppliedRules from '../shared/AppliedRules';
import LookupDialog from '../shared/LookupDialog';
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

  const look = (values: PreviewValues) =>
    call('marketing.rechargePreview', { custId: values.custId, amount: yuanToCents(values.amount) ?? 0, payType: values.payType });

  return (
    <LookupDialog<PreviewValues, RechargePreview>
      name="mktRechargePreview"
      width={680}
      title={t('marketing.preview.rechargeTitle')}
      initialValues={{ payType: 'cash' }}
      look={look}
      answer={(result) => (
        <>
          <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('marketing.preview.rechargeAmount')}>{formatMoney(result.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.gift')}>{formatMoney(result.gift)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.fee')}>{formatMoney(result.fee)}</Descriptions.Item>
          </Descriptions>
          <AppliedRules rows={result.applied} />
        </>
      )}
      onClose={onClose}
    >
      <Form.Item name="custId" label={t('marketing.preview.person')} rules={[{ required: true, message: t('marketing.preview.personRequired') }]}>
        <PersonSelect />
      </Form.Item>
      <Form.Item name="amount" label={t('marketing.preview.rechargeAmount')} rules={[{ required: true, message: t('marketing.preview.amountRequired') }]}>
        <InputNumber min={0.01} max={999_999.99} precision={2} prefix="￥" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="payType" label={t('marketing.recharge.payType')}>
        <Select options={payTypeChoices.map((o) => ({ value: o.value as RechargePayType, label: t(o.label) }))} />
      </Form.Item>
    </LookupDialog>
  );
}
