import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustChronic } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zh from '@/i18n/zh/peopleMaster';
import SickPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const idOf = (e: unknown) => (typeof e === 'string' ? e : (e as { id: string }).id);
const callsTo = (id: string) => vi.mocked(call).mock.calls.filter(([e]) => idOf(e) === id).map(([, c]) => c);
const chronic: CustChronic = { chronicId: 7, chronicName: '高血压', sort: 0, remark: '低盐饮食', createdAt: '2025-01-01T00:00:00Z' };

describe('chronic illnesses', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (e) => (idOf(e) === 'peopleMaster.chronicPage' ? { records: [chronic], total: 1, page: 1, limit: 20 } : null));
  });

  it('lists the illnesses and adds one', async () => {
    renderWidget(<SickPage />, zh);
    const row = (await screen.findByText('高血压')).closest('tr') as HTMLElement;
    expect(within(row).getByText('低盐饮食')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('慢性病名称');
    await userEvent.type(within(dialog).getByLabelText('慢性病名称'), '糖尿病');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(callsTo('peopleMaster.chronicAdd')).toEqual([{ chronicName: '糖尿病', remark: '' }]));
  });
});
