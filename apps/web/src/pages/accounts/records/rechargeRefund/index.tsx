import type { MoneyRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

const fields: FieldDef<MoneyRecord>[] = [...personFields, f.tradeType(['revokeRecharge', 'withdrawal'], true), f.amount, f.payType(), f.operator, f.at, f.period, f.bizNo, f.remark];

/** Recharge refunds (/account/rechargewithdrawals/chongzhituikuan, menu 803080): revoked recharges and withdrawals, money paid back out. */
export default function RechargeRefundsPage() {
  return (
    <ResourcePage
      title="/account/rechargewithdrawals/chongzhituikuan"
      rowKey="recordId"
      fields={fields}
      pageEndpoint="accountRecords.rechargeRefundList"
      exportEndpoint="accountRecords.rechargeRefundExport"
      print={{ timeRange: periodRange }}
    />
  );
}
