import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId } from '../scalars';
import { importResult } from './persons';
import { countedQty, QTY_MAX, stockQty } from './inventoryShared';

const D = PREFIX.drp;
/** /kucunzhongxin/depotManage (warehouses, their materials, stock and batches), /kucunzhongxin/unit, /caigouzhongxin/purchaselist. */
const DEPOT_MENU = 1101000;
const UNIT_MENU = 1102000;
const PLAN_MENU = 1003000;

const ok = z.null();
const blob = z.null();
const name = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max).default('');
/** A stock limit in the material's unit; null: none. */
const limitQty = countedQty.nullable().default(null);
const shelfLifeDays = z.int().min(1).max(3650);

// ---- warehouses ------------------------------------------------------------------------------------------

export const warehouse = z.object({
  warehouseId: z.int(),
  canteenId: z.int(),
  canteenName: z.string(),
  name: z.string(),
  code: z.string(),
  keeperId: z.int().nullable(),
  keeperName: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  /** Materials it keeps. */
  materialCount: z.int(),
  /** What its stock is worth, in cents. */
  stockValue: z.number(),
  createdAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouse>;
const warehouseFields = {
  canteenId: id,
  name: name(50),
  code: text(30),
  /** A user marked keeper (admin.keeperList); null: none yet. */
  keeperId: id.nullable().default(null),
  phone: text(20),
  address: text(200),
  enabled: z.boolean().default(true),
  remark: text(200),
};
const warehouseFilters = { name: textFilter, canteenId: id.optional(), enabled: z.boolean().optional() };
export const warehouseOption = z.object({ warehouseId: z.int(), name: z.string(), canteenId: z.int(), canteenName: z.string(), enabled: z.boolean() });
export type WarehouseOption = z.infer<typeof warehouseOption>;

// ---- units -----------------------------------------------------------------------------------------------

/** How many base units one unit is: above 0, at most six decimals (numeric(18,6)). */
export const unitRatio = z
  .number()
  .min(0.000001)
  .max(QTY_MAX)
  .refine((v) => Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-3, 'at most 6 decimals');
export const stockUnit = z.object({
  unitId: z.int(),
  name: z.string(),
  /** 1 of this = ratio × base unit; both null for a root unit. */
  baseUnitId: z.int().nullable(),
  baseUnitName: z.string().nullable(),
  ratio: z.number().nullable(),
  /** The unit its chain ends at, and how many of it one of this unit is. */
  rootName: z.string(),
  factor: z.number(),
  remark: z.string(),
  /** Warehouse materials kept in it and units defined on it; such a unit cannot be removed. */
  usedCount: z.int(),
  createdAt: z.string(),
});
export type StockUnit = z.infer<typeof stockUnit>;
const unitFields = {
  name: name(20),
  baseUnitId: id.nullable().default(null),
  /** Required with a base unit, absent without. */
  ratio: unitRatio.nullable().default(null),
  remark: text(200),
};
export const unitOption = z.object({ unitId: z.int(), name: z.string(), rootName: z.string(), factor: z.number() });
export type UnitOption = z.infer<typeof unitOption>;

// ---- warehouse materials and stock -------------------------------------------------------------------------

export const houseMaterial = z.object({
  houseMaterialId: z.int(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  materialId: z.int(),
  materialName: z.string(),
  categoryName: z.string().nullable(),
  unitId: z.int(),
  unitName: z.string(),
  spec: z.string(),
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
  shelfLifeDays: z.int().nullable(),
  remark: z.string(),
  /** On hand: the sum of its batches, in its unit, and their value in cents. */
  stockQty: z.number(),
  stockValue: z.number(),
  /** Batches it ever had or movements: such a material cannot be removed nor change its unit. */
  batchCount: z.int(),
  createdAt: z.string(),
});
export type HouseMaterial = z.infer<typeof houseMaterial>;
const houseMaterialFields = {
  unitId: id,
  spec: text(50),
  minQty: limitQty,
  maxQty: limitQty,
  /** The default expiry of a batch received without one. */
  shelfLifeDays: shelfLifeDays.nullable().default(null),
  remark: text(200),
};
const houseMaterialFilters = { warehouseId: id.optional(), materialName: textFilter, categoryId: id.optional() };

export const stockRow = z.object({
  houseMaterialId: z.int(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  materialId: z.int(),
  materialName: z.string(),
  categoryName: z.string().nullable(),
  unitName: z.string(),
  spec: z.string(),
  qty: z.number(),
  /** Cents. */
  value: z.number(),
  /** value ÷ qty, cents per unit to 4 decimals; null with nothing on hand. */
  avgUnitCost: z.number().nullable(),
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
  belowMin: z.boolean(),
  aboveMax: z.boolean(),
});
export type StockRow = z.infer<typeof stockRow>;
const stockFilters = { ...houseMaterialFilters, belowMin: z.boolean().optional() };

export const houseMaterialStock = z.object({
  houseMaterialId: z.int(),
  warehouseId: z.int(),
  materialId: z.int(),
  materialName: z.string(),
  unitId: z.int(),
  unitName: z.string(),
  stockQty: z.number(),
  minQty: z.number().nullable(),
  maxQty: z.number().nullable(),
});

// ---- batches ---------------------------------------------------------------------------------------------

export const stockBatch = z.object({
  batchId: z.int(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  houseMaterialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  batchNo: z.string(),
  supplierId: z.int().nullable(),
  supplierName: z.string().nullable(),
  inboundId: z.int().nullable(),
  receivedAt: z.string(),
  productionDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** Left and received, in the material's unit; values in cents. */
  qty: z.number(),
  inQty: z.number(),
  value: z.number(),
  inValue: z.number(),
  /** Receiving cost, cents per unit to 4 decimals. */
  unitCost: z.number(),
});
export type StockBatch = z.infer<typeof stockBatch>;
const batchFilters = {
  warehouseId: id.optional(),
  houseMaterialId: id.optional(),
  materialName: textFilter,
  batchNo: textFilter,
  /** true: only batches with something left. */
  inStock: z.boolean().optional(),
  receivedFrom: day.optional(),
  receivedTo: day.optional(),
};
export const MOVEMENT_DOC_TYPES = ['inbound', 'outbound', 'stocktake'] as const;
export const batchMovement = z.object({
  movementId: z.number(),
  docType: z.enum(MOVEMENT_DOC_TYPES),
  docId: z.int(),
  docNo: z.string(),
  qty: z.number(),
  value: z.number(),
  qtyAfter: z.number(),
  valueAfter: z.number(),
  at: z.string(),
  operatorName: z.string().nullable(),
});
export type BatchMovement = z.infer<typeof batchMovement>;
export const batchDetail = stockBatch.extend({ movements: z.array(batchMovement) });
export type BatchDetail = z.infer<typeof batchDetail>;

/** Endpoints of warehouses, units and conversions, warehouse materials, stock and batches (drpwarehouse, drpunit, drphousematerial, drpinventory, drpintodetail). */
export const inventoryStockEndpoints = [
  // warehouses
  endpoint({
    id: 'inventoryStock.warehousePage',
    method: 'POST',
    path: `${D}/drpwarehouse/page`,
    access: DEPOT_MENU,
    write: false,
    input: pageQuery.extend(warehouseFilters),
    output: pageOf(warehouse),
    summary: 'Page of warehouses in the caller’s canteens, filtered by name, canteen and enabled, with their material count and stock value',
  }),
  endpoint({
    id: 'inventoryStock.warehouseOptions',
    method: 'POST',
    path: `${D}/drpwarehouse/list/all`,
    access: DEPOT_MENU,
    write: false,
    input: z.object({ enabled: z.boolean().optional() }),
    output: z.array(warehouseOption),
    summary: 'Every warehouse in the caller’s canteens, as pickers offer them',
  }),
  endpoint({
    id: 'inventoryStock.warehouseAdd',
    method: 'POST',
    path: `${D}/drpwarehouse/add`,
    access: DEPOT_MENU,
    input: z.object(warehouseFields),
    output: z.object({ warehouseId: z.int() }),
    summary: 'Add a warehouse in a canteen of the caller’s, with a keeper (a user marked keeper); names are unique per merchant',
  }),
  endpoint({
    id: 'inventoryStock.warehouseEdit',
    method: 'POST',
    path: `${D}/drpwarehouse/edit`,
    access: DEPOT_MENU,
    input: z.object({ warehouseId: id, ...warehouseFields }),
    output: ok,
    summary: 'Edit a warehouse; one with stock or documents stays in its canteen',
  }),
  endpoint({
    id: 'inventoryStock.warehouseRemove',
    method: 'POST',
    path: `${D}/drpwarehouse/remove/{id}`,
    access: DEPOT_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a warehouse without materials, stock or documents (40900 otherwise)',
  }),
  // units
  endpoint({
    id: 'inventoryStock.unitPage',
    method: 'POST',
    path: `${D}/drpunit/page`,
    access: UNIT_MENU,
    write: false,
    input: pageQuery.extend({ name: textFilter }),
    output: pageOf(stockUnit),
    summary: 'Page of stock units with their base unit, ratio and root',
  }),
  endpoint({
    id: 'inventoryStock.unitOptions',
    method: 'POST',
    path: `${D}/drpunit/list/all`,
    access: DEPOT_MENU,
    write: false,
    input: z.object({}),
    output: z.array(unitOption),
    summary: 'Every stock unit, for the warehouse material form',
  }),
  endpoint({
    id: 'inventoryStock.unitAdd',
    method: 'POST',
    path: `${D}/drpunit/add`,
    access: UNIT_MENU,
    input: z.object(unitFields),
    output: z.object({ unitId: z.int() }),
    summary: 'Add a unit, optionally as ratio × a base unit (1 箱 = 20 千克); names are unique per merchant',
  }),
  endpoint({
    id: 'inventoryStock.unitEdit',
    method: 'POST',
    path: `${D}/drpunit/edit`,
    access: UNIT_MENU,
    input: z.object({ unitId: id, ...unitFields }),
    output: ok,
    summary: 'Edit a unit; its base may not be itself or a unit defined on it (no cycles)',
  }),
  endpoint({
    id: 'inventoryStock.unitRemove',
    method: 'POST',
    path: `${D}/drpunit/remove/{id}`,
    access: UNIT_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a unit no warehouse material is kept in and no unit is defined on (40900 otherwise)',
  }),
  endpoint({
    id: 'inventoryStock.unitConvert',
    method: 'POST',
    path: `${D}/drpunit/conversion/unit`,
    access: UNIT_MENU,
    write: false,
    input: z.object({ qty: stockQty, fromUnitId: id, toUnitId: id }),
    output: z.object({ qty: z.number(), fromUnitName: z.string(), toUnitName: z.string() }),
    summary: 'A quantity of one unit in another, to thousandths; 40000 when they do not share a root',
  }),
  // warehouse materials
  endpoint({
    id: 'inventoryStock.houseMaterialPage',
    method: 'POST',
    path: `${D}/drphousematerial/page`,
    access: DEPOT_MENU,
    write: false,
    input: pageQuery.extend(houseMaterialFilters),
    output: pageOf(houseMaterial),
    summary: 'Page of the materials warehouses keep (in the caller’s canteens), with stock on hand, filtered by warehouse, material name and category',
  }),
  endpoint({
    id: 'inventoryStock.houseMaterialAdd',
    method: 'POST',
    path: `${D}/drphousematerial/add`,
    access: DEPOT_MENU,
    input: z.object({ warehouseId: id, materialId: id, ...houseMaterialFields }),
    output: z.object({ houseMaterialId: z.int() }),
    summary: 'Keep a menu material in a warehouse, in a stock unit with limits and shelf life; once per warehouse',
  }),
  endpoint({
    id: 'inventoryStock.houseMaterialEdit',
    method: 'POST',
    path: `${D}/drphousematerial/edit`,
    access: DEPOT_MENU,
    input: z.object({ houseMaterialId: id, ...houseMaterialFields }),
    output: ok,
    summary: 'Edit a warehouse material; its unit stays once it has batches',
  }),
  endpoint({
    id: 'inventoryStock.houseMaterialRemove',
    method: 'POST',
    path: `${D}/drphousematerial/remove/{id}`,
    access: DEPOT_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Stop keeping a material in a warehouse; one with batches, movements or document lines: 40900',
  }),
  endpoint({
    id: 'inventoryStock.houseMaterialImport',
    method: 'POST',
    path: `${D}/drphousematerial/lead/in/house/material`,
    access: DEPOT_MENU,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({ warehouseId: pathId }),
    output: importResult,
    summary:
      'Import a warehouse’s materials from the xlsx template (material, unit, spec, min, max, shelf life); materials and units must exist; any bad row: 59000 with the row errors, nothing written',
  }),
  endpoint({
    id: 'inventoryStock.houseMaterialTemplate',
    method: 'GET',
    path: `${D}/drphousematerial/template`,
    access: DEPOT_MENU,
    kind: 'blob',
    input: z.object({}),
    output: blob,
    summary: 'The warehouse materials import template, with an example row',
  }),
  // stock
  endpoint({
    id: 'inventoryStock.stockPage',
    method: 'POST',
    path: `${D}/drpinventory/page`,
    access: DEPOT_MENU,
    write: false,
    input: pageQuery.extend(stockFilters),
    output: pageOf(stockRow),
    summary: 'Stock per warehouse material: quantity, value, average unit cost, limits and the below-minimum flag',
  }),
  endpoint({
    id: 'inventoryStock.stockSet',
    method: 'POST',
    path: `${D}/drpinventory/set`,
    access: DEPOT_MENU,
    input: z.object({ houseMaterialId: id, minQty: limitQty, maxQty: limitQty }),
    output: ok,
    summary: 'Set the minimum and maximum stock of a warehouse material (null: none; min ≤ max)',
  }),
  endpoint({
    id: 'inventoryStock.stockExport',
    method: 'POST',
    path: `${D}/drpinventory/export`,
    access: DEPOT_MENU,
    kind: 'blob',
    write: false,
    input: z.object(stockFilters),
    output: blob,
    summary: 'Export the stock page (xlsx, same filters, at most 50 000 rows)',
  }),
  endpoint({
    id: 'inventoryStock.stockAllMaterial',
    method: 'POST',
    path: `${D}/drpinventory/list/all/material`,
    access: PLAN_MENU,
    write: false,
    input: z.object({ warehouseId: id }),
    output: z.array(houseMaterialStock),
    summary: 'Every material a warehouse keeps with its stock on hand and limits, for the purchase plan editor',
  }),
  // batches
  endpoint({
    id: 'inventoryStock.batchPage',
    method: 'POST',
    path: `${D}/drpintodetail/page`,
    access: DEPOT_MENU,
    write: false,
    input: pageQuery.extend(batchFilters),
    output: pageOf(stockBatch),
    summary: 'Page of stock batches (what each received line left), newest first',
  }),
  endpoint({
    id: 'inventoryStock.batchesOfMaterial',
    method: 'POST',
    path: `${D}/drpintodetail/list/inventroy/material`,
    access: DEPOT_MENU,
    write: false,
    input: z.object({ houseMaterialId: id }),
    output: z.array(stockBatch),
    summary: 'The batches with stock of one warehouse material, first-expiring first (the order goods go out in)',
  }),
  endpoint({
    id: 'inventoryStock.batchDetail',
    method: 'POST',
    path: `${D}/drpintodetail/detail/{batchId}`,
    access: DEPOT_MENU,
    write: false,
    input: z.object({ batchId: pathId }),
    output: batchDetail,
    summary: 'One batch with its movements (document, quantity, value and what was left after each)',
  }),
] as const satisfies readonly AnyEndpoint[];
