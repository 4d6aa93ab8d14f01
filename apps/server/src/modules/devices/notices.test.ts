import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DeviceNotice, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { limitedManager, loggedInDevice, makeCanteens } from './extrasTestSetup';
import { ok } from '../../testing/api';

type Fields = { fields: { field: string; message: string }[] };
type Shown = Pick<DeviceNotice, 'noticeId' | 'title' | 'content'>[];

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

const hour = 3_600_000;
const window = (fromHours = -1, toHours = 24) => ({ startAt: new Date(Date.now() + fromHours * hour).toISOString(), endAt: new Date(Date.now() + toHours * hour).toISOString() });
const addNotice = async (content: Record<string, unknown> = {}, token = admin) =>
  (await ok<{ noticeId: number }>(t, 'devices.noticeAdd', { title: 'Lunch moved', content: 'Lunch starts at 12:30 today.', ...window(), ...content }, token)).noticeId;
const versions = async (token: string) => (await t.call<{ versions: Record<string, number> }>('devices.deviceHeartbeat', {}, { token })).data.versions;
const shown = async (token: string) => (await t.call<Shown>('devices.deviceNotices', {}, { token })).data.map((n) => n.noticeId);
const count = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM device_notices`))[0].n;

describe('information notices', () => {
  it('publishes a notice to its canteen’s devices: the version goes up and the device fetches it', async () => {
    const inA = await loggedInDevice(t, admin, { canteenId: canteen.a });
    const inB = await loggedInDevice(t, admin, { canteenId: canteen.b });
    const [va, vb] = [await versions(inA.token), await versions(inB.token)];
    const id = await addNotice({ canteenIds: [canteen.a], imageUrl: '/files/1/dishes/notice.png' });
    expect(await shown(inA.token)).not.toContain(id); // a draft is not shown

    const publishing = Date.now();
    await ok(t, 'devices.noticePublish', { noticeId: id }, admin);
    expect((await versions(inA.token)).notices).toBe(va.notices + 1);
    expect((await versions(inB.token)).notices).toBe(vb.notices);
    expect(await shown(inA.token)).toContain(id);
    expect(await shown(inB.token)).not.toContain(id);
    const listed = (await ok<Page<DeviceNotice>>(t, 'devices.noticePage', { title: 'lunch moved', state: 'published' }, admin)).records.find((n) => n.noticeId === id);
    expect(listed).toMatchObject({ state: 'published', canteenIds: [canteen.a], imageUrl: '/files/1/dishes/notice.png' });
    expect(Date.parse(listed!.publishedAt!)).toBeGreaterThanOrEqual(publishing - 1000);

    // Published: no edit or removal until withdrawn; withdrawing bumps again and hides it.
    expect((await t.call('devices.noticeUpdate', { noticeId: id, title: 'X', content: 'Y', ...window() }, { token: admin })).code).toBe(Code.CONFLICT);
    expect((await t.call('devices.noticeDelete', { id }, { token: admin })).code).toBe(Code.CONFLICT);
    await ok(t, 'devices.noticeWithdraw', { noticeId: id }, admin);
    expect((await versions(inA.token)).notices).toBe(va.notices + 2);
    expect(await shown(inA.token)).not.toContain(id);
    await ok(t, 'devices.noticeUpdate', { noticeId: id, title: 'Lunch moved again', content: 'At 13:00.', canteenIds: [], ...window() }, admin);
    await ok(t, 'devices.noticeDelete', { id }, admin);
  });

  it('shows a notice for every canteen everywhere, and only inside its time window', async () => {
    const device = await loggedInDevice(t, admin, { canteenId: canteen.b });
    const everywhere = await addNotice();
    const later = await addNotice(window(2, 5));
    const over = await addNotice(window(-5, -2));
    for (const noticeId of [everywhere, later, over]) await ok(t, 'devices.noticePublish', { noticeId }, admin);
    const ids = await shown(device.token);
    expect(ids).toContain(everywhere);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(over);
    expect((await t.call('devices.noticePublish', { noticeId: everywhere }, { token: admin })).code).toBe(Code.CONFLICT);
  });

  it('refuses bad notices on the right field and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ content: '' }, 'content'],
      [window(2, 1), 'endAt'],
      [{ startAt: 'tomorrow' }, 'startAt'],
      [{ imageUrl: 'http://elsewhere.example/x.png' }, 'imageUrl'],
      [{ canteenIds: ['a'] }, 'canteenIds.0'],
    ];
    for (const [content, field] of cases) {
      const r = await t.call<Fields>('devices.noticeAdd', { title: 'T', content: 'C', ...window(), ...content }, { token: admin });
      expect(r.code, JSON.stringify(content)).toBe(Code.VALIDATION);
      expect(r.data.fields.map((f) => f.field)).toContain(field);
    }
    expect((await t.call('devices.noticeAdd', { title: 'T', content: 'C', ...window(), canteenIds: [canteen.m2] }, { token: admin })).code).not.toBe(Code.OK);
    expect(await count()).toBe(before);
  });

  it('keeps merchants apart: another merchant’s notice is not found and never reaches these devices', async () => {
    const theirs = await addNotice({}, admin2);
    await ok(t, 'devices.noticePublish', { noticeId: theirs }, admin2);
    for (const [id, content] of [
      ['devices.noticePublish', { noticeId: theirs }],
      ['devices.noticeWithdraw', { noticeId: theirs }],
      ['devices.noticeDelete', { id: theirs }],
      ['devices.noticeUpdate', { noticeId: theirs, title: 'T', content: 'C', ...window() }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code, id).toBe(Code.NOT_FOUND);
    }
    expect((await ok<Page<DeviceNotice>>(t, 'devices.noticePage', { limit: 500 }, admin)).records.map((n) => n.noticeId)).not.toContain(theirs);
    const mine = await loggedInDevice(t, admin, { canteenId: canteen.a });
    expect(await shown(mine.token)).not.toContain(theirs);
    expect((await t.call('devices.deviceNotices', {}, { token: admin })).code).toBe(Code.UNAUTHORIZED);
  });

  it('shows a role limited to canteen A only notices aimed at A', async () => {
    const forA = await addNotice({ canteenIds: [canteen.a] });
    const forB = await addNotice({ canteenIds: [canteen.b] });
    const everywhere = await addNotice();
    const limited = await limitedManager(t, admin, 'noticekeeper', [200000, 202000, 202170], [canteen.a]);
    const ids = (await ok<Page<DeviceNotice>>(t, 'devices.noticePage', { limit: 500 }, limited)).records.map((n) => n.noticeId);
    expect(ids).toContain(forA);
    expect(ids).not.toContain(forB);
    expect(ids).not.toContain(everywhere);
    expect((await t.call('devices.noticePublish', { noticeId: forB }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.noticeAdd', { title: 'T', content: 'C', ...window(), canteenIds: [] }, { token: limited })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('devices.noticeAdd', { title: 'T', content: 'C', ...window(), canteenIds: [canteen.a, canteen.b] }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});

describe('dictionary reload', () => {
  it('bumps the dictionary version of one canteen’s devices, or of the whole merchant, and logs the call', async () => {
    const inA = await loggedInDevice(t, admin, { canteenId: canteen.a });
    const inB = await loggedInDevice(t, admin, { canteenId: canteen.b });
    const other = await loggedInDevice(t, admin2, { canteenId: canteen.m2 });
    const [va, vb, vo] = [await versions(inA.token), await versions(inB.token), await versions(other.token)];
    expect(await ok(t, 'devices.dictionaryReload', { canteenId: canteen.a }, admin)).toEqual({ canteenIds: [canteen.a] });
    expect((await versions(inA.token)).dictionary).toBe(va.dictionary + 1);
    expect((await versions(inB.token)).dictionary).toBe(vb.dictionary);
    expect(await ok(t, 'devices.dictionaryReload', {}, admin)).toEqual({ canteenIds: null });
    expect(await versions(inA.token)).toEqual({ ...va, dictionary: va.dictionary + 2 });
    expect((await versions(inB.token)).dictionary).toBe(vb.dictionary + 1);
    expect((await versions(other.token)).dictionary).toBe(vo.dictionary);

    expect((await t.call('devices.dictionaryReload', { canteenId: canteen.m2 }, { token: admin })).code).not.toBe(Code.OK);
    expect((await t.call('devices.dictionaryReload', { canteenId: 'all' }, { token: admin })).code).toBe(Code.VALIDATION);
    const logged = await t.db.query<{ code: number }>(`SELECT code FROM sys_operation_log WHERE endpoint_id = 'devices.dictionaryReload' AND merchant_id = 1 ORDER BY id`);
    expect(logged.slice(0, 2).map((l) => l.code)).toEqual([Code.OK, Code.OK]);
  });

  it('tells only the canteens of a limited role', async () => {
    const inA = await loggedInDevice(t, admin, { canteenId: canteen.a });
    const inB = await loggedInDevice(t, admin, { canteenId: canteen.b });
    const [va, vb] = [await versions(inA.token), await versions(inB.token)];
    const limited = await limitedManager(t, admin, 'dictkeeper', [200000, 202000], [canteen.a]);
    expect(await ok(t, 'devices.dictionaryReload', {}, limited)).toEqual({ canteenIds: [canteen.a] });
    expect((await versions(inA.token)).dictionary).toBe(va.dictionary + 1);
    expect((await versions(inB.token)).dictionary).toBe(vb.dictionary);
    expect((await t.call('devices.dictionaryReload', { canteenId: canteen.b }, { token: limited })).code).toBe(Code.NOT_FOUND);
  });
});
