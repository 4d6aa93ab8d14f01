import { describe, expect, it } from 'vitest';
import { decideConsumption, decideMealCancel, decideRecharge, historyFrom, percentOf, type ConsumeRules, type EngineRechargeRule, type EngineRule, type PaymentFacts, type PastPayment } from './engine';
import type { CouponOffer } from './couponRedemption';

/** Table-driven cases of the rule engine: each rule kind at and around its boundaries. Pure: no database. */
const rule = (over: Partial<EngineRule> = {}): EngineRule => ({
  ruleId: 1,
  kind: 'consume',
  name: 'lunch',
  canteenIds: [],
  stallIds: [],
  deviceIds: [],
  psnTypeIds: [],
  mealTypes: [],
  allowed: true,
  payPercent: 100,
  reduceAmount: 0,
  singleLimit: 0,
  dailyLimit: 0,
  mealCountLimit: 0,
  dailyCountLimit: 0,
  validFrom: null,
  validTo: null,
  priority: 0,
  ...over,
});
const set = (over: Partial<ConsumeRules> = {}): ConsumeRules => ({ rules: [], quotas: [], points: { gain: null, offset: null }, ...over });
const facts = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  amount: 1000,
  day: '2026-11-26',
  mealType: 2,
  canteenId: 1,
  stallId: 10,
  deviceId: 100,
  psnTypeId: 7,
  history: [],
  cycles: { day: '2026-11-26', week: '2026-11-23', month: '2026-11-01' },
  ...over,
});
const paid = (n: number, p: Partial<PastPayment> = {}): PastPayment[] => Array.from({ length: n }, () => ({ day: '2026-11-26', mealType: 2, canteenId: 1, stallId: 10, deviceId: 100, count: 1, amount: 1000, ...p }));
const coupon = (over: Partial<CouponOffer> = {}): CouponOffer => ({
  couponItemId: 5,
  couponNo: 'CP5',
  couponName: '￥3 off',
  kind: 'cash',
  value: 300,
  minSpend: 0,
  canteenIds: [],
  mealTypes: [],
  ...over,
});

describe('consumption rules', () => {
  it.each([
    ['no rules: full price', set(), facts(), { allowed: true, payable: 1000 }],
    ['20 % off at lunch', set({ rules: [rule({ payPercent: 80, mealTypes: [2] })] }), facts(), { allowed: true, payable: 800 }],
    ['the lunch rule misses breakfast', set({ rules: [rule({ payPercent: 80, mealTypes: [2] })] }), facts({ mealType: 1 }), { allowed: true, payable: 1000 }],
    ['outside every meal period a meal rule misses', set({ rules: [rule({ payPercent: 80, mealTypes: [2] })] }), facts({ mealType: null }), { allowed: true, payable: 1000 }],
    ['person type inside the rule', set({ rules: [rule({ payPercent: 50, psnTypeIds: [7, 8] })] }), facts(), { allowed: true, payable: 500 }],
    ['person type outside the rule', set({ rules: [rule({ payPercent: 50, psnTypeIds: [8] })] }), facts(), { allowed: true, payable: 1000 }],
    ['a person without a type misses typed rules', set({ rules: [rule({ payPercent: 50, psnTypeIds: [7] })] }), facts({ psnTypeId: null }), { allowed: true, payable: 1000 }],
    ['other canteen', set({ rules: [rule({ payPercent: 50, canteenIds: [2] })] }), facts(), { allowed: true, payable: 1000 }],
    ['other stall', set({ rules: [rule({ payPercent: 50, stallIds: [11] })] }), facts(), { allowed: true, payable: 1000 }],
    ['its device', set({ rules: [rule({ payPercent: 50, deviceIds: [100] })] }), facts(), { allowed: true, payable: 500 }],
    ['valid from the day itself', set({ rules: [rule({ payPercent: 50, validFrom: '2026-11-26' })] }), facts(), { allowed: true, payable: 500 }],
    ['valid to the day before', set({ rules: [rule({ payPercent: 50, validTo: '2026-11-25' })] }), facts(), { allowed: true, payable: 1000 }],
    ['valid to the day itself', set({ rules: [rule({ payPercent: 50, validTo: '2026-11-26' })] }), facts(), { allowed: true, payable: 500 }],
    ['percent rounds half up', set({ rules: [rule({ payPercent: 85 })] }), facts({ amount: 1230 }), { allowed: true, payable: 1046 }],
    ['percent then reduction', set({ rules: [rule({ payPercent: 80, reduceAmount: 100 })] }), facts(), { allowed: true, payable: 700 }],
    ['reduction never below zero', set({ rules: [rule({ reduceAmount: 5000 })] }), facts(), { allowed: true, payable: 0 }],
    [
      'higher priority wins',
      set({ rules: [rule({ ruleId: 1, payPercent: 90 }), rule({ ruleId: 2, payPercent: 50, priority: 5 })] }),
      facts(),
      { allowed: true, payable: 500 },
    ],
    ['same priority: the older rule', set({ rules: [rule({ ruleId: 2, payPercent: 50 }), rule({ ruleId: 1, payPercent: 90 })] }), facts(), { allowed: true, payable: 900 }],
    ['a forbidding rule refuses', set({ rules: [rule({ allowed: false, psnTypeIds: [7] })] }), facts(), { allowed: false, reason: 'ruleForbidden' }],
    ['an eating rule forbids too', set({ rules: [rule({ kind: 'eating', allowed: false, canteenIds: [1] })] }), facts(), { allowed: false, reason: 'ruleForbidden' }],
    ['an eating rule gives no discount', set({ rules: [rule({ kind: 'eating', payPercent: 50 })] }), facts(), { allowed: true, payable: 1000 }],
    ['meal count: first of one', set({ rules: [rule({ kind: 'eating', mealCountLimit: 1 })] }), facts(), { allowed: true, payable: 1000 }],
    ['meal count: second of one', set({ rules: [rule({ kind: 'eating', mealCountLimit: 1 })] }), facts({ history: paid(1) }), { allowed: false, reason: 'mealCountLimit' }],
    ['meal count: breakfast does not count for lunch', set({ rules: [rule({ mealCountLimit: 1 })] }), facts({ history: paid(1, { mealType: 1 }) }), { allowed: true, payable: 1000 }],
    ['meal count: yesterday does not count', set({ rules: [rule({ mealCountLimit: 1 })] }), facts({ history: paid(1, { day: '2026-11-25' }) }), { allowed: true, payable: 1000 }],
    ['meal count: another canteen than the rule’s does not count', set({ rules: [rule({ mealCountLimit: 1, canteenIds: [1] })] }), facts({ history: paid(1, { canteenId: 2 }) }), { allowed: true, payable: 1000 }],
    ['daily count: 2 of 3', set({ rules: [rule({ dailyCountLimit: 3 })] }), facts({ history: paid(2, { mealType: 1 }) }), { allowed: true, payable: 1000 }],
    ['daily count: 3 of 3', set({ rules: [rule({ dailyCountLimit: 3 })] }), facts({ history: paid(3, { mealType: 1 }) }), { allowed: false, reason: 'dailyCountLimit' }],
    ['single limit: exactly at it', set({ rules: [rule({ singleLimit: 1000 })] }), facts(), { allowed: true, payable: 1000 }],
    ['single limit: one cent over', set({ rules: [rule({ singleLimit: 999 })] }), facts(), { allowed: false, reason: 'ruleSingleLimit' }],
    ['single limit is on the discounted amount', set({ rules: [rule({ singleLimit: 800, payPercent: 80 })] }), facts(), { allowed: true, payable: 800 }],
    ['single limit is on what the wallets pay after a coupon', set({ rules: [rule({ singleLimit: 700 })] }), facts({ coupon: coupon() }), { allowed: true, payable: 700 }],
    ['daily limit: reaching it exactly', set({ rules: [rule({ dailyLimit: 2000 })] }), facts({ history: paid(1) }), { allowed: true, payable: 1000 }],
    ['daily limit: one cent over', set({ rules: [rule({ dailyLimit: 1999 })] }), facts({ history: paid(1) }), { allowed: false, reason: 'ruleDailyLimit' }],
    // The history holds what the wallets paid; so is this payment weighed: after its coupon and points.
    ['daily limit: what the wallets pay after a coupon', set({ rules: [rule({ dailyLimit: 1700 })] }), facts({ history: paid(1), coupon: coupon() }), { allowed: true, payable: 700 }],
    ['daily limit: a coupon that leaves a cent over', set({ rules: [rule({ dailyLimit: 1699 })] }), facts({ history: paid(1), coupon: coupon() }), { allowed: false, reason: 'ruleDailyLimit' }],
    // A rule counts only the payments of its own scope: the stalls, devices and meal periods it names.
    ['daily count of stall 10: a payment at stall 11 does not count', set({ rules: [rule({ dailyCountLimit: 1, stallIds: [10] })] }), facts({ history: paid(1, { stallId: 11 }) }), { allowed: true, payable: 1000 }],
    ['daily count of stall 10: one there counts', set({ rules: [rule({ dailyCountLimit: 1, stallIds: [10] })] }), facts({ history: paid(1) }), { allowed: false, reason: 'dailyCountLimit' }],
    ['daily count of a rule without stalls: every stall counts', set({ rules: [rule({ dailyCountLimit: 1 })] }), facts({ history: paid(1, { stallId: 11 }) }), { allowed: false, reason: 'dailyCountLimit' }],
    ['daily count of device 100: a payment at device 101 does not count', set({ rules: [rule({ dailyCountLimit: 1, deviceIds: [100] })] }), facts({ history: paid(1, { deviceId: 101 }) }), { allowed: true, payable: 1000 }],
    ['daily count of a lunch rule: breakfast does not count', set({ rules: [rule({ dailyCountLimit: 1, mealTypes: [2] })] }), facts({ history: paid(1, { mealType: 1 }) }), { allowed: true, payable: 1000 }],
    ['daily limit of stall 10: a payment at stall 11 does not count', set({ rules: [rule({ dailyLimit: 1000, stallIds: [10] })] }), facts({ history: paid(1, { stallId: 11 }) }), { allowed: true, payable: 1000 }],
    ['daily limit of device 100: a payment without a device does not count', set({ rules: [rule({ dailyLimit: 1000, deviceIds: [100] })] }), facts({ history: paid(1, { deviceId: null }) }), { allowed: true, payable: 1000 }],
  ] as const)('%s', (_name, rules, f, expected) => {
    expect(decideConsumption(rules, f)).toMatchObject(expected);
  });

  it('lists the applied discount with what it took off', () => {
    const d = decideConsumption(set({ rules: [rule({ ruleId: 9, name: '午餐八折', payPercent: 80 })] }), facts());
    expect(d.applied).toEqual([{ kind: 'consume', id: 9, name: '午餐八折', amount: 200 }]);
    expect(d.listAmount).toBe(1000);
  });
});

describe('time quotas', () => {
  const quota = { quotaId: 3, name: 'week', cycle: 'week' as const, quota: 3000, canteenIds: [], psnTypeIds: [], mealTypes: [] };
  it.each([
    ['within the week', paid(1, { day: '2026-11-24' }), 1000, true],
    ['reaching it exactly', paid(2, { day: '2026-11-23' }), 1000, true],
    ['one cent over', paid(2, { day: '2026-11-23' }), 1001, false],
    ['last week’s payments do not count', paid(3, { day: '2026-11-22' }), 3000, true],
    ['a meal booked for later this week counts', paid(2, { day: '2026-11-29' }), 1001, false],
    ['a meal booked for next week counts there, not here', paid(3, { day: '2026-11-30' }), 3000, true],
  ] as const)('%s', (_name, history, amount, allowed) => {
    const d = decideConsumption(set({ quotas: [quota] }), facts({ history: [...history], amount }));
    expect(d.allowed).toBe(allowed);
    if (!allowed) expect(d.reason).toBe('quotaExceeded');
  });

  it('counts what the wallets pay after the discount', () => {
    const d = decideConsumption(set({ rules: [rule({ payPercent: 50 })], quotas: [{ ...quota, quota: 500 }] }), facts());
    expect(d).toMatchObject({ allowed: true, payable: 500 });
  });

  it('a quota for another person type does not apply', () => {
    expect(decideConsumption(set({ quotas: [{ ...quota, quota: 1, psnTypeIds: [8] }] }), facts()).allowed).toBe(true);
  });
});

describe('coupons and points stacked on a discount', () => {
  it('a cash coupon comes off the discounted amount', () => {
    const d = decideConsumption(set({ rules: [rule({ payPercent: 80 })] }), facts({ coupon: coupon() }));
    expect(d).toMatchObject({ allowed: true, payable: 500, coupon: { discount: 300 } });
    expect(d.applied.map((a) => [a.kind, a.amount])).toEqual([
      ['consume', 200],
      ['coupon', 300],
    ]);
  });
  it.each([
    ['minimum spend met on the discounted amount', { minSpend: 800 }, true],
    ['minimum spend missed by a cent', { minSpend: 801 }, false],
    ['another canteen', { canteenIds: [2] }, false],
    ['another meal period', { mealTypes: [4] }, false],
  ] as [string, Partial<CouponOffer>, boolean][])('%s', (_name, over, allowed) => {
    const d = decideConsumption(set({ rules: [rule({ payPercent: 80 })] }), facts({ coupon: coupon(over) }));
    expect(d.allowed).toBe(allowed);
    if (!allowed) expect(d.reason).toBe('couponUnusable');
  });
  it('an unknown or used coupon refuses', () => {
    expect(decideConsumption(set(), facts({ coupon: null }))).toMatchObject({ allowed: false, reason: 'couponUnusable' });
  });
  it('a cash coupon larger than the payment pays it whole, never below zero', () => {
    expect(decideConsumption(set(), facts({ amount: 200, coupon: coupon() }))).toMatchObject({ payable: 0, coupon: { discount: 200 } });
  });
  it('a discount coupon pays its percent', () => {
    expect(decideConsumption(set(), facts({ coupon: coupon({ kind: 'discount', value: 90 }) }))).toMatchObject({ payable: 900, coupon: { discount: 100 } });
  });

  const offset = { offsetRuleId: 4, name: '积分抵扣', pointsPerYuan: 100, maxSharePercent: 50, minPoints: 100 };
  it.each([
    ['300 points pay ￥3', 300, 1000, 700, 300],
    ['capped at half the payment', 900, 1000, 500, 500],
    ['the fewest points usable', 100, 1000, 900, 100],
    ['below the fewest points', 99, 1000, null, 0],
    ['more than held', 1001, 1000, null, 0],
  ] as const)('%s', (_name, usePoints, pointBalance, payable, used) => {
    const d = decideConsumption(set({ points: { gain: null, offset } }), facts({ usePoints, pointBalance }));
    if (payable === null) expect(d).toMatchObject({ allowed: false, reason: 'pointsUnusable' });
    else expect(d).toMatchObject({ allowed: true, payable, pointsUsed: used });
  });
  it('no offset rule: points cannot pay', () => {
    expect(decideConsumption(set(), facts({ usePoints: 100, pointBalance: 1000 }))).toMatchObject({ allowed: false, reason: 'pointsUnusable' });
  });
  it('points are gained on what the wallets pay', () => {
    const gain = { gainRuleId: 1, name: '消费积分', pointsPerYuan: 2, canteenIds: [], mealTypes: [], psnTypeIds: [] };
    expect(decideConsumption(set({ rules: [rule({ payPercent: 80 })], points: { gain, offset: null } }), facts({ amount: 1299 })).pointsGained).toBe(20);
  });
});

describe('history reach', () => {
  const month = { quotaId: 1, name: 'm', cycle: 'month' as const, quota: 1, canteenIds: [], psnTypeIds: [], mealTypes: [] };
  it('is none without counting rules, today for counts, the longest quota cycle otherwise', () => {
    expect(historyFrom(set({ rules: [rule({ payPercent: 80 })] }), facts())).toBeNull();
    expect(historyFrom(set({ rules: [rule({ mealCountLimit: 1 })] }), facts())).toBe('2026-11-26');
    expect(historyFrom(set({ quotas: [month] }), facts())).toBe('2026-11-01');
  });
  it('counts only rules and quotas that match the payment: nothing is read for anyone else', () => {
    expect(historyFrom(set({ rules: [rule({ mealCountLimit: 1, psnTypeIds: [8] })], quotas: [{ ...month, psnTypeIds: [8] }] }), facts())).toBeNull();
    expect(historyFrom(set({ rules: [rule({ dailyLimit: 1, stallIds: [11] })] }), facts())).toBeNull();
  });
});

it('counts grouped history by its counts, not its rows', () => {
  const twoInOne = paid(1, { count: 2, amount: 2000 });
  expect(decideConsumption(set({ rules: [rule({ mealCountLimit: 2 })] }), facts({ history: twoInOne }))).toMatchObject({ allowed: false, reason: 'mealCountLimit' });
  expect(decideConsumption(set({ rules: [rule({ dailyLimit: 2999 })] }), facts({ history: twoInOne }))).toMatchObject({ allowed: false, reason: 'ruleDailyLimit' });
});

describe('recharge rules', () => {
  const r = (over: Partial<EngineRechargeRule>): EngineRechargeRule => ({
    ruleId: 1,
    name: 'bonus',
    donateType: 'tier',
    tiers: [],
    maxGift: 0,
    sumLimit: 0,
    feePercent: 0,
    feeAmount: 0,
    psnTypeIds: [],
    payTypes: [],
    validFrom: null,
    validTo: null,
    ...over,
  });
  const f = { amount: 10000, payType: 'cash', day: '2026-11-26', psnTypeId: 7, rechargesBefore: 0, giftedByRule: new Map<number, number>() };
  const tiers = [
    { min: 10000, gift: 1000, percent: 0 },
    { min: 20000, gift: 3000, percent: 0 },
  ];
  it.each([
    ['below the first tier', r({ tiers }), { ...f, amount: 9999 }, 0],
    ['at the first tier', r({ tiers }), f, 1000],
    ['between tiers: the lower', r({ tiers }), { ...f, amount: 19999 }, 1000],
    ['at the second tier', r({ tiers }), { ...f, amount: 20000 }, 3000],
    ['capped by the largest gift', r({ tiers, maxGift: 2000 }), { ...f, amount: 20000 }, 2000],
    ['sum limit: what is left of it', r({ tiers, sumLimit: 1500 }), { ...f, giftedByRule: new Map([[1, 1000]]) }, 500],
    ['sum limit reached', r({ tiers, sumLimit: 1000 }), { ...f, giftedByRule: new Map([[1, 1000]]) }, 0],
    ['first recharge', r({ donateType: 'nth', tiers: [{ nth: 1, min: 0, gift: 500, percent: 0 }] }), f, 500],
    ['second recharge of a first-recharge rule', r({ donateType: 'nth', tiers: [{ nth: 1, min: 0, gift: 500, percent: 0 }] }), { ...f, rechargesBefore: 1 }, 0],
    ['percent from its minimum', r({ donateType: 'percent', tiers: [{ min: 5000, gift: 0, percent: 5 }] }), f, 500],
    ['other pay type', r({ tiers, payTypes: ['wechat'] }), f, 0],
    ['other person type', r({ tiers, psnTypeIds: [8] }), f, 0],
    ['expired the day before', r({ tiers, validTo: '2026-11-25' }), f, 0],
  ] as const)('%s', (_name, rule, facts, gift) => {
    expect(decideRecharge([rule], { ...facts, giftedByRule: new Map(facts.giftedByRule) }).gift).toBe(gift);
  });
  it('rules add up and a fee comes off', () => {
    const d = decideRecharge([r({ tiers }), r({ ruleId: 2, name: 'fee', donateType: 'fee', feePercent: 1, feeAmount: 50 })], f);
    expect(d).toEqual({
      gift: 1000,
      fee: 150,
      applied: [
        { kind: 'tier', id: 1, name: 'bonus', amount: 1000 },
        { kind: 'fee', id: 2, name: 'fee', amount: 150 },
      ],
    });
  });
  it('a fee never exceeds the amount', () => {
    expect(decideRecharge([r({ donateType: 'fee', feeAmount: 20000 })], f).fee).toBe(10000);
  });
});

it('percentOf rounds half up in whole cents', () => {
  expect([percentOf(1, 50), percentOf(3, 50), percentOf(1230, 85), percentOf(999, 100)]).toEqual([1, 2, 1046, 999]);
});

describe('meal-cancel rules', () => {
  const mb = (over: Partial<{ ruleId: number; canteenIds: number[]; mealTypes: number[]; deadlineMinutes: number; refundPercent: number }> = {}) => ({
    ruleId: 1,
    name: 'r',
    canteenIds: [],
    mealTypes: [],
    deadlineMinutes: 120,
    refundPercent: 100,
    ...over,
  });
  it.each([
    ['no rule', [], 500, { allowed: false, reason: 'noMealBackRule' }],
    ['a rule of another canteen', [mb({ canteenIds: [2] })], 500, { allowed: false, reason: 'noMealBackRule' }],
    ['a rule of another meal', [mb({ mealTypes: [4] })], 500, { allowed: false, reason: 'noMealBackRule' }],
    ['exactly at the deadline', [mb()], 120, { allowed: true, rule: { ruleId: 1 } }],
    ['a minute past it', [mb()], 119, { allowed: false, reason: 'mealBackDeadline' }],
    ['after the meal started', [mb({ deadlineMinutes: 0 })], -1, { allowed: false, reason: 'mealBackDeadline' }],
    ['the more generous open rule', [mb({ ruleId: 1, refundPercent: 50, deadlineMinutes: 0 }), mb({ ruleId: 2, refundPercent: 80 })], 200, { allowed: true, rule: { ruleId: 2 } }],
    ['only the one still open', [mb({ ruleId: 1, refundPercent: 50, deadlineMinutes: 0 }), mb({ ruleId: 2, refundPercent: 80 })], 60, { allowed: true, rule: { ruleId: 1 } }],
  ] as const)('%s', (_name, rules, minutesBefore, expected) => {
    expect(decideMealCancel([...rules], { canteenId: 1, mealType: 2, minutesBefore })).toMatchObject(expected);
  });
});
