import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import JobsPage from '.';

const job: Job = { jobId: 4, jobName: '厨师长', sort: 1, remark: '', personCount: 3, createdAt: '2025-01-01T00:00:00Z' };

describe('positions', () => {
  it('lists positions with their people count, adds one and removes one by its jobId', async () => {
    const api = fakeApi({ 'peopleMaster.jobPage': () => page([job]), 'peopleMaster.jobAdd': () => ({ jobId: 5 }) });
    renderWidget(<JobsPage />, zh);
    const row = (await screen.findByText('厨师长')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('3');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('职位名称');
    await userEvent.type(within(dialog).getByLabelText('职位名称'), '帮厨');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.jobAdd')).toEqual([{ jobName: '帮厨', remark: '' }]));
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.jobRemove')).toEqual([{ jobId: 4 }]));
  });
});
