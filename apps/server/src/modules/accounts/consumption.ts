import { PAY_TYPES, type PayTypes, type Wallet } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { businessRule, notFound } from '../../platform/http/errors';
import { inScope } from '../../platform/access';
import { deductionOrder, getSetting, merchantTimeZone, prefetchConsumptionSettings, type PayChannel } from '../settings';
import { localClock, mealPeriodAt } from '../canteens';
import { claimAndLock, claimBizNo, finish, finishCte, lockAccount, post, POSTING_PARAMS, renumberParams, totalOf, type Balances, type LockedAccount } from './ledger';
import { accountOfCust, payerStatement, type AccountRef, type Payer, type PayerKey } from './lookup';
import { assertOrderInScope, placeOf } from './consumptionPlace';
import { dishCatalogue, orderRefunded } from './ports';
import { decidePayment } from './marketingFacts';
import { awardPointsCtes, redeemCoupon, returnCouponOfOrder, reversePointsOfOrder, spendPoints, type ConsumeDecision } from '../marketing';

export interface Paid {
  subsidy: number;
  gift: number;
  cash: number;
}
export interface ConsumeResult {
  orderId: number;
  paid: Paid;
  balance: number;
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
}

interface AccountLimits {
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

/** The merchant's pay settings name the media it takes (PAY_TYPES); a payment by person id or account is none of them. */
const payTypeTaken = (payType: string, pay: { payTypes: PayTypes }) => !(PAY_TYPES as readonly string[]).includes(payType) || pay.payTypes.includes(payType as PayTypes[number]);

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
  const names = await dishCatalogue.use().namesOf(ctx, input.items.map((i) => i.dishId));
  return input.items.map((i, n) => ({ dishId: names[n] === null ? null : i.dishId, dishName: i.dishName || (names[n] ?? ''), qty: i.qty, price: i.price }));
}

const unknownPayer = (key: PayerKey) =>
  'cardNo' in key ? businessRule('cardUnknown', { cardNo: key.cardNo }) : 'faceId' in key ? businessRule('faceUnknown') : notFound('person');

/**
 * Why a payer may not pay now, or null. Only an active card on a normal account of a normal person pays; a visitor
 * until their visit ends; a card until its last valid day (`today` is the merchant's day of the payment, read only
 * for a card that has one).
 */
function refusal(
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

async function spentToday(ctx: Ctx, custId: number, at: Date): Promise<number> {
  return (
    await ctx.db.query<{ n: number }>(
      `SELECT COALESCE(SUM(amount - refunded_subsidy - refunded_gift - refunded_cash), 0)::float8 AS n FROM orders
       WHERE merchant_id = $1 AND cust_id = $2 AND state IN ('paid', 'part_refunded', 'repaired')
         AND ordered_at >= date_trunc('day', $3::timestamptz AT TIME ZONE $4) AT TIME ZONE $4`,
      [ctx.merchantId, custId, at, await merchantTimeZone(ctx)],
    )
  )[0].n;
}

/** Over-limit reason for this consumption, or null (per-person limits first, else the merchant's; 0 is none). */
async function limitRefusal(ctx: Ctx, account: LockedAccount, amount: number, at: Date, limits: AccountLimits): Promise<string | null> {
  const single = account.singleLimit ?? limits.singleConsumeLimit;
  if (single > 0 && amount > single) return 'singleLimit';
  const daily = account.dailyLimit ?? limits.dailyConsumeLimit;
  if (daily > 0 && (await spentToday(ctx, account.custId, at)) + amount > daily) return 'dailyLimit';
  return null;
}

/**
 * 'repeatConsume' when the person paid within the merchant's repeat interval (setting canteen.repeatIntervalSeconds,
 * 0: none): a card swiped twice at the till. Read under the account lock, so two swipes at once are judged one
 * after the other; no query when the interval is 0.
 */
async function repeatRefusal(ctx: Ctx, custId: number, at: Date): Promise<'repeatConsume' | null> {
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
  if (!input.offlineAt && !payTypeTaken(payType, (await getSetting(ctx, 'pay')).value as { payTypes: PayTypes })) throw businessRule('payTypeOff');
  const items = await onTheMenu(ctx, input);
  const limits = (await getSetting(ctx, 'account')).value as AccountLimits;
  const order = await deductionOrder(ctx, channel, { custId: payer.custId, deviceSn: ctx.device?.serialNumber });
  const day = localClock(at, timeZone).day;
  // An offline record is money the device already took at its own price: the rules judged it there, not here.
  const decision = input.offlineAt ? null : await decidePayment(ctx, {
    custId: payer.custId,
    psnTypeId: payer.psnTypeId ?? null,
    amount: input.amount,
    at,
    day,
    timeZone,
    mealType: period?.mealType ?? null,
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
    (await limitRefusal(ctx, account, payable, at, limits)) ??
    (input.offlineAt ? null : await repeatRefusal(ctx, payer.custId, at));

  const orderRow = {
    bizNo: input.bizNo,
    txnId,
    payer,
    canteenId,
    stallId,
    deviceId,
    mealType: period?.mealType ?? null,
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
    const orderId = await runOrderStatement(ctx, orderStatement(ctx, { ...orderRow, state: 'error', paid: { subsidy: 0, gift: 0, cash: 0 }, errorReason: reason }, items));
    return finish(ctx, txnId, { orderId, paid: { subsidy: 0, gift: 0, cash: 0 }, balance: totalOf(account), error: reason }, { amount: 0 });
  }
  // The account is locked: the balance after is the one read plus the deltas, and the reply can be written with
  // the order.
  const reply = { paid, balance: totalOf(account) - payable };
  const orderWrite = orderStatement(ctx, { ...orderRow, state: 'paid', paid, errorReason: null }, items, reply);
  // A tray a coupon or points paid whole moves no money: an order without ledger rows. Otherwise the posting, the
  // order with its items and the stored reply are one statement: one round trip while the account is locked.
  let orderId: number;
  if (payable === 0) orderId = await runOrderStatement(ctx, orderWrite);
  else {
    const posted = await post<{ orderId: number }>(
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
      { ctes: renumberParams(orderWrite.ctes, POSTING_PARAMS), params: orderWrite.params, columns: `(SELECT id FROM o) AS "orderId"` },
    );
    // The stored reply was written before the balances came back: they must be the ones it states.
    if (totalOf(posted) !== reply.balance) throw new Error(`consumption ${input.bizNo}: balance after ${totalOf(posted)}, reply ${reply.balance}`);
    orderId = posted.orderId;
  }
  if (decision?.allowed) await applyRewards(ctx, payer.custId, orderId, decision, at);
  return { orderId, ...reply };
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

interface OrderStatement {
  /** CTEs `o` (the order, RETURNING id), its items and, with a reply, the stored reply and the points earned. */
  ctes: string;
  params: unknown[];
}

/** Writes the order alone (`orderStatement`); returns its id. */
async function runOrderStatement(ctx: Ctx, s: OrderStatement): Promise<number> {
  return Number((await ctx.db.query<{ id: string }>(`WITH ${s.ctes} SELECT id FROM o`, s.params))[0].id);
}

/**
 * The order and its items as CTEs of one statement; with `reply`, the operation's stored reply too (`finish`, with
 * the order's id), and the points the payment earned (marketing's CTEs): one round trip while the account is locked.
 */
function orderStatement(ctx: Ctx, o: OrderRow, items: OrderLine[], reply?: Omit<ConsumeResult, 'orderId'>): OrderStatement {
  const done = reply ? `, done AS (${finishCte({ txn: '$3', merchant: '$1', result: '$29', amount: '$14' }, `jsonb_build_object('orderId', (SELECT id FROM o))`)})` : '';
  const gained = reply ? (o.decision?.pointsGained ?? 0) : 0;
  const points = gained > 0 ? `, ${awardPointsCtes({ merchant: '$1', cust: '$5', points: '$28::bigint', order: '(SELECT id FROM o)', at: '$20::timestamptz' })}` : '';
  return {
    ctes: `o AS (
         INSERT INTO orders (merchant_id, order_no, biz_no, txn_id, account_id, cust_id, card_no, canteen_id, stall_id, device_id, meal_period, order_type, pay_type,
           state, amount, paid_subsidy, paid_gift, paid_cash, offline, error_reason, ordered_at, list_amount, marketing, points_used, points_gained)
         VALUES ($1, 'O' || to_char($20::timestamptz, 'YYYYMMDD') || lpad($3::bigint::text, 10, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
           $25, $26, $27, $28)
         RETURNING id
       ), items AS (
         INSERT INTO order_items (merchant_id, order_id, dish_id, dish_name, qty, price, amount)
         SELECT $1, o.id, d, n, q, p, q * p FROM o, unnest($21::int[], $22::text[], $23::int[], $24::bigint[]) AS i(d, n, q, p)
       )${done}${points}`,
    params: [
      ctx.merchantId,
      o.bizNo,
      o.txnId,
      o.payer.accountId,
      o.payer.custId,
      o.payer.cardNo,
      o.canteenId,
      o.stallId,
      o.deviceId,
      o.mealType,
      o.orderType,
      o.payType,
      o.state,
      o.amount,
      o.paid.subsidy,
      o.paid.gift,
      o.paid.cash,
      o.offline,
      o.errorReason,
      o.at,
      items.map((i) => i.dishId),
      items.map((i) => i.dishName),
      items.map((i) => i.qty),
      items.map((i) => i.price),
      o.listAmount,
      JSON.stringify(o.decision?.applied ?? []),
      o.decision?.pointsUsed ?? 0,
      o.decision?.pointsGained ?? 0,
      ...(reply ? [JSON.stringify(reply)] : []),
    ],
  };
}

/** Refunds go back first to the wallet the person paid themselves (cash), then gift, then subsidy. */
const REFUND_ORDER: Wallet[] = ['cash', 'gift', 'subsidy'];

export interface RefundResult {
  refundId: number;
  refunded: Paid;
  balance: number;
}

/**
 * Refunds part or all of an order to the wallets it was paid from (acc/refund/accrefund). Never more than what
 * is left unrefunded on each wallet; the order is locked first so two refunds cannot pass the check together.
 * `amount` undefined: the whole rest of the order (ordInfo/whole/order/back).
 */
export async function refund(ctx: Ctx, input: { orderId: number; amount?: number; bizNo: string; reason?: string }): Promise<RefundResult> {
  const params: unknown[] = [input.orderId, ctx.merchantId];
  const head = (
    await ctx.db.query<{ custId: number; canteenId: number | null }>(`SELECT cust_id AS "custId", canteen_id AS "canteenId" FROM orders WHERE id = $1 AND merchant_id = $2`, params)
  )[0];
  if (!head) throw notFound('order');
  assertOrderInScope(ctx, head.canteenId);
  const ref = await accountOfCust(ctx, head.custId);
  const claim = await claimBizNo<RefundResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'refund',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: input.amount ?? 0,
    refId: input.orderId,
    canteenId: head.canteenId,
    remark: input.reason,
    request: { orderId: input.orderId, amount: input.amount, reason: input.reason },
  });
  if (!claim.first) return claim.result;
  // The account before the order: every operation takes its account lock first (MONEY.md, lock order).
  const account = await lockAccount(ctx, ref.accountId);
  const o = (
    await ctx.db.query<{ state: string; paid: Paid; refunded: Paid }>(
      `SELECT state, json_build_object('subsidy', paid_subsidy, 'gift', paid_gift, 'cash', paid_cash) AS paid,
         json_build_object('subsidy', refunded_subsidy, 'gift', refunded_gift, 'cash', refunded_cash) AS refunded
       FROM orders WHERE id = $1 AND merchant_id = $2 FOR NO KEY UPDATE`,
      params,
    )
  )[0];
  if (!['paid', 'part_refunded', 'repaired'].includes(o.state)) throw businessRule('orderNotRefundable');
  const left: Paid = { subsidy: o.paid.subsidy - o.refunded.subsidy, gift: o.paid.gift - o.refunded.gift, cash: o.paid.cash - o.refunded.cash };
  const leftTotal = left.subsidy + left.gift + left.cash;
  const amount = input.amount ?? leftTotal;
  // A tray a coupon or points paid whole moved no money: its whole refund moves none either, and gives them back.
  const nothingPaid = leftTotal === 0 && input.amount === undefined && o.state === 'paid';
  if (!nothingPaid && (amount <= 0 || amount > leftTotal)) throw businessRule('refundExceeds', { left: (leftTotal / 100).toFixed(2) });
  const back: Paid = { subsidy: 0, gift: 0, cash: 0 };
  let rest = amount;
  for (const wallet of REFUND_ORDER) {
    const take = Math.min(left[wallet], rest);
    back[wallet] = take;
    rest -= take;
  }
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  const after = nothingPaid ? account : await post(ctx, {
    txnId: claim.txnId,
    tradeType: 'refund',
    bizNo: input.bizNo,
    accountId: ref.accountId,
    custId: ref.custId,
    deltas: back,
    book: 'revenue',
    canteenId: head.canteenId,
    cashFloor: Number.MAX_SAFE_INTEGER,
  });
  const full = amount === leftTotal;
  if (full) {
    // What the payment spent besides money comes back with the last of it; what it earned goes.
    const at = ctx.now();
    await returnCouponOfOrder(ctx, input.orderId, at);
    await reversePointsOfOrder(ctx, input.orderId, at);
  }
  await ctx.db.query(
    `UPDATE orders SET refunded_subsidy = refunded_subsidy + $3, refunded_gift = refunded_gift + $4, refunded_cash = refunded_cash + $5, state = $6
     WHERE id = $1 AND merchant_id = $2`,
    [input.orderId, ctx.merchantId, back.subsidy, back.gift, back.cash, full ? 'refunded' : 'part_refunded'],
  );
  if (full) await orderRefunded.use().whollyRefunded(ctx, input.orderId);
  return finish(ctx, claim.txnId, { refundId: claim.txnId, refunded: back, balance: totalOf(after) }, { amount });
}

/**
 * Charges an error order (an offline consumption the balance did not cover at upload) now (acc/repair/deduct/single).
 * The order keeps its original time; the ledger row is a repair deduction dated now.
 */
export async function repairDeduct(ctx: Ctx, input: { orderId: number; bizNo: string }): Promise<ConsumeResult> {
  const head = (
    await ctx.db.query<{ custId: number; canteenId: number | null; amount: number }>(
      `SELECT cust_id AS "custId", canteen_id AS "canteenId", amount::float8 AS amount FROM orders WHERE id = $1 AND merchant_id = $2`,
      [input.orderId, ctx.merchantId],
    )
  )[0];
  if (!head) throw notFound('order');
  assertOrderInScope(ctx, head.canteenId);
  const ref = await accountOfCust(ctx, head.custId);
  const claim = await claimBizNo<ConsumeResult>(ctx, {
    bizNo: input.bizNo,
    tradeType: 'repairDeduction',
    accountId: ref.accountId,
    custId: ref.custId,
    amount: head.amount,
    refId: input.orderId,
    canteenId: head.canteenId,
    request: { orderId: input.orderId },
  });
  if (!claim.first) return claim.result;
  const account = await lockAccount(ctx, ref.accountId);
  const marked = await ctx.db.query(`UPDATE orders SET state = 'repaired' WHERE id = $1 AND merchant_id = $2 AND state = 'error' RETURNING id`, [input.orderId, ctx.merchantId]);
  if (!marked.length) throw businessRule('orderNotInError');
  if (account.state === 'cancelled') throw businessRule('accountCancelled');
  const limits = (await getSetting(ctx, 'account')).value as AccountLimits;
  const paid = split(head.amount, account, await deductionOrder(ctx, 'console', { custId: ref.custId }));
  if (account.cash - paid.cash < -limits.overdraftLimit) throw businessRule('insufficientBalance');
  const after = await post(ctx, {
    txnId: claim.txnId,
    tradeType: 'repairDeduction',
    bizNo: input.bizNo,
    accountId: ref.accountId,
    custId: ref.custId,
    deltas: { subsidy: -paid.subsidy, gift: -paid.gift, cash: -paid.cash },
    book: 'revenue',
    canteenId: head.canteenId,
    cashFloor: limits.overdraftLimit,
  });
  await ctx.db.query(`UPDATE orders SET paid_subsidy = $2, paid_gift = $3, paid_cash = $4, error_reason = NULL WHERE id = $1`, [input.orderId, paid.subsidy, paid.gift, paid.cash]);
  return finish(ctx, claim.txnId, { orderId: input.orderId, paid, balance: totalOf(after) });
}
