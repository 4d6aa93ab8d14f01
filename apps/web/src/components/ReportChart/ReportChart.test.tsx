import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import ReportChart, { chartOption } from './index';

// The canvas does not draw in jsdom: the mock shows the option's series as text.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>
  ),
}));

const rows = [
  { day: '2026-11-01', amount: 1250, orders: 3 },
  { day: '2026-11-02', amount: 0, orders: 0 },
];
const series = [
  { key: 'amount', label: '消费金额', money: true },
  { key: 'orders', label: '订单数' },
];

describe('ReportChart', () => {
  it('draws money in yuan and reads the same figures as a table named by the title', () => {
    render(<ReportChart title="每日消费" rows={rows} x="day" series={series} />);
    expect(screen.getByText(/消费金额:\[12\.5,0\]/)).toBeTruthy();
    expect(screen.getByText(/订单数:\[3,0\]/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: '每日消费' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '每日消费' });
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('rowheader').textContent).toBe('2026-11-01');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['￥12.50', '3']);
  });

  it('shows hours as 08:00 and puts counts on their own axis beside money', () => {
    const option = chartOption({ rows: [{ hour: 8, amount: 100, orders: 1 }], x: 'hour', series, kind: 'bar' });
    expect(option.xAxis.data).toEqual(['08:00']);
    expect(option.yAxis).toHaveLength(2);
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([['bar', 0], ['bar', 1]]);
    expect(chartOption({ rows, x: 'day', series: [series[1]] }).series[0].yAxisIndex).toBe(0);
  });
});
