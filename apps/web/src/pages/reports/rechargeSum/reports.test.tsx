import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceHistoryRow, HandInRow, RechargeSumRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import { merchantToday } from '@/shell/clock';
import zh from '@/i18n/zh/reportsMoney';
import RechargeSumPage from '.';
import HistoryBalancePage from '../historyBalance';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');
// The canvas does not draw in jsdom: the chart's hidden table carries its figures.
vi.mock('echarts-for-react', () => ({ default: () => null }));
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const thisMonth = { startDay: merchantToday().startOf('month').format('YYYY-MM-DD'), endDay: merchantToday().format('YYYY-MM-DD') };
const measures = { rechargeCount: 3, recharge: 90_000, gift: 500, revokeCount: 0, revoked: 0, imported: 0, withdrawalCount: 0, withdrawn: 0, net: 90_500 };
const dayRow: RechargeSumRow = { groupKey: thisMonth.startDay, groupName: thisMonth.startDay, ...measures };
const selectOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('.ant-select')!;
const option = async (title: string) => userEvent.click((await screen.findAllByTitle(title)).find((c) => c.classList.contains('ant-select-item-option'))!);

describe('money report pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    vi.mocked(printHtml).mockReset();
    api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 2, canteenName: '一号餐厅' }],
      'people.orgTree': () => [{ orgId: 7, parentId: 0, orgName: '财务部', orgCode: 'CW', sort: 0, children: [] }],
    });
  });

  it('recharge sum: rows by day of this month, totals, the chart, a canteen filter, export and print with totals', async () => {
    api.on({
      'reportsMoney.rechargeSum': () => ({ ...page([dayRow]), sum: measures }),
      'reportsMoney.rechargeSumExport': () => XLSX,
    });
    renderWidget(<RechargeSumPage />, zh);
    expect(await screen.findByText('净额: ￥905.00')).toBeTruthy();
    expect(screen.getAllByText('￥900.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('figure', { name: '每日充值' })).toBeTruthy();
    expect(api.calls('reportsMoney.rechargeSum')[0]).toMatchObject({ ...thisMonth, groupBy: 'day' });
    await userEvent.click(selectOf('食堂'));
    await option('一号餐厅');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('reportsMoney.rechargeSum').at(-1)).toMatchObject({ canteenId: 2, groupBy: 'day', ...thisMonth }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '充值汇总.xlsx'));
    expect(api.calls('reportsMoney.rechargeSumExport')[0]).toMatchObject({ canteenId: 2, groupBy: 'day' });

    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    expect(vi.mocked(printHtml).mock.calls[0][0]).toContain('905.00');
  });

  it('recharge sum by department: asks for the grouping and says "none" for money without a department', async () => {
    api.on({ 'reportsMoney.rechargeSum': () => ({ ...page([{ ...dayRow, groupKey: '0', groupName: '' }]), sum: measures }) });
    renderWidget(<RechargeSumPage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '按部门' }));
    await waitFor(() => expect(api.calls('reportsMoney.rechargeSum').at(-1)).toMatchObject({ groupBy: 'org' }));
    expect(await screen.findByText('无')).toBeTruthy();
  });

  it('balance history: every account at the moment picked, with the totals of the wallets', async () => {
    const row: BalanceHistoryRow = { accId: 1, custName: '张三', custNum: 'N1', orgName: '财务部', cash: 50_000, subsidy: 8_000, gift: 0, total: 58_000 };
    api.on({ 'reportsMoney.balanceHistory': () => ({ ...page([row]), sum: { cash: 50_000, subsidy: 8_000, gift: 0, total: 58_000 } }) });
    renderWidget(<HistoryBalancePage />, zh);
    const tr = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('￥580.00')).toBeTruthy();
    expect(await screen.findByText('总余额: ￥580.00')).toBeTruthy();
    expect(screen.getByLabelText('时间')).toBeTruthy();
    expect(String(api.calls('reportsMoney.balanceHistory')[0].at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });

  it('hand-in money: what each clerk hands in per day over the range', async () => {
    const row: HandInRow = { rowKey: `${thisMonth.startDay}/3`, day: thisMonth.startDay, operatorId: 3, operatorName: '收银员', cashInCount: 2, cashIn: 60_000, revoked: 5_000, withdrawn: 2_000, handIn: 53_000 };
    api.on({
      'reportsMoney.balanceHistory': () => ({ ...page([]), sum: { cash: 0, subsidy: 0, gift: 0, total: 0 } }),
      'reportsMoney.handIn': () => ({ ...page([row]), sum: { cashInCount: 2, cashIn: 60_000, revoked: 5_000, withdrawn: 2_000, handIn: 53_000 } }),
    });
    renderWidget(<HistoryBalancePage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '交款汇总' }));
    const tr = (await screen.findByText('收银员')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('￥530.00')).toBeTruthy();
    expect(await screen.findByText('应交款: ￥530.00')).toBeTruthy();
    expect(api.calls('reportsMoney.handIn')[0]).toMatchObject(thisMonth);
  });
});
