// @db both — a rule of the second money and scope pass (issue 23), held on each database (vitest.config.ts: serverFilesOn)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';
import { drawOnLots, largestPayout, stakeOf, type BonusLot } from './rechargeBonus';

/**
 * Recharge bonuses against the money that leaves (MONEY.md, "A bonus goes back with the cash that earned it"): cash paid out or revoked takes back
 * the bonus it carried, every recharge that happened counts for "nth recharge", and the rules are decided under the
 * account lock, so simultaneous recharges are judged one after the other.
 */
let t: TestServer;
let admin: string;
let org: number;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.token('admin', 'Admin@123');
  org = await addOrg(t.db, 1, 'Bonus org');
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const reply = (id: string, content: Record<string, unknown>) => t.call(id, content, { token: admin });
const recharge = (custId: number, amount: number, payType = 'wechat') =>
  ok<{ rechargeId: number; gift: number }>(t, 'accounts.recharge', { custId, amount, payType, bizNo: newBizNo('R') }, admin);
const withdraw = (custId: number, amount: number) => reply('accounts.drawMoney', { custId, amount, bizNo: newBizNo('W') });
/** A rule for the whole test, removed after it (rules are the merchant's, shared by the file's tests). */
async function withRule(rule: Record<string, unknown>, body: () => Promise<void>) {
  const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.rechargeRuleAdd', rule, admin);
  try {
    await body();
  } finally {
    await ok(t, 'marketing.rechargeRuleRemove', { ruleId }, admin);
  }
}
/** 10 % of every recharge paid by WeChat; cash recharges carry no bonus. */
const tenPercent = { name: '充值送10%', donateType: 'percent', tiers: [{ min: 0, percent: 10 }], payTypes: ['wechat'] };

describe('a withdrawal takes back the bonus its cash carried', () => {
  it('three rounds of recharge 1 000.00 and withdraw 1 000.00 under a 10 % rule leave no gift', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      const from = new Date(Date.now() - 60_000).toISOString();
      for (let round = 0; round < 3; round++) {
        expect((await recharge(p.custId, 100000)).gift).toBe(10000);
        const w = await withdraw(p.custId, 100000);
        expect(w.code, w.msg).toBe(Code.OK);
        expect(w.data).toEqual({ balance: 0, bonusBack: 10000, bonusFromCash: 0 });
      }
      expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
      // The bonus taken back is its own ledger row against the gift book.
      const rows = await t.db.query<{ n: number; sum: number }>(
        `SELECT count(*)::int AS n, SUM(l.amount)::float8 AS sum FROM ledger_entries l JOIN ledger_books b ON b.id = l.book_id
          WHERE l.txn_id IN (SELECT id FROM money_txns WHERE account_id = $1 AND trade_type = 7) AND b.kind = 'gift' AND l.trade_type = 3`,
        [p.accId],
      );
      expect(rows[0]).toEqual({ n: 3, sum: 30000 });
      // The recharge refunds list shows each withdrawal beside the bonus it took back.
      const list = await ok<{ records: { tradeType: string; amount: number; custId: number }[] }>(t, 'accountRecords.rechargeRefundList', { startTime: from, limit: 100 }, admin);
      const mine = list.records.filter((r) => r.custId === p.custId).map((r) => [r.tradeType, r.amount]);
      expect(mine.sort()).toEqual([...Array(3).fill(['revokeRecharge', 10000]), ...Array(3).fill(['withdrawal', 100000])]);
    }));

  it('a part withdrawal takes back its share; cash beyond the bonus-bearing recharges takes none', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      await recharge(p.custId, 100000);
      expect((await withdraw(p.custId, 25000)).data).toEqual({ balance: 82500, bonusBack: 2500, bonusFromCash: 0 });
      expect((await recharge(p.custId, 50000, 'cash')).gift).toBe(0);
      // 750.00 of bonus-bearing cash carries the 75.00 left; the other 250.00 carries nothing.
      expect((await withdraw(p.custId, 100000)).data).toEqual({ balance: 25000, bonusBack: 7500, bonusFromCash: 0 });
      expect(await balances(t.db, p.accId)).toEqual({ cash: 25000, subsidy: 0, gift: 0 });
      expect((await withdraw(p.custId, 25000)).data).toEqual({ balance: 0, bonusBack: 0, bonusFromCash: 0 });
    }));

  it('a bonus already spent is owed back from cash: the person gets less out, and never more than the cash covers', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      await recharge(p.custId, 100000);
      // The gift wallet pays first by default: 50.00 of the bonus is spent.
      expect((await reply('accounts.consumePay', { custId: p.custId, amount: 5000, bizNo: newBizNo('C') })).code).toBe(Code.OK);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 100000, subsidy: 0, gift: 5000 });
      const all = await withdraw(p.custId, 100000);
      expect([all.code, all.msg]).toEqual([Code.BUSINESS_RULE, 'Paying this out takes back ￥100.00 of recharge bonus, ￥50.00 of it already spent and owed from cash; at most ￥954.55 can be paid out']);
      expect((await withdraw(p.custId, 95455)).data).toEqual({ balance: 0, bonusBack: 9545, bonusFromCash: 4545 });
      expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    }));

  it('a revoke after a part withdrawal takes only the bonus still held (never twice)', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      const first = await recharge(p.custId, 100000);
      expect((await withdraw(p.custId, 40000)).data).toEqual({ balance: 66000, bonusBack: 4000, bonusFromCash: 0 });
      await recharge(p.custId, 100000, 'cash');
      expect(await ok(t, 'accounts.revokeRecharge', { rechargeId: first.rechargeId, bizNo: newBizNo('V') }, admin)).toEqual({ balance: 60000, bonusBack: 6000 });
      expect(await balances(t.db, p.accId)).toEqual({ cash: 60000, subsidy: 0, gift: 0 });
    }));

  it('a revoke whose cash was already paid out takes the bonus of the recharges whose cash it now takes', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      const first = await recharge(p.custId, 100000);
      await recharge(p.custId, 100000);
      expect((await withdraw(p.custId, 100000)).data).toEqual({ balance: 110000, bonusBack: 10000, bonusFromCash: 0 });
      // The first recharge's cash left with the withdrawal; its revoke takes the second's cash, and so its bonus.
      expect(await ok(t, 'accounts.revokeRecharge', { rechargeId: first.rechargeId, bizNo: newBizNo('V') }, admin)).toEqual({ balance: 0, bonusBack: 10000 });
      expect(await balances(t.db, p.accId)).toEqual({ cash: 0, subsidy: 0, gift: 0 });
    }));

  it('a cancelled account’s lots close with it: reopened, its new cash carries no old bonus', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      await recharge(p.custId, 100000);
      // All spent on meals (gift first): nothing left to pay out, the bonus forfeited with the account.
      expect((await reply('accounts.consumePay', { custId: p.custId, amount: 110000, bizNo: newBizNo('C') })).code).toBe(Code.OK);
      await ok(t, 'accounts.cancel', { accId: p.accId }, admin);
      await ok(t, 'accounts.reopen', { accId: p.accId }, admin);
      await recharge(p.custId, 50000, 'cash');
      expect((await withdraw(p.custId, 50000)).data).toEqual({ balance: 0, bonusBack: 0, bonusFromCash: 0 });
    }));

  it('a revoke whose bonus was partly spent is refused (pay it out instead)', () =>
    withRule(tenPercent, async () => {
      const p = await addPerson(t.db, 1, org);
      const r = await recharge(p.custId, 100000);
      expect((await reply('accounts.consumePay', { custId: p.custId, amount: 100, bizNo: newBizNo('C') })).code).toBe(Code.OK);
      const revoke = await reply('accounts.revokeRecharge', { rechargeId: r.rechargeId, bizNo: newBizNo('V') });
      expect([revoke.code, revoke.msg]).toEqual([Code.BUSINESS_RULE, 'The wallet no longer holds the recharged amount']);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 100000, subsidy: 0, gift: 9900 });
    }));
});

describe('the bonus of the cash paid out, in whole cents', () => {
  const lot = (cash: number, gift: number, txnId = 1): BonusLot => ({ txnId, cash, gift, cashLeft: cash, giftLeft: gift });

  it('is the lot’s share, half up, and all of it once the lot is paid out, however it is cut', () => {
    expect(stakeOf(lot(3, 1), 2)).toBe(1); // 0.67 → 1
    expect(stakeOf(lot(3, 1), 1)).toBe(0); // 0.33 → 0
    expect(stakeOf(lot(200, 1), 100)).toBe(1); // 0.5 → 1
    expect(stakeOf(lot(1e10, 1e10), 1e10 - 1)).toBe(1e10 - 1); // exact beyond 2^53
    let lots = [lot(999, 100)];
    let back = 0;
    for (let i = 0; i < 333; i++) {
      const d = drawOnLots(lots, 3);
      back += d.bonus;
      lots = d.changed;
    }
    expect([back, lots[0].cashLeft, lots[0].giftLeft]).toEqual([100, 0, 0]);
  });

  it('draws the oldest lot first; cash beyond the lots carries nothing; the largest payout leaves cash for the spent bonus', () => {
    const lots = [lot(1000, 100, 1), lot(1000, 300, 2)];
    expect(drawOnLots(lots, 1500)).toEqual({ bonus: 250, changed: [{ ...lots[0], cashLeft: 0, giftLeft: 0 }, { ...lots[1], cashLeft: 500, giftLeft: 150 }] });
    expect(drawOnLots(lots, 5000).bonus).toBe(400);
    // Cash 2 000, gift 0: W + bonus(W) ≤ 2 000.
    const max = largestPayout(lots, 2000, 0);
    expect(max + drawOnLots(lots, max).bonus).toBeLessThanOrEqual(2000);
    expect(max + 1 + drawOnLots(lots, max + 1).bonus).toBeGreaterThan(2000);
  });
});

describe('nth recharge', () => {
  it('counts every recharge that happened, revoked ones included', () =>
    withRule({ name: '第n次充值', donateType: 'nth', tiers: [{ nth: 1, gift: 500 }, { nth: 2, gift: 5000 }] }, async () => {
      const p = await addPerson(t.db, 1, org);
      const first = await recharge(p.custId, 10000);
      expect(first.gift).toBe(500);
      expect((await recharge(p.custId, 10000)).gift).toBe(5000);
      await ok(t, 'accounts.revokeRecharge', { rechargeId: first.rechargeId, bizNo: newBizNo('V') }, admin);
      expect((await recharge(p.custId, 10000)).gift).toBe(0);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 20000, subsidy: 0, gift: 5000 });
    }));
});

describe('simultaneous recharges are judged one after the other', () => {
  it('of eight first recharges at once only one gets the first-recharge bonus', () =>
    withRule({ name: '首充有礼', donateType: 'nth', tiers: [{ nth: 1, gift: 500 }] }, async () => {
      const p = await addPerson(t.db, 1, org);
      const replies = await Promise.all(Array.from({ length: 8 }, () => recharge(p.custId, 1000)));
      expect(replies.map((r) => r.gift).sort((a, b) => b - a)).toEqual([500, 0, 0, 0, 0, 0, 0, 0]);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 8000, subsidy: 0, gift: 500 });
    }));

  it('eight recharges at once never pass a rule’s sum limit', () =>
    withRule({ name: '充100送10', donateType: 'tier', tiers: [{ min: 10000, gift: 1000 }], sumLimit: 1500 }, async () => {
      const p = await addPerson(t.db, 1, org);
      const replies = await Promise.all(Array.from({ length: 8 }, () => recharge(p.custId, 10000)));
      expect(replies.reduce((s, r) => s + r.gift, 0)).toBe(1500);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 80000, subsidy: 0, gift: 1500 });
    }));

  it('a batch recharge beside single recharges gives the first-recharge bonus once', () =>
    withRule({ name: '首充有礼', donateType: 'nth', tiers: [{ nth: 1, gift: 500 }] }, async () => {
      const p = await addPerson(t.db, 1, org);
      const calls = [
        ok(t, 'accounts.batchRecharge', { custIds: [p.custId], amount: 1000, payType: 'wechat', bizNo: newBizNo('B') }, admin),
        ...Array.from({ length: 4 }, () => recharge(p.custId, 1000)),
      ];
      await Promise.all(calls);
      expect(await balances(t.db, p.accId)).toEqual({ cash: 5000, subsidy: 0, gift: 500 });
    }));
});
