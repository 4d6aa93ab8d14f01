import type { Account, ConsumeResult, Page, PayCode } from '@canteen/contract';
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

export interface RushOptions {
  /** Length of the simulated rush in seconds (a real lunch hour compressed). */
  seconds: number;
  /** Consumptions per second at the peak, over all devices. */
  peakPerSecond: number;
  log?: (line: string) => void;
  random?: () => number;
}

export interface RushReport {
  sent: number;
  paid: number;
  refused: Record<string, number>;
  amount: number;
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
  const report: RushReport = { sent: 0, paid: 0, refused: {}, amount: 0 };
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  const rateAt = (elapsed: number) => {
    const x = elapsed / o.seconds;
    const shape = x < 1 / 3 ? x * 3 : (1 - x) * 1.5;
    return Math.max(0.05, shape) * o.peakPerSecond;
  };
  for (;;) {
    const elapsed = (Date.now() - started) / 1000;
    if (elapsed >= o.seconds) break;
    const device = devices[Math.floor(random() * devices.length)];
    const payer = payers[Math.floor(random() * payers.length)];
    const { items, amount } = tray(random);
    report.sent++;
    const p = consumeAt(api, device, { payer, amount, items })
      .then(() => {
        report.paid++;
        report.amount += amount;
      })
      .catch((e: unknown) => {
        const key = e instanceof ApiError ? e.message.replace(/^[^:]+: /, '') : (e as Error).message;
        report.refused[key] = (report.refused[key] ?? 0) + 1;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
    // Exponential gaps give a Poisson arrival process at the current rate.
    await new Promise((r) => setTimeout(r, (-Math.log(1 - random()) / rateAt(elapsed)) * 1000));
    if (report.sent % 50 === 0) log(`${report.sent} sent, ${report.paid} paid`);
  }
  await Promise.all([...inFlight]);
  return report;
}
