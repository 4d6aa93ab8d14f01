import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/accounts';
import { accountRow, idOf, page } from '../shared/testData';
import AccountsPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);

const rows = [accountRow(), accountRow({ accId: 12, custId: 22, custName: '李四', custNum: 'P002', cardNo: 'C100', cardState: 'active' })];

async function rowOf(name: string) {
  const cell = await screen.findByText(name, { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
}

describe('accounts page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'accounts.accountPage') return page(rows);
      if (id === 'people.orgTree') return [];
      if (id === 'accounts.applyCard') return { accId: 11, cardNo: 'A123' };
      return null;
    });
  });

  it('lists accounts with their balances as ￥ and the states as tags', async () => {
    renderWidget(<AccountsPage />, zh);
    const row = await rowOf('张三');
    for (const money of ['￥100.00', '￥25.50', '￥0.05', '￥125.55']) expect(within(row).getByText(money)).toBeTruthy();
    expect(within(row).getByText('未开卡')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    // The person without a card is offered to open one; the one with an active card can report it lost.
    expect(within(row).queryByText(spaced('挂失'))).toBeNull();
    expect(within(await rowOf('李四')).getByText(spaced('挂失'))).toBeTruthy();
  });

  it('opens a card with the number typed', async () => {
    renderWidget(<AccountsPage />, zh);
    await userEvent.click(within(await rowOf('张三')).getByText(spaced('开卡')));
    const dialog = dialogWith('卡号');
    await userEvent.type(within(dialog).getByRole('textbox'), ' A123 ');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.applyCard')).toEqual([{ custId: 21, cardNo: 'A123' }]));
  });

  it('freezes an account after confirmation', async () => {
    renderWidget(<AccountsPage />, zh);
    await userEvent.click(within(await rowOf('李四')).getByText(spaced('冻结')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.freeze')).toEqual([{ accId: 12 }]));
  });
});
