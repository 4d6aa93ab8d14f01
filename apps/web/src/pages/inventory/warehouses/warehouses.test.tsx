import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Code, type HouseMaterial, type StockRow, type Warehouse } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page, refuse } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryStock';
import WarehousesPage from '.';
import WarehouseDetailPage from '../warehouseDetail';

async function choose(dialog: HTMLElement, label: string, option: string) {
  const item = within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

const warehouse: Warehouse = {
  warehouseId: 1,
  canteenId: 3,
  canteenName: '北区食堂',
  name: '主食库',
  code: 'ZS01',
  keeperId: 7,
  keeperName: '老王',
  phone: '',
  address: '后厨一层',
  enabled: true,
  remark: '',
  materialCount: 11,
  stockValue: 123_456,
  createdAt: '2026-11-01T00:00:00Z',
};

describe('warehouses', () => {
  it('lists the warehouses with their keeper and stock value, and adds one in a canteen with a keeper', async () => {
    const list = [warehouse];
    const api = fakeApi({
      'inventoryStock.warehousePage': () => page(list),
      'canteens.canteenList': () => [{ canteenId: 3, canteenName: '北区食堂' }],
      'admin.keeperList': () => [{ userId: 7, username: 'wang', realName: '老王' }],
      'inventoryStock.warehouseAdd': (input) => {
        list.push({ ...warehouse, ...input, warehouseId: 2, canteenName: '北区食堂', keeperName: '老王', materialCount: 0, stockValue: 0 } as Warehouse);
        return { warehouseId: 2 };
      },
    });
    renderWidget(
      <MemoryRouter>
        <WarehousesPage />
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('主食库', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('老王')).toBeTruthy();
    expect(within(row).getByText('￥1,234.56')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('仓库编码');
    await userEvent.type(within(dialog).getByLabelText('仓库名称'), '冷库');
    await choose(dialog, '所属食堂', '北区食堂');
    await choose(dialog, '库管员', '老王');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('inventoryStock.warehouseAdd')).toEqual([
        expect.objectContaining({ name: '冷库', canteenId: 3, keeperId: 7, enabled: true }),
      ]),
    );
  });

  it('shows a warehouse’s materials with their stock and the stock limits', async () => {
    const rice: HouseMaterial = {
      houseMaterialId: 5,
      warehouseId: 1,
      warehouseName: '主食库',
      materialId: 9,
      materialName: '大米',
      categoryName: '谷物',
      unitId: 2,
      unitName: '千克',
      spec: '25千克/袋',
      minQty: 100,
      maxQty: 1000,
      shelfLifeDays: 365,
      remark: '',
      stockQty: 40,
      stockValue: 24_000,
      batchCount: 2,
      createdAt: '2026-11-01T00:00:00Z',
    };
    const stock: StockRow = {
      houseMaterialId: 5,
      warehouseId: 1,
      warehouseName: '主食库',
      materialId: 9,
      materialName: '大米',
      categoryName: '谷物',
      unitName: '千克',
      spec: '25千克/袋',
      qty: 40,
      value: 24_000,
      avgUnitCost: 600,
      minQty: 100,
      maxQty: 1000,
      belowMin: true,
      aboveMax: false,
    };
    const api = fakeApi({
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '主食库', canteenId: 3, canteenName: '北区食堂', enabled: true }],
      'inventoryStock.houseMaterialPage': () => page([rice]),
      'inventoryStock.stockPage': () => page([stock]),
      'inventoryStock.batchPage': () => page([]),
      'menuMaterials.materialOptions': () => [{ materialId: 9, materialName: '大米', unit: 'kg', categoryId: null, categoryPath: '' }],
      'inventoryStock.unitOptions': () => [{ unitId: 2, name: '千克', rootName: '克', factor: 1000 }],
    });
    renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/depotManage/depotManagedetail?warehouseId=1']}>
        <WarehouseDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('主食库（北区食堂）')).toBeTruthy();
    const row = (await screen.findByText('25千克/袋', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('大米')).toBeTruthy();
    expect(within(row).getByText('￥240.00')).toBeTruthy();
    expect(api.calls('inventoryStock.houseMaterialPage')[0]).toMatchObject({ warehouseId: 1 });

    await userEvent.click(screen.getByRole('tab', { name: '库存上下限' }));
    const stockRow = (await screen.findByText('低于下限', { selector: '.ant-tag' })).closest('tr') as HTMLElement;
    expect(within(stockRow).getByText('6.00')).toBeTruthy();
    expect(api.calls('inventoryStock.stockPage')[0]).toMatchObject({ warehouseId: 1 });

    await userEvent.click(screen.getByRole('tab', { name: '批次' }));
    await waitFor(() => expect(api.calls('inventoryStock.batchPage')[0]).toMatchObject({ warehouseId: 1 }));
  });

  it('imports a sheet into the warehouse and shows the rows of a refused one', async () => {
    const api = fakeApi({
      'inventoryStock.warehouseOptions': () => [{ warehouseId: 1, name: '主食库', canteenId: 3, canteenName: '北区食堂', enabled: true }],
      'inventoryStock.houseMaterialPage': () => page([]),
      'menuMaterials.materialOptions': () => [],
      'inventoryStock.unitOptions': () => [],
      'inventoryStock.houseMaterialImport': () => {
        throw refuse(Code.PASS_THROUGH, '共2行，其中1行有误，未导入任何数据', { total: 2, errors: [{ row: 3, custNum: '', field: 'unitName', message: '单位“桶”不存在' }] });
      },
    });
    const { container } = renderWidget(
      <MemoryRouter initialEntries={['/kucunzhongxin/depotManage/depotManagedetail?warehouseId=1']}>
        <WarehouseDetailPage />
      </MemoryRouter>,
      zh,
    );
    await screen.findByText('主食库（北区食堂）');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'house.xlsx'));
    const dialog = await waitFor(() => dialogWith('单位“桶”不存在'));
    expect(within(dialog).getByText('导入失败，未导入任何原材料')).toBeTruthy();
    expect(within(dialog).getByText('库存单位')).toBeTruthy();
    expect(api.calls('inventoryStock.houseMaterialImport')).toEqual([{ warehouseId: 1 }]);
  });

  it('asks to open a warehouse from the list when none is given', () => {
    const api = fakeApi();
    renderWidget(
      <MemoryRouter>
        <WarehouseDetailPage />
      </MemoryRouter>,
      zh,
    );
    expect(screen.getByText('请从仓库管理进入仓库详情')).toBeTruthy();
    expect(api.log).toEqual([]);
  });
});
