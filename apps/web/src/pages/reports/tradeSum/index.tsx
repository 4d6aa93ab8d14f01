import { REPORT_PAY_TYPES, TRADE_WALLETS, type PaymentSumRow, type TradeSumRow, type WalletSumRow } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import type { TotalItem } from '@/components/ReportTotals';
import { choices, DailyChart, f, PageTabs, Report, WithRange, type DailyEndpoint, type DayRange } from './kit';

/**
 * Consumption sums (/baobiaozhongxin/tradesum/*, menus 1203010–1203070): one page per grouping with the chart of
 * consumption per day above the table; the department page adds the payment sums by department and by date, the
 * person page the payment sum by person.
 */

type By = 'canteen' | 'dept' | 'machine' | 'person' | 'verification' | 'operator';
const CODED: By[] = ['dept', 'machine', 'person', 'operator'];

const sumFields = (by: By): FieldDef<TradeSumRow>[] => [
  f.canteenFilter,
  f.orgFilter,
  by === 'verification' ? f.choice('name', choices('pay', REPORT_PAY_TYPES), 120) : { ...f.text('name', 160), label: `reportsTrade.field.${by}Name` },
  ...(CODED.includes(by) ? [f.text('code', 120)] : []),
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
const SUM_TOTALS: TotalItem[] = [{ key: 'orders' }, { key: 'amount', money: true }, { key: 'refundAmount', money: true }, { key: 'net', money: true }];

function SumReport({ by, range }: { by: By; range: DayRange }) {
  return (
    <Report
      title={`/baobiaozhongxin/tradesum/${by}`}
      pageEndpoint={`reportsTrade.${by}Sum`}
      exportEndpoint={`reportsTrade.${by}SumExport`}
      rowKey="key"
      fields={sumFields(by)}
      range={range}
      totals={SUM_TOTALS}
      amountKey="net"
      quantityKey="orders"
      above={<DailyChart endpoint={`reportsTrade.${by}Daily` as DailyEndpoint} range={range} />}
    />
  );
}

type PaymentBy = 'dept' | 'date' | 'person';
const paymentFields = (by: PaymentBy): FieldDef<PaymentSumRow>[] => [
  f.canteenFilter,
  f.orgFilter,
  by === 'date' ? { ...f.date('name'), label: 'reportsTrade.field.day' } : { ...f.text('name', 160), label: `reportsTrade.field.${by}Name` },
  ...(by === 'date' ? [] : [f.text('code', 120)]),
  f.number('orders'),
  f.number('refunds'),
  f.money('cash'),
  f.money('subsidy'),
  f.money('gift'),
  f.money('total'),
];
const PAYMENT_ENDPOINT = { dept: 'paymentDeptSum', date: 'paymentDateSum', person: 'paymentPersonSum' } as const;

function PaymentReport({ by, range }: { by: PaymentBy; range: DayRange }) {
  const id = PAYMENT_ENDPOINT[by];
  return (
    <Report
      title={`reportsTrade.tab.${id}`}
      pageEndpoint={`reportsTrade.${id}`}
      exportEndpoint={`reportsTrade.${id}Export`}
      rowKey="key"
      fields={paymentFields(by)}
      range={range}
      totals={[{ key: 'orders' }, { key: 'total', money: true }]}
      amountKey="total"
      quantityKey="orders"
    />
  );
}

/** A sum page: the range over its tabs (or over the sum alone). */
function SumPage({ by, payments = [] }: { by: By; payments?: PaymentBy[] }) {
  return (
    <WithRange>
      {(range) =>
        payments.length ? (
          <PageTabs
            tabs={[
              { key: 'sum', children: <SumReport by={by} range={range} /> },
              ...payments.map((p) => ({ key: PAYMENT_ENDPOINT[p], children: <PaymentReport by={p} range={range} /> })),
            ]}
          />
        ) : (
          <SumReport by={by} range={range} />
        )
      }
    </WithRange>
  );
}

const walletFields: FieldDef<WalletSumRow>[] = [
  f.canteenFilter,
  f.orgFilter,
  f.choice('wallet', choices('wallet', TRADE_WALLETS), 140),
  f.money('amount'),
  f.money('refundAmount'),
  f.money('net'),
];

export const CanteenSum = () => <SumPage by="canteen" />;
export const DeptSum = () => <SumPage by="dept" payments={['dept', 'date']} />;
export const MachineSum = () => <SumPage by="machine" />;
export const PersonSum = () => <SumPage by="person" payments={['person']} />;
export const VerificationSum = () => <SumPage by="verification" />;
export const OperatorSum = () => <SumPage by="operator" />;
/** The pay-type sum: one row per wallet. */
export const PaytypeSum = () => (
  <WithRange>
    {(range) => (
      <Report
        title="/baobiaozhongxin/tradesum/paytype"
        pageEndpoint="reportsTrade.walletSum"
        exportEndpoint="reportsTrade.walletSumExport"
        rowKey="wallet"
        fields={walletFields}
        range={range}
        totals={[
          { key: 'amount', money: true },
          { key: 'refundAmount', money: true },
          { key: 'net', money: true },
        ]}
        amountKey="net"
        above={<DailyChart endpoint="reportsTrade.walletDaily" range={range} />}
      />
    )}
  </WithRange>
);
