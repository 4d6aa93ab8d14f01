import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { DietReportDay } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/health';
import { lastDays } from '../shared';
import { dayNutrients, options, orgTree, pattern } from '../shared/testData';
import DietPatternsPage from '.';

const day: DietReportDay = {
  custId: 7,
  custName: '王伟',
  custNum: 'E1001',
  orgName: '研发部',
  day: '2026-03-18',
  dietId: 1,
  dietName: '普通成人膳食模式',
  mealShare: 100,
  nutrients: dayNutrients,
  dishes: [
    { dishId: 1, dishName: '米饭', qty: 3 },
    { dishId: 2, dishName: '红烧肉', qty: 1 },
  ],
};

function render() {
  const api = fakeApi({
    'health.dietReport': () => page([day]),
    'health.dietPage': () => page([pattern]),
    'health.dietAdd': () => ({ dietId: 3 }),
    'health.options': () => options,
    'people.orgTree': () => orgTree,
  });
  renderWidget(
    <MemoryRouter>
      <DietPatternsPage />
    </MemoryRouter>,
    zh,
  );
  return api;
}

describe('food analysis', () => {
  it("shows each person's day of intake with statuses, for the last 7 days", async () => {
    const api = render();
    const row = (await screen.findByText('王伟')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['2103 kcal达标', '49.2 g不足', '362.03 g超标', '米饭×3、红烧肉×1', '100%']));
    const [from, to] = lastDays(7);
    expect(api.calls('health.dietReport')[0]).toMatchObject({ from, to });
  });

  // antd's select and form are slow under jsdom: a generous limit for a loaded machine.
  it('adds a diet pattern with a daily target', { timeout: 60_000 }, async () => {
    const api = render();
    await userEvent.click(await screen.findByRole('tab', { name: '膳食模式' }));
    expect(await screen.findByText('能量 1800 – 2400 kcal')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('每日营养目标');
    fireEvent.change(within(dialog).getByLabelText('模式名称'), { target: { value: '减脂模式' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /添加营养目标/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '营养素 1' }));
    const choices = await screen.findAllByTitle('能量 (kcal)');
    await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
    fireEvent.change(within(dialog).getByLabelText('下限 1'), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('上限 1'), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('health.dietAdd')).toHaveLength(1), { timeout: 5000 });
    expect(api.calls('health.dietAdd')[0]).toMatchObject({ name: '减脂模式', targets: [{ nutritionId: 11, min: 1200, max: 1500 }], breakfastPct: 30, lunchPct: 40, dinnerPct: 30 });
  });
});
