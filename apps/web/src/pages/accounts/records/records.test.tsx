import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyRecord } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accountRecords';
import RechargeRecordsPage from './recharge';
import TypeSumPage from './rechargeSums/typeSum';
import DeptCardSumPage from './deptCard';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const record = (over: Partial<MoneyRecord>): MoneyRecord => ({
  recordId: '7-1',
  txnId: 7,
  bizNo: 'R001',
  custId: 3,
  custName: '张三',
  custNum: 'E001',
  orgName: '财务部',
  cardNo: 'C100',
  tradeType: 'recharge',
  amount: 10000,
  payType: 'cash',
  batchNo: null,
  state: 'done',
  remark: '',
  operatorName: 'admin',
  at: '2025-03-01T08:00:00+08:00',
  ...over,
});

const texts = { ...zh, '/account/rechargewithdrawals/jilu': '充值记录', '/account/rechargewithdrawals/chongzhiSum/typeSum': '充值类型汇总', '/account/peoplecardsum/deptcard': '部门卡汇总' };

describe('account records', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    const records = [record({}), record({ recordId: '9-3', txnId: 9, tradeType: 'revokeRecharge', amount: 5000, bizNo: 'V001' }), record({ recordId: '8-1', txnId: 8, state: 'revoked', amount: 5000 })];
    api = fakeApi({
      'accountRecords.rechargePage': () => page(records),
      'accounts.revokeRecharge': ({ rechargeId }) => {
        records.find((r) => r.txnId === rechargeId)!.state = 'revoked';
        return { balance: 2555, bonusBack: 0 };
      },
      'accountRecords.rechargeExport': () => XLSX,
      'accountRecords.typeSum': () => ({
        ...page([
          { groupKey: '1-cash', tradeType: 'recharge', payType: 'cash', count: 2, amount: 15000 },
          { groupKey: '3-cash', tradeType: 'revokeRecharge', payType: 'cash', count: 1, amount: -10000 },
        ]),
        sum: { count: 3, amount: 5000 },
      }),
      'accountRecords.typeSumExport': () => XLSX,
      'accountRecords.deptCardSum': () => ({ ...page([{ orgId: 4, orgName: '财务部', issued: 3, lost: 1, replaced: 2, live: 2 }]), sum: { issued: 3, lost: 1, replaced: 2, live: 2 } }),
      'people.orgTree': () => [{ orgId: 4, parentId: null, orgName: '财务部', orgCode: '', sort: 0, children: [] }],
    });
  });

  it('lists recharge records in yuan and revokes a recharge after a confirm with a fresh business number', async () => {
    renderWidget(<RechargeRecordsPage />, texts);
    expect(await screen.findByText('V001')).toBeTruthy();
    expect(screen.getAllByText('￥100.00').length).toBe(1);
    expect(screen.getByText('撤销充值')).toBeTruthy();
    expect(screen.getByText('已撤销')).toBeTruthy();
    // Only the live recharge row offers a revoke.
    const revokes = screen.getAllByRole('button', { name: spaced('撤销') });
    expect(revokes).toHaveLength(1);
    await userEvent.click(revokes[0]);
    const confirm = await screen.findByText('确认撤销该笔充值?');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(api.calls('accounts.revokeRecharge')).toHaveLength(1));
    const [sent] = api.calls('accounts.revokeRecharge');
    expect(sent.rechargeId).toBe(7);
    expect(sent.bizNo).toMatch(/^REV-\d+-7$/);
    // Read again, the recharge is revoked and offers no revoke any more.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: spaced('撤销') })).toHaveLength(0));
    expect(screen.getAllByText('已撤销')).toHaveLength(2);
  });

  it('exports the records with the current filters', async () => {
    renderWidget(<RechargeRecordsPage />, texts);
    await screen.findByText('V001');
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '充值记录.xlsx'));
    expect(api.calls('accountRecords.rechargeExport')).toEqual([{ custName: '张三', columns: expect.any(Array) }]);
  });

  it('shows a summary with signed amounts and its total row, and exports it with the table\'s columns', async () => {
    renderWidget(<TypeSumPage />, texts);
    expect(await screen.findByText('-￥100.00')).toBeTruthy();
    expect(screen.getByText('￥150.00')).toBeTruthy();
    const total = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('3')).toBeTruthy();
    expect(within(total).getByText('￥50.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '充值类型汇总.xlsx'));
    expect(api.calls('accountRecords.typeSumExport')).toEqual([expect.objectContaining({ columns: ['tradeType', 'payType', 'count', 'amount'] })]);
  });

  it('shows cards per organisation with the totals', async () => {
    renderWidget(<DeptCardSumPage />, texts);
    const row = (await screen.findAllByText('财务部')).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;
    expect(within(row).getAllByText('2')).toHaveLength(2);
    const total = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('3')).toBeTruthy();
    expect(api.calls('accountRecords.deptCardSum')[0]).toEqual({ page: 1, limit: 20 });
  });
});
