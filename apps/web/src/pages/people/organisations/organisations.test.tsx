import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/people';
import OrganisationsPage from '.';

const node = (orgId: number, parentId: number | null, orgName: string, children: OrgNode[] = []): OrgNode => ({ orgId, parentId, orgName, orgCode: '', sort: 0, children });
const tree = [node(1, null, '总公司', [node(2, 1, '财务部'), node(3, 1, '后勤部', [node(4, 3, '食堂组')])])];

const server = () => fakeApi({ 'people.orgTree': () => tree, 'people.orgAdd': () => ({ orgId: 9 }) });

describe('organisation page', () => {
  it('shows the tree and lists the chosen organisation’s children; adds one below it', async () => {
    const api = server();
    renderWidget(<OrganisationsPage />, zh);
    await userEvent.click(await screen.findByText('总公司', { selector: '.ant-tree-title' }));
    expect(await screen.findByText('总公司 的下级组织')).toBeTruthy();
    const row = screen.getAllByText('后勤部').find((e) => e.closest('tr')) as HTMLElement;
    expect(within(row.closest('tr') as HTMLElement).getByText('1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增组织/ }));
    const dialog = dialogWith('组织名称');
    await userEvent.type(within(dialog).getByLabelText('组织名称'), '采购部');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('people.orgAdd')).toEqual([{ parentId: 1, orgName: '采购部', orgCode: '', sort: 0 }]));
  });

  it('removes and moves the checked organisations', async () => {
    const api = server();
    renderWidget(<OrganisationsPage />, zh);
    await userEvent.click(await screen.findByText('总公司', { selector: '.ant-tree-title' }));
    const row = (screen.getAllByText('财务部').find((e) => e.closest('tr')) as HTMLElement).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('people.orgRemove')).toEqual([{ orgId: 2 }]));
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /移动到/ }));
    const dialog = dialogWith('移动 1 个组织');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('people.orgBatchMove')).toEqual([{ orgIds: [2], parentId: null }]));
  });
});
