import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminEndpoints, type AnyEndpoint } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import ResourcePage, { type FieldDef } from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call, download } = await import('@/api');

const byId = (id: string) => adminEndpoints.find((e) => e.id === id)! as AnyEndpoint;
const rolePage = byId('admin.rolePage');
const roleAdd = byId('admin.roleAdd');
const roleEdit = byId('admin.roleEdit');
const roleRemove = byId('admin.roleRemove');

const texts = {
  'test.roles': '角色',
  'test.roleCode': '角色编码',
  'test.roleName': '角色名称',
  'test.roleDesc': '角色描述',
  'test.userCount': '用户数',
  'test.isAdmin': '管理员角色',
};

const fields: FieldDef[] = [
  { key: 'roleCode', label: 'test.roleCode', type: 'text', required: true, inForm: 'add' },
  { key: 'roleName', label: 'test.roleName', type: 'text', required: true, inSearch: true },
  { key: 'roleDesc', label: 'test.roleDesc', type: 'textarea', inTable: false },
  { key: 'userCount', label: 'test.userCount', type: 'number', inForm: false },
  { key: 'isAdmin', label: 'test.isAdmin', type: 'switch', inForm: false },
];

const cook = { roleId: 7, roleCode: 'cook', roleName: '厨师', roleDesc: '后厨', menuIds: [3], isAdmin: false, userCount: 4, createdAt: '2024-01-02T03:04:05+08:00' };
const page = (p = 1) => ({ records: [{ ...cook, roleName: p === 1 ? '厨师' : '厨师长' }], total: 45, page: p, limit: 20 });

const pageCalls = () => vi.mocked(call).mock.calls.filter(([e]) => e === rolePage).map(([, content]) => content);
const callsTo = (endpoint: AnyEndpoint) => vi.mocked(call).mock.calls.filter(([e]) => e === endpoint).map(([, content]) => content);

function renderRoles() {
  return renderWidget(
    <ResourcePage
      title="test.roles"
      rowKey="roleId"
      fields={fields}
      pageEndpoint={rolePage}
      addEndpoint={roleAdd}
      editEndpoint={roleEdit}
      removeEndpoint={roleRemove}
      exportEndpoint={rolePage}
      fromForm={(content, mode, row) => ({ ...(row ? { roleId: row.roleId, roleCode: row.roleCode } : {}), menuIds: row?.menuIds ?? [], ...content })}
      print
    />,
    texts,
  );
}

/** The form item (label, control and its messages) of a labelled field in a dialog. */
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('.ant-form-item') as HTMLElement;

describe('ResourcePage', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint, content) => {
      if (endpoint === rolePage) return page((content as { page: number }).page);
      return null;
    });
  });

  it('lists the rows of the first page with the table columns and the total', async () => {
    renderRoles();
    expect(await screen.findByText('厨师')).toBeTruthy();
    expect(screen.getByText('cook')).toBeTruthy();
    expect(screen.getByText('否')).toBeTruthy(); // switch column
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.queryByText('后厨')).toBeNull(); // not a table field
    expect(pageCalls()).toEqual([{ page: 1, limit: 20 }]);
  });

  it('asks for the page the user picks, with the limit', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('厨师长')).toBeTruthy();
    expect(pageCalls().at(-1)).toEqual({ page: 2, limit: 20 });
  });

  it('searches from the first page with the typed filter, and reset clears it', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByTitle('3'));
    await userEvent.type(screen.getByPlaceholderText('角色名称'), ' 厨 ');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ roleName: '厨', page: 1, limit: 20 }));
    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ page: 1, limit: 20 }));
  });

  it('adds through the add endpoint with the form content, then reloads the list', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('角色编码');
    expect(within(dialog).queryByText('用户数')).toBeNull(); // not a form field
    await userEvent.type(within(dialog).getByLabelText('角色编码'), 'baker');
    await userEvent.type(within(dialog).getByLabelText('角色名称'), '面点师');
    const before = pageCalls().length;
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo(roleAdd)).toEqual([{ menuIds: [], roleCode: 'baker', roleName: '面点师', roleDesc: '' }]));
    expect(await screen.findByText('新增成功!')).toBeTruthy();
    await waitFor(() => expect(pageCalls().length).toBeGreaterThan(before));
  });

  it('checks required fields before calling', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('角色编码');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '角色名称')).findByText('角色名称不能为空')).toBeTruthy();
    expect(callsTo(roleAdd)).toEqual([]);
  });

  it('shows a server validation error under the field it names', async () => {
    vi.mocked(call).mockImplementation(async (endpoint) => {
      if (endpoint === rolePage) return page();
      throw Object.assign(new Error('参数错误'), {
        code: 40000,
        msg: '参数错误',
        data: { fields: [{ field: 'roleCode', message: '角色编码已存在' }] },
      });
    });
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('角色编码');
    await userEvent.type(within(dialog).getByLabelText('角色编码'), 'cook');
    await userEvent.type(within(dialog).getByLabelText('角色名称'), '厨师');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '角色编码')).findByText('角色编码已存在')).toBeTruthy();
    expect(within(formItem(dialog, '角色名称')).queryByText('角色编码已存在')).toBeNull();
    expect(dialog.isConnected).toBe(true); // stays open for the correction
  });

  it('edits a row from its values and sends its key', async () => {
    renderRoles();
    await userEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('角色名称');
    expect(within(dialog).queryByLabelText('角色编码')).toBeNull(); // add-only field
    const name = within(dialog).getByLabelText('角色名称') as HTMLInputElement;
    expect(name.value).toBe('厨师');
    await userEvent.clear(name);
    await userEvent.type(name, '大厨');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(callsTo(roleEdit)).toEqual([{ roleId: 7, roleCode: 'cook', menuIds: [3], roleName: '大厨', roleDesc: '后厨' }]),
    );
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
  });

  it('removes a row after confirmation', async () => {
    renderRoles();
    await userEvent.click(await screen.findByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('确认删除?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo(roleRemove)).toEqual([{ id: 7 }]));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
  });

  it('exports with the current filters and the page title as file name', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.type(screen.getByPlaceholderText('角色名称'), '厨');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    expect(download).toHaveBeenCalledWith(rolePage, { roleName: '厨' }, '角色.xlsx');
  });

  it('offers printing the rows on screen', async () => {
    renderRoles();
    await screen.findByText('厨师');
    expect(screen.getByRole('button', { name: /打印表格/ })).toBeTruthy();
  });
});
