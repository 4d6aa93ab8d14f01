import type { RefundRecord } from '@canteen/contract';
import { endpointOf } from '@/api/endpoints';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

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
    <ResourcePage<RefundRecord>
      title="/account/rechargewithdrawals/tuikuanrecords"
      rowKey="txnId"
      fields={fields}
      pageEndpoint={endpointOf('accountRecords.refundPage')}
      exportEndpoint={endpointOf('accountRecords.refundExport')}
      print={{ state: 4, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
