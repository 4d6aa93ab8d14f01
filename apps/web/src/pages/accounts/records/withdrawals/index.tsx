import type { MoneyRecord } from '@canteen/contract';
import { endpointOf } from '@/api/endpoints';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.amount, f.operator, f.at, f.period, f.bizNo, f.remark];

/** Withdrawal records (/account/rechargewithdrawals/withdrawalRecord, menu 803050). */
export default function WithdrawalRecordsPage() {
  return (
    <ResourcePage<MoneyRecord>
      title="/account/rechargewithdrawals/withdrawalRecord"
      rowKey="recordId"
      fields={fields}
      pageEndpoint={endpointOf('accountRecords.withdrawalPage')}
      exportEndpoint={endpointOf('accountRecords.withdrawalExport')}
      print={{ state: 4, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
