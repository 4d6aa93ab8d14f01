import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type RefundRequestRow } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/orders';
import RefundReviewPage from '.';

const request = (over: Partial<RefundRequestRow>): RefundRequestRow => ({
  requestId: 7,
  orderId: 70,
  orderNo: 'O-70',
  custId: 21,
  custName: '张三',
  custNum: 'P001',
  canteenId: 1,
  orderAmount: 2000,
  amount: 1800,
  source: 'app',
  state: 'pending',
  reason: '菜品错误',
  rejectReason: '',
  remark: '',
  requesterName: 'device 3',
  reviewerName: '',
  refundTxnId: null,
  refunded: null,
  items: [{ itemId: 5, dishName: '米饭', qty: 1, amount: 600 }],
  createdAt: '2025-03-01T12:00:00+08:00',
  reviewedAt: null,
  ...over,
});
const withSum = (records: RefundRequestRow[]) => ({ ...page(records), sum: { count: records.length, amount: records.reduce((s, r) => s + r.amount, 0) } });
const ALREADY = '该退款申请已处理，不能重复操作';

describe('refund review (shenhe)', () => {
  let api: FakeApi;
  let approvals = 0;
  beforeEach(() => {
    approvals = 0;
    api = fakeApi({
      'canteens.canteenList': () => [],
      'people.orgTree': () => [],
      'orders.refundRequestPage': (q) => withSum(q.state === 'pending' ? [request({})] : [request({}), request({ requestId: 8, orderNo: 'O-80', state: 'rejected', rejectReason: '已用餐' })]),
      'orders.refundApprove': () => {
        if (approvals++ > 0) throw refuse(Code.BUSINESS_RULE, ALREADY);
        return { requestId: 7, refundId: 99, refunded: { subsidy: 300, gift: 0, cash: 1500 }, subsidyForfeited: 0, balance: 5000 };
      },
      'orders.refundReject': ({ id }) => ({ requestId: id }),
    });
  });

  it('lists pending requests, approves one and shows the split; a second approval shows the refusal', async () => {
    renderWidget(<RefundReviewPage />, zh);
    const row = (await screen.findByText('O-70', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥18.00')).toBeTruthy();
    expect(within(row).getByText('米饭 × 1')).toBeTruthy();
    expect(within(row).getByText('点餐端')).toBeTruthy();
    await userEvent.click(within(row).getByText(spaced('通过')));
    await screen.findAllByText('确认给 张三 退款 ￥18.00?');
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定$/ }));
    await waitFor(() => expect(api.calls('orders.refundApprove')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('已退款给 张三：补贴 ￥3.00，赠送 ￥0.00，现金 ￥15.00')).toBeTruthy();

    await userEvent.click(within(row).getByText(spaced('通过')));
    await userEvent.click((await screen.findAllByRole('button', { name: /确\s?定$/ })).at(-1)!);
    expect(await screen.findByText(ALREADY)).toBeTruthy();
    expect(api.calls('orders.refundApprove')).toHaveLength(2);
  });

  it('rejects only with a reason', async () => {
    renderWidget(<RefundReviewPage />, zh);
    const row = (await screen.findByText('O-70', { selector: 'td' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText(spaced('驳回')));
    const dialog = (await screen.findByText('驳回', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定$/ }));
    expect(await within(dialog).findByText('驳回原因不能为空')).toBeTruthy();
    expect(api.calls('orders.refundReject')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox'), '已用餐完毕');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定$/ }));
    await waitFor(() => expect(api.calls('orders.refundReject')).toEqual([{ id: 7, reason: '已用餐完毕' }]));
  });

  it('shows the history with each state', async () => {
    renderWidget(<RefundReviewPage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '审核记录' }));
    const rejected = (await screen.findByText('O-80', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(rejected).getByText('已用餐')).toBeTruthy();
  });
});
