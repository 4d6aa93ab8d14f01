import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * Batches (one transaction over many people) beside single recharges, consumptions and refunds on the same people,
 * all at once (issue 12). Before the global lock order a batch took account, slot, account, slot… as it went and
 * deadlocked against single operations (40P01 → 50000, the whole batch rolled back). Meaningful on PostgreSQL
 * (PGlite runs one statement at a time); it runs on both.
 */
let t: TestServer;
let admin: string;
let canteenId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Rush hall') RETURNING id`))[0]!.id;
});
afterAll(() => t.close());

const PEOPLE = 16;
const ROUNDS = 3;

/** A deterministic shuffle (the test must be repeatable). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('batches beside single operations on the same people', () => {
  it('never end in an internal error, and every cent is where the successful replies say', async () => {
    const org = await addOrg(t.db, 1);
    const people: { custId: number; accId: number }[] = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await addPerson(t.db, 1, org));
    const expected = new Map(people.map((p) => [p.accId, { cash: 0, subsidy: 0 }]));
    const orders: { orderId: number; accId: number }[] = [];
    const codes: number[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const calls: Promise<void>[] = [];
      for (let b = 0; b < 4; b++) {
        const group = shuffled(people, round * 10 + b).slice(0, 12);
        const custIds = group.map((p) => p.custId);
        const kind = b % 2 ? 'accounts.batchSubsidy' : 'accounts.batchRecharge';
        const amount = 500 + b;
        calls.push(
          t.call(kind, { custIds, amount, payType: 'cash', bizNo: newBizNo('B') }, { token: admin }).then((r) => {
            codes.push(r.code);
            if (r.code === Code.OK) for (const p of group) expected.get(p.accId)![b % 2 ? 'subsidy' : 'cash'] += amount;
          }),
        );
      }
      for (let i = 0; i < 48; i++) {
        const p = people[(i * 7 + round) % PEOPLE]!;
        if (i % 3 === 0) {
          calls.push(
            t.call('accounts.recharge', { custId: p.custId, amount: 300, payType: 'cash', bizNo: newBizNo('R') }, { token: admin }).then((r) => {
              codes.push(r.code);
              if (r.code === Code.OK) expected.get(p.accId)!.cash += 300;
            }),
          );
        } else {
          calls.push(
            t
              .call<{ orderId: number; paid: { subsidy: number; gift: number; cash: number } }>(
                'accounts.consumePay',
                { custId: p.custId, amount: 120, bizNo: newBizNo('C'), canteenId },
                { token: admin },
              )
              .then((r) => {
                codes.push(r.code);
                if (r.code !== Code.OK) return;
                const e = expected.get(p.accId)!;
                e.cash -= r.data.paid.cash;
                e.subsidy -= r.data.paid.subsidy;
                orders.push({ orderId: r.data.orderId, accId: p.accId });
              }),
          );
        }
      }
      // Refunds of earlier rounds' orders, in the same storm.
      for (const o of orders.splice(0, 8)) {
        calls.push(
          t.call<{ refunded: { subsidy: number; gift: number; cash: number } }>('accounts.refund', { orderId: o.orderId, amount: 60, bizNo: newBizNo('F') }, { token: admin }).then((r) => {
            codes.push(r.code);
            if (r.code !== Code.OK) return;
            const e = expected.get(o.accId)!;
            e.cash += r.data.refunded.cash;
            e.subsidy += r.data.refunded.subsidy;
          }),
        );
      }
      await Promise.all(calls);
    }

    // Refusals for money (an empty wallet at the first consumptions) are business answers; nothing else may fail.
    expect(codes.filter((c) => c !== Code.OK && c !== Code.BUSINESS_RULE)).toEqual([]);
    expect(codes.filter((c) => c === Code.OK).length).toBeGreaterThan(codes.length / 2);
    for (const p of people) expect(await balances(t.db, p.accId)).toEqual({ ...expected.get(p.accId)!, gift: 0 });
    await expectMoneyInvariants(t.db);
  });
});
