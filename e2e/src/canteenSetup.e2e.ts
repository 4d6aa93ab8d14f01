import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSimulator, type Simulator } from '../../tools/src/simulator';
import { choose, cn, launch, loginAs, newPage, pickTime, screenshot } from './browser';
import { BASE_URL } from './env';

let browser: Browser;
let simulator: Simulator | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await simulator?.stop();
  await browser?.close();
});



describe('canteen setup in Chromium', () => {
  it('adds a canteen, a stall, a meal period and a device, and sees the device go online from the simulator', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/basesetting/shopstalls');

    // A canteen.
    await page.getByRole('button', { name: cn('新增') }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('食堂', { exact: true }).fill('一号食堂');
    await dialog.getByLabel('地址', { exact: true }).fill('园区一号楼');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    const canteenRow = page.getByRole('row', { name: /一号食堂/ });
    await canteenRow.waitFor();

    // A stall of that canteen.
    await canteenRow.getByRole('button', { name: /档口/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '一号食堂 的档口' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: cn('新增') }).click();
    dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('档口名称', { exact: true }).fill('面食档口');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await drawer.getByRole('cell', { name: '面食档口' }).waitFor();
    await screenshot(page, 'canteen-stalls');
    await page.keyboard.press('Escape');

    // Lunch from 11:00 to 13:00.
    await page.goto('/basesetting/timeslot');
    await page.getByRole('button', { name: cn('新增') }).click();
    dialog = page.getByRole('dialog');
    await choose(page, dialog, '食堂', '一号食堂');
    await choose(page, dialog, '餐次', '午餐');
    await pickTime(page, dialog, '开始时间', '11', '00');
    await pickTime(page, dialog, '结束时间', '13', '00');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    await page.getByRole('row', { name: /一号食堂.*午餐.*11:00 – 13:00/ }).waitFor();

    // A face reader bound to the canteen; its secret is shown once.
    await page.goto('/basesetting/machinemanage/ufaceshibieji');
    await page.getByRole('button', { name: cn('新增') }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('设备名称', { exact: true }).fill('一号食堂人脸机');
    await dialog.getByLabel('设备序列号', { exact: true }).fill('E2E-FACE-0001');
    await choose(page, dialog, '所属食堂', '一号食堂');
    await dialog.getByRole('button', { name: cn('确定') }).click();
    const secretDialog = page.getByRole('dialog').filter({ hasText: '设备密钥' });
    await secretDialog.getByText('关闭后将不再显示', { exact: false }).waitFor();
    const secret = (await secretDialog.locator('code').first().innerText()).trim();
    expect(secret.length).toBeGreaterThanOrEqual(16);
    await screenshot(page, 'device-secret');
    await secretDialog.getByRole('button', { name: cn('确定') }).click();
    const deviceRow = page.getByRole('row', { name: /一号食堂人脸机/ });
    await deviceRow.getByText('离线').waitFor();

    // The simulator logs the device in with that secret and sends heartbeats.
    simulator = await startSimulator({ url: BASE_URL, credentials: [{ serialNumber: 'E2E-FACE-0001', secret }], heartbeatSeconds: 1, log: () => {} });
    await expect.poll(() => simulator!.devices[0].beats, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: cn('搜索') }).click();
    await deviceRow.getByText('在线', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'device-online');
    await context.close();
  });
});
