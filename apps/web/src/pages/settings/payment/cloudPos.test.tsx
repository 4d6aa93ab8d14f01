import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import zhSettings from '@/i18n/zh/settings';
import CertificatesPanel from './CertificatesPanel';
import CloudPosPage from './CloudPosPage';

vi.mock('@/api', async () => {
  const errors = await import('@/api/errors');
  return { call: vi.fn(), download: vi.fn(), upload: vi.fn(), ApiError: errors.ApiError };
});
const { call, ApiError } = await import('@/api');

const APPLICATION = {
  id: 7,
  bank: 'abcBank',
  state: 'submitted',
  subject: 'CN=Demo Canteens,OU=103881234567',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjAN\n-----END PUBLIC KEY-----\n',
  serialNumber: null,
  validTo: null,
  requestedAt: '2025-03-01T08:00:00.000Z',
  issuedAt: null,
};

describe('cloud POS terminals', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      const id = typeof endpoint === 'string' ? endpoint : endpoint.id;
      if (id === 'canteens.canteenList') return [{ canteenId: 3, canteenName: '北区食堂' }];
      if (id === 'settings.cloudPosPage')
        return { records: [{ id: 1, bank: 'icbcBank', terminalNo: 'T-0001', name: '前台', canteenId: 3, canteenName: '北区食堂', enabled: true, remark: '', createdAt: '2025-03-01T08:00:00.000Z' }], total: 1, page: 1, limit: 20 };
      return null;
    });
  });

  it('lists the terminals with their bank and canteen', async () => {
    renderWidget(<CloudPosPage />, zhSettings);
    expect(await screen.findByText('T-0001')).toBeTruthy();
    expect(screen.getAllByText('工商银行').length).toBeGreaterThan(0);
    expect(screen.getAllByText('北区食堂').length).toBeGreaterThan(0);
  });
});

describe('certificate applications', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(async (endpoint) => {
      if (endpoint === 'settings.certApplicationPage') return { records: [APPLICATION], total: 1, page: 1, limit: 20 };
      if (endpoint === 'settings.certApply') return APPLICATION;
      if (endpoint === 'settings.certIssued')
        throw new ApiError(40000, '证书公钥与该申请的密钥不匹配', { fields: [{ field: 'certificate', message: 'certKeyMismatch' }] });
      return null;
    });
  });

  it('applies for the chosen bank', async () => {
    renderWidget(<CertificatesPanel />, zhSettings);
    expect(await screen.findByText(APPLICATION.subject)).toBeTruthy();
    expect(screen.getByText('已提交')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('申请证书') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('settings.certApply', { bank: 'abcBank' }));
  });

  it('shows a refused certificate on the certificate field', async () => {
    renderWidget(<CertificatesPanel />, zhSettings);
    await userEvent.click(await screen.findByRole('button', { name: spaced('登记证书') }));
    const dialog = dialogWith('银行签发的证书（PEM）');
    await userEvent.type(dialog.querySelector('textarea')!, '-----BEGIN CERTIFICATE-----');
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('settings.certIssued', { id: 7, certificate: '-----BEGIN CERTIFICATE-----' }));
    expect(await screen.findByText('证书公钥与该申请的密钥不匹配')).toBeTruthy();
  });
});
