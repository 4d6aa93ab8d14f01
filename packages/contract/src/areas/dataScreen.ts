import { z } from 'zod';
import { endpoint, PREFIX, type AnyEndpoint } from '../endpoint';
import { dayRange, dayRangeRules, reportScope } from '../report';
import { day, id } from '../scalars';
import { dataScreen } from './settings';

const R = PREFIX.report;
/** The data screen's own detail page (settings): the screen with its charts. */
const SCREEN_MENU = 212010;

/** A range of days, the canteen and the organisation: what the day charts read. */
export const chartQuery = dayRangeRules(z.object({ ...dayRange, ...reportScope }));
export const todayQuery = z.object(reportScope);

/** Money of one day (cents): consumption (orders paid that day), refunds made that day, recharges and subsidy granted (net of revokes). */
export const chartTradeRow = z.object({ day, amount: z.int(), refundAmount: z.int(), net: z.int(), recharge: z.int(), subsidy: z.int() });
/** Counts of one day: orders paid, refunds made, diners (distinct people who paid an order). */
export const chartOrderRow = z.object({ day, orders: z.int(), refunds: z.int(), diners: z.int() });
/** Today's orders per local hour (24 numbers, hour 0 first) of one canteen. */
export const canteenHours = z.object({ canteenId: z.int(), canteenName: z.string(), orders: z.array(z.int()).length(24) });
export const todayOrders = z.object({ day, canteens: z.array(canteenHours) });
export type ChartTradeRow = z.infer<typeof chartTradeRow>;
export type ChartOrderRow = z.infer<typeof chartOrderRow>;
export type TodayOrders = z.infer<typeof todayOrders>;

/** Today's figures of the merchant (within the caller's scope). */
export const headline = z.object({
  day,
  canteens: z.int(),
  customers: z.int(),
  devices: z.int(),
  devicesOnline: z.int(),
  orders: z.int(),
  diners: z.int(),
  /** Consumption − refunds of today, cents. */
  net: z.int(),
  recharge: z.int(),
});
export type Headline = z.infer<typeof headline>;

/** One screen with the data of the charts it shows (a chart it does not show is absent). */
export const screenData = z.object({
  screen: dataScreen,
  day,
  headline,
  /** The last 30 days, by day. */
  tradeSum: z.array(chartTradeRow).optional(),
  orderSum: z.array(chartOrderRow).optional(),
  todayOrderSum: todayOrders.optional(),
  /** Today's orders by meal period (the canteens' meal type 1–5; 0: outside any period). */
  mealCount: z.array(z.object({ mealPeriod: z.int(), orders: z.int() })).optional(),
  rechargeSum: z.array(chartTradeRow).optional(),
  /** Today's ten dishes sold most. */
  topDishes: z.array(z.object({ dishId: z.int(), dishName: z.string(), qty: z.int(), amount: z.int() })).optional(),
  deviceState: z.array(z.object({ type: z.string(), total: z.int(), online: z.int(), offline: z.int() })).optional(),
  /** Today's orders by hour over the screen's canteens. */
  hourlyFlow: z.array(z.object({ hour: z.int(), orders: z.int() })).optional(),
});
export type ScreenData = z.infer<typeof screenData>;

/** A figure today, yesterday and on the same weekday last week. */
const compared = z.object({ today: z.int(), yesterday: z.int(), lastWeek: z.int() });
export const dashboardFigures = z.object({
  day,
  /** Consumption − refunds (the trade detail's total for the day), cents. */
  sales: compared,
  orders: compared,
  /** People who paid an order that day. */
  diners: compared,
  recharge: compared,
  subsidy: compared,
  /** Refund requests waiting for review; null without the refund review menu. */
  refundsPending: z.int().nullable(),
  /** Devices without a heartbeat; null without the device menu. */
  devicesOffline: z.int().nullable(),
  /** Warehouse materials below their minimum or above their maximum; null without the inventory warning menu. */
  stockWarnings: z.int().nullable(),
  todayOrders,
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** The data screen charts and the business dashboard (issue 27). */
export const dataScreenEndpoints = [
  endpoint({
    id: 'dataScreen.tradeSum',
    method: 'POST',
    path: `${R}/chartreport/chart/charttradesum`,
    access: 'session',
    write: false,
    input: chartQuery,
    output: z.array(chartTradeRow),
    summary: 'Money by day for a chart: consumption, refunds, recharges and subsidy',
  }),
  endpoint({
    id: 'dataScreen.orderSum',
    method: 'POST',
    path: `${R}/chartreport/chart/chartordsum`,
    access: 'session',
    write: false,
    input: chartQuery,
    output: z.array(chartOrderRow),
    summary: 'Orders, refunds and diners by day for a chart',
  }),
  endpoint({
    id: 'dataScreen.todayOrders',
    method: 'POST',
    path: `${R}/chartreport/chart/todayordsum`,
    access: 'session',
    write: false,
    input: todayQuery,
    output: todayOrders,
    summary: 'Today’s orders by hour per canteen',
  }),
  endpoint({
    id: 'dataScreen.screen',
    method: 'POST',
    path: `${R}/datascreen/getdatascreen`,
    access: SCREEN_MENU,
    write: false,
    input: z.object({ id }),
    output: screenData,
    summary: 'A data screen’s configuration and the data of its charts',
  }),
  endpoint({
    id: 'dataScreen.merchant',
    method: 'POST',
    path: `${R}/datascreen/merchant`,
    access: 'session',
    write: false,
    input: todayQuery,
    output: headline,
    summary: 'The merchant’s headline figures today',
  }),
  endpoint({
    id: 'dataScreen.dashboard',
    method: 'GET',
    path: `${R}/dashboard/figures`,
    access: 'session',
    input: z.object({}),
    output: dashboardFigures,
    summary: 'The dashboard: today against yesterday and last week, the work waiting, today’s orders by hour',
  }),
] as const satisfies readonly AnyEndpoint[];
