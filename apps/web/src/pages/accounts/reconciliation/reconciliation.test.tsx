import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reconciliation } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import ReconciliationPage from '.';

const sound: Reconciliation = { checkedAt: '2025-03-01T10:00:00+08:00', accounts: 3, entries: 40, unbalancedTxns: 0, walletTotal: 5000, bookTotal: -5000, differences: [] };

describe('reconciliation page', () => {
  it('says the ledger and balances agree when nothing differs', async () => {
    const api = fakeApi({ 'accounts.reconcile': () => sound });
    renderWidget(<ReconciliationPage />, zh);
    expect(api.log).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /立即检查/ }));
    expect(await screen.findByText('流水与余额一致')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toEqual(['accounts.reconcile']);
  });

  it('lists the differences found', async () => {
    fakeApi({
      'accounts.reconcile': () => ({
        ...sound,
        walletTotal: 5001,
        differences: [{ accId: 7, custName: '王五', bookKind: null, wallet: 'cash', balance: 101, ledgerSum: 100, lastBalanceAfter: 100 }],
      }),
    });
    renderWidget(<ReconciliationPage />, zh);
    await userEvent.click(screen.getByRole('button', { name: /立即检查/ }));
    const row = (await screen.findByText('王五 (#7)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('现金余额')).toBeTruthy();
    expect(within(row).getByText('￥1.01')).toBeTruthy();
    expect(within(row).getByText('￥0.01')).toBeTruthy();
    expect(screen.getByText('发现 1 处差异')).toBeTruthy();
    expect(screen.getByText('不为零:￥0.01')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('流水与余额一致')).toBeNull());
  });
});
