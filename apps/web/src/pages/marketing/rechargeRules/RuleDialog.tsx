import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DonateType, InputOf, RechargeRule, RechargePayType } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { centsToYuan, DATE_FORMAT, yuanToCents } from '@/components/ResourcePage/fieldValues';
import { datePattern } from '@/shell/clock';
import { payTypeChoices, psnTypeChoices } from '../shared/options';
import { donateTypeChoices, tierToContent, tierToForm, type TierValues } from './tiers';

interface RuleValues {
  name: string;
  donateType: DonateType;
  tiers: TierValues[];
  maxGift?: number;
  sumLimit?: number;
  feePercent?: number;
  feeAmount?: number;
  psnTypeIds: number[];
  payTypes: RechargePayType[];
  validFrom?: Dayjs;
  validTo?: Dayjs;
  enabled: boolean;
  remark?: string;
}

type Content = InputOf<'marketing.rechargeRuleAdd'>;

const MAX_YUAN = 999_999.99;
const money = { min: 0, max: MAX_YUAN, precision: 2, prefix: '￥', style: { width: '100%' } };

/** Add (no rule) or edit a recharge-bonus rule; its steps are a small list whose columns follow the kind. */
export default function RechargeRuleDialog({ rule, onSaved, onClose }: { rule?: RechargeRule; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const donateTypes = useQuery({ queryKey: ['marketingNames', 'donateTypes'], queryFn: donateTypeChoices, staleTime: 60_000 });
  const psnTypes = useQuery({ queryKey: ['marketingNames', 'psnTypes'], queryFn: psnTypeChoices, staleTime: 60_000 });
  const type = Form.useWatch('donateType', form) ?? rule?.donateType;

  const submit = async (v: RuleValues) => {
    const content: Content = {
      name: v.name.trim(),
      donateType: v.donateType,
      tiers: v.donateType === 'fee' ? [] : (v.tiers ?? []).map((s) => tierToContent(v.donateType, s)),
      maxGift: yuanToCents(v.maxGift) ?? 0,
      sumLimit: yuanToCents(v.sumLimit) ?? 0,
      feePercent: v.donateType === 'fee' ? (v.feePercent ?? 0) : 0,
      feeAmount: v.donateType === 'fee' ? (yuanToCents(v.feeAmount) ?? 0) : 0,
      psnTypeIds: v.psnTypeIds ?? [],
      payTypes: v.payTypes ?? [],
      validFrom: v.validFrom ? v.validFrom.format(DATE_FORMAT) : null,
      validTo: v.validTo ? v.validTo.format(DATE_FORMAT) : null,
      enabled: Boolean(v.enabled),
      remark: (v.remark ?? '').trim(),
    };
    if (rule) await call('marketing.rechargeRuleEdit', { ruleId: rule.ruleId, ...content });
    else await call('marketing.rechargeRuleAdd', content);
    onSaved();
  };

  const initialValues: Partial<RuleValues> = rule
    ? {
        ...rule,
        tiers: rule.tiers.map(tierToForm),
        maxGift: centsToYuan(rule.maxGift),
        sumLimit: centsToYuan(rule.sumLimit),
        feeAmount: centsToYuan(rule.feeAmount),
        payTypes: rule.payTypes as RechargePayType[],
        validFrom: rule.validFrom ? dayjs(rule.validFrom) : undefined,
        validTo: rule.validTo ? dayjs(rule.validTo) : undefined,
      }
    : { donateType: 'tier', tiers: [{}], maxGift: 0, sumLimit: 0, feePercent: 0, feeAmount: 0, psnTypeIds: [], payTypes: [], enabled: true, remark: '' };

  const required = (key: string) => [{ required: true, message: t('widgets.form.required', { label: t(key) }) }];
  // Each kind edits two values per step: what triggers it and what it gives.
  const trigger = type === 'nth' ? 'nth' : 'min';
  const give = type === 'percent' ? 'percent' : 'gift';

  return (
    <FormDialog<RuleValues>
      form={form}
      name="mktRecharge"
      width={760}
      title={t(rule ? 'marketing.recharge.editTitle' : 'marketing.recharge.addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('marketing.rule.name')} rules={[{ required: true, whitespace: true, message: t('widgets.form.required', { label: t('marketing.rule.name') }) }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="donateType" label={t('marketing.recharge.donateType')} rules={required('marketing.recharge.donateType')}>
        <Select options={(donateTypes.data ?? []).map((o) => ({ value: o.value as DonateType, label: t(o.label) }))} loading={donateTypes.isLoading} />
      </Form.Item>
      {type && type !== 'fee' && (
        <Form.Item label={t('marketing.recharge.tiers')} required>
          <Form.List
            name="tiers"
            rules={[{ validator: (_r, rows: unknown[]) => (rows?.length ? Promise.resolve() : Promise.reject(new Error(t('marketing.recharge.tiersRequired')))) }]}
          >
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.map((row, index) => (
                  <Space key={row.key} align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                    <Form.Item name={[row.name, trigger]} rules={required(`marketing.tier.${trigger}`)} style={{ marginBottom: 0 }}>
                      {trigger === 'nth' ? (
                        <InputNumber min={1} max={1000} precision={0} aria-label={`${t('marketing.tier.nth')} ${index + 1}`} placeholder={t('marketing.tier.nth')} />
                      ) : (
                        <InputNumber {...money} style={{ width: 150 }} aria-label={`${t('marketing.tier.min')} ${index + 1}`} placeholder={t('marketing.tier.min')} />
                      )}
                    </Form.Item>
                    <span>→</span>
                    <Form.Item name={[row.name, give]} rules={required(`marketing.tier.${give}`)} style={{ marginBottom: 0 }}>
                      {give === 'percent' ? (
                        <InputNumber min={0} max={100} precision={0} suffix="%" aria-label={`${t('marketing.tier.percent')} ${index + 1}`} placeholder={t('marketing.tier.percent')} />
                      ) : (
                        <InputNumber {...money} style={{ width: 150 }} aria-label={`${t('marketing.tier.gift')} ${index + 1}`} placeholder={t('marketing.tier.gift')} />
                      )}
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('marketing.tier.remove')} onClick={() => remove(row.name)} />
                  </Space>
                ))}
                {rows.length < 20 && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                    {t('marketing.tier.add')}
                  </Button>
                )}
                <Form.ErrorList errors={errors} />
                <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
                  {t(`marketing.tier.hint.${type}`)}
                </Typography.Paragraph>
              </>
            )}
          </Form.List>
        </Form.Item>
      )}
      {type === 'fee' && (
        <>
          <Form.Item name="feePercent" label={t('marketing.recharge.feePercent')}>
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="feeAmount" label={t('marketing.recharge.feeAmount')}>
            <InputNumber {...money} />
          </Form.Item>
        </>
      )}
      {type !== 'fee' && (
        <>
          <Form.Item name="maxGift" label={t('marketing.recharge.maxGift')} extra={t('marketing.zeroNoLimit')}>
            <InputNumber {...money} />
          </Form.Item>
          <Form.Item name="sumLimit" label={t('marketing.recharge.sumLimit')} extra={t('marketing.zeroNoLimit')}>
            <InputNumber {...money} />
          </Form.Item>
        </>
      )}
      <Form.Item name="psnTypeIds" label={t('marketing.rule.psnTypes')}>
        <Select mode="multiple" allowClear placeholder={t('marketing.every')} options={(psnTypes.data ?? []).map((o) => ({ value: o.value as number, label: o.label }))} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="payTypes" label={t('marketing.recharge.payTypes')}>
        <Select mode="multiple" allowClear placeholder={t('marketing.every')} options={payTypeChoices.map((o) => ({ value: o.value as RechargePayType, label: t(o.label) }))} />
      </Form.Item>
      <Form.Item name="validFrom" label={t('marketing.rule.validFrom')}>
        <DatePicker format={datePattern()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="validTo"
        label={t('marketing.rule.validTo')}
        dependencies={['validFrom']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, value?: Dayjs) => {
              const from = getFieldValue('validFrom') as Dayjs | undefined;
              return !value || !from || !value.isBefore(from, 'day') ? Promise.resolve() : Promise.reject(new Error(t('marketing.rule.validToBeforeFrom')));
            },
          }),
        ]}
      >
        <DatePicker format={datePattern()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('marketing.rule.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="remark" label={t('marketing.rule.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
