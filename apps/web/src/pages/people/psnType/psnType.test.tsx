import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustGrade, PsnType } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/peopleMaster';
import PsnTypePage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const type: PsnType = { psnTypeId: 2, psnTypeName: '正式员工', sort: 0, remark: '', personCount: 12, createdAt: '2025-01-01T00:00:00Z' };
const grade: CustGrade = { gradeId: 5, gradeName: '一级', sort: 1, remark: '管理层', personCount: 2, createdAt: '2025-01-01T00:00:00Z' };

describe('person types and grades', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (e) => {
      const id = idOf(e);
      if (id === 'peopleMaster.psnTypePage') return { records: [type], total: 1, page: 1, limit: 20 };
      if (id === 'peopleMaster.gradeList') return [grade];
      return null;
    });
  });

  it('lists person types and adds one', async () => {
    renderWidget(<PsnTypePage />, zh);
    const row = (await screen.findByText('正式员工')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('人员类型名称');
    await userEvent.type(within(dialog).getByLabelText('人员类型名称'), '临时工');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.psnTypeAdd')).toEqual([{ psnTypeName: '临时工', remark: '' }]));
  });

  it('shows the grades tab, adds a grade and removes one', async () => {
    renderWidget(<PsnTypePage />, zh);
    await userEvent.click(await screen.findByRole('tab', { name: '人员等级' }));
    const row = (await screen.findByText('管理层')).closest('tr') as HTMLElement;
    expect(within(row).getByText('一级')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增等级/ }));
    const dialog = dialogWith('等级名称');
    await userEvent.type(within(dialog).getByLabelText('等级名称'), '二级');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.gradeAdd')).toEqual([{ gradeName: '二级', sort: 0, remark: '' }]));
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.gradeRemove')).toEqual([{ gradeId: 5 }]));
  });
});
