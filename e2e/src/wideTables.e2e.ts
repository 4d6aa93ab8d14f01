import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, apiLogin } from './api';
import { cn, launch, loginAs, newPage, screenshot, waitForPath } from './browser';

/** The window a manager works in (issue 24): wide tables must fit it, or scroll with their headers. */
const WINDOW = { width: 1440, height: 900 };

const LANGUAGES = {
  zh: { balances: ['现金余额', '补贴余额', '赠送余额', '总余额'], paid: '支付（补贴/赠送/现金）', more: '更多' },
  es: { balances: ['Efectivo', 'Subsidio', 'Regalo', 'Saldo total'], paid: 'Pagado (subsidio / regalo / efectivo)', more: 'Más' },
} as const;
type Language = keyof typeof LANGUAGES;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  const admin = await apiLogin('admin', 'Admin@123');
  const { orgId } = await apiCall(admin, 'people.orgAdd', { orgName: 'E2E宽表组' });
  // A person without a card: their row offers opening one, the longest set of row actions.
  await apiCall(admin, 'customers.add', { custName: '宽表测试', custNum: 'E2EWIDE01', orgId });
});
afterAll(() => browser?.close());

/** Switches the console's language from the top bar, as a user does. */
async function useLanguage(page: Page, language: Language) {
  if (language === 'zh') return;
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByText('Español', { exact: true }).click();
  await page.getByText('Idioma cambiado correctamente').first().waitFor();
}

/** The table of the page on show (pages stay alive, hidden, in their tabs). */
const shownTable = (page: Page) => page.locator('.wide-table:visible').first();

/** Boxes of a table's parts, as the browser lays them out. */
async function layout(table: Locator) {
  return table.evaluate((root) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const content = root.querySelector<HTMLElement>('.ant-table-content')!;
    const heads = Array.from(root.querySelectorAll<HTMLElement>('thead th'));
    const fixed = heads.filter((th) => getComputedStyle(th).position === 'sticky');
    return {
      content: box(content),
      scrolls: content.scrollWidth > content.clientWidth + 1,
      heads: heads.map((th) => ({ text: th.innerText.trim(), ...box(th), fixed: fixed.includes(th) })),
      fixedLeft: Math.min(...fixed.map((th) => th.getBoundingClientRect().left)),
    };
  });
}

async function accountsShowEveryBalance(page: Page, language: Language) {
  const texts = LANGUAGES[language];
  // The test starts on this page, just logged in: no reload (one right after the login has been seen to land on the
  // login page again, about one run in six).
  if (new URL(page.url()).pathname !== '/account/accountino') await page.goto('/account/accountino');
  await page.getByRole('row', { name: /宽表测试/ }).waitFor();
  const table = shownTable(page);
  const shape = await layout(table);
  // The whole table fits: nothing to scroll sideways, and every balance is left of the fixed actions.
  expect(shape.scrolls, 'the accounts table scrolls sideways').toBe(false);
  for (const title of texts.balances) {
    const head = shape.heads.find((h) => h.text.replace(/\s+/g, ' ') === title);
    expect(head, `no column ${title}`).toBeDefined();
    expect(head!.left).toBeGreaterThanOrEqual(shape.content.left - 1);
    expect(head!.right, `${title} runs under the actions`).toBeLessThanOrEqual(shape.fixedLeft + 1);
    expect(head!.right).toBeLessThanOrEqual(WINDOW.width);
  }
  // Every row's actions sit on one line, with nothing red among them (the dangerous ones wait in the menu).
  const rows = await table.locator('tbody tr.ant-table-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const cell = tr.lastElementChild!;
      const tops = Array.from(cell.querySelectorAll('button')).map((b) => Math.round(b.getBoundingClientRect().top));
      return { text: (tr.firstElementChild as HTMLElement).innerText, tops, red: cell.querySelectorAll('.ant-btn-dangerous').length };
    }),
  );
  expect(rows.length).toBeGreaterThan(5);
  for (const row of rows) {
    expect(row.tops.length, `actions of ${row.text}`).toBeGreaterThanOrEqual(2);
    expect(new Set(row.tops).size, `actions of ${row.text} wrap`).toBe(1);
    expect(row.red, `red actions on the row of ${row.text}`).toBe(0);
  }
  await screenshot(page, `wide-accounts-${language}`);
}

async function orderColumnsReadable(page: Page, language: Language) {
  const texts = LANGUAGES[language];
  await page.goto('/orderCenter/orderdetail');
  const table = shownTable(page);
  await table.locator('tbody tr.ant-table-row').first().waitFor();
  await screenshot(page, `wide-orders-${language}`);
  const shape = await layout(table);
  const paid = shape.heads.findIndex((h) => h.text.replace(/\s+/g, ' ') === texts.paid);
  expect(paid, `no column ${texts.paid}`).toBeGreaterThanOrEqual(0);
  // What was paid from each wallet reads as three amounts on one line.
  const paidCell = await table.locator('tbody tr.ant-table-row').first().locator('td').nth(paid).evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return { text: (td as HTMLElement).innerText.trim(), lines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
  });
  expect(paidCell.text).toMatch(/^￥[\d,]+\.\d\d\s\/\s￥[\d,]+\.\d\d\s\/\s￥[\d,]+\.\d\d$/);
  expect(paidCell.lines).toBe(1);

  // No header's text is cut: each shows whole in its cell (long ones wrap).
  const clipped = await table.locator('thead th').evaluateAll((ths) =>
    ths.filter((th) => [th, ...Array.from(th.querySelectorAll('*'))].some((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)).map((th) => (th as HTMLElement).innerText),
  );
  expect(clipped, 'header texts cut off').toEqual([]);

  if (shape.scrolls) {
    // A table wider than the window scrolls, and its scrollbar is in sight at the window's bottom edge.
    const bar = table.locator('.wide-table-scrollbar');
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(WINDOW.height + 1);
    expect(barBox.y).toBeGreaterThan(WINDOW.height - 40);
  }
  // Each column, scrolled into view, shows whole between the table's left edge and the fixed actions, and its
  // header stays above its cells.
  const columns = shape.heads.filter((h) => !h.fixed).length;
  for (let i = 0; i < columns; i++) {
    const seen = await table.evaluate((root, index) => {
      const content = root.querySelector<HTMLElement>('.ant-table-content')!;
      const th = root.querySelectorAll<HTMLElement>('thead th')[index];
      const td = root.querySelector<HTMLElement>('tbody tr.ant-table-row')!.children[index] as HTMLElement;
      const fixed = Array.from(root.querySelectorAll<HTMLElement>('thead th')).find((h) => getComputedStyle(h).position === 'sticky')!;
      content.scrollLeft += th.getBoundingClientRect().left - content.getBoundingClientRect().left;
      const head = th.getBoundingClientRect();
      const cell = td.getBoundingClientRect();
      return {
        text: th.innerText,
        left: head.left - content.getBoundingClientRect().left,
        overlap: head.right - fixed.getBoundingClientRect().left,
        apart: Math.abs(head.left - cell.left) + Math.abs(head.right - cell.right),
      };
    }, i);
    expect(seen.left, `${seen.text} starts left of the table`).toBeGreaterThanOrEqual(-1);
    expect(seen.overlap, `${seen.text} is under the actions column`).toBeLessThanOrEqual(1);
    expect(seen.apart, `${seen.text} is not above its cells`).toBeLessThanOrEqual(1);
  }
  if (shape.scrolls) {
    // Dragging the window-edge scrollbar moves the table, header and all.
    const before = (await layout(table)).heads[0].left;
    await table.locator('.wide-table-scrollbar').evaluate((bar) => {
      bar.scrollLeft = 0;
    });
    await expect.poll(async () => (await layout(table)).heads[0].left).toBeGreaterThan(before);
  }
}

describe('wide tables at 1440 × 900 in Chromium', () => {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    it(`the accounts show every balance beside one line of actions, and every order column can be read whole (${language})`, async () => {
      const { context, page } = await newPage(browser, WINDOW);
      await loginAs(page, 'admin', 'Admin@123', '/account/accountino');
      await waitForPath(page, '/account/accountino');
      await useLanguage(page, language);
      await accountsShowEveryBalance(page, language);
      await orderColumnsReadable(page, language);
      await context.close();
    });
  }

  it('keeps the dangerous account actions in the more menu, each confirmed with the person named', async () => {
    const { context, page } = await newPage(browser, WINDOW);
    await loginAs(page, 'admin', 'Admin@123', '/account/accountino');
    const row = page.getByRole('row', { name: /宽表测试/ });
    await row.getByRole('button', { name: cn(LANGUAGES.zh.more) }).click();
    await page.getByRole('menuitem', { name: '冻结' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认冻结 宽表测试 的账户?' });
    await confirm.waitFor();
    await screenshot(page, 'wide-accounts-confirm');
    await confirm.getByRole('button', { name: cn('取消') }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Nothing changed.
    await expect.poll(() => row.innerText()).toContain('正常');
    await context.close();
  });
});
