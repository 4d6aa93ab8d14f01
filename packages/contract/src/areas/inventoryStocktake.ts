import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId } from '../scalars';
import { countedQty } from './inventoryShared';

const D = PREFIX.drp;
/** /kucunzhongxin/pandian: the stocktakes list (index), the count entry (pandiandetail) and the differences (pandianchayi). */
const STOCKTAKE_MENU = 1105000;

const blob = z.null();
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * A stocktake counts from its start until committed: starting freezes the book quantity and value of every batch of
 * the warehouse with stock (no goods in or out of it meanwhile); committing posts each difference as a gain or a loss.
 */
export const STOCKTAKE_STATES = ['counting', 'committed'] as const;
export const stocktakeState = z.enum(STOCKTAKE_STATES);
export type StocktakeState = z.infer<typeof stocktakeState>;

export const stocktake = z.object({
  stocktakeId: z.int(),
  docNo: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  checkDate: z.string(),
  state: stocktakeState,
  /** Batches frozen at the start, and how many of them were counted. */
  lineCount: z.int(),
  countedCount: z.int(),
  /** What the frozen batches were worth, in cents. */
  bookValue: z.number(),
  /** Committed: what the gains added and the losses took, in cents (the loss positive); 0 while counting. */
  gainValue: z.number(),
  lossValue: z.number(),
  remark: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  committedByName: z.string().nullable(),
  committedAt: z.string().nullable(),
});
export type Stocktake = z.infer<typeof stocktake>;
const stocktakeFilters = {
  warehouseId: id.optional(),
  /** Check dates from … to, inclusive. */
  startDate: day.optional(),
  endDate: day.optional(),
  state: stocktakeState.optional(),
  docNo: textFilter,
};

/** One frozen batch of a stocktake, as the count entry shows it (quantities in the warehouse material's unit). */
export const stocktakeLine = z.object({
  lineId: z.int(),
  batchId: z.int(),
  batchNo: z.string(),
  houseMaterialId: z.int(),
  materialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  spec: z.string(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  bookQty: z.number(),
  bookValue: z.number(),
  /** null: not counted yet (commit takes it as its book quantity). */
  countedQty: z.number().nullable(),
  remark: z.string(),
});
export type StocktakeLine = z.infer<typeof stocktakeLine>;

/**
 * A difference: counted − book. While counting its value is what commit would post (a loss takes the batch's value
 * in proportion, all of it when nothing is left; a gain adds at the batch's receiving unit cost); committed, what was posted.
 */
export const stocktakeDifference = stocktakeLine.extend({
  countedQty: z.number(),
  diffQty: z.number(),
  diffValue: z.number(),
});
export type StocktakeDifference = z.infer<typeof stocktakeDifference>;
export const DIFFERENCE_KINDS = ['all', 'differ', 'gain', 'loss'] as const;
export const differenceTotals = z.object({
  lines: z.int(),
  gainLines: z.int(),
  lossLines: z.int(),
  bookValue: z.number(),
  gainValue: z.number(),
  /** Positive: what the losses take. */
  lossValue: z.number(),
  /** gainValue − lossValue. */
  diffValue: z.number(),
});
export type DifferenceTotals = z.infer<typeof differenceTotals>;
const differenceFilters = {
  stocktakeId: id,
  /** all lines; only those that differ (the default); only gains; only losses. */
  kind: z.enum(DIFFERENCE_KINDS).default('differ'),
  materialName: textFilter,
};

export const stocktakeOption = z.object({
  stocktakeId: z.int(),
  docNo: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  checkDate: z.string(),
  state: stocktakeState,
});
export type StocktakeOption = z.infer<typeof stocktakeOption>;

/** The most counts one save carries (a larger stocktake saves in several). */
export const STOCKTAKE_SAVE_MAX = 10_000;
const saveFields = {
  /** Without it: start a stocktake of `warehouseId`. With it: save counts of its lines. */
  stocktakeId: id.optional(),
  warehouseId: id.optional(),
  /** The day it is taken; default the merchant's today. */
  checkDate: day.optional(),
  remark: z.string().trim().max(200).optional(),
  lines: z
    .array(z.object({ lineId: id, countedQty: countedQty.nullable(), remark: text(200) }))
    .max(STOCKTAKE_SAVE_MAX)
    .default([]),
};

export const inventoryStocktakeEndpoints = [
  endpoint({
    id: 'inventoryStocktake.page',
    method: 'POST',
    path: `${D}/drpcheckinventory/page`,
    access: STOCKTAKE_MENU,
    write: false,
    input: pageQuery.extend(stocktakeFilters),
    output: pageOf(stocktake),
    summary: 'Page of stocktakes of the warehouses in the caller’s canteens, newest first, filtered by warehouse, check dates, state and document number',
  }),
  endpoint({
    id: 'inventoryStocktake.save',
    method: 'POST',
    path: `${D}/drpcheckinventory/add-or-edit/save`,
    access: STOCKTAKE_MENU,
    input: z.object(saveFields),
    output: z.object({ stocktakeId: z.int(), docNo: z.string() }),
    summary:
      'Without stocktakeId: start a stocktake of warehouseId (freezes the book quantity and value of every batch with stock; no goods in or out until it is committed or removed; 40900 when one is counting it already). With it: save counted quantities of its lines (null clears a count) and its remark; 40900 once committed',
  }),
  endpoint({
    id: 'inventoryStocktake.commit',
    method: 'POST',
    path: `${D}/drpcheckinventory/add-or-edit/commit`,
    access: STOCKTAKE_MENU,
    input: z.object(saveFields),
    output: z.object({ stocktakeId: z.int(), docNo: z.string(), gainValue: z.number(), lossValue: z.number(), diffValue: z.number() }),
    summary:
      'Save as add-or-edit/save does, then commit: a line not counted counts as its book quantity; every difference is posted to its batch (a loss takes value in proportion, a gain adds at the receiving unit cost) and the warehouse is open again; 40900 when committed already',
  }),
  endpoint({
    id: 'inventoryStocktake.remove',
    method: 'POST',
    path: `${D}/drpcheckinventory/remove/{id}`,
    access: STOCKTAKE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a stocktake still counting (its counts are dropped and the warehouse is open again); 40900 once committed',
  }),
  endpoint({
    id: 'inventoryStocktake.differences',
    method: 'POST',
    path: `${D}/drpcheckinventory/page/analyse/check/differ`,
    access: STOCKTAKE_MENU,
    write: false,
    input: pageQuery.extend(differenceFilters),
    output: pageOf(stocktakeDifference).extend({ stocktake, totals: differenceTotals }),
    summary:
      'The differences of a stocktake: each line with book, counted (the book quantity when not counted), difference quantity and value, filtered by kind (all, differ, gain, loss) and material name; the totals of the whole stocktake',
  }),
  endpoint({
    id: 'inventoryStocktake.differenceExport',
    method: 'POST',
    path: `${D}/drpcheckinventory/page/analyse/check/differ/export`,
    access: STOCKTAKE_MENU,
    kind: 'blob',
    write: false,
    input: z.object(differenceFilters),
    output: blob,
    summary: 'Export the differences of a stocktake (xlsx, same filters as the page, at most 50 000 rows)',
  }),
  endpoint({
    id: 'inventoryStocktake.checkDates',
    method: 'POST',
    path: `${D}/drpcheckinventory/list/checkdate`,
    access: STOCKTAKE_MENU,
    write: false,
    input: z.object({ warehouseId: id.optional() }),
    output: z.array(z.string()),
    summary: 'The days stocktakes were taken (of a warehouse, or of every warehouse in the caller’s canteens), newest first, at most 366',
  }),
  endpoint({
    id: 'inventoryStocktake.lines',
    method: 'POST',
    path: `${D}/drpcheckinventory/list/check/inventory/material`,
    access: STOCKTAKE_MENU,
    write: false,
    input: z.object({ stocktakeId: id, materialName: textFilter, uncountedOnly: z.boolean().default(false) }),
    output: z.object({ stocktake, lines: z.array(stocktakeLine) }),
    summary: 'A stocktake and its lines (the frozen batches with material, unit, batch, book and counted quantities), by material name and expiry',
  }),
  endpoint({
    id: 'inventoryStocktake.options',
    method: 'POST',
    path: `${D}/drpcheckinventory/list/checkId`,
    access: STOCKTAKE_MENU,
    write: false,
    input: z.object({ warehouseId: id.optional(), state: stocktakeState.optional(), checkDate: day.optional() }),
    output: z.array(stocktakeOption),
    summary: 'Stocktakes as pickers offer them (id, document number, warehouse, date, state), newest first, at most 500',
  }),
] as const satisfies readonly AnyEndpoint[];
