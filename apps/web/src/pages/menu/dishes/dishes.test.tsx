import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dish, DishDetail, DishOptions, IngredientOption } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuDishes';
import DishesPage from '.';

const options: DishOptions = {
  types: [
    { typeId: 1, typeName: '热菜' },
    { typeId: 2, typeName: '主食' },
  ],
  classes: [
    { classId: 11, kind: 'cook', className: '炒菜档口' },
    { classId: 12, kind: 'taste', className: '咸鲜' },
  ],
};
const dish: Dish = {
  dishesId: 7,
  dishName: '红烧肉',
  pinyinInitials: 'hsr',
  pinyinFull: 'hongshaorou',
  typeId: 1,
  typeName: '热菜',
  cookId: 11,
  cookName: '炒菜档口',
  classes: [{ classId: 12, kind: 'taste', className: '咸鲜' }],
  price: 1500,
  boxFee: 50,
  discountPrice: null,
  weightG: 200,
  images: [],
  description: '肥而不腻',
  chef: '王师傅',
  recommended: true,
  stock: null,
  purchaseLimit: null,
  onShelf: true,
  auditState: 'pending',
  auditReason: '',
  auditedAt: null,
  auditedBy: '',
  sort: 0,
  likeCount: 3,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const materials: IngredientOption[] = [
  { materialId: 21, materialName: '猪里脊', unit: 'g', nutrients: [{ nutrientId: 1, code: 'protein', name: '蛋白质', unit: 'g', per100g: 13.2 }] },
  { materialId: 22, materialName: '青椒', unit: 'g', nutrients: [{ nutrientId: 1, code: 'protein', name: '蛋白质', unit: 'g', per100g: 6 }] },
];

describe('dishes page', () => {
  it('lists dishes with their review state, searches by pinyin and reviews a pending dish', async () => {
    const api = fakeApi({
      'menuDishes.dishOptions': () => options,
      'menuDishes.dishPage': () => page([dish]),
      'menuDishes.dishAudit': () => ({ audited: 1 }),
    });
    renderWidget(<DishesPage />, zh);
    const row = (await screen.findByText('红烧肉')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(within(row).getByText('￥15.00')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('名称或拼音，如 hsr'), { target: { value: 'hongshao' } });
    await userEvent.click(screen.getByRole('button', { name: spaced('搜索') }));
    await waitFor(() => expect(api.calls('menuDishes.dishPage').at(-1)).toEqual(expect.objectContaining({ keyword: 'hongshao' })));

    await userEvent.click(within(row).getByRole('button', { name: /审\s?核/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('驳回'));
    // A rejection needs its reason before it can be sent.
    expect(within(dialog).getByRole('button', { name: spaced('确定') }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '价格偏高' } });
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuDishes.dishAudit')).toEqual([{ dishesIds: [7], approve: false, reason: '价格偏高' }]));
  });

  it('creates a dish with ingredients, previews its nutrition, and shows the nutrition the server computes in the detail drawer', async () => {
    const detail: DishDetail = {
      ...dish,
      dishesId: 8,
      dishName: '青椒肉丝',
      detailHtml: '<p>现炒</p>',
      ingredients: [
        { materialId: 21, materialName: '猪里脊', unit: 'g', grams: 150 },
        { materialId: 22, materialName: '青椒', unit: 'g', grams: 50 },
      ],
      nutrition: [{ nutrientId: 1, code: 'protein', name: '蛋白质', unit: 'g', amount: 22.8 }],
      portionGrams: 200,
      nutritionPer100g: [{ nutrientId: 1, code: 'protein', name: '蛋白质', unit: 'g', amount: 11.4 }],
    };
    let saved = false;
    const api = fakeApi({
      'menuDishes.dishOptions': () => options,
      'menuDishes.dishPage': () => page(saved ? [{ ...dish, dishesId: 8, dishName: '青椒肉丝' }] : []),
      'menuDishes.materialOptions': () => materials,
      'menuDishes.dishAdd': () => {
        saved = true;
        return { dishesId: 8 };
      },
      'menuDishes.dishDetail': () => detail,
    });
    renderWidget(<DishesPage />, zh);
    await userEvent.click(await screen.findByRole('button', { name: /新\s?增/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('菜品名称'), { target: { value: '青椒肉丝' } });
    await userEvent.click(within(drawer).getByLabelText('菜品类型'));
    await userEvent.click(await screen.findByTitle('热菜'));
    fireEvent.change(within(drawer).getByLabelText('售价'), { target: { value: '12.5' } });

    for (const [n, name, grams] of [
      [1, '猪里脊', '150'],
      [2, '青椒', '50'],
    ] as const) {
      await userEvent.click(within(drawer).getByRole('button', { name: /添加配料/ }));
      await userEvent.click(within(drawer).getByLabelText(`第${n}行原材料`));
      await userEvent.click((await screen.findAllByTitle(name)).at(-1)!);
      fireEvent.change(within(drawer).getByLabelText(`第${n}行克数`), { target: { value: grams } });
    }
    // The live preview: 150 g × 13.2 + 50 g × 6.0 per 100 g.
    const preview = within(drawer).getByText('营养预览（按配料计算）').closest('.ant-table-wrapper') as HTMLElement;
    await waitFor(() => expect(within(preview).getByText('22.8 g')).toBeTruthy());

    await userEvent.click(within(drawer).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuDishes.dishAdd')).toEqual([
        expect.objectContaining({
          dishName: '青椒肉丝',
          typeId: 1,
          price: 1250,
          boxFee: 0,
          discountPrice: null,
          ingredients: [
            { materialId: 21, grams: 150 },
            { materialId: 22, grams: 50 },
          ],
        }),
      ]),
    );

    const row = (await screen.findByText('青椒肉丝')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /详\s?情/ }));
    const nutrition = (await screen.findByText('营养成分（每份 200 克）')).closest('.ant-table-wrapper') as HTMLElement;
    const cells = within(nutrition).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['蛋白质', '22.8 g', '11.4 g']);
  });

  it('imports a sheet, says how many came in and opens the failure list of the batch', async () => {
    const api = fakeApi({
      'menuDishes.dishOptions': () => options,
      'menuDishes.dishPage': () => page([dish]),
      'menuDishes.dishImport': () => ({ batchId: 5, total: 3, imported: 2, failed: 1 }),
      'menuDishes.importFailPage': () =>
        page([{ failId: 1, batchId: 5, fileName: 'dishes.xlsx', row: 3, dishName: '龙虾', values: { 菜品名称: '龙虾' }, reason: '原材料“龙虾”不存在', createdAt: '2025-01-01T00:00:00Z' }]),
    });
    const { container } = renderWidget(<DishesPage />, zh);
    await screen.findByText('红烧肉');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'dishes.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText('成功导入2条，失败1条')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看失败记录' }));
    expect(await screen.findByText('原材料“龙虾”不存在')).toBeTruthy();
    expect(api.calls('menuDishes.importFailPage').at(-1)).toEqual(expect.objectContaining({ batchId: 5 }));
  });
});
