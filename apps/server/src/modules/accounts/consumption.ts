import type { PayTypes, Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { Params } from '../../platform/sql';
import { deductionOrder, getSetting, merchantTimeZone, prefetchConsumptionSettings, type PayChannel } from '../settings';
import { localClock, mealPeriodAt } from '../canteens';
import { claimAndLock, finish, finishCte, post, totalOf, type Balances, type LockedAccount } from './ledger';
import { payerStatement, type AccountRef, type Payer, type PayerKey } from './lookup';
import { placeOf } from './consumptionPlace';
import { dishNamesOf } from '../menu';
import { decidePayment } from './marketingFacts';
import { awardPointsCtes, redeemCoupon, spendPoints, type ConsumeDecision } from '../marketing';

export interface Paid {
  subsidy: number;
  gift: number;
  cash: number;
}
export interface ConsumeResult {
  orderId: number;
  /** The order number the order list shows. */
  orderNo: string;
  paid: Paid;
  balance: number;
  /** Each wallet after the payment. */
  wallets: Balances;
  /** Offline uploads the balance no longer covered: recorded as an error order for repair deduction. */
  error?: string;
}

export interface ConsumeInput {
  bizNo: string;
  custId?: number;
  cardNo?: string;
  faceId?: string;
  amount: number;
  canteenId?: number;
  stallId?: number;
  deviceId?: number;
  payType?: string;
  orderType?: 'spot' | 'booking' | 'scan' | 'weighing' | 'external';
  items?: { dishId: number; qty: number; price: number; dishName?: string }[];
  /** Offline upload: the original time; the balance check turns into an error order instead of a refusal. */
  offlineAt?: Date;
  /** Where the payment is made; by default a device's call pays as the device, anything else as the console. */
  channel?: PayChannel;
  /** A coupon the payer presents (its number), and points they pay part with. */
  couponNo?: string;
  usePoints?: number;
  /**
   * A booking: the meal it pays for, its merchant's day and meal period. The payment is judged by the rules, limits
   * and quotas of that day and period and filed under them (orders.meal_day, meal_period), not the moment it is paid.
   */
  meal?: { day: string; mealType: number };
}

export interface AccountLimits {
  overdraftLimit: number;
  singleConsumeLimit: number;
  dailyConsumeLimit: number;
}

/** Splits an amount over the wallets in deduction order; what the wallets lack falls on cash (overdraft). */
export function split(amount: number, balances: Balances, order: Wallet[]): Paid {
  const paid: Paid = { subsidy: 0, gift: 0, cash: 0 };
  let rest = amount;
  for (const wallet of order) {
    const take = Math.min(Math.max(balances[wallet], 0), rest);
    paid[wallet] += take;
    rest -= take;
  }
  paid.cash += rest;
  return paid;
}

function payerKey(input: ConsumeInput): PayerKey {
  if (input.cardNo) return { cardNo: input.cardNo };
  if (input.faceId) return { faceId: input.faceId };
  if (input.custId === undefined) throw businessRule('payerMissing');
  return { custId: input.custId };
}

/**
 * Whether the merchant's devices take this medium (pay settings, PAY_TYPES): a card, a face, a QR code, a bare person
 * id (`account`, off unless turned on). Only a device taking a payment is judged: a manager's charge, a booking or a
 * reviewer booking a held record names the person as their own act. An offline record by a medium turned off is held
 * for review before it comes here (offlineHeld.ts).
 */
const payTypeTaken = (payType: string, pay: { payTypes: PayTypes }) => (pay.payTypes as readonly string[]).includes(payType);

/** An order line as stored: the dish, when it is one of the merchant's, and the name the tray showed. */
interface OrderLine {
  dishId: number | null;
  dishName: string;
  qty: number;
  price: number;
}

/**
 * The items checked against the merchant's dishes (a cached catalogue: no round trip), named from the menu when the
 * device sent no name. A line naming a dish the merchant does not have (a device's stale menu, another merchant's
 * id) keeps its name and price but no dish: the sale stands, and no order points at a dish that is not the merchant's.
 */
async function onTheMenu(ctx: Ctx, input: ConsumeInput): Promise<OrderLine[]> {
  if (!input.items?.length) return [];
  const names = await dishNamesOf(ctx, input.items.map((i) => i.dishId));
  return input.items.map((i, n) => ({ dishId: names[n] === null ? null : i.dishId, dishName: i.dishName || (names[n] ?? ''), qty: i.qty, price: i.price }));
}

const unknownPayer = (key: PayerKey) =>
  'cardNo' in key ? businessRule('cardUnknown', { cardNo: key.cardNo }) : 'faceId' in key ? businessRule('faceUnknown') : notFound('person');

/**
 * Why a payer may not pay now, or null. Only an active card on a normal account of a normal person pays; a visitor
 * until their visit ends; a card until its last valid day (`today` is the merchant's day of the payment, read only
 * for a card that has one).
 */
export function refusal(
  account: LockedAccount,
  payer: { custState: string; cardState: string | null; validUntil?: string | null; cardValidUntil?: string | null },
  at: Date,
  today: string | null,
): 'accountFrozen' | 'accountCancelled' | 'cardLost' | 'cardExpired' | 'personCancelled' | 'visitExpired' | null {
  if (payer.custState === 'cancelled') return 'personCancelled';
  if (payer.validUntil && new Date(payer.validUntil) < at) return 'visitExpired';
  if (account.state === 'frozen') return 'accountFrozen';
  if (account.state === 'cancelled') return 'accountCancelled';
  if (payer.cardState === 'lost') return 'cardLost';
  if (payer.cardValidUntil && today && today > payer.cardValidUntil) return 'cardExpired';
  return null;
}

/** What the person's wallets paid, net of refunds, for the meals of one day (a booked meal counts on its meal day). */
async function spentOn(ctx: Ctx, custId: number, mealDay: string): Promise<number> {
  return (
    await ctx.db.query<{ n: number }>(
      `SELECT COALESCE(SUM(amount - refunded_subsidy - refunded_gift - refunded_cash), 0)::float8 AS n FROM orders
       WHERE merchant_id = $1 AND cust_id = $2 AND state IN ('paid', 'part_refunded', 'repaired') AND meal_day = $3::date`,
      [ctx.merchantId, custId, mealDay],
    )
  )[0].n;
}

/** Over-limit reason for this consumption, or null (per-person limits first, else the merchant's; 0 is none). */
export async function limitRefusal(ctx: Ctx, account: LockedAccount, amount: number, mealDay: string, limits: AccountLimits): Promise<string | null> {
  const single = account.singleLimit ?? limits.singleConsumeLimit;
  if (single > 0 && amount > single) return 'singleLimit';
  const daily = account.dailyLimit ?? limits.dailyConsumeLimit;
  if (daily > 0 && (await spentOn(ctx, account.custId, mealDay)) + amount > daily) return 'dailyLimit';
  return null;
}

/**
 * 'repeatConsume' when the person paid within the merchant's repeat interval (setting canteen.repeatIntervalSeconds,
 * 0: none): a card swiped twice at the till. Read under the account lock, so two swipes at once are judged one
 * after the other; no query when the interval is 0.
 */
export async function repeatRefusal(ctx: Ctx, custId: number, at: Date): Promise<'repeatConsume' | null> {
  const seconds = ((await getSetting(ctx, 'canteen')).value as { repeatIntervalSeconds: number }).repeatIntervalSeconds;
  if (seconds <= 0) return null;
  const recent = await ctx.db.query(
    `SELECT 1 FROM orders WHERE merchant_id = $1 AND cust_id = $2 AND state IN ('paid', 'part_refunded', 'repaired') AND ordered_at > $3 AND ordered_at <= $4 LIMIT 1`,
    [ctx.merchantId, custId, new Date(at.getTime() - seconds * 1000), at],
  );
  return recent.length ? 'repeatConsume' : null;
}

/**
 * One consumption (DESIGN §6): identify the payer, find the meal period, split over the wallets in the configured
 * deduction order, move the money, write the order with its items and the ledger rows — one transaction. A repeated
 * bizNo (the device trade number) returns the first result. An offline upload is never refused for money: one the
 * balance no longer covers becomes an error order (no money moved) for repair deduction.
 */
export async function consume(ctx: Ctx, input: ConsumeInput): Promise<ConsumeResult> {
  const at = input.offlineAt ?? ctx.now();
  const channel = input.channel ?? (ctx.device ? 'device' : 'console');
  await prefetchConsumptionSettings(ctx, channel);
  const { canteenId, stallId, deviceId } = await placeOf(ctx, input);
  let period: Awaited<ReturnType<typeof mealPeriodAt>> = null;
  if (canteenId !== null) {
    if (ctx.actor && !inScope(ctx, 'canteen', canteenId)) throw notFound('canteen');
    // Refuses a canteen of another merchant (404) while it finds the meal period.
    period = await mealPeriodAt(ctx, canteenId, at);
  }
  if (input.items?.length) {
    const total = input.items.reduce((s, i) => s + i.qty * i.price, 0);
    if (total !== input.amount) throw businessRule('itemsMismatch', { total: (total / 100).toFixed(2) });
  }
  const { bizNo: _bizNo, ...request } = input;
  const timeZone = await merchantTimeZone(ctx);
  const key = payerKey(input);
  const payType = input.payType ?? (input.cardNo ? 'card' : input.faceId ? 'face' : 'account');
  // The payer, the bizNo claim and the account lock are one round trip. The rules are decided under the lock, so
  // that two payments of one person cannot both pass a daily or count limit; a warm cache makes that no query.
  const found = await claimAndLock<Payer, ConsumeResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'consume',
    amount: input.amount,
    payType,
    canteenId,
    deviceId,
    at,
    request,
  }, payerStatement(ctx, key));
  if (found.first === null) throw unknownPayer(key);
  if (!found.first) return found.result;
  const { payer, txnId, account } = found;

  // After the claim: a repeat of a payment made before the pay type was turned off still gets its first reply.
  if (ctx.device && !input.offlineAt && !payTypeTaken(payType, (await getSetting(ctx, 'pay')).value as { payTypes: PayTypes })) throw businessRule('payTypeOff');
  const items = await onTheMenu(ctx, input);
  const limits = (await getSetting(ctx, 'account')).value as AccountLimits;
  const order = await deductionOrder(ctx, channel, { custId: payer.custId, deviceSn: ctx.device?.serialNumber });
  const day = localClock(at, timeZone).day;
  // The meal paid for: a booking's, else the one of the moment it is paid.
  const mealDay = input.meal?.day ?? day;
  const mealType = input.meal ? input.meal.mealType : (period?.mealType ?? null);
  // An offline record goes through the same rules (discounts, limits, quotas, points); one a rule refuses becomes an
  // error order with the rule's reason, like one the balance no longer covers.
  const decision = await decidePayment(ctx, {
    custId: payer.custId,
    psnTypeId: payer.psnTypeId ?? null,
    amount: input.amount,
    at,
    day: mealDay,
    mealType,
    canteenId,
    stallId,
    deviceId,
    couponNo: input.couponNo,
    usePoints: input.usePoints,
  });
  const payable = decision?.allowed ? decision.payable : input.amount;
  const paid = split(payable, account, order);
  const floor = limits.overdraftLimit;
  const reason =
    refusal(account, payer, at, payer.cardValidUntil ? day : null) ??
    (decision && !decision.allowed ? decision.reason : null) ??
    (account.cash - paid.cash < -floor ? 'insufficientBalance' : null) ??
    (await limitRefusal(ctx, account, payable, mealDay, limits)) ??
    // A booking is no swipe at a till: a meal booked just after paying for lunch is not a double swipe.
    (input.offlineAt || input.meal ? null : await repeatRefusal(ctx, payer.custId, at));

  const orderRow = {
    bizNo: input.bizNo,
    txnId,
    payer,
    canteenId,
    stallId,
    deviceId,
    mealType,
    mealDay,
    orderType: input.orderType ?? 'spot',
    payType,
    amount: payable,
    listAmount: input.amount,
    decision: decision?.allowed ? decision : null,
    offline: !!input.offlineAt,
    at,
  };
  if (reason) {
    if (!input.offlineAt) throw businessRule(reason as 'insufficientBalance');
    const written = await runOrderStatement(ctx, (q) => orderStatement(ctx, q, { ...orderRow, state: 'error', paid: { subsidy: 0, gift: 0, cash: 0 }, errorReason: reason }, items));
    const unmoved = { subsidy: account.subsidy, gift: account.gift, cash: account.cash };
    return finish(ctx, txnId, { ...written, paid: { subsidy: 0, gift: 0, cash: 0 }, balance: totalOf(account), wallets: unmoved, error: reason }, { amount: 0 });
  }
  // The account is locked: the balance after is the one read plus the deltas, and the reply can be written with
  // the order.
  const reply = {
    paid,
    balance: totalOf(account) - payable,
    wallets: { subsidy: account.subsidy - paid.subsidy, gift: account.gift - paid.gift, cash: account.cash - paid.cash },
  };
  const orderWrite = (q: Params) => orderStatement(ctx, q, { ...orderRow, state: 'paid', paid, errorReason: null }, items, reply);
  // A tray a coupon or points paid whole moves no money: an order without ledger rows. Otherwise the posting, the
  // order with its items and the stored reply are one statement: one round trip while the account is locked.
  let written: { orderId: number; orderNo: string };
  if (payable === 0) written = await runOrderStatement(ctx, orderWrite);
  else {
    const posted = await post<{ orderId: number; orderNo: string }>(
      ctx,
      {
        txnId,
        tradeType: 'consume',
        bizNo: input.bizNo,
        accountId: payer.accountId,
        custId: payer.custId,
        deltas: { subsidy: -paid.subsidy, gift: -paid.gift, cash: -paid.cash },
        book: 'revenue',
        canteenId,
        deviceId,
        at,
        cashFloor: floor,
      },
      (q) => ({ ctes: orderWrite(q), columns: `(SELECT id FROM o) AS "orderId", (SELECT order_no FROM o) AS "orderNo"` }),
    );
    // The stored reply was written before the balances came back: they must be the ones it states.
    if (totalOf(posted) !== reply.balance) throw new Error(`consumption ${input.bizNo}: balance after ${totalOf(posted)}, reply ${reply.balance}`);
    written = { orderId: posted.orderId, orderNo: posted.orderNo };
  }
  if (decision?.allowed) await applyRewards(ctx, payer.custId, written.orderId, decision, at);
  return { ...written, ...reply };
}

/**
 * The coupon and points a payment spends, in its transaction: a coupon used meanwhile, or points spent, refuse it.
 * (Points it earns are written with its order: `orderStatement`.)
 */
async function applyRewards(ctx: Ctx, custId: number, orderId: number, d: ConsumeDecision, at: Date): Promise<void> {
  if (d.coupon && !(await redeemCoupon(ctx, d.coupon.offer, custId, orderId, d.coupon.discount, at))) throw businessRule('couponUnusable');
  if (d.pointsUsed > 0 && !(await spendPoints(ctx, custId, d.pointsUsed, orderId, at))) throw businessRule('pointsUnusable');
}

interface OrderRow {
  bizNo: string;
  txnId: number;
  payer: AccountRef & { cardNo: string | null };
  canteenId: number | null;
  stallId: number | null;
  deviceId: number | null;
  mealType: number | null;
  mealDay: string;
  orderType: string;
  payType: string;
  amount: number;
  listAmount: number;
  decision: ConsumeDecision | null;
  offline: boolean;
  at: Date;
  state: 'paid' | 'error';
  paid: Paid;
  errorReason: string | null;
}

/** Writes the order alone (`orderStatement`); returns its id and number. */
async function runOrderStatement(ctx: Ctx, orderWrite: (q: Params) => string): Promise<{ orderId: number; orderNo: string }> {
  const q = new Params();
  const row = (await ctx.db.query<{ id: string; orderNo: string }>(`WITH ${orderWrite(q)} SELECT id, order_no AS "orderNo" FROM o`, q.params))[0];
  return { orderId: Number(row.id), orderNo: row.orderNo };
}

/**
 * The order and its items as CTEs (`o`, RETURNING id and order_no, and its items) of one statement, parameters taken
 * from `q`; with `reply`, the operation's stored reply too (`finish`, with the order's id and number) and the points
 * the payment earned (marketing's CTEs): one round trip while the account is locked.
 */
function orderStatement(ctx: Ctx, q: Params, o: OrderRow, items: OrderLine[], reply?: Omit<ConsumeResult, 'orderId' | 'orderNo'>): string {
  const $ = q.named({
    merchant: ctx.merchantId,
    bizNo: o.bizNo,
    txn: o.txnId,
    account: o.payer.accountId,
    cust: o.payer.custId,
    cardNo: o.payer.cardNo,
    canteen: o.canteenId,
    stall: o.stallId,
    device: o.deviceId,
    meal: o.mealType,
    orderType: o.orderType,
    payType: o.payType,
    state: o.state,
    amount: o.amount,
    paidSubsidy: o.paid.subsidy,
    paidGift: o.paid.gift,
    paidCash: o.paid.cash,
    offline: o.offline,
    errorReason: o.errorReason,
    at: o.at,
    dishIds: items.map((i) => i.dishId),
    dishNames: items.map((i) => i.dishName),
    qtys: items.map((i) => i.qty),
    prices: items.map((i) => i.price),
    listAmount: o.listAmount,
    marketing: JSON.stringify(o.decision?.applied ?? []),
    pointsUsed: o.decision?.pointsUsed ?? 0,
    pointsGained: o.decision?.pointsGained ?? 0,
    mealDay: o.mealDay,
  });
  const orderKeys = `jsonb_build_object('orderId', (SELECT id FROM o), 'orderNo', (SELECT order_no FROM o))`;
  const done = reply ? `, done AS (${finishCte({ txn: $.txn, merchant: $.merchant, result: q.param(JSON.stringify(reply)), amount: $.amount }, orderKeys)})` : '';
  const gained = reply ? (o.decision?.pointsGained ?? 0) : 0;
  const points = gained > 0 ? `, ${awardPointsCtes({ merchant: $.merchant, cust: $.cust, points: `${$.pointsGained}::bigint`, order: '(SELECT id FROM o)', at: `${$.at}::timestamptz` })}` : '';
  return `o AS (
         INSERT INTO orders (merchant_id, order_no, biz_no, txn_id, account_id, cust_id, card_no, canteen_id, stall_id, device_id, meal_period, order_type, pay_type,
           state, amount, paid_subsidy, paid_gift, paid_cash, offline, error_reason, ordered_at, list_amount, marketing, points_used, points_gained, meal_day)
         VALUES (${$.merchant}, 'O' || to_char(${$.at}::timestamptz, 'YYYYMMDD') || lpad(${$.txn}::bigint::text, 10, '0'), ${$.bizNo}, ${$.txn}, ${$.account}, ${$.cust},
           ${$.cardNo}, ${$.canteen}, ${$.stall}, ${$.device}, ${$.meal}, ${$.orderType}, ${$.payType}, ${$.state}, ${$.amount}, ${$.paidSubsidy}, ${$.paidGift},
           ${$.paidCash}, ${$.offline}, ${$.errorReason}, ${$.at}, ${$.listAmount}, ${$.marketing}, ${$.pointsUsed}, ${$.pointsGained}, ${$.mealDay}::date)
         RETURNING id, order_no
       ), items AS (
         INSERT INTO order_items (merchant_id, order_id, dish_id, dish_name, qty, price, amount)
         SELECT ${$.merchant}, o.id, d, n, q, p, q * p FROM o, unnest(${$.dishIds}::int[], ${$.dishNames}::text[], ${$.qtys}::int[], ${$.prices}::bigint[]) AS i(d, n, q, p)
       )${done}${points}`;
}
