import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type DeductionOverride, type Page } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { deductionOrder, overdraftLimit } from './service';
import { fieldsOf, userWithMenus } from './testing';
import { addOrg, addPerson } from '../../testing/money';

let t: TestServer;
let admin: string;
let admin2: string;
let appletOnly: string;
/** People of merchant 1 (custIds), and one of merchant 2. */
let p1: number, p2: number, p3: number, foreign: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  appletOnly = await userWithMenus(t, admin, 'appletdeduct', [209080]);
  const org = await addOrg(t.db, 1);
  [p1, p2, p3] = [(await addPerson(t.db, 1, org)).custId, (await addPerson(t.db, 1, org)).custId, (await addPerson(t.db, 1, org)).custId];
  foreign = (await addPerson(t.db, 2, await addOrg(t.db, 2))).custId;
});
afterAll(() => t.close());

const overrides = () => t.db.query(`SELECT merchant_id, subject_type, subject_ref, wallets FROM deduction_overrides ORDER BY id`);
const settingsRows = () => t.db.query(`SELECT merchant_id, key, value FROM merchant_settings ORDER BY merchant_id, key`);

describe('merchant settings keys', () => {
  it('give defaults before anything is saved', async () => {
    const account = await t.call<{ value: unknown }>('settings.getSetting', { key: 'account' }, { token: admin });
    expect(account.data.value).toEqual({ overdraftLimit: 0, maxBalance: 0, singleConsumeLimit: 0, dailyConsumeLimit: 0 });
    const pay = await t.call<{ value: unknown }>('settings.getSetting', { key: 'pay' }, { token: admin });
    expect(pay.data.value).toEqual({ payTypes: ['card', 'face', 'qrcode'], allowOffline: true, offlineMaxAmount: 5000, refundDays: 7, refundReview: false });
    expect(await overdraftLimit(testCtx(t.db, 1))).toBe(0);
  });

  it('save the overdraft limit that consumption reads, per merchant', async () => {
    const value = { overdraftLimit: 2000, maxBalance: 100000, singleConsumeLimit: 5000, dailyConsumeLimit: 20000 };
    expect((await t.call('settings.putSetting', { key: 'account', value }, { token: admin })).code).toBe(Code.OK);
    expect(await overdraftLimit(testCtx(t.db, 1))).toBe(2000);
    expect(await overdraftLimit(testCtx(t.db, 2))).toBe(0);
    expect((await t.call<{ value: unknown }>('settings.getSetting', { key: 'account' }, { token: admin2 })).data.value).toMatchObject({ overdraftLimit: 0 });
  });

  it.each([
    ['a negative overdraft', 'account', { overdraftLimit: -1 }, 'value.overdraftLimit'],
    ['an overdraft in yuan with decimals', 'account', { overdraftLimit: 12.5 }, 'value.overdraftLimit'],
    ['an unknown pay type', 'pay', { payTypes: ['card', 'bitcoin'] }, 'value.payTypes.1'],
    ['no pay type', 'pay', { payTypes: [] }, 'value.payTypes'],
    ['booking more than 30 days ahead', 'canteen', { bookingDaysAhead: 31 }, 'value.bookingDaysAhead'],
  ])('refuse %s with 40000 and write nothing', async (_what, key, value, field) => {
    const before = await settingsRows();
    const r = await t.call('settings.putSetting', { key, value }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(fieldsOf(r.data)).toEqual([field]);
    expect(await settingsRows()).toEqual(before);
  });

  it('save pay and canteen configs', async () => {
    const pay = { payTypes: ['card', 'wechat'], allowOffline: false, offlineMaxAmount: 0, refundDays: 3, refundReview: true };
    expect((await t.call('settings.putSetting', { key: 'pay', value: pay }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call<{ value: unknown }>('settings.getSetting', { key: 'pay' }, { token: admin })).data.value).toEqual(pay);
    const canteen = { bookingDaysAhead: 3, bookingCutoffMinutes: 30, allowTakeout: true, repeatIntervalSeconds: 10 };
    expect((await t.call('settings.putSetting', { key: 'canteen', value: canteen }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call<{ value: unknown }>('settings.getSetting', { key: 'canteen' }, { token: admin })).data.value).toEqual(canteen);
  });
});

describe('deduction order per channel', () => {
  it('is subsidy → gift → cash by default on both channels', async () => {
    expect((await t.call('settings.deductionGet', {}, { token: admin })).data).toEqual({ order: ['subsidy', 'gift', 'cash'] });
    expect((await t.call('settings.deductionAppletGet', {}, { token: admin })).data).toEqual({ order: ['subsidy', 'gift', 'cash'] });
    expect(await deductionOrder(testCtx(t.db, 1), 'console')).toEqual(['subsidy', 'gift', 'cash']);
  });

  it('keeps each channel its own order', async () => {
    expect((await t.call('settings.deductionUpdate', { order: ['cash', 'subsidy', 'gift'] }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.deductionAppletUpdate', { order: ['gift', 'cash', 'subsidy'] }, { token: appletOnly })).code).toBe(Code.OK);
    expect(await deductionOrder(testCtx(t.db, 1), 'console')).toEqual(['cash', 'subsidy', 'gift']);
    expect(await deductionOrder(testCtx(t.db, 1), 'applet')).toEqual(['gift', 'cash', 'subsidy']);
    expect(await deductionOrder(testCtx(t.db, 2), 'console')).toEqual(['subsidy', 'gift', 'cash']);
    expect((await t.call('settings.deductionGet', {}, { token: admin2 })).data).toEqual({ order: ['subsidy', 'gift', 'cash'] });
  });

  it.each([
    ['a repeated wallet', ['cash', 'cash', 'gift']],
    ['a missing wallet', ['cash', 'gift']],
    ['an unknown wallet', ['cash', 'gift', 'points']],
    ['a fourth wallet', ['cash', 'gift', 'subsidy', 'cash']],
  ])('refuses %s with 40000 and keeps the order', async (_what, order) => {
    const before = await settingsRows();
    const r = await t.call('settings.deductionUpdate', { order }, { token: admin });
    expect(r.code).toBe(Code.VALIDATION);
    expect(fieldsOf(r.data)[0]).toMatch(/^order/);
    expect(await settingsRows()).toEqual(before);
  });

  it('needs the menu of its page', async () => {
    expect((await t.call('settings.deductionGet', {}, { token: appletOnly })).code).toBe(Code.FORBIDDEN);
    expect((await t.call('settings.deductionCustomer', { custId: 1, order: ['cash', 'gift', 'subsidy'] }, { token: appletOnly })).code).toBe(Code.FORBIDDEN);
  });
});

describe('deduction order of single customers and devices', () => {
  it('beats the channel: customer first, then device', async () => {
    const ctx = testCtx(t.db, 1);
    expect((await t.call('settings.deductionCustomer', { custId: p1, order: ['gift', 'subsidy', 'cash'] }, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.deductionSn', { sn: 'POS-001', order: ['subsidy', 'cash', 'gift'] }, { token: admin })).code).toBe(Code.OK);
    expect(await deductionOrder(ctx, 'device', { custId: p1, deviceSn: 'POS-001' })).toEqual(['gift', 'subsidy', 'cash']);
    expect(await deductionOrder(ctx, 'device', { custId: p2, deviceSn: 'POS-001' })).toEqual(['subsidy', 'cash', 'gift']);
    expect(await deductionOrder(ctx, 'device', { custId: p2, deviceSn: 'POS-002' })).toEqual(['cash', 'subsidy', 'gift']);
    // Another merchant's customer with the same id is another customer.
    expect(await deductionOrder(testCtx(t.db, 2), 'console', { custId: p1 })).toEqual(['subsidy', 'gift', 'cash']);
  });

  it('sets several customers at once and replaces an earlier order', async () => {
    const r = await t.call<{ count: number }>('settings.deductionBatch', { custIds: [p1, p2, p2, p3], order: ['cash', 'gift', 'subsidy'] }, { token: admin });
    expect(r.data).toEqual({ count: 3 });
    expect(await deductionOrder(testCtx(t.db, 1), 'applet', { custId: p1 })).toEqual(['cash', 'gift', 'subsidy']);
    const page = await t.call<Page<DeductionOverride>>('settings.deductionOverridePage', { page: 1, limit: 20, subjectType: 'customer' }, { token: admin });
    expect(page.data.records.map((o) => o.subjectRef)).toEqual([p1, p2, p3].map(String));
    expect((await t.call<Page<DeductionOverride>>('settings.deductionOverridePage', { page: 1, limit: 20 }, { token: admin2 })).data.total).toBe(0);
  });

  it('refuses a bad order or subject and writes nothing', async () => {
    const before = await overrides();
    for (const [id, content] of [
      ['settings.deductionCustomer', { custId: 0, order: ['cash', 'gift', 'subsidy'] }],
      ['settings.deductionSn', { sn: ' ', order: ['cash', 'gift', 'subsidy'] }],
      ['settings.deductionBatch', { custIds: [1, 2], order: ['cash', 'gift', 'gift'] }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code).toBe(Code.VALIDATION);
    }
    expect(await overrides()).toEqual(before);
  });

  it("refuses another merchant's or an unknown person (40400) and writes nothing", async () => {
    const before = await overrides();
    for (const [id, content] of [
      ['settings.deductionCustomer', { custId: foreign, order: ['cash', 'gift', 'subsidy'] }],
      ['settings.deductionCustomer', { custId: 999_999, order: ['cash', 'gift', 'subsidy'] }],
      ['settings.deductionBatch', { custIds: [p1, foreign], order: ['gift', 'cash', 'subsidy'] }],
    ] as const) {
      expect((await t.call(id, content, { token: admin })).code).toBe(Code.NOT_FOUND);
    }
    expect(await overrides()).toEqual(before);
  });

  it('removes an override of its own merchant only', async () => {
    const page = await t.call<Page<DeductionOverride>>('settings.deductionOverridePage', { page: 1, limit: 20, subjectType: 'device' }, { token: admin });
    const id = page.data.records[0].id;
    expect((await t.call('settings.deductionOverrideRemove', { id }, { token: admin2 })).code).toBe(Code.NOT_FOUND);
    expect((await t.call('settings.deductionOverrideRemove', { id }, { token: admin })).code).toBe(Code.OK);
    expect(await deductionOrder(testCtx(t.db, 1), 'device', { deviceSn: 'POS-001' })).toEqual(['cash', 'subsidy', 'gift']);
  });
});
