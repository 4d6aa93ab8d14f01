import { useState, type ReactNode } from 'react';
import { DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, OrgNode, PageEndpointId, RecordOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import ReportTotals, { type TotalItem } from '@/components/ReportTotals';
import { datePattern, merchantToday } from '@/shell/clock';

/**
 * What the pages of the reportsCustom part share (customreport and its check tab, shuikongsum, visitor,
 * dockingmachine): a day range (this month by default, the merchant's days), the fields, and one report: a
 * ResourcePage with the server's totals, export and the print dialog with totals rows. Labels: i18n reportsCustom.
 */

export type DayRange = { startDay: string; endDay: string };
const DAY = 'YYYY-MM-DD';

/** The day range picker and what it holds. */
export function useDayRange(): [DayRange, ReactNode] {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [merchantToday().startOf('month'), merchantToday()]);
  const picker = (
    <DatePicker.RangePicker
      aria-label={t('reportsCustom.field.days')}
      value={range}
      format={datePattern()}
      allowClear={false}
      onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
    />
  );
  return [{ startDay: range[0].format(DAY), endDay: range[1].format(DAY) }, picker];
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

export const label = (key: string) => `reportsCustom.field.${key}`;
const shown = (key: string, type: FieldDef['type'], width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });
const filter = (key: string, type: FieldDef['type'], options?: FieldDef['options']): FieldDef => ({ key, label: label(key), type, options, inSearch: true, inTable: false, inForm: false });
/** Choices named by `reportsCustom.<prefix>.<value>`. */
export const choices = (prefix: string, values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: `reportsCustom.${prefix}.${v}` }));

export const f = {
  text: (key: string, width?: number) => shown(key, 'text', width),
  number: (key: string) => shown(key, 'number'),
  money: (key: string) => shown(key, 'money'),
  day: (key: string) => shown(key, 'date', 110),
  time: (key: string) => shown(key, 'datetime', 170),
  choice: (key: string, options: FieldOption[], inSearch = false): FieldDef => ({ ...shown(key, 'select', 120), options, inSearch }),
  canteenFilter: filter('canteenId', 'select', canteens),
  orgFilter: filter('orgId', 'select', orgs),
  textFilter: (key: string) => filter(key, 'text'),
  filter,
};

/** The consumption measures of the water, visitor and docking reports, and their totals. */
export const SALE_FIELDS: FieldDef[] = [
  f.number('orders'),
  f.money('amount'),
  f.money('cash'),
  f.money('subsidy'),
  f.money('gift'),
  f.money('discount'),
  f.number('refunds'),
  f.money('refundAmount'),
  f.money('net'),
];
export const SALE_TOTALS: TotalItem[] = [{ key: 'orders' }, { key: 'amount', money: true }, { key: 'refundAmount', money: true }, { key: 'net', money: true }];

export interface ReportViewProps<Id extends PageEndpointId> {
  /** i18n key naming the report: the export file and the print header. */
  title: string;
  pageEndpoint: Id;
  exportEndpoint: BlobEndpointId;
  rowKey: keyof RecordOf<Id> & string;
  fields: FieldDef<RecordOf<Id>>[];
  /** The fixed input: the day range and what the page chose. */
  fixed: Record<string, unknown>;
  timeRange: string | [string, string];
  totals: TotalItem[];
  amountKey?: string;
  quantityKey?: string;
  /** A total's label, when not `reportsCustom.field.<key>`. */
  totalLabel?: (key: string) => string;
  extraActions?: (row: RecordOf<Id>) => ReactNode;
}

/** One report: its rows with the fixed input, totals beside the toolbar, export and print. */
export function ReportView<Id extends PageEndpointId>(props: ReportViewProps<Id>) {
  const { t } = useTranslation();
  // The fixed fields are the report input's own (contract reportsCustom); the server checks them.
  const fixedQuery = props.fixed as unknown as Partial<InputOf<Id>>;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ResourcePage
        title={props.title}
        rowKey={props.rowKey}
        fields={props.fields}
        pageEndpoint={props.pageEndpoint}
        exportEndpoint={props.exportEndpoint}
        fixedQuery={fixedQuery}
        extraActions={props.extraActions}
        extraToolbar={({ query }) => <ReportTotals endpoint={props.pageEndpoint} query={query} items={props.totals} label={props.totalLabel ?? ((key) => t(label(key)))} />}
        print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: props.amountKey, quantityKey: props.quantityKey, timeRange: () => props.timeRange }}
      />
    </Space>
  );
}
