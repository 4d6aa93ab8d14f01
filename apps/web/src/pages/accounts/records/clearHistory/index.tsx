import type { MoneyRecord } from '@canteen/contract';
import { endpointOf } from '@/api/endpoints';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.amount, f.text('batchNo', 'batchNo', true), f.operator, f.at, f.period, f.bizNo, f.remark];

/** Subsidy clearing history (accClc/queryPageAccClearHist, menu 804000): shown inside the subsidy clearing page. */
export default function ClearHistoryPage() {
  return (
    <ResourcePage<MoneyRecord>
      title="accountRecords.clearHistory"
      rowKey="recordId"
      fields={fields}
      pageEndpoint={endpointOf('accountRecords.clearHistory')}
      exportEndpoint={endpointOf('accountRecords.clearHistoryExport')}
      print={{ state: 4, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
