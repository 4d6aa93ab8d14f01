import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { cents } from '../money';
import { secretField } from '../secrets';
import { id, int32 } from '../scalars';
import { ACCOUNT_STATES, CARD_STATES, bizNo, cardNo, consumeResult } from './accounts';
import { consumePreview } from './marketing';

const M = PREFIX.main;
/** 收银台: the cashier desk of the account centre. */
const MENU = { desk: 807000 } as const;

const wallets = z.object({ subsidy: z.int(), gift: z.int(), cash: z.int() });
/** How every payment code starts (accounts/payCodes.ts); a card number (at most 32 characters) is never one. */
export const PAY_CODE_PREFIX = 'CCP1';
/**
 * A payment code the server issued (customers' QR code): single use, about a minute. The payer lookup does not use it
 * up, so the operation log masks it like any other secret.
 */
const qrCode = secretField(z.string().trim().min(1).max(64));

/** Who pays: a card number (or a chip bound to a card) as a reader types it, a payment code, or a person picked. */
export const deskPayerKey = z
  .object({ custId: id.optional(), cardNo: cardNo.optional(), qrCode: qrCode.optional() })
  .refine((v) => [v.custId, v.cardNo, v.qrCode].filter((x) => x !== undefined).length === 1, { message: 'one of custId, cardNo or qrCode', path: ['cardNo'] });

export const deskPayer = z.object({
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  /** The card the person pays with here: the one read, else their main card. */
  cardNo: z.string().nullable(),
  cardState: z.enum(CARD_STATES),
  accState: z.enum(ACCOUNT_STATES),
  wallets,
  balance: z.int(),
});
export type DeskPayer = z.infer<typeof deskPayer>;

/** What one canteen sells now: the meal period by the server's clock and the dishes of that meal's enabled recipe. */
export const deskMenu = z.object({
  canteenId: z.int(),
  /** The merchant's day, YYYY-MM-DD. */
  day: z.string(),
  /** The meal period now; null outside every period (an amount can still be charged). */
  mealType: z.int().nullable(),
  /** The canteen's enabled stalls, to file the payment under. */
  stalls: z.array(z.object({ stallId: z.int(), stallName: z.string() })),
  dishes: z.array(z.object({ dishId: z.int(), dishName: z.string(), price: z.int() })),
});
export type DeskMenu = z.infer<typeof deskMenu>;

/** A tray: dishes of the meal's menu (priced by the server from that menu) or a bare amount. */
const tray = {
  canteenId: id,
  stallId: id.optional(),
  items: z.array(z.object({ dishId: id, qty: int32(1).max(99) })).min(1).max(50).optional(),
  /** Cents. With items, the total the cashier saw: refused when the menu's prices now give another one. */
  amount: cents,
  couponNo: z.string().trim().min(1).max(64).optional(),
  usePoints: int32(1).optional(),
};

/** The marketing dry run's fields, with any refusal of the payment (not only the rules') and the wallets it meets. */
export const deskPreview = consumePreview.extend({
  /** Whether the payment would go through now; else `reason` (a server message key) and its text. */
  reason: z.string().nullable(),
  reasonText: z.string().nullable(),
  /** The wallets it would take from, in the merchant's deduction order, and what they would hold after. */
  split: wallets,
  after: wallets,
});
export type DeskPreview = z.infer<typeof deskPreview>;

/** Endpoints of the cashier desk (not in the spec: our page, /account/desk). */
export const accountDeskEndpoints = [
  endpoint({
    id: 'accounts.deskPayer',
    method: 'POST',
    path: `${M}/desk/payer`,
    access: MENU.desk,
    write: false,
    input: deskPayerKey,
    output: deskPayer,
    summary: 'Who a card number, payment code (not used up) or person id names, with their wallets',
  }),
  endpoint({
    id: 'accounts.deskMenu',
    method: 'POST',
    path: `${M}/desk/menu`,
    access: MENU.desk,
    write: false,
    input: z.object({ canteenId: id }),
    output: deskMenu,
    summary: "A canteen's stalls, its meal period now and the dishes its enabled recipe for that meal sells, at the recipe's prices",
  }),
  endpoint({
    id: 'accounts.deskPreview',
    method: 'POST',
    path: `${M}/desk/preview`,
    access: MENU.desk,
    write: false,
    input: z.object({ custId: id, ...tray }),
    output: deskPreview,
    summary: 'Dry run of a desk payment: the rules, limits and wallets it would meet (nothing is written)',
  }),
  endpoint({
    id: 'accounts.deskPay',
    method: 'PUT',
    path: `${M}/desk/pay`,
    access: MENU.desk,
    input: z
      .object({ bizNo, custId: id.optional(), cardNo: cardNo.optional(), qrCode: qrCode.optional(), ...tray })
      .refine((v) => [v.custId, v.cardNo, v.qrCode].filter((x) => x !== undefined).length === 1, { message: 'one of custId, cardNo or qrCode', path: ['cardNo'] }),
    output: consumeResult,
    summary: 'Charge a tray at the desk (idempotent by bizNo): the payment is filed under the canteen, stall and meal period now',
  }),
] as const satisfies readonly AnyEndpoint[];
