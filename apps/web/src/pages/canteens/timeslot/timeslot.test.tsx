import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('edits a period with time pickers and sends the times as HH:mm', async () => {
    renderWidget(<TimeslotPage />, zh);
    await userEvent.click(within((await screen.findByText('夜宵')).closest('tr')!).getByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('开始时间');
    const start = within(dialog).getByLabelText('开始时间') as HTMLInputElement;
    expect(start.closest('.ant-picker')).toBeTruthy();
    expect(start.value).toBe('22:00');
    expect((within(dialog).getByLabelText('结束时间') as HTMLInputElement).value).toBe('02:00');
    await userEvent.click(start);
    await userEvent.clear(start);
    await userEvent.type(start, '21:30{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('canteens.periodEdit')).toEqual([expect.objectContaining({ intervalId: 5, startTime: '21:30', endTime: '02:00' })]));
  });
});
