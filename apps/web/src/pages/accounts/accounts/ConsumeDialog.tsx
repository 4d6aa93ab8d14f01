import type { Account, ConsumeResult } from '@canteen/contract';
import BalanceCard from '../shared/BalanceCard';
import MoneyDialog from '../shared/MoneyDialog';

/** The console charge at a cash desk (idempotent by the dialog's bizNo); the page shows the reply's split. */
export default function ConsumeDialog({ account, onDone, onClose }: { account: Account; onDone: (result: ConsumeResult) => void; onClose: () => void }) {
  return (
    <MoneyDialog
      title="accounts.consume.title"
      endpointId="accounts.consumePay"
      remark={false}
      content={(v, bizNo) => ({ bizNo, custId: account.custId, amount: v.amount })}
      onDone={onDone}
      onClose={onClose}
    >
      <BalanceCard account={account} />
      <div style={{ height: 12 }} />
    </MoneyDialog>
  );
}
