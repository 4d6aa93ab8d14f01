import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsumeRule } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { personRow } from '@/pages/people/testData';
import { fakeApi, page } from '@/testing/fakeApi';
import zhMarketing from '@/i18n/zh/marketing';
import zhCanteens from '@/i18n/zh/canteens';
import ConsumeRulesPage from '.';

const texts = { ...zhCanteens, ...zhMarketing, '/marketing/timelimit': '消费规则' };

const rule: ConsumeRule = {
  ruleId: 5,
  kind: 'consume',
  name: '员工早餐九折',
  canteenIds: [1],
  stallIds: [],
  deviceIds: [],
  psnTypeIds: [],
  mealTypes: [1],
  allowed: true,
  payPercent: 90,
  reduceAmount: 150,
  singleLimit: 0,
  dailyLimit: 5000,
  mealCountLimit: 1,
  dailyCountLimit: 0,
  validFrom: null,
  validTo: null,
  priority: 0,
  enabled: true,
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
};

const person = personRow({ custId: 42, custNum: 'E001', orgId: 1, orgName: '总公司', psnTypeId: 9, psnTypeName: '正式员工', phone: '' });

function server() {
  const rules = [rule];
  return fakeApi({
    'marketing.consumeRulePage': () => page(rules),
    'marketing.consumeRuleAdd': (input) => {
      rules.push({ ...rule, ...input, ruleId: 6, validFrom: input.validFrom ?? null, validTo: input.validTo ?? null });
      return { ruleId: 6 };
    },
    'canteens.canteenList': () => [
      { canteenId: 1, canteenName: '一食堂' },
      { canteenId: 2, canteenName: '二食堂' },
    ],
    'canteens.stallPage': () => page([]),
    'devices.payMachineList': () => [],
    'peopleMaster.psnTypeList': () => [{ psnTypeId: 9, psnTypeName: '正式员工', sort: 0, remark: '', personCount: 3, createdAt: '2025-01-01T00:00:00Z' }],
    'customers.page': () => page([person]),
  });
}

/** Picks `option` in the select of the form item labelled `label` (several for a multiple select). */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('consumption rules', () => {
  it('lists the rules with their canteens, discount and limits, and adds one in cents with its id lists', async () => {
    const api = server();
    renderWidget(<ConsumeRulesPage />, texts);
    const row = (await screen.findByText('员工早餐九折')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('一食堂')).toBeTruthy();
    expect(within(row).getByText('早餐')).toBeTruthy();
    expect(within(row).getByText('90%')).toBeTruthy();
    expect(within(row).getByText('￥1.50')).toBeTruthy();
    expect(within(row).getByText('￥50.00')).toBeTruthy();
    expect(within(row).getAllByText('不限').length).toBeGreaterThan(0);

    await userEvent.click(screen.getAllByRole('button', { name: /新\s?增/ })[0]);
    const dialog = dialogWith('支付比例(%)');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '员工午餐八折');
    await choose(dialog, '适用食堂', '二食堂');
    await choose(dialog, '人员类别', '正式员工');
    await choose(dialog, '餐别', '午餐');
    await retype(within(dialog).getByLabelText('支付比例(%)'), '80');
    await retype(within(dialog).getByLabelText('立减金额'), '1.5');
    await retype(within(dialog).getByLabelText('每日限额'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('marketing.consumeRuleAdd')).toEqual([
        {
          name: '员工午餐八折',
          canteenIds: [2],
          stallIds: [],
          deviceIds: [],
          psnTypeIds: [9],
          mealTypes: [2],
          allowed: true,
          payPercent: 80,
          reduceAmount: 150,
          singleLimit: 0,
          dailyLimit: 3000,
          mealCountLimit: 0,
          dailyCountLimit: 0,
          priority: 0,
          enabled: true,
          remark: '',
        },
      ]),
    );
    const added = (await screen.findByText('员工午餐八折', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(await within(added).findByText('二食堂')).toBeTruthy();
  });

  it('removes a rule by its ruleId path parameter', async () => {
    const api = server();
    renderWidget(<ConsumeRulesPage />, texts);
    const row = (await screen.findByText('员工早餐九折')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('marketing.consumeRuleRemove')).toEqual([{ ruleId: 5 }]));
    expect(api.log.find((c) => c.id === 'marketing.consumeRuleRemove')?.url.pathname).toMatch(/\/mktmacrule\/remove\/5$/);
  });

  it('previews a payment: the payable amount and each applied rule', async () => {
    const api = server().on({
      'marketing.consumePreview': () => ({
        allowed: true,
        reason: null,
        mealType: 2,
        listAmount: 2000,
        payable: 1450,
        pointsUsed: 0,
        pointsGained: 14,
        applied: [{ kind: 'consume', id: 5, name: '员工午餐八折', amount: 550 }],
      }),
    });
    renderWidget(<ConsumeRulesPage />, texts);
    await screen.findByText('员工早餐九折');
    await userEvent.click(screen.getByRole('button', { name: /试\s?算/ }));
    const dialog = dialogWith('消费试算');
    await userEvent.type(within(dialog).getByLabelText('人员'), '张三');
    const found = await screen.findAllByTitle('张三 (E001)');
    await userEvent.click(found.find((c) => c.classList.contains('ant-select-item-option')) ?? found[0]);
    await userEvent.type(within(dialog).getByLabelText('消费金额'), '20');
    await choose(dialog, '食堂', '一食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('试算') }));
    await waitFor(() => expect(api.calls('marketing.consumePreview')).toEqual([{ custId: 42, amount: 2000, canteenId: 1 }]));
    expect(await within(dialog).findByText('允许支付')).toBeTruthy();
    expect(within(dialog).getByText('￥14.50')).toBeTruthy();
    expect(within(dialog).getByText('￥20.00')).toBeTruthy();
    const applied = within(dialog).getByText('员工午餐八折').closest('tr') as HTMLElement;
    expect(within(applied).getByText('消费规则')).toBeTruthy();
    expect(within(applied).getByText('￥5.50')).toBeTruthy();
  });

  it('shows why a payment is refused', async () => {
    server().on({
      'marketing.consumePreview': () => ({
        allowed: false,
        reason: 'mealCountLimit',
        mealType: 2,
        listAmount: 2000,
        payable: 2000,
        pointsUsed: 0,
        pointsGained: 0,
        applied: [],
      }),
    });
    renderWidget(<ConsumeRulesPage />, texts);
    await screen.findByText('员工早餐九折');
    await userEvent.click(screen.getByRole('button', { name: /试\s?算/ }));
    const dialog = dialogWith('消费试算');
    await userEvent.type(within(dialog).getByLabelText('人员'), 'E001');
    const found = await screen.findAllByTitle('张三 (E001)');
    await userEvent.click(found.find((c) => c.classList.contains('ant-select-item-option')) ?? found[0]);
    await userEvent.type(within(dialog).getByLabelText('消费金额'), '20');
    await choose(dialog, '食堂', '一食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('试算') }));
    expect(await within(dialog).findByText('不允许支付')).toBeTruthy();
    expect(within(dialog).getByText('本餐次消费次数已达上限')).toBeTruthy();
    expect(within(dialog).getByText('没有适用的规则')).toBeTruthy();
  });

  it('time quotas: adds one in cents and looks up a person’s remaining quota', async () => {
    const api = server().on({
      'marketing.timeQuotaPage': () => page([]),
      'marketing.timeQuotaAdd': () => ({ quotaId: 3 }),
      'marketing.quotaAmount': () => [
        { quotaId: 3, name: '每日餐费', cycle: 'day', quota: 3000, spent: 1250, left: 1750, from: '2025-03-01', to: '2025-03-01' },
      ],
    });
    renderWidget(<ConsumeRulesPage />, texts);
    await screen.findByText('员工早餐九折');
    await userEvent.click(screen.getByRole('tab', { name: '时段限额' }));
    const panel = screen.getByRole('tabpanel', { name: '时段限额' });
    await userEvent.click(await within(panel).findByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('周期');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '每日餐费');
    await userEvent.type(within(dialog).getByLabelText('限额'), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('marketing.timeQuotaAdd')).toEqual([
        { name: '每日餐费', cycle: 'day', quota: 3000, canteenIds: [], psnTypeIds: [], mealTypes: [], enabled: true, remark: '' },
      ]),
    );

    await userEvent.click(within(panel).getByRole('button', { name: /查询剩余额度/ }));
    const lookup = dialogWith('人员剩余额度');
    await userEvent.type(within(lookup).getByLabelText('人员'), '张三');
    const found = await screen.findAllByTitle('张三 (E001)');
    await userEvent.click(found.find((c) => c.classList.contains('ant-select-item-option')) ?? found[0]);
    await userEvent.click(within(lookup).getByRole('button', { name: /查询剩余额度/ }));
    const row = (await within(lookup).findByText('每日餐费')).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥12.50')).toBeTruthy();
    expect(within(row).getByText('￥17.50')).toBeTruthy();
    expect(api.calls('marketing.quotaAmount')).toEqual([{ custId: 42 }]);
  });
});
