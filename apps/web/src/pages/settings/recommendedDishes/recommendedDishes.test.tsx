import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhSettings from '@/i18n/zh/settings';
import RecommendedDishesPage from '.';

const dish = (dishesId: number, dishName: string, pinyinInitials: string) => ({
  dishesId,
  dishName,
  price: 1200,
  discountPrice: null,
  typeId: 1,
  typeName: '热菜',
  pinyinInitials,
  image: null,
});

describe('recommended dishes page', () => {
  it('lists dishes by name (a removed one by number) and adds one picked from the dish library', async () => {
    const api = fakeApi({
      'settings.recommendedDishPage': () =>
        page([
          { id: 1, dishId: 42, dishName: '宫保鸡丁', sort: 1, enabled: true },
          { id: 2, dishId: 43, dishName: null, sort: 2, enabled: true },
        ]),
      'settings.recommendedDishChoices': () => [dish(42, '宫保鸡丁', 'gbjd'), dish(7, '红烧肉', 'hsr')],
      'settings.recommendedDishAdd': () => ({ id: 3 }),
    });
    renderWidget(<RecommendedDishesPage />, zhSettings);
    const row = (await screen.findByText('宫保鸡丁')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0].textContent).toBe('宫保鸡丁');
    expect(screen.getByText('已删除的菜品（#43）')).toBeTruthy();
    expect(screen.queryByText(/菜品编号|暂不可选/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith(zhSettings['settings.item.sort']);
    const item = within(dialog).getByText('菜品', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(item).getByRole('combobox'));
    await userEvent.type(within(item).getByRole('combobox'), 'hsr');
    const choices = await screen.findAllByTitle('红烧肉 (hsr)');
    await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('settings.recommendedDishAdd')).toEqual([expect.objectContaining({ dishId: 7 })]));
  });
});
