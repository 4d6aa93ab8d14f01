import { useState } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_EVENTS, CARD_EVENTS, WALLETS, TRADE_TYPE_NAMES } from '@canteen/contract';
import { dateTimePattern, fromPickerValue, toPickerValue } from '@/shell/clock';
import type { FieldDef } from '@/components/ResourcePage';
import { RangeTabs, ReportTab, choices, f, personColumns, personFilters, type DayRange } from '../rechargeSum/kit';

const CARD_COUNTS = ['issued', 'lost', 'released', 'replaced', 'cancelled'];
const rangeOf = (range: DayRange): [string, string] => [range.startDay, range.endDay];

/** Every account's wallets at a moment the user picks (now by default). */
function BalanceTab() {
  const { t } = useTranslation();
  const [moment, setMoment] = useState<Dayjs>(() => toPickerValue(new Date().toISOString())!);
  const at = fromPickerValue(moment);
  return (
    <ReportTab
      title="reportsMoney.tab.balance"
      pageEndpoint="reportsMoney.balanceHistory"
      exportEndpoint="reportsMoney.balanceHistoryExport"
      rowKey="accId"
      fields={[...personFilters(), ...personColumns(), f.money('cash'), f.money('subsidy'), { ...f.money('gift'), label: 'reportsMoney.field.giftWallet' }, f.money('total')]}
      fixed={{ at }}
      timeRange={at}
      totals={[{ key: 'cash', money: true }, { key: 'subsidy', money: true }, { key: 'gift', money: true }, { key: 'total', money: true }]}
      amountKey="total"
      above={
        <DatePicker
          aria-label={t('reportsMoney.field.at')}
          showTime
          value={moment}
          format={dateTimePattern()}
          allowClear={false}
          onChange={(v) => v && setMoment(v)}
        />
      }
    />
  );
}

const changeFields = (events: readonly string[], cards: boolean): FieldDef[] => [
  ...personFilters(),
  ...(cards ? [f.textFilter('cardNo')] : []),
  f.time('at'),
  ...personColumns(),
  f.choice('event', choices('event', events), true),
  f.text('cardNo', 120),
  f.text('newCardNo', 120),
  f.money('fee'),
  f.text('operatorName', 100),
  f.text('remark', 140),
];

/** Balance history (/baobiaozhongxin/historybal, menu 1206000): balances at a moment, account changes, flow detail, cards and the cash clerks hand in. */
export default function HistoryBalancePage() {
  return (
    <RangeTabs
      tabs={[
        { key: 'balance', ranged: false, render: () => <BalanceTab /> },
        {
          key: 'changes',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.changes"
              pageEndpoint="reportsMoney.accountChanges"
              exportEndpoint="reportsMoney.accountChangesExport"
              rowKey="eventId"
              fields={changeFields(ACCOUNT_EVENTS, false)}
              fixed={range}
              timeRange={rangeOf(range)}
              totals={[{ key: 'fee', money: true }]}
              amountKey="fee"
            />
          ),
        },
        {
          key: 'flow',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.flow"
              pageEndpoint="reportsMoney.flowDetail"
              exportEndpoint="reportsMoney.flowDetailExport"
              rowKey="entryId"
              fields={[
                ...personFilters(),
                f.time('at'),
                f.text('bizNo', 180),
                f.choice('tradeType', choices('tradeType', TRADE_TYPE_NAMES)),
                ...personColumns(),
                f.choice('wallet', choices('wallet', WALLETS), true),
                { ...f.money('amount'), label: 'reportsMoney.field.flowAmount' },
                f.money('balanceAfter'),
                f.text('operatorName', 100),
              ]}
              fixed={range}
              timeRange={rangeOf(range)}
              totals={[{ key: 'income', money: true }, { key: 'expense', money: true }, { key: 'net', money: true }]}
              amountKey="amount"
            />
          ),
        },
        {
          key: 'cardHistory',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.cardHistory"
              pageEndpoint="reportsMoney.cardHistory"
              exportEndpoint="reportsMoney.cardHistoryExport"
              rowKey="eventId"
              fields={changeFields(CARD_EVENTS, true)}
              fixed={range}
              timeRange={rangeOf(range)}
              totals={[{ key: 'fee', money: true }]}
              amountKey="fee"
            />
          ),
        },
        {
          key: 'cardSum',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.cardSum"
              pageEndpoint="reportsMoney.cardSum"
              exportEndpoint="reportsMoney.cardSumExport"
              rowKey="day"
              fields={[...personFilters(), { ...f.text('day', 120), type: 'date' }, ...CARD_COUNTS.map(f.number), f.money('fee')]}
              fixed={range}
              timeRange={rangeOf(range)}
              totals={[...CARD_COUNTS.map((key) => ({ key })), { key: 'fee', money: true }]}
              amountKey="fee"
              quantityKey="issued"
            />
          ),
        },
        {
          key: 'handIn',
          render: (range) => (
            <ReportTab
              title="reportsMoney.tab.handIn"
              pageEndpoint="reportsMoney.handIn"
              exportEndpoint="reportsMoney.handInExport"
              rowKey="rowKey"
              fields={[f.canteenFilter, f.orgFilter, { ...f.text('day', 120), type: 'date' }, f.named('operatorName'), f.number('cashInCount'), f.money('cashIn'), f.money('revoked'), f.money('withdrawn'), f.money('handIn')]}
              fixed={range}
              timeRange={rangeOf(range)}
              totals={[{ key: 'cashIn', money: true }, { key: 'revoked', money: true }, { key: 'withdrawn', money: true }, { key: 'handIn', money: true }]}
              amountKey="handIn"
              quantityKey="cashInCount"
            />
          ),
        },
      ]}
    />
  );
}
