import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedEnvelope, RedEnvelopeRecord } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { personRow } from '@/pages/people/testData';
import { fakeApi, page, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/marketingRewards';
import RedEnvelopesPage from '.';

const texts = zh;
const base = { custIds: [], orgIds: [], psnTypeIds: [], validUntil: null, grantedAt: null, grantedBy: '', paidCount: 0, paidAmount: 0, skippedCount: 0, remark: '', createdAt: '2025-09-01T02:00:00Z' };
const draft: RedEnvelope = { ...base, envelopId: 3, name: '中秋节红包', amount: 2000, orgIds: [1], state: 'draft' };
const granted: RedEnvelope = { ...base, envelopId: 2, name: '端午节红包', amount: 1500, custIds: [42], state: 'granted', grantedAt: '2025-06-01T02:00:00Z', grantedBy: 'admin', paidCount: 1, paidAmount: 1500 };
const record: RedEnvelopeRecord = {
  recordId: 1,
  envelopId: 2,
  envelopName: '端午节红包',
  custId: 42,
  custName: '张三',
  custNum: 'E001',
  orgName: '总公司',
  amount: 1500,
  state: 'paid',
  skipReason: null,
  bizNo: 'RE-2-42',
  at: '2025-06-01T02:00:00Z',
};
const person = personRow({ custId: 42, custNum: 'E001', orgId: 1, orgName: '总公司', phone: '' });

// antd tables, a drawer and dialogs render slowly in jsdom on a shared machine.
describe('red envelopes (/marketing/hongbao)', { timeout: 60_000 }, () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi({
      'marketingRewards.redEnvelopePage': () => page([draft, granted]),
      'marketingRewards.redEnvelopeRecordPage': (q) => page(q.envelopId === 2 || q.envelopId === undefined ? [record] : []),
      'marketingRewards.redEnvelopeAdd': () => ({ envelopId: 4 }),
      'marketingRewards.redEnvelopeGrant': (q) => ({ envelopId: q.envelopId, paidCount: 12, paidAmount: 24000, skipped: [{ custId: 7, custName: '李四', reason: 'frozen' }] }),
      'customers.page': () => page([person]),
      'people.orgTree': () => [],
      'peopleMaster.psnTypeList': () => [],
    });
  });

  it('lists envelopes; grants a draft after confirming and reports who was paid and skipped', async () => {
    renderWidget(<RedEnvelopesPage />, texts);
    const draftRow = (await screen.findByText('中秋节红包')).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('￥20.00')).toBeTruthy();
    expect(within(draftRow).getByText('未发放')).toBeTruthy();
    const grantedRow = screen.getByText('端午节红包').closest('tr') as HTMLElement;
    // A granted envelope can no longer be granted, edited or removed; it shows its records.
    expect(within(grantedRow).queryByRole('button', { name: /发\s?放$/ })).toBeNull();
    expect(within(grantedRow).queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(within(grantedRow).getByRole('button', { name: /发放记录/ })).toBeTruthy();

    await userEvent.click(within(draftRow).getByRole('button', { name: /发\s?放$/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('marketingRewards.redEnvelopeGrant')).toEqual([{ envelopId: 3 }]));
    expect(await screen.findByText('已发放：12人到账，共￥240.00')).toBeTruthy();
    expect(await screen.findByText(/1人被跳过/)).toBeTruthy();
  });

  it('shows the grant records of a granted envelope', async () => {
    renderWidget(<RedEnvelopesPage />, texts);
    const grantedRow = (await screen.findByText('端午节红包')).closest('tr') as HTMLElement;
    await userEvent.click(within(grantedRow).getByRole('button', { name: /发放记录/ }));
    expect(await screen.findByText('RE-2-42')).toBeTruthy();
    await waitFor(() => expect(api.calls('marketingRewards.redEnvelopeRecordPage')).toContainEqual(expect.objectContaining({ envelopId: 2 })));
  });

  it('adds an envelope with the amount in cents, and refuses one that names nobody', async () => {
    renderWidget(<RedEnvelopesPage />, texts);
    await screen.findByText('中秋节红包');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = dialogWith('新增红包');
    await userEvent.type(within(dialog).getByLabelText('红包名称'), '国庆红包');
    await userEvent.type(within(dialog).getByLabelText('每人金额'), '8.8');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请选择发放对象')).toBeTruthy();
    expect(api.calls('marketingRewards.redEnvelopeAdd')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('指定人员'), '张三');
    const found = await screen.findAllByTitle('张三 (E001)');
    await userEvent.click(found.find((c) => c.classList.contains('ant-select-item-option')) ?? found[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('marketingRewards.redEnvelopeAdd')).toEqual([{ name: '国庆红包', amount: 880, custIds: [42], orgIds: [], psnTypeIds: [], validUntil: null, remark: '' }]),
    );
  });
});
