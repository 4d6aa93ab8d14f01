import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiClient, consumeAt, startSimulator, type SimulatedDevice, type Simulator } from '../../tools/src/simulator';
import { apiCall, apiLogin } from './api';
import { choose, cn, launch, loginAs, newPage, screenshot, waitForPath } from './browser';
import { BASE_URL } from './env';

let browser: Browser;
let simulator: Simulator | undefined;
let admin: string;
let till: SimulatedDevice;
const device = new ApiClient(BASE_URL);

/** Two people of two person types, each with a card and ￥50 (and whatever the demo's recharge bonuses give). */
const discounted = { custName: '李优惠', custNum: 'MKT0001', cardNo: 'MKTC0001', custId: 0 };
const fullPrice = { custName: '王原价', custNum: 'MKT0002', cardNo: 'MKTC0002', custId: 0 };
let orderId = 0;

async function balanceOf(custNum: string) {
  const page = await apiCall(admin, 'accounts.accountPage', { page: 1, limit: 10, custNum });
  expect(page.records).toHaveLength(1);
  return page.records[0].balance;
}

/** The content cell of a bordered antd Descriptions item with this label. */
const described = (scope: Locator, label: string) => scope.locator('th.ant-descriptions-item-label').getByText(label, { exact: true }).locator('xpath=ancestor::th[1]/following-sibling::td[1]');

/** Finds a person's one order on the order centre by name and opens its detail drawer. */
async function openOrderOf(page: Page, custName: string): Promise<Locator> {
  await page.goto('/orderCenter/orderdetail');
  await page.getByPlaceholder('姓名', { exact: true }).first().fill(custName);
  await page.getByRole('button', { name: cn('搜索') }).first().click();
  const row = page.locator('tbody tr.ant-table-row:visible', { hasText: custName });
  await expect.poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name: cn('详情') }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByText(custName, { exact: false }).first().waitFor();
  return drawer;
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  // A canteen of its own: the demo canteen's dinner discount would otherwise also match at dinner time.
  const { canteenId } = await apiCall(admin, 'canteens.canteenAdd', { canteenName: 'E2E营销食堂' });
  const { orgId } = await apiCall(admin, 'people.orgAdd', { orgName: 'E2E营销组' });
  for (const [who, type] of [
    [discounted, 'E2E午餐优惠类'],
    [fullPrice, 'E2E普通类'],
  ] as const) {
    const { psnTypeId } = await apiCall(admin, 'peopleMaster.psnTypeAdd', { psnTypeName: type, sort: 0, remark: '' });
    who.custId = (await apiCall(admin, 'customers.add', { custName: who.custName, custNum: who.custNum, orgId, psnTypeId })).custId;
    await apiCall(admin, 'accounts.applyCard', { custId: who.custId, cardNo: who.cardNo });
    await apiCall(admin, 'accounts.recharge', { custId: who.custId, amount: 5000, payType: 'cash', bizNo: `E2E-MKT-R-${who.custNum}`, remark: '' });
  }
  const added = await apiCall(admin, 'devices.machineAdd', { name: 'E2E营销收银机', type: 'lishixiaofeiji', serialNumber: 'E2E-MKT-TILL-0001', canteenId, ip: '' });
  simulator = await startSimulator({ url: BASE_URL, credentials: [{ serialNumber: added.serialNumber, secret: added.secret }], heartbeatSeconds: 5, log: () => {} });
  till = simulator.devices[0];
});
afterAll(async () => {
  await simulator?.stop();
  await browser?.close();
});

describe('marketing and the order centre in Chromium', () => {
  it('a lunch discount made in the console takes 20 % off for its person type only; the order detail shows list price, paid and the rule', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/marketing/timelimit');

    // The rule, through the console's form: this canteen, one person type, every meal period, pay 80 %.
    await page.getByRole('button', { name: cn('新增') }).first().click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('支付比例(%)', { exact: true }) });
    await dialog.getByLabel('规则名称', { exact: true }).fill('午餐八折');
    await choose(page, dialog, '适用食堂', 'E2E营销食堂');
    await dialog.locator('.ant-modal-title').click();
    await choose(page, dialog, '人员类别', 'E2E午餐优惠类');
    await dialog.locator('.ant-modal-title').click();
    await dialog.getByLabel('支付比例(%)', { exact: true }).fill('80');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const ruleRow = page.locator('tbody tr.ant-table-row:visible', { hasText: '午餐八折' });
    await ruleRow.getByText('E2E营销食堂').waitFor();
    await ruleRow.getByText('E2E午餐优惠类').waitFor();
    await ruleRow.getByText('80%', { exact: true }).waitFor();
    await screenshot(page, 'marketing-rule');

    // A ￥20.00 bowl of noodles at the till for each of them.
    const noodles = { amount: 2000, items: [{ dishId: 5, dishName: '牛肉面', qty: 1, price: 2000 }] };
    const before = { discounted: await balanceOf(discounted.custNum), fullPrice: await balanceOf(fullPrice.custNum) };
    const cheap = await consumeAt(device, till, { payer: { cardNo: discounted.cardNo }, ...noodles });
    const full = await consumeAt(device, till, { payer: { cardNo: fullPrice.cardNo }, ...noodles });
    const sum = (w: { subsidy: number; gift: number; cash: number }) => w.subsidy + w.gift + w.cash;
    expect(sum(cheap.paid)).toBe(1600);
    expect(cheap.balance).toBe(before.discounted - 1600);
    expect(sum(full.paid)).toBe(2000);
    expect(full.balance).toBe(before.fullPrice - 2000);
    orderId = cheap.orderId;

    // The order centre: list price ￥20.00, paid ￥16.00, and the rule that took ￥4.00 off.
    let drawer = await openOrderOf(page, discounted.custName);
    await described(drawer, '原价').getByText('￥20.00', { exact: true }).waitFor();
    await described(drawer, '实付金额').getByText('￥16.00', { exact: true }).waitFor();
    await described(drawer, '食堂').getByText('E2E营销食堂').waitFor();
    const applied = drawer.locator('tbody tr.ant-table-row', { hasText: '午餐八折' });
    await applied.getByText('消费规则', { exact: true }).waitFor();
    await applied.getByText('￥4.00', { exact: true }).waitFor();
    await screenshot(page, 'marketing-order-discount');

    // The other person type paid the full price and no rule applied.
    drawer = await openOrderOf(page, fullPrice.custName);
    await described(drawer, '原价').getByText('￥20.00', { exact: true }).waitFor();
    await described(drawer, '实付金额').getByText('￥20.00', { exact: true }).waitFor();
    await drawer.getByText('未使用优惠', { exact: true }).waitFor();
    await context.close();
  });

  it('a part refund asked from the app waits in review; approved there, the order’s ledger shows it and the balance rises by exactly that', async () => {
    expect(orderId).toBeGreaterThan(0);
    const before = await balanceOf(discounted.custNum);
    // The ordering app's channel is the device API.
    const asked = await device.call<{ requestId: number; amount: number }>('orders.appRefundApply', { orderId, amount: 600, reason: '少了一份配菜' }, till.token);
    expect(asked.amount).toBe(600);
    expect(await balanceOf(discounted.custNum)).toBe(before);

    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/orderCenter/shenhe');
    const pending = page.locator('tbody tr.ant-table-row:visible', { hasText: discounted.custName });
    await pending.getByText('点餐端', { exact: true }).waitFor();
    await pending.getByText('少了一份配菜').waitFor();
    await pending.getByText('￥6.00', { exact: true }).waitFor();
    await pending.getByRole('button', { name: cn('通过') }).click();
    const confirm = page.locator('.ant-popover:visible', { hasText: `确认给 ${discounted.custName} 退款 ￥6.00?` });
    await confirm.getByRole('button', { name: cn('确定') }).click();
    await page.getByText(new RegExp(`已退款给 ${discounted.custName}`)).waitFor();
    await expect.poll(() => pending.count()).toBe(0);
    await screenshot(page, 'refund-approved');

    // The balance rose by exactly the refund.
    const after = await balanceOf(discounted.custNum);
    expect(after - before).toBe(600);

    // The order: part refunded, the request approved, and refund rows in its ledger adding up to ￥6.00, the last
    // one leaving the new balance.
    const drawer = await openOrderOf(page, discounted.custName);
    await described(drawer, '状态').getByText('部分退款', { exact: true }).waitFor();
    const request = drawer.locator('tbody tr.ant-table-row', { hasText: '少了一份配菜' });
    await request.getByText('已退款', { exact: true }).waitFor();
    await request.getByText('￥6.00', { exact: true }).waitFor();
    const refundRows = drawer.locator('tbody tr.ant-table-row').filter({ has: page.getByRole('cell', { name: '退款', exact: true }) });
    await expect.poll(() => refundRows.count()).toBeGreaterThan(0);
    const texts = await refundRows.allInnerTexts();
    const cells = texts.map((t) => t.split('\t').map((s) => s.trim()));
    const yuan = (s: string) => Math.round(Number(s.replace(/[￥,]/g, '')) * 100);
    // Columns: time, trade type, wallet, amount, balance after, operator, bizNo.
    expect(cells.reduce((s, c) => s + yuan(c[3]), 0)).toBe(600);
    expect(cells.map((c) => yuan(c[4]))).toContain(after);
    await refundRows.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'refund-ledger');
    await context.close();
  });

  it('coupons, hidden in the sidebar, open from the consumption rules page and from the header search', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/marketing/timelimit');
    const sidebar = page.locator('.ant-layout-sider, aside').first();
    await sidebar.getByText('消费规则').waitFor();
    expect(await sidebar.getByText('优惠券发放').count()).toBe(0);

    await page.getByRole('button', { name: cn('优惠券发放') }).click();
    await waitForPath(page, '/marketing/couponDetail');
    await page.getByRole('tab', { name: '发放计划' }).waitFor();

    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.locator('.header-search-select input').fill('领取记录');
    await page.locator('.ant-select-item-option', { hasText: '领取记录' }).first().click();
    await waitForPath(page, '/marketing/detail');
    await context.close();
  });
});
