import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zhSettings from '@/i18n/zh/settings';
import AbcPage from './AbcPage';

const STORED = { enabled: true, merchantNo: '1038', terminalId: 'T1', appId: '', gatewayUrl: '', platformPublicKey: '', privateKey: '****1234', apiKey: '' };

describe('bank configuration page', () => {
  it('shows a secret only masked and keeps it when saved untouched', async () => {
    const api = fakeApi({ 'settings.abcBankGet': () => STORED });
    renderWidget(<AbcPage />, zhSettings);
    expect(await screen.findByText('已保存：****1234，留空则保持不变')).toBeTruthy();
    expect(screen.getByText('尚未设置')).toBeTruthy();
    expect(screen.queryByDisplayValue('****1234')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.abcBankSave')).toHaveLength(1));
    const [sent] = api.calls('settings.abcBankSave');
    expect(sent).toMatchObject({ enabled: true, merchantNo: '1038', terminalId: 'T1' });
    // Untouched secrets are not sent, so the stored ones stay.
    expect(sent).not.toHaveProperty('privateKey');
    expect(sent).not.toHaveProperty('apiKey');
  });

  it('sends a new secret typed in', async () => {
    const api = fakeApi({ 'settings.abcBankGet': () => STORED });
    renderWidget(<AbcPage />, zhSettings);
    await userEvent.type(await screen.findByLabelText('接口密钥'), 'new-key-5678');
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.abcBankSave')).toEqual([expect.objectContaining({ merchantNo: '1038', apiKey: 'new-key-5678' })]));
    expect(api.calls('settings.abcBankSave')[0]).not.toHaveProperty('privateKey');
  });
});
