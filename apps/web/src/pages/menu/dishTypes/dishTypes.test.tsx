import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DishClass, DishType } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuDishes';
import DishTypesPage from '.';

const type: DishType = { typeId: 1, typeName: '热菜', sort: 1, remark: '', dishCount: 12, createdAt: '2025-01-01T00:00:00Z' };
const taste: DishClass = { classId: 5, kind: 'taste', className: '麻辣', sort: 0, remark: '川味', dishCount: 2, createdAt: '2025-01-01T00:00:00Z' };

describe('dish types and classifications', () => {
  it('lists the types with their dish count, and adds a taste on the taste tab', async () => {
    const api = fakeApi({
      'menuDishes.typePage': () => page([type]),
      'menuDishes.tastePage': () => page([taste]),
      'menuDishes.tasteAdd': () => ({ classId: 6 }),
    });
    renderWidget(<DishTypesPage />, zh);
    const row = (await screen.findByText('热菜')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('12');

    await userEvent.click(screen.getByRole('tab', { name: '口味' }));
    expect(await screen.findByText('麻辣')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('口味');
    fireEvent.change(within(dialog).getByLabelText('口味'), { target: { value: '酸甜' } });
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuDishes.tasteAdd')).toEqual([{ className: '酸甜', remark: '' }]));
  });
});
