import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationLog } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zhAdmin from '@/i18n/zh/admin';
import zhApi from '@/i18n/zh/api';
import OperationLogPage from '.';

vi.mock('@/components/PrintDialog/printHtml', () => ({ printHtml: vi.fn() }));
const { printHtml } = await import('@/components/PrintDialog/printHtml');

const texts = { ...zhAdmin, ...zhApi, '/baobiaozhongxin/sysOperation': '系统操作日志' };

const log = (over: Partial<OperationLog>): OperationLog => ({
  id: 1,
  username: 'admin',
  endpointId: 'admin.roleAdd',
  summary: 'Add a role',
  method: 'POST',
  path: '/admin/api/v1/mgrrole/add',
  ip: '10.0.0.8',
  code: 10000,
  msg: '成功',
  durationMs: 35,
  at: '2024-03-04T05:06:07+08:00',
  ...over,
});
const ROWS = [
  log({}),
  log({ id: 2, username: 'wang', endpointId: 'admin.userRemove', summary: 'Remove a manager user', method: 'DELETE', path: '/admin/api/v1/mgruser/remove/9', code: 40300, msg: '无权访问', durationMs: 4 }),
];

describe('system operation report', () => {
  let api: FakeApi;
  const pageCalls = () => api.calls('admin.operationLogPage');
  beforeEach(() => {
    vi.mocked(printHtml).mockReset();
    api = fakeApi({ 'admin.operationLogPage': () => page(ROWS) });
  });

  it('lists the operations by name in the reader’s language, with their result: success, or failure and why', async () => {
    renderWidget(<OperationLogPage />, texts);
    const ok = (await screen.findByText('新增角色')).closest('tr') as HTMLElement;
    expect(within(ok).queryByText('admin.roleAdd')).toBeNull();
    expect(within(ok).queryByText('10000')).toBeNull();
    expect(within(ok).getByText('2024-03-04 05:06:07')).toBeTruthy(); // the merchant's zone (Asia/Shanghai by default)
    expect(within(ok).getByText('admin')).toBeTruthy();
    expect(within(ok).getByText('/admin/api/v1/mgrrole/add')).toBeTruthy();
    expect(within(ok).getByText('10.0.0.8')).toBeTruthy();
    expect(within(ok).getByText('35')).toBeTruthy();
    expect(within(ok).getByText('成功').closest('.ant-tag')?.className).toContain('success');

    const failed = screen.getByText('删除用户').closest('tr') as HTMLElement;
    expect(within(failed).getByText('失败').closest('.ant-tag')?.className).toContain('error');
    expect(within(failed).getByText('无权访问')).toBeTruthy();
    expect(within(failed).queryByText('40300')).toBeNull();
    expect(within(failed).queryByText('成功')).toBeNull();
    expect(pageCalls()).toEqual([{ page: 1, limit: 20 }]);
  });

  it('searches by user, operation (by its name) and failures only; it has no add, edit or delete', async () => {
    renderWidget(<OperationLogPage />, texts);
    await screen.findByText('新增角色');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('操作用户'), 'wang');
    await userEvent.type(screen.getByText('操作', { selector: 'label' }).closest('.ant-form-item')!.querySelector('input')!, '删除用户');
    await userEvent.click((await screen.findAllByTitle('删除用户')).find((c) => c.classList.contains('ant-select-item-option'))!);
    await userEvent.click(screen.getByText('仅看失败', { selector: 'label' }).closest('.ant-form-item')!.querySelector('.ant-select')!);
    await userEvent.click((await screen.findAllByTitle('是')).find((c) => c.classList.contains('ant-select-item-option'))!);
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(pageCalls().at(-1)).toEqual({ username: 'wang', endpointId: 'admin.userRemove', failedOnly: true, page: 1, limit: 20 }));
  });

  it('prints the rows with the report’s columns, operations and results as the table shows them', async () => {
    renderWidget(<OperationLogPage />, texts);
    await screen.findByText('新增角色');
    await userEvent.click(screen.getByRole('button', { name: /打印表格/ }));
    await userEvent.type(screen.getByLabelText('制表人'), '张三');
    await userEvent.click(within(dialogWith('填写制表人')).getByRole('button', { name: spaced('下一步') }));
    await userEvent.click(within(dialogWith('选择打印内容')).getByRole('button', { name: spaced('打印') }));
    const html = vi.mocked(printHtml).mock.calls[0][0];
    expect(html).toContain('<h1>系统操作日志</h1>');
    for (const title of ['操作时间', '操作用户', '操作', '请求方式', '请求路径', 'IP地址', '结果', '耗时（毫秒）']) expect(html).toContain(`<th>${title}</th>`);
    expect(html).not.toContain('<th>接口标识</th>');
    expect(html).toContain('<td>新增角色</td>');
    expect(html).toContain('<td>成功</td>');
    expect(html).toContain('<td>失败</td>');
    expect(html).not.toContain('40300');
  });
});
