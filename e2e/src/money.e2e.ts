import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { ApiClient, consumeAt, startSimulator, type Simulator } from '../../tools/src/simulator';
import { apiCall, apiLogin } from './api';
import { choose, cn, launch, loginAs, newPage, screenshot } from './browser';
import { BASE_URL } from './env';

let browser: Browser;
let simulator: Simulator | undefined;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
});
afterAll(async () => {
  await simulator?.stop();
  await browser?.close();
});



describe('people, cards and money in Chromium', () => {
  it('adds a person, opens a card, recharges ￥100, consumes ￥12.50 at a device, refunds it; balances, ledger and summaries agree', async () => {
    await apiCall(admin, 'people.orgAdd', { orgName: 'E2E财务组' });
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/personal/personnal');

    // A person.
    await page.getByRole('button', { name: cn('新增') }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('姓名', { exact: true }).fill('张小明');
    await dialog.getByLabel('人员编号', { exact: true }).fill('E2E0001');
    await choose(page, dialog, '组织', 'E2E财务组');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await page.getByRole('row', { name: /张小明/ }).waitFor();

    // Their card.
    await page.goto('/account/accountino');
    let row = page.getByRole('row', { name: /张小明/ });
    await row.getByRole('button', { name: cn('开卡') }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('卡号', { exact: true }).fill('E2EC0001');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await row.getByText('E2EC0001').waitFor();

    // ￥100 at the recharge desk.
    await page.goto('/account/rechargewithdrawals/chongzhi');
    await page.getByPlaceholder('姓名').first().fill('张小明');
    await page.getByRole('button', { name: cn('搜索') }).first().click();
    await page.getByRole('row', { name: /张小明/ }).first().click();
    await page.getByRole('button', { name: cn('充值') }).last().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('金额(元)').fill('100');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    const notice = page.locator('.ant-modal-confirm-success');
    await notice.getByText('￥100.00').waitFor();
    await screenshot(page, 'money-recharged');
    await notice.getByRole('button').click();

    // ￥12.50 charged by a till through the simulator, with the card.
    const till = await apiCall(admin, 'devices.machineAdd', {
      name: '一号收银机',
      type: 'lishixiaofeiji',
      serialNumber: 'E2E-TILL-0001',
      canteenId: (await apiCall(admin, 'canteens.canteenPage', { page: 1, limit: 10 })).records[0]?.canteenId ?? (await apiCall(admin, 'canteens.canteenAdd', { canteenName: '收银食堂' })).canteenId,
      ip: '',
    });
    simulator = await startSimulator({ url: BASE_URL, credentials: [{ serialNumber: till.serialNumber, secret: till.secret }], heartbeatSeconds: 5, log: () => {} });
    const paid = await consumeAt(new ApiClient(BASE_URL), simulator.devices[0], { payer: { cardNo: 'E2EC0001' }, amount: 1250, items: [{ dishId: 1, dishName: '牛肉面', qty: 1, price: 1250 }] });
    expect(paid).toMatchObject({ paid: { cash: 1250 }, balance: 8750 });

    // The account shows ￥87.50; its order is refunded in the account drawer.
    await page.goto('/account/accountino');
    row = page.getByRole('row', { name: /张小明/ });
    await row.getByText('￥87.50').first().waitFor();
    await row.getByRole('button', { name: cn('详情') }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('tab', { name: '消费订单' }).click();
    const orderRow = drawer.getByRole('row', { name: /￥12\.50/ });
    await orderRow.getByRole('button', { name: cn('退款') }).click();
    dialog = page.getByRole('dialog').filter({ hasText: '订单退款' });
    await dialog.getByLabel('金额(元)').fill('12.50');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await orderRow.getByText('已退款').waitFor();
    await drawer.getByRole('tab', { name: '账户流水' }).click();
    // Newest first: refund, consumption, recharge, each with the balance after it.
    const ledger = drawer.getByRole('tabpanel').getByRole('row');
    await expect
      .poll(async () => (await ledger.allInnerTexts()).map((r) => r.replace(/\s+/g, '')).join('\n'))
      .toMatch(/退款现金余额\+￥12\.50￥100\.00[\s\S]*消费现金余额-￥12\.50￥87\.50[\s\S]*充值现金余额\+￥100\.00￥100\.00/);
    await screenshot(page, 'money-ledger');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await row.getByText('￥100.00').first().waitFor();

    // The records and the reconciliation agree.
    await page.goto('/account/rechargewithdrawals/jilu');
    await page.getByRole('row', { name: /张小明.*￥100\.00/ }).first().waitFor();
    await page.goto('/account/rechargewithdrawals/tuikuanrecords');
    await page.getByRole('row', { name: /张小明.*￥12\.50/ }).first().waitFor();
    await page.goto('/account/reconciliation');
    await page.getByRole('button', { name: /检查/ }).first().click();
    await page.getByText(/一致/).first().waitFor();
    await screenshot(page, 'money-reconciled');
    await context.close();
  });

  it('imports 1 000 people from an xlsx with 3 bad rows and shows those rows', async () => {
    await apiCall(admin, 'people.orgAdd', { orgName: '导入部' });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('人员');
    ws.addRow(['姓名', '人员编号', '组织']);
    for (let i = 1; i <= 1000; i++) {
      const bad = i === 10 ? ['', `IMP${i}`, '导入部'] : i === 500 ? [`员工${i}`, 'IMP1', '导入部'] : i === 999 ? [`员工${i}`, `IMP${i}`, '没有这个部门'] : [`员工${i}`, `IMP${i}`, '导入部'];
      ws.addRow(bad);
    }
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/personal/personnal');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: cn('批量导入') }).click();
    await (await chooser).setFiles({ name: 'people.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await page.waitForURL(/daorujieguo/, { timeout: 30_000 });
    // Pages stay alive in hidden tabs; only the visible rows are the result page's.
    const rows = page.locator('tbody tr.ant-table-row:visible');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    const texts = (await rows.allInnerTexts()).map((r) => r.split(/\s+/)[0]);
    expect(texts).toEqual(['11', '501', '1000']);
    await screenshot(page, 'import-errors');
    expect((await apiCall(admin, 'accounts.accountPage', { page: 1, limit: 10, custNum: 'IMP2' })).total).toBe(0);
    await context.close();
  });
});
