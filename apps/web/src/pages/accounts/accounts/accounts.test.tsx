import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import { ROUTE_TREE } from '@/routes';
import { filterRoutes } from '@/shell/filterRoutes';
import { ShellRoutesContext } from '@/shell/shellRoutes';
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

/** Where the page sent the browser, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The accounts page (801000), and the cashier desk (807000) unless `desk` is false. */
function renderPage({ desk = true } = {}) {
  const permitted = filterRoutes(ROUTE_TREE, desk ? [801000, 807000] : [801000]);
  return renderWidget(
    <ShellRoutesContext value={{ permitted, layoutRoutes: [] }}>
      <MemoryRouter initialEntries={['/account/accountino']}>
        <Routes>
          <Route path="*" element={<AccountsPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </ShellRoutesContext>,
    zh,
  );
}

async function rowOf(name: string) {
  const cell = await screen.findByText(name, { selector: 'td' });
  return cell.closest('tr') as HTMLElement;
}

/** The names of the row's buttons, as a user reads them across the row. */
const rowActions = (row: HTMLElement) => [...row.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s/g, ''));

/** The open dropdown menu (closed ones stay in the page, hidden). */
const openMenu = () => waitFor(() => {
    // The newest popup is the last one in the page.
    const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]')].at(-1);
    if (!menu) throw new Error('no open menu');
    return menu;
  });

/** Opens the row's "more" menu and answers it. */
async function moreOf(row: HTMLElement) {
  await userEvent.click(within(row).getByText(/更\s?多/));
  return openMenu();
}

/** The entries of a menu, as read. */
const entries = (menu: HTMLElement) => [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);

/** Picks an entry of the row's "more" menu. */
async function pick(row: HTMLElement, entry: string) {
  await userEvent.click(within(await moreOf(row)).getByText(entry));
}

describe('accounts page', { timeout: 60_000 }, () => {
  it('lists accounts with their balances as ￥ and the states as tags', async () => {
    server();
    renderPage();
    const row = await rowOf('张三');
    for (const money of ['￥100.00', '￥25.50', '￥0.05', '￥125.55']) expect(within(row).getByText(money)).toBeTruthy();
    expect(within(row).getByText('未开卡')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
  });

  it('keeps details and the next everyday step on the row, the rest in the more menu', async () => {
    server();
    renderPage();
    // Without a card: it is opened first; a charge waits in the menu.
    const none = await rowOf('张三');
    expect(rowActions(none)).toEqual(['详情', '开卡', '更多']);
    expect(entries(await moreOf(none))).toEqual(['消费', '限额', '冻结', '销户']);
    await userEvent.keyboard('{Escape}');
    // With a card: charging is on the row; losing, freezing and closing are in the menu, never beside it.
    const active = await rowOf('李四');
    expect(rowActions(active)).toEqual(['详情', '消费', '更多']);
    expect(entries(await moreOf(active))).toEqual(['补卡', '卡片信息', '限额', '挂失', '冻结', '销户']);
  });

  it('sends a charge to the cashier desk with the person chosen', async () => {
    server();
    renderPage();
    await userEvent.click(within(await rowOf('李四')).getByText(spaced('消费')));
    expect(screen.getByLabelText('address').textContent).toBe('/account/desk?custId=22');
  });

  it('offers no charge to a user without the cashier desk', async () => {
    server();
    renderPage({ desk: false });
    expect(rowActions(await rowOf('李四'))).toEqual(['详情', '更多']);
    expect(entries(await moreOf(await rowOf('张三')))).toEqual(['限额', '冻结', '销户']);
  });

  it('opens a card with the number typed', async () => {
    const api = server();
    renderPage();
    await userEvent.click(within(await rowOf('张三')).getByText(spaced('开卡')));
    const dialog = dialogWith('卡号');
    await userEvent.type(within(dialog).getByRole('textbox'), ' A123 ');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.applyCard')).toEqual([{ custId: 21, cardNo: 'A123' }]));
    // The list is read again: the card is there, and charging now comes before the menu.
    await waitFor(async () => expect(within(await rowOf('张三')).getByText('A123')).toBeTruthy());
    expect(rowActions(await rowOf('张三'))).toEqual(['详情', '消费', '更多']);
  });

  it('freezes an account after a confirmation naming the person', async () => {
    const api = server();
    renderPage();
    await pick(await rowOf('李四'), '冻结');
    const confirm = dialogWith('确认冻结 李四 的账户?');
    expect(api.calls('accounts.freeze')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: spaced('冻结') }));
    await waitFor(() => expect(api.calls('accounts.freeze')).toEqual([{ accId: 12 }]));
    await waitFor(async () => expect(within(await rowOf('李四')).getByText('冻结', { selector: '.ant-tag' })).toBeTruthy());
    // A frozen account is unfrozen from the same menu.
    expect(entries(await moreOf(await rowOf('李四')))).toContain('解冻');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = server();
    renderPage();
    await pick(await rowOf('李四'), '销户');
    const confirm = dialogWith(/确认注销 李四 的账户/);
    await userEvent.click(within(confirm).getByRole('button', { name: spaced('取消') }));
    await waitFor(() => expect(() => dialogWith(/确认注销 李四 的账户/)).toThrow()); // closing
    expect(api.calls('accounts.cancel')).toEqual([]);
  });
});
