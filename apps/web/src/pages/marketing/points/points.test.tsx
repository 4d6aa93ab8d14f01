import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointBalanceRow, PointEntry } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/marketingRewards';
import PointsPage from '.';

const balance: PointBalanceRow = { custId: 42, custName: '张三', custNum: 'E001', orgName: '研发部', balance: 60, earned: 80, spent: 20, updatedAt: '2025-06-01T04:00:00Z' };
const entries: PointEntry[] = [
  { entryId: 2, custId: 42, custName: '张三', custNum: 'E001', orgName: '研发部', delta: -20, balanceAfter: 60, reason: 'spend', orderId: 77, at: '2025-06-01T04:00:00Z' },
  { entryId: 1, custId: 42, custName: '张三', custNum: 'E001', orgName: '研发部', delta: 80, balanceAfter: 80, reason: 'gain', orderId: 70, at: '2025-05-31T04:00:00Z' },
];

describe('points overview (/marketing/jifen)', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({
      'marketingRewards.pointBalancePage': () => page([balance]),
      'marketingRewards.pointEntryPage': () => page(entries),
      'people.orgTree': () => [],
    });
  });

  it("shows people's balances, then the ledger with signed changes and reasons", async () => {
    renderWidget(<PointsPage />, zh);
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(row).getByText('60')).toBeTruthy();
    expect(within(row).getByText('80')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '积分明细' }));
    const spend = (await screen.findByText('抵扣使用')).closest('tr') as HTMLElement;
    expect(within(spend).getByText('-20')).toBeTruthy();
    const gain = screen.getByText('消费获得').closest('tr') as HTMLElement;
    expect(within(gain).getByText('+80')).toBeTruthy();
    await waitFor(() => expect(api.calls('marketingRewards.pointEntryPage')).toEqual([{ page: 1, limit: 20 }]));
  });
});
