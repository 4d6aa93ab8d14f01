import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DifferenceTotals, Stocktake, StocktakeDifference, StocktakeLine } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryStocktake';
import StocktakesPage from '.';
import StocktakeDetailPage from '../stocktakeDetail';
import StocktakeDifferencesPage from '../stocktakeDifferences';

const stocktake = (over: Partial<Stocktake> = {}): Stocktake => ({
  stocktakeId: 7,
  docNo: 'PD20261128001',
  warehouseId: 3,
  warehouseName: '干货库',
  canteenId: 1,
  canteenName: '一食堂',
  checkDate: '2026-11-28',
  state: 'counting',
  lineCount: 2,
  countedCount: 0,
  bookValue: 1700,
  gainValue: 0,
  lossValue: 0,
  remark: '',
  createdByName: 'admin',
  createdAt: '2026-11-28T08:00:00+08:00',
  committedByName: null,
  committedAt: null,
  ...over,
});
const line = (lineId: number, materialName: string, bookQty: number, bookValue: number): StocktakeLine => ({
  lineId,
  batchId: lineId + 100,
  batchNo: `B${String(lineId)}`,
  houseMaterialId: lineId,
  materialId: lineId,
  materialName,
  unitName: '千克',
  spec: '',
  productionDate: null,
  expiryDate: '2026-12-30',
  bookQty,
  bookValue,
  countedQty: null,
  remark: '',
});
const totals: DifferenceTotals = { lines: 2, gainLines: 1, lossLines: 1, bookValue: 1700, gainValue: 175, lossValue: 333, diffValue: -158 };

const texts = { ...zh, '/kucunzhongxin/pandian/index': '盘点单', '/kucunzhongxin/pandian/pandianchayi': '盘点差异' };
const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/kucunzhongxin/pandian/index" element={<StocktakesPage />} />
      <Route path="/kucunzhongxin/pandian/pandiandetail" element={<StocktakeDetailPage />} />
      <Route path="/kucunzhongxin/pandian/pandianchayi" element={<StocktakeDifferencesPage />} />
    </Routes>
  </MemoryRouter>
);

describe('stocktake pages', () => {
  it('lists stocktakes and starts one for a warehouse, then opens its count entry', async () => {
    const api = fakeApi({
      'inventoryStocktake.page': () => page([stocktake({ stocktakeId: 5, docNo: 'PD20261120001', state: 'committed', gainValue: 100, lossValue: 250, committedAt: '2026-11-20T10:00:00+08:00' })]),
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 3, name: '干货库', canteenId: 1, canteenName: '一食堂', enabled: true }],
      'inventoryStocktake.save': () => ({ stocktakeId: 7, docNo: 'PD20261128001' }),
      'inventoryStocktake.lines': () => ({ stocktake: stocktake(), lines: [line(1, '大米', 3, 1000)] }),
    });
    renderWidget(at('/kucunzhongxin/pandian/index'), texts);
    const row = (await screen.findByText('PD20261120001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已提交')).toBeTruthy();
    expect(within(row).getByText('干货库')).toBeTruthy();
    // A committed stocktake can be viewed, not removed.
    expect(within(row).queryByRole('button', { name: spaced('删除') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /开始盘点/ }));
    const dialog = dialogWith('开始盘点');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('开始') }));
    expect(await within(dialog).findByText('请选择仓库', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox'));
    const choices = await screen.findAllByTitle('干货库');
    await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('开始') }));
    await waitFor(() => expect(api.calls('inventoryStocktake.save')).toEqual([{ warehouseId: 3, remark: '' }]));
    expect(await screen.findByText('盘点单 PD20261128001', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('saves counts, confirms the gains and losses, commits and shows the differences', async () => {
    const lines = [line(1, '大米', 3, 1000), line(2, '花生油', 2, 700)];
    let committed = false;
    const differences: StocktakeDifference[] = [
      { ...lines[1], countedQty: 2.5, diffQty: 0.5, diffValue: 175 },
      { ...lines[0], countedQty: 2, diffQty: -1, diffValue: -333 },
    ];
    const api = fakeApi({
      'inventoryStocktake.lines': ({ uncountedOnly }) => ({
        stocktake: stocktake(committed ? { state: 'committed', countedCount: 2 } : {}),
        lines: uncountedOnly ? [] : lines,
      }),
      'inventoryStocktake.save': () => ({ stocktakeId: 7, docNo: 'PD20261128001' }),
      'inventoryStocktake.differences': () => ({ ...page(differences), stocktake: stocktake(committed ? { state: 'committed' } : {}), totals }),
      'inventoryStocktake.commit': () => {
        committed = true;
        return { stocktakeId: 7, docNo: 'PD20261128001', gainValue: 175, lossValue: 333, diffValue: -158 };
      },
      'inventoryStocktake.page': () => page([]),
    });
    renderWidget(at('/kucunzhongxin/pandian/pandiandetail?stocktakeId=7'), texts);
    const rice = await screen.findByLabelText('大米 B1 盘点数量');
    await userEvent.type(rice, '2');
    await userEvent.type(screen.getByLabelText('大米 B1 备注'), '撒漏');
    await userEvent.type(screen.getByLabelText('花生油 B2 盘点数量'), '2.5');
    expect(screen.getByText('-1')).toBeTruthy();
    expect(screen.getByText('+0.5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() =>
      expect(api.calls('inventoryStocktake.save')).toEqual([
        {
          stocktakeId: 7,
          lines: [
            { lineId: 1, countedQty: 2, remark: '撒漏' },
            { lineId: 2, countedQty: 2.5, remark: '' },
          ],
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: /提交盘点/ }));
    const confirm = dialogWith('提交盘点单 PD20261128001？');
    expect(within(confirm).getByText('盘盈 1 个批次，金额 ￥1.75')).toBeTruthy();
    expect(within(confirm).getByText('盘亏 1 个批次，金额 ￥3.33')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: spaced('提交') }));
    await waitFor(() => expect(api.calls('inventoryStocktake.commit')).toEqual([{ stocktakeId: 7 }]));
    // On to the differences, with the totals.
    expect(await screen.findByText('盘亏 1 个批次 ￥3.33', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('差异合计 -￥1.58')).toBeTruthy();
    const oil = (await screen.findByText('花生油', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(oil).getByText('+0.5')).toBeTruthy();
    expect(api.calls('inventoryStocktake.differences')[0]).toMatchObject({ stocktakeId: 7 });
  });
});
