import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECHARGE_TYPE_TRADES, REPORT_PAY_TYPES, type RechargeGroup } from '@canteen/contract';
import { call } from '@/api';
import ReportChart from '@/components/ReportChart';
import type { FieldDef } from '@/components/ResourcePage';
import type { TotalItem } from '@/components/ReportTotals';
import { RangeTabs, ReportTab, choices, f, personColumns, personFilters, type DayRange } from './kit';

const MEASURES: FieldDef[] = [
  f.number('rechargeCount'),
  f.money('recharge'),
  f.money('gift'),
  f.number('revokeCount'),
  f.money('revoked'),
  f.money('imported'),
  f.number('withdrawalCount'),
  f.money('withdrawn'),
  f.money('net'),
];
const SUM_TOTALS: TotalItem[] = [
  { key: 'recharge', money: true },
  { key: 'gift', money: true },
  { key: 'revoked', money: true },
  { key: 'imported', money: true },
  { key: 'withdrawn', money: true },
  { key: 'net', money: true },
];
/** The column naming a group: the day, or the department, person type or operator (none when the money had none). */
const GROUP_COLUMN: Record<RechargeGroup, FieldDef> = {
  day: { ...f.text('groupKey', 120), type: 'date', label: 'reportsMoney.field.day' },
  org: { ...f.named('groupName'), label: 'reportsMoney.field.orgName' },
  personType: { ...f.named('groupName'), label: 'reportsMoney.field.personType' },
  operator: { ...f.named('groupName'), label: 'reportsMoney.field.operatorName' },
};

/** The recharge sums by day as a chart: recharges, revocations, withdrawals and net per day of the range. */
function DayChart({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  // A range is at most 366 days: one page of 500 holds every day.
  const content = { ...range, groupBy: 'day' as const, page: 1, limit: 500 };
  const rows = useQuery({ queryKey: ['reportsMoney.rechargeSum', content], queryFn: ({ signal }) => call('reportsMoney.rechargeSum', content, { signal }) });
  return (
    <ReportChart
      title={t('reportsMoney.chart.day')}
      rows={rows.data?.records ?? []}
      x="groupKey"
      kind="bar"
      series={['recharge', 'revoked', 'withdrawn', 'net'].map((key) => ({ key, label: t(`reportsMoney.field.${key}`), money: true }))}
    />
  );
}

const sumTab = (group: RechargeGroup) => (range: DayRange) => (
  <ReportTab
    title={`reportsMoney.tab.${group}`}
    pageEndpoint="reportsMoney.rechargeSum"
    exportEndpoint="reportsMoney.rechargeSumExport"
    rowKey="groupKey"
    fields={[f.canteenFilter, ...(group === 'org' ? [] : [f.orgFilter]), GROUP_COLUMN[group], ...MEASURES]}
    fixed={{ ...range, groupBy: group }}
    timeRange={[range.startDay, range.endDay]}
    totals={SUM_TOTALS}
    amountKey="net"
    quantityKey="rechargeCount"
    above={group === 'day' ? <DayChart range={range} /> : undefined}
  />
);

/** Recharge sum (/baobiaozhongxin/rechargesum, menu 1202000): recharges by day, type, department, person type and operator; withdrawal records. */
export default function RechargeSumPage() {
  return (
    <RangeTabs
      tabs={[
        { key: 'day', render: sumTab('day') },
        {
          key: 'type',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.type"
              pageEndpoint="reportsMoney.rechargeType"
              exportEndpoint="reportsMoney.rechargeTypeExport"
              rowKey="rowKey"
              fields={[
                f.canteenFilter,
                f.orgFilter,
                f.choice('tradeType', choices('tradeType', RECHARGE_TYPE_TRADES), true),
                { ...f.choice('payType', choices('payType', REPORT_PAY_TYPES)), render: (v) => <PayType value={v} /> },
                f.number('count'),
                f.money('amount'),
              ]}
              fixed={range}
              timeRange={[range.startDay, range.endDay]}
              totals={[{ key: 'count' }, { key: 'amount', money: true }]}
              amountKey="amount"
              quantityKey="count"
            />
          ),
        },
        { key: 'org', render: sumTab('org') },
        { key: 'personType', render: sumTab('personType') },
        { key: 'operator', render: sumTab('operator') },
        {
          key: 'withdrawal',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.withdrawal"
              pageEndpoint="reportsMoney.withdrawals"
              exportEndpoint="reportsMoney.withdrawalsExport"
              rowKey="txnId"
              fields={[f.canteenFilter, ...personFilters(), f.time('at'), f.text('bizNo', 180), ...personColumns(), f.money('amount'), f.money('giftBack'), f.text('operatorName', 100), f.text('remark', 140)]}
              fixed={range}
              timeRange={[range.startDay, range.endDay]}
              totals={[{ key: 'amount', money: true }, { key: 'giftBack', money: true }]}
              amountKey="amount"
            />
          ),
        },
      ]}
    />
  );
}

/** A pay type in words; none recorded (a revocation, an import, a withdrawal) as "none". */
function PayType({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{t(typeof value === 'string' ? `reportsMoney.payType.${value}` : 'reportsMoney.none')}</>;
}
