import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/accounts';
import { idOf, page } from '../shared/testData';
import RepairPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c as Record<string, unknown>);

const order = { orderId: 9, orderNo: 'O-9', bizNo: 'DEV-1', custId: 21, custName: '张三', custNum: 'P001', amount: 1250, reason: 'balance', orderedAt: '2025-03-01T12:00:00+08:00', canteenId: null };

describe('error orders', () => {
  let failures = 1;
  beforeEach(() => {
    failures = 1;
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'accounts.repairErrors') return page([order]);
      if (id === 'accounts.repairSingle') {
        if (failures-- > 0) throw new Error('balance too low');
        return { orderId: 9, paid: { subsidy: 250, gift: 0, cash: 1000 }, balance: 300 };
      }
      return null;
    });
  });

  it('repairs an order; a retry after a failure reuses its bizNo', async () => {
    renderWidget(<RepairPage />, zh);
    const row = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥12.50')).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      await userEvent.click(within(row).getByText(spaced('补扣')));
      await screen.findAllByText('确认向 张三 补扣 ￥12.50?');
      // After the first try the button's loading icon is still fading out and adds to its name.
      await userEvent.click(await screen.findByRole('button', { name: /确\s?定$/ }));
      await waitFor(() => expect(callsTo('accounts.repairSingle')).toHaveLength(i + 1));
    }
    const [first, retry] = callsTo('accounts.repairSingle');
    expect(first).toMatchObject({ orderId: 9 });
    expect(retry).toEqual(first);
    expect(await screen.findByText('￥3.00')).toBeTruthy();
  });
});
