import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { apiCall, apiLogin } from './api';
import { cn, launch, loginAs, newPage, screenshot } from './browser';

/**
 * The cashier desk (issue 24): pick the canteen, a card number typed as a reader types it, two dishes of the meal
 * served now, the dry run, pay; the confirmation's order number is found in the order list and its balances are
 * the account page's.
 */
let browser: Browser;
let admin: string;
const person = { custName: '收银台顾客', custNum: 'E2EDESK01', cardNo: 'E2EDESK0001' };
const dishes: { dishName: string; price: number }[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  // A canteen of its own with lunch until noon and dinner after it, each with the same recipe: the test does not
  // depend on the hour it runs at.
  const { canteenId } = await apiCall(admin, 'canteens.canteenAdd', { canteenName: 'E2E收银食堂' });
  await apiCall(admin, 'canteens.periodAdd', { canteenId, mealType: 2, startTime: '00:00', endTime: '12:00' });
  await apiCall(admin, 'canteens.periodAdd', { canteenId, mealType: 4, startTime: '12:00', endTime: '00:00' });
  await apiCall(admin, 'canteens.stallAdd', { canteenId, stallName: 'E2E收银档口' });
  const { day } = await apiCall(admin, 'accounts.deskMenu', { canteenId });
  const choices = (await apiCall(admin, 'menuRecipes.dishChoices', {})).slice(0, 2);
  expect(choices).toHaveLength(2);
  for (const mealType of [2, 4]) await apiCall(admin, 'menuRecipes.saveWithDetails', { canteenId, recipeDate: day, mealType, details: choices.map((d, sort) => ({ dishId: d.dishesId, sort })) });
  dishes.push(...choices.map((d) => ({ dishName: d.dishName, price: d.price })));
  const { orgId } = await apiCall(admin, 'people.orgAdd', { orgName: 'E2E收银组' });
  const { custId } = await apiCall(admin, 'customers.add', { custName: person.custName, custNum: person.custNum, orgId });
  await apiCall(admin, 'accounts.applyCard', { custId, cardNo: person.cardNo });
  await apiCall(admin, 'accounts.recharge', { custId, amount: 50_000, payType: 'cash', bizNo: 'E2E-DESK-R-1', remark: '' });
});
afterAll(() => browser?.close());

/** The content cell of a bordered antd Descriptions item with this label. */
const described = (scope: Locator, label: string) => scope.locator('th.ant-descriptions-item-label').getByText(label, { exact: true }).locator('xpath=ancestor::th[1]/following-sibling::td[1]');
/** The value under a label of a vertical bordered Descriptions (labels in one row, values in the next). */
const valueUnder = (scope: Locator, label: string) =>
  scope.evaluate((el, text) => {
    const labels = Array.from(el.querySelectorAll('th.ant-descriptions-item-label'));
    const th = labels.find((l) => l.textContent?.trim() === text);
    if (!th) throw new Error(`no label ${text}`);
    const row = th.parentElement as HTMLTableRowElement;
    const values = (row.nextElementSibling as HTMLTableRowElement).querySelectorAll('td.ant-descriptions-item-content');
    return values[Array.from(row.children).indexOf(th)]?.textContent?.trim() ?? '';
  }, label);
const yuan = (cents: number) => `￥${(cents / 100).toFixed(2)}`;

describe('the cashier desk in Chromium', () => {
  it('charges two dishes for a swiped card; the order is listed under the confirmation’s number and the balances match the account page', async () => {
    const { page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/account/desk');

    await page.getByLabel('食堂', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'E2E收银食堂' }).click();
    await page.getByText(/当前餐次：(午餐|晚餐)/).waitFor();
    for (const d of dishes) await page.getByRole('button', { name: new RegExp(`^${d.dishName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();

    // A reader types the card number into the focused field and ends with Enter.
    const reader = page.getByRole('textbox', { name: '卡号或付款码' });
    await expect.poll(() => reader.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(person.cardNo, { delay: 5 });
    await page.keyboard.press('Enter');
    await page.getByText(person.custName, { exact: true }).first().waitFor();

    const total = dishes.reduce((s, d) => s + d.price, 0);
    const preview = page.locator('.ant-card', { hasText: '试算' });
    await described(preview, '应付').getByText(yuan(total)).waitFor();
    await screenshot(page, 'desk-dry-run');
    await page.getByRole('button', { name: new RegExp(`收款 ${yuan(total).replace('.', '\\.')}`) }).click();

    const done = page.locator('.ant-result-success');
    await done.getByText(`已向 ${person.custName} 收款 ${yuan(total)}`).waitFor();
    const orderNo = (await done.locator('.ant-typography').first().innerText()).trim();
    expect(orderNo).toMatch(/^O\d{18}$/);
    const after = done.locator('.ant-descriptions', { hasText: '付后余额' });
    const balances = {
      cash: await valueUnder(after, '现金余额'),
      subsidy: await valueUnder(after, '补贴余额'),
      gift: await valueUnder(after, '赠送余额'),
      total: await valueUnder(after, '总余额'),
    };
    expect(balances.total).toBe(yuan(50_000 - total));
    await screenshot(page, 'desk-paid');

    await page.goto('/orderCenter/orderdetail');
    await page.getByPlaceholder('订单号', { exact: true }).first().fill(orderNo);
    await page.getByRole('button', { name: cn('搜索') }).first().click();
    const orderRow = page.locator('tbody tr.ant-table-row:visible', { hasText: person.custName });
    await expect.poll(() => orderRow.count()).toBe(1);
    await orderRow.getByText(orderNo).waitFor();

    await page.goto('/account/accountino');
    await page.getByPlaceholder('姓名', { exact: true }).first().fill(person.custName);
    await page.getByRole('button', { name: cn('搜索') }).first().click();
    const accountRow = page.locator('tbody tr.ant-table-row:visible', { hasText: person.custName });
    await expect.poll(() => accountRow.count()).toBe(1);
    for (const text of [balances.cash, balances.subsidy, balances.gift, balances.total]) await accountRow.getByText(text, { exact: true }).first().waitFor();
  });
});
