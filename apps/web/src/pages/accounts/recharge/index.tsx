import MoneyDesk from '../shared/MoneyDesk';
import { RECHARGE_DESK } from '../shared/deskConfig';

/** Recharge desk (/account/rechargewithdrawals/chongzhi, menu 803010): recharge or pay out one person, recharge many. */
export default function RechargePage() {
  return <MoneyDesk config={RECHARGE_DESK} />;
}
