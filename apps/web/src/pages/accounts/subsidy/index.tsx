import MoneyDesk from '../shared/MoneyDesk';
import { SUBSIDY_DESK } from '../shared/deskConfig';

/** Subsidy grant (/account/rechargewithdrawals/butie/butie, menu 803021): one person, chosen people or organisations. */
export default function SubsidyPage() {
  return <MoneyDesk config={SUBSIDY_DESK} />;
}
