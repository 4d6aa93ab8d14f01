import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { day, id, pathId } from '../scalars';

const D = PREFIX.drp;
/** /caigouzhongxin/supplierList: the level ladder; /caigouzhongxin/supplier: suppliers; its hidden detail page. */
const LEVEL_MENU = 1001000;
const SUPPLIER_MENU = 1002000;
const SUPPLIER_DETAIL_MENU = 1002010;

const ok = z.null();
const blob = z.null();
const name = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max).default('');

/** How many levels a merchant's ladder has (level 1 the best); each shows a default name until the merchant names it. */
export const SUPPLIER_LEVEL_COUNT = 5;
export const supplierLevelNo = z.int().min(1).max(SUPPLIER_LEVEL_COUNT);

/** Days before its expiry a qualification counts as expiring (the merchant's today). */
export const QUALIFICATION_WARN_DAYS = 30;
/** A qualification's state on the merchant's today: no expiry given, valid, expiring within 30 days, or expired. */
export const QUALIFICATION_STATES = ['none', 'valid', 'expiring', 'expired'] as const;
export const qualificationState = z.enum(QUALIFICATION_STATES);
export type QualificationState = z.infer<typeof qualificationState>;

// ---- levels ----------------------------------------------------------------------------------------------

export const supplierLevel = z.object({
  levelNo: z.int(),
  name: z.string(),
  remark: z.string(),
  /** The merchant has not named it yet: `name` is the default in the caller's language. */
  isDefault: z.boolean(),
  /** Suppliers on this level. */
  supplierCount: z.int(),
});
export type SupplierLevel = z.infer<typeof supplierLevel>;

// ---- suppliers -------------------------------------------------------------------------------------------

export const supplier = z.object({
  supplierId: z.int(),
  name: z.string(),
  code: z.string(),
  levelNo: z.int().nullable(),
  levelName: z.string().nullable(),
  contact: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** What it supplies (粮油, 蔬菜…). */
  scope: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  qualificationCount: z.int(),
  /** The worst state among its qualifications ('none' when it has none with an expiry). */
  qualificationState,
  /** The nearest expiry among its qualifications. */
  nextExpiry: z.string().nullable(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplier>;

const email = z.union([z.literal(''), z.email().max(100)]).default('');
const supplierFields = {
  name: name(50),
  code: text(30),
  /** null: no level. */
  levelNo: supplierLevelNo.nullable().default(null),
  contact: text(30),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+\-() ]*$/, 'digits, spaces and + - ( )')
    .default(''),
  email,
  address: text(200),
  scope: text(100),
  enabled: z.boolean().default(true),
  remark: text(200),
};
const supplierFilters = {
  name: textFilter,
  levelNo: supplierLevelNo.optional(),
  enabled: z.boolean().optional(),
  /** Suppliers with a qualification in this state (expiring: within 30 days; expired: before today). */
  qualification: z.enum(['expiring', 'expired']).optional(),
};

export const supplierOption = z.object({ supplierId: z.int(), name: z.string(), enabled: z.boolean(), levelNo: z.int().nullable(), email: z.string() });
export type SupplierOption = z.infer<typeof supplierOption>;

// ---- qualifications --------------------------------------------------------------------------------------

/** An uploaded scan's address (the upload endpoint answers a path or an http(s) URL). */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s"'<>]+$/, 'an http(s) or relative address');
export const QUALIFICATION_IMAGE_LIMIT = 6;

export const qualification = z.object({
  qualificationId: z.int(),
  supplierId: z.int(),
  supplierName: z.string(),
  name: z.string(),
  certNo: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  images: z.array(z.string()),
  remark: z.string(),
  state: qualificationState,
  /** Days from the merchant's today to the expiry (negative once expired); null without an expiry. */
  daysLeft: z.int().nullable(),
  createdAt: z.string(),
});
export type Qualification = z.infer<typeof qualification>;
const qualificationFields = {
  supplierId: id,
  /** 营业执照, 食品经营许可证… */
  name: name(50),
  certNo: text(50),
  issuedOn: day.nullable().default(null),
  expiresOn: day.nullable().default(null),
  images: z.array(imageUrl).max(QUALIFICATION_IMAGE_LIMIT).default([]),
  remark: text(200),
};

/** Endpoints of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification). */
export const procurementSuppliersEndpoints = [
  // levels
  endpoint({
    id: 'procurementSuppliers.levelList',
    method: 'POST',
    path: `${D}/drpsupplierlevel/list`,
    access: LEVEL_MENU,
    write: false,
    input: z.object({}),
    output: z.array(supplierLevel),
    summary: 'The merchant’s supplier level ladder (five levels, 1 the best), each with its name and remark and how many suppliers it holds; unnamed levels show their default name',
  }),
  endpoint({
    id: 'procurementSuppliers.levelEdit',
    method: 'POST',
    path: `${D}/drpsupplierlevel/edit`,
    access: LEVEL_MENU,
    input: z.object({ levelNo: supplierLevelNo, name: name(20), remark: text(200) }),
    output: ok,
    summary: 'Name and describe one level of the ladder',
  }),
  // suppliers
  endpoint({
    id: 'procurementSuppliers.supplierPage',
    method: 'POST',
    path: `${D}/drpsupplier/page`,
    access: SUPPLIER_MENU,
    write: false,
    input: pageQuery.extend(supplierFilters),
    output: pageOf(supplier),
    summary: 'Page of suppliers, filtered by name (or code), level, state and qualification expiry, newest first',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierAdd',
    method: 'POST',
    path: `${D}/drpsupplier/add`,
    access: SUPPLIER_MENU,
    input: z.object(supplierFields),
    output: z.object({ supplierId: z.int() }),
    summary: 'Add a supplier; names are unique per merchant',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierEdit',
    method: 'POST',
    path: `${D}/drpsupplier/edit`,
    access: SUPPLIER_MENU,
    input: z.object({ supplierId: id, ...supplierFields }),
    output: ok,
    summary: 'Edit a supplier',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierRemove',
    method: 'POST',
    path: `${D}/drpsupplier/remove/{supplierId}`,
    access: SUPPLIER_MENU,
    input: z.object({ supplierId: pathId }),
    output: ok,
    summary: 'Remove a supplier no plan, purchase order, inbound document or batch names (40900 otherwise: disable it instead), with its qualifications',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierStatus',
    method: 'POST',
    path: `${D}/drpsupplier/edit/status`,
    access: SUPPLIER_MENU,
    input: z.object({ supplierId: id, enabled: z.boolean() }),
    output: ok,
    summary: 'Enable or disable a supplier; a disabled one cannot be chosen on new plans or inbound documents',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierExport',
    method: 'POST',
    path: `${D}/drpsupplier/export`,
    access: SUPPLIER_MENU,
    kind: 'blob',
    write: false,
    input: z.object(supplierFilters),
    output: blob,
    summary: 'Export the suppliers (xlsx, same filters as the page, at most 50 000 rows)',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierOptions',
    method: 'POST',
    path: `${D}/drpsupplier/list/all`,
    access: SUPPLIER_MENU,
    write: false,
    input: z.object({ name: textFilter, enabledOnly: z.boolean().default(false) }),
    output: z.array(supplierOption),
    summary: 'Every supplier as pickers offer it (id, name, state, level, e-mail), by name',
  }),
  endpoint({
    id: 'procurementSuppliers.supplierDetail',
    method: 'POST',
    path: `${D}/drpsupplier/one/{supplierId}`,
    access: SUPPLIER_DETAIL_MENU,
    write: false,
    input: z.object({ supplierId: pathId }),
    output: supplier,
    summary: 'One supplier with its level and the state of its qualifications',
  }),
  // qualifications
  endpoint({
    id: 'procurementSuppliers.qualificationPage',
    method: 'POST',
    path: `${D}/drpsupplierqualification/page`,
    access: SUPPLIER_DETAIL_MENU,
    write: false,
    input: pageQuery.extend({ supplierId: id.optional(), name: textFilter, state: qualificationState.optional() }),
    output: pageOf(qualification),
    summary: 'Page of supplier qualifications (of one supplier or all), with their expiry state on the merchant’s today, soonest expiry first',
  }),
  endpoint({
    id: 'procurementSuppliers.qualificationAdd',
    method: 'POST',
    path: `${D}/drpsupplierqualification/add`,
    access: SUPPLIER_DETAIL_MENU,
    input: z.object(qualificationFields),
    output: z.object({ qualificationId: z.int() }),
    summary: 'Add a qualification (licence) to a supplier: number, validity and scans',
  }),
  endpoint({
    id: 'procurementSuppliers.qualificationEdit',
    method: 'POST',
    path: `${D}/drpsupplierqualification/edit`,
    access: SUPPLIER_DETAIL_MENU,
    input: z.object({ qualificationId: id, ...qualificationFields }),
    output: ok,
    summary: 'Edit a qualification',
  }),
  endpoint({
    id: 'procurementSuppliers.qualificationRemove',
    method: 'POST',
    path: `${D}/drpsupplierqualification/remove/{qualificationId}`,
    access: SUPPLIER_DETAIL_MENU,
    input: z.object({ qualificationId: pathId }),
    output: ok,
    summary: 'Remove a qualification',
  }),
] as const satisfies readonly AnyEndpoint[];
