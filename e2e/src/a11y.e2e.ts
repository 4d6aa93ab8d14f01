import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MENU_TREE, PLATFORM_ROLE_ID, joinPath, type MenuNode } from '@canteen/contract';
import { apiCall, apiLogin } from './api';
import { wcagAxe } from './axe';
import { animationsDone, launch, loginAs, newPage } from './browser';

/**
 * Accessibility (issue 10): axe-core's WCAG 2.0/2.1 A and AA rules (label in name included: e2e/src/axe.ts) find no critical or serious violation
 * on the login page, the dashboard and every page the administrator has in the sidebar, unfinished
 * ('not yet open') pages included.
 */
const BLOCKING = new Set(['critical', 'serious']);

/**
 * The sidebar's pages for a user holding these menu ids, in sidebar order: the same route table the
 * console builds (MENU_TREE) with its filter (visible, not the platform's, held) and its rule that a
 * group with visible children is a group, not a page.
 */
function sidebarPages(held: ReadonlySet<number>): string[] {
  const operator = held.has(PLATFORM_ROLE_ID);
  const pages: string[] = [];
  const walk = (nodes: readonly MenuNode[], parent: string, underPlatform: boolean) => {
    for (const node of nodes) {
      const platform = underPlatform || Boolean(node.platform);
      if (node.hidden || (platform && !operator)) continue;
      const path = joinPath(parent, node.path);
      const visible = (node.children ?? []).filter((child) => !child.hidden);
      if (visible.length) walk(visible, path, platform);
      else if (held.has(node.id)) pages.push(path);
    }
  };
  walk(MENU_TREE, '', false);
  return pages;
}

const token = await apiLogin('admin', 'Admin@123');
const { menuIdList } = await apiCall(token, 'admin.userInfo');
const PAGES = ['/dashboard', ...sidebarPages(new Set(menuIdList))];

/** The page has drawn its content: its heading is there, no request is pending and nothing is loading. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .view-loading, .ant-skeleton-active').first().waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
  // antd's enter animations (fades, the tabs' ink bar) end before colours are measured.
  await animationsDone(page);
}

/** Runs axe and returns the blocking violations, one line per rule with its targets; prints the lesser ones. */
async function audit(page: Page, label: string): Promise<string[]> {
  const { violations } = await wcagAxe(page).analyze();
  const lines = violations.map((v) => {
    const targets = v.nodes.slice(0, 8).map((node) => {
      const why = node.failureSummary?.split('\n').slice(1, 2).join('').trim();
      return `${node.target.join(' >> ')}  ${node.html.slice(0, 120)}${why ? `  — ${why}` : ''}`;
    });
    const more = v.nodes.length > targets.length ? ` (+${v.nodes.length - targets.length} more)` : '';
    return `[${v.impact}] ${v.id} on ${label}: ${v.help}\n    ${targets.join('\n    ')}${more}`;
  });
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? '')).map((v) => lines[violations.indexOf(v)]);
  const lesser = lines.filter((line) => !blocking.includes(line));
  if (lesser.length) console.log(lesser.join('\n'));
  if (blocking.length) console.error(blocking.join('\n'));
  return blocking;
}

let browser: Browser;
let context: BrowserContext;

/**
 * The administrator's tabs, sharing one sign-in: pages are checked in several tabs at a time (much of a page's
 * check is waiting for the network to be idle), a tab serving one page at a time.
 */
const TABS = 3;
const freeTabs: Page[] = [];
const waitingForTab: ((page: Page) => void)[] = [];
async function withTab<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const page = freeTabs.pop() ?? (await new Promise<Page>((resolve) => waitingForTab.push(resolve)));
  try {
    return await fn(page);
  } finally {
    const next = waitingForTab.shift();
    if (next) next(page);
    else freeTabs.push(page);
  }
}

beforeAll(async () => {
  browser = await launch();
  const first = await newPage(browser);
  context = first.context;
  await loginAs(first.page, 'admin', 'Admin@123');
  // The shell is up (and the session stored) before the first page is loaded by address.
  await first.page.locator('main h1').waitFor();
  freeTabs.push(first.page);
  // The other tabs share the signed-in session.
  while (freeTabs.length < TABS) {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.locator('main h1').waitFor();
    freeTabs.push(page);
  }
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  it('the administrator has pages in every section of the sidebar to check', () => {
    expect(PAGES.length).toBeGreaterThan(50);
    expect(PAGES).toContain('/basesetting/userrole/role');
    expect(PAGES).toContain('/orderCenter/orderdetail');
  });

  it('/login', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/login');
    await visitor.page.locator('main h1').waitFor();
    await animationsDone(visitor.page);
    expect(await visitor.page.locator('h1').count(), 'exactly one h1').toBe(1);
    expect(await audit(visitor.page, '/login')).toEqual([]);
    await visitor.context.close();
  });

  it.concurrent.for(PAGES)('%s', async (path, { expect }) => {
    await withTab(async (page) => {
      await page.goto(path);
      await settle(page);
      expect(new URL(page.url()).pathname.toLowerCase()).toBe(path.toLowerCase());
      expect(await page.locator('h1').count(), 'exactly one h1').toBe(1);
      expect(await page.locator('main').count(), 'one main landmark').toBe(1);
      expect(await audit(page, path)).toEqual([]);
    });
  });
});
