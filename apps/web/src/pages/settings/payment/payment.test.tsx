import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import zhSettings from '@/i18n/zh/settings';
import AbcPage from './AbcPage';

vi.mock('@/api', () => ({ call: vi.fn(), download: vi.fn(), upload: vi.fn() }));
const { call } = await import('@/api');

const STORED = { enabled: true, merchantNo: '1038', terminalId: 'T1', appId: '', gatewayUrl: '', platformPublicKey: '', privateKey: '****1234', apiKey: '' };

describe('bank configuration page', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => (endpoint === 'settings.abcBankGet' ? STORED : null));
  });

  it('shows a secret only masked and keeps it when saved untouched', async () => {
    renderWidget(<AbcPage />, zhSettings);
    expect(await screen.findByText('已保存：****1234，留空则保持不变')).toBeTruthy();
    expect(screen.getByText('尚未设置')).toBeTruthy();
    expect(screen.queryByDisplayValue('****1234')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('settings.abcBankSave', expect.objectContaining({ merchantNo: '1038', terminalId: 'T1' })));
    const sent = vi.mocked(call).mock.calls.find(([e]) => e === 'settings.abcBankSave')![1]!;
    expect(sent).not.toHaveProperty('privateKey');
    expect(sent).not.toHaveProperty('apiKey');
  });

  it('sends a new secret typed in', async () => {
    renderWidget(<AbcPage />, zhSettings);
    await userEvent.type(await screen.findByLabelText('接口密钥'), 'new-key-5678');
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('settings.abcBankSave', expect.objectContaining({ apiKey: 'new-key-5678' })));
  });
});
