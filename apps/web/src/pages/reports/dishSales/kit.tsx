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
 * What the sales report pages share (caipinxiaoshouSum, jiucansum): a day range above the tabs (this month by
 * default, the merchant's days), the fields, and one report tab: a ResourcePage with the server's totals, export
 * and the print dialog with totals rows. Labels are keys of i18n/<lang>/reportsSales.
 */

export type DayRange = { startDay: string; endDay: string };
const DAY = 'YYYY-MM-DD';

/** The day range picker over every tab of a page, and the tabs given that range. */
export function RangeTabs({ tabs }: { tabs: { key: string; render: (range: DayRange) => ReactNode }[] }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [merchantToday().startOf('month'), merchantToday()]);
  const days = { startDay: range[0].format(DAY), endDay: range[1].format(DAY) };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DatePicker.RangePicker
        aria-label={t('reportsSales.field.days')}
        value={range}
        format={datePattern()}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
      />
      <Tabs destroyOnHidden items={tabs.map((tab) => ({ key: tab.key, label: t(`reportsSales.tab.${tab.key}`), children: tab.render(days) }))} />
    </Space>
  );
}

/** Tabs of one report family's groupings (intake by supplier…, booked meals by canteen…). */
export const GroupTabs = ({ prefix, groups, render }: { prefix: string; groups: readonly string[]; render: (group: string) => ReactNode }) => {
  const { t } = useTranslation();
  return <Tabs destroyOnHidden type="card" items={groups.map((g) => ({ key: g, label: t(`${prefix}.${g}`), children: render(g) }))} />;
};

const quiet =
  <T,>(read: () => Promise<T[]>, map: (x: T) => FieldOption) =>
  async (): Promise<FieldOption[]> =>
    (await read().catch(() => [] as T[])).map(map);

const canteens = quiet(
  () => call('canteens.canteenList', {}, { silent: true }),
  (c) => ({ value: c.canteenId, label: c.canteenName }),
);
const stalls = quiet(
  async () => (await call('canteens.stallPage', { limit: 500 }, { silent: true })).records,
  (s) => ({ value: s.stallId, label: `${s.canteenName} / ${s.stallName}` }),
);
const suppliers = quiet(
  () => call('procurementSuppliers.supplierOptions', {}, { silent: true }),
  (s) => ({ value: s.supplierId, label: s.name }),
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

const label = (key: string) => `reportsSales.field.${key}`;
const shown = (key: string, type: FieldDef['type'], width?: number): FieldDef => ({ key, label: label(key), type, inForm: false, width });
const filter = (key: string, type: FieldDef['type'], options?: FieldDef['options']): FieldDef => ({ key, label: label(key), type, options, inSearch: true, inTable: false, inForm: false });
/** A name the server leaves empty (no dish, stall, supplier…), said as what it is. */
const orNone = (noneKey: string) => (v: unknown) => <NameOr value={v} none={noneKey} />;
function NameOr({ value, none }: { value: unknown; none: string }) {
  const { t } = useTranslation();
  return <>{typeof value === 'string' && value ? value : t(none)}</>;
}

export const f = {
  text: (key: string, width?: number) => shown(key, 'text', width),
  number: (key: string) => shown(key, 'number'),
  money: (key: string) => shown(key, 'money'),
  date: (key: string) => shown(key, 'date', 110),
  named: (key: string, none: string, width = 140): FieldDef => ({ ...shown(key, 'text', width), render: orNone(none) }),
  choice: (key: string, options: FieldOption[], extra: Partial<FieldDef> = {}): FieldDef => ({ ...shown(key, 'select'), options, ...extra }),
  canteenFilter: filter('canteenId', 'select', canteens),
  orgFilter: filter('orgId', 'select', orgs),
  stallFilter: filter('stallId', 'select', stalls),
  supplierFilter: filter('supplierId', 'select', suppliers),
  textFilter: (key: string) => filter(key, 'text'),
};

/** Meal periods 1–5 as the canteens name them, 0 as none. */
export const mealOptions: FieldOption[] = [{ value: 0, label: 'reportsSales.noMeal' }, ...[1, 2, 3, 4, 5].map((n) => ({ value: n, label: `canteens.mealType.${n}` }))];

export interface ReportTabProps<Id extends PageEndpointId> {
  /** i18n key naming the report: the export file and the print header. */
  title: string;
  pageEndpoint: Id;
  exportEndpoint: BlobEndpointId;
  rowKey: keyof RecordOf<Id> & string;
  fields: FieldDef<RecordOf<Id>>[];
  range: DayRange;
  /** Filters the tab fixes (a grouping), beside the range. */
  fixed?: Record<string, unknown>;
  totals: TotalItem[];
  amountKey: string;
  quantityKey?: string;
  /** Shown above the table (a chart of the rows). */
  above?: ReactNode;
}

/** One report: its rows with the range and the tab's fixed filters, totals beside the toolbar, export and print. */
export function ReportTab<Id extends PageEndpointId>(props: ReportTabProps<Id>) {
  const { t } = useTranslation();
  // The range and fixed filters are the report input's own fields (contract reportQuery); the server checks them.
  const fixedQuery = { ...props.range, ...props.fixed } as unknown as Partial<InputOf<Id>>;
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
