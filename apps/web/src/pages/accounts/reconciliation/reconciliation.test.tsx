import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reconciliation } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import zh from '@/i18n/zh/accounts';
import { idOf } from '../shared/testData';
import ReconciliationPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const sound: Reconciliation = { checkedAt: '2025-03-01T10:00:00+08:00', accounts: 3, entries: 40, unbalancedTxns: 0, walletTotal: 5000, bookTotal: -5000, differences: [] };

describe('reconciliation page', () => {
  beforeEach(() => vi.mocked(call).mockReset());

  it('says the ledger and balances agree when nothing differs', async () => {
    vi.mocked(call).mockResolvedValue(sound);
    renderWidget(<ReconciliationPage />, zh);
    await userEvent.click(screen.getByRole('button', { name: /立即检查/ }));
    expect(await screen.findByText('流水与余额一致')).toBeTruthy();
    expect(idOf(vi.mocked(call).mock.calls[0][0])).toBe('accounts.reconcile');
  });

  it('lists the differences found', async () => {
    vi.mocked(call).mockResolvedValue({
      ...sound,
      walletTotal: 5001,
      differences: [{ accId: 7, custName: '王五', bookKind: null, wallet: 'cash', balance: 101, ledgerSum: 100, lastBalanceAfter: 100 }],
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
