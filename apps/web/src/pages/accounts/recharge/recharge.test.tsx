import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import { accountRow } from '../shared/testData';
import RechargePage from '.';
import { MemoryRouter } from 'react-router';


describe('recharge desk', () => {
  let failNext = false;
  let api: FakeApi;
  const callsTo = (id: 'accounts.recharge') => api.calls(id);
  beforeEach(() => {
    failNext = false;
    api = fakeApi({
      'accounts.accountPage': () => page([accountRow()]),
      'accounts.accountDetail': () => accountRow(),
      'people.orgTree': () => [],
      'marketing.rechargeAmountList': () => [
        { id: 1, amount: 5000 },
        { id: 2, amount: 20000 },
      ],
      'accounts.recharge': () => {
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch'); // the network failed: the operator retries
        }
        return { rechargeId: 5, wallet: 'cash', balance: 22555, gift: 0 };
      },
    });
  });

  it('a one-tap amount from the merchant’s templates fills the amount', async () => {
    renderWidget(
      <MemoryRouter>
        <RechargePage />
      </MemoryRouter>,
      zh,
    );
    await userEvent.click(await screen.findByText('张三', { selector: 'td' }));
    // The radio column has a header for screen readers: its cells are not without one (axe td-has-header).
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('选择');
    const desk = (await screen.findByText('当前人员：张三')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(desk).getByRole('button', { name: spaced('充值') }));
    const dialog = dialogWith('金额(元)');
    await userEvent.click(await within(dialog).findByRole('button', { name: '￥200.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.recharge')).toHaveLength(1));
    expect(callsTo('accounts.recharge')[0]).toMatchObject({ amount: 20000 });
  });

  it('recharges ￥100 as 10000 cents and retries a failed submission with the same bizNo', async () => {
    renderWidget(
      <MemoryRouter>
        <RechargePage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByRole('button', { name: '导入充值' })).toBeTruthy();
    await userEvent.click(await screen.findByText('张三', { selector: 'td' }));
    // Picking opens the desk beside the list, with the person's name and balances.
    const desk = (await screen.findByText('当前人员：张三')).closest('.ant-drawer') as HTMLElement;
    expect(within(desk).getByText('￥125.55')).toBeTruthy();
    expect(within(desk).getByText('￥25.50')).toBeTruthy();
    await userEvent.click(within(desk).getByRole('button', { name: spaced('充值') }));
    const dialog = dialogWith('金额(元)');
    await userEvent.type(within(dialog).getByLabelText('金额(元)'), '100');
    failNext = true;
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.recharge')).toHaveLength(1));
    // The dialog stays open after the failure; the retry is the same submission.
    await userEvent.click(within(dialogWith('金额(元)')).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('accounts.recharge')).toHaveLength(2));
    const [first, retry] = callsTo('accounts.recharge');
    expect(first).toMatchObject({ custId: 21, amount: 10000, payType: 'cash' });
    expect(first.bizNo).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toEqual(first);
    expect(await screen.findByText('￥225.55')).toBeTruthy();
  });

  it('a new recharge after success carries a new bizNo', async () => {
    renderWidget(
      <MemoryRouter>
        <RechargePage />
      </MemoryRouter>,
      zh,
    );
    await userEvent.click(await screen.findByText('张三', { selector: 'td' }));
    for (const amount of ['12.5', '0.07']) {
      await userEvent.click(await screen.findByRole('button', { name: spaced('充值') }));
      const dialog = dialogWith('金额(元)');
      await userEvent.type(within(dialog).getByLabelText('金额(元)'), amount);
      await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
      await waitFor(() => expect(screen.queryAllByRole('dialog').filter((d) => !d.className.includes('-leave') && within(d).queryByLabelText('金额(元)'))).toHaveLength(0));
    }
    const calls = callsTo('accounts.recharge');
    expect(calls.map((c) => c.amount)).toEqual([1250, 7]);
    expect(calls[0].bizNo).not.toBe(calls[1].bizNo);
  });

  it('closing the desk keeps the person; picking the row again brings it back', async () => {
    renderWidget(
      <MemoryRouter>
        <RechargePage />
      </MemoryRouter>,
      zh,
    );
    await userEvent.click(await screen.findByText('张三', { selector: 'td' }));
    const desk = (await screen.findByText('当前人员：张三')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(desk).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(desk.className).not.toContain('ant-drawer-open'));
    await userEvent.click(screen.getByText('张三', { selector: 'td' }));
    await waitFor(() => expect(desk.className).toContain('ant-drawer-open'));
  });
});
