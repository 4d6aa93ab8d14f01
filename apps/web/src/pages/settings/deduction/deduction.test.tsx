import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhSettings from '@/i18n/zh/settings';
import DeductionPage, { parseIds } from '.';

const server = () =>
  fakeApi({
    'settings.deductionGet': () => ({ order: ['subsidy', 'gift', 'cash'] }),
    'settings.deductionOverridePage': () => page([{ id: 3, subjectType: 'device', subjectRef: 'POS-001', order: ['cash', 'gift', 'subsidy'], createdAt: '2025-01-02T03:04:05+08:00' }]),
  });

describe('deduction method page', () => {

  it('shows the order and the individual orders', async () => {
    server();
    renderWidget(<DeductionPage />, zhSettings);
    expect(await screen.findByText('1. 补贴钱包')).toBeTruthy();
    expect(screen.getByText('3. 现金钱包')).toBeTruthy();
    expect(await screen.findByText('POS-001')).toBeTruthy();
    expect(screen.getByText('现金钱包 → 赠送钱包 → 补贴钱包')).toBeTruthy();
  });

  it('moves the cash wallet first and saves the order', async () => {
    const api = server();
    renderWidget(<DeductionPage />, zhSettings);
    await screen.findByText('3. 现金钱包');
    await userEvent.click(screen.getByRole('button', { name: '现金钱包上移' }));
    await userEvent.click(screen.getByRole('button', { name: '赠送钱包下移' }));
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.deductionUpdate')).toEqual([{ order: ['subsidy', 'cash', 'gift'] }]));
    // The saved order is read again and shown.
    await waitFor(() => expect(api.calls('settings.deductionGet')).toHaveLength(2));
  });

  it('reads customer numbers typed as a list', () => {
    expect(parseIds('1, 2，3\n4  5')).toEqual([1, 2, 3, 4, 5]);
  });
});
