import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Grade, PsnType } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import PsnTypesPage from '.';

const type: PsnType = { psnTypeId: 2, psnTypeName: '正式员工', sort: 0, remark: '', personCount: 12, createdAt: '2025-01-01T00:00:00Z' };
const grade: Grade = { gradeId: 5, gradeName: '一级', sort: 1, remark: '管理层', personCount: 2, createdAt: '2025-01-01T00:00:00Z' };

const server = () =>
  fakeApi({
    'peopleMaster.psnTypePage': () => page([type]),
    'peopleMaster.psnTypeAdd': () => ({ psnTypeId: 3 }),
    'peopleMaster.gradeList': () => [grade],
    'peopleMaster.gradeAdd': () => ({ gradeId: 6 }),
  });

describe('person types and grades', () => {
  it('lists person types and adds one', async () => {
    const api = server();
    renderWidget(<PsnTypesPage />, zh);
    const row = (await screen.findByText('正式员工')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('12');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('人员类型名称');
    await userEvent.type(within(dialog).getByLabelText('人员类型名称'), '临时工');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.psnTypeAdd')).toEqual([{ psnTypeName: '临时工', remark: '' }]));
  });

  it('shows the grades tab, adds a grade and removes one', async () => {
    const api = server();
    renderWidget(<PsnTypesPage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '人员等级' }));
    const row = (await screen.findByText('管理层')).closest('tr') as HTMLElement;
    expect(within(row).getByText('一级')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增等级/ }));
    const dialog = dialogWith('等级名称');
    await userEvent.type(within(dialog).getByLabelText('等级名称'), '二级');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.gradeAdd')).toEqual([{ gradeName: '二级', sort: 0, remark: '' }]));
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.gradeRemove')).toEqual([{ gradeId: 5 }]));
  });
});
