import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { priceCents } from '../money';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, dateTime, day, timeOfDay } from '../scalars';

const M = PREFIX.main;
const MA = PREFIX.mainApi;
const CANTEEN_MENU = 201000;
const BUSINESS_TIME_MENU = 207000;
const TIMESLOT_MENU = 208000;
const HOLIDAY_MENU = 216000;
const MEAL_LINE_MENU = 203000;
const MEAL_LINE_DETAIL_MENU = 204000;

const name = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max).default('');
const phone = z
  .string()
  .trim()
  .regex(/^$|^[0-9+\- ]{5,20}$/, 'phone: digits, + or -')
  .default('');
const ok = z.null();

// ---- canteens and stalls -------------------------------------------------------------------------------

export const canteen = z.object({
  canteenId: z.int(),
  canteenName: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  stallCount: z.int(),
  createdAt: z.string(),
});
export type Canteen = z.infer<typeof canteen>;
const canteenFields = {
  canteenName: name(50),
  address: text(200),
  contact: text(50),
  phone,
  enabled: z.boolean().default(true),
  remark: text(200),
};

export const stall = z.object({
  stallId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  stallName: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type Stall = z.infer<typeof stall>;
const stallFields = {
  canteenId: id,
  stallName: name(50),
  contact: text(50),
  phone,
  enabled: z.boolean().default(true),
  remark: text(200),
};

export const canteenOption = z.object({ canteenId: z.int(), canteenName: z.string() });

// ---- meal periods (time slots) -------------------------------------------------------------------------

/** DESIGN §6: 1 breakfast, 2 lunch, 3 afternoon tea, 4 dinner, 5 late-night snack. */
export const MEAL_TYPES = [1, 2, 3, 4, 5] as const;
export const mealType = z.int().min(1).max(5);

export const mealPeriod = z.object({
  intervalId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  mealType: z.int(),
  /** 'HH:mm'; a window whose end is not after its start runs past midnight. */
  startTime: z.string(),
  endTime: z.string(),
  enabled: z.boolean(),
});
export type MealPeriod = z.infer<typeof mealPeriod>;
const mealPeriodFields = { canteenId: id, mealType, startTime: timeOfDay, endTime: timeOfDay, enabled: z.boolean().default(true) };

// ---- business time, holidays, effective periods -------------------------------------------------------

export const businessTime = z.object({
  timeId: z.int(),
  /** 1 Monday … 7 Sunday. */
  weekday: z.int(),
  openTime: z.string(),
  closeTime: z.string(),
});
export type BusinessTime = z.infer<typeof businessTime>;
const businessTimeFields = { weekday: z.int().min(1).max(7), openTime: timeOfDay, closeTime: timeOfDay };

export const holidayKind = z.enum(['holiday', 'workday']);
export const holiday = z.object({
  holidayId: z.int(),
  day: z.string(),
  holidayName: z.string(),
  /** holiday: a day off; workday: a weekend day worked instead. */
  kind: holidayKind,
  source: z.enum(['manual', 'calendar']),
});
export type Holiday = z.infer<typeof holiday>;
/** The JSON shape of a public-holiday calendar file (bundled or uploaded). */
export const holidayCalendar = z.object({
  calendar: z.string().trim().min(1).max(100),
  days: z.array(z.object({ day, name: name(50), kind: holidayKind })).min(1).max(2000),
});
export type HolidayCalendar = z.infer<typeof holidayCalendar>;
export const holidayCalendarInfo = z.object({
  source: z.enum(['bundled', 'uploaded']),
  calendar: z.string(),
  years: z.array(z.int()),
  dayCount: z.int(),
});

export const effectivePeriod = z.object({
  effId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  remark: z.string(),
});
export type EffectivePeriod = z.infer<typeof effectivePeriod>;
const effectiveFields = { canteenId: id, startDay: day, endDay: day, remark: text(200) };

// ---- meal lines (devices bind to them) ------------------------------------------------------------------

export const mealLine = z.object({
  mealLineId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  stallId: z.int().nullable(),
  stallName: z.string().nullable(),
  mealLineName: z.string(),
  sort: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
  deviceCount: z.int(),
  createdAt: z.string(),
});
export type MealLine = z.infer<typeof mealLine>;
const sort = z.int().min(0).max(9999).default(0);
/** The canteen of a meal line, area, dining room or room is fixed when it is added (what hangs below stays consistent). */
const mealLineFields = { stallId: id.nullable().default(null), mealLineName: name(50), sort, enabled: z.boolean().default(true), remark: text(200) };
export const mealLineDevice = z.object({
  deviceId: z.int(),
  name: z.string(),
  type: z.string(),
  serialNumber: z.string(),
  state: z.string(),
  lastHeartbeatAt: z.string().nullable(),
});
export const mealLineDetail = mealLine.extend({ devices: z.array(mealLineDevice) });
export type MealLineDetail = z.infer<typeof mealLineDetail>;

// ---- areas and tables ----------------------------------------------------------------------------------

export const area = z.object({
  areaId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  parentId: z.int().nullable(),
  areaName: z.string(),
  sort: z.int(),
  tableCount: z.int(),
});
export type Area = z.infer<typeof area>;
export interface AreaNode {
  areaId: number;
  parentId: number | null;
  areaName: string;
  sort: number;
  children: AreaNode[];
}
export const areaNode: z.ZodType<AreaNode> = z.object({
  areaId: z.int(),
  parentId: z.int().nullable(),
  areaName: z.string(),
  sort: z.int(),
  get children() {
    return z.array(areaNode);
  },
});
const areaFields = { parentId: id.nullable().default(null), areaName: name(50), sort };

export const tableState = z.enum(['free', 'occupied']);
export const diningTable = z.object({
  tableId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  areaId: z.int().nullable(),
  areaName: z.string().nullable(),
  tableNo: z.string(),
  seats: z.int(),
  state: tableState,
  /** The party at an occupied table. */
  people: z.int().nullable(),
  openedAt: z.string().nullable(),
  remark: z.string(),
});
export type DiningTable = z.infer<typeof diningTable>;
const tableFields = { areaId: id.nullable().default(null), tableNo: name(20), seats: z.int().min(1).max(100), remark: text(200) };
export const tableHistory = z.object({
  hisId: z.int(),
  tableId: z.int().nullable(),
  tableNo: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  people: z.int(),
  openedAt: z.string(),
  openedBy: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type TableHistory = z.infer<typeof tableHistory>;

// ---- dining rooms ----------------------------------------------------------------------------------------

export const dining = z.object({
  diningId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  diningName: z.string(),
  sort: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
});
export type Dining = z.infer<typeof dining>;
const diningFields = { diningName: name(50), sort, enabled: z.boolean().default(true), remark: text(200) };
export const diningEffective = z.object({
  diningEffId: z.int(),
  diningId: z.int(),
  diningName: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  startDay: z.string(),
  endDay: z.string(),
  remark: z.string(),
});
export type DiningEffective = z.infer<typeof diningEffective>;
const diningEffectiveFields = { diningId: id, startDay: day, endDay: day, remark: text(200) };
export const canteenDiningTree = z.object({
  canteenId: z.int(),
  canteenName: z.string(),
  dinings: z.array(z.object({ diningId: z.int(), diningName: z.string(), enabled: z.boolean() })),
});
export type CanteenDiningTree = z.infer<typeof canteenDiningTree>;

// ---- labels, takeout rules ---------------------------------------------------------------------------------

export const label = z.object({ labelId: z.int(), labelName: z.string(), color: z.string(), sort: z.int(), remark: z.string() });
export type Label = z.infer<typeof label>;
const labelFields = {
  labelName: name(20),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour #rrggbb').default('#1677ff'),
  sort,
  remark: text(200),
};

export const timeWindow = z.object({ start: timeOfDay, end: timeOfDay });
export const takeoutRule = z.object({
  canteenId: z.int(),
  enabled: z.boolean(),
  deliveryFee: z.int(),
  minOrder: z.int(),
  packagingFee: z.int(),
  /** Delivery time windows of the day, 'HH:mm'. */
  windows: z.array(z.object({ start: z.string(), end: z.string() })),
  updatedAt: z.string().nullable(),
});
export type TakeoutRule = z.infer<typeof takeoutRule>;

// ---- rooms and reservations --------------------------------------------------------------------------------

export const room = z.object({
  roomId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  roomName: z.string(),
  capacity: z.int(),
  enabled: z.boolean(),
  remark: z.string(),
});
export type Room = z.infer<typeof room>;
const roomFields = { roomName: name(50), capacity: z.int().min(1).max(1000), enabled: z.boolean().default(true), remark: text(200) };
export const reservationState = z.enum(['booked', 'cancelled']);
export const reservation = z.object({
  reserveId: z.int(),
  roomId: z.int(),
  roomName: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  booker: z.string(),
  phone: z.string(),
  people: z.int(),
  state: reservationState,
  remark: z.string(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservation>;
const reservationFields = {
  day,
  startTime: timeOfDay,
  endTime: timeOfDay,
  booker: name(50),
  phone,
  people: z.int().min(1).max(1000),
  remark: text(200),
};

export const canteensEndpoints = [
  // canteens
  endpoint({
    id: 'canteens.canteenPage',
    method: 'GET',
    path: `${M}/canteen/getCanteensByPage`,
    access: CANTEEN_MENU,
    input: pageQuery.extend({ canteenName: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(canteen),
    summary: 'Page of the canteens the caller may see, with their stall counts',
  }),
  endpoint({
    id: 'canteens.canteenList',
    method: 'GET',
    path: `${M}/canteen/getCanteenList`,
    access: 'session',
    input: z.object({}),
    output: z.array(canteenOption),
    summary: 'All canteens the caller may see (for choices on other pages)',
  }),
  endpoint({
    id: 'canteens.canteenAdd',
    method: 'POST',
    path: `${M}/canteen/postCanteen`,
    access: CANTEEN_MENU,
    input: z.object(canteenFields),
    output: z.object({ canteenId: z.int() }),
    summary: 'Add a canteen',
  }),
  endpoint({
    id: 'canteens.canteenEdit',
    method: 'POST',
    path: `${M}/canteen/updateCanteen`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id, ...canteenFields }),
    output: ok,
    summary: 'Edit a canteen',
  }),
  endpoint({
    id: 'canteens.canteenRemove',
    method: 'POST',
    path: `${M}/canteen/deleteById`,
    access: CANTEEN_MENU,
    input: z.object({ id }),
    output: ok,
    summary: 'Remove a canteen that nothing refers to any more',
  }),
  // stalls
  endpoint({
    id: 'canteens.stallPage',
    method: 'GET',
    path: `${M}/shopstall/getShopsByPage`,
    access: CANTEEN_MENU,
    input: pageQuery.extend({ canteenId: id.optional(), stallName: textFilter }),
    output: pageOf(stall),
    summary: 'Page of stalls, optionally of one canteen',
  }),
  endpoint({
    id: 'canteens.stallAdd',
    method: 'POST',
    path: `${M}/shopstall/postShopstall`,
    access: CANTEEN_MENU,
    input: z.object(stallFields),
    output: z.object({ stallId: z.int() }),
    summary: 'Add a stall to a canteen',
  }),
  endpoint({
    id: 'canteens.stallEdit',
    method: 'POST',
    path: `${M}/shopstall/updateShopstall`,
    access: CANTEEN_MENU,
    input: z.object({ stallId: id, ...stallFields }),
    output: ok,
    summary: 'Edit a stall',
  }),
  endpoint({
    id: 'canteens.stallRemove',
    method: 'POST',
    path: `${M}/shopstall/deleteById`,
    access: CANTEEN_MENU,
    input: z.object({ id }),
    output: ok,
    summary: 'Remove a stall',
  }),
  // meal periods
  endpoint({
    id: 'canteens.periodList',
    method: 'GET',
    path: `${MA}/timeinterval/getTimeInterval`,
    access: TIMESLOT_MENU,
    input: z.object({ canteenId: id.optional() }),
    output: z.array(mealPeriod),
    summary: 'Meal periods of a canteen (or of every visible canteen), by canteen and start time',
  }),
  endpoint({
    id: 'canteens.periodInUse',
    method: 'GET',
    path: `${MA}/timeinterval/getUseInterval`,
    access: TIMESLOT_MENU,
    input: z.object({ canteenId: id, at: dateTime.optional() }),
    output: mealPeriod.nullable(),
    summary: 'The meal period of a canteen in force now (or at `at`), null between periods',
  }),
  endpoint({
    id: 'canteens.periodAdd',
    method: 'POST',
    path: `${MA}/timeinterval/postInterval`,
    access: TIMESLOT_MENU,
    input: z.object(mealPeriodFields),
    output: z.object({ intervalId: z.int() }),
    summary: 'Add a meal period; it must not overlap another period of the canteen',
  }),
  endpoint({
    id: 'canteens.periodEdit',
    method: 'PUT',
    path: `${MA}/timeinterval/putInterval`,
    access: TIMESLOT_MENU,
    input: z.object({ intervalId: id, ...mealPeriodFields }),
    output: ok,
    summary: 'Edit a meal period; it must not overlap another period of the canteen',
  }),
  endpoint({
    id: 'canteens.periodRemove',
    method: 'DELETE',
    path: `${MA}/timeinterval/deleteInterval/{id}`,
    access: TIMESLOT_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a meal period',
  }),
  // canteen effective periods (spec effId)
  endpoint({
    id: 'canteens.effectivePage',
    method: 'POST',
    path: `${M}/effective/page`,
    access: TIMESLOT_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional() }),
    output: pageOf(effectivePeriod),
    summary: 'Date ranges during which canteens are in service',
  }),
  endpoint({
    id: 'canteens.effectiveAdd',
    method: 'POST',
    path: `${M}/effective/add`,
    access: TIMESLOT_MENU,
    input: z.object(effectiveFields),
    output: z.object({ effId: z.int() }),
    summary: 'Add an effective period of a canteen',
  }),
  endpoint({
    id: 'canteens.effectiveEdit',
    method: 'PUT',
    path: `${M}/effective/update`,
    access: TIMESLOT_MENU,
    input: z.object({ effId: id, ...effectiveFields }),
    output: ok,
    summary: 'Edit an effective period of a canteen',
  }),
  endpoint({
    id: 'canteens.effectiveRemove',
    method: 'DELETE',
    path: `${M}/effective/delete/{id}`,
    access: TIMESLOT_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove an effective period of a canteen',
  }),
  // merchant business time
  endpoint({
    id: 'canteens.businessTimeList',
    method: 'GET',
    path: `${MA}/mtime/getMerTime`,
    access: BUSINESS_TIME_MENU,
    input: z.object({}),
    output: z.array(businessTime),
    summary: 'Opening hours of the merchant by weekday',
  }),
  endpoint({
    id: 'canteens.businessTimeAdd',
    method: 'POST',
    path: `${MA}/mtime/saveTime`,
    access: BUSINESS_TIME_MENU,
    input: z.object(businessTimeFields),
    output: z.object({ timeId: z.int() }),
    summary: 'Add opening hours on a weekday; they must not overlap others of that day',
  }),
  endpoint({
    id: 'canteens.businessTimeEdit',
    method: 'PUT',
    path: `${MA}/mtime/putOpenTOInter`,
    access: BUSINESS_TIME_MENU,
    input: z.object({ timeId: id, ...businessTimeFields }),
    output: ok,
    summary: 'Edit opening hours',
  }),
  endpoint({
    id: 'canteens.businessTimeRemove',
    method: 'DELETE',
    path: `${MA}/mtime/deleteMerTime/{id}`,
    access: BUSINESS_TIME_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove opening hours',
  }),
  // holidays
  endpoint({
    id: 'canteens.holidayPage',
    method: 'POST',
    path: `${M}/holiday/page`,
    access: HOLIDAY_MENU,
    write: false,
    input: pageQuery.extend({ year: z.int().min(2000).max(2100).optional(), holidayName: textFilter, kind: holidayKind.optional() }),
    output: pageOf(holiday),
    summary: 'Page of holidays and worked weekend days, by day',
  }),
  endpoint({
    id: 'canteens.holidayAdd',
    method: 'POST',
    path: `${M}/holiday/add`,
    access: HOLIDAY_MENU,
    input: z.object({ day, holidayName: name(50), kind: holidayKind.default('holiday') }),
    output: z.object({ holidayId: z.int() }),
    summary: 'Add a holiday (or a worked weekend day)',
  }),
  endpoint({
    id: 'canteens.holidayRemove',
    method: 'DELETE',
    path: `${M}/holiday/delete/{id}`,
    access: HOLIDAY_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a holiday',
  }),
  endpoint({
    id: 'canteens.holidaySync',
    method: 'POST',
    path: `${M}/holiday/sync`,
    access: HOLIDAY_MENU,
    input: z.object({ year: z.int().min(2000).max(2100).optional() }),
    output: z.object({ added: z.int(), updated: z.int() }),
    summary: 'Copy the public-holiday calendar (the uploaded one, else the bundled one) into the holidays',
  }),
  endpoint({
    id: 'canteens.holidayCalendar',
    method: 'GET',
    path: `${M}/holiday/calendar`,
    access: HOLIDAY_MENU,
    input: z.object({}),
    output: holidayCalendarInfo,
    summary: 'Which public-holiday calendar the sync uses and the years it covers',
  }),
  endpoint({
    id: 'canteens.holidayCalendarUpload',
    method: 'POST',
    path: `${M}/holiday/calendar/upload`,
    access: HOLIDAY_MENU,
    kind: 'multipart',
    input: z.object({}),
    output: holidayCalendarInfo,
    summary: 'Replace the public-holiday calendar with an uploaded JSON file of the bundled shape',
  }),
  // meal lines
  endpoint({
    id: 'canteens.mealLinePage',
    method: 'POST',
    path: `${M}/mealline/page`,
    access: MEAL_LINE_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), stallId: id.optional(), mealLineName: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(mealLine),
    summary: 'Page of meal lines with their bound device counts',
  }),
  endpoint({
    id: 'canteens.mealLineList',
    method: 'GET',
    path: `${M}/mealline/list`,
    access: 'session',
    input: z.object({ canteenId: id.optional() }),
    output: z.array(z.object({ mealLineId: z.int(), mealLineName: z.string(), canteenId: z.int() })),
    summary: 'The meal lines the caller may see, optionally of one canteen (for choices on other pages)',
  }),
  endpoint({
    id: 'canteens.mealLineDetail',
    method: 'GET',
    path: `${M}/mealline/detail/{id}`,
    access: MEAL_LINE_DETAIL_MENU,
    input: z.object({ id: pathId }),
    output: mealLineDetail,
    summary: 'One meal line with the devices bound to it',
  }),
  endpoint({
    id: 'canteens.mealLineAdd',
    method: 'POST',
    path: `${M}/mealline/add`,
    access: MEAL_LINE_MENU,
    input: z.object({ canteenId: id, ...mealLineFields }),
    output: z.object({ mealLineId: z.int() }),
    summary: 'Add a meal line to a canteen (optionally to one of its stalls)',
  }),
  endpoint({
    id: 'canteens.mealLineEdit',
    method: 'PUT',
    path: `${M}/mealline/edit`,
    access: MEAL_LINE_MENU,
    input: z.object({ mealLineId: id, ...mealLineFields }),
    output: ok,
    summary: 'Edit a meal line (its canteen stays)',
  }),
  endpoint({
    id: 'canteens.mealLineRemove',
    method: 'DELETE',
    path: `${M}/mealline/remove/{id}`,
    access: MEAL_LINE_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a meal line no device is bound to',
  }),
  // areas
  endpoint({
    id: 'canteens.areaAdd',
    method: 'POST',
    path: `${M}/area/add`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id, ...areaFields }),
    output: z.object({ areaId: z.int() }),
    summary: 'Add an area to a canteen, optionally below another area',
  }),
  endpoint({
    id: 'canteens.areaPage',
    method: 'POST',
    path: `${M}/area/query/page`,
    access: CANTEEN_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), parentId: id.optional(), areaName: textFilter }),
    output: pageOf(area),
    summary: 'Page of areas',
  }),
  endpoint({
    id: 'canteens.areaTree',
    method: 'POST',
    path: `${M}/area/query/tree`,
    access: CANTEEN_MENU,
    write: false,
    input: z.object({ canteenId: id }),
    output: z.array(areaNode),
    summary: 'The areas of a canteen as a tree',
  }),
  endpoint({
    id: 'canteens.areaEdit',
    method: 'POST',
    path: `${M}/area/update/by/key`,
    access: CANTEEN_MENU,
    input: z.object({ areaId: id, ...areaFields }),
    output: ok,
    summary: 'Edit an area; its parent must be another area of the canteen, not one below it',
  }),
  endpoint({
    id: 'canteens.areaRemove',
    method: 'DELETE',
    path: `${M}/area/delete/by/key/{id}`,
    access: CANTEEN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove an area without sub-areas or tables',
  }),
  // tables
  endpoint({
    id: 'canteens.tablePage',
    method: 'POST',
    path: `${M}/basicstableinfo/page`,
    access: CANTEEN_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), areaId: id.optional(), tableNo: textFilter, state: tableState.optional() }),
    output: pageOf(diningTable),
    summary: 'Page of tables with their state',
  }),
  endpoint({
    id: 'canteens.tableAdd',
    method: 'POST',
    path: `${M}/basicstableinfo/add`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id, ...tableFields }),
    output: z.object({ tableId: z.int() }),
    summary: 'Add a table to a canteen (and one of its areas)',
  }),
  endpoint({
    id: 'canteens.tableEdit',
    method: 'PUT',
    path: `${M}/basicstableinfo/update`,
    access: CANTEEN_MENU,
    input: z.object({ tableId: id, ...tableFields }),
    output: ok,
    summary: 'Edit a table (its canteen stays)',
  }),
  endpoint({
    id: 'canteens.tableRemove',
    method: 'DELETE',
    path: `${M}/basicstableinfo/delete/{id}`,
    access: CANTEEN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a table that is not open',
  }),
  endpoint({
    id: 'canteens.tableOpen',
    method: 'POST',
    path: `${M}/basicstableinfo/foundTable`,
    access: CANTEEN_MENU,
    input: z.object({ tableId: id, people: z.int().min(1).max(999) }),
    output: ok,
    summary: 'Open a free table for a party; recorded in the table history',
  }),
  endpoint({
    id: 'canteens.tableClose',
    method: 'POST',
    path: `${M}/basicstableinfo/cancelFoundTable`,
    access: CANTEEN_MENU,
    input: z.object({ tableId: id }),
    output: ok,
    summary: 'Close an open table; recorded in the table history',
  }),
  endpoint({
    id: 'canteens.tableHistoryPage',
    method: 'GET',
    path: `${M}/tableHis/queryOrTableHisByPage`,
    access: CANTEEN_MENU,
    input: pageQuery.extend({ canteenId: id.optional(), tableId: id.optional(), tableNo: textFilter, startDay: day.optional(), endDay: day.optional() }),
    output: pageOf(tableHistory),
    summary: 'Openings and closings of tables, newest first',
  }),
  // dining rooms
  endpoint({
    id: 'canteens.diningPage',
    method: 'GET',
    path: `${M}/dining/getDiningByPage`,
    access: CANTEEN_MENU,
    input: pageQuery.extend({ canteenId: id.optional(), diningName: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(dining),
    summary: 'Page of dining rooms',
  }),
  endpoint({
    id: 'canteens.diningCanteenTree',
    method: 'POST',
    path: `${M}/dining/canteen/tree`,
    access: CANTEEN_MENU,
    write: false,
    input: z.object({}),
    output: z.array(canteenDiningTree),
    summary: 'The canteens the caller may see, each with its dining rooms',
  }),
  endpoint({
    id: 'canteens.diningDetail',
    method: 'POST',
    path: `${M}/dining/tree/detail`,
    access: CANTEEN_MENU,
    write: false,
    input: z.object({ diningId: id }),
    output: dining.extend({ effectivePeriods: z.array(diningEffective) }),
    summary: 'One dining room with its effective periods',
  }),
  endpoint({
    id: 'canteens.diningAdd',
    method: 'POST',
    path: `${M}/dining/insertDining`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id, ...diningFields }),
    output: z.object({ diningId: z.int() }),
    summary: 'Add a dining room to a canteen',
  }),
  endpoint({
    id: 'canteens.diningEdit',
    method: 'POST',
    path: `${M}/dining/putDining`,
    access: CANTEEN_MENU,
    input: z.object({ diningId: id, ...diningFields }),
    output: ok,
    summary: 'Edit a dining room (its canteen stays)',
  }),
  endpoint({
    id: 'canteens.diningRemove',
    method: 'POST',
    path: `${M}/dining/deleteById`,
    access: CANTEEN_MENU,
    input: z.object({ id }),
    output: ok,
    summary: 'Remove a dining room with its effective periods',
  }),
  endpoint({
    id: 'canteens.diningDisable',
    method: 'PUT',
    path: `${M}/dining/deleteDining`,
    access: CANTEEN_MENU,
    input: z.object({ diningId: id }),
    output: ok,
    summary: 'Take a dining room out of use, keeping its record',
  }),
  endpoint({
    id: 'canteens.diningEffectivePage',
    method: 'POST',
    path: `${M}/mktdiningeffective/page`,
    access: CANTEEN_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), diningId: id.optional() }),
    output: pageOf(diningEffective),
    summary: 'Date ranges during which dining rooms are in service',
  }),
  endpoint({
    id: 'canteens.diningEffectiveAdd',
    method: 'POST',
    path: `${M}/mktdiningeffective/add`,
    access: CANTEEN_MENU,
    input: z.object(diningEffectiveFields),
    output: z.object({ diningEffId: z.int() }),
    summary: 'Add an effective period of a dining room',
  }),
  endpoint({
    id: 'canteens.diningEffectiveEdit',
    method: 'PUT',
    path: `${M}/mktdiningeffective/update`,
    access: CANTEEN_MENU,
    input: z.object({ diningEffId: id, ...diningEffectiveFields }),
    output: ok,
    summary: 'Edit an effective period of a dining room',
  }),
  endpoint({
    id: 'canteens.diningEffectiveRemove',
    method: 'DELETE',
    path: `${M}/mktdiningeffective/delete/{id}`,
    access: CANTEEN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove an effective period of a dining room',
  }),
  // labels
  endpoint({
    id: 'canteens.labelList',
    method: 'GET',
    path: `${M}/basicslabel/queryListBasicsLabel`,
    access: CANTEEN_MENU,
    input: z.object({ labelName: textFilter }),
    output: z.array(label),
    summary: 'The merchant’s labels, by sort',
  }),
  endpoint({
    id: 'canteens.labelAdd',
    method: 'POST',
    path: `${M}/basicslabel/createBasicsLabel`,
    access: CANTEEN_MENU,
    input: z.object(labelFields),
    output: z.object({ labelId: z.int() }),
    summary: 'Add a label',
  }),
  endpoint({
    id: 'canteens.labelEdit',
    method: 'POST',
    path: `${M}/basicslabel/updateBasicsLabel`,
    access: CANTEEN_MENU,
    input: z.object({ labelId: id, ...labelFields }),
    output: ok,
    summary: 'Edit a label',
  }),
  endpoint({
    id: 'canteens.labelRemove',
    method: 'POST',
    path: `${M}/basicslabel/removeBasicsLabel`,
    access: CANTEEN_MENU,
    input: z.object({ id }),
    output: ok,
    summary: 'Remove a label',
  }),
  // takeout rules
  endpoint({
    id: 'canteens.takeoutRuleGet',
    method: 'GET',
    path: `${M}/takeoutrule/getTakeOutRuleByCanteenId`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id }),
    output: takeoutRule,
    summary: 'The takeout rule of a canteen (off, with no fees, until saved)',
  }),
  endpoint({
    id: 'canteens.takeoutRuleSave',
    method: 'POST',
    path: `${M}/takeoutrule/takeOutRuleSaveOrPut`,
    access: CANTEEN_MENU,
    input: z.object({
      canteenId: id,
      enabled: z.boolean(),
      deliveryFee: priceCents,
      minOrder: priceCents,
      packagingFee: priceCents,
      windows: z.array(timeWindow).max(10),
    }),
    output: ok,
    summary: 'Save the takeout rule of a canteen; an enabled rule needs a delivery window',
  }),
  // rooms and reservations
  endpoint({
    id: 'canteens.roomPage',
    method: 'POST',
    path: `${M}/roominfo/page`,
    access: CANTEEN_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), roomName: textFilter, enabled: z.boolean().optional() }),
    output: pageOf(room),
    summary: 'Page of rooms',
  }),
  endpoint({
    id: 'canteens.roomAdd',
    method: 'POST',
    path: `${M}/roominfo/add`,
    access: CANTEEN_MENU,
    input: z.object({ canteenId: id, ...roomFields }),
    output: z.object({ roomId: z.int() }),
    summary: 'Add a room to a canteen',
  }),
  endpoint({
    id: 'canteens.roomEdit',
    method: 'PUT',
    path: `${M}/roominfo/update`,
    access: CANTEEN_MENU,
    input: z.object({ roomId: id, ...roomFields }),
    output: ok,
    summary: 'Edit a room (its canteen stays)',
  }),
  endpoint({
    id: 'canteens.roomRemove',
    method: 'DELETE',
    path: `${M}/roominfo/delete/{id}`,
    access: CANTEEN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a room that has no reservations',
  }),
  endpoint({
    id: 'canteens.reservationPage',
    method: 'POST',
    path: `${M}/roomreserve/page`,
    access: CANTEEN_MENU,
    write: false,
    input: pageQuery.extend({
      canteenId: id.optional(),
      roomId: id.optional(),
      startDay: day.optional(),
      endDay: day.optional(),
      booker: textFilter,
      state: reservationState.optional(),
    }),
    output: pageOf(reservation),
    summary: 'Page of room reservations by day and start time',
  }),
  endpoint({
    id: 'canteens.reservationAdd',
    method: 'POST',
    path: `${M}/roomreserve/add`,
    access: CANTEEN_MENU,
    input: z.object({ roomId: id, ...reservationFields }),
    output: z.object({ reserveId: z.int() }),
    summary: 'Reserve a room; it must be free then and hold the party',
  }),
  endpoint({
    id: 'canteens.reservationEdit',
    method: 'PUT',
    path: `${M}/roomreserve/update`,
    access: CANTEEN_MENU,
    input: z.object({ reserveId: id, ...reservationFields }),
    output: ok,
    summary: 'Edit a booked reservation (its room stays); the new time must be free and the room hold the party',
  }),
  endpoint({
    id: 'canteens.reservationRemove',
    method: 'DELETE',
    path: `${M}/roomreserve/delete/{id}`,
    access: CANTEEN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a reservation (booked or cancelled) for good',
  }),
  endpoint({
    id: 'canteens.reservationCancel',
    method: 'PUT',
    path: `${M}/roomreserve/cancel`,
    access: CANTEEN_MENU,
    input: z.object({ reserveId: id }),
    output: ok,
    summary: 'Cancel a room reservation',
  }),
] as const satisfies readonly AnyEndpoint[];
