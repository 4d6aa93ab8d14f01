import type { RefundRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';
import { PRINT_STATE } from '@/components/PrintDialog';

const fields: FieldDef<RefundRecord>[] = [
  ...personFields,
  f.text('orderNo', 'orderNo', true),
  f.money('orderAmount'),
  f.money('amount', 'refundAmount'),
  f.money('refundedSubsidy'),
  f.money('refundedGift'),
  f.money('refundedCash'),
  f.text('reason', 'reason'),
  f.operator,
  f.at,
  f.period,
  f.bizNo,
];

/** Refund records (/account/rechargewithdrawals/tuikuanrecords, menu 803070): each refund with its order and the wallets it went back to. */
export default function RefundRecordsPage() {
  return (
    <ResourcePage
      title="/account/rechargewithdrawals/tuikuanrecords"
      rowKey="txnId"
      fields={fields}
      pageEndpoint="accountRecords.refundPage"
      exportEndpoint="accountRecords.refundExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
