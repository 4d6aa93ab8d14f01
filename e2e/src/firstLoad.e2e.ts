import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wcagAxe } from './axe';
import { BASE_URL } from './env';
import { launch, loginAs, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A busy machine: every script chunk arrives this late, so the page must show something while they come. */
const SLOW_CHUNK_MS = 1500;
async function slowChunks(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNK_MS));
    await route.continue();
  });
}

/**
 * Counts the painted frames in which the app's root shows nothing at all (from the first frame with a root until
 * `until` is there, the login form by default): the white page the issue describes.
 */
interface FrameCount {
  frames: { seen: number; blank: number };
}
async function countBlankFrames(page: Page, until = 'input#username') {
  await page.addInitScript((done) => {
    const w = window as unknown as FrameCount;
    w.frames = { seen: 0, blank: 0 };
    const check = () => {
      const root = document.getElementById('root');
      if (root) w.frames.seen++;
      if (root && !root.innerText.trim()) w.frames.blank++;
      if (!document.querySelector(done)) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, until);
}

const loading = (page: Page) => page.getByRole('status').filter({ has: page.locator('.boot-spinner') });
/** What the loading state shows: each text is there in four languages, one of them visible. */
const shownTexts = async (page: Page) => (await loading(page).locator('p:visible').allInnerTexts()).map((t) => t.trim());

describe('first load on a slow machine', () => {
  it('shows the product name and "loading" before any chunk has come, then the login page, never a blank page', async () => {
    const { context, page } = await newPage(browser);
    await slowChunks(page);
    await countBlankFrames(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await loading(page).getByText('正在加载…').waitFor({ timeout: SLOW_CHUNK_MS });
    expect(await shownTexts(page)).toEqual(['云食堂', '正在加载…']);
    // Nothing of the app has run yet: it is index.html's own state.
    expect(await page.locator('input#username').count()).toBe(0);
    await screenshot(page, 'first-load');
    const { violations } = await wcagAxe(page).analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);

    await page.locator('input#username').waitFor({ timeout: 30_000 });
    expect(await loading(page).count()).toBe(0);
    const frames = await page.evaluate(() => (window as unknown as FrameCount).frames);
    expect(frames.seen).toBeGreaterThan(10);
    expect(frames.blank).toBe(0);
    await context.close();
  });

  it('speaks the saved language: a deep link in English says "Loading…" and ends on the English login page', async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'language', value: 'en', url: BASE_URL }]);
    await slowChunks(page);
    await page.goto('/basesetting/userrole/role', { waitUntil: 'commit' });
    await loading(page).getByText('Loading…').waitFor({ timeout: SLOW_CHUNK_MS });
    // Only the saved language's words show (the others are not read out either).
    expect(await shownTexts(page)).toEqual(['Cloud Canteen', 'Loading…']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.waitForURL(/\/login\?redirect=/, { timeout: 30_000 });
    await page.getByRole('button', { name: /log\s*in/i }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('a deep link when signed in: loading, then the page, never a blank page while the user and the shell load', async () => {
    const { context, page: first } = await newPage(browser);
    await loginAs(first, 'admin', 'Admin@123');
    const page = await context.newPage();
    await slowChunks(page);
    await countBlankFrames(page, 'main h1');
    await page.goto('/basesetting/userrole/role', { waitUntil: 'commit' });
    await loading(page).getByText('正在加载…').waitFor({ timeout: SLOW_CHUNK_MS });
    await page.getByRole('columnheader', { name: '角色编码' }).waitFor({ timeout: 30_000 });
    const frames = await page.evaluate(() => (window as unknown as FrameCount).frames);
    expect(frames.seen).toBeGreaterThan(10);
    expect(frames.blank).toBe(0);
    await context.close();
  });

  it('the spinner turns, and stands still for people who asked for less motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await newPage(browser);
      await page.emulateMedia({ reducedMotion });
      await slowChunks(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const spinner = loading(page).locator('.boot-spinner');
      await spinner.waitFor({ timeout: SLOW_CHUNK_MS });
      expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe(reducedMotion === 'reduce' ? 'none' : 'boot-spin');
      await context.close();
    }
  });
});
