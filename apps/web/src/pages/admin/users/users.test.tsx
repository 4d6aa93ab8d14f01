import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagerUser } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid, page, type FakeApi, type FakeHandlers } from '@/testing/fakeApi';
import zhAdmin from '@/i18n/zh/admin';
import zhShell from '@/i18n/zh/shell';
import UsersPage from '.';

// The RSA step has its own tests (api/auth.test.ts); here a password shows as `rsa(…)` so the test can read it.
vi.mock('@/api/auth', async (original) => ({ ...(await original<object>()), encryptPassword: vi.fn() }));
const { encryptPassword } = await import('@/api/auth');

const texts = { ...zhAdmin, ...zhShell };

const WANG: ManagerUser = {
  userId: 5,
  username: 'wang',
  realName: '王五',
  phone: '13800000000',
  roleId: 7,
  roleName: '厨师',
  state: 'enabled',
  isBuyer: true,
  isKeeper: false,
  createdAt: '2024-01-02T03:04:05+08:00',
  lastLoginAt: null,
};

let api: FakeApi;
const callsTo = <Id extends 'admin.userAdd' | 'admin.userEdit' | 'admin.userPassword' | 'admin.userRemove'>(id: Id) => api.calls(id);

/** A server whose users follow the calls. */
function serve(more: FakeHandlers = {}) {
  const users = [{ ...WANG }];
  api = fakeApi({
    'admin.dashboard': () => ({ users: 3, enabledUsers: 2, roles: 4, operationsToday: 17, failedToday: 1, recentOperations: null }),
    'admin.userPage': () => page(users),
    'admin.roleCodes': () => [
      { roleId: 1, roleCode: 'admin', roleName: '管理员' },
      { roleId: 7, roleCode: 'cook', roleName: '厨师' },
    ],
    'admin.userAdd': ({ username, realName, roleId }) => {
      users.push({ ...WANG, userId: 6, username, realName, roleId, isBuyer: false, isKeeper: true });
      return { userId: 6 };
    },
    'admin.userEdit': ({ userId, ...changes }) => {
      Object.assign(users.find((u) => u.userId === userId)!, changes);
      return null;
    },
    'admin.userRemove': ({ id }) => {
      users.splice(users.findIndex((u) => u.userId === id), 1);
      return null;
    },
    ...more,
  });
}

const fieldError = (field: string, message: string) => invalid([{ field, message }], '参数校验失败');

const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

/** Opens the select of a form item and picks the option showing `option`. */
async function pick(item: HTMLElement, option: string) {
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

async function fillAdd(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('用户名'), 'li4');
  await userEvent.type(within(dialog).getByLabelText('密码'), 'Secret123');
  await userEvent.type(within(dialog).getByLabelText('姓名'), '李四');
  await pick(formItem(dialog, '角色'), '厨师');
  await userEvent.click(within(dialog).getByLabelText('仓管员'));
}

describe('users page', () => {
  beforeEach(() => {
    vi.mocked(encryptPassword).mockReset();
    vi.mocked(encryptPassword).mockImplementation(async (plain) => `rsa(${plain})`);
    serve();
  });

  it('lists the users with their role, state and flags', async () => {
    renderWidget(<UsersPage />, texts);
    const row = (await screen.findByText('wang')).closest('tr') as HTMLElement;
    expect(within(row).getByText('王五')).toBeTruthy();
    expect(within(row).getByText('厨师')).toBeTruthy();
    expect(within(row).getByText('启用').closest('.ant-tag')).toBeTruthy();
    expect(within(row).getByText('是')).toBeTruthy(); // buyer
    expect(within(row).getByText('否')).toBeTruthy(); // keeper
    // The administrators' counts sit above the list.
    expect((await screen.findByText('今日操作')).closest('.ant-statistic')?.textContent).toBe('今日操作17');
  });

  it('adds a user with the password encrypted before it is sent', async () => {
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('用户名');
    expect(within(dialog).queryByText('状态')).toBeNull(); // edit only
    await fillAdd(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(callsTo('admin.userAdd')).toEqual([
        { username: 'li4', password: 'rsa(Secret123)', realName: '李四', phone: '', roleId: 7, isBuyer: false, isKeeper: true },
      ]),
    );
    expect(encryptPassword).toHaveBeenCalledWith('Secret123');
    expect(await screen.findByText('新增成功!')).toBeTruthy();
    expect(await screen.findByText('li4')).toBeTruthy();
  });

  it('shows the server’s field error under the user name', async () => {
    serve({
      'admin.userAdd': () => {
        throw fieldError('username', '用户名已存在');
      },
    });
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('用户名');
    await fillAdd(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '用户名')).findByText('用户名已存在')).toBeTruthy();
    expect(within(formItem(dialog, '密码')).queryByText('用户名已存在')).toBeNull();
    expect(dialog.isConnected).toBe(true);
  });

  it('refuses a weak password before calling', async () => {
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('用户名');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '密码')).findByText('密码至少8位，且包含字母和数字')).toBeTruthy();
    expect(encryptPassword).not.toHaveBeenCalled();
    expect(callsTo('admin.userAdd')).toEqual([]);
  });

  it('edits a user without user name or password, with the state', async () => {
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('状态');
    expect(within(dialog).queryByLabelText('用户名')).toBeNull();
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    await pick(formItem(dialog, '状态'), '停用');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(callsTo('admin.userEdit')).toEqual([
        { userId: 5, realName: '王五', phone: '13800000000', roleId: 7, state: 'disabled', isBuyer: true, isKeeper: false },
      ]),
    );
    // Read again, the user shows as disabled.
    expect(await within(screen.getByText('wang').closest('tr') as HTMLElement).findByText('停用')).toBeTruthy();
  });

  it('resets a password: both entries must match, the new one is encrypted, a server error shows under it', async () => {
    serve({
      'admin.userPassword': () => {
        throw fieldError('newPassword', '密码至少8位，且包含字母和数字');
      },
    });
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    const dialog = dialogWith('确认密码');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'Another99');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Another98');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(callsTo('admin.userPassword')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('确认密码'));
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Another99');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('admin.userPassword')).toEqual([{ userId: 5, newPassword: 'rsa(Another99)' }]));
    expect(await within(formItem(dialog, '新密码')).findByText('密码至少8位，且包含字母和数字')).toBeTruthy();
  });

  it('reports a password reset the server accepted', async () => {
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    const dialog = dialogWith('确认密码');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'Another99');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'Another99');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
  });

  it('removes a user after confirmation', async () => {
    renderWidget(<UsersPage />, texts);
    await screen.findByText('wang');
    await userEvent.click(screen.getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('admin.userRemove')).toEqual([{ id: 5 }]));
    await waitFor(() => expect(screen.queryByText('wang')).toBeNull());
  });
});
