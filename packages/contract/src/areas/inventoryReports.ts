import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { PREFIX } from '../endpoint';
import { reportPairUnder } from '../report';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id } from '../scalars';
import { OUTBOUND_KINDS } from './inventoryDocuments';

/**
 * Inventory reports and warnings (spec §7.9 drpreport; /kucunzhongxin/statisticaltable): outbound cost over a range,
 * the in/out detail of every warehouse material (opening + movements = closing), stock below its minimum or above its
 * maximum, and batches expiring within a window. Read from the stock core's movements and batches; quantities are in
 * the warehouse material's unit, values integer cents. Every report sees only warehouses of the caller's canteens.
 */
const D = PREFIX.drp;
const MENU = { outcost: 1106010, inoutdetail: 1106020, inventorywarning: 1106030, expirewarning: 1106040 } as const;

const days = { startDay: day.optional(), endDay: day.optional() };
const dayOrder = (v: { startDay?: string; endDay?: string }) => !v.startDay || !v.endDay || v.startDay <= v.endDay;
const dayOrderError = { message: 'endDay must not be before startDay', path: ['endDay'] };

/** Which stock the report reads: a warehouse (by id or name), a material by name, a material category (and below). */
const stockFilters = { warehouseId: id.optional(), warehouseName: textFilter, materialName: textFilter, categoryId: id.optional() };

/** Who the row is: the warehouse material, its warehouse and canteen, the menu material and its category. */
const materialColumns = {
  houseMaterialId: z.int(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  canteenName: z.string(),
  materialId: z.int(),
  materialName: z.string(),
  categoryName: z.string(),
  unitName: z.string(),
};

// ---- interval out cost -------------------------------------------------------------------------------------------

export const OUT_COST_GROUPS = ['material', 'category', 'warehouse'] as const;
export type OutCostGroup = (typeof OUT_COST_GROUPS)[number];

/**
 * Committed outbound over the range, grouped by warehouse material (default), by material category or by warehouse.
 * Columns the grouping does not name are empty ('' or null).
 */
export const outCostRow = z.object({
  groupKey: z.string(),
  warehouseId: z.int().nullable(),
  warehouseName: z.string(),
  materialId: z.int().nullable(),
  materialName: z.string(),
  categoryName: z.string(),
  /** The unit of a material row; '' for a category or warehouse (their quantities add units up as they are). */
  unitName: z.string(),
  /** Quantity issued (positive). */
  qty: z.number(),
  /** Cost of what was issued, cents. */
  cost: z.int(),
  /** cost ÷ qty in cents per unit, 4 decimals; null for a group of several units. */
  avgUnitCost: z.number().nullable(),
  /** Outbound documents it came out on. */
  docCount: z.int(),
});
export type OutCostRow = z.infer<typeof outCostRow>;
export const outCostSum = z.object({ qty: z.number(), cost: z.int() });
const outCostQuery = pageQuery
  .extend({
    ...stockFilters,
    ...days,
    groupBy: z.enum(OUT_COST_GROUPS).default('material'),
    /** Only outbound documents of this kind (kitchen use, losses, returns…). */
    outboundKind: z.enum(OUTBOUND_KINDS).optional(),
  })
  .refine(dayOrder, dayOrderError);

// ---- in/out detail ---------------------------------------------------------------------------------------------

/**
 * One warehouse material over the range: opening (everything before the first day), inbound (net of reversals),
 * outbound, stocktake gains and losses, and closing = opening + in − out + gain − loss (the batches' sums today).
 */
export const inOutDetailRow = z.object({
  ...materialColumns,
  openingQty: z.number(),
  openingValue: z.int(),
  inQty: z.number(),
  inValue: z.int(),
  outQty: z.number(),
  outValue: z.int(),
  gainQty: z.number(),
  gainValue: z.int(),
  lossQty: z.number(),
  lossValue: z.int(),
  closingQty: z.number(),
  closingValue: z.int(),
});
export type InOutDetailRow = z.infer<typeof inOutDetailRow>;
export const inOutDetailSum = z.object({
  openingValue: z.int(),
  inValue: z.int(),
  outValue: z.int(),
  gainValue: z.int(),
  lossValue: z.int(),
  closingValue: z.int(),
  closingQty: z.number(),
});
const inOutDetailQuery = pageQuery.extend({ ...stockFilters, ...days }).refine(dayOrder, dayOrderError);

// ---- inventory warning -----------------------------------------------------------------------------------------

export const STOCK_WARNINGS = ['low', 'high'] as const;
export type StockWarning = (typeof STOCK_WARNINGS)[number];

/** A warehouse material whose stock is below its minimum (low) or above its maximum (high). */
export const inventoryWarningRow = z.object({
  ...materialColumns,
  warning: z.enum(STOCK_WARNINGS),
  stockQty: z.number(),
  stockValue: z.int(),
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
  /** minQty − stock of a low one (what to buy to reach the minimum), else 0. */
  shortfall: z.number(),
  /** stock − maxQty of a high one, else 0. */
  excess: z.number(),
});
export type InventoryWarningRow = z.infer<typeof inventoryWarningRow>;
export const inventoryWarningSum = z.object({ stockValue: z.int(), shortfall: z.number() });
const inventoryWarningQuery = pageQuery.extend({ ...stockFilters, warning: z.enum(STOCK_WARNINGS).optional() });

// ---- expiry warning --------------------------------------------------------------------------------------------

export const EXPIRY_STATES = ['expired', 'expiring'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];
export const EXPIRY_DAYS_DEFAULT = 7;
export const EXPIRY_DAYS_MAX = 365;

/** A batch with stock that has expired or expires within the window (days counted in the merchant's calendar). */
export const expiryWarningRow = z.object({
  ...materialColumns,
  batchId: z.int(),
  batchNo: z.string(),
  productionDate: z.string().nullable(),
  expiryDate: z.string(),
  /** Expiry day − the merchant's today: 0 expires today, negative has expired. */
  daysLeft: z.int(),
  state: z.enum(EXPIRY_STATES),
  qty: z.number(),
  /** The batch's value: what is at risk, cents. */
  value: z.int(),
  receivedAt: z.string(),
});
export type ExpiryWarningRow = z.infer<typeof expiryWarningRow>;
export const expiryWarningSum = z.object({ qty: z.number(), value: z.int() });
const expiryWarningQuery = pageQuery.extend({
  ...stockFilters,
  /** The window: batches expiring within this many days from today (and those already expired). */
  days: z.int().min(1).max(EXPIRY_DAYS_MAX).default(EXPIRY_DAYS_DEFAULT),
  state: z.enum(EXPIRY_STATES).optional(),
});

/** A report and its export twin under the service's prefix. */
const pair = reportPairUnder(D);

/** Endpoints of inventory reports and warnings (drpreport, statisticaltable). */
export const inventoryReportsEndpoints = [
  ...pair({
    id: 'inventoryReports.outCost',
    exportId: 'inventoryReports.outCostExport',
    path: 'drpreport/interval/out/cost',
    access: MENU.outcost,
    input: outCostQuery,
    output: pageOf(outCostRow).extend({ sum: outCostSum }),
    summary: 'Outbound cost over a range of days: quantity issued, cost and average unit cost by material, category or warehouse',
  }),
  ...pair({
    id: 'inventoryReports.inOutDetail',
    exportId: 'inventoryReports.inOutDetailExport',
    path: 'drpreport/into/out/detail/report',
    access: MENU.inoutdetail,
    input: inOutDetailQuery,
    output: pageOf(inOutDetailRow).extend({ sum: inOutDetailSum }),
    summary: 'In/out detail of every warehouse material over a range: opening, inbound, outbound, stocktake gains and losses, closing',
  }),
  ...pair({
    id: 'inventoryReports.inventoryWarning',
    exportId: 'inventoryReports.inventoryWarningExport',
    path: 'drpreport/inventory/warning',
    access: MENU.inventorywarning,
    input: inventoryWarningQuery,
    output: pageOf(inventoryWarningRow).extend({ sum: inventoryWarningSum }),
    summary: 'Inventory warning: warehouse materials below their minimum stock (or above their maximum)',
  }),
  ...pair({
    id: 'inventoryReports.expiryWarning',
    exportId: 'inventoryReports.expiryWarningExport',
    path: 'drpreport/expire/warning',
    access: MENU.expirewarning,
    input: expiryWarningQuery,
    output: pageOf(expiryWarningRow).extend({ sum: expiryWarningSum }),
    summary: 'Expiry warning: batches with stock expired or expiring within the window (default 7 days)',
  }),
] as const satisfies readonly AnyEndpoint[];
