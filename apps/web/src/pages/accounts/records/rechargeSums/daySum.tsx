import SummaryPage from '../SummaryPage';
import { groupFields } from './figures';

const fields = groupFields('group.day');

/** Recharges by day in the merchant's time zone (menu 803045). */
export default function DaySumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/chongzhiSum/daySum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.daySum"
      exportEndpoint="accountRecords.daySumExport"
    />
  );
}
