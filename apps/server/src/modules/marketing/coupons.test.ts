import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type Coupon, type CouponItem, type CouponLog, type Page, type UniversalUse } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { testCtx } from '../../testing/ctx';
import { count, limitedOrgToken, ok } from '../../testing/api';
import { addOrg, addPerson } from '../../testing/money';
import { couponOffer, redeemCoupon, returnCouponOfOrder } from './couponRedemption';

let t: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
});
afterAll(() => t.close());

const code = async (id: string, content: Record<string, unknown>, token = admin) => (await t.call(id, content, { token })).code;
let serial = 0;
const cash = (over: Record<string, unknown> = {}) => ({
  couponName: `Lunch ${Date.now()}-${serial++}`,
  kind: 'cash',
  value: 300,
  minSpend: 1000,
  validType: 'days',
  validDays: 30,
  ...over,
});
const addCoupon = async (over: Record<string, unknown> = {}) => (await ok<{ couponId: number }>(t, 'marketingCoupons.couponAdd', cash(over), admin)).couponId;
const items = (q: Record<string, unknown>, token = admin) => ok<Page<CouponItem>>(t, 'marketingCoupons.itemList', q, token);

describe('coupons', () => {
  it('adds, lists, edits and removes a coupon; refuses bad pairs and writes nothing', async () => {
    const couponId = await addCoupon({ canteenIds: [], mealTypes: [2, 4], totalCap: 10, perPersonCap: 2 });
    const page = await ok<Page<Coupon>>(t, 'marketingCoupons.couponList', { kind: 'cash' }, admin);
    const row = page.records.find((r) => r.couponId === couponId)!;
    expect(row).toMatchObject({ kind: 'cash', value: 300, minSpend: 1000, validType: 'days', validDays: 30, mealTypes: [2, 4], totalCap: 10, perPersonCap: 2, issued: 0, used: 0 });
    await ok(t, 'marketingCoupons.couponUpdate', { ...cash({ couponName: row.couponName }), couponId, kind: 'discount', value: 85, validType: 'range', validFrom: '2026-01-01', validTo: '2026-12-31' }, admin);
    const edited = (await ok<Page<Coupon>>(t, 'marketingCoupons.couponList', { couponName: row.couponName }, admin)).records[0];
    expect(edited).toMatchObject({ kind: 'discount', value: 85, validType: 'range', validDays: null, validFrom: '2026-01-01', validTo: '2026-12-31' });

    const before = await count(t, 'mkt_coupons');
    const bad = await t.call('marketingCoupons.couponAdd', cash({ kind: 'discount', value: 120 }), { token: admin });
    expect(bad.code).toBe(Code.VALIDATION);
    expect((bad.data as { fields: { field: string }[] }).fields[0].field).toBe('value');
    expect(await code('marketingCoupons.couponAdd', cash({ validType: 'range' }))).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.couponAdd', cash({ value: 12.5 }))).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.couponAdd', cash({ couponName: row.couponName }))).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.couponAdd', cash({ canteenIds: [999999] }))).toBe(Code.NOT_FOUND);
    expect(await count(t, 'mkt_coupons')).toBe(before);

    // Merchant 2 neither sees nor changes merchant 1's coupon.
    expect((await ok<Page<Coupon>>(t, 'marketingCoupons.couponList', {}, admin2)).records.some((r) => r.couponId === couponId)).toBe(false);
    expect(await code('marketingCoupons.couponUpdate', { ...cash(), couponId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingCoupons.couponDelete', { couponId }, admin2)).toBe(Code.NOT_FOUND);
    await ok(t, 'marketingCoupons.couponDelete', { couponId }, admin);
    expect(await count(t, 'mkt_coupons')).toBe(before - 1);
  });

  it('refuses a role without the coupon menus (40300)', async () => {
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', {
      roleCode: 'r_nocoupon',
      roleName: 'nocoupon',
      roleDesc: '',
      menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 508000 && m !== 507000),
    }, admin);
    await ok(t, 'admin.userAdd', { username: 'nocoupon', password: await t.encrypt('Passw0rd!'), realName: 'nocoupon', roleId }, admin);
    const token = await t.token('nocoupon', 'Passw0rd!');
    expect(await code('marketingCoupons.couponList', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingCoupons.couponAdd', cash(), token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingCoupons.itemList', {}, token)).toBe(Code.FORBIDDEN);
    expect(await code('marketingCoupons.configPage', {}, token)).toBe(Code.FORBIDDEN);
  });
});

describe('grant plans', () => {
  it('grants a plan to its organisations and people once, within the per-person cap, and logs it', async () => {
    const org = await addOrg(t.db, 1);
    const child = await addOrg(t.db, 1, undefined, org);
    const [a, b] = [await addPerson(t.db, 1, org), await addPerson(t.db, 1, child)];
    const other = await addPerson(t.db, 1, await addOrg(t.db, 1));
    const couponId = await addCoupon({ perPersonCap: 2 });
    // a already holds one: the plan's two each leave a only one more.
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId: a.custId }, admin);
    const plan = { configName: 'November', couponId, orgIds: [org], custIds: [other.custId], perPerson: 2 };
    const { configId } = await ok<{ configId: number }>(t, 'marketingCoupons.configAdd', plan, admin);
    await ok(t, 'marketingCoupons.configEdit', { ...plan, configId, remark: 'for all' }, admin);
    const listed = await ok<Page<{ configId: number; state: string; remark: string; couponName: string }>>(t, 'marketingCoupons.configPage', { couponId }, admin);
    expect(listed.records).toEqual([expect.objectContaining({ configId, state: 'pending', remark: 'for all' })]);

    expect(await ok(t, 'marketingCoupons.configGrant', { configId }, admin)).toEqual({ configId, people: 3, issued: 5, skipped: 1 });
    const held = (await items({ configId, limit: 50 })).records;
    expect(held.map((i) => i.custId).sort()).toEqual([a.custId, b.custId, b.custId, other.custId, other.custId].sort());
    expect(held.every((i) => i.state === 'unused' && /^C\d{15}$/.test(i.couponNo) && i.batchNo === `G${configId}`)).toBe(true);
    expect(new Date(held[0].validTo).getTime() - new Date(held[0].validFrom).getTime()).toBe(30 * 86_400_000);
    const log = await ok<Page<CouponLog>>(t, 'marketingCoupons.logList', { couponId, event: 'grant' }, admin);
    expect(log.total).toBe(5);

    // Granted once: no second grant, edit or removal.
    expect(await code('marketingCoupons.configGrant', { configId })).toBe(Code.CONFLICT);
    expect(await code('marketingCoupons.configEdit', { ...plan, configId })).toBe(Code.CONFLICT);
    expect(await code('marketingCoupons.configRemove', { configId })).toBe(Code.CONFLICT);
    expect((await ok<Page<{ state: string; grantedCount: number }>>(t, 'marketingCoupons.configPage', { couponId, state: 'granted' }, admin)).records[0]).toMatchObject({ grantedCount: 5 });
  });

  it('refuses a grant past the total cap whole, bad plans, and another merchant', async () => {
    const org = await addOrg(t.db, 1);
    for (let i = 0; i < 3; i++) await addPerson(t.db, 1, org);
    const couponId = await addCoupon({ totalCap: 2 });
    const { configId } = await ok<{ configId: number }>(t, 'marketingCoupons.configAdd', { configName: 'Too many', couponId, orgIds: [org] }, admin);
    const before = await count(t, 'mkt_coupon_items');
    expect(await code('marketingCoupons.configGrant', { configId })).toBe(Code.BUSINESS_RULE);
    expect(await count(t, 'mkt_coupon_items')).toBe(before);
    expect((await ok<Page<{ state: string }>>(t, 'marketingCoupons.configPage', { couponId }, admin)).records[0].state).toBe('pending');

    const configs = await count(t, 'mkt_coupon_configs');
    expect(await code('marketingCoupons.configAdd', { configName: 'Nobody', couponId })).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.configAdd', { configName: 'Foreign', couponId, orgIds: [await addOrg(t.db, 2)] })).toBe(Code.NOT_FOUND);
    expect(await code('marketingCoupons.configAdd', { configName: 'Bad', couponId, orgIds: [org], perPerson: 0 })).toBe(Code.VALIDATION);
    expect(await count(t, 'mkt_coupon_configs')).toBe(configs);

    expect(await code('marketingCoupons.configGrant', { configId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingCoupons.configRemove', { configId }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingCoupons.configAdd', { configName: 'Theirs', couponId, orgIds: [await addOrg(t.db, 2)] }, admin2)).toBe(Code.NOT_FOUND);
    expect((await ok<Page<unknown>>(t, 'marketingCoupons.configPage', { couponId }, admin2)).total).toBe(0);
    await ok(t, 'marketingCoupons.configRemove', { configId }, admin);
    expect(await count(t, 'mkt_coupon_configs')).toBe(configs - 1);
  });
});

describe('issued coupons', () => {
  it('batch-adds paper coupons within the total cap, voids, restores, prints and deletes them', async () => {
    const couponId = await addCoupon({ totalCap: 5, perPersonCap: 1 });
    const { batchNo } = await ok<{ batchNo: string; count: number }>(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 4, batchNo: 'PAPER-7' }, admin);
    expect(batchNo).toBe('PAPER-7');
    expect(await code('marketingCoupons.itemBatchAdd', { couponId, count: 2 })).toBe(Code.BUSINESS_RULE);
    const person = await addPerson(t.db, 1, await addOrg(t.db, 1));
    expect(await code('marketingCoupons.itemBatchAdd', { couponId, count: 2, custId: person.custId })).toBe(Code.BUSINESS_RULE);
    expect(await code('marketingCoupons.itemBatchAdd', { couponId, count: 0 })).toBe(Code.VALIDATION);
    const paper = (await items({ couponId, batchNo: 'PAPER-7' })).records;
    expect(paper).toHaveLength(4);
    expect(paper.every((i) => i.custId === null && i.state === 'unused')).toBe(true);

    await ok(t, 'marketingCoupons.itemUpdate', { itemId: paper[0].itemId, state: 'void' }, admin);
    expect((await items({ couponId, state: 'void' })).records.map((i) => i.itemId)).toEqual([paper[0].itemId]);
    await ok(t, 'marketingCoupons.itemUpdate', { itemId: paper[0].itemId, state: 'unused', validTo: '2020-01-01' }, admin);
    expect((await items({ couponId, state: 'expired' })).records.map((i) => i.itemId)).toEqual([paper[0].itemId]);

    const printed = await ok<{ records: { couponNo: string; value: number }[]; total: number }>(t, 'marketingCoupons.itemPrint', { itemIds: [paper[1].itemId, paper[2].itemId] }, admin);
    expect(printed.total).toBe(2);
    expect(printed.records.map((r) => r.couponNo).sort()).toEqual([paper[1].couponNo, paper[2].couponNo].sort());

    expect(await code('marketingCoupons.itemUpdate', { itemId: paper[1].itemId, state: 'void' }, admin2)).toBe(Code.NOT_FOUND);
    expect(await code('marketingCoupons.itemDelete', { itemIds: [paper[1].itemId] }, admin2)).toBe(Code.NOT_FOUND);
    expect((await items({ couponId }, admin2)).total).toBe(0);
    expect(await ok(t, 'marketingCoupons.itemDelete', { itemIds: [paper[1].itemId, paper[2].itemId] }, admin)).toEqual({ deleted: 2 });
    expect((await ok<Page<Coupon>>(t, 'marketingCoupons.couponList', {}, admin)).records.find((c) => c.couponId === couponId)!.issued).toBe(2);
    // The freed places can be issued again.
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 3 }, admin);
    expect((await ok<Page<CouponLog>>(t, 'marketingCoupons.logList', { couponId }, admin)).records.map((l) => l.event).filter((e) => e !== 'issue')).toEqual(
      expect.arrayContaining(['void', 'restore', 'delete', 'delete']),
    );
    // A coupon with issued items is not removed.
    expect(await code('marketingCoupons.couponDelete', { couponId })).toBe(Code.BUSINESS_RULE);
  });

  it("shows only the holders of a role's organisations", async () => {
    const [mine, theirs] = [await addOrg(t.db, 1), await addOrg(t.db, 1)];
    const [p, q] = [await addPerson(t.db, 1, mine), await addPerson(t.db, 1, theirs)];
    const couponId = await addCoupon();
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId: p.custId }, admin);
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1, custId: q.custId }, admin);
    const scoped = await limitedOrgToken(t, admin, 'coupon_org', [mine]);
    const seen = (await items({ couponId }, scoped)).records;
    expect(seen.map((i) => i.custId)).toEqual([p.custId]);
    const hidden = (await items({ couponId, custName: '' })).records.find((i) => i.custId === q.custId)!;
    expect(await code('marketingCoupons.itemUpdate', { itemId: hidden.itemId, state: 'void' }, scoped)).toBe(Code.NOT_FOUND);
  });
});

describe('universal coupons', () => {
  it('adds, lists, prints, is used and summed, and is voided', async () => {
    const couponId = await addCoupon({ minSpend: 0 });
    const { universalId, code: given } = await ok<{ universalId: number; code: string }>(t, 'marketingCoupons.universalAdd', {
      couponId,
      code: `open${serial++}x`,
      totalCap: 2,
      perPersonCap: 1,
      validFrom: '2024-01-01',
      validTo: '2099-12-31',
    }, admin);
    expect(given).toMatch(/^OPEN\d+X$/);
    expect(await code('marketingCoupons.universalAdd', { couponId, code: given, validFrom: '2024-01-01', validTo: '2099-12-31' })).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.universalAdd', { couponId, validFrom: '2024-02-01', validTo: '2024-01-01' })).toBe(Code.VALIDATION);
    expect(await code('marketingCoupons.universalAdd', { couponId, validFrom: '2024-01-01', validTo: '2099-12-31' }, admin2)).toBe(Code.NOT_FOUND);
    const list = await ok<Page<{ universalId: number; used: number; state: string }>>(t, 'marketingCoupons.universalList', { couponId }, admin);
    expect(list.records).toEqual([expect.objectContaining({ universalId, used: 0, state: 'active' })]);
    expect((await ok<{ records: { couponNo: string }[] }>(t, 'marketingCoupons.universalPrint', { universalIds: [universalId] }, admin)).records[0].couponNo).toBe(given);

    const ctx = testCtx(t.db, 1);
    const at = new Date();
    const org = await addOrg(t.db, 1);
    const [a, b, c] = [await addPerson(t.db, 1, org), await addPerson(t.db, 1, org), await addPerson(t.db, 1, org)];
    const offer = (await couponOffer(ctx, a.custId, given.toLowerCase(), at))!;
    expect(offer).toMatchObject({ couponItemId: universalId, universal: true, kind: 'cash', value: 300 });
    expect(await redeemCoupon(ctx, offer, a.custId, 9_000_000_001, 300, at)).toBe(true);
    // Per person: a has used it once.
    expect(await couponOffer(ctx, a.custId, given, at)).toBeNull();
    expect(await redeemCoupon(ctx, offer, a.custId, 9_000_000_002, 300, at)).toBe(false);
    expect(await redeemCoupon(ctx, offer, b.custId, 9_000_000_003, 300, at)).toBe(true);
    // Total cap of 2 reached.
    expect(await couponOffer(ctx, c.custId, given, at)).toBeNull();
    await returnCouponOfOrder(ctx, 9_000_000_003, at);
    expect(await couponOffer(ctx, c.custId, given, at)).not.toBeNull();

    const uses = await ok<Page<UniversalUse>>(t, 'marketingCoupons.universalOrdList', { universalId }, admin);
    expect(uses.records.map((u) => [u.orderId, u.state])).toEqual(
      expect.arrayContaining([
        [9_000_000_001, 'used'],
        [9_000_000_003, 'returned'],
      ]),
    );
    const sums = await ok<{ records: { universalId: number; uses: number; returned: number; discount: number }[]; sum: unknown }>(t, 'marketingCoupons.universalOrdSum', { couponId }, admin);
    expect(sums.records).toEqual([{ universalId, code: given, couponName: expect.any(String), uses: 1, returned: 1, discount: 300 }]);
    expect(sums.sum).toEqual({ uses: 1, returned: 1, discount: 300 });
    expect((await ok<Page<unknown>>(t, 'marketingCoupons.universalOrdList', { universalId }, admin2)).total).toBe(0);

    expect(await code('marketingCoupons.universalDelete', { universalId }, admin2)).toBe(Code.NOT_FOUND);
    await ok(t, 'marketingCoupons.universalDelete', { universalId }, admin);
    expect(await code('marketingCoupons.universalDelete', { universalId })).toBe(Code.CONFLICT);
    expect(await couponOffer(ctx, c.custId, given, at)).toBeNull();
  });
});

describe('redemption at consumption', () => {
  it('offers a valid coupon only to its holder, redeems it once, and takes it back on a full refund', async () => {
    const org = await addOrg(t.db, 1);
    const [holder, stranger] = [await addPerson(t.db, 1, org), await addPerson(t.db, 1, org)];
    const couponId = await addCoupon({ value: 500, minSpend: 2000, mealTypes: [2] });
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 2, custId: holder.custId }, admin);
    const [first, second] = (await items({ couponId })).records;
    const ctx = testCtx(t.db, 1);
    const now = new Date();

    const offer = (await couponOffer(ctx, holder.custId, first.couponNo, now))!;
    expect(offer).toEqual({
      couponItemId: first.itemId,
      couponNo: first.couponNo,
      couponName: first.couponName,
      kind: 'cash',
      value: 500,
      minSpend: 2000,
      canteenIds: [],
      mealTypes: [2],
      universal: false,
    });
    expect(await couponOffer(ctx, stranger.custId, first.couponNo, now)).toBeNull();
    expect(await couponOffer(testCtx(t.db, 2), holder.custId, first.couponNo, now)).toBeNull();
    expect(await couponOffer(ctx, holder.custId, first.couponNo, new Date(now.getTime() + 31 * 86_400_000))).toBeNull();
    expect(await couponOffer(ctx, holder.custId, 'C000000000000000', now)).toBeNull();

    expect(await redeemCoupon(ctx, offer, stranger.custId, 8_000_000_001, 500, now)).toBe(false);
    expect(await redeemCoupon(ctx, offer, holder.custId, 8_000_000_001, 500, now)).toBe(true);
    expect(await redeemCoupon(ctx, offer, holder.custId, 8_000_000_002, 500, now)).toBe(false);
    expect(await couponOffer(ctx, holder.custId, first.couponNo, now)).toBeNull();
    const used = (await items({ couponId, state: 'used' })).records;
    expect(used).toEqual([expect.objectContaining({ itemId: first.itemId, orderId: 8_000_000_001, discount: 500 })]);

    // A voided coupon does not pay; a refund of an order without a coupon changes nothing.
    await ok(t, 'marketingCoupons.itemUpdate', { itemId: second.itemId, state: 'void' }, admin);
    expect(await couponOffer(ctx, holder.custId, second.couponNo, now)).toBeNull();
    await returnCouponOfOrder(ctx, 8_000_000_099, now);

    await returnCouponOfOrder(ctx, 8_000_000_001, now);
    expect((await items({ couponId, state: 'unused' })).records.map((i) => [i.itemId, i.orderId, i.discount])).toEqual([[first.itemId, null, 0]]);
    expect(await couponOffer(ctx, holder.custId, first.couponNo, now)).not.toBeNull();
    const log = (await ok<Page<CouponLog>>(t, 'marketingCoupons.logList', { couponId, couponNo: first.couponNo }, admin)).records;
    expect(log.map((l) => [l.event, l.orderId, l.discount])).toEqual([
      ['return', 8_000_000_001, 500],
      ['use', 8_000_000_001, 500],
      ['issue', null, 0],
    ]);
  });

  it('a paper coupon without a holder pays for whoever presents it, then is theirs', async () => {
    const org = await addOrg(t.db, 1);
    const p = await addPerson(t.db, 1, org);
    const couponId = await addCoupon({ kind: 'discount', value: 90, minSpend: 0 });
    await ok(t, 'marketingCoupons.itemBatchAdd', { couponId, count: 1 }, admin);
    const [paper] = (await items({ couponId })).records;
    const ctx = testCtx(t.db, 1);
    const offer = (await couponOffer(ctx, p.custId, paper.couponNo, new Date()))!;
    expect(offer).toMatchObject({ kind: 'discount', value: 90 });
    expect(await redeemCoupon(ctx, offer, p.custId, 8_100_000_001, 120, new Date())).toBe(true);
    expect((await items({ couponId })).records[0]).toMatchObject({ custId: p.custId, state: 'used' });
  });
});
