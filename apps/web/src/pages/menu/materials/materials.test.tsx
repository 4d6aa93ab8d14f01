import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Code, type Material, type MaterialCategoryNode, type MenuNutrient } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse, type FakeHandlers } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuMaterials';
import MaterialsPage from '.';

const nutrient = (nutritionId: number, code: string, name: string, unit: MenuNutrient['unit']): MenuNutrient => ({
  nutritionId,
  typeCode: code === 'energy' ? 'energy' : 'macro',
  code,
  name,
  unit,
  sort: nutritionId,
  remark: '',
  materialCount: 1,
  createdAt: '2025-01-01T00:00:00+08:00',
});
const catalogue = [nutrient(1, 'energy', '能量', 'kcal'), nutrient(2, 'protein', '蛋白质', 'g'), nutrient(3, 'fat', '脂肪', 'g')];
const node = (categoryId: number, parentId: number | null, categoryName: string, children: MaterialCategoryNode[] = []): MaterialCategoryNode => ({
  categoryId,
  parentId,
  categoryName,
  sort: 0,
  materialCount: 0,
  children,
});
const tree = [node(1, null, '谷薯类', [node(2, 1, '米面')]), node(3, null, '蔬菜类')];
const rice: Material = {
  materialId: 11,
  materialName: '大米',
  categoryId: 2,
  categoryName: '米面',
  categoryPath: '谷薯类 / 米面',
  unit: 'kg',
  source: '中国食物成分表',
  remark: '',
  nutrients: [
    { nutritionId: 1, code: 'energy', name: '能量', unit: 'kcal', per100g: 346 },
    { nutritionId: 2, code: 'protein', name: '蛋白质', unit: 'g', per100g: 7.7 },
  ],
  dishCount: 2,
  createdAt: '2025-01-01T00:00:00+08:00',
};

function server(more: FakeHandlers = {}) {
  return fakeApi({
    'menuMaterials.nutrientList': () => catalogue,
    'menuMaterials.categoryTree': () => tree,
    'menuMaterials.materialPage': ({ categoryId }) => page(categoryId === 3 ? [] : [rice]),
    ...more,
  });
}

describe('raw materials page', () => {
  it('lists materials with their nutrients per 100 g, filters by the chosen category and adds one with its values', async () => {
    const api = server({ 'menuMaterials.materialAdd': () => ({ materialId: 12 }) });
    renderWidget(<MaterialsPage />, zh);
    const row = (await screen.findByText('大米')).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['谷薯类 / 米面', 'kg', '346', '7.7', '2']));
    expect(screen.getByRole('columnheader', { name: '能量（kcal/100克）' })).toBeTruthy();

    await userEvent.click(screen.getByText('蔬菜类', { selector: '.ant-tree-title' }));
    expect(await screen.findByText('当前分类：蔬菜类')).toBeTruthy();
    await waitFor(() => expect(api.calls('menuMaterials.materialPage').at(-1)).toEqual(expect.objectContaining({ categoryId: 3 })));
    await waitFor(() => expect(screen.queryByText('大米')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /新\s?增$/ }));
    const dialog = dialogWith('原材料名称');
    await userEvent.type(within(dialog).getByLabelText('原材料名称'), '菠菜');
    await userEvent.type(within(dialog).getByLabelText('能量（kcal/100克）'), '28');
    await userEvent.type(within(dialog).getByLabelText('蛋白质（g/100克）'), '2.6');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuMaterials.materialAdd')).toEqual([
        {
          materialName: '菠菜',
          categoryId: 3,
          unit: 'g',
          source: '',
          remark: '',
          nutrients: [
            { nutritionId: 1, per100g: 28 },
            { nutritionId: 2, per100g: 2.6 },
          ],
        },
      ]),
    );
  });

  it('edits a material starting from its values, and adds a sub-category to the chosen node', async () => {
    const api = server({ 'menuMaterials.materialEdit': () => null, 'menuMaterials.categoryAdd': () => ({ categoryId: 4 }) });
    renderWidget(<MaterialsPage />, zh);
    const row = (await screen.findByText('大米')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const dialog = dialogWith('原材料名称');
    expect((within(dialog).getByLabelText('能量（kcal/100克）') as HTMLInputElement).value).toBe('346');
    await userEvent.type(within(dialog).getByLabelText('脂肪（g/100克）'), '0.6');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuMaterials.materialEdit')).toHaveLength(1));
    expect(api.calls('menuMaterials.materialEdit')[0]).toEqual(
      expect.objectContaining({
        materialId: 11,
        materialName: '大米',
        categoryId: 2,
        unit: 'kg',
        nutrients: [
          { nutritionId: 1, per100g: 346 },
          { nutritionId: 2, per100g: 7.7 },
          { nutritionId: 3, per100g: 0.6 },
        ],
      }),
    );

    await userEvent.click(screen.getByText('谷薯类', { selector: '.ant-tree-title' }));
    await userEvent.click(await screen.findByRole('button', { name: /新增下级/ }));
    const categoryDialog = dialogWith('分类名称');
    await userEvent.type(within(categoryDialog).getByLabelText('分类名称'), '杂粮');
    await userEvent.click(within(categoryDialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuMaterials.categoryAdd')).toEqual([{ parentId: 1, categoryName: '杂粮', sort: 0 }]));
  });

  it('shows the rows of a refused import with their columns named', async () => {
    const api = server({
      'menuMaterials.materialImport': () => {
        throw refuse(Code.PASS_THROUGH, '共2行，其中2行有误，未导入任何数据', {
          total: 2,
          errors: [
            { row: 2, custNum: '', field: 'bigType', message: '大类“干货”不存在，请先在分类树中添加' },
            { row: 3, custNum: '', field: 'n1', message: '请填写不小于0的数字' },
          ],
        });
      },
    });
    const { container } = renderWidget(<MaterialsPage />, zh);
    await screen.findByText('大米');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'materials.xlsx'));
    const dialog = await waitFor(() => dialogWith('请填写不小于0的数字'));
    expect(within(dialog).getByText('导入失败，未导入任何原材料')).toBeTruthy();
    expect(within(dialog).getByText('大类')).toBeTruthy();
    expect(within(dialog).getByText('能量(kcal)')).toBeTruthy();
    expect(api.log.map((c) => c.id)).toContain('menuMaterials.materialImport');
  });
});
