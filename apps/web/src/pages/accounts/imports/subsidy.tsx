import { SUBSIDY_IMPORT } from './config';
import MoneyImportPage from './MoneyImportPage';

/** Subsidy import (/account/rechargewithdrawals/butie/export, hidden menu 803024): sheet → pending batch → grant. */
export default function SubsidyImportPage() {
  return <MoneyImportPage config={SUBSIDY_IMPORT} />;
}
