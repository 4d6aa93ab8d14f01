import { DatePicker, Form, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RECIPE_RANGE_MAX_DAYS, type RecipeCopyResult } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { datePattern } from '@/shell/clock';
import DayPicks from './DayPicks';
import { addDays, mondayOf, weekdayOf } from './week';

export interface CopyStart {
  kind: 'week' | 'day';
  source: string;
  target: string;
}

interface Values {
  kind: 'week' | 'day';
  source: Dayjs;
  /** Week: any day of the target week. */
  target: Dayjs;
  /** Day: onto a range of days, or onto days picked one by one. */
  targetWay: 'range' | 'days';
  targetRange: [Dayjs, Dayjs];
  targetDays: string[];
  targetCanteenId: number;
  mode: 'skip' | 'overwrite';
}

const DAY = 'YYYY-MM-DD';

/** The days a day is copied onto, 'YYYY-MM-DD' in order; a range's days one by one. */
export function targetDatesOf(way: Values['targetWay'], range: Values['targetRange'] | undefined, days: string[] | undefined): string[] {
  if (way === 'days') return [...new Set(days ?? [])].sort();
  if (!range?.[0] || !range[1]) return [];
  const [from, to] = [range[0].format(DAY), range[1].format(DAY)];
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= RECIPE_RANGE_MAX_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The outcome in words: what was copied, and what happened to the cells that already had a recipe. */
export function copyOutcome(t: (key: string, o?: Record<string, unknown>) => string, r: RecipeCopyResult, mode: Values['mode']): { text: string; warn: boolean } {
  if (r.copied === 0 && r.skipped === 0) return { text: t('menuRecipes.copy.nothing'), warn: true };
  const text =
    mode === 'skip' && r.skipped > 0
      ? t('menuRecipes.copy.doneSkip', { copied: r.copied, skipped: r.skipped })
      : mode === 'overwrite' && r.replaced > 0
        ? t('menuRecipes.copy.doneOverwrite', { copied: r.copied, replaced: r.replaced })
        : t('menuRecipes.copy.done', { copied: r.copied });
  return { text, warn: r.copied === 0 };
}

/**
 * Copies a week (Monday to Sunday of the day chosen, onto the week of the target day) or one day onto a range of days
 * or days picked one by one (up to 31), into this canteen or another, in one call; cells that already have a recipe
 * are skipped or overwritten. `onDone` gets the outcome to show: the dialog closes at once, so a message of its own
 * would go with it.
 */
export default function CopyDialog({
  canteenId,
  canteens,
  start,
  onDone,
  onClose,
}: {
  canteenId: number;
  canteens: { value: number; label: string }[];
  start: CopyStart;
  onDone: (outcome: string, warn?: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? start.kind;
  const targetWay = Form.useWatch('targetWay', form) ?? 'range';

  /** Day copy: the targets must be 1–31 days, without the source day when copying within this canteen. */
  const checkTargets = async () => {
    const v = form.getFieldsValue();
    const dates = targetDatesOf(v.targetWay, v.targetRange, v.targetDays);
    if (!dates.length) throw new Error(t('menuRecipes.copy.required'));
    if (dates.length > RECIPE_RANGE_MAX_DAYS) throw new Error(t('menuRecipes.copy.tooMany', { days: RECIPE_RANGE_MAX_DAYS }));
    if (v.targetCanteenId === canteenId && v.source && dates.includes(v.source.format(DAY))) throw new Error(t('menuRecipes.copy.sameDay'));
  };

  const submit = async (v: Values) => {
    const source = v.source.format(DAY);
    const target =
      v.kind === 'week'
        ? { fromDate: mondayOf(source), toDate: addDays(mondayOf(source), 6), targetStartDate: mondayOf(v.target.format(DAY)) }
        : { fromDate: source, toDate: source, targetDates: targetDatesOf(v.targetWay, v.targetRange, v.targetDays) };
    const result = await call('menuRecipes.copy', { canteenId, ...target, targetCanteenId: v.targetCanteenId, mode: v.mode });
    const outcome = copyOutcome(t, result, v.mode);
    onDone(outcome.text, outcome.warn);
  };

  const required = { required: true, message: t('menuRecipes.copy.required') };
  const targetRule = { validator: checkTargets };
  return (
    <FormDialog<Values>
      form={form}
      name="copy"
      title={t('menuRecipes.copy.title')}
      layout="vertical"
      initialValues={{
          kind: start.kind,
          source: dayjs(start.source),
          target: dayjs(start.target),
          targetWay: 'range',
          targetRange: [dayjs(start.target), dayjs(start.target)],
          targetDays: [start.target],
          targetCanteenId: canteenId,
          mode: 'skip',
        }}
      maskClosable
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('menuRecipes.copy.kind')}>
        <Radio.Group
          options={[
            { value: 'week', label: t('menuRecipes.copy.kind.week') },
            { value: 'day', label: t('menuRecipes.copy.kind.day') },
          ]}
        />
      </Form.Item>
      <Form.Item name="source" label={t(kind === 'week' ? 'menuRecipes.copy.sourceWeek' : 'menuRecipes.copy.sourceDay')} rules={[required]}>
        <DatePicker format={datePattern()} style={{ width: '100%' }} />
      </Form.Item>
      {kind === 'week' ? (
        <Form.Item name="target" label={t('menuRecipes.copy.targetWeek')} rules={[required]}>
          <DatePicker format={datePattern()} style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="targetWay" label={t('menuRecipes.copy.targetWay')}>
            <Radio.Group
              options={[
                { value: 'range', label: t('menuRecipes.copy.targetWay.range') },
                { value: 'days', label: t('menuRecipes.copy.targetWay.days') },
              ]}
            />
          </Form.Item>
          {targetWay === 'range' ? (
            <Form.Item name="targetRange" label={t('menuRecipes.copy.targetRange')} rules={[targetRule]} dependencies={['source', 'targetCanteenId']}>
              <DatePicker.RangePicker format={datePattern()} allowClear={false} style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item name="targetDays" label={t('menuRecipes.copy.targetDays')} rules={[targetRule]} dependencies={['source', 'targetCanteenId']}>
              <DayPicks weekdayOf={(day) => t(`menuRecipes.weekday.${weekdayOf(day)}`)} />
            </Form.Item>
          )}
        </>
      )}
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
    </FormDialog>
  );
}
