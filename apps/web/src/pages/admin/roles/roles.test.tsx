import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_MENUS, Code, type Role } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid, page, refuse, type FakeApi, type FakeHandlers } from '@/testing/fakeApi';
import zhAdmin from '@/i18n/zh/admin';
import RolesPage from '.';
import type { GrantableMenu } from './permissionTree';

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

let api: FakeApi;
const callsTo = <Id extends 'admin.roleAdd' | 'admin.roleEdit' | 'admin.roleRemove' | 'admin.usersByRole'>(id: Id) => api.calls(id);

/** A server whose roles follow the calls. */
function serve(more: FakeHandlers = {}) {
  const roles = [ADMIN, { ...COOK }];
  api = fakeApi({
    'admin.rolePage': () => page(roles),
    'admin.menuTree': () => MENUS,
    'admin.usersByRole': () => [{ userId: 3, username: 'chef1', realName: '王师傅' }],
    'admin.roleAdd': (input) => {
      roles.push(role({ ...input, roleId: 8, userCount: 0 }));
      return { roleId: 8 };
    },
    'admin.roleEdit': ({ roleId, ...changes }) => {
      Object.assign(roles.find((r) => r.roleId === roleId)!, changes);
      return null;
    },
    'admin.roleRemove': ({ id }) => {
      roles.splice(roles.findIndex((r) => r.roleId === id), 1);
      return null;
    },
    ...more,
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('.ant-form-item') as HTMLElement;
const treeNode = (dialog: HTMLElement, title: string) => within(dialog).getByText(title).closest('.ant-tree-treenode') as HTMLElement;

describe('roles page', () => {
  beforeEach(() => serve());

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
    expect(await screen.findByText('文员')).toBeTruthy();
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
        throw invalid(
          [
            { field: 'roleCode', message: '角色编码已存在' },
            { field: 'menuIds', message: '菜单不存在：999' },
          ],
          '参数校验失败',
        );
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
    await waitFor(() => expect(screen.queryByText('厨师')).toBeNull());
  });

  it('does not report a removal the server refused (it shows the server’s reason itself)', async () => {
    serve({
      'admin.roleRemove': () => {
        throw refuse(Code.CONFLICT, '该角色下还有用户，不能删除');
      },
    });
    renderWidget(<RolesPage />, texts);
    await screen.findByText('厨师');
    await userEvent.click(within(rowOf('厨师')).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('admin.roleRemove')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('该角色下还有用户，不能删除')).toBeTruthy();
    expect(screen.queryByText('删除成功!')).toBeNull();
    expect(rowOf('厨师')).toBeTruthy();
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
