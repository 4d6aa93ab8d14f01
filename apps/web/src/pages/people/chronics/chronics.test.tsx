import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chronic } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import ChronicsPage from '.';

const chronic: Chronic = { chronicId: 7, chronicName: '高血压', sort: 0, remark: '低盐饮食', createdAt: '2025-01-01T00:00:00Z' };

describe('chronic illnesses', () => {
  it('lists the illnesses and adds one', async () => {
    const api = fakeApi({ 'peopleMaster.chronicPage': () => page([chronic]), 'peopleMaster.chronicAdd': () => ({ chronicId: 8 }) });
    renderWidget(<ChronicsPage />, zh);
    const row = (await screen.findByText('高血压')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('低盐饮食');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('慢性病名称');
    await userEvent.type(within(dialog).getByLabelText('慢性病名称'), '糖尿病');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.chronicAdd')).toEqual([{ chronicName: '糖尿病', remark: '' }]));
  });
});
