import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DashboardFigures } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import { sessionStore } from '@/shell/session';
import zh from '@/i18n/zh/dataScreen';
import shellZh from '@/i18n/zh/shell';
import Dashboard from '.';

// The canvas does not draw in jsdom: the mock shows the chart's series as text.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>
  ),
}));

const compared = (today: number, yesterday: number, lastWeek: number) => ({ today, yesterday, lastWeek });
const figures: DashboardFigures = {
  day: '2026-11-28',
  sales: compared(55_000, 125_000, -250),
  orders: compared(12, 30, 28),
  diners: compared(10, 25, 20),
  recharge: compared(500_000, 0, 100),
  subsidy: compared(300_000, 0, 0),
  refundsPending: 3,
  devicesOffline: 0,
  stockWarnings: null,
  todayOrders: { day: '2026-11-28', canteens: [{ canteenId: 2, canteenName: '一号餐厅', orders: [0, 0, 0, 0, 0, 0, 0, 4, 8, ...Array<number>(15).fill(0)] }] },
};

afterEach(() => sessionStore.set((s) => ({ ...s, roles: [] })));

describe('dashboard', () => {
  it('shows today against yesterday and last week, the work waiting, links where the user may go, and the hourly chart', async () => {
    sessionStore.set((s) => ({ ...s, roles: [1201000, 402000] }));
    const api = fakeApi({ 'dataScreen.dashboard': () => figures, 'admin.dashboard': () => ({ users: 1, enabledUsers: 1, roles: 1, operationsToday: 0, failedToday: 0, recentOperations: null }) });
    renderWidget(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
      { ...zh, ...shellZh },
    );
    await screen.findByText('￥550.00');
    const sales = screen.getByRole('link', { name: '查看今日营业额' }).closest('.ant-card') as HTMLElement;
    expect(screen.getByRole('link', { name: '查看今日营业额' }).getAttribute('href')).toBe('/baobiaozhongxin/tradedetail');
    expect(within(sales).getByText('￥550.00')).toBeTruthy();
    expect(within(sales).getByText(/昨日 ￥1,250\.00/)).toBeTruthy();
    expect(within(sales).getByText(/上周同日 -￥2\.50/)).toBeTruthy();
    // No menu of its page, no link; no menu of the figure at all (null), no figure.
    expect(screen.queryByRole('link', { name: '查看今日充值' })).toBeNull();
    expect(screen.getByText('今日充值')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看待审核退款' }).getAttribute('href')).toBe('/orderCenter/shenhe');
    expect(screen.getByText('离线设备')).toBeTruthy();
    expect(screen.queryByText('库存预警')).toBeNull();
    const chart = screen.getByRole('table', { name: '今日各食堂分时订单' });
    expect(within(chart).getAllByRole('row')[8].textContent).toBe('07:004');
    expect(screen.getByText(/一号餐厅:\[0,0,0,0,0,0,0,4,8/)).toBeTruthy();
    expect(api.calls('dataScreen.dashboard')).toHaveLength(1);
  });
});
