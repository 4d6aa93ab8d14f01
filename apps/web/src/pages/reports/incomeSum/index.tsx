import { INCOME_SUM_KEYS, type IncomeSumRow } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import { DailyChart, f, Report, WithRange } from '../tradeSum/kit';

const fields: FieldDef<IncomeSumRow>[] = [f.canteenFilter, f.orgFilter, f.date('day'), f.text('canteenName', 120), ...INCOME_SUM_KEYS.map((k) => f.money(k))];

/**
 * Income sum (/baobiaozhongxin/incomesum, menu 1204000): per day and canteen, consumption net of refunds by wallet
 * and money taken in (recharges by pay type less revocations and withdrawals), with consumption per day above.
 */
export default function IncomeSumPage() {
  return (
    <WithRange>
      {(range) => (
        <Report
          title="/baobiaozhongxin/incomesum"
          pageEndpoint="reportsTrade.incomeSum"
          exportEndpoint="reportsTrade.incomeSumExport"
          rowKey="day"
          fields={fields}
          range={range}
          totals={[
            { key: 'netConsume', money: true },
            { key: 'takenIn', money: true },
          ]}
          amountKey="netConsume"
          above={<DailyChart endpoint="reportsTrade.incomeDaily" range={range} />}
        />
      )}
    </WithRange>
  );
}
