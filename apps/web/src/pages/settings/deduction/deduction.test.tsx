import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyEndpoint } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import zhSettings from '@/i18n/zh/settings';
import DeductionPage, { parseIds } from '.';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');
const idOf = (endpoint: unknown) => (typeof endpoint === 'string' ? endpoint : (endpoint as AnyEndpoint).id);

describe('deduction method page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = idOf(endpoint);
      if (id === 'settings.deductionGet') return { order: ['subsidy', 'gift', 'cash'] };
      if (id === 'settings.deductionOverridePage')
        return { records: [{ id: 3, subjectType: 'device', subjectRef: 'POS-001', order: ['cash', 'gift', 'subsidy'], createdAt: '2025-01-02T03:04:05+08:00' }], total: 1, page: 1, limit: 20 };
      return null;
    });
  });

  it('shows the order and the individual orders', async () => {
    renderWidget(<DeductionPage />, zhSettings);
    expect(await screen.findByText('1. 补贴钱包')).toBeTruthy();
    expect(screen.getByText('3. 现金钱包')).toBeTruthy();
    expect(await screen.findByText('POS-001')).toBeTruthy();
    expect(screen.getByText('现金钱包 → 赠送钱包 → 补贴钱包')).toBeTruthy();
  });

  it('moves the cash wallet first and saves the order', async () => {
    renderWidget(<DeductionPage />, zhSettings);
    await screen.findByText('3. 现金钱包');
    await userEvent.click(screen.getByRole('button', { name: '现金钱包上移' }));
    await userEvent.click(screen.getByRole('button', { name: '赠送钱包下移' }));
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('settings.deductionUpdate', { order: ['subsidy', 'cash', 'gift'] }));
  });

  it('reads customer numbers typed as a list', () => {
    expect(parseIds('1, 2，3\n4  5')).toEqual([1, 2, 3, 4, 5]);
  });
});
