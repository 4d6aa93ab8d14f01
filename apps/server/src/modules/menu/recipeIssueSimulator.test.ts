import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { startSimulator } from '../../../../../tools/src/simulator/fleet';
import { addCanteenSql, addDish, addDishType } from './recipesTestSetup';

let t: TestServer;
let url: string;
beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Waits until the simulated device has seen it (its heartbeat comes every second). */
const until = (check: () => boolean) => expect.poll(check, { timeout: 10_000 }).toBe(true);

it("reaches a simulated device on its next heartbeat: the menu version goes up and the device pulls today's dishes", async () => {
  const canteenId = await addCanteenSql(t, 1, 'Simulator menu canteen');
  const typeId = await addDishType(t);
  const dishes = [await addDish(t, { typeId, name: '番茄炒蛋S' }), await addDish(t, { typeId, name: '米饭S' })];
  const lines: string[] = [];
  const sim = await startSimulator({ url, user: 'admin', password: 'Admin@123', devices: 1, serialPrefix: 'SIMMENU', heartbeatSeconds: 1, canteenId, log: (l) => lines.push(l) });
  try {
    const device = sim.devices[0];
    await until(() => device.menuVersion >= 0);
    expect(device.menuDishes).toBe(0);
    const before = device.menuVersion;

    const admin = await t.token();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const saved = await t.call<{ recipeId: number }>('menuRecipes.saveWithDetails', { canteenId, recipeDate: today, mealType: 2, details: dishes.map((dishId) => ({ dishId })) }, { token: admin });
    expect(saved.code, saved.msg).toBe(Code.OK);
    expect((await t.call('menuRecipes.issueAll', { recipeIds: [saved.data.recipeId] }, { token: admin })).code).toBe(Code.OK);

    await until(() => device.menuVersion > before);
    expect(device.menuVersion).toBe(before + 1);
    expect(device.menuDishes).toBe(2);
    expect(lines).toContainEqual(`SIMMENU-0001: menu version ${before + 1}: 1 meals, 2 dishes today`);
  } finally {
    await sim.stop();
  }
});
