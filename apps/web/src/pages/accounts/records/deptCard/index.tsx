import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '../SummaryPage';
import { f } from '../fields';

const fields: FieldDef[] = [f.orgFilter, f.orgName, f.count('issued'), f.count('lost'), f.count('replaced'), f.count('live'), f.period];

/** Cards issued, lost and replaced in a period and live now, per organisation (/account/peoplecardsum/deptcard, menu 805020). */
export default function DeptCardSumPage() {
  return (
    <SummaryPage
      title="/account/peoplecardsum/deptcard"
      rowKey="orgId"
      fields={fields}
      pageEndpoint="accountRecords.deptCardSum"
      exportEndpoint="accountRecords.deptCardSumExport"
    />
  );
}
