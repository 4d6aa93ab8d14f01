import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ConsumePreview, type ConsumeRule, type Page, type RechargePreview } from '@canteen/contract';
import { startTestServer, type TestServer } from '../../testing/server';
import { ok, count } from '../../testing/api';
import { addOrg, addPerson, balances, expectMoneyInvariants, newBizNo } from '../../testing/money';

/**
 * The marketing rules through the calls a manager makes and the payments and recharges they change: what the
 * wallets pay, what the order keeps, what a refund gives back, and that a preview writes nothing.
 */
let t: TestServer;
let admin: string;
let admin2: string;
let org: number;
let canteenId: number;
let staffType: number;
beforeAll(async () => {
  t = await startTestServer();
  [admin, admin2] = await Promise.all([t.token('admin', 'Admin@123'), t.token('admin2', 'Admin@123')]);
  org = await addOrg(t.db, 1, 'Rules org');
  canteenId = (await t.db.query<{ id: number }>(`INSERT INTO canteens (merchant_id, name) VALUES (1, 'Rules hall') RETURNING id`))[0].id;
  staffType = (await t.db.query<{ id: number }>(`INSERT INTO psn_types (merchant_id, name) VALUES (1, '正式员工') RETURNING id`))[0].id;
});
afterEach(() => expectMoneyInvariants(t.db));
afterAll(() => t.close());

const reply = (id: string, content: Record<string, unknown>, token = admin) => t.call(id, content, { token });
async function person(typed = true) {
  const p = await addPerson(t.db, 1, org);
  if (typed) await t.db.query(`UPDATE customers SET psn_type_id = $2 WHERE id = $1`, [p.custId, staffType]);
  await ok(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
  return p;
}
const pay = (custId: number, amount: number, extra: Record<string, unknown> = {}) =>
  reply('accounts.consumePay', { bizNo: newBizNo('C'), custId, amount, canteenId, ...extra });
const staffDiscount = () => ({ name: '员工八折', canteenIds: [canteenId], psnTypeIds: [] as number[], payPercent: 80 });

describe('consumption rules change what the wallets pay', () => {
  let ruleId: number;
  beforeAll(async () => {
    ({ ruleId } = await ok<{ ruleId: number }>(t, 'marketing.consumeRuleAdd', { ...staffDiscount(), psnTypeIds: [staffType] }, admin));
  });

  it('lists the rule as saved', async () => {
    const page = await ok<Page<ConsumeRule>>(t, 'marketing.consumeRulePage', { canteenId }, admin);
    expect(page.records).toEqual([expect.objectContaining({ ruleId, kind: 'consume', name: '员工八折', canteenIds: [canteenId], psnTypeIds: [staffType], payPercent: 80, allowed: true })]);
    expect((await ok<Page<ConsumeRule>>(t, 'marketing.eatingRulePage', {}, admin)).records).toEqual([]);
  });

  it('a staff member pays 80 %; the order keeps the list price and the rule; a whole refund gives back what was paid', async () => {
    const p = await person();
    const r = await pay(p.custId, 1250, { items: [{ dishId: 1, qty: 1, price: 1250, dishName: '红烧肉' }] });
    expect(r.code).toBe(Code.OK);
    const { orderId, paid, balance } = r.data as { orderId: number; paid: object; balance: number };
    expect(paid).toEqual({ subsidy: 0, gift: 0, cash: 1000 });
    expect(balance).toBe(9000);
    const order = (await t.db.query(`SELECT amount, list_amount AS "listAmount", marketing FROM orders WHERE id = $1`, [orderId]))[0];
    expect(order).toEqual({ amount: 1000, listAmount: 1250, marketing: [{ kind: 'consume', id: ruleId, name: '员工八折', amount: 250 }] });
    const back = await ok<{ refunded: object; balance: number }>(t, 'accounts.wholeOrderBack', { orderId, bizNo: newBizNo('F') }, admin);
    expect(back).toEqual({ refundId: expect.any(Number), refunded: { subsidy: 0, gift: 0, cash: 1000 }, subsidyForfeited: 0, balance: 10000 });
  });

  it('someone of no person type pays the list price', async () => {
    const p = await person(false);
    expect((await pay(p.custId, 1250)).data).toMatchObject({ paid: { cash: 1250 } });
  });

  it('the preview shows the same and writes nothing', async () => {
    const p = await person();
    const before = await Promise.all(['orders', 'money_txns', 'ledger_entries'].map((table) => count(t, table)));
    const preview = await ok<ConsumePreview>(t, 'marketing.consumePreview', { custId: p.custId, amount: 1250, canteenId }, admin);
    expect(preview).toEqual({ allowed: true, reason: null, mealType: null, listAmount: 1250, payable: 1000, pointsUsed: 0, pointsGained: 0, applied: [{ kind: 'consume', id: ruleId, name: '员工八折', amount: 250 }] });
    expect(await Promise.all(['orders', 'money_txns', 'ledger_entries'].map((table) => count(t, table)))).toEqual(before);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000, subsidy: 0, gift: 0 });
  });

  it('an edit reaches the next payment at once (the cached rules are dropped)', async () => {
    const p = await person();
    expect((await pay(p.custId, 1000)).data).toMatchObject({ paid: { cash: 800 } });
    await ok(t, 'marketing.consumeRuleEdit', { ruleId, ...staffDiscount(), psnTypeIds: [staffType], payPercent: 50 }, admin);
    expect((await pay(p.custId, 1000)).data).toMatchObject({ paid: { cash: 500 } });
    await ok(t, 'marketing.consumeRuleEdit', { ruleId, ...staffDiscount(), psnTypeIds: [staffType], enabled: false }, admin);
    expect((await pay(p.custId, 1000)).data).toMatchObject({ paid: { cash: 1000 } });
    await ok(t, 'marketing.consumeRuleEdit', { ruleId, ...staffDiscount(), psnTypeIds: [staffType] }, admin);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await count(t, 'mkt_consume_rules');
    for (const bad of [
      { ...staffDiscount(), payPercent: 0 },
      { ...staffDiscount(), payPercent: 101 },
      { ...staffDiscount(), name: '' },
      { ...staffDiscount(), validFrom: '2026-12-01', validTo: '2026-11-30' },
      { ...staffDiscount(), mealTypes: [6] },
      { ...staffDiscount(), reduceAmount: 1.5 },
    ]) {
      expect((await reply('marketing.consumeRuleAdd', bad)).code).toBe(Code.VALIDATION);
    }
    expect(await count(t, 'mkt_consume_rules')).toBe(before);
  });

  it('another merchant neither sees nor changes the rule; an eating-rule call does not reach a consumption rule', async () => {
    expect((await ok<Page<ConsumeRule>>(t, 'marketing.consumeRulePage', {}, admin2)).records).toEqual([]);
    expect((await reply('marketing.consumeRuleEdit', { ruleId, ...staffDiscount(), payPercent: 10 }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await reply('marketing.consumeRuleRemove', { ruleId }, admin2)).code).toBe(Code.NOT_FOUND);
    expect((await reply('marketing.eatingRuleRemove', { ruleId })).code).toBe(Code.NOT_FOUND);
    expect((await t.db.query(`SELECT pay_percent FROM mkt_consume_rules WHERE id = $1`, [ruleId]))[0]).toEqual({ pay_percent: 80 });
  });
});

describe('eating rules and time quotas refuse', () => {
  it('a forbidding eating rule refuses the payment and moves nothing; removing it lets the person pay', async () => {
    const p = await person();
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: '访客不可用', canteenIds: [canteenId], psnTypeIds: [staffType], allowed: false }, admin);
    const r = await pay(p.custId, 500);
    expect([r.code, r.msg]).toEqual([Code.BUSINESS_RULE, 'A consumption rule does not allow paying here now']);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000, subsidy: 0, gift: 0 });
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
    expect((await pay(p.custId, 500)).code).toBe(Code.OK);
  });

  it('two payments a day at most', async () => {
    const p = await person(false);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: '每日两次', canteenIds: [canteenId], dailyCountLimit: 2 }, admin);
    expect((await pay(p.custId, 100)).code).toBe(Code.OK);
    expect((await pay(p.custId, 100)).code).toBe(Code.OK);
    expect((await pay(p.custId, 100)).msg).toBe('The number of payments for today is reached');
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });

  it('holds a count limit against payments of one person at the same instant: they are judged one after the other', async () => {
    const p = await person(false);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.eatingRuleAdd', { name: '每日一次', canteenIds: [canteenId], dailyCountLimit: 1 }, admin);
    const codes = (await Promise.all(Array.from({ length: 6 }, () => pay(p.custId, 100)))).map((r) => r.code).sort();
    expect(codes).toEqual([Code.OK, ...Array(5).fill(Code.BUSINESS_RULE)]);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 9900, subsidy: 0, gift: 0 });
    await ok(t, 'marketing.eatingRuleRemove', { ruleId }, admin);
  });

  it('a daily quota counts what was paid today, net of refunds', async () => {
    const p = await person(false);
    const { quotaId } = await ok<{ quotaId: number }>(t, 'marketing.timeQuotaAdd', { name: '日额度', cycle: 'day', quota: 1500, canteenIds: [canteenId] }, admin);
    const first = await pay(p.custId, 1000);
    expect((await pay(p.custId, 501)).msg).toBe('Over the time quota');
    const standing = await ok<{ quotaId: number; spent: number; left: number }[]>(t, 'marketing.quotaAmount', { custId: p.custId, canteenId }, admin);
    expect(standing).toEqual([expect.objectContaining({ quotaId, spent: 1000, left: 500 })]);
    await ok(t, 'accounts.refund', { orderId: (first.data as { orderId: number }).orderId, amount: 400, bizNo: newBizNo('F') }, admin);
    expect((await pay(p.custId, 900)).code).toBe(Code.OK);
    await ok(t, 'marketing.timeQuotaRemove', { quotaId }, admin);
  });
});

describe('recharge rules', () => {
  it('a tier gift goes to the gift wallet; the preview says so first and writes nothing; the sum limit caps it', async () => {
    const p = await addPerson(t.db, 1, org);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.rechargeRuleAdd', {
      name: '充100送10',
      donateType: 'tier',
      tiers: [
        { min: 10000, gift: 1000 },
        { min: 20000, gift: 3000 },
      ],
      sumLimit: 1500,
    }, admin);
    const txns = await count(t, 'money_txns');
    expect(await ok<RechargePreview>(t, 'marketing.rechargePreview', { custId: p.custId, amount: 10000 }, admin)).toEqual({
      amount: 10000,
      gift: 1000,
      fee: 0,
      applied: [{ kind: 'tier', id: ruleId, name: '充100送10', amount: 1000 }],
    });
    expect(await count(t, 'money_txns')).toBe(txns);
    const first = await ok<{ rechargeId: number; gift: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect(first.gift).toBe(1000);
    expect(await balances(t.db, p.accId)).toEqual({ cash: 10000, subsidy: 0, gift: 1000 });
    // 500 left of the 1 500 limit.
    expect((await ok<{ gift: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin)).gift).toBe(500);
    // A revoked recharge's gift no longer counts.
    await ok(t, 'accounts.revokeRecharge', { rechargeId: first.rechargeId, bizNo: newBizNo('V') }, admin);
    expect((await ok<RechargePreview>(t, 'marketing.rechargePreview', { custId: p.custId, amount: 10000 }, admin)).gift).toBe(1000);
    await ok(t, 'marketing.rechargeRuleRemove', { ruleId }, admin);
  });

  it('a first-recharge gift: the preview and the recharge agree on the first, and the second gets none', async () => {
    const p = await addPerson(t.db, 1, org);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.rechargeRuleAdd', { name: '首充有礼', donateType: 'nth', tiers: [{ nth: 1, gift: 500 }], payTypes: ['wechat'] }, admin);
    expect((await ok<RechargePreview>(t, 'marketing.rechargePreview', { custId: p.custId, amount: 1000, payType: 'wechat' }, admin)).gift).toBe(500);
    expect((await ok<RechargePreview>(t, 'marketing.rechargePreview', { custId: p.custId, amount: 1000, payType: 'cash' }, admin)).gift).toBe(0);
    expect((await ok<{ gift: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 1000, payType: 'wechat', bizNo: newBizNo('R') }, admin)).gift).toBe(500);
    expect((await ok<{ gift: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 1000, payType: 'wechat', bizNo: newBizNo('R') }, admin)).gift).toBe(0);
    await ok(t, 'marketing.rechargeRuleRemove', { ruleId }, admin);
  });

  it('a management fee comes off the recharge, and such a recharge is not revoked', async () => {
    const p = await addPerson(t.db, 1, org);
    const { ruleId } = await ok<{ ruleId: number }>(t, 'marketing.rechargeRuleAdd', { name: '管理费', donateType: 'fee', feePercent: 1 }, admin);
    const r = await ok<{ rechargeId: number; balance: number }>(t, 'accounts.recharge', { custId: p.custId, amount: 10000, payType: 'cash', bizNo: newBizNo('R') }, admin);
    expect(r.balance).toBe(9900);
    const revoke = await reply('accounts.revokeRecharge', { rechargeId: r.rechargeId, bizNo: newBizNo('V') });
    expect([revoke.code, revoke.msg]).toEqual([Code.BUSINESS_RULE, 'This recharge carried a management fee and cannot be revoked; pay it out instead']);
    await ok(t, 'marketing.rechargeRuleRemove', { ruleId }, admin);
  });

  it('refuses a tier rule without tiers, and amounts as decimals', async () => {
    expect((await reply('marketing.rechargeRuleAdd', { name: 'x', donateType: 'tier', tiers: [] })).code).toBe(Code.VALIDATION);
    expect((await reply('marketing.rechargeRuleAdd', { name: 'x', donateType: 'nth', tiers: [{ gift: 100 }] })).code).toBe(Code.VALIDATION);
    expect((await reply('marketing.rechargeAmountAdd', { amount: 99.5 })).code).toBe(Code.VALIDATION);
  });

  it('the pay types: the till’s from the merchant’s pay setting, the recharge desk’s', async () => {
    expect(await ok(t, 'marketing.payTypes', {}, admin)).toEqual({ consume: ['card', 'face', 'qrcode'], recharge: ['cash', 'wechat', 'alipay', 'bank', 'transfer', 'other'] });
    await ok(t, 'settings.putSetting', { key: 'pay', value: { payTypes: ['card', 'wechat'] } }, admin);
    expect(await ok<{ consume: string[] }>(t, 'marketing.payTypes', {}, admin)).toMatchObject({ consume: ['card', 'wechat'] });
  });

  it('recharge amount templates: unique per merchant, invisible to another', async () => {
    const { id } = await ok<{ id: number }>(t, 'marketing.rechargeAmountAdd', { amount: 5000 }, admin);
    expect((await reply('marketing.rechargeAmountAdd', { amount: 5000 })).code).toBe(Code.VALIDATION);
    expect((await ok<Page<{ amount: number }>>(t, 'marketing.rechargeAmountPage', {}, admin)).records.map((r) => r.amount)).toContain(5000);
    expect((await ok<Page<unknown>>(t, 'marketing.rechargeAmountPage', {}, admin2)).records).toEqual([]);
    expect((await reply('marketing.rechargeAmountRemove', { id }, admin2)).code).toBe(Code.NOT_FOUND);
  });
});
