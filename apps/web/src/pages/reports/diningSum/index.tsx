import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_GROUPS, BOOKING_MODES, ORDER_PAY_TYPES, type BookingSumRow, type DiningSumRow, type PageEndpointId, type WriteOffDayRow } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import ReportChart from '@/components/ReportChart';
import { GroupTabs, RangeTabs, ReportTab, f, mealOptions, type DayRange } from '../dishSales/kit';
import { useAllRows } from '../dishSales/useAllRows';

const mealPeriod = f.choice('mealPeriod', mealOptions, { width: 100 });
const mealFilter: FieldDef = { ...mealPeriod, inSearch: true, inTable: false, key: 'mealPeriod' };

const diningFields: FieldDef<DiningSumRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  mealFilter,
  f.date('day'),
  f.text('canteenName', 140),
  mealPeriod,
  f.number('orders'),
  f.money('amount'),
  f.money('refundAmount'),
  f.money('net'),
];
const diningTotals = [{ key: 'orders' }, { key: 'amount', money: true }, { key: 'refundAmount', money: true }, { key: 'net', money: true }];

/** The dining sum with a chart of person-times and amount per day (the rows of every canteen and meal added up). */
function DiningTab({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const all = useAllRows('reportsSales.diningSum', range);
  const days = useMemo(() => {
    const by = new Map<string, { day: string; orders: number; amount: number }>();
    for (const r of all.data ?? []) {
      const d = by.get(r.day) ?? { day: r.day, orders: 0, amount: 0 };
      d.orders += r.orders;
      d.amount += r.amount;
      by.set(r.day, d);
    }
    return [...by.values()].sort((a, b) => a.day.localeCompare(b.day));
  }, [all.data]);
  return (
    <ReportTab
      title="reportsSales.tab.diningSum"
      pageEndpoint="reportsSales.diningSum"
      exportEndpoint="reportsSales.diningSumExport"
      rowKey="groupKey"
      fields={diningFields}
      range={range}
      totals={diningTotals}
      amountKey="amount"
      quantityKey="orders"
      above={
        <ReportChart
          title={t('reportsSales.chart.diningSum')}
          rows={days}
          x="day"
          series={[
            { key: 'orders', label: t('reportsSales.field.orders') },
            { key: 'amount', label: t('reportsSales.field.amount'), money: true },
          ]}
        />
      }
    />
  );
}

const bookingEndpoint = (group: string) => `reportsSales.bookingBy${group[0].toUpperCase()}${group.slice(1)}` as 'reportsSales.bookingByCanteen';
/** The group's name column: a write-off mode or pay type in words, an empty name as "not set". */
const nameField = (group: string): FieldDef<BookingSumRow> =>
  group === 'mode'
    ? f.choice('name', BOOKING_MODES.map((m) => ({ value: m, label: `reportsSales.mode.${m}` })), { width: 140 })
    : group === 'payType'
      ? f.choice('name', ORDER_PAY_TYPES.map((p) => ({ value: p, label: `orders.pay.${p}` })), { width: 120 })
      : f.named('name', 'reportsSales.noName', 160);
const bookingFields = (group: string): FieldDef<BookingSumRow>[] => [
  f.canteenFilter,
  f.orgFilter,
  mealFilter,
  ...(group === 'customer' ? [f.text('custNum', 120)] : []),
  nameField(group),
  f.number('booked'),
  f.number('eaten'),
  f.number('cancelled'),
  f.number('waiting'),
  f.money('amount'),
  f.money('refundAmount'),
];
const bookingTotals = ['booked', 'eaten', 'cancelled', 'waiting', 'amount', 'refundAmount'].map((key) => ({ key, money: key === 'amount' || key === 'refundAmount' }));

const writeOffFields: FieldDef<WriteOffDayRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  mealFilter,
  f.date('day'),
  f.text('canteenName', 140),
  f.number('eaten'),
  f.number('byDevice'),
  f.number('inConsole'),
  f.number('delivered'),
  f.money('amount'),
];

/**
 * Dining sum (/baobiaozhongxin/jiucansum, menu 1205000): orders per day, canteen and meal period; the booked meals
 * by each of the seven groupings (booked, eaten, cancelled, waiting); the meals written off per day and canteen.
 */
export default function DiningSumPage() {
  return (
    <RangeTabs
      tabs={[
        { key: 'diningSum', render: (range) => <DiningTab range={range} /> },
        {
          key: 'booking',
          render: (range) => (
            <GroupTabs
              prefix="reportsSales.bookingGroup"
              groups={BOOKING_GROUPS}
              render={(group) => (
                <ReportTab
                  title={`reportsSales.bookingGroup.${group}`}
                  pageEndpoint={bookingEndpoint(group) satisfies PageEndpointId}
                  exportEndpoint={`${bookingEndpoint(group)}Export`}
                  rowKey="groupKey"
                  fields={bookingFields(group)}
                  range={range}
                  totals={bookingTotals}
                  amountKey="amount"
                  quantityKey="booked"
                />
              )}
            />
          ),
        },
        {
          key: 'writeOffDays',
          render: (range) => (
            <ReportTab
              title="reportsSales.tab.writeOffDays"
              pageEndpoint="reportsSales.writeOffDays"
              exportEndpoint="reportsSales.writeOffDaysExport"
              rowKey="groupKey"
              fields={writeOffFields}
              range={range}
              totals={[{ key: 'eaten' }, { key: 'amount', money: true }]}
              amountKey="amount"
              quantityKey="eaten"
            />
          ),
        },
      ]}
    />
  );
}
