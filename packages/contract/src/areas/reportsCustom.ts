import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { reportPage, reportPair, reportQuery, saleMeasures } from '../report';
import { pageQuery } from '../paging';
import { day, id, pathId } from '../scalars';
import { TRADE_TYPE_NAMES, type TradeTypeName } from '../tradeTypes';
import { DEVICE_TYPES } from './devices';

/**
 * Custom reports, the report checks (rollups against the raw rows), machine water, visitor and docking-machine
 * reports (issue 27, spec §7.5). Every shape a custom report may take is an enum here: the server maps each value to
 * a fixed piece of SQL, so no column, table or SQL text ever comes from the client.
 */
const R = PREFIX.report;
const MENU = { custom: 1209000, water: 1210000, visitor: 1211000, docking: 1212000 } as const;

const ok = z.null();

// ---- custom reports --------------------------------------------------------------------------------------------

/** What a custom report's rows are grouped by. One of the key dimensions at most (stall … hour), with day, canteen, organisation. */
export const CUSTOM_DIMS = ['day', 'canteen', 'org', 'stall', 'device', 'meal', 'personType', 'payType', 'operator', 'dish', 'hour'] as const;
export type CustomDim = (typeof CUSTOM_DIMS)[number];
/** The dimensions that are a rollup key: a report may group by one of them. */
export const CUSTOM_KEY_DIMS: readonly CustomDim[] = ['stall', 'device', 'meal', 'personType', 'payType', 'operator', 'dish', 'hour'];
/** What a custom report's rows count. */
export const CUSTOM_MEASURES = ['orders', 'amount', 'cash', 'subsidy', 'gift', 'discount', 'refunds', 'refundAmount', 'net', 'qty'] as const;
export type CustomMeasure = (typeof CUSTOM_MEASURES)[number];
/** What a custom report reads: consumption (orders paid and refunds) or one money trade type. */
export const CUSTOM_FACTS = ['sale', ...TRADE_TYPE_NAMES] as const satisfies readonly ('sale' | TradeTypeName)[];
export type CustomFact = (typeof CUSTOM_FACTS)[number];

/** Key dimensions a money trade type has (its rollups have no stall, meal or dish). */
export const MONEY_KEY_DIMS: readonly CustomDim[] = ['device', 'personType', 'payType', 'operator', 'hour'];
/** Measures of a money trade type: how many operations and their wallets. */
export const MONEY_MEASURES: readonly CustomMeasure[] = ['orders', 'amount', 'cash', 'subsidy', 'gift'];
/** Measures by dish: what the order lines of the dish sold. */
export const DISH_MEASURES: readonly CustomMeasure[] = ['amount', 'qty'];

/** The dimensions and measures a definition of this fact may use. */
export function customAllowed(fact: CustomFact, dims: readonly CustomDim[]): { keyDims: readonly CustomDim[]; measures: readonly CustomMeasure[] } {
  if (fact !== 'sale') return { keyDims: MONEY_KEY_DIMS, measures: MONEY_MEASURES };
  return { keyDims: CUSTOM_KEY_DIMS, measures: dims.includes('dish') ? DISH_MEASURES : CUSTOM_MEASURES };
}

const customShape = z.object({
  name: z.string().trim().min(1).max(40),
  fact: z.enum(CUSTOM_FACTS),
  dims: z.array(z.enum(CUSTOM_DIMS)).min(1).max(4),
  measures: z.array(z.enum(CUSTOM_MEASURES)).min(1).max(CUSTOM_MEASURES.length),
  remark: z.string().trim().max(200).default(''),
});
type CustomShape = z.infer<typeof customShape>;
const shapeRules = <T extends z.ZodType<CustomShape>>(schema: T) =>
  schema
    .refine((v) => new Set(v.dims).size === v.dims.length && new Set(v.measures).size === v.measures.length, { message: 'each dimension and measure once', path: ['dims'] })
    .refine((v) => v.dims.filter((d) => CUSTOM_KEY_DIMS.includes(d)).length <= 1, { message: 'at most one of stall, device, meal, person type, pay type, operator, dish, hour', path: ['dims'] })
    .refine((v) => v.dims.every((d) => !CUSTOM_KEY_DIMS.includes(d) || customAllowed(v.fact, v.dims).keyDims.includes(d)), { message: 'a dimension this fact does not have', path: ['dims'] })
    .refine((v) => v.measures.every((m) => customAllowed(v.fact, v.dims).measures.includes(m)), { message: 'a measure this fact does not have', path: ['measures'] });

export const customInput = shapeRules(customShape);
export type CustomInput = z.infer<typeof customInput>;
export const customDefinition = z.object({
  reportId: z.int(),
  name: z.string(),
  fact: z.enum(CUSTOM_FACTS),
  dims: z.array(z.enum(CUSTOM_DIMS)),
  measures: z.array(z.enum(CUSTOM_MEASURES)),
  remark: z.string(),
  updatedAt: z.string(),
});
export type CustomDefinition = z.infer<typeof customDefinition>;

/**
 * A custom report's row: the label of each dimension it groups by (day YYYY-MM-DD, a name, the pay type's code, the
 * meal period's number, the local hour) and each measure it counts (cents or counts); the others are absent.
 */
const label = z.string().optional();
const measure = z.int().optional();
export const customSum = z.object({
  orders: measure,
  amount: measure,
  cash: measure,
  subsidy: measure,
  gift: measure,
  discount: measure,
  refunds: measure,
  refundAmount: measure,
  net: measure,
  qty: measure,
});
export const customRow = customSum.extend({
  rowKey: z.string(),
  day: label,
  canteen: label,
  org: label,
  stall: label,
  device: label,
  meal: label,
  personType: label,
  payType: label,
  operator: label,
  dish: label,
  hour: label,
});
export type CustomRow = z.infer<typeof customRow>;
export const customRunQuery = reportQuery({ reportId: id });

// ---- report checks ---------------------------------------------------------------------------------------------

/** What a check compares: the day's sales (orders paid) and each money trade type. */
export const CHECK_FACTS = ['sale', ...TRADE_TYPE_NAMES] as const;
export type CheckFact = (typeof CHECK_FACTS)[number];
/**
 * Why a day's rollups differ from its raw rows: none; the day has marks not folded yet; the day was never folded;
 * the raw rows changed after its fold without a mark (an edit the triggers do not see).
 */
export const CHECK_CAUSES = ['none', 'pending', 'notFolded', 'changedAfterFold'] as const;
export type CheckCause = (typeof CHECK_CAUSES)[number];

const checkCounts = {
  rollupCount: z.int(),
  rawCount: z.int(),
  rollupAmount: z.int(),
  rawAmount: z.int(),
  /** raw − rollup. */
  diffCount: z.int(),
  diffAmount: z.int(),
};
const checkState = {
  cause: z.enum(CHECK_CAUSES),
  /** Marks of the day not folded yet. */
  pendingMarks: z.int(),
  /** When the day was last folded; null: never. */
  foldedAt: z.string().nullable(),
};
/** One day: its sales and money operations, rollups against raw rows. */
export const checkDayRow = z.object({ day: z.string(), ...checkCounts, ...checkState });
export type CheckDayRow = z.infer<typeof checkDayRow>;
/** One day and fact: rollups against raw rows. */
export const checkFactRow = z.object({ day: z.string(), fact: z.enum(CHECK_FACTS), ...checkCounts, ...checkState });
export type CheckFactRow = z.infer<typeof checkFactRow>;
export const checkSum = z.object({ rollupCount: z.int(), rawCount: z.int(), rollupAmount: z.int(), rawAmount: z.int(), diffCount: z.int(), diffAmount: z.int() });
export type CheckSum = z.infer<typeof checkSum>;
const onlyDiff = z.boolean().default(false);

/** A raw row of a day and fact: an order (sale) or a money operation. */
export const checkFlowRow = z.object({
  rowId: z.int(),
  at: z.string(),
  no: z.string(),
  custName: z.string(),
  custNum: z.string(),
  canteenName: z.string(),
  amount: z.int(),
  state: z.string(),
});
export type CheckFlowRow = z.infer<typeof checkFlowRow>;
export const checkFlowSum = z.object({ amount: z.int() });
export const checkFlowQuery = pageQuery.extend({ day, fact: z.enum(CHECK_FACTS), canteenId: id.optional(), orgId: id.optional() });

// ---- water, visitor and docking machines ------------------------------------------------------------------------

/** The device type of water-control machines (水控机). */
export const WATER_DEVICE_TYPE = 'shuikongji';

/** A device's consumption on a day. */
export const deviceDayRow = z.object({
  /** day|device. */
  rowKey: z.string(),
  day: z.string(),
  deviceId: z.int(),
  deviceName: z.string(),
  deviceType: z.string(),
  serialNumber: z.string(),
  canteenName: z.string(),
  ...saleMeasures,
});
export type DeviceDayRow = z.infer<typeof deviceDayRow>;
export const saleSum = z.object(saleMeasures);
export type SaleSum = z.infer<typeof saleSum>;
const deviceQuery = reportQuery({ deviceId: id.optional() });

/** A visitor's consumption on a day, with who they are and whom they visited. */
export const visitorDayRow = z.object({
  /** day|person. */
  rowKey: z.string(),
  day: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  visitReason: z.string(),
  visitHost: z.string(),
  registeredAt: z.string(),
  validUntil: z.string().nullable(),
  ...saleMeasures,
});
export type VisitorDayRow = z.infer<typeof visitorDayRow>;
/** The totals, the visitors who consumed and the visitors registered in the range. */
export const visitorSum = z.object({ ...saleMeasures, visitors: z.int(), registered: z.int() });
export type VisitorSum = z.infer<typeof visitorSum>;
const visitorQuery = reportQuery({ custName: z.string().trim().max(50).optional() });

/** Device types the merchant counts as docking machines (对接机): no device type is one by itself. */
export const dockingTypes = z.object({ types: z.array(z.enum(DEVICE_TYPES as [string, ...string[]])).max(DEVICE_TYPES.length) });
export type DockingTypes = z.infer<typeof dockingTypes>;

export const reportsCustomEndpoints = [
  endpoint({
    id: 'reportsCustom.list',
    method: 'POST',
    path: `${R}/customreport/list`,
    access: MENU.custom,
    write: false,
    input: z.object({}),
    output: z.array(customDefinition),
    summary: 'The merchant’s custom report definitions, by name',
  }),
  endpoint({
    id: 'reportsCustom.add',
    method: 'POST',
    path: `${R}/customreport/add`,
    access: MENU.custom,
    input: customInput,
    output: z.object({ reportId: z.int() }),
    summary: 'Save a custom report: its fact, dimensions and measures from the whitelists; names are unique per merchant',
  }),
  endpoint({
    id: 'reportsCustom.edit',
    method: 'POST',
    path: `${R}/customreport/edit`,
    access: MENU.custom,
    input: shapeRules(customShape.extend({ reportId: id })),
    output: ok,
    summary: 'Edit a custom report definition',
  }),
  endpoint({
    id: 'reportsCustom.remove',
    method: 'POST',
    path: `${R}/customreport/remove/{reportId}`,
    access: MENU.custom,
    input: z.object({ reportId: pathId }),
    output: ok,
    summary: 'Remove a custom report definition',
  }),
  ...reportPair({
    id: 'reportsCustom.run',
    exportId: 'reportsCustom.runExport',
    path: `${R}/customreport/run`,
    access: MENU.custom,
    input: customRunQuery,
    output: reportPage(customRow, customSum),
    summary: 'Run a saved custom report over a range of days: its rows grouped by its dimensions, with its measures and their totals',
  }),
  ...reportPair({
    id: 'reportsCustom.checkDays',
    exportId: 'reportsCustom.checkDaysExport',
    path: `${R}/reportcheck/total/page`,
    access: MENU.custom,
    input: reportQuery({ onlyDiff }),
    output: reportPage(checkDayRow, checkSum),
    summary: 'Report check, total page: per day, the rollups’ counts and amounts against the raw rows, the difference and its cause (onlyDiff: the differences list)',
  }),
  ...reportPair({
    id: 'reportsCustom.checkFacts',
    exportId: 'reportsCustom.checkFactsExport',
    path: `${R}/reportcheck/total/detail/page`,
    access: MENU.custom,
    input: reportQuery({ onlyDiff, fact: z.enum(CHECK_FACTS).optional() }),
    output: reportPage(checkFactRow, checkSum),
    summary: 'Report check, total detail page: per day and fact (sales, each money trade type), rollups against raw rows',
  }),
  ...reportPair({
    id: 'reportsCustom.checkFlow',
    exportId: 'reportsCustom.checkFlowExport',
    path: `${R}/reportcheck/flow/detail/page`,
    access: MENU.custom,
    input: checkFlowQuery,
    output: reportPage(checkFlowRow, checkFlowSum),
    summary: 'Report check, flow detail page: the raw orders or money operations of one day and fact',
  }),
  endpoint({
    id: 'reportsCustom.checkRebuild',
    method: 'POST',
    path: `${R}/reportcheck/rebuild`,
    access: MENU.custom,
    input: z.object({ day }),
    output: ok,
    summary: 'Rebuild one day’s rollups from its raw rows (under the fold’s lock); its marks are folded with it',
  }),
  ...reportPair({
    id: 'reportsCustom.water',
    exportId: 'reportsCustom.waterExport',
    path: `${R}/machinewater/info/page`,
    access: MENU.water,
    input: deviceQuery,
    output: reportPage(deviceDayRow, saleSum),
    summary: 'Machine water info: consumption on water-control machines (device type shuikongji) per day and device',
  }),
  ...reportPair({
    id: 'reportsCustom.visitors',
    exportId: 'reportsCustom.visitorsExport',
    path: `${R}/visitor/flow/page`,
    access: MENU.visitor,
    input: visitorQuery,
    output: reportPage(visitorDayRow, visitorSum),
    summary: 'Visitor flow: each visitor’s consumption per day, the visitors who consumed and those registered in the range',
  }),
  ...reportPair({
    id: 'reportsCustom.docking',
    exportId: 'reportsCustom.dockingExport',
    path: `${R}/dockingmachine/page`,
    access: MENU.docking,
    input: deviceQuery,
    output: reportPage(deviceDayRow, saleSum),
    summary: 'Docking-machine report: consumption on devices of the types the merchant counts as docking machines, per day and device',
  }),
  endpoint({
    id: 'reportsCustom.dockingTypes',
    method: 'POST',
    path: `${R}/dockingmachine/types`,
    access: MENU.docking,
    write: false,
    input: z.object({}),
    output: dockingTypes,
    summary: 'The device types the merchant counts as docking machines',
  }),
  endpoint({
    id: 'reportsCustom.dockingTypesSave',
    method: 'POST',
    path: `${R}/dockingmachine/types/save`,
    access: MENU.docking,
    input: dockingTypes,
    output: ok,
    summary: 'Set the device types the merchant counts as docking machines',
  }),
] as const satisfies readonly AnyEndpoint[];
