import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type HeldRecord } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accounts';
import RepairPage from '.';


const held = (over: Partial<HeldRecord>): HeldRecord => ({
  heldId: 4,
  bizNo: 'DEV-OLD-1',
  at: '2000-01-01T00:00:00Z',
  reason: 'tooOld',
  state: 'pending',
  amount: 800,
  payer: 'C001',
  custName: '李四',
  custNum: 'P002',
  deviceName: '一号机',
  canteenName: '一食堂',
  receivedAt: '2025-03-01T12:00:00+08:00',
  reviewerName: '',
  reviewedAt: null,
  rejectReason: null,
  orderNo: null,
  ...over,
});
const order = { orderId: 9, orderNo: 'O-9', bizNo: 'DEV-1', custId: 21, custName: '张三', custNum: 'P001', amount: 1250, reason: 'balance', orderedAt: '2025-03-01T12:00:00+08:00', canteenId: null };

const LOW_BALANCE = '余额不足，无法补扣';

describe('error orders', () => {
  let failures = 1;
  let api: FakeApi;
  const callsTo = <Id extends 'accounts.repairSingle' | 'accounts.heldOfflineBook' | 'accounts.heldOfflineReject'>(id: Id) => api.calls(id);
  beforeEach(() => {
    failures = 1;
    api = fakeApi({
      'accounts.repairErrors': () => page([order]),
      'accounts.heldOfflinePage': () => page([held({}), held({ heldId: 5, bizNo: 'DEV-OLD-2', custName: '王五', reason: 'offlineOff', state: 'rejected', rejectReason: '时钟错误' })]),
      'accounts.heldOfflineBook': () => ({ orderId: 30, paid: { subsidy: 0, gift: 0, cash: 800 }, balance: 1200 }),
      'accounts.repairSingle': () => {
        if (failures-- > 0) throw refuse(Code.BUSINESS_RULE, LOW_BALANCE);
        return { orderId: 9, paid: { subsidy: 250, gift: 0, cash: 1000 }, balance: 300 };
      },
    });
  });

  it('repairs an order; a retry after a failure reuses its bizNo', async () => {
    renderWidget(<RepairPage />, zh);
    const row = (await screen.findByText('O-9', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥12.50')).toBeTruthy();
    for (let i = 0; i < 2; i++) {
      await userEvent.click(within(row).getByText(spaced('补扣')));
      await screen.findAllByText('确认向 张三 补扣 ￥12.50?');
      // After the first try the button's loading icon is still fading out and adds to its name.
      await userEvent.click(await screen.findByRole('button', { name: /确\s?定$/ }));
      await waitFor(() => expect(callsTo('accounts.repairSingle')).toHaveLength(i + 1));
      // The first try is refused with the server's reason.
      if (i === 0) expect(await screen.findByText(LOW_BALANCE)).toBeTruthy();
    }
    const [first, retry] = callsTo('accounts.repairSingle');
    expect(first).toMatchObject({ orderId: 9 });
    expect(retry).toEqual(first);
    expect(await screen.findByText('￥3.00')).toBeTruthy();
  });

  it('lists held offline records beside the error orders; a pending one is booked or rejected with a reason', async () => {
    renderWidget(<RepairPage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '待审核离线记录' }));
    const row = (await screen.findByText('DEV-OLD-1', { selector: 'td' })).closest('tr') as HTMLElement;
    // The device time as the device sent it, why it is held, and the money in yuan.
    expect(within(row).getByText('2000-01-01T00:00:00Z')).toBeTruthy();
    expect(within(row).getByText('时间过早')).toBeTruthy();
    expect(within(row).getByText('￥8.00')).toBeTruthy();
    // A reviewed record offers no action.
    const rejected = screen.getByText('DEV-OLD-2', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('已驳回')).toBeTruthy();
    expect(within(rejected).getByText('未开启离线消费')).toBeTruthy();
    expect(within(rejected).queryByText(spaced('入账'))).toBeNull();

    await userEvent.click(within(row).getByText(spaced('入账')));
    await screen.findAllByText('确认按当前时间向 李四 扣款 ￥8.00?');
    await userEvent.click(await screen.findByRole('button', { name: /确\s?定$/ }));
    await waitFor(() => expect(callsTo('accounts.heldOfflineBook')).toEqual([{ heldId: 4 }]));
    await screen.findAllByText('已为 李四 入账（按当前时间）');
    const notice = (await screen.findByText('￥12.00')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: /确\s?定$/ }));

    await userEvent.click(within(row).getByText(spaced('驳回')));
    const dialog = (await screen.findByText('驳回', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定$/ }));
    expect(await within(dialog).findByText('驳回原因不能为空')).toBeTruthy();
    expect(callsTo('accounts.heldOfflineReject')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox'), '设备时钟错误，已在收银台收款');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定$/ }));
    await waitFor(() => expect(callsTo('accounts.heldOfflineReject')).toEqual([{ heldId: 4, reason: '设备时钟错误，已在收银台收款' }]));
  });
});
