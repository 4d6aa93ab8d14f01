import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INCOME_SUM_KEYS, type IncomeSumRow, type IncomeSumTotals, type PaymentSumRow, type TradeDetailRow, type TradeSumRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import { merchantToday } from '@/shell/clock';
import zh from '@/i18n/zh/reportsTrade';
import TradeDetailPage from '.';
import { DeptSum, PaytypeSum, VerificationSum } from '../tradeSum';
import IncomeSumPage from '../incomeSum';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');
// The canvas does not draw in jsdom: the chart's series as text.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>,
}));
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const texts = {
  ...zh,
  '/baobiaozhongxin/tradesum/dept': '部门消费汇总',
  '/baobiaozhongxin/tradesum/verification': '核身方式汇总',
  '/baobiaozhongxin/tradesum/paytype': '支付方式汇总',
  '/baobiaozhongxin/incomesum': '收入汇总',
};
const thisMonth = { startDay: merchantToday().startOf('month').format('YYYY-MM-DD'), endDay: merchantToday().format('YYYY-MM-DD') };
const option = async (title: string) => userEvent.click((await screen.findAllByTitle(title)).find((c) => c.classList.contains('ant-select-item-option'))!);
const selectOf = (label: string) => screen.getAllByText(label, { selector: 'label' })[0].closest('.ant-form-item')!.querySelector('.ant-select')!;

const trade = (over: Partial<TradeDetailRow>): TradeDetailRow => ({
  txnId: 1,
  bizNo: 'C1001',
  at: '2026-11-03T23:59:00+08:00',
  tradeType: 'consume',
  payType: 'card',
  custName: '张三',
  custNum: 'E001',
  orgName: '财务部',
  canteenName: '一号餐厅',
  deviceName: '1号机',
  operatorName: '',
  amount: -3_250,
  cash: -1_250,
  subsidy: -2_000,
  gift: 0,
  remark: '',
  ...over,
});
const measures = { orders: 2, amount: 4_650, cash: 2_650, subsidy: 2_000, gift: 0, discount: 0, refunds: 1, refundAmount: 250, net: 4_400 };
const sumRow = (over: Partial<TradeSumRow>): TradeSumRow => ({ key: '3', name: '财务部', code: 'FIN', ...measures, ...over });

describe('trade report pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    vi.mocked(printHtml).mockReset();
    api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 2, canteenName: '一号餐厅' }],
      'people.orgTree': () => [{ orgId: 3, parentId: null, orgName: '财务部', orgCode: 'FIN', sort: 0, children: [] }],
    });
  });

  it('trade detail: this month by default, signed wallets, totals in/out/net, filters, export and print', async () => {
    api.on({
      'reportsTrade.tradeDetail': () => ({
        ...page([trade({}), trade({ txnId: 2, bizNo: 'F1002', tradeType: 'refund', amount: 250, cash: 250, subsidy: 0 })]),
        sum: { inAmount: 250, outAmount: 3_250, net: -3_000 },
      }),
      'reportsTrade.tradeDetailExport': () => XLSX,
    });
    renderWidget(<TradeDetailPage />, texts);
    const row = (await screen.findByText('C1001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('消费')).toBeTruthy();
    expect(within(row).getByText('刷卡')).toBeTruthy();
    expect(within(row).getByText('-￥32.50')).toBeTruthy();
    expect(within(row).getByText('-￥20.00')).toBeTruthy();
    expect(await screen.findByText('净额: -￥30.00')).toBeTruthy();
    expect(screen.getByText('支出: ￥32.50')).toBeTruthy();
    expect(api.calls('reportsTrade.tradeDetail')[0]).toMatchObject(thisMonth);

    await userEvent.click(selectOf('交易类型'));
    await option('退款');
    await userEvent.click(selectOf('支付方式'));
    await option('刷脸');
    await userEvent.type(screen.getAllByLabelText('姓名')[0], '张');
    await userEvent.click(selectOf('食堂'));
    await option('一号餐厅');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() =>
      expect(api.calls('reportsTrade.tradeDetail').at(-1)).toMatchObject({ ...thisMonth, tradeType: 'refund', payType: 'face', custName: '张', canteenId: 2 }),
    );
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '交易明细.xlsx'));
    expect(api.calls('reportsTrade.tradeDetailExport')[0]).toMatchObject({ ...thisMonth, tradeType: 'refund' });

    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '李四');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('C1001');
    expect(html).toContain(thisMonth.startDay);
  });

  it('trade detail: the outer consumption tab lists external orders', async () => {
    api.on({
      'reportsTrade.tradeDetail': () => ({ ...page([]), sum: { inAmount: 0, outAmount: 0, net: 0 } }),
      'reportsTrade.outerConsumption': () => ({
        ...page([
          {
            orderId: 9,
            orderNo: 'O2026',
            orderedAt: '2026-11-02T12:00:00+08:00',
            state: 'part_refunded',
            custName: '王五',
            custNum: 'E009',
            orgName: '财务部',
            canteenName: '二号餐厅',
            deviceName: '',
            amount: 600,
            cash: 600,
            subsidy: 0,
            gift: 0,
            refunded: 100,
          },
        ]),
        sum: { amount: 600, refunded: 100 },
      }),
    });
    renderWidget(<TradeDetailPage />, texts);
    await userEvent.click(await screen.findByRole('tab', { name: '外部消费' }));
    const row = (await screen.findByText('O2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('部分退款')).toBeTruthy();
    expect(within(row).getByText('￥1.00')).toBeTruthy();
    expect(await screen.findByText('已退款: ￥1.00')).toBeTruthy();
  });

  it('department sum: rows and totals, the chart by day, and the payment tabs by department and date', async () => {
    const payment = (over: Partial<PaymentSumRow>): PaymentSumRow => ({ key: '3', name: '财务部', code: 'FIN', orders: 2, refunds: 1, cash: 2_400, subsidy: 2_000, gift: 0, total: 4_400, ...over });
    api.on({
      'reportsTrade.deptSum': () => ({ ...page([sumRow({})]), sum: measures }),
      'reportsTrade.deptDaily': () => [{ day: '2026-11-03', ...measures, orders: 1, net: 3_250 }],
      'reportsTrade.paymentDeptSum': () => ({ ...page([payment({})]), sum: { orders: 2, refunds: 1, cash: 2_400, subsidy: 2_000, gift: 0, total: 4_400 } }),
      'reportsTrade.paymentDateSum': () => ({ ...page([payment({ key: '2026-11-03', name: '2026-11-03', code: '' })]), sum: { orders: 2, refunds: 1, cash: 2_400, subsidy: 2_000, gift: 0, total: 4_400 } }),
    });
    renderWidget(<DeptSum />, texts);
    const row = (await screen.findByText('FIN')).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥44.00')).toBeTruthy();
    expect(await screen.findByText('净额: ￥44.00')).toBeTruthy();
    // The chart: orders and the net in yuan per day.
    expect(await screen.findByText(/净额:\[32\.5\]/)).toBeTruthy();
    expect(api.calls('reportsTrade.deptDaily')[0]).toEqual(thisMonth);
    await userEvent.click(screen.getByRole('tab', { name: '部门缴费汇总' }));
    expect(await screen.findByText('合计: ￥44.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '日期缴费汇总' }));
    await waitFor(() => expect(api.calls('reportsTrade.paymentDateSum')[0]).toMatchObject(thisMonth));
  });

  it('verification and pay-type sums name pay types and wallets', async () => {
    api.on({
      'reportsTrade.verificationSum': () => ({ ...page([sumRow({ key: 'face', name: 'face', code: '' })]), sum: measures }),
      'reportsTrade.verificationDaily': () => [],
      'reportsTrade.walletSum': () => ({
        ...page([
          { wallet: 'cash', amount: 2_650, refundAmount: 250, net: 2_400 },
          { wallet: 'subsidy', amount: 2_000, refundAmount: 0, net: 2_000 },
        ]),
        sum: { amount: 4_650, refundAmount: 250, net: 4_400 },
      }),
      'reportsTrade.walletDaily': () => [],
    });
    const { unmount } = renderWidget(<VerificationSum />, texts);
    expect(await screen.findByText('刷脸')).toBeTruthy();
    unmount();
    renderWidget(<PaytypeSum />, texts);
    const cash = (await screen.findByText('现金钱包')).closest('tr') as HTMLElement;
    expect(within(cash).getByText('￥24.00')).toBeTruthy();
    expect(screen.getByText('补贴钱包')).toBeTruthy();
  });

  it('income sum: per day and canteen, net consumption and money taken in', async () => {
    const row: IncomeSumRow = {
      day: '2026-11-03',
      canteenId: 2,
      canteenName: '一号餐厅',
      consumeAmount: 3_250,
      refundAmount: 0,
      netCash: 1_250,
      netSubsidy: 2_000,
      netGift: 0,
      netConsume: 3_250,
      rechargeCash: 50_000,
      rechargeWechat: 0,
      rechargeAlipay: 0,
      rechargeBank: 0,
      rechargeTransfer: 0,
      rechargeOther: 0,
      recharge: 50_000,
      revoked: 0,
      withdrawn: 1_000,
      takenIn: 49_000,
    };
    const sum = Object.fromEntries(INCOME_SUM_KEYS.map((k) => [k, row[k]])) as IncomeSumTotals;
    api.on({ 'reportsTrade.incomeSum': () => ({ ...page([row]), sum }), 'reportsTrade.incomeDaily': () => [] });
    renderWidget(<IncomeSumPage />, texts);
    const tr = (await screen.findByText('一号餐厅', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(tr).getByText('￥490.00')).toBeTruthy();
    expect(await screen.findByText('实收: ￥490.00')).toBeTruthy();
    expect(api.calls('reportsTrade.incomeSum')[0]).toMatchObject(thisMonth);
  });
});
