import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, apiLogin } from './api';
import { choose, cn, launch, loginAs, pickTime, screenshot } from './browser';
import { BASE_URL } from './env';

let browser: Browser;
let admin: string;
let general: { merchantName: string; timeZone: string };
beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  // A setting's value is typed by its key on the server; the contract gives it as unknown.
  general = (await apiCall(admin, 'settings.getSetting', { key: 'general' })).value as typeof general;
});
afterAll(async () => {
  // Later files of the run expect the seeded zone.
  await apiCall(admin, 'settings.putSetting', { key: 'general', value: general });
  await browser?.close();
});

const setMerchantZone = (timeZone: string) => apiCall(admin, 'settings.putSetting', { key: 'general', value: { ...general, timeZone } });

/** The zh format of the console (YYYY-MM-DD HH:mm:ss) of an instant in a zone, computed apart from the console's code. */
const zhText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));

/** A browser in a zone that is neither merchant zone used here: the page must not show the browser's clock. */
async function tokyoBrowser(): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Tokyo' });
  return context.newPage();
}

const cellOf = (page: Page, label: string) => page.locator('.ant-descriptions-item-label', { hasText: label }).locator('xpath=following-sibling::td[1]');

describe('one clock: the merchant’s time zone, whatever the browser’s', () => {
  it('the person detail page shows when the person was filed in the merchant’s zone, in the zh format', async () => {
    const person = (await apiCall(admin, 'customers.page', { page: 1, limit: 10 })).records[0];
    const page = await tokyoBrowser();
    try {
      await setMerchantZone('Asia/Shanghai');
      await loginAs(page, 'admin', 'Admin@123', `/personal/personnal/detail?id=${person.custId}`);
      await expect.poll(() => cellOf(page, '建档时间').textContent()).toBe(zhText(person.createdAt, 'Asia/Shanghai'));

      // Another merchant zone: the console reads it with the user's info when it loads, and every time follows.
      await setMerchantZone('America/New_York');
      await page.goto(`/personal/personnal/detail?id=${person.custId}`);
      await expect.poll(() => cellOf(page, '建档时间').textContent()).toBe(zhText(person.createdAt, 'America/New_York'));
      expect(zhText(person.createdAt, 'America/New_York')).not.toBe(zhText(person.createdAt, 'Asia/Tokyo'));
      await screenshot(page, 'times-person-detail');
    } finally {
      await setMerchantZone(general.timeZone);
      await page.context().close();
    }
  });

  it('a meal period’s times are picked with a time picker and sent as HH:mm', async () => {
    const { canteenId } = await apiCall(admin, 'canteens.canteenAdd', { canteenName: 'E2E时钟食堂' });
    const page = await tokyoBrowser();
    try {
      await loginAs(page, 'admin', 'Admin@123', '/basesetting/timeslot');
      await page.getByRole('button', { name: cn('新增') }).first().click();
      const dialog = page.getByRole('dialog');
      await choose(page, dialog, '食堂', 'E2E时钟食堂');
      await choose(page, dialog, '餐次', '早餐');

      await pickTime(page, dialog, '开始时间', '07', '30');
      await pickTime(page, dialog, '结束时间', '09', '15');
      await screenshot(page, 'times-meal-period-picker');
      await dialog.getByRole('button', { name: cn('确定') }).click();
      await page.getByRole('row', { name: /E2E时钟食堂/ }).getByText('07:30 – 09:15').waitFor();

      const periods = await apiCall(admin, 'canteens.periodList', { canteenId });
      expect(periods).toEqual([expect.objectContaining({ canteenId, mealType: 1, startTime: '07:30', endTime: '09:15' })]);
    } finally {
      await page.context().close();
    }
  });
});
