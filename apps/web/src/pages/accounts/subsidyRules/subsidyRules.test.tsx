import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OrgNode, SubsidyRule, SubsidyTimeRule } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/accountImports';
import SubsidyRulesPage from '.';
import SubsidyRuleDetailPage from './detail';

const node = (orgId: number, orgName: string, children: OrgNode[] = []): OrgNode => ({ orgId, parentId: null, orgName, orgCode: '', sort: 0, children });
const rule: SubsidyRule = { ruleId: 5, ruleName: '午餐补贴', amount: 30000, orgIds: [2], psnTypeIds: [9], clearFirst: false, enabled: true, remark: '' };
const timeRule: SubsidyTimeRule = { timeRuleId: 7, ruleId: 5, ruleName: '午餐补贴', cycle: 'week', day: 3, atTime: '06:30', enabled: true, lastPeriod: 'W2025-01-06', lastRunAt: null };


const renderAt = (path: string) =>
  renderWidget(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/rechargewithdrawals/butie/butieNew" element={<SubsidyRulesPage />} />
        <Route path="/account/rechargewithdrawals/butie/ruleDetail" element={<SubsidyRuleDetailPage />} />
      </Routes>
    </MemoryRouter>,
    zh,
  );

describe('subsidy rules', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({
      'accounts.subsidyRuleList': () => [rule],
      'people.orgTree': () => [node(1, '总公司', [node(2, '财务部')])],
      'peopleMaster.psnTypeList': () => [{ psnTypeId: 9, psnTypeName: '正式员工', sort: 0, remark: '', personCount: 3, createdAt: '2025-01-01T00:00:00Z' }],
      'accounts.subsidyRulePeople': () => ({ count: 3, amount: 90000 }),
      'accounts.subsidyRuleGrant': () => ({ batchNo: 'x', count: 3, amount: 90000 }),
      'accounts.subsidyRuleAdd': () => ({ ruleId: 6 }),
      'accounts.subsidyTimeList': () => page([timeRule]),
      'accounts.subsidyTimeAdd': () => ({ timeRuleId: 8 }),
    });
  });

  it('lists rules with organisation and person type names; adds one with the amount in cents', async () => {
    renderAt('/account/rechargewithdrawals/butie/butieNew');
    const row = (await screen.findByText('午餐补贴')).closest('tr') as HTMLElement;
    expect(within(row).getByText('￥300.00')).toBeTruthy();
    expect(await within(row).findByText('财务部')).toBeTruthy();
    expect(await within(row).findByText('正式员工')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = dialogWith('新增补贴规则');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '晚餐补贴');
    await userEvent.type(within(dialog).getByLabelText('补贴金额'), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('accounts.subsidyRuleAdd')).toEqual([{ ruleName: '晚餐补贴', amount: 30000, orgIds: [], psnTypeIds: [], clearFirst: false, enabled: true, remark: '' }]),
    );
  });

  it('refuses an amount with more than two decimals', async () => {
    renderAt('/account/rechargewithdrawals/butie/butieNew');
    await screen.findByText('午餐补贴');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = dialogWith('新增补贴规则');
    await userEvent.type(within(dialog).getByLabelText('规则名称'), '早餐');
    await userEvent.type(within(dialog).getByLabelText('补贴金额'), '1.005');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请输入大于 0 的金额,最多两位小数')).toBeTruthy();
    expect(api.calls('accounts.subsidyRuleAdd')).toEqual([]);
  });

  it('grants now after showing whom the rule reaches, with one bizNo', async () => {
    renderAt('/account/rechargewithdrawals/butie/butieNew');
    const row = (await screen.findByText('午餐补贴')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /立即发放/ }));
    expect(await screen.findByText('将向 3 人各发放 ￥300.00,合计 ￥900.00。确认发放?')).toBeTruthy();
    expect(api.calls('accounts.subsidyRulePeople')).toEqual([{ ruleId: 5 }]);
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('发放成功:3 人,合计 ￥900.00')).toBeTruthy();
    const grants = api.calls('accounts.subsidyRuleGrant');
    expect(grants).toHaveLength(1);
    expect(grants[0].ruleId).toBe(5);
    expect(grants[0].bizNo).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rule detail lists its time rules and adds one', async () => {
    renderAt('/account/rechargewithdrawals/butie/ruleDetail?id=5');
    const row = (await screen.findByText('06:30')).closest('tr') as HTMLElement;
    expect(within(row).getByText('每周')).toBeTruthy();
    expect(within(row).getByText('星期三')).toBeTruthy();
    expect(within(row).getByText('W2025-01-06')).toBeTruthy();
    expect(api.calls('accounts.subsidyTimeList')[0]).toMatchObject({ ruleId: 5 });
    await userEvent.click(screen.getByRole('button', { name: /新增定时规则/ }));
    const dialog = dialogWith('每月几日');
    const time = within(dialog).getByLabelText('发放时间') as HTMLInputElement;
    expect(time.closest('.ant-picker')).toBeTruthy(); // a time picker, not a text box
    expect(time.value).toBe('08:00');
    await userEvent.click(time);
    await userEvent.clear(time);
    await userEvent.type(time, '07:45{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('accounts.subsidyTimeAdd')).toEqual([{ ruleId: 5, cycle: 'month', day: 1, atTime: '07:45', enabled: true }]));
  });
});
