import type { MoneyRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';
import { PRINT_STATE } from '@/components/PrintDialog';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.amount, f.operator, f.at, f.period, f.bizNo, f.remark];

/** Withdrawal records (/account/rechargewithdrawals/withdrawalRecord, menu 803050). */
export default function WithdrawalRecordsPage() {
  return (
    <ResourcePage
      title="/account/rechargewithdrawals/withdrawalRecord"
      rowKey="recordId"
      fields={fields}
      pageEndpoint="accountRecords.withdrawalPage"
      exportEndpoint="accountRecords.withdrawalExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
