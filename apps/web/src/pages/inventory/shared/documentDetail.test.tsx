import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OutboundDetail } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryDocuments';
import OutboundDetailPage from '../outboundDetail';

const draft: OutboundDetail = {
  outboundId: 4,
  docNo: 'CK20261128004',
  warehouseId: 1,
  warehouseName: '冷库',
  canteenName: '一食堂',
  kind: 'loss',
  outboundDate: '2026-11-28',
  receiver: '王师傅',
  state: 'draft',
  totalCost: 0,
  remark: '变质',
  lineCount: 0,
  createdByName: '老王',
  createdAt: '2026-11-28T02:00:00Z',
  committedAt: null,
  lines: [],
};

describe('document details', () => {
  it('shows the head every document has and the kind’s own items, labelled', async () => {
    fakeApi({ 'inventoryDocuments.outboundDetail': () => draft });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/outhousing/outhousedetail?outboundId=4']}>
        <OutboundDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('出库单 CK20261128004')).toBeTruthy();
    const head = screen.getByText('出库单 CK20261128004').closest('.ant-descriptions') as HTMLElement;
    const valueOf = (label: string) => within(head).getByText(label).closest('th')?.nextElementSibling?.textContent;
    expect(valueOf('状态')).toBe('草稿');
    expect(valueOf('类型')).toBe('报损出库');
    expect(valueOf('出库日期')).toBe('2026-11-28');
    expect(valueOf('领用人')).toBe('王师傅');
    expect(valueOf('制单人')).toBe('老王');
    expect(valueOf('备注')).toBe('变质');
  });

  it('asks for a document when the address names none', () => {
    fakeApi();
    renderWidget(
      <MemoryRouter>
        <OutboundDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(screen.getByText(zh['inventoryDocuments.outbound.noneChosen'])).toBeTruthy();
  });
});
