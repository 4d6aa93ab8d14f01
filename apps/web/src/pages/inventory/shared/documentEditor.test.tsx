import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HouseMaterial } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryDocuments';
import OutboundsPage from '../outbounds';

// A material of the warehouse with its stock (the outbound picker shows it).
const tomato: HouseMaterial = {
  houseMaterialId: 3, warehouseId: 1, warehouseName: '冷库', materialId: 2, materialName: '西红柿', categoryName: null, unitId: 1, unitName: '千克', spec: '',
  minQty: null, maxQty: null, shelfLifeDays: 7, remark: '', stockQty: 40, stockValue: 16000, batchCount: 2, createdAt: '2026-11-01T00:00:00Z',
};

describe('document editor', () => {
  it('commits a new outbound after a confirmation, with its kind, receiver and lines of the warehouse’s stock', async () => {
    const api = fakeApi({
      'inventoryDocuments.outboundPage': () => page([]),
      'inventoryDocuments.outboundCommit': () => ({ id: 9, docNo: 'CK20261128009' }),
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '冷库', canteenId: 1, canteenName: '一食堂', enabled: true }],
      'inventoryStock.houseMaterialPage': () => page([tomato]),
    });
    renderWidget(
      <MemoryRouter>
        <OutboundsPage />
      </MemoryRouter>,
      zh,
    );
    await userEvent.click(await screen.findByRole('button', { name: '新增出库单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('第1行原材料').closest('.ant-select')?.className).toContain('disabled');
    await userEvent.click(within(dialog).getByLabelText('仓库'));
    await userEvent.click(await screen.findByTitle('冷库'));
    await userEvent.click(within(dialog).getByLabelText('第1行原材料'));
    await userEvent.click(await screen.findByTitle('西红柿（库存 40 千克）'));
    await userEvent.type(within(dialog).getByLabelText('第1行数量'), '10');
    await userEvent.type(within(dialog).getByLabelText('领用人'), '王师傅');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('提交') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('inventoryDocuments.outboundCommit')).toHaveLength(1));
    expect(api.calls('inventoryDocuments.outboundCommit')[0]).toMatchObject({ warehouseId: 1, kind: 'kitchen', receiver: '王师傅', lines: [{ houseMaterialId: 3, qty: 10, remark: '' }] });
  });
});
