import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustJob } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/peopleMaster';
import PositionPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const job: CustJob = { jobId: 4, jobName: '厨师长', sort: 1, remark: '', personCount: 3, createdAt: '2025-01-01T00:00:00Z' };

describe('positions', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (e) => (idOf(e) === 'peopleMaster.jobPage' ? { records: [job], total: 1, page: 1, limit: 20 } : null));
  });

  it('lists positions with their people count, adds one and removes one by its jobId', async () => {
    renderWidget(<PositionPage />, zh);
    const row = (await screen.findByText('厨师长')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('职位名称');
    await userEvent.type(within(dialog).getByLabelText('职位名称'), '帮厨');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.jobAdd')).toEqual([{ jobName: '帮厨', remark: '' }]));
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.jobRemove')).toEqual([{ jobId: 4 }]));
  });
});
