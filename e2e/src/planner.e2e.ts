import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, apiLogin } from './api';
import { wcagAxe } from './axe';
import { animationsDone, cn, launch, loginAs, newPage, screenshot } from './browser';

/**
 * The week planner (issue 24): a day copied onto three days in one go, each copy named for its own day, and an issue
 * to a canteen without devices said plainly.
 */

let browser: Browser;
let admin: string;
let canteenId = 0;
const CANTEEN = 'E2E周菜谱复制食堂';
const LUNCH = 2;
const DINNER = 4;

/** Days as the planner counts them: the merchant's (Asia/Shanghai) days, weeks from Monday. */
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
/** Next week's Monday to Sunday. */
const next = Array.from({ length: 7 }, (_, i) => addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + i));
const [monday, tuesday, wednesday, thursday, friday] = next;

/** Picks the option holding `text` in the antd Select behind this combobox (its own dropdown only). */
async function pick(page: Page, combobox: Locator, text: string) {
  await combobox.click();
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`) });
  await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click();
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  // A canteen of its own (no meal periods, so the planner shows breakfast, lunch and dinner; no devices).
  canteenId = (await apiCall(admin, 'canteens.canteenAdd', { canteenName: CANTEEN })).canteenId;
  const dishes = await apiCall(admin, 'menuRecipes.dishChoices', {});
  expect(dishes.length).toBeGreaterThanOrEqual(2);
  const details = dishes.slice(0, 2).map((d, sort) => ({ dishId: d.dishesId, sort }));
  // Monday's lunch is named after its day, as the cell's placeholder suggests; dinner has a name of its own.
  await apiCall(admin, 'menuRecipes.saveWithDetails', { canteenId, recipeDate: monday, mealType: LUNCH, name: '周一午餐', details });
  await apiCall(admin, 'menuRecipes.saveWithDetails', { canteenId, recipeDate: monday, mealType: DINNER, name: '家常晚餐', details: details.slice(0, 1) });
});
afterAll(async () => {
  await browser?.close();
});

describe('the week planner in Chromium', () => {
  it('copies Monday onto Tuesday to Thursday in one go, each copy named for its day, and says when an issue reached no device', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/menudish/caipu');
    await pick(page, page.getByRole('combobox', { name: '餐厅', exact: true }), CANTEEN);
    await page.getByRole('button', { name: /下一周/ }).click();
    const cell = (day: string, meal: string) => page.getByRole('button', { name: new RegExp(` 编辑 ${day} ${meal}$`) });
    await cell(monday, '午餐').getByText('周一午餐').waitFor();

    // Monday's column header has its own copy button; copy onto a range, Tuesday to Thursday.
    await page.getByRole('button', { name: `复制 ${monday} 的菜谱`, exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '复制菜谱' });
    await dialog.getByText('连续几天').waitFor();
    expect(await dialog.getByLabel('来源日期', { exact: true }).inputValue()).toBe(monday);
    const blocking = async () => {
      await animationsDone(page);
      const { violations } = await wcagAxe(page).include('.ant-modal').analyze();
      return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    // Days picked one by one is the other way; both are labelled controls.
    await dialog.getByText('选定的几天').click();
    await dialog.getByLabel('目标日期（可多选）', { exact: true }).waitFor();
    expect(await blocking()).toEqual([]);
    await screenshot(page, 'planner-copy-picked-days');
    await dialog.getByText('连续几天').click();
    await dialog.getByLabel('目标日期范围', { exact: true }).click();
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await calendar.locator(`td[title="${tuesday}"]`).click();
    await calendar.locator(`td[title="${thursday}"]`).click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await blocking()).toEqual([]);
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await page.getByText('已复制 6 个菜谱', { exact: true }).waitFor();

    // Each day's lunch says its own weekday; dinner keeps its own name; Friday is untouched.
    for (const [day, name] of [
      [tuesday, '周二午餐'],
      [wednesday, '周三午餐'],
      [thursday, '周四午餐'],
    ]) {
      await cell(day, '午餐').getByText(name, { exact: true }).waitFor();
      await cell(day, '晚餐').getByText('家常晚餐', { exact: true }).waitFor();
    }
    await cell(friday, '午餐').getByText('＋ 安排菜品').waitFor();
    await cell(monday, '午餐').getByText('周一午餐', { exact: true }).waitFor();
    await screenshot(page, 'planner-day-copied');

    // The data says so too.
    const plan = await apiCall(admin, 'menuRecipes.plan', { canteenId, startDate: monday, endDate: next[6] });
    expect(plan.recipes.filter((r) => r.mealType === LUNCH).map((r) => [r.recipeDate, r.name])).toEqual([
      [monday, '周一午餐'],
      [tuesday, '周二午餐'],
      [wednesday, '周三午餐'],
      [thursday, '周四午餐'],
    ]);
    expect(plan.recipes.filter((r) => r.mealType === DINNER).map((r) => r.recipeDate)).toEqual([monday, tuesday, wednesday, thursday]);

    // Issued to a canteen without devices: the console says no device received it, and the cell does not claim otherwise.
    await page.getByRole('checkbox', { name: `选择 ${tuesday} 午餐`, exact: true }).check();
    await page.getByRole('button', { name: cn('下发到设备') }).click();
    const issue = page.getByRole('dialog').filter({ hasText: '下发 1 个菜谱到设备' });
    await issue.getByText('该餐厅没有启用的设备：下发会被记录，但现在没有设备会收到菜单').waitFor();
    await issue.getByRole('button', { name: cn('确定') }).click();
    await page.getByText('已下发 1 个菜谱，但该餐厅没有启用的设备，没有设备收到菜单。', { exact: false }).waitFor();
    await cell(tuesday, '午餐').getByText('已下发，无设备显示', { exact: true }).waitFor();
    await screenshot(page, 'planner-issued-nowhere');
    await context.close();
  });
});
