// @db both — no deadlock and the money invariants with batches beside single operations, on each database (vitest.config.ts: serverFilesOn)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, MERCHANT_MENU_IDS } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { retriedTransactions } from '../../platform/db/retry';

/**
 * Batches (one transaction over many people) and devices' offline uploads (many people's records in one transaction)
 * beside single recharges, consumptions, refunds and refund approvals on the same people, all at once (issues 12 and
 * 23). Before the
 * global lock order a batch took account, slot, account, slot… as it went and deadlocked against single operations
 * (40P01 → 50000, the whole batch rolled back); an upload locked each record's account as it came. A deadlock that
 * the retry hid is a failure too: the test counts the transactions run again. Meaningful on PostgreSQL (PGlite runs
 * one statement at a time); it runs on both.
 */
let t: TestServer;
let admin: string;
let reviewer: string;
let device: string;
let canteenId: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token();
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Rush hall') RETURNING id`))[0]!.id;
  const till = await t.call<{ secret: string }>('devices.machineAdd', { name: 'Rush till', type: 'lishixiaofeiji', serialNumber: 'RUSH-TILL', canteenId, ip: '' }, { token: admin });
  device = (await t.call<{ token: string }>('devices.deviceLogin', { serialNumber: 'RUSH-TILL', secret: till.data.secret })).data.token;
  // Refund requests are approved by another manager than the one who asked.
  const role = await t.call<{ roleId: number }>('admin.roleAdd', { roleCode: 'r_rush_review', roleName: 'Rush review', roleDesc: '', menuIds: MERCHANT_MENU_IDS }, { token: admin });
  await t.call('admin.userAdd', { username: 'rush_review', password: await t.encrypt('Passw0rd!'), realName: 'Rush review', roleId: role.data.roleId }, { token: admin });
  reviewer = await t.token('rush_review', 'Passw0rd!');
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

describe('batches and offline uploads beside single operations on the same people', () => {
  it('never end in an internal error, and every cent is where the successful replies say', async () => {
    const org = await addOrg(t.db, 1);
    const people: { custId: number; accId: number }[] = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await addPerson(t.db, 1, org));
    const expected = new Map(people.map((p) => [p.accId, { cash: 0, subsidy: 0 }]));
    for (const [i, p] of people.entries()) {
      const card = await t.call('accounts.applyCard', { custId: p.custId, cardNo: `RUSH${i}` }, { token: admin });
      expect(card.code, card.msg).toBe(Code.OK);
    }
    const cardOf = new Map(people.map((p, i) => [p.accId, `RUSH${i}`]));
    const orders: { orderId: number; accId: number }[] = [];
    const codes: number[] = [];
    const retriedBefore = retriedTransactions();

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
      // Offline uploads of one device, each over many people in its own order (one of them in reverse).
      for (let u = 0; u < 3; u++) {
        const group = shuffled(people, round * 10 + u + 5).slice(0, 10);
        if (u === 2) group.sort((a, b) => b.accId - a.accId);
        const records = group.map((p) => ({ bizNo: newBizNo('OF'), cardNo: cardOf.get(p.accId)!, amount: 90, at: new Date().toISOString() }));
        calls.push(
          t.call<{ results: { bizNo: string; orderId: number; error?: string }[] }>('accounts.deviceOfflineUpload', { records }, { token: device }).then(async (r) => {
            codes.push(r.code);
            if (r.code !== Code.OK) return;
            for (const [i, x] of r.data.results.entries()) {
              if (x.error || !x.orderId) continue;
              const paid = (await t.db.query<{ cash: number; subsidy: number }>(`SELECT paid_cash::float8 AS cash, paid_subsidy::float8 AS subsidy FROM orders WHERE id = $1`, [x.orderId]))[0]!;
              const e = expected.get(group[i]!.accId)!;
              e.cash -= paid.cash;
              e.subsidy -= paid.subsidy;
            }
          }),
        );
      }
      // Refund requests on earlier rounds' orders, asked before the storm and approved in it: an approval locks the
      // paying account before its request and order, like every single operation (issue 23, item 11).
      for (const o of orders.splice(0, 4)) {
        const asked = await t.call<{ requestId: number }>('orders.refundApply', { orderId: o.orderId, amount: 40, reason: 'Cold' }, { token: admin });
        if (asked.code !== Code.OK) continue;
        calls.push(
          t.call<{ refunded: { subsidy: number; gift: number; cash: number } }>('orders.refundApprove', { id: asked.data.requestId }, { token: reviewer }).then((r) => {
            codes.push(r.code);
            if (r.code !== Code.OK) return;
            const e = expected.get(o.accId)!;
            e.cash += r.data.refunded.cash;
            e.subsidy += r.data.refunded.subsidy;
          }),
        );
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
    // No transaction waited in a circle: none was rolled back and run again.
    expect(retriedTransactions() - retriedBefore).toBe(0);
    expect(codes.filter((c) => c === Code.OK).length).toBeGreaterThan(codes.length / 2);
    for (const p of people) expect(await balances(t.db, p.accId)).toEqual({ ...expected.get(p.accId)!, gift: 0 });
    await expectMoneyInvariants(t.db);
  }, 120_000);
});
