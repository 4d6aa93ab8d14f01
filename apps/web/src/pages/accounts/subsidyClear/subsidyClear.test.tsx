import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/accounts';
import { accountRow, idOf, page } from '../shared/testData';
import SubsidyClearPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c as Record<string, unknown>);

describe('subsidy clearing', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'accounts.accountPage') return page([accountRow(), accountRow({ accId: 12, custId: 22, custName: '李四' })]);
      if (id === 'people.orgTree') return [];
      if (id === 'accounts.batchClearSubsidy') return { batchNo: 'b', count: 2, amount: 5100 };
      return null;
    });
  });

  it('confirms with the number of chosen people, then clears them in one batch', async () => {
    renderWidget(<SubsidyClearPage />, zh);
    for (const name of ['张三', '李四']) await userEvent.click(within((await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /清零所选人员\(2\)/ }));
    expect(await screen.findByText('将清零 2 人的补贴余额,此操作不可撤销。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.batchClearSubsidy')).toHaveLength(1));
    expect(callsTo('accounts.batchClearSubsidy')[0]).toMatchObject({ custIds: [21, 22], bizNo: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await screen.findByText('￥51.00')).toBeTruthy();
  });
});
