import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { HealthNutrientAmount, HealthRecipeDetail, HealthRecipeDetailPage, HealthRecipeNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/healthRecipes';
import canteens from '@/i18n/zh/canteens';
import HealthRecipesPage from '.';

const texts = { ...zh, ...canteens };
const node = (over: Partial<HealthRecipeNode>): HealthRecipeNode => ({
  healthRecipeId: 1,
  parentId: null,
  kind: 'category',
  name: '',
  chronicIds: [],
  chronics: [],
  psnTypeIds: [],
  psnTypes: [],
  energyKcal: null,
  description: '',
  sort: 0,
  lineCount: 0,
  children: [],
  ...over,
});
const recipe = node({ healthRecipeId: 2, parentId: 1, kind: 'recipe', name: '糖尿病一日三餐A', energyKcal: 1800, lineCount: 2, chronicIds: [7], chronics: [{ id: 7, name: '糖尿病' }] });
const tree = [node({ healthRecipeId: 1, name: '糖尿病食谱', children: [recipe] })];
const n = (code: string, name: string, unit: string, amount: number, nutrientId: number): HealthNutrientAmount => ({ nutrientId, code, name, unit, amount });
const line = (over: Partial<HealthRecipeDetail>): HealthRecipeDetail => ({ detailId: 1, healthRecipeId: 2, dishId: 11, dishName: '', dishImage: null, mealType: 2, portions: 1, remark: '', nutrition: [], ...over });
const detail: HealthRecipeDetailPage = {
  records: [
    line({ detailId: 1, dishId: 11, dishName: '小米粥', mealType: 1, portions: 1, nutrition: [n('energy', '能量', 'kcal', 120, 1), n('protein', '蛋白质', 'g', 3, 2)] }),
    line({ detailId: 2, dishId: 12, dishName: '清炒西兰花', mealType: 2, portions: 1.5, nutrition: [n('energy', '能量', 'kcal', 90, 1), n('protein', '蛋白质', 'g', 4.5, 2)] }),
  ],
  total: 2,
  page: 1,
  limit: 500,
  healthRecipeId: 2,
  name: '糖尿病一日三餐A',
  energyKcal: 1800,
  totals: [n('energy', '能量', 'kcal', 210, 1), n('protein', '蛋白质', 'g', 7.5, 2)],
  mealTotals: [
    { mealType: 1, totals: [n('energy', '能量', 'kcal', 120, 1), n('protein', '蛋白质', 'g', 3, 2)] },
    { mealType: 2, totals: [n('energy', '能量', 'kcal', 90, 1), n('protein', '蛋白质', 'g', 4.5, 2)] },
  ],
  hiddenLines: 0,
  pattern: {
    dietId: 3,
    name: '糖尿病膳食模式',
    matchedBy: 'chronic',
    targets: [{ nutrientId: 1, code: 'energy', name: '能量', unit: 'kcal', min: 1600, max: 2000 }],
  },
};
const dishes = [
  { dishesId: 11, dishName: '小米粥', price: 200, discountPrice: null, typeId: 1, typeName: '汤粥', pinyinInitials: 'xmz', image: null },
  { dishesId: 13, dishName: '番茄炒蛋', price: 800, discountPrice: null, typeId: 2, typeName: '热菜', pinyinInitials: 'fqcd', image: null },
];

function server() {
  return fakeApi({
    'healthRecipes.treeList': () => tree,
    'healthRecipes.recipeOptions': () => ({ chronics: [{ id: 7, name: '糖尿病' }], psnTypes: [{ id: 4, name: '正式员工' }] }),
    'healthRecipes.detailPage': () => detail,
    'healthRecipes.detailAdd': (input) => ({ detailIds: input.items.map((_, i) => 100 + i) }),
    'healthRecipes.add': () => ({ healthRecipeId: 9 }),
    'healthRecipes.dishChoices': () => dishes,
  });
}

const render = () =>
  renderWidget(
    <MemoryRouter>
      <HealthRecipesPage />
    </MemoryRouter>,
    texts,
  );

describe('health recipes page', () => {
  it('shows the chosen recipe’s dishes by meal and its totals against the diet pattern', async () => {
    server();
    render();
    await userEvent.click(await screen.findByText('糖尿病一日三餐A'));
    const breakfast = (await screen.findAllByText('早餐')).map((el) => el.closest('.ant-card')).find(Boolean) as HTMLElement;
    expect(within(breakfast).getByText('小米粥')).toBeTruthy();
    const lunch = screen.getAllByText('午餐').map((el) => el.closest('.ant-card')).find(Boolean) as HTMLElement;
    expect(within(lunch).getByText('清炒西兰花')).toBeTruthy();
    expect(within(lunch).getByText('1.5')).toBeTruthy();
    expect(screen.getByText('能量目标 1800 kcal/天')).toBeTruthy();

    const totals = screen.getByText('营养合计').closest('.ant-card') as HTMLElement;
    expect(within(totals).getByText('对照膳食模式：糖尿病膳食模式')).toBeTruthy();
    const energyRow = within(totals).getByText('能量 (kcal)').closest('tr') as HTMLElement;
    expect(within(energyRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['能量 (kcal)', '120', '90', '210', '1600～2000 偏低']);
  });

  it('adds dishes to a meal with their portions, and a category', async () => {
    const api = server();
    render();
    await userEvent.click(await screen.findByText('糖尿病一日三餐A'));
    const dinner = (await screen.findAllByText('晚餐')).map((el) => el.closest('.ant-card')).find(Boolean) as HTMLElement;
    await userEvent.click(within(dinner).getByRole('button', { name: /添加菜品/ }));
    const dialog = dialogWith('只能选择已审核通过的菜品；同一餐次菜品不能重复');
    const dishItem = within(dialog).getByText('菜品', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(dishItem).getByRole('combobox'));
    const option = (await screen.findAllByTitle('番茄炒蛋')).find((c) => c.classList.contains('ant-select-item-option'))!;
    await userEvent.click(option);
    const portions = within(dialog).getByLabelText('份数');
    await userEvent.clear(portions);
    await userEvent.type(portions, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('healthRecipes.detailAdd')).toEqual([{ healthRecipeId: 2, mealType: 4, items: [{ dishId: 13, portions: 1.5, remark: '' }] }]));

    await userEvent.click(screen.getByRole('button', { name: /新增分类/ }));
    const form = dialogWith('上级分类');
    await userEvent.type(within(form).getByLabelText('名称'), '高血压食谱');
    await userEvent.click(within(form).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('healthRecipes.add')).toEqual([
        expect.objectContaining({ kind: 'category', name: '高血压食谱', parentId: 1, chronicIds: [], psnTypeIds: [], energyKcal: null }),
      ]),
    );
  });
});
