import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '../SummaryPage';
import { f } from '../fields';

const fields: FieldDef[] = [
  {
    key: 'groupBy',
    label: 'accountRecords.groupBy',
    type: 'select',
    options: [
      { value: 'day', label: 'accountRecords.group.day' },
      { value: 'operator', label: 'accountRecords.group.operator' },
    ],
    inSearch: true,
    inTable: false,
    inForm: false,
  },
  f.text('groupName', 'group.dayOrOperator'),
  f.count('count'),
  f.amount,
  f.period,
];

/** Withdrawals summed by day or by operator (/account/rechargewithdrawals/withdrawalSum, menu 803060). */
export default function WithdrawalSumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/withdrawalSum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.withdrawalSum"
      exportEndpoint="accountRecords.withdrawalSumExport"
      initialQuery={{ groupBy: 'day' }}
    />
  );
}
