import { Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUBSIDY_CYCLES, type SubsidyTimeRule } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import TimeOfDayPicker from '@/components/TimeOfDayPicker';

type Cycle = (typeof SUBSIDY_CYCLES)[number];
interface TimeValues {
  cycle: Cycle;
  day?: number;
  atTime: string;
  enabled: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Add or edit a time rule of a subsidy rule: monthly on a day (1–28), weekly on a weekday, or daily, at HH:mm. */
export default function TimeRuleDialog({ ruleId, timeRule, onSaved, onClose }: { ruleId: number; timeRule?: SubsidyTimeRule; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TimeValues>();
  const cycle = Form.useWatch('cycle', form) ?? timeRule?.cycle ?? 'month';

  const submit = async (values: TimeValues) => {
    // A daily rule has no day; the server keeps 1 there.
    const content = { ruleId, cycle: values.cycle, day: values.cycle === 'day' ? 1 : values.day, atTime: values.atTime, enabled: Boolean(values.enabled) };
    if (timeRule) await call('accounts.subsidyTimeEdit', { timeRuleId: timeRule.timeRuleId, ...content });
    else await call('accounts.subsidyTimeAdd', content);
    onSaved();
  };

  const initialValues: TimeValues = timeRule
    ? { cycle: timeRule.cycle, day: timeRule.day, atTime: timeRule.atTime, enabled: timeRule.enabled }
    : { cycle: 'month', day: 1, atTime: '08:00', enabled: true };

  return (
    <FormDialog<TimeValues>
      form={form}
      name="subTime"
      title={t(timeRule ? 'accountImports.time.editTitle' : 'accountImports.time.addTitle')}
      initialValues={initialValues}
      // A day of the month is no weekday: another cycle starts again from its first day.
      onValuesChange={(changed: Partial<TimeValues>) => {
        if (changed.cycle) form.setFieldValue('day', 1);
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="cycle" label={t('accountImports.time.cycle')} rules={[{ required: true }]}>
        <Select options={SUBSIDY_CYCLES.map((c) => ({ value: c, label: t(`accountImports.cycle.${c}`) }))} />
      </Form.Item>
      {cycle === 'month' && (
        <Form.Item name="day" label={t('accountImports.time.dayOfMonth')} rules={[{ required: true, message: t('accountImports.time.dayRequired') }]} extra={t('accountImports.time.dayHint')}>
          <InputNumber min={1} max={28} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {cycle === 'week' && (
        <Form.Item name="day" label={t('accountImports.time.weekday')} rules={[{ required: true, message: t('accountImports.time.dayRequired') }]}>
          <Select options={WEEKDAYS.map((d) => ({ value: d, label: t(`accountImports.weekday.${d}`) }))} />
        </Form.Item>
      )}
      <Form.Item name="atTime" label={t('accountImports.time.atTime')} rules={[{ required: true, message: t('accountImports.time.timeRequired') }]}>
        <TimeOfDayPicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label={t('accountImports.time.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
