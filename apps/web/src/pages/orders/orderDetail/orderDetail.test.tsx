import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderRow, RefundCheck } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/orders';
import zhCanteens from '@/i18n/zh/canteens';
import zhRecords from '@/i18n/zh/accountRecords';
import OrderDetailPage from '.';

const row: OrderRow = {
  orderId: 9,
  orderNo: 'O-9',
  bizNo: 'DEV-9',
  custId: 21,
  custName: '张三',
  custNum: 'P001',
  orgName: '行政部',
  cardNo: 'C1',
  canteenId: 1,
  canteenName: '一食堂',
  stallName: null,
  deviceName: null,
  mealPeriod: 2,
  orderType: 'spot',
  payType: 'card',
  state: 'paid',
  amount: 1600,
  listAmount: 2000,
  paid: { subsidy: 500, gift: 0, cash: 1100 },
  refunded: { subsidy: 0, gift: 0, cash: 0 },
  offline: false,
  remark: '',
  orderedAt: '2025-03-01T12:00:00+08:00',
};
const detail: OrderDetail = {
  ...row,
  items: [{ itemId: 5, dishId: 1, dishName: '红烧肉', qty: 1, price: 2000, amount: 2000, paidAmount: 1600, refundedQty: 0, refundedAmount: 0 }],
  marketing: [{ kind: 'consume', id: 3, name: '午餐八折', amount: 400 }],
  pointsUsed: 0,
  pointsGained: 16,
  errorReason: null,
  ledger: [{ entryId: 1, txnId: 2, bizNo: 'DEV-9', tradeType: 'consume', wallet: 'cash', amount: -1100, balanceAfter: 3900, operatorName: '', remark: '', at: '2025-03-01T12:00:00+08:00' }],
  refundRequests: [],
};

const openCheck: RefundCheck = {
  orderId: 9,
  state: 'paid',
  amount: 1600,
  paid: row.paid,
  refunded: row.refunded,
  pending: 0,
  refundable: 1600,
  refundLastDay: '2025-03-08',
  refundPeriodOver: false,
  items: [{ itemId: 5, dishName: '红烧肉', qty: 1, refundableQty: 1, refundableAmount: 1600 }],
  preview: { amount: 1600, split: { subsidy: 500, gift: 0, cash: 1100 }, subsidyForfeited: 0 },
};
/** What the server answers past the refund period: nothing refundable, the last day named. */
const overCheck: RefundCheck = {
  ...openCheck,
  refundable: 0,
  refundPeriodOver: true,
  items: [{ itemId: 5, dishName: '红烧肉', qty: 1, refundableQty: 0, refundableAmount: 0 }],
  preview: null,
};

describe('orders (orderdetail)', () => {
  let api: FakeApi;
  let check: RefundCheck;
  beforeEach(() => {
    check = openCheck;
    api = fakeApi({
      'canteens.canteenList': () => [],
      'canteens.stallPage': () => page([]),
      'devices.payMachineList': () => [],
      'people.orgTree': () => [],
      'orders.page': () => ({ ...page([row]), sum: { count: 1, amount: 1600, listAmount: 2000, refundedAmount: 0 } }),
      'orders.get': () => detail,
      'orders.refundCheck': () => check,
      'orders.partRefund': () => ({ requestId: 4, refundId: 40, refunded: { subsidy: 500, gift: 0, cash: 1100 }, subsidyForfeited: 0, balance: 5500 }),
    });
  });

  it('shows an order with its discount and ledger rows, checks a refund and makes it with a reason', async () => {
    renderWidget(<OrderDetailPage />, { ...zh, ...zhCanteens, ...zhRecords });
    const line = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(line).getByText('￥16.00')).toBeTruthy();
    await userEvent.click(within(line).getByText(spaced('详情')));
    const drawer = (await screen.findByText('午餐八折')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('消费规则')).toBeTruthy();
    expect(within(drawer).getByText('-￥11.00')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('校验') }));
    expect(await within(drawer).findByText('本次退 ￥16.00：补贴 ￥5.00，赠送 ￥0.00，现金 ￥11.00')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('确认退款') }));
    expect(api.calls('orders.partRefund')).toEqual([]);
    await userEvent.type(within(drawer).getByLabelText('退款原因'), '菜品有异物');
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('确认退款') }));
    await waitFor(() => expect(api.calls('orders.partRefund')).toHaveLength(1));
    expect(api.calls('orders.partRefund')[0]).toMatchObject({ orderId: 9, reason: '菜品有异物' });
  });

  it('says a refund became a request when the merchant’s refund review is on', async () => {
    api.on({ 'orders.partRefund': () => ({ state: 'pending', requestId: 4, amount: 1600 }) });
    renderWidget(<OrderDetailPage />, { ...zh, ...zhCanteens, ...zhRecords });
    const line = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    await userEvent.click(within(line).getByText(spaced('详情')));
    const drawer = (await screen.findByText('午餐八折')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('校验') }));
    await within(drawer).findByText('本次退 ￥16.00：补贴 ￥5.00，赠送 ￥0.00，现金 ￥11.00');
    await userEvent.type(within(drawer).getByLabelText('退款原因'), '菜品有异物');
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('确认退款') }));
    await waitFor(() => expect(api.calls('orders.partRefund')).toHaveLength(1));
    expect(await screen.findByText('已提交退款申请 ￥16.00，等待审核')).toBeTruthy();
    expect(screen.queryByText(/已退款 ￥/)).toBeNull();
  });

  it('says before the refund when its subsidy share goes back to the merchant (the subsidy was cleared since)', async () => {
    check = { ...openCheck, preview: { ...openCheck.preview!, subsidyForfeited: 500 } };
    renderWidget(<OrderDetailPage />, { ...zh, ...zhCanteens, ...zhRecords });
    const line = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    await userEvent.click(within(line).getByText(spaced('详情')));
    const drawer = (await screen.findByText('午餐八折')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('校验') }));
    expect(await within(drawer).findByText('其中补贴 ￥5.00 已在消费后清零，退回商户补贴账户，不退给本人')).toBeTruthy();
  });

  it('tells past the refund period which day it ended, and offers no refund', async () => {
    check = overCheck;
    renderWidget(<OrderDetailPage />, { ...zh, ...zhCanteens, ...zhRecords });
    const line = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    await userEvent.click(within(line).getByText(spaced('详情')));
    const drawer = (await screen.findByText('午餐八折')).closest('.ant-drawer') as HTMLElement;
    await userEvent.type(within(drawer).getByLabelText('退款原因'), '菜品有异物');
    await userEvent.click(within(drawer).getByRole('button', { name: spaced('校验') }));
    expect(await within(drawer).findByText('该订单的退款期限已于 2025-03-08 结束，不能再退款')).toBeTruthy();
    expect(within(drawer).queryByText(/可退/)).toBeNull();
    expect((within(drawer).getByRole('button', { name: spaced('确认退款') }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(drawer).getByRole('button', { name: spaced('提交审核') }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('orders.partRefund')).toEqual([]);
  });
});
