import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, loginAs, newPage, screenshot, waitForPath } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const tabs = (page: Page) => page.locator('.tags-view .tags-view-item');
const tabTitles = async (page: Page) => (await tabs(page).allInnerTexts()).map((s) => s.trim());

/** Opens a page inside the console (a client-side navigation, as a menu click does), keeping the open tabs. */
async function visit(page: Page, path: string, ready: Locator) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path);
  await ready.waitFor();
}

async function tabMenu(page: Page, title: string, item: string) {
  await page.locator('.tags-view-item', { hasText: title }).click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: item }).click();
}

/** The whole box of an element lies inside the window. */
async function inViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const view = page.viewportSize();
  return Boolean(box && view && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height);
}

describe('console details in Chromium', () => {
  it('tabs: right click closes the tabs to the right, or all the others; the dashboard stays', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/basesetting/userrole/role');
    await page.getByRole('columnheader', { name: '角色编码' }).waitFor();
    await visit(page, '/basesetting/userrole/userrole', page.getByRole('cell', { name: 'admin', exact: true }).first());
    await visit(page, '/baobiaozhongxin/sysOperation', page.getByRole('columnheader', { name: '操作用户' }));
    expect(await tabTitles(page)).toEqual(['首页', '角色管理', '用户管理', '系统操作日志']);

    await tabMenu(page, '角色管理', '关闭右侧');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '角色管理']);
    // The page shown was closed: the console moves to the tab whose right side was closed.
    await waitForPath(page, '/basesetting/userrole/role');

    await visit(page, '/baobiaozhongxin/sysOperation', page.getByRole('columnheader', { name: '操作用户' }));
    await tabMenu(page, '系统操作日志', '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '系统操作日志']);
    await screenshot(page, 'tabs-close-others');
    await context.close();
  });

  it('recharge desk: picking a person opens the desk in view, with their name and balances', async () => {
    const { context, page } = await newPage(browser, { height: 700 });
    await loginAs(page, 'admin', 'Admin@123', '/account/rechargewithdrawals/chongzhi');
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    const name = (await firstRow.locator('td').nth(1).innerText()).trim();
    await firstRow.locator('td').nth(1).click();
    const desk = page.getByRole('dialog').filter({ hasText: `当前人员：${name}` });
    await desk.waitFor();
    const recharge = desk.getByRole('button', { name: /充\s*值/ });
    await expect.poll(() => inViewport(page, recharge)).toBe(true);
    expect(await inViewport(page, desk.getByText('总余额'))).toBe(true);
    await screenshot(page, 'recharge-desk');
    await context.close();
  });

  it('operation log and dashboard: operations by name, results as 成功 rather than codes', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/baobiaozhongxin/sysOperation');
    const login = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '登录' }).first();
    await login.waitFor();
    expect(await login.getByText('成功', { exact: true }).count()).toBe(1);
    expect(await login.getByText('auth.token', { exact: true }).count()).toBe(0);
    expect(await login.getByText('10000').count()).toBe(0);

    await visit(page, '/dashboard', page.getByText('最近操作'));
    const recent = page.locator('.ant-card', { hasText: '最近操作' }).locator('.ant-table-tbody tr.ant-table-row', { hasText: '登录' }).first();
    expect(await recent.getByText('成功', { exact: true }).count()).toBe(1);
    expect(await recent.getByText('10000').count()).toBe(0);
    await context.close();
  });

  it('header search: long route names show in full, wrapped, with a title', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.locator('.header-search-select input').fill('汇总');
    const options = page.locator('.header-search-popup .ant-select-item-option');
    await options.first().waitFor();
    const titles: string[] = [];
    for (const option of await options.all()) {
      const title = (await option.getAttribute('title')) ?? '';
      titles.push(title);
      const content = option.locator('.ant-select-item-option-content');
      expect(await content.innerText()).toBe(title);
      // Nothing cut: the text fits its box.
      expect(await content.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    // The best match names what was searched for.
    expect(titles[0]).toContain('汇总');
    await context.close();
  });

  it('top bar works from the keyboard: Tab reaches the user menu, Enter opens it; 404 has its landmark and heading', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/dashboard');
    const userMenu = page.getByRole('button', { name: /用户菜单/ });
    await userMenu.waitFor();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await userMenu.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await page.goto(new URL('/404', page.url()).toString());
    await page.getByRole('main').getByRole('heading', { level: 1, name: '404' }).waitFor();
    await context.close();
  });
});
