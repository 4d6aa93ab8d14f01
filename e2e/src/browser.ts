import path from 'node:path';
import { expect, vi } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, CHROMIUM } from './env';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh browser context (no cookies) on the console, Chinese by default like a first visit. */
export async function newPage(browser: Browser, opts: { width?: number; height?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 800 },
    locale: opts.locale ?? 'zh-CN',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Logs in through the login form and waits for the shell. */
export async function loginAs(page: Page, username: string, password: string, redirect = '') {
  await page.goto(`/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.locator('input#username, input[name="username"]').first().fill(username);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Waits for a navigation to reach a path, a client-side one too (React Router changes the URL without a load event). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

/**
 * Waits until the page's animations and transitions have finished (antd's fades, the tabs' ink bar), so colours and
 * positions are measured as they end; endless ones (spinners) are not waited for.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/** A button's name: antd spaces two-character Chinese labels ("新 增") and icons add their own name before it. */
export const cn = (text: string) => new RegExp(`${[...text].join('\\s*')}\\s*$`);

/** Picks an option of the antd Select inside a form item with this label. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByLabel(label, { exact: true });
  const shown = () => field.evaluate((el) => el.closest('.ant-select')?.textContent ?? '');
  // Options that arrive while the list is open re-render it, and a click on an option being replaced picks nothing
  // (seen on the first page after the server starts): pick again until the select shows it.
  await vi.waitFor(
    async () => {
      if (!(await shown()).includes(option)) {
        if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
      }
      expect(await shown()).toContain(option);
    },
    { timeout: 20_000, interval: 300 },
  );
}

/** Picks a time of day in the antd TimePicker inside a form item with this label (hours and minutes columns). */
export async function pickTime(page: Page, scope: Locator, label: string, hour: string, minute: string) {
  const input = scope.getByLabel(label, { exact: true });
  expect(await input.evaluate((el) => Boolean(el.closest('.ant-picker')))).toBe(true);
  await input.click();
  const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const panel = open.locator('.ant-picker-time-panel');
  const cell = (column: number, text: string) => panel.locator('.ant-picker-time-panel-column').nth(column).getByText(text, { exact: true });
  // A column scrolls to the chosen value after a click, which can move the next cell away under the pointer: again until it shows.
  await vi.waitFor(
    async () => {
      await cell(0, hour).click();
      await cell(1, minute).click();
      expect(await input.inputValue()).toBe(`${hour}:${minute}`);
    },
    { timeout: 15_000, interval: 300 },
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => open.count()).toBe(0);
}
