import { RECHARGE_IMPORT } from './config';
import MoneyImportPage from './MoneyImportPage';

/** Recharge import (/account/rechargewithdrawals/chongzhijieguo, hidden menu 803100): sheet → checked batch → recharge. */
export default function RechargeImportPage() {
  return <MoneyImportPage config={RECHARGE_IMPORT} />;
}
