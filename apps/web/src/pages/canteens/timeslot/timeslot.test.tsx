import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealPeriod } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/canteens';
import TimeslotPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const lateNight: MealPeriod = { intervalId: 5, canteenId: 3, canteenName: '北区食堂', mealType: 5, startTime: '22:00', endTime: '02:00', enabled: true };
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => (typeof e === 'string' ? e : e.id) === id).map(([, c]) => c);

describe('meal periods page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = typeof endpoint === 'string' ? endpoint : endpoint.id;
      if (id === 'canteens.periodList') return [lateNight];
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      return null;
    });
  });

  it('shows each period with its meal name and marks a window running past midnight', async () => {
    renderWidget(<TimeslotPage />, zh);
    expect(await screen.findByText('夜宵')).toBeTruthy();
    expect(screen.getByText('次日')).toBeTruthy();
    expect(screen.getByText(/22:00 – 02:00/)).toBeTruthy();
  });

  it('checks the time format before calling the server', async () => {
    renderWidget(<TimeslotPage />, zh);
    await screen.findByText('夜宵');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('开始时间');
    await userEvent.type(within(dialog).getByLabelText('开始时间'), '7:00');
    await userEvent.type(within(dialog).getByLabelText('结束时间'), '23:30');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请输入 HH:mm 格式的时间，如 07:30')).toBeTruthy();
    expect(callsTo('canteens.periodAdd')).toEqual([]);
  });
});
