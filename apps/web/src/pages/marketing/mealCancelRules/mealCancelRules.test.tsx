import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MealCancelRule } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhMarketing from '@/i18n/zh/marketing';
import zhCanteens from '@/i18n/zh/canteens';
import MealCancelRulesPage from '.';

const rule: MealCancelRule = {
  ruleId: 7,
  name: '午餐提前退',
  canteenIds: [],
  mealTypes: [2],
  deadlineMinutes: 60,
  refundPercent: 100,
  enabled: true,
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
};

describe('meal-cancel rules', () => {
  it('lists the rules, adds one with its canteens and removes one by ruleId', async () => {
    const api = fakeApi({
      'marketing.mealBackRulePage': () => page([rule]),
      'marketing.mealBackRuleAdd': () => ({ ruleId: 8 }),
      'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一食堂' }],
    });
    renderWidget(<MealCancelRulesPage />, { ...zhCanteens, ...zhMarketing, '/marketing/cancelorder': '退餐规则' });
    const row = (await screen.findByText('午餐提前退')).closest('tr') as HTMLElement;
    expect(within(row).getByText('全部')).toBeTruthy();
    expect(within(row).getByText('午餐')).toBeTruthy();
    expect(within(row).getByText('100%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('退款比例(%)');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '晚餐退一半');
    const item = within(dialog).getByText('适用食堂', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(item).getByRole('combobox'));
    const choices = await screen.findAllByTitle('一食堂');
    await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
    await userEvent.clear(within(dialog).getByLabelText('餐前截止(分钟)'));
    await userEvent.type(within(dialog).getByLabelText('餐前截止(分钟)'), '120');
    await userEvent.clear(within(dialog).getByLabelText('退款比例(%)'));
    await userEvent.type(within(dialog).getByLabelText('退款比例(%)'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('marketing.mealBackRuleAdd')).toEqual([
        { name: '晚餐退一半', canteenIds: [1], mealTypes: [], deadlineMinutes: 120, refundPercent: 50, enabled: true, remark: '' },
      ]),
    );

    await userEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('marketing.mealBackRuleRemove')).toEqual([{ ruleId: 7 }]));
  });
});
