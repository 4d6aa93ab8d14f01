import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type AppletItem, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addDish } from '../../testing/bookings';
import { fieldsOf, userWithMenus } from './testing';

let t: TestServer;
let admin: string;
let admin2: string;
let bannerOnly: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  bannerOnly = await userWithMenus(t, admin, 'banneronly', [209010]);
});
afterAll(() => t.close());

const items = () => t.db.query(`SELECT * FROM applet_items ORDER BY id`);
const BANNER = { title: 'Spring menu', imageUrl: '/files/1/banner/a.png', linkUrl: '/pages/menu', sort: 2, enabled: true };

describe('banners, ads and icons', () => {
  it('add, list by kind, edit and remove', async () => {
    const added = await t.call<{ id: number }>('settings.bannerAdd', BANNER, { token: bannerOnly });
    expect(added.code).toBe(Code.OK);
    await t.call('settings.bannerAdd', { ...BANNER, title: 'First', sort: 1 }, { token: admin });
    await t.call('settings.iconAdd', { title: 'Order', imageUrl: '/files/1/icon/o.png' }, { token: admin });
    const page = await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20 }, { token: admin });
    expect(page.data.records.map((r) => r.title)).toEqual(['First', 'Spring menu']);
    expect(page.data.records[1]).toEqual({ id: added.data.id, ...BANNER, startsOn: null, endsOn: null });
    expect((await t.call<Page<AppletItem>>('settings.iconPage', { page: 1, limit: 20 }, { token: admin })).data.records.map((r) => r.title)).toEqual(['Order']);
    expect((await t.call<Page<AppletItem>>('settings.dynamicBannerPage', { page: 1, limit: 20 }, { token: admin })).data.total).toBe(0);
    expect((await t.call('settings.bannerEdit', { ...BANNER, id: added.data.id, enabled: false }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20, enabled: false }, { token: admin })).data.records.map((r) => r.id)).toEqual([added.data.id]);
    expect((await t.call('settings.bannerRemove', { id: added.data.id }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20 }, { token: admin })).data.total).toBe(1);
  });

  it('refuse bad input with 40000 and write nothing', async () => {
    const before = await items();
    for (const [content, field] of [
      [{ ...BANNER, title: ' ' }, 'title'],
      [{ ...BANNER, imageUrl: '' }, 'imageUrl'],
      [{ ...BANNER, sort: -1 }, 'sort'],
      [{ ...BANNER, startsOn: '2025-05-02', endsOn: '2025-05-01' }, 'endsOn'],
    ] as const) {
      const r = await t.call('settings.adAdd', content, { token: admin });
      expect(r.code).toBe(Code.VALIDATION);
      expect(fieldsOf(r.data)).toEqual([field]);
    }
    expect(await items()).toEqual(before);
  });

  it('treat another merchant’s and another kind’s ids as unknown', async () => {
    const mine = (await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20 }, { token: admin })).data.records[0];
    expect((await t.call('settings.bannerEdit', { ...BANNER, id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.bannerRemove', { id: mine.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.adRemove', { id: mine.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.iconEdit', { ...BANNER, id: mine.id }, { token: admin })).code).toBe(Code.NOT_FOUND);
    expect((await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20 }, { token: admin2 })).data.total).toBe(0);
    expect((await t.call<Page<AppletItem>>('settings.bannerPage', { page: 1, limit: 20 }, { token: admin })).data.records[0]).toEqual(mine);
  });

  it('need the menu id of their page', async () => {
    expect((await t.call('settings.adPage', { page: 1, limit: 20 }, { token: bannerOnly })).code).toBe(Code.FORBIDDEN);
  });
});

describe('pickup notification templates', () => {
  it('accept known placeholders, one template per event', async () => {
    const content = '{name}, your meal is ready: code {pickupCode} at {canteen}';
    const r = await t.call<{ id: number }>('settings.pickupTemplateAdd', { event: 'mealReady', templateId: 'TPL-1', content }, { token: admin });
    expect(r.code).toBe(Code.OK);
    const dup = await t.call('settings.pickupTemplateAdd', { event: 'mealReady', templateId: 'TPL-2', content }, { token: admin });
    expect(dup.code).toBe(Code.VALIDATION);
    expect(fieldsOf(dup.data)).toEqual(['event']);
    expect((await t.call('settings.pickupTemplatePage', { page: 1, limit: 20 }, { token: admin })).data).toMatchObject({ total: 1, records: [{ id: r.data.id, templateId: 'TPL-1', enabled: true }] });
    expect((await t.call('settings.pickupTemplateRemove', { id: r.data.id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
  });

  it('refuse an unknown placeholder and write nothing', async () => {
    const before = await t.db.query(`SELECT * FROM applet_templates ORDER BY id`);
    const r = await t.call('settings.pickupTemplateAdd', { event: 'pickupReminder', templateId: 'TPL-3', content: 'Hi {nmae}' }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(fieldsOf(r.data)).toEqual(['content']);
    expect(r.msg).toContain('{nmae}');
    expect(await t.db.query(`SELECT * FROM applet_templates ORDER BY id`)).toEqual(before);
  });
});

describe('recommended dishes', () => {
  it('store dishes of the merchant\'s library once each', async () => {
    const [rice, soup, elsewhere] = [await addDish(t.db, 'Fried rice', 900), await addDish(t.db, 'Egg soup', 400), await addDish(t.db, 'Noodles', 800, 2)];
    const r = await t.call<{ id: number }>('settings.recommendedDishAdd', { dishId: rice, sort: 1 }, { token: admin });
    expect(r.code).toBe(Code.OK);
    expect((await t.call('settings.recommendedDishAdd', { dishId: rice }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('settings.recommendedDishAdd', { dishId: rice }, { token: admin2 })).code).toBe(Code.VALIDATION);
    expect((await t.call('settings.recommendedDishAdd', { dishId: elsewhere }, { token: admin2 })).code).toBe(Code.OK);
    expect((await t.call('settings.recommendedDishAdd', { dishId: 999_999 }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('settings.recommendedDishAdd', { dishId: -3 }, { token: admin })).code).toBe(Code.VALIDATION);
    expect((await t.call('settings.recommendedDishEdit', { id: r.data.id, dishId: elsewhere, sort: 0 }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.recommendedDishEdit', { id: r.data.id, dishId: soup, sort: 0 }, { token: admin })).code).toBe(Code.OK);
    await t.db.query(`DELETE FROM menu_dishes WHERE id = $1`, [soup]);
    // A dish removed from the library since stays listed, without a name.
    expect((await t.call('settings.recommendedDishPage', { page: 1, limit: 20 }, { token: admin })).data).toMatchObject({ total: 1, records: [{ dishId: soup, sort: 0, dishName: null }] });
  });

  it('offer the dish library to a role holding only this page, and list dishes by name', async () => {
    const dishId = await addDish(t.db, 'Mapo tofu', 1200);
    const only = await userWithMenus(t, admin, 'recommendonly', [209070]);
    const choices = await t.call<{ dishesId: number; dishName: string }[]>('settings.recommendedDishChoices', { keyword: 'Mapo' }, { token: only });
    expect(choices.data.map((d) => [d.dishesId, d.dishName])).toEqual([[dishId, 'Mapo tofu']]);
    expect((await t.call('settings.recommendedDishAdd', { dishId, sort: 0 }, { token: only })).code).toBe(Code.OK);
    const listed = await t.call<Page<{ dishId: number; dishName: string | null }>>('settings.recommendedDishPage', { page: 1, limit: 20, dishId }, { token: only });
    expect(listed.data.records).toMatchObject([{ dishId, dishName: 'Mapo tofu' }]);
  });
});

describe('app settings and app version', () => {
  it('save and read back, refusing bad values', async () => {
    const settings = { appName: '食堂点餐', servicePhone: '010-12345678', noticeText: 'Closed on Sunday', bookingDaysAhead: 3, orderCutoffMinutes: 30, showBalance: false };
    expect((await t.call('settings.appletSettingsSave', settings, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.appletSettingsGet', {}, { token: admin })).data).toEqual(settings);
    const bad = await t.call('settings.appletSettingsSave', { ...settings, servicePhone: 'call me' }, { token: admin });
    expect(fieldsOf(bad.data)).toEqual(['servicePhone']);
    expect((await t.call('settings.appletSettingsGet', {}, { token: admin })).data).toEqual(settings);
    const version = { versionCode: 12, versionName: '1.2.0', downloadUrl: 'https://example.com/app.apk', forceUpdate: true, releaseNotes: '' };
    expect((await t.call('settings.appVersionSave', version, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.appVersionGet', {}, { token: admin })).data).toEqual(version);
    expect((await t.call('settings.appVersionGet', {}, { token: admin2 })).data).toMatchObject({ versionCode: 0 });
    expect((await t.call('settings.appVersionSave', { ...version, versionCode: 1.5 }, { token: admin })).code).toBe(Code.VALIDATION);
  });
});
