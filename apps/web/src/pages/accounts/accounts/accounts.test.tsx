import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import { accountRow } from '../shared/testData';
import AccountsPage from '.';

/** A server whose accounts follow the calls: a card opened, an account frozen. */
function server() {
  const rows = [accountRow(), accountRow({ accId: 12, custId: 22, custName: '李四', custNum: 'P002', cardNo: 'C100', cardState: 'active' })];
  return fakeApi({
    'accounts.accountPage': () => page(rows),
    'people.orgTree': () => [],
    'accounts.applyCard': ({ custId, cardNo }) => {
      Object.assign(rows.find((r) => r.custId === custId)!, { cardNo, cardState: 'active', cardType: 'ic' });
      return { accId: 11, cardNo };
    },
    'accounts.freeze': ({ accId }) => {
      rows.find((r) => r.accId === accId)!.accState = 'frozen';
      return null;
    },
  });
}

async function rowOf(name: string) {
  const cell = await screen.findByText(name, { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
}

describe('accounts page', () => {
  it('lists accounts with their balances as ￥ and the states as tags', async () => {
    server();
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
    const api = server();
    renderWidget(<AccountsPage />, zh);
    await userEvent.click(within(await rowOf('张三')).getByText(spaced('开卡')));
    const dialog = dialogWith('卡号');
    await userEvent.type(within(dialog).getByRole('textbox'), ' A123 ');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.applyCard')).toEqual([{ custId: 21, cardNo: 'A123' }]));
    // The list is read again: the card is there and can now be reported lost.
    await waitFor(async () => expect(within(await rowOf('张三')).getByText('A123')).toBeTruthy());
    expect(within(await rowOf('张三')).getByText(spaced('挂失'))).toBeTruthy();
  });

  it('freezes an account after confirmation', async () => {
    const api = server();
    renderWidget(<AccountsPage />, zh);
    await userEvent.click(within(await rowOf('李四')).getByText(spaced('冻结')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.freeze')).toEqual([{ accId: 12 }]));
    await waitFor(async () => expect(within(await rowOf('李四')).getByText('冻结', { selector: '.ant-tag' })).toBeTruthy());
  });
});
