import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayCode } from '@canteen/contract';
import { dialogWith, renderWidget } from '@/components/testing';
import { fakeApi, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import PayCodeButton from './PayCode';

const code = (n: number, expiresIn: number): PayCode => ({ code: `CCP1${'A'.repeat(51)}${n}`, expiresAt: new Date(Date.now() + expiresIn * 1000).toISOString(), expiresIn });

describe('payment code on the person detail', () => {
  let api: FakeApi;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    // The first code lives 3 s, the next ones a minute.
    api = fakeApi({ 'customers.payCode': () => (++n === 1 ? code(n, 3) : code(n, 60)) });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the QR code with its countdown, renews it when it expires and on request', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWidget(<PayCodeButton custId={7} name="张三" />, zh);
    expect(api.log).toEqual([]);
    await user.click(screen.getByRole('button', { name: /付款码/ }));
    expect(await screen.findByText('3 秒后自动刷新')).toBeTruthy();
    const dialog = dialogWith('张三的付款码');
    expect(dialog.querySelector('svg')).toBeTruthy();
    expect(api.calls('customers.payCode')).toEqual([{ custId: 7 }]);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('2 秒后自动刷新')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(api.calls('customers.payCode')).toHaveLength(2));
    expect(await screen.findByText('60 秒后自动刷新')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /换一个/ }));
    await waitFor(() => expect(api.calls('customers.payCode')).toHaveLength(3));
  });

  it('asks for no code while the dialog is closed, and for a fresh one on each opening', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWidget(<PayCodeButton custId={7} name="张三" />, zh);
    await user.click(screen.getByRole('button', { name: /付款码/ }));
    await screen.findByText('3 秒后自动刷新');
    await user.click(within(dialogWith('张三的付款码')).getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.calls('customers.payCode')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /付款码/ }));
    expect(await screen.findByText('60 秒后自动刷新')).toBeTruthy();
    expect(api.calls('customers.payCode')).toHaveLength(2);
  });
});
