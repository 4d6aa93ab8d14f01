import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Five failures on one account (a name of its own: the server shared by the browser tests keeps counting). Past
// them the account waits 1 s, 2 s, 4 s … from this address, and the console shows how long.
describe('login limits in Chromium', () => {
  it('shows the wait after five failed logins in a row', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const attempt = async (password: string) => {
      await page.locator('input#username').fill('limit-probe');
      await page.locator('input[type="password"]').fill(password);
      const reply = page.waitForResponse((r) => r.url().includes('/auth/oauth/token'));
      await page.locator('button[type="submit"]').click();
      return (await reply).status();
    };
    for (let i = 0; i < 5; i++) expect(await attempt('wrong-password-1')).toBe(400);
    // The next one lands in the 1 s wait, unless a loaded machine took longer than that to send it; the waits
    // double (2 s, 4 s, 8 s), so one of the next few does.
    let status = await attempt('wrong-password-1');
    for (let i = 0; i < 4 && status === 400; i++) status = await attempt('wrong-password-1');
    expect(status).toBe(429);
    await page.getByText(/^尝试次数过多，请\d+秒后再试$/).first().waitFor();
    await screenshot(page, 'login-limit');
    expect(page.url()).toContain('/login');
    await context.close();
  });
});
