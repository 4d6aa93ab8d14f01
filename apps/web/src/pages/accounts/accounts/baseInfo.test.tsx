import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid, page, type FakeHandlers } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import { accountRow } from '../shared/testData';
import type { AccountEvent } from '@canteen/contract';
import AccountsPage from '.';
import AccountDrawer from './AccountDrawer';


const rows = [accountRow(), accountRow({ accId: 12, custId: 22, custName: '李四', custNum: 'P002', cardNo: 'C100', cardState: 'active', cardType: 'ic', cardValidUntil: null })];
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLElement;

/** Opens the row's "more" menu and answers it (closed menus stay in the page, hidden). */
async function moreOf(name: string) {
  await userEvent.click(within(await rowOf(name)).getByText(/更\s?多/));
  return waitFor(() => {
    // The newest popup is the last one in the page.
    const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]')].at(-1);
    if (!menu) throw new Error('no open menu');
    return menu;
  });
}

async function openDialog() {
  renderWidget(
    <MemoryRouter>
      <AccountsPage />
    </MemoryRouter>,
    zh,
  );
  expect(within(await moreOf('张三')).queryByText('卡片信息')).toBeNull(); // no card, no card info
  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(await moreOf('李四')).getByText('卡片信息'));
  return dialogWith('卡片基础信息 · 李四');
}

async function fill(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: '卡类型' }));
  await userEvent.click((await screen.findAllByTitle('CPU卡')).find((e) => e.classList.contains('ant-select-item-option')) as HTMLElement);
  const day = within(dialog).getByLabelText('有效期至');
  await userEvent.click(day);
  fireEvent.change(day, { target: { value: '2099-12-31' } });
  fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
  await userEvent.type(within(dialog).getByLabelText('备注'), '换新卡');
}

const server = (more: FakeHandlers = {}) => fakeApi({ 'accounts.accountPage': () => page(rows), 'people.orgTree': () => [], ...more });

describe('card base info on the accounts page', { timeout: 60_000 }, () => {
  it('changes the card type and the last valid day of a person’s card', async () => {
    const api = server();
    const dialog = await openDialog();
    expect(within(dialog).getByText('C100')).toBeTruthy();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.changeBaseInfo')).toEqual([{ accId: 12, cardType: 'cpu', validUntil: '2099-12-31', remark: '换新卡' }]));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
  });

  it('shows a refused day under its field and stays open', async () => {
    server({
      'accounts.changeBaseInfo': () => {
        throw invalid([{ field: 'validUntil', message: '有效期不能早于今天' }], '参数校验失败');
      },
    });
    const dialog = await openDialog();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('有效期不能早于今天')).toBeTruthy();
    expect(dialogWith('卡片基础信息 · 李四')).toBe(dialog);
  });

  it('shows a change of base info in the state history in words', async () => {
    const event: AccountEvent = {
      eventId: 1,
      accId: 12,
      custName: '李四',
      custNum: 'P002',
      event: 'baseInfo',
      cardNo: 'C100',
      newCardNo: null,
      fromState: '{"cardType":"ic","validUntil":null}',
      toState: '{"cardType":"cpu","validUntil":"2099-12-31"}',
      fee: 0,
      remark: '换新卡',
      operatorName: 'admin',
      at: '2025-06-01T08:00:00+08:00',
    };
    fakeApi({
      'accounts.accountDetail': () => rows[1],
      'accounts.eventPage': () => page([event]),
      'accounts.ledgerPage': () => page([]),
      'accounts.orderPage': () => page([]),
    });
    renderWidget(<AccountDrawer account={rows[1]} onClose={() => {}} />, zh);
    await userEvent.click(screen.getByRole('tab', { name: '状态变更记录' }));
    const row = (await screen.findByText('换新卡')).closest('tr') as HTMLElement;
    expect(within(row).getByText('修改卡片信息')).toBeTruthy();
    expect(within(row).getByText('IC卡 · 长期有效 → CPU卡 · 有效期至 2099-12-31')).toBeTruthy();
  });
});
