import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { IntakeAnalysis } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/health';
import { dayNutrients } from '../shared/testData';
import IntakeDetailPage from '.';

// ECharts draws on a canvas jsdom does not have: the stand-in shows the series it was given.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <pre>{option.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('\n')}</pre>
  ),
}));

const analysis: IntakeAnalysis = {
  custId: 7,
  custName: '王伟',
  custNum: 'E1001',
  orgName: '研发部',
  from: '2026-03-12',
  to: '2026-03-18',
  applied: { dietId: 1, name: '普通成人膳食模式', reason: 'general', matched: '' },
  days: [{ day: '2026-03-18', mealShare: 100, nutrients: dayNutrients }],
  average: dayNutrients,
  energyShares: [
    { source: 'protein', kcal: 229.36, percent: 10.8 },
    { source: 'fat', kcal: 442.8, percent: 20.9 },
    { source: 'carbohydrate', kcal: 1448.12, percent: 68.3 },
  ],
  dishTypeShares: [{ typeId: 1, typeName: '主食', qty: 3, percent: 100 }],
  dishes: [{ dishId: 1, dishName: '米饭', typeName: '主食', qty: 3, energy: 1557 }],
};

describe("a person's intake chart", () => {
  it('asks for the range in the address and draws energy against the target band, the sources and the dishes', async () => {
    const api = fakeApi({ 'health.intakeAnalysis': () => analysis });
    renderWidget(
      <MemoryRouter initialEntries={['/healthcenter/analysisdetail?custId=7&from=2026-03-12&to=2026-03-18']}>
        <IntakeDetailPage />
      </MemoryRouter>,
      zh,
    );
    const energy = await screen.findByRole('img', { name: '每日能量摄入与目标' });
    expect(api.calls('health.intakeAnalysis')).toEqual([{ custId: 7, from: '2026-03-12', to: '2026-03-18' }]);
    expect(energy.textContent).toContain('摄入量:[2103]');
    expect(energy.textContent).toContain('目标下限:[1800]');
    expect(energy.textContent).toContain('目标上限:[2400]');
    const shares = screen.getByRole('img', { name: '三大营养素供能比' });
    expect(shares.textContent).toContain('"name":"脂肪","value":442.8');
    expect(screen.getByRole('img', { name: '营养素达标率（日均）' })).toBeTruthy();
    const dish = screen.getByText('米饭', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(dish).getAllByRole('cell').map((c) => c.textContent)).toEqual(['米饭', '主食', '3', '1557 kcal']);
    expect(screen.getByText('当前适用：普通成人膳食模式（通用模式）')).toBeTruthy();
  });
});
