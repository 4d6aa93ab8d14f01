import { ApiClient } from '../../simulator/client';
import { fundedPeople } from '../../bench/fixtures';
import { runClients, sendOp } from './storm';

/**
 * The money storm with the marketing rules on (issue 23): recharges earning a percent bonus and an nth-recharge gift,
 * withdrawals and revokes that must take those bonuses back, payments earning and spending points, part refunds that
 * must reverse points in proportion, booked meals and their cancellation. The checks after it (check.ts
 * `rulesStormBreaches`) read the database, not the replies: the rules' effects are the server's to compute.
 */
export interface RulesOp {
  kind: 'recharge' | 'withdraw' | 'revoke' | 'consume' | 'partRefund' | 'book' | 'cancelMeal';
  bizNo: string;
  custId: number;
  content: Record<string, unknown>;
  code: number | 'lost';
  data?: Record<string, unknown>;
  repeat?: boolean;
}

export interface RulesStormSetup {
  url: string;
  admin: string;
  custIds: number[];
  hot: number[];
  canteenId: number;
  /** The merchant's day after today (Asia/Shanghai, the demo merchant's zone): booked meals are for its lunch. */
  mealDay: string;
}

const ENDPOINT = {
  recharge: 'accounts.recharge',
  withdraw: 'accounts.drawMoney',
  revoke: 'accounts.revokeRecharge',
  consume: 'accounts.consumePay',
  partRefund: 'orders.partRefund',
  book: 'orderBookings.book',
  cancelMeal: 'orderBookings.cancelMeal',
} as const;

/** Two demo dishes (seedMenuDishes): the booking names them, the server prices them. */
const BOOKED = [
  { dishId: 7, dishName: '宫保鸡丁', qty: 1, price: 1400 },
  { dishId: 4, dishName: '米饭', qty: 1, price: 100 },
];

/** Funded people first (their funding is before the rules), then the rules the storm plays against. */
export async function setUpRulesStorm(url: string, people: number, prefix = 'RS'): Promise<RulesStormSetup> {
  const api = new ApiClient(url);
  const admin = await api.managerLogin('admin', 'Admin@123');
  const { custIds } = await fundedPeople(api, url, admin, people, 20_000, prefix);
  await api.call('marketing.rechargeRuleAdd', { name: `${prefix} 充值送10%`, donateType: 'percent', tiers: [{ min: 100, percent: 10 }], payTypes: ['cash'] }, admin);
  await api.call('marketing.rechargeRuleAdd', { name: `${prefix} 第二三次充值有礼`, donateType: 'nth', tiers: [{ nth: 2, gift: 500 }, { nth: 3, gift: 5000 }], payTypes: ['cash'] }, admin);
  await api.call('marketingRewards.pointGainAdd', { name: `${prefix} 每元一分`, pointsPerYuan: 1 }, admin);
  await api.call('marketingRewards.pointOffsetAdd', { name: `${prefix} 百分抵一元`, pointsPerYuan: 100, maxSharePercent: 50 }, admin);
  await api.call('marketing.mealBackRuleAdd', { name: `${prefix} 退餐八成`, canteenIds: [1], mealTypes: [2], deadlineMinutes: 30, refundPercent: 80 }, admin);
  const mealDay = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
  return { url, admin, custIds, hot: custIds.slice(0, 3), canteenId: 1, mealDay };
}

let serial = 0;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One operation of one client; 20 % on the hot accounts, 10 % a repeat of an acknowledged one. */
export async function rulesStormOp(s: RulesStormSetup, journal: RulesOp[], client: number): Promise<RulesOp> {
  const acked = journal.filter((o) => o.code === 10000 && !o.repeat);
  if (acked.length > 20 && Math.random() < 0.1) {
    const first = pick(acked.filter((o) => o.kind !== 'cancelMeal'));
    if (first) return send(s, journal, { ...first, code: 0, data: undefined, repeat: true });
  }
  const custId = Math.random() < 0.2 ? pick(s.hot) : pick(s.custIds);
  const bizNo = `RS${process.pid}-${client}-${++serial}`;
  const amount = 100 + Math.floor(Math.random() * 900);
  const r = Math.random();
  let op: Omit<RulesOp, 'code'> | null = null;
  if (r < 0.3) {
    const usePoints = Math.random() < 0.3 ? 100 * (1 + Math.floor(Math.random() * 3)) : undefined;
    op = { kind: 'consume', bizNo, custId, content: { bizNo, custId, amount, canteenId: s.canteenId, ...(usePoints ? { usePoints } : {}) } };
  } else if (r < 0.45) op = { kind: 'recharge', bizNo, custId, content: { custId, amount: amount * 5, payType: 'cash', bizNo } };
  else if (r < 0.55) op = { kind: 'withdraw', bizNo, custId, content: { custId, amount: amount * 2, bizNo } };
  else if (r < 0.62) {
    const rc = acked.filter((o) => o.kind === 'recharge').slice(-300);
    if (rc.length) {
      const one = pick(rc);
      op = { kind: 'revoke', bizNo, custId: one.custId, content: { rechargeId: one.data!.rechargeId, bizNo } };
    }
  } else if (r < 0.77) {
    const paid = acked.filter((o) => o.kind === 'consume' || o.kind === 'book').slice(-300);
    if (paid.length) {
      const one = pick(paid);
      const part = 1 + Math.floor(Math.random() * 300);
      op = { kind: 'partRefund', bizNo, custId: one.custId, content: { orderId: one.data!.orderId, amount: part, bizNo, reason: 'storm' } };
    }
  } else if (r < 0.9) {
    const items = Math.random() < 0.5 ? BOOKED : BOOKED.slice(0, 1);
    op = { kind: 'book', bizNo, custId, content: { bizNo, custId, canteenId: s.canteenId, mealDay: s.mealDay, mealPeriod: 2, items } };
  } else {
    const booked = acked.filter((o) => o.kind === 'book').slice(-300);
    if (booked.length) {
      const one = pick(booked);
      op = { kind: 'cancelMeal', bizNo, custId: one.custId, content: { orderId: one.data!.orderId } };
    }
  }
  if (!op) return rulesStormOp(s, journal, client);
  return send(s, journal, { ...op, code: 0 });
}

async function send(s: RulesStormSetup, journal: RulesOp[], op: RulesOp): Promise<RulesOp> {
  Object.assign(op, await sendOp(s.url, ENDPOINT[op.kind], op.content, s.admin));
  journal.push(op);
  return op;
}

export const rulesStorm = (s: RulesStormSetup, journal: RulesOp[], clients: number, until: () => boolean) => runClients(clients, until, (c) => rulesStormOp(s, journal, c));
