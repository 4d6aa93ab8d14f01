import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Supplier } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/procurementSuppliers';
import SuppliersPage from '.';

const supplier = (supplierId: number, name: string, over: Partial<Supplier> = {}): Supplier => ({
  supplierId,
  name,
  code: '',
  levelNo: 1,
  levelName: '1级供应商',
  contact: '王芳',
  phone: '13800000001',
  email: 'veg@example.com',
  address: '',
  scope: '蔬菜',
  enabled: true,
  remark: '',
  qualificationCount: 1,
  qualificationState: 'valid',
  nextExpiry: '2027-01-01',
  createdAt: '2026-01-01T00:00:00+08:00',
  ...over,
});

describe('suppliers page', () => {
  it('lists suppliers with their qualification state, disables one and adds one (e-mail checked)', async () => {
    const list = [supplier(1, '绿源蔬菜'), supplier(2, '海鲜水产', { qualificationState: 'expired', nextExpiry: '2025-12-01' })];
    const api = fakeApi({
      'procurementSuppliers.supplierPage': ({ qualification }) => page(list.filter((s) => !qualification || s.qualificationState === qualification)),
      'procurementSuppliers.supplierAdd': () => ({ supplierId: 9 }),
      'procurementSuppliers.supplierStatus': ({ supplierId, enabled }) => {
        const s = list.find((x) => x.supplierId === supplierId)!;
        s.enabled = enabled;
        return null;
      },
    });
    renderWidget(
      <MemoryRouter>
        <SuppliersPage />
      </MemoryRouter>,
      zh,
    );
    const veg = (await screen.findByText('绿源蔬菜')).closest('tr') as HTMLElement;
    expect(within(veg).getByText('有效')).toBeTruthy();
    const sea = screen.getByText('海鲜水产').closest('tr') as HTMLElement;
    expect(within(sea).getByText('已过期')).toBeTruthy();

    await userEvent.click(within(veg).getByRole('button', { name: /停\s?用/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementSuppliers.supplierStatus')).toEqual([{ supplierId: 1, enabled: false }]));
    expect(await within(screen.getByText('绿源蔬菜').closest('tr') as HTMLElement).findByRole('button', { name: /启\s?用/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('供应范围');
    await userEvent.type(within(dialog).getByLabelText('供应商名称'), '金穗粮油');
    await userEvent.type(within(dialog).getByLabelText('邮箱'), 'not-mail');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('邮箱'));
    await userEvent.type(within(dialog).getByLabelText('邮箱'), 'grain@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementSuppliers.supplierAdd')).toHaveLength(1));
    expect(api.calls('procurementSuppliers.supplierAdd')[0]).toMatchObject({ name: '金穗粮油', email: 'grain@example.com' });
  });
});
