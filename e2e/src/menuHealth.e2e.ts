import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiClient, consumeAt, startSimulator, type SimulatedDevice, type Simulator } from '../../tools/src/simulator';
import { apiCall, apiLogin } from './api';
import { cn, launch, loginAs, newPage, screenshot, waitForPath } from './browser';
import { BASE_URL } from './env';

let browser: Browser;
let simulator: Simulator | undefined;
let admin: string;
let till: SimulatedDevice;
const device = new ApiClient(BASE_URL);

/** Nutrient values per 100 g of edible part, by catalogue code. */
type Per100g = { energy: number; protein: number; fat: number; carbohydrate: number };
const LABELS: Record<keyof Per100g, string> = { energy: '能量（kcal/100克）', protein: '蛋白质（g/100克）', fat: '脂肪（g/100克）', carbohydrate: '碳水化合物（g/100克）' };

/** A hand computation: Σ grams / 100 × per 100 g, to the two decimals the console shows. */
const sumOf = (parts: { grams: number; per100g: Per100g }[], code: keyof Per100g) => Math.round(parts.reduce((s, p) => s + (p.grams / 100) * p.per100g[code], 0) * 100) / 100;

// Made in the console by the first test.
const chicken = { name: 'E2E鸡胸肉', per100g: { energy: 133, protein: 24.6, fat: 1.9, carbohydrate: 0.6 } };
const broccoli = { name: 'E2E西兰花', per100g: { energy: 36, protein: 4.1, fat: 0.6, carbohydrate: 4.3 } };
const stirFry = { name: 'E2E鸡胸肉炒西兰花', ingredients: [{ ...chicken, grams: 150 }, { ...broccoli, grams: 100 }] };

// Made through the API for the recipe and intake tests, so that each test stands on its own.
const bass = { name: 'E2E鲈鱼', per100g: { energy: 105, protein: 18.6, fat: 3.4, carbohydrate: 0 } };
const brownRice = { name: 'E2E糙米', per100g: { energy: 348, protein: 7.7, fat: 2.7, carbohydrate: 77.9 } };
const fish = { name: 'E2E清蒸鲈鱼', price: 3200, ingredients: [{ ...bass, grams: 200 }], dishesId: 0 };
const rice = { name: 'E2E糙米饭', price: 300, ingredients: [{ ...brownRice, grams: 80 }], dishesId: 0 };
const CANTEEN = 'E2E菜谱食堂';
const LUNCH = 2;
const eater = { custName: 'E2E膳食人', custNum: 'E2EMH0001', cardNo: 'E2EMHC0001', custId: 0 };
let canteenId = 0;

/** Days as the planner counts them: the merchant's (Asia/Shanghai) today, weeks from Monday. */
const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const weekOf = (day: string) => {
  const monday = addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** The page's visible copy of a locator (left pages stay in the DOM, hidden, to keep their state). */
const shown = (l: Locator) => l.filter({ visible: true });

/** A nutrient's row of an antd table: the row whose cell says its name. */
const nutrientRow = (scope: Locator, name: string) => scope.locator('tr').filter({ has: scope.page().getByRole('cell', { name, exact: true }) });

/**
 * Picks the option holding `text` of the antd Select behind this combobox, typing it first when the select searches.
 * Its own dropdown only (found by the listbox the combobox controls): another select's may still be fading out. On a
 * busy machine a click can land while the list re-renders and do nothing: then the select is still open, and again.
 */
async function pick(page: Page, combobox: Locator, text: string, search = true) {
  for (let attempt = 1; ; attempt++) {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    if (search) await combobox.fill(text);
    const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`) });
    await dropdown.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)', { hasText: text }).first().click();
    try {
      await expect.poll(() => combobox.getAttribute('aria-expanded'), { timeout: 3000 }).toBe('false');
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin('admin', 'Admin@123');
  const catalogue = await apiCall(admin, 'menuMaterials.nutrientList', {});
  const nutritionId = (code: string) => catalogue.find((n) => n.code === code)!.nutritionId;
  const hot = (await apiCall(admin, 'menuDishes.typeList', {})).find((t) => t.typeName === '热菜')!;
  for (const dish of [fish, rice]) {
    const ingredients = [];
    for (const i of dish.ingredients) {
      const nutrients = Object.entries(i.per100g).map(([code, per100g]) => ({ nutritionId: nutritionId(code), per100g }));
      const { materialId } = await apiCall(admin, 'menuMaterials.materialAdd', { materialName: i.name, unit: 'g', source: '', remark: '', nutrients });
      ingredients.push({ materialId, grams: i.grams });
    }
    dish.dishesId = (await apiCall(admin, 'menuDishes.dishAdd', { dishName: dish.name, typeId: hot.typeId, price: dish.price, ingredients })).dishesId;
  }
  await apiCall(admin, 'menuDishes.dishAudit', { dishesIds: [fish.dishesId, rice.dishesId], approve: true, reason: '' });

  // A canteen of its own, with a till that shows the menu and takes payments.
  canteenId = (await apiCall(admin, 'canteens.canteenAdd', { canteenName: CANTEEN })).canteenId;
  const added = await apiCall(admin, 'devices.machineAdd', { name: 'E2E菜谱收银机', type: 'lishixiaofeiji', serialNumber: 'E2E-MH-TILL-0001', canteenId, ip: '' });
  simulator = await startSimulator({ url: BASE_URL, credentials: [{ serialNumber: added.serialNumber, secret: added.secret }], heartbeatSeconds: 1, log: () => {} });
  till = simulator.devices[0];

  // A person who will eat there.
  const { orgId } = await apiCall(admin, 'people.orgAdd', { orgName: 'E2E膳食组' });
  eater.custId = (await apiCall(admin, 'customers.add', { custName: eater.custName, custNum: eater.custNum, orgId })).custId;
  await apiCall(admin, 'accounts.applyCard', { custId: eater.custId, cardNo: eater.cardNo });
  await apiCall(admin, 'accounts.recharge', { custId: eater.custId, amount: 10_000, payType: 'cash', bizNo: 'E2E-MH-R-0001', remark: '' });
});
afterAll(async () => {
  await simulator?.stop();
  await browser?.close();
});

describe('menu, recipes and the health centre in Chromium', () => {
  it('adds two raw materials per 100 g and a dish of them; the dish detail shows the nutrition summed over its ingredients', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/menudish/menudishs');

    // Raw materials, with their nutrients per 100 g.
    for (const m of [chicken, broccoli]) {
      await shown(page.getByRole('button', { name: cn('新增') })).first().click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByLabel(LABELS.protein, { exact: true }) });
      await dialog.getByLabel('原材料名称', { exact: true }).fill(m.name);
      for (const code of Object.keys(LABELS) as (keyof Per100g)[]) await dialog.getByLabel(LABELS[code], { exact: true }).fill(String(m.per100g[code]));
      await dialog.getByRole('button', { name: cn('确定') }).click();
      await dialog.waitFor({ state: 'hidden' });
      const row = shown(page.locator('tbody tr.ant-table-row', { hasText: m.name }));
      await row.getByRole('cell', { name: String(m.per100g.protein), exact: true }).waitFor();
    }
    await screenshot(page, 'menu-materials');

    // A dish of 150 g chicken and 100 g broccoli; the form previews its nutrition as the rows are filled.
    await page.goto('/menudish/dishes');
    await shown(page.getByRole('button', { name: cn('新增') })).first().click();
    const form = page.getByRole('dialog').filter({ hasText: '新增菜品' });
    await form.getByLabel('菜品名称', { exact: true }).fill(stirFry.name);
    await pick(page, form.getByLabel('菜品类型', { exact: true }), '热菜');
    await form.getByLabel('售价', { exact: true }).fill('18.00');
    for (const [i, ingredient] of stirFry.ingredients.entries()) {
      await form.getByRole('button', { name: cn('添加配料') }).click();
      await pick(page, form.getByRole('combobox', { name: `第${i + 1}行原材料`, exact: true }), ingredient.name);
      await form.getByLabel(`第${i + 1}行克数`, { exact: true }).fill(String(ingredient.grams));
    }
    const protein = sumOf(stirFry.ingredients, 'protein');
    const energy = sumOf(stirFry.ingredients, 'energy');
    expect(protein).toBe(41); // 150 g × 24.6 / 100 + 100 g × 4.1 / 100
    expect(energy).toBe(235.5);
    const preview = form.locator('.ant-table', { hasText: '营养预览（按配料计算）' });
    await expect.poll(() => nutrientRow(preview, '蛋白质').locator('td').nth(1).innerText()).toBe(`${protein} g`);
    await form.getByRole('button', { name: cn('确定') }).click();
    await form.waitFor({ state: 'hidden' });

    // It waits for review: approve it, then open its detail.
    await page.getByLabel('关键字', { exact: true }).fill(stirFry.name);
    await page.getByRole('button', { name: cn('搜索') }).click();
    const row = page.locator('tbody tr.ant-table-row', { hasText: stirFry.name });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByText('待审核', { exact: true }).waitFor();
    await row.getByRole('button', { name: cn('审核') }).click();
    const audit = page.getByRole('dialog').filter({ hasText: '菜品审核' });
    await audit.getByRole('button', { name: cn('确定') }).click();
    await row.getByText('已通过', { exact: true }).waitFor();
    await row.getByRole('button', { name: cn('详情') }).click();

    // The server's nutrition per portion (250 g) and per 100 g equal the hand computation.
    const detail = page.getByRole('dialog').filter({ hasText: '营养成分（每份 250 克）' });
    await detail.getByRole('cell', { name: '150 g', exact: true }).waitFor();
    const names: Record<keyof Per100g, [string, string]> = { energy: ['能量', 'kcal'], protein: ['蛋白质', 'g'], fat: ['脂肪', 'g'], carbohydrate: ['碳水化合物', 'g'] };
    for (const [code, [name, unit]] of Object.entries(names)) {
      const perPortion = sumOf(stirFry.ingredients, code as keyof Per100g);
      const per100g = Math.round((perPortion / 250) * 100 * 100) / 100;
      await expect.poll(() => nutrientRow(detail, name).locator('td').allInnerTexts()).toEqual([name, `${perPortion} ${unit}`, `${per100g} ${unit}`]);
    }
    await screenshot(page, 'menu-dish-nutrition');
    await context.close();
  }, 90_000);

  it("plans this week's lunches, copies them to next week and issues them to the till and the app; the till pulls today's dishes", async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/menudish/caipu');
    await pick(page, page.getByRole('combobox', { name: '餐厅', exact: true }), CANTEEN, false);
    const thisWeek = weekOf(today());
    const nextWeek = thisWeek.map((d) => addDays(d, 7));
    const cell = (day: string) => page.getByRole('button', { name: new RegExp(` 编辑 ${day} 午餐$`) });
    const dishes = [fish, rice];

    // Every lunch of this week: open the cell, add the two dishes, save.
    for (const day of thisWeek) {
      await cell(day).click();
      const drawer = page.getByRole('dialog').filter({ hasText: `${day} · 午餐` });
      for (const dish of dishes) {
        await pick(page, drawer.getByRole('combobox', { name: '添加菜品', exact: true }), dish.name);
        await drawer.getByRole('cell', { name: new RegExp(`^${dish.name}`) }).waitFor();
      }
      await drawer.getByRole('button', { name: cn('保存') }).click();
      await drawer.waitFor({ state: 'hidden' });
      for (const dish of dishes) await cell(day).getByText(dish.name).waitFor();
    }
    await screenshot(page, 'recipes-this-week');

    // Copy the week onto the next one, and look at it.
    await page.getByRole('button', { name: cn('复制本周到下周') }).click();
    const copy = page.getByRole('dialog').filter({ hasText: '复制菜谱' });
    await copy.getByRole('button', { name: cn('确定') }).click();
    await page.getByText('已复制 7 个菜谱', { exact: true }).waitFor();
    await page.getByRole('button', { name: /下一周/ }).click();
    for (const day of nextWeek) for (const dish of dishes) await cell(day).getByText(dish.name).waitFor();

    // Issue next week's lunches to the canteen's devices and to the ordering app.
    const selectWeek = page.getByRole('checkbox', { name: /全选本周/ });
    await selectWeek.check();
    await page.getByRole('checkbox', { name: '全选本周（已选 7）' }).waitFor();
    await page.getByRole('button', { name: cn('下发到设备') }).click();
    const issue = page.getByRole('dialog').filter({ hasText: '下发 7 个菜谱到设备' });
    await issue.getByText('餐厅的 1 台设备将在下次心跳时更新菜单').waitFor();
    await issue.getByRole('button', { name: cn('确定') }).click();
    await page.getByText('已下发 7 个菜谱到 1 台设备').waitFor();
    await page.getByRole('button', { name: cn('发布到小程序') }).click();
    await page.getByText('已发布到小程序', { exact: true }).waitFor();
    for (const day of nextWeek) {
      await cell(day).getByText('已下发 1 台设备', { exact: true }).waitFor();
      await cell(day).getByText('已发布小程序', { exact: true }).waitFor();
    }
    await screenshot(page, 'recipes-next-week-issued');

    // The data says so too: seven lunches of the two dishes, issued to devices and the app, nothing changed since.
    const plan = await apiCall(admin, 'menuRecipes.plan', { canteenId, startDate: nextWeek[0], endDate: nextWeek[6] });
    expect(plan.recipes.map((r) => [r.recipeDate, r.mealType]).sort()).toEqual(nextWeek.map((d) => [d, LUNCH]));
    for (const r of plan.recipes) {
      expect(r.details.map((d) => d.dishName)).toEqual(dishes.map((d) => d.name));
      expect(r).toMatchObject({ enabled: true, issueCount: 1, changedSinceIssue: false });
      expect(r.appletIssuedAt).not.toBeNull();
    }

    // This week's lunches go to the devices as well: the till sees the new menu version on its next heartbeat and
    // pulls today's lunch.
    await page.getByRole('button', { name: cn('本周') }).click();
    await cell(thisWeek[0]).getByText(fish.name).waitFor();
    await selectWeek.check();
    await page.getByRole('checkbox', { name: '全选本周（已选 7）' }).waitFor();
    expect(till.menuDishes).toBe(0);
    const versionBefore = till.menuVersion;
    await page.getByRole('button', { name: cn('下发到设备') }).click();
    await issue.getByRole('button', { name: cn('确定') }).click();
    await page.getByText('已下发 7 个菜谱到 1 台设备').first().waitFor();
    await cell(today()).getByText('已下发 1 台设备', { exact: true }).waitFor();
    await expect.poll(() => till.menuVersion, { timeout: 15_000 }).toBeGreaterThan(versionBefore);
    await expect.poll(() => till.menuDishes, { timeout: 15_000 }).toBe(2);
    const menu = await device.call<{ date: string; meals: { mealType: number; dishes: { dishName: string }[] }[] }>('menuRecipes.machineMealList', {}, till.token);
    expect(menu.date).toBe(today());
    expect(menu.meals.map((m) => [m.mealType, m.dishes.map((d) => d.dishName)])).toEqual([[LUNCH, dishes.map((d) => d.name)]]);
    await context.close();
  }, 120_000);

  it("a person's paid meal shows in their intake: the day's energy is the sum of the dishes eaten, and the chart is there", async () => {
    // One steamed bass and two bowls of brown rice at the till.
    const tray = [
      { dish: fish, qty: 1 },
      { dish: rice, qty: 2 },
    ];
    const items = tray.map(({ dish, qty }) => ({ dishId: dish.dishesId, dishName: dish.name, qty, price: dish.price }));
    await consumeAt(device, till, { payer: { cardNo: eater.cardNo }, amount: items.reduce((s, i) => s + i.qty * i.price, 0), items });
    const energy = Math.round(tray.reduce((s, { dish, qty }) => s + qty * sumOf(dish.ingredients, 'energy'), 0) * 100) / 100;
    expect(energy).toBe(766.8); // 200 g × 105/100 + 2 × 80 g × 348/100
    const kcal = `${energy} kcal`;

    const { context, page } = await newPage(browser);
    await loginAs(page, 'admin', 'Admin@123', '/healthcenter/healthpersonal');

    // Personal health → the person's detail (their last 7 days) → the intake chart.
    await shown(page.getByLabel('姓名', { exact: true })).fill(eater.custName);
    await shown(page.getByRole('button', { name: cn('搜索') })).click();
    const person = shown(page.locator('tbody tr.ant-table-row', { hasText: eater.custNum }));
    await expect.poll(() => person.count()).toBe(1);
    await person.getByRole('button', { name: cn('健康详情') }).click();
    await waitForPath(page, '/healthcenter/detail');
    const recent = shown(page.locator('.ant-card', { hasText: '近7天摄入' }));
    await recent.getByRole('row', { name: new RegExp(`^${today()}`) }).getByText(kcal, { exact: true }).waitFor();
    await shown(page.getByRole('button', { name: cn('摄入分析图') })).click();
    await waitForPath(page, '/healthcenter/analysisdetail');
    await checkChart(page, eater.custName, kcal, tray);
    await chartsDrawn(page); // a picture of the drawn charts, not of bars still growing
    await screenshot(page, 'health-intake-chart');

    // Food analysis lists the same day with the same energy, and its chart button leads to the same chart.
    await page.goto('/healthcenter/foodanalysis');
    await shown(page.getByLabel('姓名', { exact: true })).fill(eater.custName);
    await shown(page.getByRole('button', { name: cn('搜索') })).click();
    const day = shown(page.locator('tbody tr.ant-table-row', { hasText: eater.custNum }));
    await expect.poll(() => day.count()).toBe(1);
    await day.getByText(today(), { exact: true }).waitFor();
    await day.getByText(kcal, { exact: true }).waitFor();
    await day.getByText(tray.map(({ dish, qty }) => `${dish.name}×${qty}`).join('、'), { exact: true }).waitFor();
    await day.getByRole('button', { name: cn('分析图') }).click();
    await waitForPath(page, '/healthcenter/analysisdetail');
    await checkChart(page, eater.custName, kcal, tray);
    await context.close();
  }, 90_000);
});

/** The intake chart page of one eating day: the charts named for screen readers, the day's energy and the dishes. */
/**
 * The page's charts have finished drawing: ECharts grows its bars and pies in over about a second, so the canvases
 * are read until two reads 200 ms apart are alike.
 */
async function chartsDrawn(page: Page) {
  const pixels = () => page.locator('canvas').evaluateAll((canvases) => canvases.map((c) => (c as HTMLCanvasElement).toDataURL()).join());
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await pixels();
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 200 },
    )
    .toBe(true);
}

async function checkChart(page: Page, custName: string, kcal: string, tray: { dish: { name: string }; qty: number }[]) {
  await shown(page.getByText(`${custName}的膳食摄入分析`)).waitFor();
  await shown(page.getByRole('img', { name: '每日能量摄入与目标', exact: true })).waitFor();
  await shown(page.getByRole('img', { name: '三大营养素供能比', exact: true })).waitFor();
  // The charts draw on canvases; one day with meals makes the average day that day, shown as text beside them.
  const average = shown(page.locator('.ant-card', { hasText: '日均摄入（1个就餐日）' }));
  await expect.poll(() => nutrientRow(average, '能量').locator('td').nth(1).innerText()).toBe(kcal);
  const eaten = shown(page.locator('.ant-card', { hasText: '所吃菜品' }));
  for (const { dish, qty } of tray) await expect.poll(async () => (await eaten.locator('tr', { hasText: dish.name }).locator('td').allInnerTexts())[2]).toBe(String(qty));
}
