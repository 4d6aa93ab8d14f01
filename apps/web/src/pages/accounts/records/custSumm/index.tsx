import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '../SummaryPage';
import { f, personFields } from '../fields';

const MOVES = ['opening', 'recharge', 'revoke', 'subsidy', 'clear', 'gift', 'consume', 'repair', 'refund', 'withdrawal', 'other', 'closing'];
const fields: FieldDef[] = [...personFields, ...MOVES.map((k) => f.money(k)), f.period];

/**
 * Per person over a period (accAddsubSummary/queryPageAccCustSumm, menu 801000): opening balance, each kind of
 * movement, closing balance = opening + the movements. Shown inside the account information page.
 */
export default function CustSummPage() {
  return (
    <SummaryPage
      title="accountRecords.custSumm"
      rowKey="accId"
      fields={fields}
      pageEndpoint="accountRecords.custSumm"
      exportEndpoint="accountRecords.custSummExport"
    />
  );
}
