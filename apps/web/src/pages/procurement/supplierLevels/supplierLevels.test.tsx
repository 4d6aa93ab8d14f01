import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupplierLevel } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/procurementSuppliers';
import SupplierLevelsPage from '.';

const level = (levelNo: number, name: string, isDefault = true, supplierCount = 0): SupplierLevel => ({ levelNo, name, remark: '', isDefault, supplierCount });

describe('supplier levels page', () => {
  it('shows the five levels with their default names and renames one', async () => {
    const levels = [1, 2, 3, 4, 5].map((n) => level(n, `${n}级供应商`));
    const api = fakeApi({
      'procurementSuppliers.levelList': () => levels,
      'procurementSuppliers.levelEdit': ({ levelNo, name, remark }) => {
        levels[levelNo - 1] = { ...levels[levelNo - 1], name, remark, isDefault: false };
        return null;
      },
    });
    renderWidget(<SupplierLevelsPage />, zh);
    expect(await screen.findByText('5级供应商')).toBeTruthy();
    expect(screen.getAllByText('默认名称')).toHaveLength(5);

    const second = screen.getByText('2级供应商').closest('tr') as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('编辑等级 2');
    const name = within(dialog).getByLabelText('等级名称');
    await userEvent.clear(name);
    await userEvent.type(name, '优选供应商');
    await userEvent.type(within(dialog).getByLabelText('备注'), '年度评分90分以上');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementSuppliers.levelEdit')).toEqual([{ levelNo: 2, name: '优选供应商', remark: '年度评分90分以上' }]));
    expect(await screen.findByText('优选供应商')).toBeTruthy();
    expect(screen.getAllByText('默认名称')).toHaveLength(4);
  });
});
