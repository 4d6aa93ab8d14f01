import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { PREFIX } from '../endpoint';
import { dayRange, dayRangeRules, reportPair, reportPage, reportQuery } from '../report';
import { pageQuery, textFilter } from '../paging';
import { id } from '../scalars';

/**
 * Report families of sales (issue 27, spec §7.5): dish sales, area dish sales and sale analysis on
 * /baobiaozhongxin/caipinxiaoshouSum; the dining sum, the budget/pre (booked meal) reports by seven groupings and the
 * write-off sum on /baobiaozhongxin/jiucansum; supplier, material and category intake as a tab group of the dish
 * sales page. Sales read the rollups (days are the merchant's calendar days of payment); booked meals are counted
 * by the day of the meal they book; intake by the day its inbound stock was committed. Money is integer cents.
 */
const R = PREFIX.report;
const MENU = { dishSales: 1207000, dining: 1205000 } as const;

const dishFilter = { dishName: textFilter, stallId: id.optional() };

// ---- dish sales ------------------------------------------------------------------------------------------------

/** A dish's sales over the range (order lines of orders paid in it); dishId 0 is lines of no menu dish. */
export const dishSaleRow = z.object({
  dishId: z.int(),
  dishName: z.string(),
  qty: z.int(),
  amount: z.int(),
  /** This dish's part of every matching dish's amount, 0–1 with 4 decimals. */
  share: z.number(),
});
export type DishSaleRow = z.infer<typeof dishSaleRow>;
export const dishSaleSum = z.object({ qty: z.int(), amount: z.int() });

/** A dish's sales in one canteen's stall (stallId 0: paid at no stall). */
export const areaDishSaleRow = z.object({
  groupKey: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  stallId: z.int(),
  stallName: z.string(),
  dishId: z.int(),
  dishName: z.string(),
  qty: z.int(),
  amount: z.int(),
});
export type AreaDishSaleRow = z.infer<typeof areaDishSaleRow>;

// ---- sale analysis ---------------------------------------------------------------------------------------------

export const SALE_ANALYSIS_BY = ['day', 'hour'] as const;
export type SaleAnalysisBy = (typeof SALE_ANALYSIS_BY)[number];

/** Consumption per local day (or per hour of the day over the range): person-times, diners, average ticket… */
export const saleAnalysisRow = z.object({
  groupKey: z.string(),
  /** The day of a day row, null on an hour row. */
  day: z.string().nullable(),
  /** The local hour 0–23 of an hour row, null on a day row. */
  hour: z.int().nullable(),
  /** Orders paid: person-times. */
  orders: z.int(),
  /** Different people who paid that day; null on an hour row. */
  persons: z.int().nullable(),
  amount: z.int(),
  /** amount ÷ orders, cents rounded. */
  avgTicket: z.int(),
  /** Marketing's part (list − paid) and points used. */
  discount: z.int(),
  points: z.int(),
  refunds: z.int(),
  refundAmount: z.int(),
  net: z.int(),
});
export type SaleAnalysisRow = z.infer<typeof saleAnalysisRow>;
export const saleAnalysisSum = z.object({
  orders: z.int(),
  amount: z.int(),
  avgTicket: z.int(),
  discount: z.int(),
  points: z.int(),
  refunds: z.int(),
  refundAmount: z.int(),
  net: z.int(),
});

// ---- dining sum ------------------------------------------------------------------------------------------------

/** Orders per day × canteen × meal period (0: paid outside every period): person-times and amount. */
export const diningSumRow = z.object({
  groupKey: z.string(),
  day: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  mealPeriod: z.int(),
  orders: z.int(),
  amount: z.int(),
  refundAmount: z.int(),
  net: z.int(),
});
export type DiningSumRow = z.infer<typeof diningSumRow>;
export const diningSumSum = z.object({ orders: z.int(), amount: z.int(), refundAmount: z.int(), net: z.int() });

// ---- booked meals (budget/pre reports) -------------------------------------------------------------------------

export const BOOKING_GROUPS = ['canteen', 'org', 'merchant', 'customer', 'mode', 'personType', 'payType'] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];
/** How a booked meal was handed over; 'none' while it is not. */
export const BOOKING_MODES = ['device', 'console', 'delivery', 'none'] as const;

/**
 * Booked meals of the range (by the day of the meal) in one group: booked, eaten (written off), cancelled, still
 * waiting, what they were paid and refunded. `name` is the group's name (a mode or pay type is its code);
 * `custNum` is the person's number on a customer row, '' elsewhere.
 */
export const bookingSumRow = z.object({
  groupKey: z.string(),
  name: z.string(),
  custNum: z.string(),
  booked: z.int(),
  eaten: z.int(),
  cancelled: z.int(),
  waiting: z.int(),
  amount: z.int(),
  refundAmount: z.int(),
});
export type BookingSumRow = z.infer<typeof bookingSumRow>;
export const bookingSumSum = z.object({ booked: z.int(), eaten: z.int(), cancelled: z.int(), waiting: z.int(), amount: z.int(), refundAmount: z.int() });
const bookingQuery = reportQuery({ mealPeriod: z.int().min(1).max(5).optional() });

/** Booked meals written off per meal day and canteen, by how they were handed over. */
export const writeOffDayRow = z.object({
  groupKey: z.string(),
  day: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  eaten: z.int(),
  byDevice: z.int(),
  inConsole: z.int(),
  delivered: z.int(),
  amount: z.int(),
});
export type WriteOffDayRow = z.infer<typeof writeOffDayRow>;
export const writeOffDaySum = z.object({ eaten: z.int(), byDevice: z.int(), inConsole: z.int(), delivered: z.int(), amount: z.int() });

// ---- intake ----------------------------------------------------------------------------------------------------

export const INTAKE_GROUPS = ['supplier', 'material', 'category'] as const;
export type IntakeGroup = (typeof INTAKE_GROUPS)[number];

/**
 * Stock received on committed inbound documents over the range (net of reversals), by supplier, material or material
 * category; quantities add up in their own units (a material row names its unit).
 */
export const intakeRow = z.object({
  groupKey: z.string(),
  supplierName: z.string(),
  materialName: z.string(),
  categoryName: z.string(),
  unitName: z.string(),
  qty: z.number(),
  value: z.int(),
  docCount: z.int(),
});
export type IntakeRow = z.infer<typeof intakeRow>;
export const intakeSum = z.object({ qty: z.number(), value: z.int() });
/** Warehouses of a canteen only (inventory has no organisation). */
const intakeQuery = dayRangeRules(
  pageQuery.extend({ ...dayRange, canteenId: id.optional(), supplierId: id.optional(), materialName: textFilter, groupBy: z.enum(INTAKE_GROUPS).default('supplier') }),
);

const cap = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;
/** One booked-meal report per grouping, as the spec lists them. */
const bookingPair = <const G extends string>(group: G, path: string, by: string) =>
  reportPair({
    id: `reportsSales.bookingBy${cap(group) as Capitalize<G>}`,
    exportId: `reportsSales.bookingBy${cap(group) as Capitalize<G>}Export`,
    path: `${R}/budget/${path}`,
    access: MENU.dining,
    input: bookingQuery,
    output: reportPage(bookingSumRow, bookingSumSum),
    summary: `Booked meals by ${by}: booked, eaten, cancelled, waiting, paid and refunded`,
  });

export const reportsSalesEndpoints = [
  ...reportPair({
    id: 'reportsSales.dishSales',
    exportId: 'reportsSales.dishSalesExport',
    path: `${R}/caipinxiaoshou/sum`,
    access: MENU.dishSales,
    input: reportQuery(dishFilter),
    output: reportPage(dishSaleRow, dishSaleSum),
    summary: 'Dish sales over a range: quantity, amount and share of every dish',
  }),
  ...reportPair({
    id: 'reportsSales.areaDishSales',
    exportId: 'reportsSales.areaDishSalesExport',
    path: `${R}/caipinxiaoshou/area`,
    access: MENU.dishSales,
    input: reportQuery(dishFilter),
    output: reportPage(areaDishSaleRow, dishSaleSum),
    summary: 'Area dish sales: quantity and amount of every dish by canteen and stall',
  }),
  ...reportPair({
    id: 'reportsSales.saleAnalysis',
    exportId: 'reportsSales.saleAnalysisExport',
    path: `${R}/caipinxiaoshou/analysis`,
    access: MENU.dishSales,
    input: reportQuery({ by: z.enum(SALE_ANALYSIS_BY).default('day') }),
    output: reportPage(saleAnalysisRow, saleAnalysisSum),
    summary: 'Sale analysis per day (or hour of the day): orders, diners, average ticket, discount, points, refunds',
  }),
  ...reportPair({
    id: 'reportsSales.intake',
    exportId: 'reportsSales.intakeExport',
    path: `${R}/intake/sum`,
    access: MENU.dishSales,
    input: intakeQuery,
    output: reportPage(intakeRow, intakeSum),
    summary: 'Supplier, material and category intake: stock received on committed inbound documents, quantity and value',
  }),
  ...reportPair({
    id: 'reportsSales.diningSum',
    exportId: 'reportsSales.diningSumExport',
    path: `${R}/jiucan/sum`,
    access: MENU.dining,
    input: reportQuery({ mealPeriod: z.int().min(0).max(5).optional() }),
    output: reportPage(diningSumRow, diningSumSum),
    summary: 'Dining sum: orders and amount per day, canteen and meal period',
  }),
  ...bookingPair('canteen', 'canteen', 'canteen'),
  ...bookingPair('org', 'dept', 'organisation'),
  ...bookingPair('merchant', 'merchant', 'merchant'),
  ...bookingPair('customer', 'customer', 'person'),
  ...bookingPair('mode', 'nuclear', 'write-off mode'),
  ...bookingPair('personType', 'psntype', 'person type'),
  ...bookingPair('payType', 'paytype', 'pay type'),
  ...reportPair({
    id: 'reportsSales.writeOffDays',
    exportId: 'reportsSales.writeOffDaysExport',
    path: `${R}/hexiao/sum`,
    access: MENU.dining,
    input: bookingQuery,
    output: reportPage(writeOffDayRow, writeOffDaySum),
    summary: 'Write-off order sum: booked meals handed over per meal day and canteen',
  }),
] as const satisfies readonly AnyEndpoint[];
