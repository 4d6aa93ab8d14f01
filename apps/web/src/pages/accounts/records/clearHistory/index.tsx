import type { MoneyRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';
import { PRINT_STATE } from '@/components/PrintDialog';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.amount, f.text('batchNo', 'batchNo', true), f.operator, f.at, f.period, f.bizNo, f.remark];

/** Subsidy clearing history (accClc/queryPageAccClearHist, menu 804000): shown inside the subsidy clearing page. */
export default function ClearHistoryPage() {
  return (
    <ResourcePage
      title="accountRecords.clearHistory"
      rowKey="recordId"
      fields={fields}
      pageEndpoint="accountRecords.clearHistory"
      exportEndpoint="accountRecords.clearHistoryExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
