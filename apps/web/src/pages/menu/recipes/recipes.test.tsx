import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecipePlan } from '@canteen/contract';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuRecipes';
import zhCanteens from '@/i18n/zh/canteens';
import { addDays, mondayOf, today } from './week';
import WeekPlanner from './WeekPlanner';
import MenuBinds from './MenuBinds';

const monday = mondayOf(today());

function planOf(startDate: string): RecipePlan {
  return {
    canteenId: 1,
    periods: [
      { mealType: 1, startTime: '06:30', endTime: '09:00', enabled: true },
      { mealType: 2, startTime: '11:00', endTime: '13:30', enabled: true },
    ],
    recipes: [
      {
        recipeId: 5,
        canteenId: 1,
        canteenName: '一号餐厅',
        recipeDate: startDate,
        mealType: 2,
        name: '周一午餐',
        enabled: true,
        dishCount: 1,
        dishNames: ['红烧肉'],
        issueCount: 1,
        deviceCount: 2,
        issuedAt: '2026-11-23T01:00:00Z',
        appletIssuedAt: null,
        changedSinceIssue: false,
        remark: '',
        createdAt: '2026-11-20T01:00:00Z',
        updatedAt: '2026-11-20T01:00:00Z',
        details: [
          {
            detailId: 9,
            recipeId: 5,
            dishId: 3,
            dishName: '红烧肉',
            typeId: 1,
            typeName: '热菜',
            price: 1800,
            discountPrice: 1500,
            image: null,
            supplyQty: 80,
            startTime: null,
            endTime: null,
            sort: 0,
          },
        ],
      },
    ],
  };
}

describe('the week planner', () => {
  it("shows the canteen's week, opens a cell and saves its dishes", async () => {
    const api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一号餐厅' }],
      'menuRecipes.plan': (q) => planOf(q.startDate),
      'menuRecipes.dishChoices': () => [
        { dishesId: 3, dishName: '红烧肉', price: 1800, discountPrice: null, typeId: 1, typeName: '热菜', pinyinInitials: 'hsr', image: null },
        { dishesId: 4, dishName: '米饭', price: 100, discountPrice: null, typeId: 2, typeName: '主食', pinyinInitials: 'mf', image: null },
      ],
      'menuRecipes.saveWithDetails': () => ({ recipeId: 5, created: false }),
    });
    renderWidget(<WeekPlanner />, { ...zhCanteens, ...zh });

    // The week of today, breakfast and lunch rows, Monday lunch with its dish, price and supply.
    expect(await screen.findByText('红烧肉 ￥15.00 ×80', undefined, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(api.calls('menuRecipes.plan')).toEqual([{ canteenId: 1, startDate: monday, endDate: expect.any(String) }]));
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['早餐06:30–09:00', '午餐11:00–13:30']);
    expect(screen.getByText('已下发 2 台设备')).toBeTruthy();

    // A cell's name begins with what it shows (WCAG 2.5.3), then says which cell it edits.
    expect(screen.getByRole('button', { name: `＋ 安排菜品 编辑 ${monday} 早餐` })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(`^周一午餐 红烧肉 ￥15\\.00 ×80 .* 编辑 ${monday} 午餐$`) })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(` 编辑 ${monday} 午餐$`) }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByDisplayValue('周一午餐')).toBeTruthy();
    const supply = within(drawer).getByLabelText('供应份数 红烧肉');
    await userEvent.clear(supply);
    await userEvent.type(supply, '100');

    // Add rice through the dish picker.
    await userEvent.click(within(drawer).getByLabelText('添加菜品'));
    await userEvent.click(await screen.findByText('米饭 · 主食 · ￥1.00'));
    expect(await within(drawer).findByLabelText('供应份数 米饭')).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: spaced('保存') }));
    await waitFor(() =>
      expect(api.calls('menuRecipes.saveWithDetails')).toEqual([
        {
          canteenId: 1,
          recipeDate: monday,
          mealType: 2,
          name: '周一午餐',
          remark: '',
          enabled: true,
          details: [
            { dishId: 3, supplyQty: 100, discountPrice: 1500, startTime: null, endTime: null, sort: 0 },
            { dishId: 4, supplyQty: null, discountPrice: null, startTime: null, endTime: null, sort: 1 },
          ],
        },
      ]),
    );
  });
});

describe('copying a day and issuing from the planner', () => {
  const planner = (more: Parameters<typeof fakeApi>[0] = {}) => {
    const api = fakeApi({
      'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一号餐厅' }],
      'menuRecipes.plan': (q) => planOf(q.startDate),
      ...more,
    });
    renderWidget(<WeekPlanner />, { ...zhCanteens, ...zh });
    return api;
  };
  /** Opens the copy dialog from Monday's column header. */
  const copyMonday = async () => {
    await userEvent.click(await screen.findByRole('button', { name: `复制 ${monday} 的菜谱` }, { timeout: 4000 }));
    return screen.findByRole('dialog');
  };
  /** Picks a range in the dialog's range picker by clicking its first and last day. */
  const pickRange = async (dialog: HTMLElement, from: string, to: string) => {
    await userEvent.click(within(dialog).getByLabelText('目标日期范围'));
    const cellOf = async (day: string) => (await screen.findAllByTitle(day)).find((c) => c.closest('.ant-picker-dropdown'))!;
    await userEvent.click(await cellOf(from));
    await userEvent.click(await cellOf(to));
  };

  // antd's pickers are slow to drive in jsdom on a busy machine.
  it("copies Monday onto Tuesday to Thursday in one call and says what was copied and skipped", { timeout: 60_000 }, async () => {
    const api = planner({ 'menuRecipes.copy': () => ({ copied: 5, replaced: 0, skipped: 1 }) });
    const dialog = await copyMonday();
    expect(within(dialog).getByLabelText('来源日期')).toBeTruthy();
    await pickRange(dialog, addDays(monday, 1), addDays(monday, 3));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuRecipes.copy')).toEqual([
        { canteenId: 1, fromDate: monday, toDate: monday, targetDates: [addDays(monday, 1), addDays(monday, 2), addDays(monday, 3)], targetCanteenId: 1, mode: 'skip' },
      ]),
    );
    expect(await screen.findByText('已复制 5 个菜谱；1 个餐次已有菜谱，已跳过')).toBeTruthy();
  });

  it('copies Monday onto days picked one by one; a picked day can be taken off again', { timeout: 60_000 }, async () => {
    const api = planner({ 'menuRecipes.copy': () => ({ copied: 2, replaced: 1, skipped: 0 }) });
    const dialog = await copyMonday();
    await userEvent.click(within(dialog).getByLabelText('选定的几天'));
    const pickDay = async (day: string) => {
      await userEvent.click(within(dialog).getByLabelText('目标日期（可多选）'));
      await userEvent.click((await screen.findAllByTitle(day)).find((c) => c.closest('.ant-picker-dropdown'))!);
    };
    // Tuesday is there from the start; add Thursday and Saturday, then take Saturday off.
    await pickDay(addDays(monday, 3));
    await pickDay(addDays(monday, 5));
    await userEvent.click(within(dialog).getByRole('button', { name: `移除 ${addDays(monday, 5)}` }));
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${addDays(monday, 1)} 周二`, `${addDays(monday, 3)} 周四`]);
    await userEvent.click(within(dialog).getByLabelText('覆盖'));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuRecipes.copy')).toEqual([
        { canteenId: 1, fromDate: monday, toDate: monday, targetDates: [addDays(monday, 1), addDays(monday, 3)], targetCanteenId: 1, mode: 'overwrite' },
      ]),
    );
    expect(await screen.findByText('已复制 2 个菜谱，其中 1 个覆盖了已有菜谱')).toBeTruthy();
  });

  it('refuses a range holding the source day before calling the server', { timeout: 60_000 }, async () => {
    const api = planner();
    const dialog = await copyMonday();
    await pickRange(dialog, monday, addDays(monday, 2));
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('目标日期不能包含来源日期')).toBeTruthy();
    expect(api.calls('menuRecipes.copy')).toEqual([]);
  });

  it('says plainly when an issue reached no device', async () => {
    const api = planner({
      'menuRecipes.issueDevices': () => [],
      'menuRecipes.issueAll': () => ({ canteenIds: [1], recipeCount: 1, deviceCount: 0, onlineCount: 0, hiddenCount: 0 }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: `选择 ${monday} 午餐` }, { timeout: 4000 }));
    await userEvent.click(screen.getByRole('button', { name: /下发到设备/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('该餐厅没有启用的设备：下发会被记录，但现在没有设备会收到菜单')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuRecipes.issueAll')).toEqual([{ recipeIds: [5] }]));
    expect(await screen.findByText('已下发 1 个菜谱，但该餐厅没有启用的设备，没有设备收到菜单。设备加入该餐厅后会在首次心跳时拉取。')).toBeTruthy();
  });
});

describe('device menu binds', () => {
  it('binds a device to dish types read through the recipe menu, not the dish types menu', async () => {
    const api = fakeApi({
      'menuRecipes.menuBindPage': () => page([]),
      'canteens.canteenList': () => [{ canteenId: 1, canteenName: '一号餐厅' }],
      'menuRecipes.issueDevices': () => [{ deviceId: 7, name: '菜单屏', type: 'releaseInformation', serialNumber: 'MB-1', online: true }],
      'menuRecipes.dishTypeChoices': () => [
        { typeId: 1, typeName: '热菜' },
        { typeId: 2, typeName: '主食' },
      ],
    });
    renderWidget(<MenuBinds />, { ...zhCanteens, ...zh });
    await userEvent.click(await screen.findByRole('button', { name: /绑定设备/ }));
    const dialog = await screen.findByRole('dialog');
    const choose = async (label: string, option: string) => {
      await userEvent.click(within(dialog).getByLabelText(label));
      await userEvent.click((await screen.findAllByTitle(option)).find((o) => o.classList.contains('ant-select-item-option'))!);
    };
    await choose('餐厅', '一号餐厅');
    await choose('设备', '菜单屏 (MB-1)');
    await choose('显示菜品类型', '热菜');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('menuRecipes.menuBind')).toEqual([{ deviceId: 7, mealTypes: [], dishTypeIds: [1] }]));
    expect(api.calls('menuRecipes.issueDevices')).toEqual([{ canteenId: 1 }]);
    expect(api.calls('menuDishes.typeList')).toEqual([]);
  });
});
