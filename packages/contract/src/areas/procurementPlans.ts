import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId } from '../scalars';
import { docState, stockQty, unitPrice } from './inventoryShared';

const D = PREFIX.drp;
/** /caigouzhongxin/purchaselist (plans, orders, notices), its caigougenerate page and its emaillist page. */
const PLAN_MENU = 1003000;
const GENERATE_MENU = 1003010;
const MAIL_MENU = 1003030;

const ok = z.null();
const blob = z.null();
const text = (max: number) => z.string().trim().max(max).default('');

// ---- plans -----------------------------------------------------------------------------------------------

export const PLAN_SOURCES = ['manual', 'recipes'] as const;
export const planSource = z.enum(PLAN_SOURCES);

export const planRow = z.object({
  planId: z.int(),
  planNo: z.string(),
  name: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  canteenId: z.int(),
  canteenName: z.string(),
  buyerId: z.int().nullable(),
  buyerName: z.string().nullable(),
  needDate: z.string(),
  source: planSource,
  recipeFrom: z.string().nullable(),
  recipeTo: z.string().nullable(),
  state: docState,
  /** Cents: the sum of its lines' amounts. */
  totalAmount: z.number(),
  lineCount: z.int(),
  orderCount: z.int(),
  remark: z.string(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type PlanRow = z.infer<typeof planRow>;

export const planLine = z.object({
  lineId: z.int(),
  houseMaterialId: z.int(),
  materialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  supplierId: z.int().nullable(),
  supplierName: z.string().nullable(),
  qty: z.number(),
  /** Cents per unit, up to 4 decimals. */
  unitPrice: z.number(),
  /** Cents: qty × unit price, rounded half up. */
  amount: z.number(),
  remark: z.string(),
});
export type PlanLine = z.infer<typeof planLine>;

export const PURCHASE_ORDER_STATES = ['ordered', 'sent', 'received', 'cancelled'] as const;
export const purchaseOrderState = z.enum(PURCHASE_ORDER_STATES);
export type PurchaseOrderState = z.infer<typeof purchaseOrderState>;

export const purchaseOrderRow = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  planId: z.int(),
  planNo: z.string(),
  supplierId: z.int(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  needDate: z.string(),
  state: purchaseOrderState,
  totalAmount: z.number(),
  lineCount: z.int(),
  /** The inbound draft its receipt made (warehousing detail), and that document's number. */
  inboundId: z.int().nullable(),
  inboundNo: z.string().nullable(),
  /** Mails sent for it. */
  mailCount: z.int(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;

const orderFilters = {
  state: purchaseOrderState.optional(),
  supplierId: id.optional(),
  planId: id.optional(),
  needFrom: day.optional(),
  needTo: day.optional(),
  orderNo: textFilter,
};

export const purchaseOrderLine = z.object({
  houseMaterialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});

export const planDetail = planRow.extend({
  lines: z.array(planLine),
  orders: z.array(purchaseOrderRow.extend({ lines: z.array(purchaseOrderLine) })),
});
export type PlanDetail = z.infer<typeof planDetail>;

const planLineInput = z.object({
  /** A material the plan's warehouse keeps. */
  houseMaterialId: id,
  /** Required on every line to commit; a draft may leave it open. */
  supplierId: id.nullable().default(null),
  qty: stockQty,
  unitPrice: unitPrice.default(0),
  remark: text(200),
});
export type PlanLineInput = z.input<typeof planLineInput>;

const planFields = {
  name: text(50),
  warehouseId: id,
  /** A user marked buyer (admin.buyerList); null: none. */
  buyerId: id.nullable().default(null),
  needDate: day,
  remark: text(200),
  source: planSource.default('manual'),
  /** The recipe days a generated plan came from. */
  recipeFrom: day.nullable().default(null),
  recipeTo: day.nullable().default(null),
  lines: z.array(planLineInput).min(1).max(500),
};
export const planInput = z.object(planFields);
export type PlanInput = z.input<typeof planInput>;
const planEditInput = z.object({ planId: id, ...planFields });

const planFilters = {
  state: docState.optional(),
  /** Need date range, both days included. */
  needFrom: day.optional(),
  needTo: day.optional(),
  warehouseId: id.optional(),
  planNo: textFilter,
};

const saved = z.object({ planId: z.int(), planNo: z.string() });
const committed = saved.extend({ orders: z.array(z.object({ orderId: z.int(), orderNo: z.string(), supplierId: z.int() })) });

/** What the plan pages pick from: the warehouses in the caller's scope, the enabled suppliers, a warehouse's materials. */
export const planOptions = z.object({
  warehouses: z.array(z.object({ warehouseId: z.int(), name: z.string(), canteenId: z.int(), canteenName: z.string() })),
  suppliers: z.array(z.object({ supplierId: z.int(), name: z.string(), email: z.string() })),
  materials: z.array(z.object({ houseMaterialId: z.int(), materialId: z.int(), materialName: z.string(), unitName: z.string(), stockQty: z.number(), lastPrice: z.number().nullable() })),
});
export type PlanOptions = z.infer<typeof planOptions>;

// ---- generation from recipes -------------------------------------------------------------------------------

/** The most days one generation covers. */
export const GENERATE_MAX_DAYS = 62;

export const generatedLine = z.object({
  houseMaterialId: z.int(),
  materialId: z.int(),
  materialName: z.string(),
  unitName: z.string(),
  /** Grams the planned portions need. */
  grams: z.number(),
  /** The grams in the warehouse material's unit. */
  needQty: z.number(),
  stockQty: z.number(),
  /** What to buy: need − stock (never below 0; stock ignored when asked), rounded up to thousandths. 0: enough in stock. */
  qty: z.number(),
  /** Cents per unit the last purchase order paid, when known, and its supplier. */
  unitPrice: z.number().nullable(),
  supplierId: z.int().nullable(),
});
export type GeneratedLine = z.infer<typeof generatedLine>;
export const NOT_STOCKED_REASONS = ['noHouseMaterial', 'noGramUnit'] as const;
export const generation = z.object({
  recipeCount: z.int(),
  dishCount: z.int(),
  lines: z.array(generatedLine),
  /** Materials the recipes need that the warehouse does not keep, or keeps in a unit grams cannot reach. */
  notStocked: z.array(z.object({ materialId: z.int(), materialName: z.string(), grams: z.number(), reason: z.enum(NOT_STOCKED_REASONS) })),
});
export type Generation = z.infer<typeof generation>;

// ---- mails -----------------------------------------------------------------------------------------------

export const MAIL_STATES = ['queued', 'sent', 'failed'] as const;
export const mailRow = z.object({
  mailId: z.int(),
  planId: z.int(),
  planNo: z.string(),
  orderId: z.int().nullable(),
  orderNo: z.string().nullable(),
  supplierId: z.int(),
  supplierName: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  error: z.string(),
  attempts: z.int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;

// ---- notices ---------------------------------------------------------------------------------------------

export const purchaseNotice = z.object({
  orderId: z.int(),
  orderNo: z.string(),
  planNo: z.string(),
  supplierName: z.string(),
  warehouseId: z.int(),
  warehouseName: z.string(),
  needDate: z.string(),
  state: purchaseOrderState,
  totalAmount: z.number(),
  lineCount: z.int(),
  /** Days from the merchant's today to the need date (negative: overdue). */
  daysLeft: z.int(),
});
export type PurchaseNotice = z.infer<typeof purchaseNotice>;

/** Endpoints of purchase plans, their generation from recipes, mails to suppliers, purchase orders and notices (drppurchaseplan, drppurchaseorder, drpdishesconversion, drppurnotice). */
export const procurementPlansEndpoints = [
  endpoint({
    id: 'procurementPlans.planPage',
    method: 'POST',
    path: `${D}/drppurchaseplan/page`,
    access: PLAN_MENU,
    write: false,
    input: pageQuery.extend(planFilters),
    output: pageOf(planRow),
    summary: 'Purchase plans, newest first, by state, need date, warehouse and plan number (canteen scope by warehouse)',
  }),
  endpoint({
    id: 'procurementPlans.planExport',
    method: 'POST',
    path: `${D}/drppurchaseplan/export`,
    access: PLAN_MENU,
    kind: 'blob',
    write: false,
    input: z.object(planFilters),
    output: blob,
    summary: 'Export the purchase plans (xlsx, same filters, at most 50 000 rows)',
  }),
  endpoint({
    id: 'procurementPlans.planDetail',
    method: 'POST',
    path: `${D}/drppurchaseplan/detail/{id}`,
    access: PLAN_MENU,
    write: false,
    input: z.object({ id: pathId }),
    output: planDetail,
    summary: 'A purchase plan with its lines and its purchase orders',
  }),
  endpoint({
    id: 'procurementPlans.planOptions',
    method: 'POST',
    path: `${D}/drppurchaseplan/options`,
    access: PLAN_MENU,
    write: false,
    input: z.object({ warehouseId: id.optional() }),
    output: planOptions,
    summary: 'What a plan picks from: warehouses in scope, enabled suppliers, and the materials of a warehouse with stock and last price',
  }),
  endpoint({
    id: 'procurementPlans.planAddSave',
    method: 'POST',
    path: `${D}/drppurchaseplan/add/save`,
    access: PLAN_MENU,
    input: planInput,
    output: saved,
    summary: 'Save a new purchase plan as a draft',
  }),
  endpoint({
    id: 'procurementPlans.planAddCommit',
    method: 'POST',
    path: `${D}/drppurchaseplan/add/commit`,
    access: PLAN_MENU,
    input: planInput,
    output: committed,
    summary: 'Save and commit a new purchase plan: one purchase order per supplier',
  }),
  endpoint({
    id: 'procurementPlans.planEditSave',
    method: 'POST',
    path: `${D}/drppurchaseplan/edit/save`,
    access: PLAN_MENU,
    input: planEditInput,
    output: saved,
    summary: 'Save a draft purchase plan (a committed one: 40900)',
  }),
  endpoint({
    id: 'procurementPlans.planEditCommit',
    method: 'POST',
    path: `${D}/drppurchaseplan/edit/commit`,
    access: PLAN_MENU,
    input: planEditInput,
    output: committed,
    summary: 'Save and commit a draft purchase plan: one purchase order per supplier (committed already: 40900)',
  }),
  endpoint({
    id: 'procurementPlans.planRemove',
    method: 'POST',
    path: `${D}/drppurchaseplan/remove/{id}`,
    access: PLAN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a draft purchase plan (a committed one: 40900)',
  }),
  endpoint({
    id: 'procurementPlans.planSendEmail',
    method: 'POST',
    path: `${D}/drppurchaseplan/send/email`,
    access: PLAN_MENU,
    input: z.object({ planId: id, orderIds: z.array(id).max(200).optional() }),
    output: z.object({ mails: z.array(z.object({ mailId: z.int(), orderId: z.int(), toAddress: z.string() })) }),
    summary: 'Mail the purchase orders of a committed plan (all, or the chosen ones) to their suppliers; delivered after the call',
  }),
  endpoint({
    id: 'procurementPlans.mailPage',
    method: 'POST',
    path: `${D}/drppurchaseplan/email/page`,
    access: MAIL_MENU,
    write: false,
    input: pageQuery.extend({ planId: id.optional(), state: z.enum(MAIL_STATES).optional() }),
    output: pageOf(mailRow),
    summary: 'Mails to suppliers, newest first, of one plan or all',
  }),
  endpoint({
    id: 'procurementPlans.mailResend',
    method: 'POST',
    path: `${D}/drppurchaseplan/email/resend/{id}`,
    access: MAIL_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Queue a failed mail again (one sent or queued: 40900)',
  }),
  endpoint({
    id: 'procurementPlans.calculateMaterial',
    method: 'POST',
    path: `${D}/drpdishesconversion/calculate/material`,
    access: GENERATE_MENU,
    write: false,
    input: z.object({
      canteenId: id,
      warehouseId: id,
      from: day,
      to: day,
      /** Portions of a recipe dish whose supply is not set. */
      defaultPortions: z.int().min(0).max(100_000).default(100),
      ignoreStock: z.boolean().default(false),
    }),
    output: generation,
    summary: 'The materials the enabled recipes of a canteen and day range need, in the warehouse’s units, less stock on hand',
  }),
  endpoint({
    id: 'procurementPlans.orderPage',
    method: 'POST',
    path: `${D}/drppurchaseorder/page`,
    access: PLAN_MENU,
    write: false,
    input: pageQuery.extend(orderFilters),
    output: pageOf(purchaseOrderRow),
    summary: 'Purchase orders, newest first, by state, supplier, plan and need date',
  }),
  endpoint({
    id: 'procurementPlans.orderExport',
    method: 'POST',
    path: `${D}/drppurchaseorder/export`,
    access: PLAN_MENU,
    kind: 'blob',
    write: false,
    input: z.object(orderFilters),
    output: blob,
    summary: 'Export the purchase orders (xlsx, same filters, at most 50 000 rows)',
  }),
  endpoint({
    id: 'procurementPlans.orderStatus',
    method: 'POST',
    path: `${D}/drppurchaseorder/edit/status`,
    access: PLAN_MENU,
    input: z.object({
      orderId: id,
      /** ordered → sent → received, ordered or sent → cancelled; anything else 40900. */
      state: z.enum(['sent', 'received', 'cancelled']),
      /** The inbound draft's date on receipt; default today. */
      inboundDate: day.optional(),
    }),
    output: z.object({ orderId: z.int(), state: purchaseOrderState, inboundId: z.int().nullable(), inboundNo: z.string().nullable() }),
    summary: 'Move a purchase order on: sent, received (makes its inbound draft) or cancelled',
  }),
  endpoint({
    id: 'procurementPlans.orderRemove',
    method: 'POST',
    path: `${D}/drppurchaseorder/remove/{id}`,
    access: PLAN_MENU,
    input: z.object({ id: pathId }),
    output: ok,
    summary: 'Remove a cancelled purchase order (any other: 40900)',
  }),
  endpoint({
    id: 'procurementPlans.noticePage',
    method: 'POST',
    path: `${D}/drppurnotice/page/pur/notice`,
    access: PLAN_MENU,
    write: false,
    input: pageQuery.extend({ warehouseId: id.optional(), needTo: day.optional() }),
    output: pageOf(purchaseNotice),
    summary: 'Purchase notices: the orders awaiting delivery, by need date',
  }),
] as const satisfies readonly AnyEndpoint[];
