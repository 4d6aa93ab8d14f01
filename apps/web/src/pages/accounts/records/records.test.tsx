import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyRecord } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/accountRecords';
import RechargeRecordsPage from './recharge';
import TypeSumPage from './rechargeSums/typeSum';
import DeptCardSumPage from './deptCard';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, download } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const page = <T,>(records: T[], extra: object = {}) => ({ records, total: records.length, page: 1, limit: 20, ...extra });

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
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(download).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      switch (idOf(endpoint)) {
        case 'accountRecords.rechargePage':
          return page([record({}), record({ recordId: '9-3', txnId: 9, tradeType: 'revokeRecharge', amount: 5000, bizNo: 'V001' }), record({ recordId: '8-1', txnId: 8, state: 'revoked', amount: 5000 })]);
        case 'accountRecords.typeSum':
          return page(
            [
              { groupKey: '1-cash', tradeType: 'recharge', payType: 'cash', count: 2, amount: 15000 },
              { groupKey: '3-cash', tradeType: 'revokeRecharge', payType: 'cash', count: 1, amount: -10000 },
            ],
            { sum: { count: 3, amount: 5000 } },
          );
        case 'accountRecords.deptCardSum':
          return page([{ orgId: 4, orgName: '财务部', issued: 3, lost: 1, replaced: 2, live: 2 }], { sum: { issued: 3, lost: 1, replaced: 2, live: 2 } });
        case 'people.orgTree':
          return [{ orgId: 4, parentId: null, orgName: '财务部', orgCode: '', sort: 0, children: [] }];
        default:
          return null;
      }
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
    await waitFor(() => expect(callsTo('accounts.revokeRecharge')).toHaveLength(1));
    const sent = callsTo('accounts.revokeRecharge')[0] as { rechargeId: number; bizNo: string };
    expect(sent.rechargeId).toBe(7);
    expect(sent.bizNo).toMatch(/^REV-\d+-7$/);
  });

  it('exports the records with the current filters', async () => {
    renderWidget(<RechargeRecordsPage />, texts);
    await screen.findByText('V001');
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    const [endpoint, content, name] = vi.mocked(download).mock.calls[0];
    expect(idOf(endpoint)).toBe('accountRecords.rechargeExport');
    expect(content).toEqual({ custName: '张三' });
    expect(name).toBe('充值记录.xlsx');
  });

  it('shows a summary with signed amounts and its total row, and exports it', async () => {
    renderWidget(<TypeSumPage />, texts);
    expect(await screen.findByText('-￥100.00')).toBeTruthy();
    expect(screen.getByText('￥150.00')).toBeTruthy();
    const total = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('3')).toBeTruthy();
    expect(within(total).getByText('￥50.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(idOf(vi.mocked(download).mock.calls[0][0])).toBe('accountRecords.typeSumExport');
  });

  it('shows cards per organisation with the totals', async () => {
    renderWidget(<DeptCardSumPage />, texts);
    const row = (await screen.findAllByText('财务部')).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;
    expect(within(row).getAllByText('2')).toHaveLength(2);
    const total = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('3')).toBeTruthy();
    expect(callsTo('accountRecords.deptCardSum')[0]).toEqual({ page: 1, limit: 20 });
  });
});
