import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpiryWarningRow, InOutDetailRow, InventoryWarningRow, OutCostRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryReports';
import documentsZh from '@/i18n/zh/inventoryDocuments';
import OutCostPage from '.';
import InOutDetailPage from '../inOutDetail';
import InventoryWarningPage from '../inventoryWarning';
import ExpiryWarningPage from '../expiryWarning';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');
const XLSX = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const texts = {
  ...zh,
  ...documentsZh,
  '/kucunzhongxin/statisticaltable/outcost': '出库成本',
  '/kucunzhongxin/statisticaltable/inoutdetail': '出入库明细',
  '/kucunzhongxin/statisticaltable/inventorywarning': '库存预警',
  '/kucunzhongxin/statisticaltable/expirewarning': '临期预警',
};
const who = { houseMaterialId: 3, warehouseId: 1, warehouseName: '干货库', canteenName: '一号餐厅', materialId: 7, materialName: '大米', categoryName: '粮食', unitName: '千克' };
const outRow = (over: Partial<OutCostRow>): OutCostRow => ({
  groupKey: '3',
  warehouseId: 1,
  warehouseName: '干货库',
  materialId: 7,
  materialName: '大米',
  categoryName: '粮食',
  unitName: '千克',
  qty: 95,
  cost: 52_500,
  avgUnitCost: 552.6316,
  docCount: 3,
  ...over,
});
const option = async (title: string) => userEvent.click((await screen.findAllByTitle(title)).find((c) => c.classList.contains('ant-select-item-option'))!);
const selectOf = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('.ant-select')!;

describe('inventory report pages', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.mocked(saveBlob).mockReset();
    vi.mocked(printHtml).mockReset();
    api = fakeApi({
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '干货库', canteenId: 2, canteenName: '一号餐厅', enabled: true }],
      'menuMaterials.categoryTree': () => [{ categoryId: 5, parentId: null, categoryName: '粮食', sort: 0, materialCount: 1, children: [] }],
    });
  });

  it('outbound cost: lists cost and average unit cost, filters by category and grouping, exports and prints the totals', async () => {
    api.on({
      'inventoryReports.outCost': () => ({ ...page([outRow({}), outRow({ groupKey: '4', materialName: '花生油', unitName: '升', qty: 1, cost: 1_500, avgUnitCost: 1_500, docCount: 1 })]), sum: { qty: 96, cost: 54_000 } }),
      'inventoryReports.outCostExport': () => XLSX,
    });
    renderWidget(<OutCostPage />, texts);
    const rice = (await screen.findByText('大米')).closest('tr') as HTMLElement;
    expect(within(rice).getByText('￥525.00')).toBeTruthy();
    expect(within(rice).getByText('5.5263')).toBeTruthy();
    // The totals of every matching row (the server's sum), beside the toolbar.
    expect(await screen.findByText('出库成本: ￥540.00')).toBeTruthy();
    expect(screen.getByText('数量: 96')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('物料'), '米');
    await userEvent.click(selectOf('仓库'));
    await option('干货库');
    await userEvent.click(selectOf('物料分类'));
    await option('粮食');
    await userEvent.click(selectOf('汇总方式'));
    await option('按分类');
    await userEvent.click(selectOf('出库类型'));
    await option('报损出库');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('inventoryReports.outCost').at(-1)).toMatchObject({ warehouseId: 1, materialName: '米', categoryId: 5, groupBy: 'category', outboundKind: 'loss' }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(XLSX, '出库成本.xlsx'));
    expect(api.calls('inventoryReports.outCostExport')[0]).toMatchObject({ materialName: '米', categoryId: 5, groupBy: 'category' });

    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    // Mode 4: the total amount (yuan, from cents) and the total quantity under the table.
    expect(html).toContain('540.00');
    expect(html).toContain('96');
  });

  it('in/out detail: shows opening, movements and closing of each material', async () => {
    const row: InOutDetailRow = {
      ...who,
      openingQty: 70,
      openingValue: 35_000,
      inQty: 50,
      inValue: 30_000,
      outQty: 10,
      outValue: 5_000,
      gainQty: 0,
      gainValue: 0,
      lossQty: 2,
      lossValue: 1_000,
      closingQty: 108,
      closingValue: 59_000,
    };
    api.on({
      'inventoryReports.inOutDetail': () => ({ ...page([row]), sum: { openingValue: 35_000, inValue: 30_000, outValue: 5_000, gainValue: 0, lossValue: 1_000, closingValue: 59_000, closingQty: 108 } }),
    });
    renderWidget(<InOutDetailPage />, texts);
    const tr = (await screen.findByText('大米')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('108')).toBeTruthy();
    expect(within(tr).getByText('￥590.00')).toBeTruthy();
    expect(screen.getAllByText('期初金额').length).toBeGreaterThan(0);
  });

  it('stock warning: names the warning and the shortfall, and filters by it', async () => {
    const row: InventoryWarningRow = { ...who, warning: 'low', stockQty: 53, stockValue: 26_500, minQty: 100, maxQty: 500, shortfall: 47, excess: 0 };
    api.on({ 'inventoryReports.inventoryWarning': () => ({ ...page([row]), sum: { stockValue: 26_500, shortfall: 47 } }) });
    renderWidget(<InventoryWarningPage />, texts);
    const tr = (await screen.findByText('大米')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('低于下限')).toBeTruthy();
    expect(within(tr).getByText('47')).toBeTruthy();
    await userEvent.click(selectOf('预警类型'));
    await option('高于上限');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('inventoryReports.inventoryWarning').at(-1)).toMatchObject({ warning: 'high' }));
  });

  it('expiry warning: lists batches with days left and state, and asks for a wider window', async () => {
    const row: ExpiryWarningRow = {
      ...who,
      batchId: 9,
      batchNo: 'M1',
      productionDate: null,
      expiryDate: '2026-11-27',
      daysLeft: -1,
      state: 'expired',
      qty: 4,
      value: 1_200,
      receivedAt: '2026-11-01T10:00:00+08:00',
    };
    api.on({ 'inventoryReports.expiryWarning': () => ({ ...page([row]), sum: { qty: 4, value: 1_200 } }) });
    renderWidget(<ExpiryWarningPage />, texts);
    const tr = (await screen.findByText('M1')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('已过期')).toBeTruthy();
    expect(within(tr).getByText('-1')).toBeTruthy();
    expect(await screen.findByText('金额: ￥12.00')).toBeTruthy();
    expect(within(tr).getByText('￥12.00')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('预警天数'), '30');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(api.calls('inventoryReports.expiryWarning').at(-1)).toMatchObject({ days: 30 }));
  });
});
