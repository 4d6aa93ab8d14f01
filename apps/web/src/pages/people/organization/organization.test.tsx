import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/people';
import OrganizationPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => (typeof e === 'string' ? e : e.id) === id).map(([, c]) => c);
const node = (orgId: number, parentId: number | null, orgName: string, children: OrgNode[] = []): OrgNode => ({ orgId, parentId, orgName, orgCode: '', sort: 0, children });
const tree = [node(1, null, '总公司', [node(2, 1, '财务部'), node(3, 1, '后勤部', [node(4, 3, '食堂组')])])];

describe('organisation page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => ((typeof endpoint === 'string' ? endpoint : endpoint.id) === 'people.orgTree' ? tree : null));
  });

  it('shows the tree and lists the chosen organisation’s children; adds one below it', async () => {
    renderWidget(<OrganizationPage />, zh);
    await userEvent.click(await screen.findByText('总公司', { selector: '.ant-tree-title' }));
    expect(await screen.findByText('总公司 的下级组织')).toBeTruthy();
    const row = screen.getAllByText('后勤部').find((e) => e.closest('tr')) as HTMLElement;
    expect(within(row.closest('tr') as HTMLElement).getByText('1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增组织/ }));
    const dialog = dialogWith('组织名称');
    await userEvent.type(within(dialog).getByLabelText('组织名称'), '采购部');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('people.orgAdd')).toEqual([{ parentId: 1, orgName: '采购部', orgCode: '', sort: 0 }]));
  });

  it('removes and moves the checked organisations', async () => {
    renderWidget(<OrganizationPage />, zh);
    await userEvent.click(await screen.findByText('总公司', { selector: '.ant-tree-title' }));
    const row = (screen.getAllByText('财务部').find((e) => e.closest('tr')) as HTMLElement).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('people.orgRemove')).toEqual([{ orgId: 2 }]));
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /移动到/ }));
    const dialog = dialogWith('移动 1 个组织');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('people.orgBatchMove')).toEqual([{ orgIds: [2], parentId: null }]));
  });
});
