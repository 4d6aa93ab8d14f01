import SummaryPage from '../SummaryPage';
import { groupFields } from './figures';

const fields = groupFields('group.operator');

/** Recharges by operator (menu 803044). */
export default function OperatorSumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/chongzhiSum/operatorSum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.operatorSum"
      exportEndpoint="accountRecords.operatorSumExport"
    />
  );
}
