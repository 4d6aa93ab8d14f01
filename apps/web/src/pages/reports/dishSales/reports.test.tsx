import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaDishSaleRow, BookingSumRow, DishSaleRow, IntakeRow, SaleAnalysisRow, WriteOffDayRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import { merchantToday } from '@/shell/clock';
import zh from '@/i18n/zh/reportsSales';
import ordersZh from '@/i18n/zh/orders';
import canteensZh from '@/i18n/zh/canteens';
import DishSalesPage from '.';
import DiningSumPage from '../diningSum';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');
// The canvas does not draw in jsdom: the chart's series as text.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>,
}));
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const texts = { ...zh, ...ordersZh, ...canteensZh };
const thisMonth = { startDay: merchantToday().startOf('month').format('YYYY-MM-DD'), endDay: merchantToday().format('YYYY-MM-DD') };
const option = async (title: string) => userEvent.click((await screen.findAllByTitle(title)).find((c) => c.classList.contains('ant-select-item-option'))!);
const selectOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('.ant-select')!;

const dish = (over: Partial<DishSaleRow>): DishSaleRow => ({ dishId: 7, dishName: '红烧肉', qty: 9, amount: 7_200, share: 0.8276, ...over });
const analysis = (over: Partial<SaleAnalysisRow>): SaleAnalysisRow => ({
  groupKey: '2026-11-02',
  day: '2026-11-02',
  hour: null,
  orders: 3,
  persons: 2,
  amount: 2_400,
  avgTicket: 800,
  discount: 100,
  points: 0,
  refunds: 1,
  refundAmount: 500,
  net: 1_900,
  ...over,
});

describe('sales report pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    vi.mocked(printHtml).mockReset();
    api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 2, canteenName: '一号餐厅' }],
      'people.orgTree': () => [],
      'canteens.stallPage': () => page([]),
      'procurementSuppliers.supplierOptions': () => [{ supplierId: 4, name: '绿源农场', enabled: true, levelNo: null, email: '' }],
    });
  });

  it('dish sales: this month by default, each dish with its share, totals, filters, export and print', async () => {
    api.on({
      'reportsSales.dishSales': () => ({ ...page([dish({}), dish({ dishId: 0, dishName: '', qty: 5, amount: 1_500, share: 0.1724 })]), sum: { qty: 14, amount: 8_700 } }),
      'reportsSales.dishSalesExport': () => XLSX,
    });
    renderWidget(<DishSalesPage />, texts);
    const pork = (await screen.findByText('红烧肉')).closest('tr') as HTMLElement;
    expect(within(pork).getByText('￥72.00')).toBeTruthy();
    expect(within(pork).getByText('82.76%')).toBeTruthy();
    expect(screen.getByText('非菜品消费')).toBeTruthy();
    expect(await screen.findByText('金额: ￥87.00')).toBeTruthy();
    expect(screen.getByText('数量: 14')).toBeTruthy();
    expect(api.calls('reportsSales.dishSales')[0]).toMatchObject(thisMonth);

    await userEvent.type(screen.getByLabelText('菜品'), '肉');
    await userEvent.click(selectOf('食堂'));
    await option('一号餐厅');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('reportsSales.dishSales').at(-1)).toMatchObject({ ...thisMonth, dishName: '肉', canteenId: 2 }));

    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '菜品销售.xlsx'));
    expect(api.calls('reportsSales.dishSalesExport')[0]).toMatchObject({ ...thisMonth, dishName: '肉', canteenId: 2 });

    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('87.00');
    expect(html).toContain('14');
  });

  it('area dish sales and sale analysis: stalls named, days charted, hours on demand', async () => {
    const area: AreaDishSaleRow = { groupKey: '2|0|7', canteenId: 2, canteenName: '一号餐厅', stallId: 0, stallName: '', dishId: 7, dishName: '红烧肉', qty: 3, amount: 2_400 };
    api.on({
      'reportsSales.dishSales': () => ({ ...page([]), sum: { qty: 0, amount: 0 } }),
      'reportsSales.areaDishSales': () => ({ ...page([area]), sum: { qty: 3, amount: 2_400 } }),
      'reportsSales.saleAnalysis': (c: { by?: string }) =>
        c.by === 'hour'
          ? { ...page([analysis({ groupKey: '12', day: null, hour: 12, persons: null })]), sum: { orders: 3, amount: 2_400, avgTicket: 800, discount: 100, points: 0, refunds: 1, refundAmount: 500, net: 1_900 } }
          : { ...page([analysis({})]), sum: { orders: 3, amount: 2_400, avgTicket: 800, discount: 100, points: 0, refunds: 1, refundAmount: 500, net: 1_900 } },
    });
    renderWidget(<DishSalesPage />, texts);
    await userEvent.click(await screen.findByRole('tab', { name: '区域菜品销售' }));
    const row = (await screen.findByText('红烧肉')).closest('tr') as HTMLElement;
    expect(within(row).getByText('无档口')).toBeTruthy();
    expect(within(row).getByText('一号餐厅')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '销售分析' }));
    expect(await screen.findByText(/就餐人次:\[3\]/)).toBeTruthy();
    expect(screen.getByText(/金额:\[24\]/)).toBeTruthy();
    expect(await screen.findByText('客单价: ￥8.00')).toBeTruthy();
    await userEvent.click(screen.getByText('按时段'));
    expect(await screen.findByText('12:00', { selector: 'td' })).toBeTruthy();
    expect(api.calls('reportsSales.saleAnalysis').some((c) => (c as { by?: string }).by === 'hour')).toBe(true);
  });

  it('intake: by supplier, then by material, with the supplier filter sent', async () => {
    const bySupplier: IntakeRow = { groupKey: '4', supplierName: '绿源农场', materialName: '', categoryName: '', unitName: '', qty: 15, value: 3_750, docCount: 2 };
    const byMaterial: IntakeRow = { groupKey: '9|1', supplierName: '', materialName: '面粉', categoryName: '粮食', unitName: '千克', qty: 15, value: 3_750, docCount: 2 };
    api.on({
      'reportsSales.dishSales': () => ({ ...page([]), sum: { qty: 0, amount: 0 } }),
      'reportsSales.intake': (c: { groupBy?: string }) => ({ ...page([c.groupBy === 'material' ? byMaterial : bySupplier]), sum: { qty: 15, value: 3_750 } }),
    });
    renderWidget(<DishSalesPage />, texts);
    await userEvent.click(await screen.findByRole('tab', { name: '入库汇总' }));
    expect(await screen.findByText('绿源农场', { selector: 'td' })).toBeTruthy();
    expect(await screen.findByText('入库金额: ￥37.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '按物料' }));
    const row = (await screen.findByText('面粉')).closest('tr') as HTMLElement;
    expect(within(row).getByText('千克')).toBeTruthy();
    await userEvent.click(selectOf('供应商'));
    await option('绿源农场');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('reportsSales.intake').at(-1)).toMatchObject({ ...thisMonth, groupBy: 'material', supplierId: 4 }));
  });

  it('dining page: the dining sum charted by day, booked meals by write-off mode in words, write-offs per day', async () => {
    const mode = (m: string, booked: number): BookingSumRow => ({ groupKey: m, name: m, custNum: '', booked, eaten: m === 'none' ? 0 : booked, cancelled: 0, waiting: m === 'none' ? booked : 0, amount: booked * 800, refundAmount: 0 });
    const written: WriteOffDayRow = { groupKey: '2026-11-03|2', day: '2026-11-03', canteenId: 2, canteenName: '一号餐厅', eaten: 2, byDevice: 1, inConsole: 1, delivered: 0, amount: 1_600 };
    api.on({
      'reportsSales.diningSum': () => ({
        ...page([
          { groupKey: 'a', day: '2026-11-03', canteenId: 2, canteenName: '一号餐厅', mealPeriod: 2, orders: 2, amount: 1_600, refundAmount: 0, net: 1_600 },
          { groupKey: 'b', day: '2026-11-03', canteenId: 2, canteenName: '一号餐厅', mealPeriod: 0, orders: 1, amount: 500, refundAmount: 0, net: 500 },
        ]),
        sum: { orders: 3, amount: 2_100, refundAmount: 0, net: 2_100 },
      }),
      'reportsSales.bookingByCanteen': () => ({ ...page([]), sum: { booked: 0, eaten: 0, cancelled: 0, waiting: 0, amount: 0, refundAmount: 0 } }),
      'reportsSales.bookingByMode': () => ({ ...page([mode('device', 1), mode('none', 2)]), sum: { booked: 3, eaten: 1, cancelled: 0, waiting: 2, amount: 2_400, refundAmount: 0 } }),
      'reportsSales.writeOffDays': () => ({ ...page([written]), sum: { eaten: 2, byDevice: 1, inConsole: 1, delivered: 0, amount: 1_600 } }),
    });
    renderWidget(<DiningSumPage />, texts);
    expect(await screen.findByText('午餐', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('无餐次', { selector: 'td' })).toBeTruthy();
    // One day: both rows added up on the chart.
    expect(await screen.findByText(/就餐人次:\[3\]/)).toBeTruthy();
    expect(await screen.findByText('金额: ￥21.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '报餐汇总' }));
    await userEvent.click(await screen.findByRole('tab', { name: '按核销方式' }));
    expect(await screen.findByText('设备核销', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('未核销', { selector: 'td' })).toBeTruthy();
    expect(await screen.findByText('待核销: 2')).toBeTruthy();
    expect(api.calls('reportsSales.bookingByMode')[0]).toMatchObject(thisMonth);

    await userEvent.click(screen.getByRole('tab', { name: '核销订单汇总' }));
    const row = (await screen.findByText('一号餐厅', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥16.00')).toBeTruthy();
  });
});
