import { REPORT_PAY_TYPES, TRADE_TYPE_NAMES, type OuterConsumptionRow, type TradeDetailRow } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import { choices, f, PageTabs, Report, WithRange, type DayRange } from '../tradeSum/kit';

const ORDER_STATES = ['paid', 'part_refunded', 'refunded', 'repaired'];
/** Searched and shown: the person's name and number. */
const person = [
  { ...f.text('custName', 100), inSearch: true },
  { ...f.text('custNum', 110), inSearch: true },
];

const detailFields: FieldDef<TradeDetailRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  f.datetime('at'),
  f.text('bizNo', 180),
  { ...f.choice('tradeType', choices('trade', TRADE_TYPE_NAMES)), inSearch: true },
  { ...f.choice('payType', choices('pay', REPORT_PAY_TYPES), 90), inSearch: true },
  ...person,
  f.text('orgName', 120),
  f.text('canteenName', 120),
  f.text('deviceName', 120),
  f.text('operatorName', 100),
  f.money('amount'),
  f.money('cash'),
  f.money('subsidy'),
  f.money('gift'),
  f.text('remark', 140),
];

const outerFields: FieldDef<OuterConsumptionRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  f.datetime('orderedAt'),
  f.text('orderNo', 180),
  f.choice('state', choices('state', ORDER_STATES), 90),
  ...person,
  f.text('orgName', 120),
  f.text('canteenName', 120),
  f.text('deviceName', 120),
  f.money('amount'),
  f.money('cash'),
  f.money('subsidy'),
  f.money('gift'),
  f.money('refunded'),
];

const detail = (range: DayRange) => (
  <Report
    title="reportsTrade.tab.detail"
    pageEndpoint="reportsTrade.tradeDetail"
    exportEndpoint="reportsTrade.tradeDetailExport"
    rowKey="txnId"
    fields={detailFields}
    range={range}
    totals={[
      { key: 'inAmount', money: true },
      { key: 'outAmount', money: true },
      { key: 'net', money: true },
    ]}
    amountKey="amount"
  />
);

const outer = (range: DayRange) => (
  <Report
    title="reportsTrade.tab.outer"
    pageEndpoint="reportsTrade.outerConsumption"
    exportEndpoint="reportsTrade.outerConsumptionExport"
    rowKey="orderId"
    fields={outerFields}
    range={range}
    totals={[
      { key: 'amount', money: true },
      { key: 'refunded', money: true },
    ]}
    amountKey="amount"
  />
);

/** Trade detail (/baobiaozhongxin/tradedetail, menu 1201000): every money operation of the range, and the tab of outer consumption. */
export default function TradeDetailPage() {
  return (
    <WithRange>
      {(range) => (
        <PageTabs
          tabs={[
            { key: 'detail', children: detail(range) },
            { key: 'outer', children: outer(range) },
          ]}
        />
      )}
    </WithRange>
  );
}
