import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhMarketing from '@/i18n/zh/marketing';
import zhCanteens from '@/i18n/zh/canteens';
import EatingRulesPage from '.';

describe('eating rules', () => {
  it('adds a rule without discount fields: who may eat and how often', async () => {
    const api = fakeApi({
      'marketing.eatingRulePage': () => page([]),
      'marketing.eatingRuleAdd': () => ({ ruleId: 1 }),
      'canteens.canteenList': () => [],
      'canteens.stallPage': () => page([]),
      'devices.payMachineList': () => [],
      'peopleMaster.psnTypeList': () => [],
    });
    renderWidget(<EatingRulesPage />, { ...zhCanteens, ...zhMarketing, '/marketing/eatingRules': '就餐规则' });
    await userEvent.click(await screen.findByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('每餐限次');
    expect(within(dialog).queryByLabelText('支付比例(%)')).toBeNull();
    expect(within(dialog).queryByLabelText('立减金额')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '访客不可夜宵');
    await userEvent.click(within(dialog).getByLabelText('允许消费'));
    await userEvent.clear(within(dialog).getByLabelText('每日限次'));
    await userEvent.type(within(dialog).getByLabelText('每日限次'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('marketing.eatingRuleAdd')).toHaveLength(1));
    const sent = api.calls('marketing.eatingRuleAdd')[0];
    expect(sent).toMatchObject({ name: '访客不可夜宵', allowed: false, dailyCountLimit: 3, mealCountLimit: 0, canteenIds: [], mealTypes: [] });
    expect(sent).not.toHaveProperty('payPercent');
  });
});
