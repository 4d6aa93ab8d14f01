// @db postgres — concurrent refunds on real connections (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { Code, type ConsumeResult } from '@canteen/contract';
import { startTestServer, testDbKind, type TestServer } from '../../testing/server';
import { limitedOrgToken, ok, reviewerToken } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { replyForError } from '../../platform/http/register';

/**
 * Part refunds bound to their bizNo and judged one after the other (issue 23, items 9 and 11): a bizNo reused for
 * another request is 40900, a unique violation is a 40900 reply (never 50000), a line goes back at most once however
 * many ask at the same time, and an approval locks the account before the request.
 */
let t: TestServer;
let admin: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Race org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

/** A person with ￥50 cash who paid ￥20: 2 × ￥6 rice and 1 × ￥8 soup. */
async function paidOrder() {
  const p = await addPerson(t.db, 1, org);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 5000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  const c = await ok<ConsumeResult>(t, 'accounts.consumePay', {
    bizNo: newBizNo('C'),
    custId: p.custId,
    amount: 2000,
    items: [
      { dishId: 1, qty: 2, price: 600, dishName: 'Rice' },
      { dishId: 2, qty: 1, price: 800, dishName: 'Soup' },
    ],
  }, admin);
  const soup = (await t.db.query<{ id: number }>(`SELECT id::int AS id FROM order_items WHERE order_id = $1 ORDER BY id DESC LIMIT 1`, [c.orderId]))[0].id;
  return { ...p, orderId: c.orderId, soup };
}

describe('a part refund’s bizNo is bound to its request', () => {
  it('the same bizNo with another amount is 40900 and moves nothing; the same request gets the first reply', async () => {
    const o = await paidOrder();
    const bizNo = newBizNo('P');
    const first = await ok<{ requestId: number; refundId: number }>(t, 'orders.partRefund', { orderId: o.orderId, amount: 100, bizNo, reason: 'Cold' }, admin);
    const before = await balances(t.db, o.accId);
    const other = await t.call('orders.partRefund', { orderId: o.orderId, amount: 200, bizNo, reason: 'Cold' }, { token: admin, headers: { 'accept-language': 'en' } });
    expect([other.code, other.msg]).toEqual([Code.CONFLICT, `Business number ${bizNo} was already used for another operation`]);
    expect((await t.call('orders.partRefund', { orderId: o.orderId, items: [{ itemId: o.soup, qty: 1 }], bizNo, reason: 'Cold' }, { token: admin })).code).toBe(Code.CONFLICT);
    expect(await ok(t, 'orders.partRefund', { orderId: o.orderId, amount: 100, bizNo, reason: 'Cold' }, admin)).toEqual(first);
    // A manager of another organisation learns nothing by repeating it: the order is not found for them.
    const elsewhere = await limitedOrgToken(t, admin, 'race_elsewhere', [await addOrg(t.db, 1, 'Race elsewhere')]);
    expect((await t.call('orders.partRefund', { orderId: o.orderId, amount: 100, bizNo, reason: 'Cold' }, { token: elsewhere })).code).toBe(Code.NOT_FOUND);
    expect(await balances(t.db, o.accId)).toEqual(before);
  });

  it('a unique violation reaching the error handler is a 40900 reply, not 50000', () => {
    const req = { id: 'req-1', log: { error: () => {} } } as unknown as FastifyRequest;
    const err = Object.assign(new Error('duplicate key value violates unique constraint "refund_requests_biz_no"'), { code: '23505' });
    expect(replyForError(req, 'en', err)).toMatchObject({ code: Code.CONFLICT });
    expect(replyForError(req, 'en', new Error('boom'))).toMatchObject({ code: Code.INTERNAL });
  });
});

describe.skipIf(testDbKind !== 'postgres')('concurrent part refunds (PostgreSQL)', () => {
  it('eight asking the same line at once: it goes back once; the others are refused, none is 50000', async () => {
    const o = await paidOrder();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => t.call('orders.partRefund', { orderId: o.orderId, items: [{ itemId: o.soup, qty: 1 }], bizNo: newBizNo('P'), reason: 'Spilt' }, { token: admin })),
    );
    expect(replies.filter((r) => r.code === Code.OK)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== Code.OK).map((r) => r.code))).toEqual(new Set([Code.BUSINESS_RULE]));
    const returned = await t.db.query<{ qty: number }>(
      `SELECT COALESCE(SUM(i.qty), 0)::int AS qty FROM refund_request_items i JOIN refund_requests r ON r.id = i.request_id WHERE i.order_item_id = $1 AND r.state = 'approved'`,
      [o.soup],
    );
    expect(returned[0].qty).toBe(1);
    expect(await balances(t.db, o.accId)).toEqual({ cash: 3000 + 800, subsidy: 0, gift: 0 });
  });

  it('one bizNo for the orders of eight people at once: one refund, the others 40900, none 50000', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder()));
    const bizNo = newBizNo('P');
    const replies = await Promise.all(orders.map((o) => t.call('orders.partRefund', { orderId: o.orderId, amount: 100, bizNo, reason: 'x' }, { token: admin })));
    expect(replies.filter((r) => r.code === Code.OK)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.code !== Code.OK).map((r) => r.code))).toEqual(new Set([Code.CONFLICT]));
  });

  it('the same request eight times at once pays once and answers each with the first reply', async () => {
    const o = await paidOrder();
    const content = { orderId: o.orderId, amount: 300, bizNo: newBizNo('P'), reason: 'x' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => t.call<{ requestId: number }>('orders.partRefund', content, { token: admin })));
    expect(replies.map((r) => r.code)).toEqual(Array(8).fill(Code.OK));
    expect(new Set(replies.map((r) => r.data.requestId)).size).toBe(1);
    expect((await balances(t.db, o.accId)).cash).toBe(3000 + 300);
  });

  it('approvals beside payments and part refunds of the same person all go through: account, then request, then order', async () => {
    const reviewer = await reviewerToken(t, admin, 'race_reviewer');
    const p = await addPerson(t.db, 1, org);
    await ok(t, 'accounts.recharge', { custId: p.custId, amount: 100_000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    const orderIds: number[] = [];
    for (let i = 0; i < 6; i++) orderIds.push((await ok<ConsumeResult>(t, 'accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 1000 }, admin)).orderId);
    const requests: number[] = [];
    for (const orderId of orderIds) requests.push((await ok<{ requestId: number }>(t, 'orders.refundApply', { orderId, amount: 500, reason: 'x' }, admin)).requestId);
    const replies = await Promise.all([
      ...requests.map((id) => t.call('orders.refundApprove', { id }, { token: reviewer })),
      ...orderIds.map((orderId) => t.call('orders.partRefund', { orderId, amount: 100, bizNo: newBizNo('P'), reason: 'y' }, { token: admin })),
      ...orderIds.map(() => t.call('accounts.consumePay', { bizNo: newBizNo('C'), custId: p.custId, amount: 100 }, { token: admin })),
    ]);
    expect(replies.map((r) => `${r.code} ${r.msg}`)).toEqual(replies.map(() => `${Code.OK} Success`));
    expect((await balances(t.db, p.accId)).cash).toBe(100_000 - 6000 + 6 * 600 - 600);
  });
});
