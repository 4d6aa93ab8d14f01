import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckDayRow, CheckFactRow, CheckFlowRow, CustomDefinition, DeviceDayRow, VisitorDayRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/reportsCustom';
import CustomReportPage from '.';
import WaterSumPage from '../waterSum';
import VisitorFlowPage from '../visitorFlow';
import DockingMachinePage from '../dockingMachine';

// The canvas does not draw in jsdom: the mock shows the chart's series as text.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>,
}));
vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const texts = {
  ...zh,
  'canteens.mealType.2': '午餐',
  'widgets.common.yes': '是',
  'widgets.common.no': '否',
  '/baobiaozhongxin/shuikongsum': '水控汇总',
  '/baobiaozhongxin/visitor': '访客报表',
  '/baobiaozhongxin/dockingmachine': '对接机报表',
  '/basesetting/machinemanage/zhifupos': '支付POS',
};
const definition: CustomDefinition = {
  reportId: 4,
  name: '每日档口消费',
  fact: 'sale',
  dims: ['day', 'payType'],
  measures: ['orders', 'amount', 'net'],
  remark: '',
  updatedAt: '2026-11-20T08:00:00+08:00',
};
const sale = { orders: 3, amount: 2_350, cash: 2_000, subsidy: 350, gift: 0, discount: 0, refunds: 1, refundAmount: 250, net: 2_100 };
const deviceRow: DeviceDayRow = { rowKey: '2026-11-25|7', day: '2026-11-25', deviceId: 7, deviceName: '一号水控机', deviceType: 'shuikongji', serialNumber: 'W-001', canteenName: '一号餐厅', ...sale };
const option = async (title: string) => userEvent.click((await screen.findAllByTitle(title)).find((c) => c.classList.contains('ant-select-item-option'))!);
const selectOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('.ant-select')!;
const compared = { rollupCount: 5, rawCount: 5, rollupAmount: 3_550, rawAmount: 3_650, diffCount: 0, diffAmount: 100, cause: 'changedAfterFold' as const, pendingMarks: 0, foldedAt: '2026-11-26T01:00:00+08:00' };

describe('custom report pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    vi.mocked(printHtml).mockReset();
    api = fakeApi({
      'canteens.canteenList': () => [],
      'people.orgTree': () => [],
    });
  });

  it('custom reports: saves a definition, runs one with its columns and totals, exports and prints it', async () => {
    api.on({
      'reportsCustom.list': () => [definition],
      'reportsCustom.add': () => ({ reportId: 5 }),
      'reportsCustom.run': () => ({
        ...page([
          { rowKey: '2026-11-25|1', day: '2026-11-25', payType: 'card', orders: 2, amount: 1_800, net: 1_550 },
          { rowKey: '2026-11-25|4', day: '2026-11-25', payType: 'qrcode', orders: 1, amount: 550, net: 550 },
        ]),
        sum: { orders: 3, amount: 2_350, net: 2_100 },
      }),
      'reportsCustom.runExport': () => XLSX,
    });
    renderWidget(<CustomReportPage />, texts);
    const def = (await screen.findByText('每日档口消费')).closest('tr') as HTMLElement;
    expect(within(def).getByText('日期 / 支付方式')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '新增报表' }));
    const dialog = dialogWith('新增报表');
    await userEvent.type(within(dialog).getByLabelText('报表名称'), '按时段');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('reportsCustom.add')[0]).toMatchObject({ name: '按时段', fact: 'sale', dims: ['day'], measures: ['orders', 'amount'] }));

    await userEvent.click(within(def).getByRole('button', { name: '查看 每日档口消费' }));
    const card = (await screen.findByText('刷卡')).closest('tr') as HTMLElement;
    expect(within(card).getByText('￥18.00')).toBeTruthy();
    expect(await screen.findByText('实收: ￥21.00')).toBeTruthy();
    expect(api.calls('reportsCustom.run').at(-1)).toMatchObject({ reportId: 4, startDay: expect.any(String), endDay: expect.any(String) });

    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '每日档口消费.xlsx'));
    expect(api.calls('reportsCustom.runExport')[0]).toMatchObject({ reportId: 4 });

    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    expect(vi.mocked(printHtml).mock.calls[0][0]).toContain('23.50');
  });

  it('custom reports: draws a definition by day alone along the range', async () => {
    const byDay: CustomDefinition = { ...definition, reportId: 6, name: '每日消费', dims: ['day'], measures: ['amount'] };
    api.on({
      'reportsCustom.list': () => [byDay],
      'reportsCustom.run': () => ({ ...page([{ rowKey: '2026-11-25', day: '2026-11-25', amount: 1_250 }]), sum: { amount: 1_250 } }),
    });
    renderWidget(<CustomReportPage />, texts);
    await userEvent.click(await screen.findByRole('button', { name: '查看 每日消费' }));
    const chart = await screen.findByRole('figure', { name: '每日消费' });
    await waitFor(() => expect(within(chart).getByText('金额:[12.5]')).toBeTruthy());
  });

  it('report check: shows a differing day and its cause, its detail and flow, and rebuilds it', async () => {
    const day: CheckDayRow = { day: '2026-11-25', ...compared };
    const fact: CheckFactRow = { day: '2026-11-25', fact: 'sale', ...compared };
    const flow: CheckFlowRow = { rowId: 9, at: '2026-11-25T12:00:00+08:00', no: 'O20261125001', custName: '王五', custNum: 'V01', canteenName: '一号餐厅', amount: 400, state: 'paid' };
    api.on({
      'reportsCustom.list': () => [],
      'reportsCustom.checkDays': () => ({ ...page([day]), sum: { rollupCount: 5, rawCount: 5, rollupAmount: 3_550, rawAmount: 3_650, diffCount: 0, diffAmount: 100 } }),
      'reportsCustom.checkFacts': () => ({ ...page([fact]), sum: { rollupCount: 5, rawCount: 5, rollupAmount: 3_550, rawAmount: 3_650, diffCount: 0, diffAmount: 100 } }),
      'reportsCustom.checkFlow': () => ({ ...page([flow]), sum: { amount: 400 } }),
      'reportsCustom.checkRebuild': () => null,
    });
    renderWidget(<CustomReportPage />, texts);
    await userEvent.click(await screen.findByRole('tab', { name: '报表核对' }));
    const tr = (await screen.findByText('汇总后流水有变动')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('￥1.00')).toBeTruthy();
    expect(await screen.findByText('差异金额: ￥1.00')).toBeTruthy();

    await userEvent.click(selectOf('仅看差异'));
    await option('是');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('reportsCustom.checkDays').at(-1)).toMatchObject({ onlyDiff: true }));

    await userEvent.click(within(tr).getByRole('button', { name: '明细 2026-11-25' }));
    await waitFor(() => expect(api.calls('reportsCustom.checkFacts').at(-1)).toMatchObject({ startDay: '2026-11-25', endDay: '2026-11-25' }));
    await userEvent.click(await screen.findByRole('button', { name: '流水 消费' }));
    const row = (await screen.findByText('O20261125001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已支付')).toBeTruthy();
    expect(api.calls('reportsCustom.checkFlow').at(-1)).toMatchObject({ day: '2026-11-25', fact: 'sale' });

    await userEvent.click(within(tr).getByRole('button', { name: '重建 2026-11-25' }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('reportsCustom.checkRebuild')).toEqual([{ day: '2026-11-25' }]));
  });

  it('machine water: lists each device’s day with totals and says which devices count', async () => {
    api.on({ 'reportsCustom.water': () => ({ ...page([deviceRow]), sum: sale }), 'reportsCustom.waterExport': () => XLSX });
    renderWidget(<WaterSumPage />, texts);
    const tr = (await screen.findByText('一号水控机')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('￥23.50')).toBeTruthy();
    expect(screen.getByText(zh['reportsCustom.water.note'])).toBeTruthy();
    expect(await screen.findByText('实收: ￥21.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '水控汇总.xlsx'));
  });

  it('visitors: lists a visitor’s day and the visitors registered', async () => {
    const row: VisitorDayRow = {
      rowKey: '2026-11-25|3',
      day: '2026-11-25',
      custId: 3,
      custName: '王五',
      custNum: 'V01',
      orgName: '访客',
      visitReason: '审计',
      visitHost: '李女士',
      registeredAt: '2026-11-24T09:00:00+08:00',
      validUntil: null,
      ...sale,
    };
    api.on({ 'reportsCustom.visitors': () => ({ ...page([row]), sum: { ...sale, visitors: 1, registered: 2 } }) });
    renderWidget(<VisitorFlowPage />, texts);
    const tr = (await screen.findByText('王五')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('审计')).toBeTruthy();
    expect(await screen.findByText('登记访客数: 2')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('姓名'), '王');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('reportsCustom.visitors').at(-1)).toMatchObject({ custName: '王' }));
  });

  it('docking machines: saves the device types counted and lists their days', async () => {
    api.on({
      'reportsCustom.dockingTypes': () => ({ types: [] }),
      'reportsCustom.dockingTypesSave': () => null,
      'reportsCustom.docking': () => ({ ...page([{ ...deviceRow, deviceName: '对接POS', deviceType: 'zhifupos' }]), sum: sale }),
    });
    renderWidget(<DockingMachinePage />, texts);
    expect(await screen.findByText('对接POS')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: '对接机设备类型' }), '支付');
    await userEvent.click((await screen.findAllByText('支付POS')).find((c) => c.closest('.ant-select-item-option'))!);
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('reportsCustom.dockingTypesSave')).toEqual([{ types: ['zhifupos'] }]));
  });
});
