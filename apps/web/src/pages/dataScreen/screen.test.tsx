import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenData } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/dataScreen';
import settingsZh from '@/i18n/zh/settings';
import canteensZh from '@/i18n/zh/canteens';
import shellZh from '@/i18n/zh/shell';
import ScreenView from './ScreenView';

// The canvas does not draw in jsdom: the mock shows each chart's series as text, with its theme.
vi.mock('echarts-for-react', () => ({
  default: ({ option, theme }: { option: { series: { name: string; data: unknown[] }[] }; theme?: string }) => (
    <pre>{`${theme ?? 'light'}|${option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('|')}`}</pre>
  ),
}));

const data: ScreenData = {
  screen: { id: 4, name: '一号餐厅大屏', canteenIds: [2], charts: ['tradeSum', 'mealCount', 'hourlyFlow', 'topDishes'], refreshSeconds: 30, theme: 'dark' },
  day: '2026-11-28',
  headline: { day: '2026-11-28', canteens: 1, customers: 120, devices: 5, devicesOnline: 4, orders: 12, diners: 10, net: 55_000, recharge: 0 },
  tradeSum: [
    { day: '2026-11-27', amount: 125_000, refundAmount: 0, net: 125_000, recharge: 0, subsidy: 0 },
    { day: '2026-11-28', amount: 55_250, refundAmount: 250, net: 55_000, recharge: 0, subsidy: 0 },
  ],
  mealCount: [
    { mealPeriod: 2, orders: 9 },
    { mealPeriod: 0, orders: 3 },
  ],
  hourlyFlow: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 9 : 0 })),
  topDishes: [],
};

describe('data screen', () => {
  it('lays out the saved charts on the dark theme with the headline, and goes full screen on request', async () => {
    const api = fakeApi({ 'dataScreen.screen': () => data });
    const requestFullscreen = vi.fn(async () => undefined);
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    renderWidget(<ScreenView id={4} />, { ...zh, ...settingsZh, ...canteensZh, ...shellZh });
    expect(await screen.findByText('一号餐厅大屏')).toBeTruthy();
    expect(api.calls('dataScreen.screen')[0]).toEqual({ id: 4 });
    expect(screen.getByText('4 / 5')).toBeTruthy();
    expect(screen.getByText('今日净消费').closest('.ant-statistic')?.textContent).toContain('￥550.00');
    expect(screen.getByText(/dark\|消费金额:\[1250,552\.5\]\|退款金额:\[0,2\.5\]\|净消费:\[1250,550\]/)).toBeTruthy();
    const meals = screen.getByRole('table', { name: '就餐人次' });
    expect(within(meals).getAllByRole('row').map((r) => r.textContent)).toEqual(['订单数', '午餐9', '其他时段3']);
    expect(within(screen.getByRole('table', { name: '分时客流' })).getAllByRole('row')[13].textContent).toBe('12:009');
    // A chart with nothing to draw says so.
    expect(within(screen.getByText('热销菜品').closest('.ant-card') as HTMLElement).getByText('暂无数据')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /全屏/ }));
    expect(requestFullscreen).toHaveBeenCalledOnce();
  });
});
