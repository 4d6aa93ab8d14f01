import type { MoneyRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.tradeType(['subsidy', 'revokeSubsidy', 'subsidyClear'], true), f.amount, f.text('batchNo', 'batchNo', true), f.operator, f.at, f.period, f.bizNo, f.remark];

/** Subsidy history (/account/rechargewithdrawals/butie/history, menu 803025): grants, revocations and clears with their batch; export needs menu 803024. */
export default function SubsidyHistoryPage() {
  return (
    <ResourcePage
      title="/account/rechargewithdrawals/butie/history"
      rowKey="recordId"
      fields={fields}
      pageEndpoint="accountRecords.subsidyHistory"
      exportEndpoint="accountRecords.subsidyExport"
      print={{ timeRange: periodRange }}
    />
  );
}
