import SummaryPage from '../SummaryPage';
import { groupFields } from './figures';

const fields = groupFields('group.psnType');

/** Recharges by person type (menu 803043). */
export default function PsnTypeSumPage() {
  return (
    <SummaryPage
      title="/account/rechargewithdrawals/chongzhiSum/psnTypeSum"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="accountRecords.psnTypeSum"
      exportEndpoint="accountRecords.psnTypeSumExport"
    />
  );
}
