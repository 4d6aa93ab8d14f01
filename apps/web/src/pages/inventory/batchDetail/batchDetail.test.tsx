import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { BatchDetail, StockBatch } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryStock';
import BatchDetailPage from '.';

const batch: StockBatch = {
  batchId: 4,
  warehouseId: 1,
  warehouseName: '主食库',
  houseMaterialId: 5,
  materialName: '面粉',
  unitName: '千克',
  batchNo: 'RK20261128001-1',
  supplierId: null,
  supplierName: null,
  inboundId: 3,
  receivedAt: '2026-11-28T02:00:00Z',
  productionDate: '2026-11-20',
  expiryDate: '2027-01-01',
  qty: 0,
  inQty: 8,
  value: 0,
  inValue: 4400,
  unitCost: 550,
};

describe('batch details', () => {
  it('shows one batch with its movements', async () => {
    const detail: BatchDetail = {
      ...batch,
      movements: [
        { movementId: 1, docType: 'inbound', docId: 3, docNo: 'RK20261128001', qty: 8, value: 4400, qtyAfter: 8, valueAfter: 4400, at: '2026-11-28T02:00:00Z', operatorName: '老王' },
        { movementId: 2, docType: 'outbound', docId: 9, docNo: 'CK20261128001', qty: -8, value: -4400, qtyAfter: 0, valueAfter: 0, at: '2026-11-28T04:00:00Z', operatorName: null },
      ],
    };
    const api = fakeApi({ 'inventoryStock.batchDetail': () => detail });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/depotManage/picidetail?batchId=4']}>
        <BatchDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('面粉 · RK20261128001-1')).toBeTruthy();
    expect(screen.getByText('CK20261128001')).toBeTruthy();
    expect(screen.getByText('+8')).toBeTruthy();
    expect(screen.getByText('-44.00')).toBeTruthy();
    expect(screen.getByText('出库')).toBeTruthy();
    expect(api.calls('inventoryStock.batchDetail')).toEqual([{ batchId: 4 }]);
  });

  it('lists every batch of a warehouse material', async () => {
    const api = fakeApi({ 'inventoryStock.batchPage': () => page([{ ...batch, qty: 2, value: 1100 }]) });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/depotManage/picidetail?houseMaterialId=5']}>
        <BatchDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('RK20261128001-1', { selector: 'td' })).toBeTruthy();
    expect(screen.getByText('￥11.00')).toBeTruthy();
    expect(api.calls('inventoryStock.batchPage')[0]).toMatchObject({ houseMaterialId: 5 });
  });
});
