import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, IMAGE_MAX_BYTES, type EmptyTray, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { limitedManager, makeCanteens } from './extrasTestSetup';

type Fields = { fields: { field: string; message: string }[] };
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');
const png = (data = PNG_1X1) => ({ name: 'tray.png', type: 'image/png', data });

let t: TestServer;
let admin: string;
let admin2: string;
let canteen: { a: number; b: number; m2: number };
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  canteen = await makeCanteens(t);
});
afterAll(() => t.close());

let serial = 0;
async function device(canteenId: number, type = 'dishidentification', token = admin) {
  const r = await t.call<{ deviceId: number }>('devices.machineAdd', { name: `Recogniser ${++serial}`, type, serialNumber: `TRAY-${serial}`, canteenId, ip: '' }, { token });
  expect(r.code, r.msg).toBe(Code.OK);
  return r.data.deviceId;
}
const upload = (deviceId: number, file = png(), token = admin) => t.call<{ trayId: number; imageUrl: string } & Fields>('devices.emptyTrayUpload', { deviceId }, { token, file });
const page = (content: Record<string, unknown> = {}, token = admin) => t.call<Page<EmptyTray>>('devices.emptyTrayPage', { limit: 500, ...content }, { token });
const onDisk = (imageUrl: string) => fs.existsSync(path.join(t.config.dataDir, 'files', imageUrl.replace('/files/', '')));
const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM empty_trays`))[0].n;

describe('empty trays', () => {
  it('uploads a tray photo for a dish recognition device, lists it by device, canteen and day, and removes it with its file', async () => {
    const d = await device(canteen.a);
    const r = await upload(d);
    expect(r.code, r.msg).toBe(Code.OK);
    expect(r.data.imageUrl).toMatch(/^\/files\/1\/emptytray\/[0-9a-f-]{36}\.png$/);
    expect(onDisk(r.data.imageUrl)).toBe(true);

    const listed = (await page({ deviceId: d })).data.records;
    expect(listed).toEqual([expect.objectContaining({ trayId: r.data.trayId, deviceId: d, canteenId: canteen.a, imageUrl: r.data.imageUrl, width: 1, height: 1 })]);
    expect(listed[0].deviceName).toMatch(/^Recogniser/);
    expect((await page({ canteenId: canteen.b })).data.records.map((x) => x.trayId)).not.toContain(r.data.trayId);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect((await page({ dayFrom: today, dayTo: today })).data.records.map((x) => x.trayId)).toContain(r.data.trayId);
    expect((await page({ dayTo: '2000-01-01' })).data.total).toBe(0);

    expect((await t.call('devices.emptyTrayDelete', { id: r.data.trayId }, { token: admin })).code).toBe(Code.OK);
    expect((await page({ deviceId: d })).data.total).toBe(0);
    expect(onDisk(r.data.imageUrl)).toBe(false);
    // The upload's record goes with its file.
    expect(await t.db.query(`SELECT 1 FROM sys_files WHERE path = $1`, [r.data.imageUrl.slice('/files/'.length)])).toEqual([]);
  });

  it('refuses a file that is not an image by its content, or 500 KB and more, and writes nothing', async () => {
    const d = await device(canteen.a);
    const before = await count();
    const fake = await upload(d, { name: 'tray.png', type: 'image/png', data: Buffer.from('not an image at all') });
    expect(fake.code).toBe(Code.VALIDATION);
    expect(fake.data.fields).toEqual([{ field: 'file', message: expect.any(String) }]);
    const big = await upload(d, png(Buffer.concat([PNG_1X1, Buffer.alloc(IMAGE_MAX_BYTES - PNG_1X1.length)])));
    expect(big.code).toBe(Code.VALIDATION);
    expect((await t.call('devices.emptyTrayUpload', { deviceId: d }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await upload(0)).code).toBe(Code.VALIDATION);
    expect(await count()).toBe(before);
  });

  it('takes photos only for dish recognition devices of the merchant', async () => {
    const till = await device(canteen.a, 'lishixiaofeiji');
    const r = await upload(till);
    expect(r.code).toBe(Code.VALIDATION);
    expect(r.data.fields[0].field).toBe('deviceId');
    const theirs = await device(canteen.m2, 'AIcaipinshibie', admin2);
    expect((await upload(theirs)).code).toBe(Code.NOT_FOUND);
    const mine = await upload(await device(canteen.a, 'AIcaipinshibie'));
    expect((await t.call('devices.emptyTrayDelete', { id: mine.data.trayId }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await page({}, admin2)).data.records.map((x) => x.trayId)).not.toContain(mine.data.trayId);
    expect(onDisk(mine.data.imageUrl)).toBe(true);
  });

  it('hides photos of canteens outside a limited role’s scope', async () => {
    const inA = await upload(await device(canteen.a));
    const dB = await device(canteen.b);
    const inB = await upload(dB);
    const limited = await limitedManager(t, admin, 'traykeeper', [200000, 202000, 202084], [canteen.a]);
    const ids = (await page({}, limited)).data.records.map((x) => x.trayId);
    expect(ids).toContain(inA.data.trayId);
    expect(ids).not.toContain(inB.data.trayId);
    expect((await t.call('devices.emptyTrayDelete', { id: inB.data.trayId }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await upload(dB, png(), limited)).code).toBe(Code.NOT_FOUND);
  });
});
