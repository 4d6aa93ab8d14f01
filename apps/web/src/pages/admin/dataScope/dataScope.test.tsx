import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataScope, Role } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, invalid, type FakeHandlers } from '@/testing/fakeApi';
import zhAdmin from '@/i18n/zh/admin';
import DataScopePage from '.';
import type { ScopeOptions } from './scopeModel';


const role = (roleId: number, roleCode: string, roleName: string, isAdmin = false): Role => ({
  roleId,
  roleCode,
  roleName,
  roleDesc: '',
  menuIds: [],
  isAdmin,
  userCount: 0,
  createdAt: '2024-01-02T03:04:05+08:00',
});
const ROLES = [role(1, 'admin', '管理员', true), role(7, 'cook', '厨师')];
const NOT_YET: ScopeOptions = { available: false, options: [] };
const ALL_DATA = { canteenIds: null, orgIds: null, dishScopeIds: null };

function serve(options: Partial<Record<'canteen' | 'org' | 'dish', ScopeOptions>> = {}, saved: Omit<DataScope, 'roleId'> = ALL_DATA, more: FakeHandlers = {}) {
  return fakeApi({
    'admin.effectiveRoles': () => ROLES,
    'admin.effectiveGet': ({ roleId }) => ({ roleId, ...saved }),
    'admin.effectiveOptions': ({ type }) => options[type] ?? NOT_YET,
    ...more,
  });
}

async function chooseRole(name: string) {
  await userEvent.click(screen.getByRole('combobox'));
  const choices = await screen.findAllByTitle(name);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

const section = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
const saveButton = () => screen.getByRole('button', { name: /保\s?存/ });

describe('data permissions page', () => {
  it('asks for a role first', async () => {
    const api = serve();
    renderWidget(<DataScopePage />, zhAdmin);
    expect(await screen.findAllByText('请选择角色')).not.toHaveLength(0);
    expect(api.calls('admin.effectiveGet')).toEqual([]);
  });

  it('says plainly when a kind of data does not exist yet, keeps all data, and saves nulls', async () => {
    const api = serve();
    renderWidget(<DataScopePage />, zhAdmin);
    await chooseRole('厨师 (cook)');
    await screen.findByText('食堂范围');
    expect(api.calls('admin.effectiveGet')).toEqual([{ roleId: 7 }]);
    for (const title of ['食堂范围', '组织范围', '菜品范围']) {
      const card = section(title);
      expect(within(card).getByText('该类数据尚未开通，敬请期待')).toBeTruthy();
      expect((within(card).getByRole('radio', { name: '全部数据' }) as HTMLInputElement).checked).toBe(true);
      expect((within(card).getByRole('radio', { name: '仅限以下' }) as HTMLInputElement).disabled).toBe(true);
    }
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.calls('admin.effectiveSave')).toEqual([{ roleId: 7, ...ALL_DATA }]));
    expect(await screen.findByText('保存成功!')).toBeTruthy();
  });

  it('limits a role to the checked options of a kind that exists', async () => {
    const api = serve({
      org: {
        available: true,
        options: [
          { id: 1, name: '总部', parentId: null },
          { id: 2, name: '后厨', parentId: 1 },
          { id: 3, name: '财务', parentId: 1 },
        ],
      },
    });
    renderWidget(<DataScopePage />, zhAdmin);
    await chooseRole('厨师 (cook)');
    const org = await waitFor(() => section('组织范围'));
    expect(within(org).queryByText('该类数据尚未开通，敬请期待')).toBeNull();
    expect(within(section('食堂范围')).getByText('该类数据尚未开通，敬请期待')).toBeTruthy();
    await userEvent.click(within(org).getByRole('radio', { name: '仅限以下' }));
    await userEvent.click(within(org).getByText('后厨'));
    expect(within(org).getByText('已选 1 项')).toBeTruthy();
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.calls('admin.effectiveSave')).toEqual([{ roleId: 7, canteenIds: null, orgIds: [2], dishScopeIds: null }]));
  });

  it('starts from the saved limits and shows the server’s objection beside its kind of data', async () => {
    serve({ dish: { available: true, options: [{ id: 4, name: '早餐', parentId: null }, { id: 5, name: '午餐', parentId: null }] } }, { ...ALL_DATA, dishScopeIds: [5] }, {
      'admin.effectiveSave': () => {
        throw invalid([{ field: 'dishScopeIds', message: '数据权限选项不存在：5' }], '参数校验失败');
      },
    });
    renderWidget(<DataScopePage />, zhAdmin);
    await chooseRole('厨师 (cook)');
    const dish = await waitFor(() => section('菜品范围'));
    expect((within(dish).getByRole('radio', { name: '仅限以下' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dish).getByText('已选 1 项')).toBeTruthy();
    await userEvent.click(saveButton());
    expect(await within(dish).findByText('数据权限选项不存在：5')).toBeTruthy();
  });

  it('shows that the administrator role always has all data', async () => {
    const api = serve();
    renderWidget(<DataScopePage />, zhAdmin);
    await chooseRole('管理员 (admin)');
    expect(await screen.findByText('管理员角色始终拥有全部数据权限，不能限制')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
    expect(api.calls('admin.effectiveGet')).toEqual([]);
  });
});
