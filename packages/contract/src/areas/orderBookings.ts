import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, smallint } from '../scalars';
import { bizNo, cardNo } from './accounts';
import { ORDER_TYPES } from './orders';

const M = PREFIX.main;
const MENU = {
  ordersum: 403000,
  hexiaosum: 404000,
  deliverydetail: 405000,
  ordbookdetail: 407000,
  ordbooktimedetail: 408000,
  outOrdsum: 409000,
} as const;

/** Meal periods 1 breakfast, 2 lunch, 3 afternoon tea, 4 dinner, 5 late-night snack (the canteens' meal types). */
export const mealPeriodNo = smallint(1).max(5);
export const BOOKING_STATES = ['booked', 'picked', 'cancelled'] as const;
export const DELIVERY_STATES = ['pending', 'delivered'] as const;
/** How a booked meal was handed over: scanned by a write-off machine, written off in the console, or delivered. */
export const PICKED_VIA = ['device', 'console', 'delivery'] as const;

/** A day range [startDay, endDay], both included, in the merchant's time zone. */
const days = { startDay: day.optional(), endDay: day.optional() };
const dayOrder = (v: { startDay?: string; endDay?: string }) => !v.startDay || !v.endDay || v.startDay <= v.endDay;
const dayOrderError = { message: 'endDay must not be before startDay', path: ['endDay'] };

/**
 * A dish and how many portions. Its name and price are the menu's: the recipe of that canteen, day and meal, else the
 * dish's own price; a price or name the caller sends is not read.
 */
const bookingItem = z.object({
  dishId: id,
  qty: z.int().min(1).max(999),
});

/** Book a meal for a person: paid now from their wallets, picked up (written off) on its day and meal period. */
export const bookMealInput = z.object({
  bizNo,
  custId: id,
  canteenId: id,
  mealDay: day,
  mealPeriod: mealPeriodNo,
  items: z.array(bookingItem).min(1).max(50),
  /** Where to bring the meal; none means it is picked up at the canteen. */
  deliveryPlace: z.string().trim().min(1).max(100).optional(),
});

export const bookingRecord = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  mealDay: z.string(),
  mealPeriod: z.int(),
  /** 'cancelled' too for a meal still to hand over whose order was wholly refunded, however it was refunded. */
  state: z.enum(BOOKING_STATES),
  /** The order's state (paid, part_refunded, refunded…): a refunded order's meal is not handed over. */
  orderState: z.string(),
  amount: z.int(),
  refunded: z.int(),
  /** The dishes, "name ×qty" joined. */
  dishes: z.string(),
  deliveryPlace: z.string().nullable(),
  /** null: no place to deliver to, or nothing left to deliver (handed over at the canteen, cancelled, refunded). */
  deliveryState: z.enum(DELIVERY_STATES).nullable(),
  pickedAt: z.string().nullable(),
  pickedVia: z.enum(PICKED_VIA).nullable(),
  /** The write-off machine's name, or the operator's user name. */
  pickedBy: z.string().nullable(),
  bookedAt: z.string(),
});
export type BookingRecord = z.infer<typeof bookingRecord>;

const bookingQuery = pageQuery
  .extend({
    custName: textFilter,
    custNum: textFilter,
    orderNo: textFilter,
    canteenId: id.optional(),
    ...days,
    mealPeriod: mealPeriodNo.optional(),
    state: z.enum(BOOKING_STATES).optional(),
  })
  .refine(dayOrder, dayOrderError);

const deliveryQuery = pageQuery
  .extend({
    custName: textFilter,
    canteenId: id.optional(),
    ...days,
    mealPeriod: mealPeriodNo.optional(),
    deliveryPlace: textFilter,
    deliveryState: z.enum(DELIVERY_STATES).optional(),
  })
  .refine(dayOrder, dayOrderError);

const sumQuery = pageQuery
  .extend({ canteenId: id.optional(), ...days, mealPeriod: mealPeriodNo.optional() })
  .refine(dayOrder, dayOrderError);

/** Write-offs of one day, canteen and meal period: meals handed over against meals booked. */
export const writeOffSumRow = z.object({
  groupKey: z.string(),
  mealDay: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  mealPeriod: z.int(),
  booked: z.int(),
  picked: z.int(),
  /** Booked, not cancelled or refunded, and not handed over. */
  waiting: z.int(),
  pickedByDevice: z.int(),
  pickedInConsole: z.int(),
  delivered: z.int(),
  /** Cents paid for the meals handed over, net of refunds. */
  pickedAmount: z.int(),
});
export type WriteOffSumRow = z.infer<typeof writeOffSumRow>;

/** Booked quantity of one dish for one day and meal period (the kitchen's "menu sum"). */
export const bookTimeRow = z.object({
  groupKey: z.string(),
  mealDay: z.string(),
  mealPeriod: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  dishId: z.int().nullable(),
  dishName: z.string(),
  qty: z.int(),
  bookings: z.int(),
  amount: z.int(),
});
export type BookTimeRow = z.infer<typeof bookTimeRow>;

/** Orders of one day, canteen, meal period, pay type and order type, net of refunds. */
export const orderSumRow = z.object({
  groupKey: z.string(),
  day: z.string(),
  canteenId: z.int().nullable(),
  canteenName: z.string(),
  mealPeriod: z.int().nullable(),
  payType: z.string(),
  orderType: z.enum(ORDER_TYPES),
  orders: z.int(),
  amount: z.int(),
  refunded: z.int(),
  net: z.int(),
});
export type OrderSumRow = z.infer<typeof orderSumRow>;
const sumTotals = z.object({ orders: z.int(), amount: z.int(), refunded: z.int(), net: z.int() });

const orderSumQuery = pageQuery
  .extend({
    canteenId: id.optional(),
    ...days,
    mealPeriod: mealPeriodNo.optional(),
    payType: z.string().trim().max(20).optional(),
    orderType: z.enum(ORDER_TYPES).optional(),
  })
  .refine(dayOrder, dayOrderError);
const outOrderSumQuery = pageQuery
  .extend({ canteenId: id.optional(), ...days, payType: z.string().trim().max(20).optional() })
  .refine(dayOrder, dayOrderError);

export const writeOffResult = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  custName: z.string(),
  mealDay: z.string(),
  mealPeriod: z.int(),
  dishes: z.string(),
  pickedAt: z.string(),
});
export type WriteOffResult = z.infer<typeof writeOffResult>;
export const bookWriteOffResult = z.object({ mealPeriod: z.int(), count: z.int(), meals: z.array(writeOffResult) });

const blob = z.null();

/** A paged read and its export twin (same filters, an .xlsx reply). */
function pair<const P extends string, const E extends string, I extends z.ZodType, O extends z.ZodType>(def: {
  id: P;
  exportId: E;
  path: string;
  exportPath: string;
  access: number;
  input: I;
  output: O;
  summary: string;
}) {
  return [
    endpoint({ id: def.id, method: 'POST', path: def.path, access: def.access, write: false, input: def.input, output: def.output, summary: def.summary }),
    endpoint({
      id: def.exportId,
      method: 'POST',
      path: def.exportPath,
      access: def.access,
      write: false,
      kind: 'blob',
      input: def.input,
      output: blob,
      summary: `${def.summary} (xlsx export, at most 50 000 rows)`,
    }),
  ] as const;
}

/** A booked meal cancelled under a meal-cancel rule: what came back, and under which rule. */
export const mealCancelResult = z.object({
  orderId: z.int(),
  /** Cents returned to the wallets the meal was paid from (the rule's share of what was left). */
  refunded: z.int(),
  refundPercent: z.int(),
  ruleId: z.int(),
  ruleName: z.string(),
});
export type MealCancelResult = z.infer<typeof mealCancelResult>;

/** The order centre's bookings, write-offs, deliveries and summaries (spec first document §7.4; DESIGN §6). */
export const orderBookingsEndpoints = [
  endpoint({
    id: 'orderBookings.book',
    method: 'POST',
    path: `${M}/ordBook/book`,
    access: MENU.ordbookdetail,
    input: bookMealInput,
    output: z.object({ orderId: z.int(), orderNo: z.string(), amount: z.int() }),
    summary:
      'Book a meal for a person: paid now (an order of type booking) at the menu prices and under the rules of its meal day and period, handed over on its day and meal period (idempotent by bizNo)',
  }),
  ...pair({
    id: 'orderBookings.bookPage',
    exportId: 'orderBookings.bookExport',
    path: `${M}/ordBook/detail/page`,
    exportPath: `${M}/ordBook/detail/export`,
    access: MENU.ordbookdetail,
    input: bookingQuery,
    output: pageOf(bookingRecord),
    summary: 'Order book detail: booked meals by person, canteen, day, meal period and state',
  }),
  ...pair({
    id: 'orderBookings.bookTimeSum',
    exportId: 'orderBookings.bookTimeSumExport',
    path: `${M}/ordBook/menu/sum/page`,
    exportPath: `${M}/ordBook/menu/sum/export`,
    access: MENU.ordbooktimedetail,
    input: sumQuery,
    output: pageOf(bookTimeRow),
    summary: 'Menu sum: booked quantities per day, meal period and dish (cancelled and refunded bookings left out)',
  }),
  endpoint({
    id: 'orderBookings.writeOff',
    method: 'POST',
    path: `${M}/ordInfo/writeOff`,
    access: MENU.hexiaosum,
    input: z.object({ orderNo: z.string().trim().min(1).max(40) }),
    output: writeOffResult,
    summary: 'Write off (hand over) one booked meal at pick-up: once, on its day, never a cancelled or refunded one',
  }),
  endpoint({
    id: 'orderBookings.bookWriteOff',
    method: 'POST',
    path: `${M}/ordInfo/bookWriteOff`,
    access: MENU.hexiaosum,
    input: z.object({ custId: id, canteenId: id, mealPeriod: mealPeriodNo.optional() }),
    output: bookWriteOffResult,
    summary: "Book write-off: hand over all of a person's meals booked for today's meal period (the current one unless named) in a canteen",
  }),
  endpoint({
    id: 'orderBookings.cancelMeal',
    method: 'POST',
    path: `${M}/ordBook/cancel`,
    access: MENU.ordbookdetail,
    input: z.object({ orderId: id }),
    output: mealCancelResult,
    summary: 'Cancel a booked meal under the meal-cancel rules: before the deadline, the rule’s share of what was paid goes back',
  }),
  endpoint({
    id: 'orderBookings.appCancelMeal',
    method: 'POST',
    path: `${M}/device/ordBook/cancel`,
    access: 'device',
    input: z.object({ orderId: id }),
    output: mealCancelResult,
    summary: 'The ordering app cancels a booked meal of its canteen under the meal-cancel rules',
  }),
  endpoint({
    id: 'orderBookings.deviceWriteOff',
    method: 'POST',
    path: `${M}/device/ordInfo/writeOff`,
    access: 'device',
    input: z.object({ orderNo: z.string().trim().min(1).max(40) }),
    output: writeOffResult,
    summary: 'A write-off machine scans a booked meal: handed over once, on its day, in the machine’s canteen',
  }),
  endpoint({
    id: 'orderBookings.deviceBookWriteOff',
    method: 'POST',
    path: `${M}/device/ordInfo/bookWriteOff`,
    access: 'device',
    input: z
      .object({ custId: id.optional(), cardNo: cardNo.optional() })
      .refine((v) => v.custId !== undefined || v.cardNo !== undefined, { message: 'custId or cardNo is required', path: ['cardNo'] }),
    output: bookWriteOffResult,
    summary: "A write-off machine hands over all of a person's meals booked for the current meal period in its canteen",
  }),
  ...pair({
    id: 'orderBookings.writeOffSum',
    exportId: 'orderBookings.writeOffSumExport',
    path: `${M}/ordInfo/writeOff/sum/page`,
    exportPath: `${M}/ordInfo/writeOff/sum/export`,
    access: MENU.hexiaosum,
    input: sumQuery,
    output: pageOf(writeOffSumRow),
    summary: 'Write-off order sum: meals booked and handed over by day, canteen and meal period',
  }),
  ...pair({
    id: 'orderBookings.deliveryPage',
    exportId: 'orderBookings.deliveryExport',
    path: `${M}/ordInfo/delivery/page`,
    exportPath: `${M}/ordInfo/delivery/export`,
    access: MENU.deliverydetail,
    input: deliveryQuery,
    output: pageOf(bookingRecord),
    summary: 'Delivery detail: booked meals to be brought to a place, and their delivery state',
  }),
  endpoint({
    id: 'orderBookings.deliver',
    method: 'POST',
    path: `${M}/ordInfo/delivery/deliver`,
    access: MENU.deliverydetail,
    input: z.object({ orderId: id }),
    output: writeOffResult,
    summary: 'Mark a booked meal delivered: it is handed over (written off) on its day, once',
  }),
  ...pair({
    id: 'orderBookings.orderSum',
    exportId: 'orderBookings.orderSumExport',
    path: `${M}/ordInfo/sum/page`,
    exportPath: `${M}/ordInfo/sum/export`,
    access: MENU.ordersum,
    input: orderSumQuery,
    output: pageOf(orderSumRow).extend({ sum: sumTotals }),
    summary: 'Order centre summary: orders and amounts by day, canteen, meal period, pay type and order type, net of refunds',
  }),
  ...pair({
    id: 'orderBookings.outOrderSum',
    exportId: 'orderBookings.outOrderSumExport',
    path: `${M}/ordInfo/outOrder/sum/page`,
    exportPath: `${M}/ordInfo/outOrder/sum/export`,
    access: MENU.outOrdsum,
    input: outOrderSumQuery,
    output: pageOf(orderSumRow).extend({ sum: sumTotals }),
    summary: 'Outer (external) orders summed by day, canteen and pay type, net of refunds',
  }),
] as const satisfies readonly AnyEndpoint[];
