import { useState, type ReactNode } from 'react';
import { DatePicker, Space, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, OrgNode, PageEndpointId, RecordOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { datePattern, merchantToday } from '@/shell/clock';

/**
 * What the money report pages share (rechargesum, historybal): a day range above the tabs (this month by default,
 * the merchant's days), the fields, and one report tab: a ResourcePage with the server's totals, export and the print
 * dialog with totals rows. Labels are keys of i18n/<lang>/reportsMoney.
 */

export type DayRange = { startDay: string; endDay: string };
const DAY = 'YYYY-MM-DD';

/** The tabs of a page, with the day range picker under them for the tabs that read a range (not `ranged: false`). */
export function RangeTabs({ tabs }: { tabs: { key: string; ranged?: false; render: (range: DayRange) => ReactNode }[] }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [merchantToday().startOf('month'), merchantToday()]);
  const [key, setKey] = useState(tabs[0].key);
  const tab = tabs.find((x) => x.key === key)!;
  const days = { startDay: range[0].format(DAY), endDay: range[1].format(DAY) };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Tabs activeKey={key} onChange={setKey} destroyOnHidden items={tabs.map((x) => ({ key: x.key, label: t(`reportsMoney.tab.${x.key}`) }))} />
      {tab.ranged !== false && (
        <DatePicker.RangePicker
          aria-label={t('reportsMoney.field.days')}
          value={range}
          format={datePattern()}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      )}
      {tab.render(days)}
    </Space>
  );
}

const quiet =
  <T,>(read: () => Promise<T[]>, map: (x: T) => FieldOption) =>
  async (): Promise<FieldOption[]> =>
    (await read().catch(() => [] as T[])).map(map);

const canteens = quiet(
  () => call('canteens.canteenList', {}, { silent: true }),
  (c) => ({ value: c.canteenId, label: c.canteenName }),
);
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

const label = (key: string) => `reportsMoney.field.${key}`;
const shown = (key: string, type: FieldDef['type'], width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });
const filter = (key: string, type: FieldDef['type'], options?: FieldDef['options']): FieldDef => ({ key, label: label(key), type, options, inSearch: true, inTable: false, inForm: false });
/** Choices named by `reportsMoney.<prefix>.<value>`. */
export const choices = (prefix: string, values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: `reportsMoney.${prefix}.${v}` }));
/** A name the server leaves empty (no department, operator…), said as "none". */
function NameOr({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{typeof value === 'string' && value ? value : t('reportsMoney.none')}</>;
}

export const f = {
  text: (key: string, width?: number) => shown(key, 'text', width),
  number: (key: string) => shown(key, 'number'),
  money: (key: string) => shown(key, 'money'),
  time: (key: string) => shown(key, 'datetime', 170),
  named: (key: string, width = 140): FieldDef => ({ ...shown(key, 'text', width), render: (v) => <NameOr value={v} /> }),
  choice: (key: string, options: FieldOption[], inSearch = false): FieldDef => ({ ...shown(key, 'select', 110), options, inSearch }),
  canteenFilter: filter('canteenId', 'select', canteens),
  orgFilter: filter('orgId', 'select', orgs),
  textFilter: (key: string) => filter(key, 'text'),
};
/** The person filters of the families listing people's rows. */
export const personFilters = (): FieldDef[] => [f.orgFilter, f.textFilter('custName'), f.textFilter('custNum')];
/** The columns naming a person. */
export const personColumns = (): FieldDef[] => [f.text('custName', 100), f.text('custNum', 110), f.text('orgName', 120)];

export interface ReportTabProps<Id extends PageEndpointId> {
  /** i18n key naming the report: the export file and the print header. */
  title: string;
  pageEndpoint: Id;
  exportEndpoint: BlobEndpointId;
  rowKey: keyof RecordOf<Id> & string;
  fields: FieldDef<RecordOf<Id>>[];
  /** The tab's fixed input: the day range, a grouping, a moment. */
  fixed: Record<string, unknown>;
  /** The print dialog's time range. */
  timeRange: string | [string, string];
  totals: TotalItem[];
  amountKey: string;
  quantityKey?: string;
  /** Shown above the table (a chart, a moment picker). */
  above?: ReactNode;
}

/** One report: its rows with the tab's fixed input, totals beside the toolbar, export and print. */
export function ReportTab<Id extends PageEndpointId>(props: ReportTabProps<Id>) {
  const { t } = useTranslation();
  // The fixed fields are the report input's own (contract reportsMoney); the server checks them.
  const fixedQuery = props.fixed as unknown as Partial<InputOf<Id>>;
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
        print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: props.amountKey, quantityKey: props.quantityKey, timeRange: () => props.timeRange }}
      />
    </Space>
  );
}
