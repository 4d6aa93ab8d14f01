import type { AppliedRule, ConsumeRule, DonateType, MarketingRefusal, RechargeRule, TimeQuota } from '@canteen/contract';
import type { CouponOffer } from './couponRedemption';
import type { PointRules } from './points';

/**
 * The rule engine (DESIGN §6): pure functions from the rules and the facts of one payment or recharge to what
 * happens. No database, no clock: the caller loads everything first (one round trip) and writes once after, and
 * a preview runs the same functions without writing.
 */

/** A rule as the engine reads it. */
export type EngineRule = Pick<
  ConsumeRule,
  | 'ruleId'
  | 'kind'
  | 'name'
  | 'canteenIds'
  | 'stallIds'
  | 'deviceIds'
  | 'psnTypeIds'
  | 'mealTypes'
  | 'allowed'
  | 'payPercent'
  | 'reduceAmount'
  | 'singleLimit'
  | 'dailyLimit'
  | 'mealCountLimit'
  | 'dailyCountLimit'
  | 'validFrom'
  | 'validTo'
  | 'priority'
>;
export type EngineQuota = Pick<TimeQuota, 'quotaId' | 'name' | 'cycle' | 'quota' | 'canteenIds' | 'psnTypeIds' | 'mealTypes'>;

/**
 * The person's earlier payments of one day, meal period and place (canteen, stall, device), net of refunds, as far
 * back as the longest cycle a matching rule or quota counts: grouped, so that a busy account reads a few rows, not
 * every order. The place lets a rule count only the payments of its own scope.
 */
export interface PastPayment {
  /** The merchant's day of the meal they paid for, 'YYYY-MM-DD' (a booked meal's day, not the day it was paid). */
  day: string;
  mealType: number | null;
  canteenId: number | null;
  stallId: number | null;
  deviceId: number | null;
  /** How many payments, and what the wallets paid for them in cents (after discounts, coupons and points). */
  count: number;
  amount: number;
}
const countOf = (list: PastPayment[]) => list.reduce((n, p) => n + p.count, 0);
const sumOf = (list: PastPayment[]) => list.reduce((n, p) => n + p.amount, 0);

/** Where a cycle of a quota starts: the days of the current day, week (from Monday) and month. */
export interface CycleStarts {
  day: string;
  week: string;
  month: string;
}

/**
 * The history of one cycle of a quota, from its first day to its last: meals booked ahead for a day of a later cycle
 * count in that one, not in this.
 */
function ofCycle(history: PastPayment[], cycle: keyof CycleStarts, cycles: CycleStarts): PastPayment[] {
  const from = cycles[cycle];
  const to = cycle === 'day' ? from : cycle === 'week' ? new Date(Date.parse(`${from}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10) : `${from.slice(0, 8)}31`;
  return history.filter((p) => p.day >= from && p.day <= to);
}

export interface PaymentFacts {
  /** The price before marketing, cents. */
  amount: number;
  /**
   * The merchant's day and meal period of the meal paid for (null outside every meal period): the moment of a spot
   * payment, the booked meal's of a booking.
   */
  day: string;
  mealType: number | null;
  canteenId: number | null;
  stallId: number | null;
  deviceId: number | null;
  psnTypeId: number | null;
  /** The person's earlier payments since the start of the longest cycle any matching rule or quota counts. */
  history: PastPayment[];
  cycles: CycleStarts;
  coupon?: CouponOffer | null;
  /** Points the payer asks to pay with, and what they hold. */
  usePoints?: number;
  pointBalance?: number;
}

export type Refusal = MarketingRefusal;

export interface ConsumeDecision {
  allowed: boolean;
  reason: Refusal | null;
  listAmount: number;
  /** What the wallets pay. */
  payable: number;
  pointsUsed: number;
  pointsGained: number;
  applied: AppliedRule[];
  /** The coupon to redeem, with the cents it took off. */
  coupon: { offer: CouponOffer; discount: number } | null;
}

export interface ConsumeRules {
  rules: EngineRule[];
  quotas: EngineQuota[];
  points: PointRules;
}

const covers = (list: number[], value: number | null) => list.length === 0 || (value !== null && list.includes(value));

/** Whether a rule is meant for this payment: its validity, places, person type and meal period. */
export function ruleMatches(rule: EngineRule, f: Pick<PaymentFacts, 'day' | 'mealType' | 'canteenId' | 'stallId' | 'deviceId' | 'psnTypeId'>): boolean {
  if (rule.validFrom && f.day < rule.validFrom) return false;
  if (rule.validTo && f.day > rule.validTo) return false;
  return (
    covers(rule.canteenIds, f.canteenId) &&
    covers(rule.stallIds, f.stallId) &&
    covers(rule.deviceIds, f.deviceId) &&
    covers(rule.psnTypeIds, f.psnTypeId) &&
    covers(rule.mealTypes, f.mealType)
  );
}

/** Cents paid at `percent` of an amount, rounded half up (80 % of ￥12.35 is ￥9.88). */
export const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

const refuse = (listAmount: number, reason: Refusal, applied: AppliedRule[] = []): ConsumeDecision => ({
  allowed: false,
  reason,
  listAmount,
  payable: listAmount,
  pointsUsed: 0,
  pointsGained: 0,
  applied,
  coupon: null,
});

/**
 * What the rules do to one payment, in this order: a matching rule that forbids refuses; count limits of every
 * matching rule; the discount of the matching rule first by priority (then the older); a coupon on what is left;
 * points on what is left, up to the offset rule's share; amount limits of every matching rule and time quotas on what
 * the wallets will pay; points gained on that. Limits count the history inside the rule's own scope.
 */
export function decideConsumption(set: ConsumeRules, f: PaymentFacts): ConsumeDecision {
  const matching = set.rules.filter((r) => ruleMatches(r, f));
  const applied: AppliedRule[] = [];
  const forbidding = matching.find((r) => !r.allowed);
  if (forbidding) return refuse(f.amount, 'ruleForbidden', [{ kind: forbidding.kind, id: forbidding.ruleId, name: forbidding.name, amount: 0 }]);

  // A rule counts the person's payments of today inside its own scope: the canteens, stalls, devices and meal periods
  // it names ("stall A, once a day" does not count a purchase at stall B).
  const today = f.history.filter((p) => p.day === f.day);
  const todayUnder = (r: EngineRule) =>
    today.filter((p) => covers(r.canteenIds, p.canteenId) && covers(r.stallIds, p.stallId) && covers(r.deviceIds, p.deviceId) && covers(r.mealTypes, p.mealType));
  for (const r of matching) {
    const paid = todayUnder(r);
    if (r.mealCountLimit > 0 && f.mealType !== null && countOf(paid.filter((p) => p.mealType === f.mealType)) >= r.mealCountLimit) {
      return refuse(f.amount, 'mealCountLimit', [{ kind: r.kind, id: r.ruleId, name: r.name, amount: 0 }]);
    }
    if (r.dailyCountLimit > 0 && countOf(paid) >= r.dailyCountLimit) return refuse(f.amount, 'dailyCountLimit', [{ kind: r.kind, id: r.ruleId, name: r.name, amount: 0 }]);
  }

  let payable = f.amount;
  const discount = matching
    .filter((r) => r.kind === 'consume' && (r.payPercent < 100 || r.reduceAmount > 0))
    .sort((a, b) => b.priority - a.priority || a.ruleId - b.ruleId)[0];
  if (discount) {
    payable = Math.max(0, percentOf(payable, discount.payPercent) - discount.reduceAmount);
    applied.push({ kind: 'consume', id: discount.ruleId, name: discount.name, amount: f.amount - payable });
  }

  let coupon: ConsumeDecision['coupon'] = null;
  if (f.coupon !== undefined) {
    const offer = f.coupon;
    if (!offer || payable < offer.minSpend || !covers(offer.canteenIds, f.canteenId) || !covers(offer.mealTypes, f.mealType)) return refuse(f.amount, 'couponUnusable', applied);
    const off = offer.kind === 'cash' ? Math.min(offer.value, payable) : payable - percentOf(payable, offer.value);
    payable -= off;
    coupon = { offer, discount: off };
    applied.push({ kind: 'coupon', id: offer.couponItemId, name: offer.couponName, amount: off });
  }

  let pointsUsed = 0;
  if (f.usePoints) {
    const offset = set.points.offset;
    if (!offset || f.usePoints > (f.pointBalance ?? 0) || f.usePoints < offset.minPoints) return refuse(f.amount, 'pointsUnusable', applied);
    // Points are earned per whole yuan paid; they pay whole cents only, up to the rule's share of what is left; no more points are taken than that buys.
    const cap = percentOf(payable, offset.maxSharePercent);
    const value = Math.min(Math.floor((f.usePoints * 100) / offset.pointsPerYuan), cap);
    pointsUsed = Math.ceil((value * offset.pointsPerYuan) / 100);
    if (value > 0) {
      payable -= value;
      applied.push({ kind: 'points', id: offset.offsetRuleId, name: offset.name, amount: value });
    }
  }

  // Amount limits weigh what the wallets pay, after coupon and points, as the history holds it for earlier payments.
  for (const r of matching) {
    if (r.singleLimit > 0 && payable > r.singleLimit) return refuse(f.amount, 'ruleSingleLimit', [...applied, { kind: r.kind, id: r.ruleId, name: r.name, amount: 0 }]);
    if (r.dailyLimit > 0 && sumOf(todayUnder(r)) + payable > r.dailyLimit) return refuse(f.amount, 'ruleDailyLimit', [...applied, { kind: r.kind, id: r.ruleId, name: r.name, amount: 0 }]);
  }

  for (const q of set.quotas) {
    if (!quotaMatches(q, f)) continue;
    const spent = sumOf(ofCycle(f.history, q.cycle, f.cycles).filter((p) => covers(q.canteenIds, p.canteenId) && covers(q.mealTypes, p.mealType)));
    if (spent + payable > q.quota) return refuse(f.amount, 'quotaExceeded', [...applied, { kind: 'quota', id: q.quotaId, name: q.name, amount: 0 }]);
  }

  const gain = set.points.gain;
  const pointsGained =
    gain && covers(gain.canteenIds, f.canteenId) && covers(gain.mealTypes, f.mealType) && covers(gain.psnTypeIds, f.psnTypeId) ? Math.floor(payable / 100) * gain.pointsPerYuan : 0;
  return { allowed: true, reason: null, listAmount: f.amount, payable, pointsUsed, pointsGained, applied, coupon };
}

/** What the person spent and has left under each quota that applies to them (at a canteen, or at any). */
export function quotaStanding(quotas: EngineQuota[], f: Pick<PaymentFacts, 'canteenId' | 'psnTypeId' | 'history' | 'cycles'>) {
  return quotas
    .filter((q) => covers(q.psnTypeIds, f.psnTypeId) && (f.canteenId === null || covers(q.canteenIds, f.canteenId)))
    .map((q) => {
      const from = f.cycles[q.cycle];
      const spent = sumOf(ofCycle(f.history, q.cycle, f.cycles).filter((p) => covers(q.canteenIds, p.canteenId) && covers(q.mealTypes, p.mealType)));
      return { quotaId: q.quotaId, name: q.name, cycle: q.cycle, quota: q.quota, spent, left: Math.max(0, q.quota - spent), from };
    });
}

const quotaMatches = (q: EngineQuota, f: Pick<PaymentFacts, 'canteenId' | 'psnTypeId' | 'mealType'>) =>
  covers(q.canteenIds, f.canteenId) && covers(q.psnTypeIds, f.psnTypeId) && covers(q.mealTypes, f.mealType);

/**
 * How far back this payment's history must reach: the earliest cycle start that a rule or quota matching it counts
 * (null: none counts, nothing is read).
 */
export function historyFrom(set: ConsumeRules, f: Pick<PaymentFacts, 'day' | 'mealType' | 'canteenId' | 'stallId' | 'deviceId' | 'psnTypeId' | 'cycles'>): string | null {
  const cycles = f.cycles;
  const needsDay = set.rules.some((r) => (r.mealCountLimit > 0 || r.dailyCountLimit > 0 || r.dailyLimit > 0) && ruleMatches(r, f));
  const starts = [...new Set(set.quotas.filter((q) => quotaMatches(q, f)).map((q) => cycles[q.cycle]))];
  if (needsDay) starts.push(cycles.day);
  return starts.length ? starts.sort()[0] : null;
}

// ---- recharge ------------------------------------------------------------------------------------------------------

export type EngineRechargeRule = Pick<
  RechargeRule,
  'ruleId' | 'name' | 'donateType' | 'tiers' | 'maxGift' | 'sumLimit' | 'feePercent' | 'feeAmount' | 'psnTypeIds' | 'payTypes' | 'validFrom' | 'validTo'
>;

export interface RechargeFacts {
  amount: number;
  payType: string;
  day: string;
  psnTypeId: number | null;
  /** Recharges the person made before this one, revoked ones included. */
  rechargesBefore: number;
  /** Gifts each rule already gave this person, by rule id. */
  giftedByRule: Map<number, number>;
}

export interface RechargeDecision {
  gift: number;
  fee: number;
  applied: AppliedRule[];
}

const giftOf = (rule: EngineRechargeRule, f: RechargeFacts): number => {
  const reached = (steps: EngineRechargeRule['tiers']) => steps.filter((t) => f.amount >= t.min).sort((a, b) => b.min - a.min)[0];
  switch (rule.donateType as DonateType) {
    case 'tier':
      return reached(rule.tiers)?.gift ?? 0;
    case 'percent': {
      const step = reached(rule.tiers);
      return step ? Math.floor((f.amount * step.percent) / 100) : 0;
    }
    case 'nth':
      return rule.tiers.find((t) => t.nth === f.rechargesBefore + 1)?.gift ?? 0;
    default:
      return 0;
  }
};

/**
 * What the recharge rules give and take on one recharge: every matching rule gives its gift (capped by its largest
 * gift and by what is left of its sum limit for the person); fee rules take a management fee (percent rounded half
 * up, plus the fixed part, never more than the amount).
 */
export function decideRecharge(rules: EngineRechargeRule[], f: RechargeFacts): RechargeDecision {
  const applied: AppliedRule[] = [];
  let gift = 0;
  let fee = 0;
  for (const rule of rules) {
    if ((rule.validFrom && f.day < rule.validFrom) || (rule.validTo && f.day > rule.validTo)) continue;
    if (!covers(rule.psnTypeIds, f.psnTypeId) || (rule.payTypes.length && !rule.payTypes.includes(f.payType))) continue;
    if (rule.donateType === 'fee') {
      const take = Math.min(f.amount - fee, percentOf(f.amount, rule.feePercent) + rule.feeAmount);
      if (take > 0) {
        fee += take;
        applied.push({ kind: 'fee', id: rule.ruleId, name: rule.name, amount: take });
      }
      continue;
    }
    let give = giftOf(rule, f);
    if (rule.maxGift > 0) give = Math.min(give, rule.maxGift);
    if (rule.sumLimit > 0) give = Math.min(give, Math.max(0, rule.sumLimit - (f.giftedByRule.get(rule.ruleId) ?? 0)));
    if (give > 0) {
      gift += give;
      applied.push({ kind: rule.donateType as 'tier' | 'nth' | 'percent', id: rule.ruleId, name: rule.name, amount: give });
    }
  }
  return { gift, fee, applied };
}

// ---- cancelling a booked meal -----------------------------------------------------------------------------------------

export interface EngineMealCancelRule {
  ruleId: number;
  name: string;
  canteenIds: number[];
  mealTypes: number[];
  deadlineMinutes: number;
  refundPercent: number;
}

export type MealCancelDecision =
  | { allowed: true; rule: EngineMealCancelRule }
  | { allowed: false; reason: 'noMealBackRule' | 'mealBackDeadline' };

/**
 * Whether a booked meal may be cancelled `minutesBefore` minutes before its meal period starts (negative: after), and
 * under which rule: of the enabled rules for its canteen and meal period whose deadline has not passed, the one that
 * gives back the most. Without a rule for it, a booking is not cancelled by its holder (a manager refunds instead).
 */
export function decideMealCancel(rules: EngineMealCancelRule[], f: { canteenId: number; mealType: number; minutesBefore: number }): MealCancelDecision {
  const matching = rules.filter((r) => covers(r.canteenIds, f.canteenId) && covers(r.mealTypes, f.mealType));
  if (!matching.length) return { allowed: false, reason: 'noMealBackRule' };
  const open = matching.filter((r) => f.minutesBefore >= r.deadlineMinutes).sort((a, b) => b.refundPercent - a.refundPercent || a.ruleId - b.ruleId);
  return open.length ? { allowed: true, rule: open[0] } : { allowed: false, reason: 'mealBackDeadline' };
}
