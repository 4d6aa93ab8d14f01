import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, type AnyEndpoint, type Role } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zhAdmin from '@/i18n/zh/admin';
import RolesPage from '.';
import type { GrantableMenu } from './permissionTree';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn(), encryptPassword: vi.fn() }));
const { call } = await import('@/api');

const texts = { ...zhAdmin, ...Object.fromEntries(ALL_MENUS.map((m) => [m.fullPath, m.name])) };

const MENUS: GrantableMenu[] = [
  {
    id: 200000,
    path: '/basesetting',
    name: '基础设置',
    children: [
      { id: 201000, path: 'shopstalls', name: '食堂管理' },
      {
        id: 206000,
        path: 'userrole',
        name: '角色权限',
        children: [
          { id: 206010, path: 'role', name: '角色管理' },
          { id: 206020, path: 'userrole', name: '用户管理' },
        ],
      },
    ],
  },
];

const role = (over: Partial<Role>): Role => ({
  roleId: 7,
  roleCode: 'cook',
  roleName: '厨师',
  roleDesc: '后厨',
  menuIds: [],
  isAdmin: false,
  userCount: 2,
  createdAt: '2024-01-02T03:04:05+08:00',
  ...over,
});
const ADMIN = role({ roleId: 1, roleCode: 'admin', roleName: '管理员', roleDesc: '全部', isAdmin: true, userCount: 1 });
const COOK = role({ menuIds: [200000, 206000, 206010] });

const idOf = (endpoint: unknown) => (typeof endpoint === 'string' ? endpoint : (endpoint as AnyEndpoint).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, content]) => content);

function serve(overrides: Record<string, (content: unknown) => unknown> = {}) {
  vi.mocked(call).mockImplementation(async (endpoint, content) => {
    const id = idOf(endpoint);
    if (overrides[id]) return overrides[id](content);
    if (id === 'admin.rolePage') return { records: [ADMIN, COOK], total: 2, page: 1, limit: 20 };
    if (id === 'admin.menuTree') return MENUS;
    if (id === 'admin.usersByRole') return [{ userId: 3, username: 'chef1', realName: '王师傅' }];
    return null;
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('.ant-form-item') as HTMLElement;
const treeNode = (dialog: HTMLElement, title: string) => within(dialog).getByText(title).closest('.ant-tree-treenode') as HTMLElement;

describe('roles page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    serve();
  });

  it('lists the roles; the administrator role shows all permissions and cannot be edited or removed', async () => {
    renderWidget(<RolesPage />, texts);
    expect(await screen.findByText('厨师')).toBeTruthy();
    const admin = rowOf('管理员');
    expect(within(admin).getByText('全部权限')).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(within(admin).queryByRole('button', { name: /删\s?除/ })).toBeNull();
    const cook = rowOf('厨师');
    expect(within(cook).getByText('cook')).toBeTruthy();
    expect(within(cook).getByText('2024-01-02 03:04:05')).toBeTruthy(); // in the merchant's zone (default Asia/Shanghai), not the browser's
    expect(within(cook).getByRole('button', { name: /编\s?辑/ })).toBeTruthy();
    expect(within(cook).queryByText('全部权限')).toBeNull();
  });

  it('adds a role with the checked menus and the half-checked parents leading to them', async () => {
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('菜单权限');
    await userEvent.type(within(dialog).getByLabelText('角色编码'), 'clerk');
    await userEvent.type(within(dialog).getByLabelText('角色名称'), '文员');
    await userEvent.click(await within(dialog).findByText('角色管理'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(callsTo('admin.roleAdd')).toEqual([{ roleCode: 'clerk', roleName: '文员', roleDesc: '', menuIds: [200000, 206000, 206010] }]),
    );
    expect(await screen.findByText('新增成功!')).toBeTruthy();
  });

  it('edits a role from its menus: the tree shows them checked, and a parent becomes checked with all its children', async () => {
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(within(rowOf('厨师')).getByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('菜单权限');
    expect((within(dialog).getByLabelText('角色编码') as HTMLInputElement).value).toBe('cook');
    await within(dialog).findByText('角色管理');
    expect(treeNode(dialog, '角色管理').className).toContain('checkbox-checked');
    expect(treeNode(dialog, '用户管理').className).not.toContain('checkbox-checked');
    expect(treeNode(dialog, '角色权限').querySelector('.ant-tree-checkbox-indeterminate')).toBeTruthy();
    await userEvent.click(within(dialog).getByText('用户管理'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(callsTo('admin.roleEdit')).toEqual([
        { roleId: 7, roleCode: 'cook', roleName: '厨师', roleDesc: '后厨', menuIds: [200000, 206000, 206010, 206020] },
      ]),
    );
  });

  it('shows the server’s field errors under their fields and keeps the dialog open', async () => {
    serve({
      'admin.roleAdd': () => {
        throw Object.assign(new Error('参数校验失败'), {
          code: 40000,
          msg: '参数校验失败',
          data: {
            fields: [
              { field: 'roleCode', message: '角色编码已存在' },
              { field: 'menuIds', message: '菜单不存在：999' },
            ],
          },
        });
      },
    });
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('菜单权限');
    await userEvent.type(within(dialog).getByLabelText('角色编码'), 'cook');
    await userEvent.type(within(dialog).getByLabelText('角色名称'), '厨师');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '角色编码')).findByText('角色编码已存在')).toBeTruthy();
    expect(within(formItem(dialog, '菜单权限')).getByText('菜单不存在：999')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });

  it('checks the role code before calling', async () => {
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('菜单权限');
    await userEvent.type(within(dialog).getByLabelText('角色编码'), '9x');
    await userEvent.type(within(dialog).getByLabelText('角色名称'), '文员');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '角色编码')).findByText(zhAdmin['admin.role.codeRule'])).toBeTruthy();
    expect(callsTo('admin.roleAdd')).toEqual([]);
  });

  it('removes a role after confirmation', async () => {
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(within(rowOf('厨师')).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('admin.roleRemove')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
  });

  it('does not report a removal the server refused (it shows the server’s reason itself)', async () => {
    serve({
      'admin.roleRemove': () => {
        throw Object.assign(new Error('该角色下还有用户，不能删除'), { code: 40900, msg: '该角色下还有用户，不能删除', data: null });
      },
    });
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(within(rowOf('厨师')).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('admin.roleRemove')).toEqual([{ id: 7 }]));
    expect(screen.queryByText('删除成功!')).toBeNull();
  });

  it('lists the users holding a role', async () => {
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(within(rowOf('厨师')).getByRole('button', { name: /用\s?户/ }));
    expect(await screen.findByText('王师傅')).toBeTruthy();
    expect(screen.getByText('角色“厨师”的用户')).toBeTruthy();
    expect(callsTo('admin.usersByRole')).toEqual([{ roleId: 7 }]);
  });
});
