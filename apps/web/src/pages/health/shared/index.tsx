import { useId, useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Tag } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { IMBALANCE_FLAGS, type HealthOptions, type NutrientIntake, type NutrientStatus } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';
import { f as records } from '@/pages/accounts/records/fields';
import { datePattern, merchantToday } from '@/shell/clock';

/** What the health pages share: their choices, the date-range filter form, status and flag tags. */

const NO_OPTIONS: HealthOptions = { diets: [], chronics: [], psnTypes: [], nutrients: [] };

/** Patterns, chronic illnesses, person types and nutrients (one call, cached per page). */
export function useHealthOptions(): HealthOptions {
  return useQuery({ queryKey: ['health.options'], queryFn: () => call('health.options', {}, { loading: false }) }).data ?? NO_OPTIONS;
}

/** The organisations the caller may choose from (the records pages' loader). */
export function useOrgOptions(): FieldOption[] {
  const load = records.orgFilter.options as () => Promise<FieldOption[]>;
  return useQuery({ queryKey: ['health.orgChoices'], queryFn: load }).data ?? [];
}

export const DAY = 'YYYY-MM-DD';
/** The last `days` days up to the merchant's today, as [from, to]. */
export function lastDays(days: number): [string, string] {
  const today = merchantToday();
  return [today.subtract(days - 1, 'day').format(DAY), today.format(DAY)];
}

export interface RangeQuery {
  from: string;
  to: string;
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  flag?: (typeof IMBALANCE_FLAGS)[number];
}

interface FormValues {
  range?: [Dayjs, Dayjs];
  custName?: string;
  custNum?: string;
  orgId?: number;
  psnTypeId?: number;
  flag?: RangeQuery['flag'];
}

/** A date range (required, default the last 7 days) and person filters; `withFlag` adds the imbalance flag. */
export function RangeFilters({ initial, onSearch, withFlag }: { initial: RangeQuery; onSearch: (q: RangeQuery) => void; withFlag?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const formName = `health${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const options = useHealthOptions();
  const orgs = useOrgOptions();
  const start: FormValues = { range: [dayjs(initial.from), dayjs(initial.to)] };
  const submit = (v: FormValues) => {
    const [from, to] = v.range ?? [dayjs(initial.from), dayjs(initial.to)];
    const text = (s?: string) => (s?.trim() ? s.trim() : undefined);
    onSearch({ from: from.format(DAY), to: to.format(DAY), custName: text(v.custName), custNum: text(v.custNum), orgId: v.orgId, psnTypeId: v.psnTypeId, flag: v.flag });
  };
  return (
    <Form form={form} name={formName} layout="inline" initialValues={start} onFinish={submit} style={{ rowGap: 12, marginBottom: 16 }}>
      <Form.Item name="range" label={t('health.filter.range')} rules={[{ required: true, message: t('health.filter.rangeRequired') }]}>
        <DatePicker.RangePicker format={datePattern()} allowClear={false} />
      </Form.Item>
      <Form.Item name="custName" label={t('health.person.custName')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="custNum" label={t('health.person.custNum')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="orgId" label={t('health.person.org')}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={orgs.map((o) => ({ value: o.value as number, label: o.label }))} style={{ minWidth: 160 }} />
      </Form.Item>
      <Form.Item name="psnTypeId" label={t('health.person.psnType')}>
        <Select allowClear options={options.psnTypes.map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }))} style={{ minWidth: 120 }} />
      </Form.Item>
      {withFlag && (
        <Form.Item name="flag" label={t('health.imbalance.flag')}>
          <Select allowClear options={IMBALANCE_FLAGS.map((f) => ({ value: f, label: t(`health.flag.${f}`) }))} style={{ minWidth: 140 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('widgets.resource.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              submit(start);
            }}
          >
            {t('widgets.resource.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

const STATUS_COLOR: Record<NutrientStatus, string> = { low: 'gold', ok: 'green', high: 'red' };

export function StatusTag({ status }: { status: NutrientStatus | null }) {
  const { t } = useTranslation();
  return status ? <Tag color={STATUS_COLOR[status]}>{t(`health.status.${status}`)}</Tag> : null;
}

/** A nutrient's amount with its unit, its target range and status. */
export function NutrientCell({ row }: { row: NutrientIntake | undefined }) {
  if (!row) return null;
  return (
    <Space size={4} wrap>
      <span>
        {row.amount} {row.unit}
      </span>
      <StatusTag status={row.status} />
    </Space>
  );
}

export const nutrientOf = (rows: readonly NutrientIntake[], code: string) => rows.find((r) => r.code === code);

/** "min – max unit" of a target ("≥ min", "≤ max"). */
export function targetText(min: number | null, max: number | null, unit: string): string {
  if (min !== null && max !== null) return `${min} – ${max} ${unit}`;
  if (min !== null) return `≥ ${min} ${unit}`;
  if (max !== null) return `≤ ${max} ${unit}`;
  return '';
}

export function FlagTags({ flags }: { flags: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {flags.map((f) => (
        <Tag key={f} color="volcano">
          {t(`health.flag.${f}`)}
        </Tag>
      ))}
    </Space>
  );
}

/** The range a page starts with: the query's when given, else the last 7 days. */
export function useRange(from?: string | null, to?: string | null): [RangeQuery, (q: RangeQuery) => void] {
  const [fallbackFrom, fallbackTo] = lastDays(7);
  return useState<RangeQuery>({ from: from || fallbackFrom, to: to || fallbackTo });
}
