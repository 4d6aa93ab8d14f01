import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealPeriod } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/canteens';
import PeriodsPage from '.';

const lateNight: MealPeriod = { intervalId: 5, canteenId: 3, canteenName: '北区食堂', mealType: 5, startTime: '22:00', endTime: '02:00', enabled: true };
const server = () =>
  fakeApi({
    'canteens.periodList': () => [lateNight],
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
  });

describe('meal periods page', () => {
  it('shows each period with its meal name and marks a window running past midnight', async () => {
    server();
    renderWidget(<PeriodsPage />, zh);
    expect(await screen.findByText('夜宵')).toBeTruthy();
    expect(screen.getByText('次日')).toBeTruthy();
    expect(screen.getByText(/22:00 – 02:00/)).toBeTruthy();
  });

  it('edits a period with time pickers and sends the times as HH:mm', async () => {
    const api = server();
    renderWidget(<PeriodsPage />, zh);
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
    await waitFor(() => expect(api.calls('canteens.periodEdit')).toEqual([expect.objectContaining({ intervalId: 5, startTime: '21:30', endTime: '02:00' })]));
  });
});
