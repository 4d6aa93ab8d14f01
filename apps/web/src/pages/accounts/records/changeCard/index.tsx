import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '../SummaryPage';
import { f, personFields } from '../fields';

const fields: FieldDef[] = [...personFields, f.count('replaceCount'), f.money('feeAmount'), { key: 'lastAt', label: 'accountRecords.lastAt', type: 'datetime', inForm: false }, f.period];

/** Card replacements per person over a period (/account/peoplecardsum/peoplechangecard, menu 805010). */
export default function ChangeCardSumPage() {
  return (
    <SummaryPage
      title="/account/peoplecardsum/peoplechangecard"
      rowKey="accId"
      fields={fields}
      pageEndpoint="accountRecords.changeCardSum"
      exportEndpoint="accountRecords.changeCardSumExport"
    />
  );
}
