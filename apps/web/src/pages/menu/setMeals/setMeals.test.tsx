import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuSetMeal } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuProducts';
import zhCanteens from '@/i18n/zh/canteens';
import SetMealsPage from '.';

const lunch: MenuSetMeal = {
  packageId: 1,
  name: '工作餐A',
  canteenId: 3,
  canteenName: '一号餐厅',
  mealTypes: [2, 4],
  price: 2700,
  items: [
    { dishId: 1, dishName: '红烧肉', qty: 1, unitPrice: 2200, amount: 2200 },
    { dishId: 2, dishName: '清炒西兰花', qty: 1, unitPrice: 900, amount: 900 },
    { dishId: 3, dishName: '米饭', qty: 2, unitPrice: 100, amount: 200 },
  ],
  listPrice: 3300,
  saving: 600,
  enabled: true,
  images: [],
  sort: 0,
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
};

/** Picks an option from the list the select opened (the last one: an earlier select's list may still be closing). */
async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choices = (await screen.findAllByTitle(option)).filter((c) => c.classList.contains('ant-select-item-option'));
  await userEvent.click(choices[choices.length - 1]);
}
const comboboxOf = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement).getByRole('combobox');

describe('set meals (/menudish/taocan)', { timeout: 60_000 }, () => {
  it('lists a set with its dishes, its list price against its price and the saving; adds a set with an items editor', async () => {
    const api = fakeApi({
      'menuProducts.setMealPage': () => page([lunch]),
      'menuProducts.setMealDishList': () => [
        { dishId: 4, dishName: '小米粥', price: 200, typeId: 1 },
        { dishId: 5, dishName: '馒头', price: 100, typeId: 1 },
      ],
      'menuProducts.setMealAdd': () => ({ packageId: 2 }),
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '一号餐厅' }],
    });
    renderWidget(<SetMealsPage />, { ...zhCanteens, ...zh });
    const row = (await screen.findByText('工作餐A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('红烧肉×1、清炒西兰花×1、米饭×2')).toBeTruthy();
    expect(within(row).getByText('￥33.00')).toBeTruthy();
    expect(within(row).getByText('￥27.00')).toBeTruthy();
    expect(within(row).getByText('￥6.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('新增套餐');
    await userEvent.type(within(dialog).getByLabelText('套餐名称'), '早餐套餐');
    await pick(comboboxOf(dialog, '食堂'), '一号餐厅');
    await pick(comboboxOf(dialog, '供应餐别'), '早餐');
    await pick(within(dialog).getByLabelText('菜品 1'), '小米粥 (￥2.00)');
    await userEvent.click(within(dialog).getByRole('button', { name: /添加菜品/ }));
    await pick(within(dialog).getByLabelText('菜品 2'), '馒头 (￥1.00)');
    await userEvent.clear(within(dialog).getByLabelText('数量 2'));
    await userEvent.type(within(dialog).getByLabelText('数量 2'), '2');
    await userEvent.type(within(dialog).getByLabelText('套餐价'), '3.5');
    expect(within(dialog).getByText('单点合计 ￥4.00，套餐价 ￥3.50，优惠 ￥0.50')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuProducts.setMealAdd')).toEqual([
        {
          name: '早餐套餐',
          canteenId: 3,
          mealTypes: [1],
          price: 350,
          items: [
            { dishId: 4, qty: 1 },
            { dishId: 5, qty: 2 },
          ],
          enabled: true,
          images: [],
          sort: 0,
          remark: '',
        },
      ]),
    );
  });
});
