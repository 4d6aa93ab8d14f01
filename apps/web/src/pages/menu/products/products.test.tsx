import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuProduct } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuProducts';
import ProductsPage from '.';

const base = { dishId: null, dishName: null, canteenId: 3, canteenName: '一号餐厅', stallId: null, stallName: null, barcode: '', unit: '', images: [], putawayAt: null, sort: 0, remark: '', createdAt: '2025-01-01T00:00:00Z' };
const water: MenuProduct = { ...base, productId: 1, name: '矿泉水', price: 200, stock: 240, barcode: '6900000000017', unit: '瓶', putaway: true, putawayAt: '2025-01-02T00:00:00Z' };
const egg: MenuProduct = { ...base, productId: 2, name: '茶叶蛋', dishId: 14, dishName: '煮鸡蛋', price: 200, stock: null, putaway: false };

async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

function server() {
  return fakeApi({
    'menuProducts.productPage': () => page([water, egg]),
    'menuProducts.productPutaway': (q) => ({ changed: q.productIds.length }),
    'menuProducts.productAdd': () => ({ productId: 3 }),
    'menuProducts.productDishList': () => [{ dishId: 14, dishName: '煮鸡蛋', price: 150, typeId: 1 }],
    'canteens.canteenList': () => [{ canteenId: 3, canteenName: '一号餐厅' }],
    'canteens.stallPage': () => page([]),
  });
}

describe('products (/menudish/product)', { timeout: 30_000 }, () => {
  it('shows each product’s sale state and stock, and puts one on sale only through its own action', async () => {
    const api = server();
    renderWidget(<ProductsPage />, zh);
    const waterRow = (await screen.findByText('矿泉水')).closest('tr') as HTMLElement;
    expect(within(waterRow).getByText('已上架')).toBeTruthy();
    expect(within(waterRow).getByText('￥2.00')).toBeTruthy();
    expect(within(waterRow).getByText('240')).toBeTruthy();
    const eggRow = screen.getByText('茶叶蛋').closest('tr') as HTMLElement;
    expect(within(eggRow).getByText('已下架')).toBeTruthy();
    expect(within(eggRow).getByText('不限')).toBeTruthy();
    expect(within(eggRow).getByText('煮鸡蛋')).toBeTruthy();

    await userEvent.click(within(eggRow).getByRole('button', { name: spaced('上架') }));
    await waitFor(() => expect(api.calls('menuProducts.productPutaway')).toEqual([{ productIds: [2], putaway: true }]));
    expect(await screen.findByText('已更新1个商品')).toBeTruthy();
  });

  it('adds a packaged product with its price in cents and no sale state', async () => {
    const api = server();
    renderWidget(<ProductsPage />, zh);
    await screen.findByText('矿泉水');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('商品名称');
    await userEvent.type(within(dialog).getByLabelText('商品名称'), '酸奶');
    await choose(dialog, '食堂', '一号餐厅');
    await userEvent.type(within(dialog).getByLabelText('价格'), '4.5');
    await userEvent.type(within(dialog).getByLabelText('库存'), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuProducts.productAdd')).toHaveLength(1));
    const sent = api.calls('menuProducts.productAdd')[0];
    expect(sent).toEqual(expect.objectContaining({ name: '酸奶', canteenId: 3, price: 450, stock: 60, images: [] }));
    expect(sent).not.toHaveProperty('putaway');
  });
});
