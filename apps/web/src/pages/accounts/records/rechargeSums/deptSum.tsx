import SummaryPage from '../SummaryPage';
import { groupFields } from './figures';

const fields = groupFields('group.dept');

/** Recharges by organisation (menu 803042). */
export default function DeptSumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/chongzhiSum/deptSum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.deptSum"
      exportEndpoint="accountRecords.deptSumExport"
    />
  );
}
