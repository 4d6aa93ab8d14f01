import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyRecord, Role } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid, page, type FakeApi } from '@/testing/fakeApi';
import ResourcePage, { type FieldDef } from '.';

vi.mock('@/api/saveBlob', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('@/api/saveBlob');
vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');

const texts = {
  'test.roles': '角色',
  'test.roleCode': '角色编码',
  'test.roleName': '角色名称',
  'test.roleDesc': '角色描述',
  'test.userCount': '用户数',
  'test.isAdmin': '管理员角色',
};

const fields: FieldDef<Role>[] = [
  { key: 'roleCode', label: 'test.roleCode', type: 'text', required: true, inForm: 'add' },
  { key: 'roleName', label: 'test.roleName', type: 'text', required: true, inSearch: true },
  { key: 'roleDesc', label: 'test.roleDesc', type: 'textarea', inTable: false },
  { key: 'userCount', label: 'test.userCount', type: 'number', inForm: false },
  { key: 'isAdmin', label: 'test.isAdmin', type: 'switch', inForm: false },
];

const cook: Role = { roleId: 7, roleCode: 'cook', roleName: '厨师', roleDesc: '后厨', menuIds: [3], isAdmin: false, userCount: 4, createdAt: '2024-01-02T03:04:05+08:00' };

let api: FakeApi;
const pageCalls = () => api.calls('admin.rolePage');

/** 45 roles on three pages; the second page's one is named 厨师长. Added roles come first. */
function serve() {
  const added: Role[] = [];
  api = fakeApi({
    'admin.rolePage': ({ page: p }) => ({ ...page([...added, { ...cook, roleName: p === 1 ? '厨师' : '厨师长' }], 45 + added.length), page: p }),
    'admin.roleAdd': (input) => {
      added.push({ ...cook, ...input, roleId: 8, roleDesc: input.roleDesc ?? '', userCount: 0 });
      return { roleId: 8 };
    },
  });
}

function renderRoles() {
  return renderWidget(
    <ResourcePage
      title="test.roles"
      rowKey="roleId"
      fields={fields}
      pageEndpoint="admin.rolePage"
      addEndpoint="admin.roleAdd"
      editEndpoint="admin.roleEdit"
      removeEndpoint="admin.roleRemove"
      fromForm={(content, mode, row) => ({ ...(row ? { roleId: row.roleId, roleCode: row.roleCode } : {}), menuIds: row?.menuIds ?? [], ...content })}
      print
    />,
    texts,
  );
}

/** The form item (label, control and its messages) of a labelled field in a dialog. */
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('.ant-form-item') as HTMLElement;

describe('ResourcePage', () => {
  beforeEach(() => serve());

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
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('admin.roleAdd')).toEqual([{ menuIds: [], roleCode: 'baker', roleName: '面点师', roleDesc: '' }]));
    expect(await screen.findByText('新增成功!')).toBeTruthy();
    // The list is read again: the new role is in it and the total counts it.
    expect(await screen.findByText('面点师')).toBeTruthy();
    expect(screen.getByText('共 46 条')).toBeTruthy();
  });

  it('checks required fields before calling', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('角色编码');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(formItem(dialog, '角色名称')).findByText('角色名称不能为空')).toBeTruthy();
    expect(api.calls('admin.roleAdd')).toEqual([]);
  });

  it('shows a server validation error under the field it names', async () => {
    api.on({
      'admin.roleAdd': () => {
        throw invalid([{ field: 'roleCode', message: '角色编码已存在' }], '参数错误');
      },
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
      expect(api.calls('admin.roleEdit')).toEqual([{ roleId: 7, roleCode: 'cook', menuIds: [3], roleName: '大厨', roleDesc: '后厨' }]),
    );
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
  });

  it('removes a row after confirmation', async () => {
    renderRoles();
    await userEvent.click(await screen.findByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('确认删除?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('admin.roleRemove')).toEqual([{ id: 7 }]));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
  });

  it('exports with the current filters, the table\'s columns in table order and the page title as file name', async () => {
    const xlsx = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const record: MoneyRecord = {
      recordId: '7-1', txnId: 7, bizNo: 'R001', custId: 3, custName: '张三', custNum: 'E001', orgName: '财务部', cardNo: null, tradeType: 'recharge',
      amount: 10000, payType: 'cash', batchNo: null, state: 'done', remark: '', operatorName: 'admin', at: '2025-03-01T08:00:00+08:00',
    };
    api.on({ 'accountRecords.rechargePage': () => page([record]), 'accountRecords.rechargeExport': () => xlsx });
    renderWidget(
      <ResourcePage
        title="test.records"
        rowKey="recordId"
        fields={[
          { key: 'custName', label: 'test.custName', type: 'text', inSearch: true },
          { key: 'remark', label: 'test.remark', type: 'text', inTable: false },
          { key: 'amount', label: 'test.amount', type: 'money' },
        ]}
        pageEndpoint="accountRecords.rechargePage"
        exportEndpoint="accountRecords.rechargeExport"
      />,
      { 'test.records': '充值记录', 'test.custName': '姓名', 'test.remark': '备注', 'test.amount': '金额' },
    );
    await screen.findByText('张三');
    await userEvent.type(screen.getByPlaceholderText('姓名'), '张');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(xlsx, '充值记录.xlsx'));
    expect(api.calls('accountRecords.rechargeExport')).toEqual([{ custName: '张', columns: ['custName', 'amount'] }]);
  });

  it('prints the rows on screen with the table columns', async () => {
    renderRoles();
    await screen.findByText('厨师');
    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('<h1>角色</h1>');
    for (const title of ['角色编码', '角色名称', '用户数', '管理员角色']) expect(html).toContain(`<th>${title}</th>`);
    expect(html).not.toContain('<th>角色描述</th>');
    for (const cell of ['cook', '厨师', '4', '否']) expect(html).toContain(`<td>${cell}</td>`);
  });

  it('shows a tree beside the list and lets the page tick rows for its batch actions', async () => {
    const onChange = vi.fn();
    renderWidget(
      <ResourcePage
        title="test.roles"
        rowKey="roleId"
        fields={fields}
        pageEndpoint="admin.rolePage"
        tree={<nav aria-label="组织">树</nav>}
        rowSelection={{ selectedKeys: [], onChange }}
      />,
      texts,
    );
    await screen.findByText('厨师');
    expect(screen.getByRole('navigation', { name: '组织' })).toBeTruthy();
    const row = screen.getByText('cook').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith([7], [expect.objectContaining({ roleId: 7 })], expect.anything());
  });
});
