import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Code, type Device, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { startSimulator } from '../../../../../tools/src/simulator/fleet';
import { ApiClient, ApiError } from '../../../../../tools/src/simulator/client';
import { consumeAt, lunchRush, qrPayer, refusalTable } from '../../../../../tools/src/simulator/lunchRush';

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

/** Waits until the fleet shows it (its heartbeats come every second). */
const until = (check: () => boolean | Promise<boolean>) => expect.poll(check, { timeout: 10_000 }).toBe(true);

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
  // Between meal periods nothing is sent, unless asked; then what is paid is counted under no meal period.
  const between = { seconds: 0.5, peakPerSecond: 6, random: () => 0.5, periodOf: () => Promise.resolve(null) };
  const held = await lunchRush(api, sim.devices, [diner], between);
  expect([held.sent, held.outsidePeriods > 0]).toEqual([0, true]);
  const anyTime = await lunchRush(api, sim.devices, [diner], { ...between, anyTime: true });
  expect([anyTime.outsidePeriods, anyTime.paidByPeriod]).toEqual([0, { 'no meal period': anyTime.sent }]);
  await sim.stop();
});

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** `npm run simulate -- …` as a program of its own: resolves with its exit code and output once it has exited. */
const simulate = (args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'tools/src/simulator/index.ts', '--url', url, '--user', 'admin2', '--password', 'Admin@123', ...args], { cwd: ROOT, timeout: 25_000 }, (e, stdout, stderr) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });

it('a rush exits when done, charges only inside the canteen’s meal periods and prints its refusals as a table', async () => {
  // Merchant 2: one person with nothing in the wallets, so that every payment is refused, with the same message.
  const admin2 = await t.token('admin2');
  const orgId = (await t.call<{ orgId: number }>('people.orgAdd', { orgName: 'Rush', orgCode: 'RUSH' }, { token: admin2 })).data.orgId;
  expect((await t.call('customers.add', { custNum: 'RUSH-1', custName: 'Empty wallet', orgId }, { token: admin2 })).code).toBe(Code.OK);
  const canteen = async (canteenName: string) => (await t.call<{ canteenId: number }>('canteens.canteenAdd', { canteenName }, { token: admin2 })).data.canteenId;
  // Two periods that together cover the whole day, whenever the test runs; the other canteen has none.
  const allDay = await canteen('Rush all day');
  for (const [mealType, startTime, endTime] of [[1, '00:00', '12:00'], [2, '12:00', '00:00']] as const) {
    expect((await t.call('canteens.periodAdd', { canteenId: allDay, mealType, startTime, endTime, enabled: true }, { token: admin2 })).code).toBe(Code.OK);
  }
  const never = await canteen('Rush no meals');

  const idle = await simulate(['--devices', '1', '--prefix', 'RUSHIDLE', '--canteen', String(never), '--rush', '2']);
  expect(idle.out).toContain(`Canteen ${never}: no meal period set`);
  expect(idle.out).toContain('the rush charges nobody; --any-time charges outside the meal periods');
  expect(idle.code).toBe(1);

  const rush = await simulate(['--devices', '1', '--prefix', 'RUSHALL', '--canteen', String(allDay), '--heartbeat', '1', '--rush', '2', '--peak', '6']);
  // It exits by itself after the rush (the heartbeats stopped); a program still running at the timeout is killed.
  expect(rush.code, rush.out).toBe(0);
  const sent = Number(/Rush over: 0 of (\d+) paid/.exec(rush.out)?.[1]);
  expect(sent).toBeGreaterThan(0);
  expect(rush.out).toContain("Charged only inside the canteens' meal periods: 0 not sent outside them");
  expect(rush.out).toContain(`Refused: ${sent}\n  count  code   message\n  ${String(sent).padStart(5)}  42200  Insufficient balance\n`);
  expect(rush.out).toMatch(/RUSHALL-0001: \d+ heartbeats, 0 commands\n$/);
  expect(rush.out).not.toContain('{');
}, 60_000);

it('prints refusals as a table, the most frequent first, and says when there were none', () => {
  expect(refusalTable({})).toBe('Refused: none');
  expect(refusalTable({ 'Card 1001 is lost': { code: 42200, count: 2 }, 'Insufficient balance': { code: 42200, count: 12 }, 'fetch failed': { code: 0, count: 1 } }).split('\n')).toEqual([
    'Refused: 15',
    '  count  code   message',
    '     12  42200  Insufficient balance',
    '      2  42200  Card 1001 is lost',
    '      1  -      fetch failed',
  ]);
});
