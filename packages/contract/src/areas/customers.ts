import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { id, pageOf, pageQuery, pathId, textFilter } from '../paging';

const M = PREFIX.main;
const ORG_MENU = 701000;
const CUST_MENU = 704000;
const CASUAL_MENU = 706000;
const CANCELLED_MENU = 707000;

const ok = z.null();

/** staff: the merchant's people; casual: temporary staff; visitor: guests (their own calls). */
export const CUST_KINDS = ['staff', 'casual', 'visitor'] as const;
export const custKind = z.enum(CUST_KINDS);
/** 0 unknown, 1 male, 2 female. */
export const SEXES = [0, 1, 2] as const;
export const IMPORT_MAX_ROWS = 20_000;

/** A person (customer) as lists and the detail show them; master-data names are null until those tables exist. */
export const customer = z.object({
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgId: z.int(),
  orgName: z.string(),
  psnTypeId: z.int().nullable(),
  psnTypeName: z.string().nullable(),
  jobId: z.int().nullable(),
  jobName: z.string().nullable(),
  gradeId: z.int().nullable(),
  gradeName: z.string().nullable(),
  placeId: z.int().nullable(),
  placeName: z.string().nullable(),
  phone: z.string(),
  sex: z.int(),
  idCardNo: z.string(),
  /** 'YYYY-MM-DD' */
  birthday: z.string().nullable(),
  photoUrl: z.string(),
  faceId: z.string().nullable(),
  kind: custKind,
  state: z.enum(['normal', 'cancelled']),
  validUntil: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Customer = z.infer<typeof customer>;

const optionalId = id.nullable().optional();
const custFields = {
  custName: z.string().trim().min(1).max(50),
  custNum: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
  orgId: id,
  psnTypeId: optionalId,
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\- ]*$/)
    .default(''),
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  photoUrl: z.string().trim().max(500).default(''),
  jobId: optionalId,
  gradeId: optionalId,
  placeId: optionalId,
  idCardNo: z
    .string()
    .trim()
    .max(18)
    .regex(/^[0-9Xx]*$/)
    .default(''),
  birthday: z.iso.date().nullable().optional(),
  remark: z.string().trim().max(200).default(''),
  /** Visitors are added through the visitor calls. */
  kind: z.enum(['staff', 'casual']).default('staff'),
};
export const custInput = z.object(custFields);
export type CustInput = z.infer<typeof custInput>;

const custFilters = {
  custName: textFilter,
  custNum: textFilter,
  /** The organisation and every organisation below it. */
  orgId: id.optional(),
  psnTypeId: id.optional(),
  phone: textFilter,
};

/** One bad row of an import: its row number in the sheet (the header is row 1). */
export const importRowError = z.object({ row: z.int(), custNum: z.string(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
/** data of a 59000 import reply: nothing was written. */
export interface ImportFailure {
  total: number;
  errors: ImportRowError[];
}
export const importResult = z.object({ total: z.int(), imported: z.int() });
export type ImportResult = z.infer<typeof importResult>;

/** Endpoints of the customers part (issue 4, spec §7 "Customers and accounts"). */
export const customersEndpoints = [
  endpoint({
    id: 'customers.page',
    method: 'POST',
    path: `${M}/custInfo/queryPageCustInfo`,
    access: CUST_MENU,
    write: false,
    input: pageQuery.extend({ ...custFilters, kind: custKind.optional() }),
    output: pageOf(customer),
    summary: 'Page of people (not cancelled) the caller’s organisation scope reaches, newest first',
  }),
  endpoint({
    id: 'customers.add',
    method: 'POST',
    path: `${M}/custInfo/addCustInfo`,
    access: CUST_MENU,
    input: custInput,
    output: z.object({ custId: z.int() }),
    summary: 'Add a person and open their account; the person number is unique per merchant',
  }),
  endpoint({
    id: 'customers.edit',
    method: 'POST',
    path: `${M}/custInfo/updateDetailCustInfo`,
    access: CUST_MENU,
    input: custInput.extend({ custId: id }),
    output: ok,
    summary: 'Edit a person',
  }),
  endpoint({
    id: 'customers.detail',
    method: 'GET',
    path: `${M}/custInfo/queryCustInfoDetail`,
    access: CUST_MENU,
    input: z.object({ custId: id }),
    output: customer,
    summary: 'One person (also a cancelled one)',
  }),
  endpoint({
    id: 'customers.cancel',
    method: 'DELETE',
    path: `${M}/custInfo/cancelCustInfo/{custId}`,
    access: CUST_MENU,
    input: z.object({ custId: pathId }),
    output: ok,
    summary: 'Cancel a person whose account holds no money; their account and cards are cancelled too',
  }),
  endpoint({
    id: 'customers.batchCancel',
    method: 'POST',
    path: `${M}/custInfo/batchCancelCustInfo`,
    access: CUST_MENU,
    input: z.object({ custIds: z.array(id).min(1).max(500) }),
    output: ok,
    summary: 'Cancel several people, all or none',
  }),
  endpoint({
    id: 'customers.cancelledPage',
    method: 'POST',
    path: `${M}/custInfo/pageCancelCustInfo`,
    access: CANCELLED_MENU,
    write: false,
    input: pageQuery.extend(custFilters),
    output: pageOf(customer),
    summary: 'Page of cancelled people, latest cancelled first',
  }),
  endpoint({
    id: 'customers.savePhoto',
    method: 'POST',
    path: `${M}/custInfo/saveCustPhoto`,
    access: CUST_MENU,
    input: z.object({ custId: id, photoUrl: z.string().trim().max(500) }),
    output: ok,
    summary: 'Set (or clear) a person’s photo',
  }),
  endpoint({
    id: 'customers.savePhotos',
    method: 'POST',
    path: `${M}/custInfo/saveCustPhotoUnion`,
    access: CUST_MENU,
    input: z.object({
      photos: z
        .array(z.object({ custNum: z.string().trim().min(1).max(30), photoUrl: z.string().trim().min(1).max(500) }))
        .min(1)
        .max(1000),
    }),
    output: z.object({ saved: z.int(), unknown: z.array(z.string()) }),
    summary: 'Set photos by person number; numbers not found (or out of reach) are listed, the rest saved',
  }),
  endpoint({
    id: 'customers.registerFace',
    method: 'POST',
    path: `${M}/custInfo/registerFace`,
    access: CUST_MENU,
    kind: 'multipart',
    input: z.object({ custId: z.coerce.number().pipe(id), faceId: z.string().trim().min(1).max(64).optional() }),
    output: z.object({ faceId: z.string(), photoUrl: z.string() }),
    summary: 'Register a person’s face: the image (a form file) becomes their photo and they get a face id',
  }),
  endpoint({
    id: 'customers.moveToOrg',
    method: 'POST',
    path: `${M}/custOrg/batchUpdateCustOrg/cust`,
    access: ORG_MENU,
    input: z.object({ custIds: z.array(id).min(1).max(500), orgId: id }),
    output: ok,
    summary: 'Move several people to an organisation, all or none',
  }),
  endpoint({
    id: 'customers.casualPage',
    method: 'GET',
    path: `${M}/custCasual/queryPageCustCasual`,
    access: CASUAL_MENU,
    input: pageQuery.extend(custFilters),
    output: pageOf(customer),
    summary: 'Page of temporary staff (casual people)',
  }),
  endpoint({
    id: 'customers.importAdd',
    method: 'POST',
    path: `${M}/custInfo/batchImportCustAcc`,
    access: CUST_MENU,
    kind: 'multipart',
    input: z.object({}),
    output: importResult,
    summary: 'Import people with their accounts from the xlsx template; any bad row: code 59000 with the row errors, nothing written',
  }),
  endpoint({
    id: 'customers.importUpdate',
    method: 'POST',
    path: `${M}/custInfo/batchImportUpdateCust`,
    access: CUST_MENU,
    kind: 'multipart',
    input: z.object({}),
    output: importResult,
    summary: 'Update people by person number from the xlsx template (empty cells keep the old value); 59000 on any bad row',
  }),
  endpoint({
    id: 'customers.importTemplate',
    method: 'GET',
    path: `${M}/custInfo/importTemplate`,
    access: CUST_MENU,
    kind: 'blob',
    input: z.object({}),
    output: z.null(),
    summary: 'The people import template (.xlsx with the header row)',
  }),
] as const satisfies readonly AnyEndpoint[];
