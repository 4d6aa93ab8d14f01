import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '../SummaryPage';
import { f } from '../fields';

// Amounts are signed: a revocation counts against the total, which is the net taken in.
const fields: FieldDef[] = [f.tradeType(), f.payType(), f.count('count'), f.amount, f.period];

/** Recharges by trade type and pay type (/account/rechargewithdrawals/chongzhiSum/typeSum, menu 803041). */
export default function TypeSumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/chongzhiSum/typeSum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.typeSum"
      exportEndpoint="accountRecords.typeSumExport"
    />
  );
}
