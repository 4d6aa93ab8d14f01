import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Qualification, Supplier } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/procurementSuppliers';
import SupplierDetailPage from '.';

const supplier: Supplier = {
  supplierId: 7,
  name: '鲜达肉禽',
  code: 'M01',
  levelNo: 2,
  levelName: '2级供应商',
  contact: '赵强',
  phone: '13900000002',
  email: 'meat@example.com',
  address: '城东冷链园3号',
  scope: '肉禽',
  enabled: true,
  remark: '',
  qualificationCount: 1,
  qualificationState: 'expiring',
  nextExpiry: '2026-12-10',
  createdAt: '2026-01-01T00:00:00+08:00',
};
const licence: Qualification = {
  qualificationId: 3,
  supplierId: 7,
  supplierName: '鲜达肉禽',
  name: '食品经营许可证',
  certNo: 'JY13301000001',
  issuedOn: '2021-12-10',
  expiresOn: '2026-12-10',
  images: [],
  remark: '',
  state: 'expiring',
  daysLeft: 12,
  createdAt: '2026-01-01T00:00:00+08:00',
};

describe('supplier detail page', () => {
  it('shows the supplier and its qualifications, and adds one for this supplier', async () => {
    const api = fakeApi({
      'procurementSuppliers.supplierDetail': () => supplier,
      'procurementSuppliers.qualificationPage': ({ supplierId }) => page(supplierId === 7 ? [licence] : []),
      'procurementSuppliers.qualificationAdd': () => ({ qualificationId: 4 }),
    });
    renderWidget(
      <MemoryRouter initialEntries={['/caigouzhongxin/supplier/supplierDetail?supplierId=7']}>
        <SupplierDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('鲜达肉禽')).toBeTruthy();
    expect(screen.getByText('城东冷链园3号')).toBeTruthy();
    const row = (await screen.findByText('JY13301000001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('即将到期')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('证书编号');
    await userEvent.type(within(dialog).getByLabelText('资质名称'), '营业执照');
    await userEvent.type(within(dialog).getByLabelText('证书编号'), '91330100MA0001');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementSuppliers.qualificationAdd')).toHaveLength(1));
    expect(api.calls('procurementSuppliers.qualificationAdd')[0]).toMatchObject({ supplierId: 7, name: '营业执照', certNo: '91330100MA0001' });
  });

  it('says so when no supplier is chosen', async () => {
    fakeApi({});
    renderWidget(
      <MemoryRouter initialEntries={['/caigouzhongxin/supplier/supplierDetail']}>
        <SupplierDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('未选择供应商')).toBeTruthy();
  });
});
