import { Alert, DatePicker, Descriptions, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ConsumePreview } from '@canteen/contract';
import { call } from '@/api';
import { yuanToCents } from '@/components/ResourcePage/fieldValues';
import { dateTimePattern, fromPickerValue } from '@/shell/clock';
import AppliedRules from '../shared/AppliedRules';
import LookupDialog from '../shared/LookupDialog';
import PersonSelect from '../shared/PersonSelect';
import { canteenChoices } from '../shared/options';

interface PreviewValues {
  custId: number;
  amount: number;
  canteenId: number;
  at?: Dayjs;
  couponNo?: string;
  usePoints?: number;
}

/** 试算: what the consumption rules, a coupon and points would do to one payment; nothing is written. */
export default function ConsumePreviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canteens = useQuery({ queryKey: ['marketingNames', 'canteens'], queryFn: canteenChoices, staleTime: 60_000 });

  const look = (values: PreviewValues) => {
    const couponNo = values.couponNo?.trim();
    return call('marketing.consumePreview', {
      custId: values.custId,
      amount: yuanToCents(values.amount) ?? 0,
      canteenId: values.canteenId,
      ...(values.at ? { at: fromPickerValue(values.at) } : {}),
      ...(couponNo ? { couponNo } : {}),
      ...(values.usePoints ? { usePoints: values.usePoints } : {}),
    });
  };

  return (
    <LookupDialog<PreviewValues, ConsumePreview>
      name="mktPreview"
      width={720}
      title={t('marketing.preview.consumeTitle')}
      look={look}
      answer={(result) => (
        <>
          {result.allowed ? (
            <Alert type="success" showIcon title={t('marketing.preview.allowed')} style={{ marginBottom: 12 }} />
          ) : (
            <Alert type="error" showIcon title={t('marketing.preview.forbidden')} description={result.reason ? t(`marketing.refusal.${result.reason}`) : undefined} style={{ marginBottom: 12 }} />
          )}
          <Descriptions size="small" bordered column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('marketing.preview.listAmount')}>{formatMoney(result.listAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.payable')}>{formatMoney(result.payable)}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.rule.mealTypes')}>{result.mealType ? t(`canteens.mealType.${result.mealType}`) : t('marketing.preview.noMeal')}</Descriptions.Item>
            <Descriptions.Item label={t('marketing.preview.points')}>
              {t('marketing.preview.pointsText', { used: result.pointsUsed, gained: result.pointsGained })}
            </Descriptions.Item>
          </Descriptions>
          <AppliedRules rows={result.applied} />
        </>
      )}
      onClose={onClose}
    >
      <Form.Item name="custId" label={t('marketing.preview.person')} rules={[{ required: true, message: t('marketing.preview.personRequired') }]}>
        <PersonSelect />
      </Form.Item>
      <Form.Item name="amount" label={t('marketing.preview.amount')} rules={[{ required: true, message: t('marketing.preview.amountRequired') }]}>
        <InputNumber min={0.01} max={999_999.99} precision={2} prefix="￥" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="canteenId" label={t('marketing.rule.canteen')} rules={[{ required: true, message: t('marketing.preview.canteenRequired') }]}>
        <Select
          options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))}
          loading={canteens.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="at" label={t('marketing.preview.at')} extra={t('marketing.preview.atHint')}>
        <DatePicker showTime format={dateTimePattern()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="couponNo" label={t('marketing.preview.couponNo')}>
        <Input maxLength={64} allowClear />
      </Form.Item>
      <Form.Item name="usePoints" label={t('marketing.preview.usePoints')}>
        <InputNumber min={0} max={2_000_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </LookupDialog>
  );
}
