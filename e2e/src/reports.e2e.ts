import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from './api';
import { cn, launch, loginAs, newPage, screenshot } from './browser';

/**
 * Reports, the data screen and the dashboard (issue 27) in Chromium, on the demo's month of data plus a payment made
 * here today: the dashboard's sales equal the trade detail report's consumption less refunds for today; a consumption
 * sum printed with chosen columns carries only those and its totals rows; a saved data screen draws its charts.
 */
let browser: Browser;
let admin: string;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  // A payment today, so today has sales whatever hour the suite runs at.
  const { records } = await apiCall(admin, 'accounts.accountPage', { page: 1, limit: 10 });
  const custId = records[0]!.custId;
  await apiCall(admin, 'accounts.recharge', { custId, amount: 5_000, payType: 'cash', bizNo: `E2E-RPT-R-${Date.now()}` });
  await apiCall(admin, 'accounts.consumePay', { custId, amount: 1_234, bizNo: `E2E-RPT-C-${Date.now()}` });
});
afterAll(() => browser?.close());

/** '￥1,234.56' or '-￥3.00' as cents. */
const cents = (text: string) => {
  const n = Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
  expect(Number.isFinite(n)).toBe(true);
  return n;
};

/** Sets the report's day range (the range picker above its tabs) to today alone. */
async function rangeToday(page: Page) {
  const inputs = page.locator('.ant-picker-range input');
  for (const i of [0, 1]) {
    await inputs.nth(i).click();
    await inputs.nth(i).fill(today);
    await inputs.nth(i).press('Enter');
  }
  await expect.poll(() => inputs.nth(1).inputValue()).toBe(today);
  await expect.poll(() => inputs.nth(0).inputValue()).toBe(today);
}

/** The trade detail's total `label` for today under one trade type, as cents. */
async function detailTotal(page: Page, tradeType: string, label: string): Promise<number> {
  const search = page.locator('form').first();
  await search.getByLabel('交易类型', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${tradeType}$`) }).first().click();
  await search.getByRole('button', { name: cn('搜索') }).click();
  const total = page.getByText(new RegExp(`^${label}: `));
  await total.first().waitFor();
  // The totals answer for the filter just sent (the figure settles once the new query returns).
  await page.waitForLoadState('networkidle');
  return cents((await total.first().innerText()).split(': ')[1]!);
}

describe('reports in Chromium', () => {
  it("the dashboard's sales today equal the trade detail's consumption less refunds for today", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/dashboard');
    const card = page.locator('.ant-card', { has: page.getByText('今日营业额', { exact: true }) }).first();
    const value = card.locator('.ant-statistic-content');
    await expect.poll(async () => (await value.innerText()).trim().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const sales = cents(await value.innerText());
    expect(sales).toBeGreaterThanOrEqual(1_234);
    await screenshot(page, 'dashboard');

    // The figure links to the trade detail report.
    await card.getByRole('link').click();
    await page.waitForURL(/\/baobiaozhongxin\/tradedetail/);
    await rangeToday(page);
    const consumed = await detailTotal(page, '消费', '支出');
    const refunded = await detailTotal(page, '退款', '收入');
    expect(consumed - refunded).toBe(sales);
    await screenshot(page, 'trade-detail-today');
    await context.close();
  });

  it('prints a consumption sum with the chosen columns and its totals rows', async () => {
    const { context, page } = await newPage(browser);
    // The printed document is read where the print dialog would open.
    await page.addInitScript(() => {
      window.print = () => {
        (window.top as unknown as { printed?: string }).printed = document.body.innerText;
      };
    });
    await loginAs(page, 'admin', 'Admin@123', '/baobiaozhongxin/tradesum/canteen');
    await page.locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '打印表格' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入制表人姓名').fill('张会计');
    await dialog.getByRole('button', { name: cn('下一步') }).click();
    await dialog.getByText('选择打印内容').waitFor();
    const selectAll = dialog.getByRole('checkbox', { name: '全选' });
    await expect.poll(() => selectAll.isChecked()).toBe(true);
    for (let tries = 0; tries < 5 && (await selectAll.isChecked()); tries++) {
      await selectAll.click();
      await expect.poll(() => selectAll.isChecked(), { timeout: 2000 }).toBe(false).catch(() => undefined);
    }
    for (const column of ['食堂', '消费笔数', '净额']) await dialog.getByRole('checkbox', { name: column, exact: true }).check();
    await screenshot(page, 'report-print-columns');
    await dialog.getByRole('button', { name: cn('打印') }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: string }).printed ?? ''), { timeout: 15_000 }).toContain('总金额');
    const printed = await page.evaluate(() => (window as unknown as { printed?: string }).printed ?? '');
    expect(printed).toContain('张会计');
    expect(printed).toContain('总数量');
    expect(printed).toContain('净额');
    // Columns left unticked are not printed.
    expect(printed).not.toContain('补贴钱包');
    await context.close();
  });

  it('draws a saved data screen with its charts', async () => {
    const { id } = await apiCall(admin, 'settings.dataScreenAdd', { name: `E2E大屏${Date.now() % 100000}`, charts: ['tradeSum', 'orderSum', 'todayOrderSum'], refreshSeconds: 30, theme: 'dark' });
    const { context, page } = await newPage(browser, { width: 1600, height: 1000 });
    await loginAs(page, 'admin', 'Admin@123', `/basesetting/dataScreen/dataScreendetail?id=${id}`);
    await expect.poll(() => page.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // Let the charts' entry animation finish before the picture.
    await page.waitForTimeout(1500);
    await screenshot(page, 'data-screen');
    await context.close();
  });
});
