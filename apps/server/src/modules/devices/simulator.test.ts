import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Code, type Device, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { startSimulator } from '../../../../../tools/src/simulator/fleet';
import { ApiClient, ApiError } from '../../../../../tools/src/simulator/client';
import { consumeAt, lunchRush, qrPayer } from '../../../../../tools/src/simulator/lunchRush';

let t: TestServer;
let url: string;
beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function firstCanteen(): Promise<number> {
  const row = (await t.db.query<{ id: number }>(`SELECT id FROM canteens WHERE merchant_id = 1 ORDER BY id LIMIT 1`))[0];
  return row?.id ?? (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Simulator canteen') RETURNING id`))[0].id;
}

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

it('registers a fleet over HTTP, brings it online and receives a queued command; a second start reuses the serials', async () => {
  const lines: string[] = [];
  const options = { url, user: 'admin', password: 'Admin@123', devices: 2, heartbeatSeconds: 1, canteenId: await firstCanteen(), log: (l: string) => lines.push(l) };
  const sim = await startSimulator(options);
  const admin = await t.token();
  const fleet = async () => (await t.call<Page<Device>>('devices.machinePage', { serialNumber: 'SIM-' }, { token: admin })).data.records;
  await until(async () => (await fleet()).every((d) => d.online));
  expect((await fleet()).map((d) => [d.serialNumber, d.online])).toEqual([
    ['SIM-0001', true],
    ['SIM-0002', true],
  ]);
  const cmd = await t.call<{ commandId: number }>('devices.faceSetTime', { deviceId: sim.devices[0].deviceId }, { token: admin });
  expect(cmd.code).toBe(Code.OK);
  await until(() => lines.some((l) => l.includes(`command ${cmd.data.commandId} faceSetTime`)));
  expect(lines).toContainEqual(expect.stringContaining(`SIM-0001: command ${cmd.data.commandId} faceSetTime`));
  await sim.stop();
  const acked = (await t.db.query<{ ok: boolean }>(`SELECT ok FROM device_commands WHERE id = $1`, [cmd.data.commandId]))[0];
  expect(acked.ok).toBe(true);

  const again = await startSimulator(options);
  expect(again.devices.map((d) => d.deviceId)).toEqual(sim.devices.map((d) => d.deviceId));
  await again.stop();
  expect((await fleet()).length).toBe(2);
});

it('pays by QR code as a diner shows it: a fresh server-issued code for each payment, a reused one refused', async () => {
  const sim = await startSimulator({ url, user: 'admin', password: 'Admin@123', devices: 1, serialPrefix: 'SIMQR', heartbeatSeconds: 60, canteenId: await firstCanteen() });
  const admin = await t.token();
  const api = new ApiClient(url);
  const manager = await api.managerLogin('admin', 'Admin@123');
  const orgId = (await t.call<{ orgId: number }>('people.orgAdd', { orgName: 'Simulator QR', orgCode: 'SIMQR' }, { token: admin })).data.orgId;
  const { custId } = (await t.call<{ custId: number }>('customers.add', { custNum: 'SIMQR-1', custName: 'QR diner', orgId }, { token: admin })).data;
  expect((await t.call('accounts.recharge', { custId, amount: 100_000, payType: 'cash', bizNo: 'SIMQR-RC-1' }, { token: admin })).code).toBe(Code.OK);
  const diner = qrPayer(api, manager, custId);
  const device = sim.devices[0];
  expect((await consumeAt(api, device, { payer: diner, amount: 500 })).balance).toBe(99_500);
  expect((await consumeAt(api, device, { payer: diner, amount: 500 })).balance).toBe(99_000);
  const code = await diner.showCode();
  const shown = { showCode: () => Promise.resolve(code) };
  await consumeAt(api, device, { payer: shown, amount: 100 });
  const reused = await consumeAt(api, device, { payer: shown, amount: 100 }).catch((e: unknown) => e);
  expect(reused).toBeInstanceOf(ApiError);
  expect((reused as ApiError).code).toBe(Code.BUSINESS_RULE);

  const rush = await lunchRush(api, sim.devices, [diner], { seconds: 1, peakPerSecond: 6, random: () => 0.5 });
  expect(rush.refused).toEqual({});
  expect(rush.paid).toBe(rush.sent);
  await sim.stop();
});
