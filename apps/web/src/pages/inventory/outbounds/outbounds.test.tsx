import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OutboundDetail, OutboundDoc } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryDocuments';
import OutboundsPage from '.';
import OutboundDetailPage from '../outboundDetail';

const doc = (outboundId: number, state: OutboundDoc['state']): OutboundDoc => ({
  outboundId,
  docNo: `CK20261128${String(outboundId).padStart(3, '0')}`,
  warehouseId: 1,
  warehouseName: '冷库',
  canteenName: '一食堂',
  kind: 'kitchen',
  outboundDate: '2026-11-28',
  receiver: '王师傅',
  state,
  totalCost: state === 'committed' ? 4075 : 0,
  remark: '',
  lineCount: 1,
  createdByName: null,
  createdAt: '2026-11-28T02:00:00Z',
  committedAt: state === 'committed' ? '2026-11-28T03:00:00Z' : null,
});

describe('outbound documents page', () => {
  it('lists documents and removes a draft after a confirmation', async () => {
    const rows = [doc(1, 'draft'), doc(2, 'committed')];
    const api = fakeApi({
      'inventoryDocuments.outboundPage': () => page(rows),
      'inventoryDocuments.outboundRemove': () => null,
      'inventoryStock.warehouseOptions': () => [],
    });
    renderWidget(
      <MemoryRouter>
        <OutboundsPage />
      </MemoryRouter>,
      zh,
    );
    const draft = (await screen.findByText('CK20261128001')).closest('tr') as HTMLElement;
    expect(within(draft).getByText('厨房领用')).toBeTruthy();
    const committed = screen.getByText('CK20261128002').closest('tr') as HTMLElement;
    expect(within(committed).getByText('￥40.75')).toBeTruthy();
    expect(within(committed).queryByRole('button', { name: spaced('删除') })).toBeNull();
    await userEvent.click(within(draft).getByRole('button', { name: spaced('删除') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('inventoryDocuments.outboundRemove')).toEqual([{ id: 1 }]));
  });
});

describe('outbound document details', () => {
  it('shows the batches each line took, first-expiring first, with their costs', async () => {
    const detail: OutboundDetail = {
      ...doc(2, 'committed'),
      lines: [
        {
          lineId: 5,
          houseMaterialId: 3,
          materialName: '西红柿',
          unitName: '千克',
          spec: '',
          qty: 10,
          cost: 4075,
          remark: '',
          picks: [
            { batchId: 8, batchNo: 'XH1203', expiryDate: '2026-12-03', qty: 4, cost: 1600 },
            { batchId: 9, batchNo: 'XH1205', expiryDate: '2026-12-05', qty: 6, cost: 2475 },
          ],
        },
      ],
    };
    fakeApi({ 'inventoryDocuments.outboundDetail': () => detail });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/outhousing/outhousedetail?outboundId=2']}>
        <OutboundDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('出库单 CK20261128002')).toBeTruthy();
    const first = screen.getByRole('button', { name: 'XH1203' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('2026-12-03')).toBeTruthy();
    expect(within(first).getByText('16.00')).toBeTruthy();
    const second = screen.getByRole('button', { name: 'XH1205' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('24.75')).toBeTruthy();
  });
});
