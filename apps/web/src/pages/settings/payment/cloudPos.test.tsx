import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, invalid, page } from '@/testing/fakeApi';
import type { CertApplication } from '@canteen/contract';
import zhSettings from '@/i18n/zh/settings';
import CertificatesPanel from './CertificatesPanel';
import CloudPosPage from './CloudPosPage';

const APPLICATION: CertApplication = {
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
  it('lists the terminals with their bank and canteen', async () => {
    fakeApi({
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
      'settings.cloudPosPage': () =>
        page([{ id: 1, bank: 'icbcBank', terminalNo: 'T-0001', name: '前台', canteenId: 3, canteenName: '北区食堂', enabled: true, remark: '', createdAt: '2025-03-01T08:00:00.000Z' }]),
    });
    renderWidget(<CloudPosPage />, zhSettings);
    const row = (await screen.findByText('T-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('工商银行')).toBeTruthy();
    expect(within(row).getByText('北区食堂')).toBeTruthy();
  });
});

describe('certificate applications', () => {
  /** A server that keeps the applications; a certificate whose key is not the application's is refused. */
  function server() {
    const applications = [APPLICATION];
    return fakeApi({
      'settings.certApplicationPage': () => page(applications),
      'settings.certApply': ({ bank }) => {
        const added = { ...APPLICATION, id: 8, bank, subject: 'CN=Demo Canteens,OU=2' };
        applications.unshift(added);
        return added;
      },
      'settings.certIssued': () => {
        // As the server replies: the field's message translated like the reply's own.
        throw invalid([{ field: 'certificate', message: '证书公钥与该申请的密钥不匹配' }], '证书公钥与该申请的密钥不匹配');
      },
    });
  }

  it('applies for the chosen bank', async () => {
    const api = server();
    renderWidget(<CertificatesPanel />, zhSettings);
    expect(await screen.findByText(APPLICATION.subject)).toBeTruthy();
    expect(screen.getByText('已提交')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: spaced('申请证书') }));
    await waitFor(() => expect(api.calls('settings.certApply')).toEqual([{ bank: 'abcBank' }]));
    // The new application is listed.
    expect(await screen.findByText('CN=Demo Canteens,OU=2')).toBeTruthy();
  });

  it('shows a refused certificate on the certificate field', async () => {
    const api = server();
    renderWidget(<CertificatesPanel />, zhSettings);
    await userEvent.click(await screen.findByRole('button', { name: spaced('登记证书') }));
    const dialog = dialogWith('银行签发的证书（PEM）');
    await userEvent.type(dialog.querySelector('textarea')!, '-----BEGIN CERTIFICATE-----');
    await userEvent.click(screen.getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.calls('settings.certIssued')).toEqual([{ id: 7, certificate: '-----BEGIN CERTIFICATE-----' }]));
    // Under the field, and the dialog stays open for another try.
    const field = dialog.querySelector('textarea')!.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('证书公钥与该申请的密钥不匹配')).toBeTruthy();
  });
});
