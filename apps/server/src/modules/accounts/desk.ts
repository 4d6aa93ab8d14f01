import type { DeskMenu, DeskPayer, DeskPreview } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, fieldError } from '../../platform/http/errors';
import { translate } from '../../platform/messages';
import { merchantTimeZone } from '../settings';
import { localClock, mealPeriodAt, stalls } from '../canteens';
import { mealMenu } from '../menu';
import { accountOfCard, accountOfPerson } from './lookup';
import { accountDetail } from './queries';
import { consume, type ConsumeResult } from './consumption';
import { consumeDryRun } from './consumptionDryRun';
import { payCodeHolder, redeemPayCode } from './cards/payCodes';

/**
 * The cashier desk (/account/desk): a person found by the card a reader types, a payment code or a pick; a tray of
 * dishes from the meal the canteen serves now, priced here from its recipe (the console names dishes and counts, never
 * prices), or a bare amount; a dry run before paying; the payment filed under canteen, stall and meal period.
 */

export async function deskPayer(ctx: Ctx, key: { custId?: number; cardNo?: string; qrCode?: string }): Promise<DeskPayer> {
  const card = key.cardNo !== undefined ? await accountOfCard(ctx, key.cardNo) : null;
  const ref = card ?? (await accountOfPerson(ctx, key.qrCode !== undefined ? await payCodeHolder(ctx, key.qrCode) : key.custId!));
  const a = await accountDetail(ctx, ref.accountId);
  return {
    custId: a.custId,
    custName: a.custName,
    custNum: a.custNum,
    orgName: a.orgName,
    cardNo: card?.cardNo ?? a.cardNo,
    cardState: card?.cardState ?? a.cardState,
    accState: a.accState,
    wallets: { subsidy: a.subsidyBalance, gift: a.giftBalance, cash: a.cashBalance },
    balance: a.balance,
  };
}

/** The canteen's meal now (by the merchant's clock) and what that meal's recipe sells. */
async function mealNow(ctx: Ctx, canteenId: number): Promise<Omit<DeskMenu, 'stalls'>> {
  const at = ctx.now();
  const period = await mealPeriodAt(ctx, canteenId, at);
  const day = localClock(at, await merchantTimeZone(ctx)).day;
  const dishes = period ? await mealMenu(ctx, { canteenId, day, mealType: period.mealType }) : [];
  return { canteenId, day, mealType: period?.mealType ?? null, dishes };
}

export async function deskMenu(ctx: Ctx, canteenId: number): Promise<DeskMenu> {
  const meal = await mealNow(ctx, canteenId);
  const open = (await stalls.list(ctx, { canteenId })).filter((s) => s.enabled).map((s) => ({ stallId: s.stallId, stallName: s.stallName }));
  return { ...meal, stalls: open };
}

interface Tray {
  canteenId: number;
  stallId?: number;
  items?: { dishId: number; qty: number }[];
  amount: number;
  couponNo?: string;
  usePoints?: number;
}

/**
 * The tray's lines at the prices of the meal served now; 42200 when a dish is not on it, and when they add up to
 * another total than the one the cashier was shown (the meal changed, or a price did, in between).
 */
async function pricedLines(ctx: Ctx, tray: Tray) {
  if (!tray.items) return undefined;
  const menu = new Map((await mealNow(ctx, tray.canteenId)).dishes.map((d) => [d.dishId, d]));
  const lines = tray.items.map((i, n) => {
    const dish = menu.get(i.dishId);
    if (!dish) throw fieldError(`items.${n}.dishId`, 'dishNotOnMenu');
    return { dishId: i.dishId, dishName: dish.dishName, qty: i.qty, price: dish.price };
  });
  const total = lines.reduce((s, l) => s + l.qty * l.price, 0);
  if (total !== tray.amount) throw businessRule('deskPriceChanged', { total: (total / 100).toFixed(2) });
  return lines;
}

export async function deskPreview(ctx: Ctx, input: Tray & { custId: number }): Promise<DeskPreview> {
  await pricedLines(ctx, input);
  const run = await consumeDryRun(ctx, input);
  return { ...run, reasonText: run.reason === null ? null : translate(ctx.lang, run.reason) };
}

/** The payment: a payment code is used up in its transaction (a refused payment leaves it unused). */
export async function deskPay(ctx: Ctx, input: Tray & { bizNo: string; custId?: number; cardNo?: string; qrCode?: string }): Promise<ConsumeResult> {
  const { qrCode, items: _named, ...rest } = input;
  const lines = await pricedLines(ctx, input);
  const custId = qrCode !== undefined ? await redeemPayCode(ctx, qrCode, input.bizNo) : rest.custId;
  return consume(ctx, { ...rest, custId, items: lines, payType: qrCode !== undefined ? 'qrcode' : input.cardNo !== undefined ? 'card' : 'account', channel: 'console' });
}
