import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RechargeRule } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { personRow } from '@/pages/people/testData';
import { fakeApi, page } from '@/testing/fakeApi';
import zhMarketing from '@/i18n/zh/marketing';
import zhAccounts from '@/i18n/zh/accounts';
import RechargeRulesPage from '.';

const texts = { ...zhAccounts, ...zhMarketing, '/marketing/repaidgift': '充值赠送' };

const nthRule: RechargeRule = {
  ruleId: 3,
  name: '首充有礼',
  donateType: 'nth',
  tiers: [{ min: 0, nth: 1, gift: 500, percent: 0 }],
  maxGift: 0,
  sumLimit: 0,
  feePercent: 0,
  feeAmount: 0,
  psnTypeIds: [],
  payTypes: ['wechat'],
  validFrom: null,
  validTo: null,
  enabled: true,
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
};

const person = personRow({ custId: 42, custNum: 'E001', orgId: 1, orgName: '总公司', phone: '' });

function server() {
  const rules = [nthRule];
  return fakeApi({
    'marketing.rechargeRulePage': () => page(rules),
    'marketing.donateTypes': () => [{ value: 'tier' }, { value: 'nth' }, { value: 'percent' }, { value: 'fee' }],
    'peopleMaster.psnTypeList': () => [],
    'marketing.rechargeRuleAdd': (input) => {
      rules.push({
        ...nthRule,
        ...input,
        ruleId: 4,
        tiers: input.tiers.map((s) => ({ min: s.min, nth: s.nth, gift: s.gift, percent: s.percent })),
        validFrom: input.validFrom ?? null,
        validTo: input.validTo ?? null,
      });
      return { ruleId: 4 };
    },
  });
}

describe('recharge bonus rules', () => {
  it('lists the rules with their steps and saves a tier rule with two steps in cents', async () => {
    const api = server();
    renderWidget(<RechargeRulesPage />, texts);
    const row = (await screen.findByText('首充有礼')).closest('tr') as HTMLElement;
    expect(within(row).getByText('第 1 次送 ￥5.00')).toBeTruthy();
    expect(within(row).getByText('微信')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('新增充值赠送规则');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '充值满送');
    expect(await within(dialog).findByTitle('满额赠送')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('充值满 1'), '100');
    await userEvent.type(within(dialog).getByLabelText('赠送金额 1'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: /添加档位/ }));
    await userEvent.type(await within(dialog).findByLabelText('充值满 2'), '200');
    await userEvent.type(within(dialog).getByLabelText('赠送金额 2'), '25.5');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('marketing.rechargeRuleAdd')).toEqual([
        {
          name: '充值满送',
          donateType: 'tier',
          tiers: [
            { min: 10000, gift: 1000 },
            { min: 20000, gift: 2550 },
          ],
          maxGift: 0,
          sumLimit: 0,
          feePercent: 0,
          feeAmount: 0,
          psnTypeIds: [],
          payTypes: [],
          validFrom: null,
          validTo: null,
          enabled: true,
          remark: '',
        },
      ]),
    );
    const added = (await screen.findByText('充值满送', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(added).getByText('满 ￥100.00 送 ￥10.00')).toBeTruthy();
    expect(within(added).getByText('满 ￥200.00 送 ￥25.50')).toBeTruthy();
  });

  it('refuses a tier rule without steps before calling', async () => {
    const api = server();
    renderWidget(<RechargeRulesPage />, texts);
    await screen.findByText('首充有礼');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('新增充值赠送规则');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '空档位');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除档位' }));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请至少添加一个档位')).toBeTruthy();
    expect(api.calls('marketing.rechargeRuleAdd')).toEqual([]);
  });

  it('previews a recharge: the gift, the fee and the applied rules', async () => {
    const api = server().on({
      'customers.page': () => page([person]),
      'marketing.rechargePreview': () => ({ amount: 20000, gift: 2550, fee: 0, applied: [{ kind: 'tier', id: 4, name: '充值满送', amount: 2550 }] }),
    });
    renderWidget(<RechargeRulesPage />, texts);
    await screen.findByText('首充有礼');
    await userEvent.click(screen.getByRole('button', { name: /试\s?算/ }));
    const dialog = dialogWith('充值试算');
    await userEvent.type(within(dialog).getByLabelText('人员'), '张三');
    const found = await screen.findAllByTitle('张三 (E001)');
    await userEvent.click(found.find((c) => c.classList.contains('ant-select-item-option')) ?? found[0]);
    await userEvent.type(within(dialog).getByLabelText('充值金额'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('试算') }));
    await waitFor(() => expect(api.calls('marketing.rechargePreview')).toEqual([{ custId: 42, amount: 20000, payType: 'cash' }]));
    const applied = (await within(dialog).findByText('充值满送')).closest('tr') as HTMLElement;
    expect(within(applied).getByText('满额赠送')).toBeTruthy();
    expect(within(applied).getByText('￥25.50')).toBeTruthy();
    expect(within(dialog).getByText('￥200.00')).toBeTruthy();
  });

  it('amount templates: adds one in cents', async () => {
    const api = server().on({ 'marketing.rechargeAmountPage': () => page([{ id: 1, amount: 5000, sort: 1, enabled: true }]), 'marketing.rechargeAmountAdd': () => ({ id: 2 }) });
    renderWidget(<RechargeRulesPage />, texts);
    await screen.findByText('首充有礼');
    await userEvent.click(screen.getByRole('tab', { name: '充值金额模板' }));
    const panel = screen.getByRole('tabpanel', { name: '充值金额模板' });
    expect(await within(panel).findByText('￥50.00')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('排序');
    await userEvent.type(within(dialog).getByLabelText('金额'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('marketing.rechargeAmountAdd')).toEqual([{ amount: 10000, sort: 0, enabled: true }]));
  });
});
