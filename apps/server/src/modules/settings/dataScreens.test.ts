import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DataScreen, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { AppError } from '../../platform/http/errors';
import { fieldsOf } from './testing';
import { fakeCanteenScope } from '../../testing/scopes';
import { addScreen, getScreen, pageScreens, saveAuthority } from './dataScreens';

const fakeCanteens = fakeCanteenScope();

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const SCREEN = { name: 'Lobby', canteenIds: [], charts: ['tradeSum', 'todayOrderSum'], refreshSeconds: 30, theme: 'blue' };
const rows = () => t.db.query(`SELECT * FROM data_screens ORDER BY id`);

describe('data screens', () => {
  it('add, page, detail, edit and remove', async () => {
    const r = await t.call<{ id: number }>('settings.dataScreenAdd', SCREEN, { token: admin });
    expect(r.code).toBe(Code.OK);
    const detail = await t.call<DataScreen>('settings.dataScreenDetail', { id: r.data.id }, { token: admin });
    expect(detail.data).toEqual({ id: r.data.id, ...SCREEN });
    expect((await t.call('settings.dataScreenEdit', { ...SCREEN, id: r.data.id, name: 'Hall', charts: ['mealCount'] }, { token: admin })).code).toBe(Code.OK);
    const page = await t.call<Page<DataScreen>>('settings.dataScreenPage', { page: 1, limit: 20, name: 'hal' }, { token: admin });
    expect(page.data.records.map((s) => [s.name, s.charts])).toEqual([['Hall', ['mealCount']]]);
    const second = await t.call<{ id: number }>('settings.dataScreenAdd', { ...SCREEN, name: 'Temp' }, { token: admin });
    expect((await t.call('settings.dataScreenRemove', { id: second.data.id }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.dataScreenDetail', { id: second.data.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
  });

  it('refuse bad input and unknown canteens with 40000, writing nothing', async () => {
    const before = await rows();
    for (const [content, field] of [
      [{ ...SCREEN, name: 'Hall' }, 'name'],
      [{ ...SCREEN, name: 'X', charts: [] }, 'charts'],
      [{ ...SCREEN, name: 'X', charts: ['pieOfTheDay'] }, 'charts.0'],
      [{ ...SCREEN, name: 'X', refreshSeconds: 1 }, 'refreshSeconds'],
      [{ ...SCREEN, name: 'X', canteenIds: [999999] }, 'canteenIds'],
    ] as const) {
      const r = await t.call('settings.dataScreenAdd', content, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(fieldsOf(r.data)).toEqual([field]);
    }
    expect(await rows()).toEqual(before);
  });

  it('are invisible to another merchant', async () => {
    const [mine] = (await t.call<Page<DataScreen>>('settings.dataScreenPage', { page: 1, limit: 20 }, { token: admin })).data.records;
    expect((await t.call('settings.dataScreenDetail', { id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.dataScreenEdit', { ...SCREEN, id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.dataScreenRemove', { id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<DataScreen>>('settings.dataScreenPage', { page: 1, limit: 20 }, { token: admin2 })).data.total).toBe(0);
  });

  it('showing all canteens are invisible to a role limited to some canteens', async () => {
    const limited = testCtx(t.db, 1, { canteenIds: [5] });
    expect((await pageScreens(limited, { page: 1, limit: 20 })).total).toBe(0);
    const [mine] = (await pageScreens(testCtx(t.db, 1), { page: 1, limit: 20 })).records;
    const err = await getScreen(limited, mine.id).catch((e: AppError) => e);
    expect((err as AppError).code).toBe(Code.NOT_FOUND);
  });
});

describe('data-screen canteen authority', () => {
  it('gives a manager canteens, refusing unknown users and canteens', async () => {
    const users = await t.call<{ userId: number; username: string }[]>('settings.dsAuthorityUsers', {}, { token: admin });
    const me = users.data.find((u) => u.username === 'admin')!;
    expect(users.data.some((u) => u.username === 'admin2')).toBe(false);
    const other = (await t.call<{ userId: number; username: string }[]>('settings.dsAuthorityUsers', {}, { token: admin2 })).data[0];
    const noUser = await t.call('settings.dsAuthoritySave', { userId: other.userId, canteenIds: [1] }, { token: admin });
    expect(noUser.code).toBe(Code.VALIDATION);
    expect(fieldsOf(noUser.data)).toEqual(['userId']);
    const noCanteen = await t.call('settings.dsAuthoritySave', { userId: me.userId, canteenIds: [999999] }, { token: admin });
    expect(fieldsOf(noCanteen.data)).toEqual(['canteenIds']);
    expect((await t.call('settings.dsAuthoritySave', { userId: me.userId, canteenIds: [] }, { token: admin })).code).toBe(Code.VALIDATION);
    expect(await t.db.query(`SELECT 1 FROM ds_canteen_authorities`)).toEqual([]);
    expect((await t.call('settings.dsAuthorityPage', { page: 1, limit: 20 }, { token: admin })).data).toMatchObject({ total: 0 });
  });

  it('updates and deletes only the merchant’s own rows', async () => {
    expect((await t.call('settings.dsAuthorityUpdate', { id: 1, userId: 1, canteenIds: [1] }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.dsAuthorityDelete', { id: 1 }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
  });
});

describe('with canteens', () => {
  it('show the canteens a role may see, and refuse others', async () => {
    // The canteens area provides the options; a fixed list keeps this test about data screens.
    fakeCanteens.use();
    const limited = testCtx(t.db, 1, { canteenIds: [7] });
    expect((await t.call('settings.dataScreenCanteens', {}, { token: admin })).data).toEqual({ available: true, options: [{ id: 7, name: 'C7' }, { id: 8, name: 'C8' }] });
    const { id } = await addScreen(limited, { ...SCREEN, name: 'North', canteenIds: [7], charts: ['mealCount'] } as never);
    expect((await pageScreens(limited, { page: 1, limit: 20 })).records.map((s) => s.id)).toEqual([id]);
    expect(((await getScreen(testCtx(t.db, 1, { canteenIds: [8] }), id).catch((e: AppError) => e)) as AppError).code).toBe(Code.NOT_FOUND);
    expect(((await addScreen(limited, { ...SCREEN, name: 'Both', canteenIds: [7, 8] } as never).catch((e: AppError) => e)) as AppError).code).toBe(Code.NOT_FOUND);
    expect(((await addScreen(limited, { ...SCREEN, name: 'All' } as never).catch((e: AppError) => e)) as AppError).code).toBe(Code.NOT_FOUND);
    const users = await t.call<{ userId: number; username: string }[]>('settings.dsAuthorityUsers', {}, { token: admin });
    const me = users.data.find((u) => u.username === 'admin')!;
    const saved = await saveAuthority(limited, { userId: me.userId, canteenIds: [7] });
    const page = await t.call('settings.dsAuthorityPage', { page: 1, limit: 20 }, { token: admin });
    expect(page.data).toMatchObject({ total: 1, records: [{ id: saved.id, userId: me.userId, username: 'admin', canteenIds: [7] }] });
    expect((await t.call('settings.dsAuthorityUpdate', { id: saved.id, userId: me.userId, canteenIds: [7, 8] }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.dsAuthorityPage', { page: 1, limit: 20 }, { token: admin })).data).toMatchObject({ total: 1, records: [{ id: saved.id, canteenIds: [7, 8] }] });
    expect((await t.call('settings.dsAuthorityDelete', { id: saved.id }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.dsAuthorityPage', { page: 1, limit: 20 }, { token: admin })).data).toMatchObject({ total: 0, records: [] });
  });
});
