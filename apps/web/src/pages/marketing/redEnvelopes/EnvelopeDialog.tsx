import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RedEnvelope } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { datePattern, merchantToday } from '@/shell/clock';
import OrgTreeSelect from '@/pages/accounts/shared/OrgTreeSelect';
import { centsToYuanText, parseYuan, yuanRule } from '@/pages/accounts/shared/money';
import { psnTypeChoices } from '../shared/options';
import PeopleSelect from './PeopleSelect';

interface Values {
  name: string;
  amount: string;
  custIds?: number[];
  orgIds?: number[];
  psnTypeIds?: number[];
  validUntil?: Dayjs | null;
  remark?: string;
}

/** Add (no envelope) or edit a draft red envelope; the amount per person is typed in yuan and sent in cents. */
export default function EnvelopeDialog({ envelope, onSaved, onClose }: { envelope?: RedEnvelope; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const psnTypes = useQuery({ queryKey: ['marketingNames', 'psnTypes'], queryFn: psnTypeChoices, staleTime: 60_000 });

  const submit = async (values: Values) => {
    const content = {
      name: values.name.trim(),
      // The amount's rule has accepted it, so it reads as cents.
      amount: parseYuan(values.amount) ?? 0,
      custIds: values.custIds ?? [],
      orgIds: values.orgIds ?? [],
      psnTypeIds: values.psnTypeIds ?? [],
      validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
      remark: (values.remark ?? '').trim(),
    };
    if (envelope) await call('marketingRewards.redEnvelopeEdit', { envelopId: envelope.envelopId, ...content });
    else await call('marketingRewards.redEnvelopeAdd', content);
    onSaved();
  };

  const initialValues: Partial<Values> = envelope
    ? { ...envelope, amount: centsToYuanText(envelope.amount), validUntil: envelope.validUntil ? dayjs(envelope.validUntil) : null }
    : { custIds: [], orgIds: [], psnTypeIds: [], validUntil: null, remark: '' };
  // At least one kind of target: checked on the people field, re-checked when the others change.
  const someTarget = () => ({
    validator: () => {
      const v = form.getFieldsValue(['custIds', 'orgIds', 'psnTypeIds']);
      const any = [v.custIds, v.orgIds, v.psnTypeIds].some((ids) => Array.isArray(ids) && ids.length > 0);
      return any ? Promise.resolve() : Promise.reject(new Error(t('marketingRewards.envelope.noTarget')));
    },
  });

  return (
    <FormDialog<Values>
      form={form}
      name="envelope"
      width={680}
      title={t(envelope ? 'marketingRewards.envelope.editTitle' : 'marketingRewards.envelope.addTitle')}
      initialValues={initialValues}
      wrapperCol={{ span: 17 }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('marketingRewards.envelope.name')} rules={[{ required: true, whitespace: true, message: t('marketingRewards.envelope.nameRequired') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('marketingRewards.envelope.amount')}
        rules={[{ required: true, message: t('marketingRewards.envelope.amountRequired') }, yuanRule(t('marketingRewards.envelope.badAmount'))]}
      >
        <Input prefix="￥" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="custIds" label={t('marketingRewards.envelope.people')} rules={[someTarget]} extra={t('marketingRewards.envelope.targetsHint')}>
        <PeopleSelect />
      </Form.Item>
      <Form.Item name="orgIds" label={t('marketingRewards.envelope.orgs')}>
        <OrgTreeSelect multiple placeholder={t('marketingRewards.envelope.orgs')} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="psnTypeIds" label={t('marketingRewards.envelope.psnTypes')}>
        <Select
          mode="multiple"
          allowClear
          loading={psnTypes.isLoading}
          options={(psnTypes.data ?? []).map((o) => ({ value: o.value as number, label: o.label }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="validUntil" label={t('marketingRewards.envelope.validUntil')} extra={t('marketingRewards.envelope.validUntilHint')}>
        <DatePicker style={{ width: '100%' }} format={datePattern()} allowClear disabledDate={(d) => d.isBefore(merchantToday(), 'day')} />
      </Form.Item>
      <Form.Item name="remark" label={t('marketingRewards.envelope.remark')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
