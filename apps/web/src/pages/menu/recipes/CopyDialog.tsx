import { useState } from 'react';
import { DatePicker, Form, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import { datePattern } from '@/shell/clock';
import { addDays, mondayOf } from './week';

export interface CopyStart {
  kind: 'week' | 'day';
  source: string;
  target: string;
}

interface Values {
  kind: 'week' | 'day';
  source: Dayjs;
  target: Dayjs;
  targetCanteenId: number;
  mode: 'skip' | 'overwrite';
}

const DAY = 'YYYY-MM-DD';

/**
 * Copies a week (Monday to Sunday of the day chosen, onto the week of the target day) or one day, into this canteen
 * or another; cells that already have a recipe are skipped or overwritten. `onDone` gets the outcome to show: the
 * dialog closes at once, so a message of its own would go with it.
 */
export default function CopyDialog({ canteenId, canteens, start, onDone, onClose }: { canteenId: number; canteens: { value: number; label: string }[]; start: CopyStart; onDone: (outcome: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? start.kind;

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const source = v.source.format(DAY);
    const target = v.target.format(DAY);
    const [fromDate, toDate, targetStartDate] = v.kind === 'week' ? [mondayOf(source), addDays(mondayOf(source), 6), mondayOf(target)] : [source, source, target];
    setSaving(true);
    try {
      const result = await call('menuRecipes.copy', { canteenId, fromDate, toDate, targetStartDate, targetCanteenId: v.targetCanteenId, mode: v.mode });
      onDone(t('menuRecipes.copy.done', { copied: result.copied, skipped: result.skipped }));
      onClose();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('menuRecipes.copy.title')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        name="recipeCopy"
        initialValues={{ kind: start.kind, source: dayjs(start.source), target: dayjs(start.target), targetCanteenId: canteenId, mode: 'skip' }}
      >
        <Form.Item name="kind" label={t('menuRecipes.copy.kind')}>
          <Radio.Group
            options={[
              { value: 'week', label: t('menuRecipes.copy.kind.week') },
              { value: 'day', label: t('menuRecipes.copy.kind.day') },
            ]}
          />
        </Form.Item>
        <Form.Item name="source" label={t(kind === 'week' ? 'menuRecipes.copy.sourceWeek' : 'menuRecipes.copy.sourceDay')} rules={[{ required: true, message: t('menuRecipes.copy.required') }]}>
          <DatePicker format={datePattern()} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="target" label={t(kind === 'week' ? 'menuRecipes.copy.targetWeek' : 'menuRecipes.copy.targetDay')} rules={[{ required: true, message: t('menuRecipes.copy.required') }]}>
          <DatePicker format={datePattern()} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="targetCanteenId" label={t('menuRecipes.copy.targetCanteen')}>
          <Select options={canteens} />
        </Form.Item>
        <Form.Item name="mode" label={t('menuRecipes.copy.mode')} extra={t('menuRecipes.copy.modeHint')}>
          <Radio.Group
            options={[
              { value: 'skip', label: t('menuRecipes.copy.mode.skip') },
              { value: 'overwrite', label: t('menuRecipes.copy.mode.overwrite') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
