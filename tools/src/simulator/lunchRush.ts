import { setTimeout as sleep } from 'node:timers/promises';
import type { Account, ConsumeResult, MealPeriod, Page, PayCode } from '@canteen/contract';
import { ApiClient, ApiError } from './client';
import type { SimulatedDevice } from './fleet';

/**
 * Who pays: a card number, or a person who shows a QR payment code. Codes are single-use and short-lived, so such
 * a payer fetches a fresh one for each payment, as the diner's app would.
 */
export type Payer = { cardNo: string } | QrPayer;
export interface QrPayer {
  showCode: () => Promise<string>;
}

export interface ConsumeOptions {
  payer: Payer;
  amount: number;
  /** The device trade number; a re-sent one is charged once. */
  bizNo?: string;
  items?: { dishId: number; dishName: string; qty: number; price: number }[];
}

let sequence = 0;
const tradeNo = (d: SimulatedDevice) => `${d.serialNumber}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

/** One consumption at a device, as a till sends it (a QR payer shows a fresh code first). */
export async function consumeAt(api: ApiClient, device: SimulatedDevice, o: ConsumeOptions): Promise<ConsumeResult> {
  const payer = 'cardNo' in o.payer ? o.payer : { qrCode: await o.payer.showCode() };
  return api.call<ConsumeResult>('accounts.deviceConsume', { bizNo: o.bizNo ?? tradeNo(device), ...payer, amount: o.amount, items: o.items }, device.token);
}

/** A person paying by QR code: each code comes from the server's payment-code call (here with a manager's token). */
export const qrPayer = (api: ApiClient, managerToken: string, custId: number): QrPayer => ({
  showCode: async () => (await api.call<PayCode>('customers.payCode', { custId }, managerToken)).code,
});

/** The people who can pay: live cards first, else a QR payment code. */
export async function payersOf(api: ApiClient, managerToken: string, most = 500): Promise<Payer[]> {
  const page = await api.call<Page<Account>>('accounts.accountPage', { page: 1, limit: 500, accState: 'normal' }, managerToken);
  return page.records.slice(0, most).map((a) => (a.cardNo && a.cardState === 'active' ? { cardNo: a.cardNo } : qrPayer(api, managerToken, a.custId)));
}

const DISHES = [
  { dishId: 1, dishName: '红烧肉', price: 1200 },
  { dishId: 2, dishName: '番茄炒蛋', price: 600 },
  { dishId: 3, dishName: '清炒时蔬', price: 400 },
  { dishId: 4, dishName: '米饭', price: 100 },
  { dishId: 5, dishName: '牛肉面', price: 1500 },
  { dishId: 6, dishName: '例汤', price: 250 },
];

/** A tray of one to three dishes and rice, like a lunch at a staff canteen. */
function tray(random: () => number) {
  const items = [{ ...DISHES[3], qty: 1 }];
  const n = 1 + Math.floor(random() * 3);
  for (let i = 0; i < n; i++) {
    const dish = DISHES[[0, 1, 2, 4, 5][Math.floor(random() * 5)]];
    const same = items.find((x) => x.dishId === dish.dishId);
    if (same) same.qty++;
    else items.push({ ...dish, qty: 1 });
  }
  return { items, amount: items.reduce((s, i) => s + i.qty * i.price, 0) };
}

/** The meal period of a canteen in force now, by the server's clock and time zone (null: none). */
export type PeriodOf = (canteenId: number) => Promise<MealPeriod | null>;

/**
 * Asks the server (with a manager's token) which meal period each canteen is in, at most once a second per canteen,
 * so that a rush stops charging within about a second of a period's end.
 */
export function periodsFromServer(api: ApiClient, managerToken: string, refreshMs = 1000): PeriodOf {
  const asked = new Map<number, { at: number; period: Promise<MealPeriod | null> }>();
  return (canteenId) => {
    const last = asked.get(canteenId);
    if (last && Date.now() - last.at < refreshMs) return last.period;
    const period = api.call<MealPeriod | null>('canteens.periodInUse', { canteenId }, managerToken);
    asked.set(canteenId, { at: Date.now(), period });
    return period;
  };
}

export const MEAL_NAMES: Record<number, string> = { 1: 'breakfast', 2: 'lunch', 3: 'afternoon tea', 4: 'dinner', 5: 'late-night snack' };

export interface RushOptions {
  /** Length of the simulated rush in seconds (a real lunch hour compressed). */
  seconds: number;
  /** Consumptions per second at the peak, over all devices. */
  peakPerSecond: number;
  /**
   * The meal period of each device's canteen. With it a payment is sent only while its canteen has one in force
   * (unless `anyTime`), and the paid ones are counted by period; without it every payment is sent, uncounted.
   */
  periodOf?: PeriodOf;
  /** Charge outside the meal periods too (the server files such an order under no meal period). */
  anyTime?: boolean;
  /** Ends the rush early (Ctrl+C); the payments in flight are still awaited. */
  signal?: AbortSignal;
  log?: (line: string) => void;
  random?: () => number;
}

/** The payments the server refused with one message: its reply code and how many. */
export interface Refusal {
  code: number;
  count: number;
}

export interface RushReport {
  sent: number;
  paid: number;
  /** By the server's message. */
  refused: Record<string, Refusal>;
  amount: number;
  /** Payments not sent: their device's canteen had no meal period in force. */
  outsidePeriods: number;
  /** Paid payments by the meal period in force when sent ('no meal period' with anyTime); empty without periodOf. */
  paidByPeriod: Record<string, number>;
}

/**
 * A lunch rush: the rate rises from a trickle to the peak a third of the way in and falls off again (a triangle,
 * like the queue at 11:30–12:30), every consumption at a random device by a random payer with a random tray.
 * Refusals (insufficient balance, lost card…) are counted by message, as a till would show them.
 */
export async function lunchRush(api: ApiClient, devices: SimulatedDevice[], payers: Payer[], o: RushOptions): Promise<RushReport> {
  if (!devices.length || !payers.length) throw new Error('a lunch rush needs devices and payers');
  const random = o.random ?? Math.random;
  const log = o.log ?? (() => {});
  const report: RushReport = { sent: 0, paid: 0, refused: {}, amount: 0, outsidePeriods: 0, paidByPeriod: {} };
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  const rateAt = (elapsed: number) => {
    const x = elapsed / o.seconds;
    const shape = x < 1 / 3 ? x * 3 : (1 - x) * 1.5;
    return Math.max(0.05, shape) * o.peakPerSecond;
  };
  while (!o.signal?.aborted) {
    const elapsed = (Date.now() - started) / 1000;
    if (elapsed >= o.seconds) break;
    const device = devices[Math.floor(random() * devices.length)];
    const payer = payers[Math.floor(random() * payers.length)];
    const { items, amount } = tray(random);
    const period = o.periodOf ? await o.periodOf(device.canteenId) : undefined;
    if (period === null && !o.anyTime) {
      report.outsidePeriods++;
    } else {
      report.sent++;
      const p = consumeAt(api, device, { payer, amount, items })
        .then(() => {
          report.paid++;
          report.amount += amount;
          if (period !== undefined) {
            const name = period ? (MEAL_NAMES[period.mealType] ?? `meal ${period.mealType}`) : 'no meal period';
            report.paidByPeriod[name] = (report.paidByPeriod[name] ?? 0) + 1;
          }
        })
        .catch((e: unknown) => {
          const reply = e instanceof ApiError ? e : null;
          const message = reply ? reply.message.replace(/^[^:]+: \d+ /, '') : (e as Error).message;
          const row = (report.refused[message] ??= { code: reply?.code ?? 0, count: 0 });
          row.count++;
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
      if (report.sent % 50 === 0) log(`${report.sent} sent, ${report.paid} paid`);
    }
    // Exponential gaps give a Poisson arrival process at the current rate.
    await sleep((-Math.log(1 - random()) / rateAt(elapsed)) * 1000, undefined, { signal: o.signal }).catch(() => {});
  }
  await Promise.all([...inFlight]);
  return report;
}

/** The refusals as a table, most frequent first: count, reply code and the server's message (code 0: no reply). */
export function refusalTable(refused: Record<string, Refusal>): string {
  const rows = Object.entries(refused).sort(([, a], [, b]) => b.count - a.count);
  if (!rows.length) return 'Refused: none';
  const total = rows.reduce((n, [, r]) => n + r.count, 0);
  const width = Math.max(5, ...rows.map(([, r]) => String(r.count).length));
  const line = (count: string, code: string, message: string) => `  ${count.padStart(width)}  ${code.padEnd(5)}  ${message}`;
  return [`Refused: ${total}`, line('count', 'code', 'message'), ...rows.map(([message, r]) => line(String(r.count), String(r.code || '-'), message))].join('\n');
}
