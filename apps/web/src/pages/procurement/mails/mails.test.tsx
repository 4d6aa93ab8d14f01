import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MailRow } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/procurementPlans';
import MailsPage from '.';

const mail = (mailId: number, state: MailRow['state'], error = ''): MailRow => ({
  mailId,
  planId: 7,
  planNo: 'CG20261201001',
  orderId: 40 + mailId,
  orderNo: `PO2026120100${mailId}`,
  supplierId: 11,
  supplierName: '粮油行',
  toAddress: 'grain@example.com',
  subject: `采购订单 PO2026120100${mailId}`,
  state,
  error,
  attempts: 1,
  createdAt: '2026-11-28T01:00:00Z',
  sentAt: state === 'sent' ? '2026-11-28T01:00:05Z' : null,
});

describe('supplier mails', () => {
  it("lists one plan's mails and queues a failed one again", async () => {
    const mails = [mail(1, 'sent'), mail(2, 'failed', '550 mailbox unavailable')];
    const api = fakeApi({
      'procurementPlans.mailPage': () => page(mails),
      'procurementPlans.mailResend': ({ id }) => {
        mails[1] = { ...mails[1], state: 'queued', error: '' };
        expect(id).toBe(2);
        return null;
      },
    });
    renderWidget(
      <MemoryRouter initialEntries={['/caigouzhongxin/purchaselist/emaillist?planId=7']}>
        <Routes>
          <Route path="/caigouzhongxin/purchaselist/emaillist" element={<MailsPage />} />
        </Routes>
      </MemoryRouter>,
      zh,
    );
    const failed = (await screen.findByText('550 mailbox unavailable')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('发送失败')).toBeTruthy();
    expect(api.calls('procurementPlans.mailPage')[0]).toMatchObject({ planId: 7 });
    const sent = screen.getByText('PO20261201001').closest('tr') as HTMLElement;
    expect(within(sent).queryByRole('button', { name: /重发/ })).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: /重\s?发/ }));
    expect(await screen.findByText('已重新排队')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('PO20261201002').closest('tr') as HTMLElement).getByText('待发送')).toBeTruthy());
  });
});
