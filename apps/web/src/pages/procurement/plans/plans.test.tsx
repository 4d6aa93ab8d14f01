import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Generation, PlanDetail, PlanOptions, PlanRow, PurchaseOrderRow } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/procurementPlans';
import PurchasePlansPage from '.';
import PlanGeneratePage from '../planGenerate';
import PlanDetailPage from '../planDetail';

const plan: PlanRow = {
  planId: 7,
  planNo: 'CG20261201001',
  name: '第一周',
  warehouseId: 3,
  warehouseName: '干货库',
  canteenId: 1,
  canteenName: '一食堂',
  buyerId: null,
  buyerName: null,
  needDate: '2026-12-01',
  source: 'manual',
  recipeFrom: null,
  recipeTo: null,
  state: 'draft',
  totalAmount: 7500,
  lineCount: 1,
  orderCount: 0,
  remark: '',
  createdAt: '2026-11-28T01:00:00Z',
  committedAt: null,
};
const options: PlanOptions = {
  warehouses: [{ warehouseId: 3, name: '干货库', canteenId: 1, canteenName: '一食堂' }],
  suppliers: [{ supplierId: 11, name: '粮油行', email: 'grain@example.com' }],
  materials: [{ houseMaterialId: 21, materialId: 31, materialName: '大米', unitName: 'kg', stockQty: 4, lastPrice: 500 }],
};
const order: PurchaseOrderRow = {
  orderId: 41,
  orderNo: 'PO20261201001',
  planId: 7,
  planNo: 'CG20261201001',
  supplierId: 11,
  supplierName: '粮油行',
  supplierEmail: 'grain@example.com',
  warehouseId: 3,
  warehouseName: '干货库',
  needDate: '2026-12-01',
  state: 'sent',
  totalAmount: 7500,
  lineCount: 1,
  inboundId: null,
  inboundNo: null,
  mailCount: 1,
  createdAt: '2026-11-28T01:00:00Z',
  receivedAt: null,
};
const detail = (over: Partial<PlanDetail> = {}): PlanDetail => ({
  ...plan,
  lines: [{ lineId: 1, houseMaterialId: 21, materialId: 31, materialName: '大米', unitName: 'kg', supplierId: 11, supplierName: '粮油行', qty: 15, unitPrice: 500, amount: 7500, remark: '' }],
  orders: [],
  ...over,
});

async function choose(scope: HTMLElement, label: string, option: string) {
  const item = within(scope).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  await userEvent.click(within(item).getByRole('combobox'));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices.find((c) => c.classList.contains('ant-select-item-option')) ?? choices[0]);
}

describe('purchase plans', () => {
  it('lists the plans and commits a draft through the plan dialog, prices in yuan sent as cents', async () => {
    const api = fakeApi({
      'procurementPlans.planPage': () => page([plan]),
      'procurementPlans.orderPage': () => page([]),
      'procurementPlans.noticePage': () => page([]),
      'procurementPlans.planOptions': () => options,
      'procurementPlans.planDetail': () => detail(),
      'admin.buyerList': () => [],
      'procurementPlans.planEditCommit': () => ({ planId: 7, planNo: plan.planNo, orders: [{ orderId: 41, orderNo: 'PO20261201001', supplierId: 11 }] }),
    });
    renderWidget(
      <MemoryRouter>
        <PurchasePlansPage />
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('CG20261201001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('草稿')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /编辑计划/ }));
    const dialog = await waitFor(() => dialogWith('采购物料'));
    await waitFor(() => expect(within(dialog).getByLabelText('单价(元) 1')).toHaveProperty('value', '5.0000'));
    // 15 × ￥5 = ￥75.
    expect(within(dialog).getAllByText('￥75.00').length).toBeGreaterThan(0);
    await userEvent.clear(within(dialog).getByLabelText('单价(元) 1'));
    await userEvent.type(within(dialog).getByLabelText('单价(元) 1'), '5.125');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementPlans.planEditCommit')).toHaveLength(1));
    expect(api.calls('procurementPlans.planEditCommit')[0]).toMatchObject({
      planId: 7,
      warehouseId: 3,
      needDate: '2026-12-01',
      lines: [{ houseMaterialId: 21, supplierId: 11, qty: 15, unitPrice: 512.5 }],
    });
    expect(await screen.findByText('计划 CG20261201001 已提交，生成 1 张采购订单')).toBeTruthy();
  });

  it('generates the material list from recipes and makes a draft plan of it', async () => {
    const generation: Generation = {
      recipeCount: 3,
      dishCount: 6,
      lines: [{ houseMaterialId: 21, materialId: 31, materialName: '大米', unitName: 'kg', grams: 19000, needQty: 19, stockQty: 4, qty: 15, unitPrice: 500, supplierId: 11 }],
      notStocked: [{ materialId: 32, materialName: '葱', grams: 400, reason: 'noHouseMaterial' }],
    };
    const api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一食堂' }],
      'procurementPlans.planOptions': () => options,
      'admin.buyerList': () => [],
      'procurementPlans.calculateMaterial': () => generation,
      'procurementPlans.planAddSave': () => ({ planId: 8, planNo: 'CG20261201002' }),
      'procurementPlans.planDetail': () => detail({ planId: 8 }),
    });
    renderWidget(
      <MemoryRouter initialEntries={['/caigouzhongxin/purchaselist/caigougenerate']}>
        <Routes>
          <Route path="/caigouzhongxin/purchaselist/caigougenerate" element={<PlanGeneratePage />} />
          <Route path="/caigouzhongxin/purchaselist/purchaselistDetail" element={<PlanDetailPage />} />
        </Routes>
      </MemoryRouter>,
      zh,
    );
    const form = document.querySelector('form') as HTMLElement;
    await choose(form, '食堂', '一食堂');
    await choose(form, '仓库', '干货库');
    await userEvent.click(screen.getByRole('button', { name: /计\s?算/ }));
    expect(await screen.findByText('3 个菜谱，6 道菜')).toBeTruthy();
    const rice = screen.getByText('大米').closest('tr') as HTMLElement;
    expect(within(rice).getByText('15')).toBeTruthy();
    expect(within(screen.getByText('葱').closest('tr') as HTMLElement).getByText('仓库未管理该物料')).toBeTruthy();
    expect(api.calls('procurementPlans.calculateMaterial')[0]).toMatchObject({ canteenId: 1, warehouseId: 3, defaultPortions: 100, ignoreStock: false });
    await userEvent.click(screen.getByRole('button', { name: /生成采购计划/ }));
    const dialog = await waitFor(() => dialogWith('采购物料'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementPlans.planAddSave')).toHaveLength(1));
    const sent = api.calls('procurementPlans.planAddSave')[0];
    expect(sent).toMatchObject({ warehouseId: 3, source: 'recipes', lines: [{ houseMaterialId: 21, supplierId: 11, qty: 15, unitPrice: 500 }] });
    expect(sent.recipeFrom).toBe(sent.needDate);
    // The new plan's page opens.
    expect(await screen.findByText('CG20261201001 第一周')).toBeTruthy();
  });

  it('shows a plan with its orders, receives one into an inbound draft and mails the orders', async () => {
    let state: PurchaseOrderRow['state'] = 'sent';
    const api = fakeApi({
      'procurementPlans.planDetail': () => detail({ state: 'committed', orders: [{ ...order, state, lines: [] }] }),
      'procurementPlans.orderStatus': () => {
        state = 'received';
        return { orderId: 41, state: 'received', inboundId: 99, inboundNo: 'RK20261201001' };
      },
      'procurementPlans.planSendEmail': () => ({ mails: [{ mailId: 1, orderId: 41, toAddress: 'grain@example.com' }] }),
    });
    renderWidget(
      <MemoryRouter initialEntries={['/caigouzhongxin/purchaselist/purchaselistDetail?planId=7']}>
        <Routes>
          <Route path="/caigouzhongxin/purchaselist/purchaselistDetail" element={<PlanDetailPage />} />
        </Routes>
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('PO20261201001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已发送供应商')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /收\s?货/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('procurementPlans.orderStatus')).toEqual([{ orderId: 41, state: 'received' }]));
    expect(await screen.findByText('已生成入库草稿 RK20261201001')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /发送邮件给供应商/ }));
    const confirm = await screen.findAllByRole('button', { name: spaced('确定') });
    await userEvent.click(confirm[confirm.length - 1]);
    expect(await screen.findByText('已排队 1 封邮件')).toBeTruthy();
    expect(api.calls('procurementPlans.planSendEmail')).toEqual([{ planId: 7 }]);
  });
});
