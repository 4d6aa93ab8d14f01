import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import { accountRow } from '../shared/testData';
import SubsidyClearPage from '.';

describe('subsidy clearing', () => {
  it('confirms with the number of chosen people, then clears them in one batch', async () => {
    const api = fakeApi({
      'accounts.accountPage': () => page([accountRow(), accountRow({ accId: 12, custId: 22, custName: '李四' })]),
      'people.orgTree': () => [],
      'accounts.batchClearSubsidy': () => ({ batchNo: 'b', count: 2, amount: 5100 }),
    });
    renderWidget(<SubsidyClearPage />, zh);
    for (const name of ['张三', '李四']) await userEvent.click(within((await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /清零所选人员\(2\)/ }));
    expect(await screen.findByText('将清零 2 人的补贴余额,此操作不可撤销。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.batchClearSubsidy')).toHaveLength(1));
    expect(api.calls('accounts.batchClearSubsidy')[0]).toMatchObject({ custIds: [21, 22], bizNo: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await screen.findByText('￥51.00')).toBeTruthy();
  });
});
