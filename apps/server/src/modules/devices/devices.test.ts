import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, OFFLINE_AFTER_SECONDS, type Device, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { bumpDeviceVersion } from './versions';

type Fields = { fields: { field: string; message: string }[] };
interface Added {
  deviceId: number;
  serialNumber: string;
  secret: string;
}
interface Beat {
  serverTime: string;
  commands: { commandId: number; kind: string; payload: Record<string, unknown> }[];
  versions: Record<string, number>;
  settings: { loginTypes: string[] };
}

let t: TestServer;
let admin: string;
let admin2: string;
let serial = 0;
/** Two canteens of merchant 1 and one of merchant 2 (made in beforeAll), and a stall of canteen a. */
const canteen = { a: 0, b: 0, m2: 0 };
let stallOfA = 0;

beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  await ensureCanteens();
  await ensureStall();
});
afterAll(() => t.close());

/** The canteens these tests bind devices to. */
async function ensureCanteens() {
  const rows = await t.db.query<{ id: number; merchant_id: number }>(`SELECT id, merchant_id FROM canteens ORDER BY id`);
  const of = (m: number) => rows.filter((r) => r.merchant_id === m).map((r) => r.id);
  if (of(1).length >= 2 && of(2).length >= 1) {
    [canteen.a, canteen.b] = of(1);
    canteen.m2 = of(2)[0];
    return;
  }
  const add = async (merchant: number, name: string) =>
    (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchant, name]))[0].id;
  canteen.a = await add(1, 'Device test A');
  canteen.b = await add(1, 'Device test B');
  canteen.m2 = await add(2, 'Device test M2');
}

async function ensureStall() {
  stallOfA = (await t.db.query<{ id: number }>(`INSERT INTO stalls (merchant_id, canteen_id, name) VALUES (1, $1, 'Device test stall') RETURNING id`, [canteen.a]))[0].id;
}

async function addDevice(content: Record<string, unknown> = {}, token = admin): Promise<Added> {
  const r = await t.call<Added>(
    'devices.machineAdd',
    { name: 'Till', type: 'lishixiaofeiji', serialNumber: `SN-${++serial}`, canteenId: token === admin ? canteen.a : canteen.m2, ip: '10.0.0.8', ...content },
    { token },
  );
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data;
}
const deviceLogin = (serialNumber: string, secret: string) =>
  t.call<{ token: string; deviceId: number; canteenId: number; heartbeatSeconds: number; expiresIn: number }>('devices.deviceLogin', { serialNumber, secret });
async function deviceToken(d: Added): Promise<string> {
  const r = await deviceLogin(d.serialNumber, d.secret);
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.token;
}
const beat = (token: string, content: Record<string, unknown> = {}) => t.call<Beat>('devices.deviceHeartbeat', content, { token });
const page = (token: string, content: Record<string, unknown> = {}) => t.call<Page<Device>>('devices.machinePage', { limit: 500, ...content }, { token });
const find = async (deviceId: number, token = admin) => (await page(token)).data.records.find((d) => d.deviceId === deviceId);
const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM devices`))[0].n;
const editOf = (d: Device, change: Record<string, unknown>) => ({
  deviceId: d.deviceId,
  name: d.name,
  type: d.type,
  serialNumber: d.serialNumber,
  canteenId: d.canteenId,
  stallId: d.stallId,
  mealLineId: d.mealLineId,
  printerId: d.printerId,
  ip: d.ip,
  state: d.state,
  ...change,
});

describe('device registry', () => {
  it('adds a device, returns its secret once and stores only a hash', async () => {
    const d = await addDevice({ name: 'Front till', stallId: stallOfA, mealLineId: 9 });
    expect(d.secret.length).toBeGreaterThanOrEqual(24);
    const stored = (await t.db.query<{ secret_hash: string }>(`SELECT secret_hash FROM devices WHERE id = $1`, [d.deviceId]))[0].secret_hash;
    expect(stored).not.toContain(d.secret);
    const listed = await find(d.deviceId);
    // A till has a stall and an IP but no meal line: the field it does not use is kept empty.
    expect(listed).toMatchObject({ name: 'Front till', type: 'lishixiaofeiji', canteenId: canteen.a, stallId: stallOfA, mealLineId: null, ip: '10.0.0.8', state: 'enabled', online: false, lastHeartbeatAt: null });
    expect(JSON.stringify(listed)).not.toContain(d.secret);
  });

  it('filters by type, name and serial number', async () => {
    const face = await addDevice({ type: 'ufaceshibieji', name: 'Gate face reader' });
    const r = await page(admin, { type: 'ufaceshibieji' });
    expect(r.data.records.every((d) => d.type === 'ufaceshibieji')).toBe(true);
    expect(r.data.records.map((d) => d.deviceId)).toContain(face.deviceId);
    expect((await page(admin, { name: 'gate face' })).data.records.map((d) => d.deviceId)).toEqual([face.deviceId]);
    expect((await page(admin, { serialNumber: face.serialNumber })).data.total).toBe(1);
  });

  it('lists the devices that take payments for report filters, not other merchants’ or other kinds', async () => {
    const till = await addDevice({ type: 'lishixiaofeiji', name: 'Pay list till' });
    const printer = await addDevice({ type: 'printmachine', name: 'Pay list printer' });
    const other = await addDevice({ name: 'Other merchant till' }, admin2);
    const ids = (await t.call<{ deviceId: number }[]>('devices.payMachineList', {}, { token: admin })).data.map((d) => d.deviceId);
    expect(ids).toContain(till.deviceId);
    expect(ids).not.toContain(printer.deviceId);
    expect(ids).not.toContain(other.deviceId);
  });

  it('refuses bad input on the right field and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'toaster' }, 'type'],
      [{ name: '' }, 'name'],
      [{ serialNumber: 'has space' }, 'serialNumber'],
      [{ ip: 'not-an-ip' }, 'ip'],
      [{ canteenId: 0 }, 'canteenId'],
    ];
    for (const [change, field] of cases) {
      const r = await t.call<Fields>('devices.machineAdd', { name: 'X', type: 'chupinji', serialNumber: 'BAD-1', canteenId: canteen.a, ...change }, { token: admin });
      expect(r.code, field).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a canteen or stall that does not exist in the merchant', async () => {
    const before = await count();
    // Another merchant's canteen is simply not found, like every id of another merchant.
    const noCanteen = await t.call<Fields>('devices.machineAdd', { name: 'X', type: 'chupinji', serialNumber: 'PL-1', canteenId: canteen.m2 }, { token: admin });
    expect(noCanteen.code).toBe(Code.NOT_FOUND);
    const wrongStall = await t.call<Fields>('devices.machineAdd', { name: 'X', type: 'chupinji', serialNumber: 'PL-2', canteenId: canteen.b, stallId: stallOfA }, { token: admin });
    expect(wrongStall.data.fields).toEqual([{ field: 'stallId', message: 'Not part of the chosen canteen' }]);
    expect(await count()).toBe(before);
  });

  it('binds a serving device to a meal line of its own canteen only', async () => {
    const line = await t.call<{ mealLineId: number }>('canteens.mealLineAdd', { canteenId: canteen.b, mealLineName: 'Far line' }, { token: admin });
    expect(line.code, line.msg).toBe(Code.OK);
    const before = await count();
    const elsewhere = await t.call<Fields>('devices.machineAdd', { name: 'X', type: 'hexiaoji', serialNumber: 'ML-1', canteenId: canteen.a, mealLineId: line.data.mealLineId }, { token: admin });
    expect([elsewhere.code, elsewhere.data.fields.map((f) => f.field)]).toEqual([Code.VALIDATION, ['mealLineId']]);
    expect(await count()).toBe(before);
    const d = await addDevice({ type: 'hexiaoji', serialNumber: 'ML-2', canteenId: canteen.b, mealLineId: line.data.mealLineId });
    expect(await find(d.deviceId)).toMatchObject({ canteenId: canteen.b, mealLineId: line.data.mealLineId });
  });

  it('refuses a serial number taken in the merchant, but not one of another merchant', async () => {
    const d = await addDevice();
    const before = await count();
    const again = await t.call<Fields>('devices.machineAdd', { name: 'Dup', type: 'chupinji', serialNumber: d.serialNumber, canteenId: canteen.a }, { token: admin });
    expect(again.code).toBe(Code.VALIDATION);
    expect(again.data.fields).toEqual([{ field: 'serialNumber', message: 'This serial number is already registered' }]);
    expect(await count()).toBe(before);
    expect((await addDevice({ serialNumber: d.serialNumber }, admin2)).deviceId).toBeGreaterThan(0);
  });

  it('binds a printer only when it is a printer of the merchant', async () => {
    const printer = await addDevice({ type: 'printmachine', name: 'Kitchen printer' });
    const till = await addDevice();
    const server = await addDevice({ type: 'chupinji', printerId: printer.deviceId });
    expect(await find(server.deviceId)).toMatchObject({ printerId: printer.deviceId, printerName: 'Kitchen printer' });
    const notPrinter = await t.call<Fields>('devices.machineAdd', { name: 'P', type: 'chupinji', serialNumber: 'NP-1', canteenId: canteen.a, printerId: till.deviceId }, { token: admin });
    expect(notPrinter.data.fields).toEqual([{ field: 'printerId', message: 'The chosen device is not a printer' }]);
    const m2printer = await addDevice({ type: 'printmachine' }, admin2);
    const foreign = await t.call('devices.machineAdd', { name: 'P', type: 'chupinji', serialNumber: 'NP-2', canteenId: canteen.a, printerId: m2printer.deviceId }, { token: admin });
    expect(foreign.code).toBe(Code.NOT_FOUND);

    // A printer in use is not removed by the plain delete; printer delete unbinds and removes it.
    expect((await t.call('devices.machineDelete', { id: printer.deviceId }, { token: admin })).code).toBe(Code.CONFLICT);
    const removed = await t.call<{ unbound: number }>('devices.printerDelete', { id: printer.deviceId }, { token: admin });
    expect(removed.data).toEqual({ unbound: 1 });
    expect((await find(server.deviceId))?.printerId).toBeNull();
    expect(await find(printer.deviceId)).toBeUndefined();
    expect((await t.call('devices.printerDelete', { id: till.deviceId }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('updates and removes; another merchant’s ids are not found and stay as they were', async () => {
    const d = await addDevice({ name: 'Old name' });
    const current = (await find(d.deviceId)) as Device;
    expect((await t.call('devices.machineUpdate', editOf(current, { name: 'New name', ip: '10.0.0.9' }), { token: admin })).code).toBe(Code.OK);
    expect(await find(d.deviceId)).toMatchObject({ name: 'New name', ip: '10.0.0.9' });

    const calls: [string, Record<string, unknown>][] = [
      ['devices.machineUpdate', editOf(current, { name: 'Taken', canteenId: canteen.m2 })],
      ['devices.machineDelete', { id: d.deviceId }],
      ['devices.machineResetSecret', { deviceId: d.deviceId }],
      ['devices.loginTypesSave', { deviceId: d.deviceId, loginTypes: ['card'] }],
      ['devices.deskControlGet', { deviceId: d.deviceId }],
      ['devices.sourceControlSave', { deviceId: d.deviceId, sources: [] }],
      ['devices.commandPage', { deviceId: d.deviceId }],
    ];
    for (const [id, content] of calls) expect((await t.call(id, content, { token: admin2 })).code, id).toBe(Code.NOT_FOUND);
    expect((await page(admin2)).data.records.map((r) => r.deviceId)).not.toContain(d.deviceId);
    expect(await find(d.deviceId)).toMatchObject({ name: 'New name', loginTypes: ['card', 'face', 'qr', 'personId'] });

    expect((await t.call('devices.machineDelete', { id: d.deviceId }, { token: admin })).code).toBe(Code.OK);
    expect(await find(d.deviceId)).toBeUndefined();
  });

  it('hides devices of canteens outside the role’s data scope', async () => {
    const inside = await addDevice({ canteenId: canteen.a });
    const outside = await addDevice({ canteenId: canteen.b });
    const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'devicesA', roleName: 'Devices of A', menuIds: [200000, 202000] }, { token: admin });
    await t.db.query(`UPDATE mgr_roles SET canteen_ids = $1 WHERE id = $2`, [[canteen.a], role.data.roleId]);
    await t.call('admin.userAdd', { username: 'devicekeeper', password: await t.encrypt('Passw0rd!'), realName: 'Keeper', roleId: role.data.roleId }, { token: admin });
    const limited = await t.token('devicekeeper', 'Passw0rd!');
    const ids = (await page(limited)).data.records.map((r) => r.deviceId);
    expect(ids).toContain(inside.deviceId);
    expect(ids).not.toContain(outside.deviceId);
    expect((await t.call('devices.machineDelete', { id: outside.deviceId }, { token: limited })).code).toBe(Code.NOT_FOUND);
    const into = await t.call('devices.machineAdd', { name: 'X', type: 'chupinji', serialNumber: 'SCOPE-1', canteenId: canteen.b }, { token: limited });
    expect(into.code).toBe(Code.NOT_FOUND);
    expect((await t.call<{ type: string; total: number }[]>('devices.machineState', {}, { token: limited })).data.reduce((n, r) => n + r.total, 0)).toBe(ids.length);
  });

  it('keeps per-device login types, desk control and source control', async () => {
    const d = await addDevice({ type: 'cantaimachine' });
    expect((await t.call('devices.loginTypesSave', { deviceId: d.deviceId, loginTypes: ['card', 'qr'] }, { token: admin })).code).toBe(Code.OK);
    expect((await find(d.deviceId))?.loginTypes).toEqual(['card', 'qr']);
    expect((await t.call('devices.loginTypesSave', { deviceId: d.deviceId, loginTypes: ['retina'] }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('devices.deskControlGet', { deviceId: d.deviceId }, { token: admin })).data).toEqual({ enabled: false, tableRequired: false, maxDiners: 10 });
    await t.call('devices.deskControlSave', { deviceId: d.deviceId, enabled: true, tableRequired: true, maxDiners: 6 }, { token: admin });
    expect((await t.call('devices.deskControlGet', { deviceId: d.deviceId }, { token: admin })).data).toEqual({ enabled: true, tableRequired: true, maxDiners: 6 });
    expect((await t.call('devices.deskControlSave', { deviceId: d.deviceId, enabled: true, tableRequired: true, maxDiners: 0 }, { token: admin })).code).toBe(Code.VALIDATION);
    await t.call('devices.sourceControlSave', { deviceId: d.deviceId, sources: ['booking'] }, { token: admin });
    expect((await t.call('devices.sourceControlGet', { deviceId: d.deviceId }, { token: admin })).data).toEqual({ sources: ['booking'] });
    const hb = await beat(await deviceToken(d));
    expect(hb.data.settings.loginTypes).toEqual(['card', 'qr']);
  });

  it('shows a service counter’s detail, and only for a service counter', async () => {
    const counter = await addDevice({ type: 'servicecounter', name: 'Help desk' });
    const r = await t.call<{ device: Device; commands: unknown[] }>('devices.serviceCounterDetail', { id: counter.deviceId }, { token: admin });
    expect(r.data.device).toMatchObject({ name: 'Help desk', type: 'servicecounter' });
    const till = await addDevice();
    expect((await t.call('devices.serviceCounterDetail', { id: till.deviceId }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.serviceCounterDetail', { id: counter.deviceId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
  });
});

describe('device API', () => {
  it('logs a device in with its secret and refuses a wrong one', async () => {
    const d = await addDevice();
    const ok = await deviceLogin(d.serialNumber, d.secret);
    expect(ok.data).toMatchObject({ deviceId: d.deviceId, canteenId: canteen.a, heartbeatSeconds: 60 });
    const wrong = await deviceLogin(d.serialNumber, `${d.secret}x`);
    expect(wrong.code).toBe(Code.UNAUTHORIZED);
    expect(wrong.msg).toBe('Wrong device serial number or secret');
    expect((await deviceLogin('NO-SUCH-SERIAL', d.secret)).code).toBe(Code.UNAUTHORIZED);
  });

  it('slows a serial number down after 5 failures from one address, even for the right secret, and lets it in after the wait', async () => {
    const d = await addDevice();
    for (let i = 0; i < 5; i++) expect((await deviceLogin(d.serialNumber, 'wrong')).code).toBe(Code.UNAUTHORIZED);
    const waiting = await deviceLogin(d.serialNumber, d.secret);
    expect(waiting.code).toBe(Code.RATE_LIMITED);
    expect(waiting.msg).toBe('Too many attempts; wait 1 s and try again');
    t.advanceClock(1100);
    expect((await deviceLogin(d.serialNumber, d.secret)).code).toBe(Code.OK);
  });

  it('refuses a disabled device, and disabling ends its token at once', async () => {
    const d = await addDevice();
    const token = await deviceToken(d);
    expect((await beat(token)).code).toBe(Code.OK);
    const current = (await find(d.deviceId)) as Device;
    expect((await t.call('devices.machineUpdate', editOf(current, { state: 'disabled' }), { token: admin })).code).toBe(Code.OK);
    expect((await beat(token)).code).toBe(Code.UNAUTHORIZED);
    const again = await deviceLogin(d.serialNumber, d.secret);
    expect(again.code).toBe(Code.BUSINESS_RULE);
    expect(again.msg).toBe('This device is disabled');
  });

  it('ends a token the server keeps in memory as soon as its merchant is blocked, and takes it back when active', async () => {
    const d = await addDevice();
    const token = await deviceToken(d);
    expect((await beat(token)).code).toBe(Code.OK);
    expect((await beat(token)).code).toBe(Code.OK); // served from memory now
    await t.db.query(`UPDATE merchants SET state = 'blocked' WHERE id = 1`);
    try {
      expect((await beat(token)).code).toBe(Code.UNAUTHORIZED);
    } finally {
      await t.db.query(`UPDATE merchants SET state = 'active' WHERE id = 1`);
    }
    expect((await beat(token)).code).toBe(Code.OK);
  });

  it('ends the tokens of a removed device and of one whose secret was reissued', async () => {
    const a = await addDevice();
    const tokenA = await deviceToken(a);
    await t.call('devices.machineDelete', { id: a.deviceId }, { token: admin });
    expect((await beat(tokenA)).code).toBe(Code.UNAUTHORIZED);

    const b = await addDevice();
    const tokenB = await deviceToken(b);
    const reset = await t.call<{ secret: string }>('devices.machineResetSecret', { deviceId: b.deviceId }, { token: admin });
    expect(reset.data.secret).not.toBe(b.secret);
    expect((await beat(tokenB)).code).toBe(Code.UNAUTHORIZED);
    expect((await deviceLogin(b.serialNumber, b.secret)).code).toBe(Code.UNAUTHORIZED);
    expect((await deviceLogin(b.serialNumber, reset.data.secret)).code).toBe(Code.OK);
  });

  it('shows a device online after a heartbeat and offline after two missed intervals', async () => {
    const d = await addDevice({ type: 'chupinji' });
    const stateOf = async () => (await t.call<{ type: string; online: number; offline: number }[]>('devices.machineState', { canteenId: canteen.a }, { token: admin })).data.find((r) => r.type === 'chupinji');
    const before = await stateOf();
    const hb = await beat(await deviceToken(d), { appVersion: '2.1.0', status: 'ready' });
    expect(hb.code).toBe(Code.OK);
    expect(Math.abs(Date.parse(hb.data.serverTime) - Date.now())).toBeLessThan(10_000);
    expect(await find(d.deviceId)).toMatchObject({ online: true, appVersion: '2.1.0' });
    expect((await stateOf())?.online).toBe((before?.online ?? 0) + 1);

    const old = new Date(Date.now() - (OFFLINE_AFTER_SECONDS + 5) * 1000);
    await t.db.query(`UPDATE devices SET last_heartbeat_at = $1 WHERE id = $2`, [old, d.deviceId]);
    expect((await find(d.deviceId))?.online).toBe(false);
    expect((await stateOf())?.online).toBe(before?.online ?? 0);
  });

  it('delivers queued face commands exactly once and records the acknowledgement', async () => {
    const face = await addDevice({ type: 'ufaceshibieji' });
    const token = await deviceToken(face);
    const queued = [
      await t.call<{ commandId: number }>('devices.faceInit', { deviceId: face.deviceId }, { token: admin }),
      await t.call<{ commandId: number }>('devices.faceCreatePerson', { deviceId: face.deviceId, personId: 42, personName: 'Li Lei' }, { token: admin }),
      await t.call<{ commandId: number }>('devices.faceResetPerson', { deviceId: face.deviceId }, { token: admin }),
      await t.call<{ commandId: number }>('devices.faceSetTime', { deviceId: face.deviceId }, { token: admin }),
    ];
    expect(queued.map((q) => q.code)).toEqual([Code.OK, Code.OK, Code.OK, Code.OK]);
    // Two heartbeats at once: every command goes to exactly one of them.
    const [b1, b2] = await Promise.all([beat(token), beat(token)]);
    const delivered = [...b1.data.commands, ...b2.data.commands];
    expect(delivered.map((c) => c.commandId).sort((x, y) => x - y)).toEqual(queued.map((q) => q.data.commandId));
    expect(delivered.find((c) => c.kind === 'faceCreatePerson')?.payload).toEqual({ personId: 42, personName: 'Li Lei', photoUrl: '' });
    expect(typeof delivered.find((c) => c.kind === 'faceSetTime')?.payload.time).toBe('string');
    expect((await beat(token)).data.commands).toEqual([]);

    const first = queued[0].data.commandId;
    expect((await t.call('devices.deviceCommandAck', { commandId: first, ok: false, message: 'camera busy' }, { token })).code).toBe(Code.OK);
    const history = await t.call<Page<{ commandId: number; ok: boolean | null; message: string; deliveredAt: string | null }>>('devices.commandPage', { deviceId: face.deviceId }, { token: admin });
    expect(history.data.records.find((c) => c.commandId === first)).toMatchObject({ ok: false, message: 'camera busy' });
    expect(history.data.records.every((c) => c.deliveredAt !== null)).toBe(true);
  });

  it('queues face commands only for face devices (42200)', async () => {
    const till = await addDevice({ type: 'chupinji' });
    const r = await t.call('devices.faceInit', { deviceId: till.deviceId }, { token: admin });
    expect(r.code).toBe(Code.BUSINESS_RULE);
    expect((await t.db.query(`SELECT 1 FROM device_commands WHERE device_id = $1`, [till.deviceId])).length).toBe(0);
  });

  it('keeps a device inside its merchant: no other merchant’s commands, no acknowledging them', async () => {
    const mine = await addDevice({ type: 'ufaceshibieji' });
    const theirs = await addDevice({ type: 'ufaceshibieji' }, admin2);
    const cmd = await t.call<{ commandId: number }>('devices.faceInit', { deviceId: mine.deviceId }, { token: admin });
    const theirToken = await deviceToken(theirs);
    expect((await beat(theirToken)).data.commands).toEqual([]);
    expect((await t.call('devices.deviceCommandAck', { commandId: cmd.data.commandId, ok: true }, { token: theirToken })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.faceInit', { deviceId: mine.deviceId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await beat(await deviceToken(mine))).data.commands.map((c) => c.commandId)).toEqual([cmd.data.commandId]);
  });

  it('separates device tokens from manager tokens', async () => {
    const d = await addDevice();
    const token = await deviceToken(d);
    expect((await page(token)).code).toBe(Code.UNAUTHORIZED);
    expect((await t.call('admin.userInfo', {}, { token })).code).toBe(Code.UNAUTHORIZED);
    expect((await beat(admin)).code).toBe(Code.UNAUTHORIZED);
  });

  it('reports version flags per merchant and canteen as they are bumped', async () => {
    const inA = await addDevice({ canteenId: canteen.a });
    const inB = await addDevice({ canteenId: canteen.b });
    const [ta, tb] = [await deviceToken(inA), await deviceToken(inB)];
    const v0a = (await beat(ta)).data.versions;
    const v0b = (await beat(tb)).data.versions;
    const m1 = testCtx(t.db, 1);
    await bumpDeviceVersion(m1, 'menu', canteen.a);
    await bumpDeviceVersion(m1, 'blacklist');
    await bumpDeviceVersion(testCtx(t.db, 2), 'people');
    expect((await beat(ta)).data.versions).toEqual({ ...v0a, menu: v0a.menu + 1, blacklist: v0a.blacklist + 1 });
    expect((await beat(tb)).data.versions).toEqual({ ...v0b, blacklist: v0b.blacklist + 1 });
  });

  it('refuses bad heartbeat and acknowledgement content', async () => {
    const token = await deviceToken(await addDevice());
    expect((await beat(token, { appVersion: 'x'.repeat(51) })).code).toBe(Code.VALIDATION);
    expect((await t.call('devices.deviceCommandAck', { commandId: 'one', ok: true }, { token })).code).toBe(Code.VALIDATION);
    expect((await t.call('devices.deviceLogin', { serialNumber: '', secret: '' })).code).toBe(Code.VALIDATION);
  });
});
