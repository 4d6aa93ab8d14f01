import { useState, type ReactNode } from 'react';
import { DatePicker, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, OrgNode, PageEndpointId, RecordOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import ReportChart from '@/components/ReportChart';
import { datePattern, merchantToday } from '@/shell/clock';

/**
 * What the trade report pages share (tradedetail, tradesum/*, incomesum): a day range above the page (this month by
 * default, the merchant's days), the fields, one report (a ResourcePage with the server's totals, export and the
 * print dialog with totals rows) and the chart of consumption per day. Labels are keys of i18n/<lang>/reportsTrade.
 */

export type DayRange = { startDay: string; endDay: string };
const DAY = 'YYYY-MM-DD';

/** The day range picker over a page, and the page given that range. */
export function WithRange({ children }: { children: (range: DayRange) => ReactNode }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [merchantToday().startOf('month'), merchantToday()]);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DatePicker.RangePicker
        aria-label={t('reportsTrade.field.days')}
        value={range}
        format={datePattern()}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      />
      {children({ startDay: range[0].format(DAY), endDay: range[1].format(DAY) })}
    </Space>
  );
}

/** Tabs of one page (the sum and its payment sums, trade detail and outer consumption). */
export const PageTabs = ({ tabs }: { tabs: { key: string; children: ReactNode }[] }) => {
  const { t } = useTranslation();
  return <Tabs destroyOnHidden items={tabs.map((tab) => ({ key: tab.key, label: t(`reportsTrade.tab.${tab.key}`), children: tab.children }))} />;
};

const canteens = async (): Promise<FieldOption[]> =>
  (await call('canteens.canteenList', {}, { silent: true }).catch(() => [])).map((c) => ({ value: c.canteenId, label: c.canteenName }));
async function orgs(): Promise<FieldOption[]> {
  const out: FieldOption[] = [];
  const walk = (nodes: OrgNode[], prefix: string) => {
    for (const n of nodes) {
      out.push({ value: n.orgId, label: `${prefix}${n.orgName}` });
      walk(n.children ?? [], `${prefix}${n.orgName} / `);
    }
  };
  walk(await call('people.orgTree', {}, { silent: true }).catch(() => [] as OrgNode[]), '');
  return out;
}

const label = (key: string) => `reportsTrade.field.${key}`;
const shown = (key: string, type: FieldDef['type'], width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });
const filter = (key: string, type: FieldDef['type'], options?: FieldDef['options']): FieldDef => ({ key, label: label(key), type, options, inSearch: true, inTable: false, inForm: false });
/** Codes said in words: `reportsTrade.<prefix>.<code>`. */
export const choices = (prefix: string, values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: `reportsTrade.${prefix}.${v}` }));

export const f = {
  text: (key: string, width?: number) => shown(key, 'text', width),
  number: (key: string) => shown(key, 'number'),
  money: (key: string) => shown(key, 'money'),
  date: (key: string) => shown(key, 'date', 110),
  datetime: (key: string) => shown(key, 'datetime', 170),
  choice: (key: string, options: FieldOption[], width = 110): FieldDef => ({ ...shown(key, 'select', width), options }),
  canteenFilter: filter('canteenId', 'select', canteens),
  orgFilter: filter('orgId', 'select', orgs),
  textFilter: (key: string) => filter(key, 'text'),
};

export interface ReportProps<Id extends PageEndpointId> {
  /** i18n key naming the report: the export file and the print header. */
  title: string;
  pageEndpoint: Id;
  exportEndpoint: BlobEndpointId;
  rowKey: keyof RecordOf<Id> & string;
  fields: FieldDef<RecordOf<Id>>[];
  range: DayRange;
  totals: TotalItem[];
  amountKey: string;
  quantityKey?: string;
  /** Shown above the table (the chart by day). */
  above?: ReactNode;
}

/** One report: its rows over the range, totals beside the toolbar, export and print with the totals rows. */
export function Report<Id extends PageEndpointId>(props: ReportProps<Id>) {
  const { t } = useTranslation();
  // The range is the report input's own (contract reportQuery); the server checks it.
  const fixedQuery = props.range as unknown as Partial<InputOf<Id>>;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {props.above}
      <ResourcePage
        title={props.title}
        rowKey={props.rowKey}
        fields={props.fields}
        pageEndpoint={props.pageEndpoint}
        exportEndpoint={props.exportEndpoint}
        fixedQuery={fixedQuery}
        extraToolbar={({ query }) => <ReportTotals endpoint={props.pageEndpoint} query={query} items={props.totals} label={(key) => t(label(key))} />}
        print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: props.amountKey, quantityKey: props.quantityKey, timeRange: () => [props.range.startDay, props.range.endDay] }}
      />
    </Space>
  );
}

export type DailyEndpoint = `reportsTrade.${'canteen' | 'dept' | 'machine' | 'person' | 'verification' | 'wallet' | 'operator' | 'income'}Daily`;

/** Consumption per day of the range (orders and net), read under the page's own menu. */
export function DailyChart({ endpoint, range }: { endpoint: DailyEndpoint; range: DayRange }) {
  const { t } = useTranslation();
  const days = useQuery({ queryKey: [endpoint, range], queryFn: ({ signal }) => call(endpoint, range, { signal }) });
  return (
    <ReportChart
      title={t('reportsTrade.chart.daily')}
      rows={days.data ?? []}
      x="day"
      series={[
        { key: 'orders', label: t(label('orders')) },
        { key: 'net', label: t(label('net')), money: true },
      ]}
    />
  );
}
