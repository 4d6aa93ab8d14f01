import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Code, type DeskMenu, type DeskPayer, type DeskPreview } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, refuse } from '@/testing/fakeApi';
import zhDesk from '@/i18n/zh/accountDesk';
import zhAccounts from '@/i18n/zh/accounts';
import zhCanteens from '@/i18n/zh/canteens';
import DeskPage from '.';

const menu: DeskMenu = {
  canteenId: 1,
  day: '2026-11-27',
  mealType: 2,
  stalls: [{ stallId: 5, stallName: '面档' }],
  dishes: [
    { dishId: 11, dishName: '米饭', price: 100 },
    { dishId: 12, dishName: '红烧肉', price: 1500 },
  ],
};
const payer: DeskPayer = {
  custId: 7,
  custName: '张三',
  custNum: 'P007',
  orgName: '后勤部',
  cardNo: 'C0007',
  cardState: 'active',
  accState: 'normal',
  wallets: { subsidy: 1000, gift: 0, cash: 10_000 },
  balance: 11_000,
};
const preview = (amount: number): DeskPreview => ({
  allowed: true,
  reason: null,
  reasonText: null,
  mealType: 2,
  listAmount: amount,
  payable: amount,
  pointsUsed: 0,
  pointsGained: 0,
  applied: [],
  split: { subsidy: 1000, gift: 0, cash: amount - 1000 },
  after: { subsidy: 0, gift: 0, cash: 11_000 - amount },
});

function api() {
  return fakeApi({
    'canteens.canteenList': () => [
      { canteenId: 1, canteenName: '一号餐厅' },
      { canteenId: 2, canteenName: '二号餐厅' },
    ],
    'accounts.deskMenu': () => menu,
    'accounts.deskPayer': () => payer,
    'accounts.deskPreview': (input) => preview(input.amount),
    'accounts.deskPay': (input) => ({
      orderId: 363,
      orderNo: 'O202611270000000512',
      paid: preview(input.amount).split,
      balance: 11_000 - input.amount,
      wallets: preview(input.amount).after,
    }),
  });
}

const render = (path = '/account/desk') =>
  renderWidget(
    <MemoryRouter initialEntries={[path]}>
      <DeskPage />
    </MemoryRouter>,
    { ...zhAccounts, ...zhCanteens, ...zhDesk },
  );

describe('the cashier desk', () => {
  beforeEach(() => localStorage.clear());

  it('charges two dishes for the card a reader types: the dry run first, then the order number and wallets after', async () => {
    const fake = api();
    render();
    expect(await screen.findByText('当前餐次：午餐（2026-11-27）')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^米饭/ }));
    await userEvent.click(screen.getByRole('button', { name: /^红烧肉/ }));
    const reader = screen.getByRole('textbox', { name: '卡号或付款码' });
    // The reader's field keeps the focus after a dish is picked: the next swipe lands there.
    expect(document.activeElement).toBe(reader);
    await userEvent.type(reader, 'C0007{Enter}');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(fake.calls('accounts.deskPayer')).toEqual([{ cardNo: 'C0007' }]);
    await screen.findByRole('button', { name: /收款 ￥16\.00/ });
    expect(fake.calls('accounts.deskPreview').at(-1)).toEqual({ custId: 7, canteenId: 1, items: [{ dishId: 11, qty: 1 }, { dishId: 12, qty: 1 }], amount: 1600 });
    // Enter on the empty field charges.
    await userEvent.type(reader, '{Enter}');
    expect(await screen.findByText('已向 张三 收款 ￥16.00')).toBeTruthy();
    expect(screen.getByText('O202611270000000512')).toBeTruthy();
    const [pay] = fake.calls('accounts.deskPay');
    expect(pay).toMatchObject({ cardNo: 'C0007', canteenId: 1, amount: 1600, items: [{ dishId: 11, qty: 1 }, { dishId: 12, qty: 1 }] });
    expect(pay!.bizNo).toMatch(/^[0-9a-f]{32}$/);
  });

  it('remembers the canteen and stall, and opens with the person the accounts page sent', async () => {
    localStorage.setItem('canteen.desk.place', JSON.stringify({ canteenId: 1, stallId: 5 }));
    const fake = api();
    render('/account/desk?custId=7');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(fake.calls('accounts.deskPayer')).toEqual([{ custId: 7 }]);
    expect(await screen.findByText('面档')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '金额（元）' }), '12.5');
    await waitFor(() => expect(fake.calls('accounts.deskPreview').at(-1)).toEqual({ custId: 7, canteenId: 1, stallId: 5, amount: 1250 }));
  });

  it('shows why the rules would refuse, and does not offer to charge', async () => {
    const fake = api().on({ 'accounts.deskPreview': (input) => ({ ...preview(input.amount), allowed: false, reason: 'insufficientBalance', reasonText: '余额不足' }) });
    render('/account/desk?custId=7');
    await screen.findByText('张三');
    await userEvent.type(screen.getByRole('textbox', { name: '金额（元）' }), '500');
    expect(await screen.findByText('不能收款：余额不足')).toBeTruthy();
    expect((screen.getByRole('button', { name: /收款/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(fake.calls('accounts.deskPay')).toEqual([]);
  });

  it('sends a scanned payment code as a code, and a failed payment keeps its bizNo for the retry', async () => {
    const fake = api();
    let first = true;
    fake.on({
      'accounts.deskPay': (input) => {
        if (first) {
          first = false;
          throw refuse(Code.INTERNAL, 'busy');
        }
        return { orderId: 1, orderNo: 'O1', paid: preview(input.amount).split, balance: 0, wallets: preview(input.amount).after };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /^米饭/ }));
    const code = `CCP1${'A'.repeat(52)}`;
    await userEvent.type(screen.getByRole('textbox', { name: '卡号或付款码' }), `${code}{Enter}`);
    await screen.findByText('张三');
    expect(fake.calls('accounts.deskPayer')).toEqual([{ qrCode: code }]);
    const pay = await screen.findByRole('button', { name: /收款 ￥1\.00/ });
    await userEvent.click(pay);
    await waitFor(() => expect(fake.calls('accounts.deskPay')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: /收款 ￥1\.00/ }));
    expect(await screen.findByText('O1')).toBeTruthy();
    const [a, b] = fake.calls('accounts.deskPay');
    expect(b!.bizNo).toBe(a!.bizNo);
    expect(b).toMatchObject({ qrCode: code });
  });
});
