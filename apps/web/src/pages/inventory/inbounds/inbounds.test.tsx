import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HouseMaterial, InboundDetail, InboundDoc } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryDocuments';
import InboundsPage from '.';
import InboundDetailPage from '../inboundDetail';

const doc = (inboundId: number, state: InboundDoc['state'], over: Partial<InboundDoc> = {}): InboundDoc => ({
  inboundId,
  docNo: `RK20261128${String(inboundId).padStart(3, '0')}`,
  warehouseId: 1,
  warehouseName: '主食库',
  canteenName: '一食堂',
  kind: 'purchase',
  supplierId: 7,
  supplierName: '绿源农场',
  purchaseOrderId: null,
  inboundDate: '2026-11-28',
  state,
  totalValue: 4200,
  remark: '',
  reversesId: null,
  reversesDocNo: null,
  reversedById: null,
  reversedByDocNo: null,
  lineCount: 1,
  createdByName: '老王',
  createdAt: '2026-11-28T02:00:00Z',
  committedAt: state === 'committed' ? '2026-11-28T03:00:00Z' : null,
  ...over,
});
const detailOf = (d: InboundDoc): InboundDetail => ({
  ...d,
  lines: [
    {
      lineId: 11,
      houseMaterialId: 5,
      materialName: '大米',
      unitName: '千克',
      spec: '25千克/袋',
      qty: 10,
      unitPrice: 420,
      value: 4200,
      batchNo: 'DM1128',
      productionDate: '2026-11-20',
      expiryDate: '2027-11-20',
      batchId: d.state === 'committed' ? 31 : null,
      remark: '',
    },
  ],
});
const rice: HouseMaterial = {
  houseMaterialId: 5,
  warehouseId: 1,
  warehouseName: '主食库',
  materialId: 2,
  materialName: '大米',
  categoryName: null,
  unitId: 1,
  unitName: '千克',
  spec: '',
  minQty: null,
  maxQty: null,
  shelfLifeDays: 365,
  remark: '',
  stockQty: 0,
  stockValue: 0,
  batchCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
};

describe('inbound documents page', () => {
  it('lists documents, commits a draft after a confirmation and reverses a committed one', async () => {
    const rows = [doc(1, 'draft'), doc(2, 'committed')];
    const api = fakeApi({
      'inventoryDocuments.inboundPage': () => page(rows),
      'inventoryDocuments.inboundDetail': ({ id }) => detailOf(rows.find((r) => r.inboundId === id)!),
      'inventoryDocuments.inboundCommit': (input) => ({ id: input.inboundId!, docNo: rows[0].docNo }),
      'inventoryDocuments.inboundReverse': () => ({ id: 3, docNo: 'RK20261128003' }),
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '主食库', canteenId: 1, canteenName: '一食堂', enabled: true }],
      'procurementSuppliers.supplierOptions': () => [{ supplierId: 7, name: '绿源农场', enabled: true, levelNo: null, email: '' }],
    });
    renderWidget(
      <MemoryRouter>
        <InboundsPage />
      </MemoryRouter>,
      zh,
    );
    const draft = (await screen.findByText('RK20261128001')).closest('tr') as HTMLElement;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).getByText('￥42.00')).toBeTruthy();
    await userEvent.click(within(draft).getByRole('button', { name: spaced('提交') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('inventoryDocuments.inboundCommit')).toHaveLength(1));
    expect(api.calls('inventoryDocuments.inboundCommit')[0]).toMatchObject({ inboundId: 1, warehouseId: 1, lines: [{ houseMaterialId: 5, qty: 10, unitPrice: 420, batchNo: 'DM1128' }] });

    const committed = screen.getByText('RK20261128002').closest('tr') as HTMLElement;
    expect(within(committed).queryByRole('button', { name: spaced('编辑') })).toBeNull();
    await userEvent.click(within(committed).getByRole('button', { name: spaced('冲销') }));
    const confirms = await screen.findAllByRole('button', { name: spaced('确定') });
    await userEvent.click(confirms.at(-1)!);
    await waitFor(() => expect(api.calls('inventoryDocuments.inboundReverse')).toEqual([{ id: 2 }]));
  });

  it('adds a draft with a line in yuan, its expiry from the shelf life', async () => {
    const api = fakeApi({
      'inventoryDocuments.inboundPage': () => page([]),
      'inventoryDocuments.inboundSave': () => ({ id: 9, docNo: 'RK20261128009' }),
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '主食库', canteenId: 1, canteenName: '一食堂', enabled: true }],
      'inventoryStock.houseMaterialPage': () => page([rice]),
      'procurementSuppliers.supplierOptions': () => [],
    });
    renderWidget(
      <MemoryRouter>
        <InboundsPage />
      </MemoryRouter>,
      zh,
    );
    await userEvent.click(await screen.findByRole('button', { name: '新增入库单' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('仓库'));
    await userEvent.click(await screen.findByTitle('主食库'));
    await waitFor(() => expect(api.calls('inventoryStock.houseMaterialPage')).toHaveLength(1));
    await userEvent.click(within(dialog).getByLabelText('第1行原材料'));
    await userEvent.click(await screen.findByTitle('大米（千克）'));
    await userEvent.type(within(dialog).getByLabelText('第1行数量'), '12.5');
    await userEvent.type(within(dialog).getByLabelText('第1行单价(元)'), '4.2');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(api.calls('inventoryDocuments.inboundSave')).toHaveLength(1));
    const sent = api.calls('inventoryDocuments.inboundSave')[0];
    expect(sent).toMatchObject({ warehouseId: 1, supplierId: null, lines: [{ houseMaterialId: 5, qty: 12.5, unitPrice: 420, productionDate: null }] });
    expect(sent.lines[0].expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('inbound document details', () => {
  it('shows the header and the lines with their batch', async () => {
    const api = fakeApi({ 'inventoryDocuments.inboundDetail': () => detailOf(doc(2, 'committed', { reversedById: 3, reversedByDocNo: 'RK20261128003' })) });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/warehousing/warehousedetail?inboundId=2']}>
        <InboundDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('入库单 RK20261128002')).toBeTruthy();
    expect(screen.getByText('已被 RK20261128003 冲销')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DM1128' })).toBeTruthy();
    expect(screen.getByText('2027-11-20')).toBeTruthy();
    expect(screen.getAllByText('42.00').length).toBeGreaterThan(0);
    expect(api.calls('inventoryDocuments.inboundDetail')).toEqual([{ id: 2 }]);
  });
});
