// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS, type ConsumeResult, type Page, type RefundRequestRow } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, reviewerToken } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The refund review (issue 23, item 8): while the merchant's pay setting refundReview is on, a refund made on the order
 * pages (ordInfo/part/refund, ordInfo/whole/order/back) is a request waiting on the review page; approving needs the
 * review menu, and whoever asked never approves it. Off, they pay at once as before.
 */
let t: TestServer;
let admin: string;
let reviewer: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  reviewer = await reviewerToken(t, admin, 'review_second');
  org = await addOrg(t.db, 1, 'Review org');
});
afterEach(async () => {
  await ok(t, 'settings.putSetting', { key: 'pay', value: {} }, admin);
  await expectMoneyInvariants(t.db);
});
afterAll(() => t.close());

const call = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token, headers: { 'accept-language': 'en' } });
const review = (on: boolean) => ok(t, 'settings.putSetting', { key: 'pay', value: { refundReview: on } }, admin);

async function paidOrder() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 5000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  const c = await ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 2000 }, admin);
  return { ...p, orderId: c.orderId };
}

describe('refund review on', () => {
  it('a part refund and a whole refund from the order pages become requests; no money moves until another manager approves', async () => {
    await review(true);
    const o = await paidOrder();
    const before = await balances(t.db, o.accId);
    const part = { orderId: o.orderId, amount: 500, bizNo: newBizNo('P'), reason: 'Cold' };
    const asked = await ok<{ state: string; requestId: number; amount: number }>(t, 'orders.partRefund', part, admin);
    expect(asked).toEqual({ state: 'pending', requestId: expect.any(Number), amount: 500 });
    const whole = await ok<{ state: string; requestId: number; amount: number }>(t, 'accounts.wholeOrderBack', { orderId: o.orderId, bizNo: newBizNo('W'), reason: 'Ill' }, admin);
    // The whole rest: what the pending part request does not hold already.
    expect(whole).toEqual({ state: 'pending', requestId: expect.any(Number), amount: 1500 });
    expect(await balances(t.db, o.accId)).toEqual(before);
    const pending = await ok<Page<RefundRequestRow> & { sum: { count: number; amount: number } }>(t, 'orders.refundRequestPage', { state: 'pending', orderId: o.orderId }, admin);
    expect(pending.records.map((r) => [r.requestId, r.amount]).sort()).toEqual([
      [asked.requestId, 500],
      [whole.requestId, 1500],
    ]);
    // The page's sum row is of the filtered requests.
    expect(pending.sum).toEqual({ count: 2, amount: 2000 });

    // The requester cannot approve it, whatever menus they hold; another manager with the review menu can.
    const own = await call('orders.refundApprove', { id: asked.requestId });
    expect([own.code, own.msg]).toEqual([Code.BUSINESS_RULE, 'You asked for this refund: another holder of the refund review must approve it']);
    expect(await balances(t.db, o.accId)).toEqual(before);
    expect(await ok(t, 'orders.refundApprove', { id: asked.requestId }, reviewer)).toMatchObject({ requestId: asked.requestId, refunded: { cash: 500 } });
    expect(await balances(t.db, o.accId)).toEqual({ ...before, cash: before.cash + 500 });

    // A repeat of the part refund's bizNo answers the request as it stands now, and moves nothing.
    expect(await ok(t, 'orders.partRefund', part, admin)).toEqual({ state: 'approved', requestId: asked.requestId, amount: 500 });
    expect((await call('orders.partRefund', { ...part, amount: 600 })).code).toBe(Code.CONFLICT);
    expect(await balances(t.db, o.accId)).toEqual({ ...before, cash: before.cash + 500 });
    await ok(t, 'orders.refundReject', { id: whole.requestId, reason: 'Eaten' }, reviewer);
  });

  it('approving needs the review menu', async () => {
    await review(true);
    const o = await paidOrder();
    const { requestId } = await ok<{ requestId: number }>(t, 'orders.partRefund', { orderId: o.orderId, amount: 300, bizNo: newBizNo('P'), reason: 'x' }, admin);
    const { roleId } = await ok<{ roleId: number }>(t, 'admin.roleAdd', { roleCode: 'r_noreview', roleName: 'noreview', roleDesc: '', menuIds: MERCHANT_MENU_IDS.filter((m) => m !== 402000) }, admin);
    await ok(t, 'admin.userAdd', { username: 'noreview', password: await t.encrypt('Passw0rd!'), realName: 'noreview', roleId }, admin);
    expect((await call('orders.refundApprove', { id: requestId }, await t.token('noreview', 'Passw0rd!'))).code).toBe(Code.FORBIDDEN);
    await ok(t, 'orders.refundRemove', { id: requestId }, admin);
  });
});

describe('refund review on, the money core\'s own refund calls', () => {
  it('acc/refund/accrefund and the report centre\'s refund refuse (a request on the order pages is the way) and move nothing; a bizNo paid before still answers', async () => {
    const o = await paidOrder();
    const paid = await ok<{ refundId: number }>(t, 'accounts.refund', { orderId: o.orderId, amount: 100, bizNo: 'ACC-BEFORE-REVIEW', reason: 'x' }, admin);
    await review(true);
    const before = await balances(t.db, o.accId);
    for (const id of ['accounts.refund', 'accounts.reportRefund']) {
      const r = await call(id, { orderId: o.orderId, amount: 300, bizNo: newBizNo('D'), reason: 'Cold' });
      expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'The refund review is on: ask for the refund on the order pages, and it is paid once approved']);
    }
    expect(await balances(t.db, o.accId)).toEqual(before);
    // The repeat of a refund made before the review was turned on gets its first reply.
    expect((await ok<{ refundId: number }>(t, 'accounts.refund', { orderId: o.orderId, amount: 100, bizNo: 'ACC-BEFORE-REVIEW', reason: 'x' }, admin)).refundId).toBe(paid.refundId);
  });
});

describe('refund review off (the default)', () => {
  it('the order pages refund at once, as before', async () => {
    const o = await paidOrder();
    const before = await balances(t.db, o.accId);
    expect(await ok(t, 'orders.partRefund', { orderId: o.orderId, amount: 500, bizNo: newBizNo('P'), reason: 'Cold' }, admin)).toMatchObject({ refunded: { cash: 500 } });
    expect(await ok(t, 'accounts.wholeOrderBack', { orderId: o.orderId, bizNo: newBizNo('W') }, admin)).toMatchObject({ refunded: { cash: 1500 } });
    expect(await balances(t.db, o.accId)).toEqual({ ...before, cash: before.cash + 2000 });
  });
});
