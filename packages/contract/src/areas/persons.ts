import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, dateTime, day } from '../scalars';

const M = PREFIX.main;
const ORG_MENU = 701000;
const CUST_MENU = 704000;
const CASUAL_MENU = 706000;
const CANCELLED_MENU = 707000;
const VISITOR_MENU = 705000;
const CARD_BIND_MENU = 708000;

const ok = z.null();

/** staff: the merchant's people; casual: temporary staff; visitor: guests (their own calls). */
export const PERSON_KINDS = ['staff', 'casual', 'visitor'] as const;
export const personKind = z.enum(PERSON_KINDS);
/** 0 unknown, 1 male, 2 female. */
export const SEXES = [0, 1, 2] as const;
export const IMPORT_MAX_ROWS = 20_000;

/** A person (customer) as lists and the detail show them; master-data names are null until those tables exist. */
export const person = z.object({
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
  kind: personKind,
  state: z.enum(['normal', 'cancelled']),
  validUntil: z.string().nullable(),
  remark: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Person = z.infer<typeof person>;

const optionalId = id.nullable().optional();
const personFields = {
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
  sex: z.literal([0, 1, 2]).default(0),
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
  birthday: day.nullable().optional(),
  remark: z.string().trim().max(200).default(''),
  /** Visitors are added through the visitor calls. */
  kind: z.enum(['staff', 'casual']).default('staff'),
};
export const personInput = z.object(personFields);
export type PersonInput = z.infer<typeof personInput>;

const personFilters = {
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
/** data of a 59000 import reply (endpoints with `rowErrors`): nothing was written. */
export const importFailure = z.object({ total: z.int(), errors: z.array(importRowError) });
export type ImportFailure = z.infer<typeof importFailure>;
export const importResult = z.object({ total: z.int(), imported: z.int() });
export type ImportResult = z.infer<typeof importResult>;

/** A card number as readers and the console send it (the same rule as the accounts calls). */
const cardNumber = z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, 'letters and digits only');
/** A card's chip serial (UID) as a reader reports it; kept in capitals so that readers that differ in case agree. */
const chipUid = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9]+$/, 'letters and digits only')
  .transform((s) => s.toUpperCase());
export const CARD_STATES_ALL = ['active', 'lost', 'replaced', 'cancelled'] as const;

// ---- visitors ------------------------------------------------------------------------------------------

const visitorFields = {
  /** Until when the visitor may stay (and their card is meant to pay). */
  validUntil: dateTime,
  visitReason: z.string().trim().max(200).default(''),
  /** Whom they visit. */
  visitHost: z.string().trim().max(50).default(''),
};
export const visitorInput = personInput.omit({ kind: true }).extend({
  ...visitorFields,
  /** Issue their card at once. */
  cardNo: cardNumber.optional(),
});
export type VisitorInput = z.infer<typeof visitorInput>;
export const visitorUpdate = personInput.omit({ kind: true }).extend({ ...visitorFields, visitorCustId: id });
export type VisitorUpdate = z.infer<typeof visitorUpdate>;

/** A visitor in the list: the person, their visit, and their account's main card. */
export const visitor = person.extend({
  visitorCustId: z.int(),
  visitReason: z.string(),
  visitHost: z.string(),
  accId: z.int().nullable(),
  cardNo: z.string().nullable(),
  /** none: no live main card. */
  cardState: z.enum(['active', 'lost', 'none']),
  /** validUntil is past. */
  expired: z.boolean(),
});
export type Visitor = z.infer<typeof visitor>;

// ---- slave cards ---------------------------------------------------------------------------------------

/** A slave card: an extra card (e.g. a family member's) paying from its owner's account. */
export const slaveCard = z.object({
  cardId: z.int(),
  custId: z.int(),
  accId: z.int(),
  cardNo: z.string(),
  holderName: z.string(),
  state: z.enum(CARD_STATES_ALL),
  issuedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type SlaveCard = z.infer<typeof slaveCard>;
const holderName = z.string().trim().min(1).max(50);

// ---- card binding --------------------------------------------------------------------------------------

export const cardBind = z.object({
  bindId: z.int(),
  cardNo: z.string(),
  chipUid: z.string(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string(),
  state: z.enum(['bound', 'removed']),
  boundAt: z.string(),
  operatorName: z.string(),
  removedAt: z.string().nullable(),
  removedBy: z.string(),
});
export type CardBind = z.infer<typeof cardBind>;

/**
 * A person's QR payment code for a device to scan (DESIGN §6): it pays once, until expiresAt (at most 60 s after it
 * was issued); expiresIn counts the seconds from the reply, whatever the caller's clock says.
 */
export const payCode = z.object({ code: z.string(), expiresAt: z.string(), expiresIn: z.int() });
export type PayCode = z.infer<typeof payCode>;

/** Endpoints of the customers part (issue 4, spec §7 "Customers and accounts"). */
export const personsEndpoints = [
  endpoint({
    id: 'customers.page',
    method: 'POST',
    path: `${M}/custInfo/queryPageCustInfo`,
    access: CUST_MENU,
    write: false,
    input: pageQuery.extend({ ...personFilters, kind: personKind.optional() }),
    output: pageOf(person),
    summary: 'Page of people (not cancelled) the caller’s organisation scope reaches, newest first',
  }),
  endpoint({
    id: 'customers.add',
    method: 'POST',
    path: `${M}/custInfo/addCustInfo`,
    access: CUST_MENU,
    input: personInput,
    output: z.object({ custId: z.int() }),
    summary: 'Add a person and open their account; the person number is unique per merchant',
  }),
  endpoint({
    id: 'customers.edit',
    method: 'POST',
    path: `${M}/custInfo/updateDetailCustInfo`,
    access: CUST_MENU,
    input: personInput.extend({ custId: id }),
    output: ok,
    summary: 'Edit a person',
  }),
  endpoint({
    id: 'customers.detail',
    method: 'GET',
    path: `${M}/custInfo/queryCustInfoDetail`,
    access: CUST_MENU,
    input: z.object({ custId: id }),
    output: person,
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
    input: pageQuery.extend(personFilters),
    output: pageOf(person),
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
    input: z.object({ custId: pathId, faceId: z.string().trim().min(1).max(64).optional() }),
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
    input: pageQuery.extend(personFilters),
    output: pageOf(person),
    summary: 'Page of temporary staff (casual people)',
  }),
  endpoint({
    id: 'customers.importAdd',
    method: 'POST',
    path: `${M}/custInfo/batchImportCustAcc`,
    access: CUST_MENU,
    kind: 'multipart',
    rowErrors: true,
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
    rowErrors: true,
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
  endpoint({
    id: 'customers.visitorAdd',
    method: 'POST',
    path: `${M}/cust/visitor/add`,
    access: VISITOR_MENU,
    input: visitorInput,
    output: z.object({ visitorCustId: z.int(), accId: z.int(), cardNo: z.string().nullable() }),
    summary: 'Add a visitor (a person of kind visitor with a validity) and open their account; with cardNo their card is issued too',
  }),
  endpoint({
    id: 'customers.visitorEdit',
    method: 'POST',
    path: `${M}/cust/visitor/update`,
    access: VISITOR_MENU,
    input: visitorUpdate,
    output: ok,
    summary: 'Edit a visitor, their validity and visit',
  }),
  endpoint({
    id: 'customers.visitorPage',
    method: 'POST',
    path: `${M}/cust/visitor/pageCustVisitorInfo`,
    access: VISITOR_MENU,
    write: false,
    input: pageQuery.extend(personFilters),
    output: pageOf(visitor),
    summary: 'Page of visitors (not cancelled) with their card, newest first',
  }),
  endpoint({
    id: 'customers.visitorSendCard',
    method: 'POST',
    path: `${M}/cust/visitor/send/card`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustId: id, cardNo: cardNumber }),
    output: z.object({ accId: z.int(), cardNo: z.string() }),
    summary: 'Issue the visitor’s card',
  }),
  endpoint({
    id: 'customers.visitorChangeCard',
    method: 'POST',
    path: `${M}/cust/visitor/change/card`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustId: id, cardNo: cardNumber, remark: z.string().trim().max(200).optional() }),
    output: z.object({ accId: z.int(), cardNo: z.string() }),
    summary: 'Replace the visitor’s card: the old number becomes void',
  }),
  endpoint({
    id: 'customers.visitorReleaseCard',
    method: 'POST',
    path: `${M}/cust/visitor/release/card`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustId: id }),
    output: ok,
    summary: 'The visitor gives the card back: it is ended and its number void (the account stays)',
  }),
  endpoint({
    id: 'customers.visitorLossCard',
    method: 'POST',
    path: `${M}/cust/visitor/report/loss/card`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustId: id }),
    output: ok,
    summary: 'Report the visitor’s card lost: it stops paying',
  }),
  endpoint({
    id: 'customers.visitorMoveOrgs',
    method: 'POST',
    path: `${M}/cust/visitor/batchUpdateCustOrg/org`,
    access: VISITOR_MENU,
    input: z.object({ fromOrgIds: z.array(id).min(1).max(500), orgId: id }),
    output: z.object({ moved: z.int() }),
    summary: 'Move every visitor of the given organisations (not those below them) to another organisation',
  }),
  endpoint({
    id: 'customers.visitorMove',
    method: 'POST',
    path: `${M}/cust/visitor/batchUpdateCustOrg/cust`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustIds: z.array(id).min(1).max(500), orgId: id }),
    output: ok,
    summary: 'Move the listed visitors to an organisation, all or none',
  }),
  endpoint({
    id: 'customers.visitorDelete',
    method: 'DELETE',
    path: `${M}/cust/visitor/delete/{visitorCustId}`,
    access: VISITOR_MENU,
    input: z.object({ visitorCustId: pathId }),
    output: ok,
    summary: 'Cancel a visitor whose account holds no money; their account and cards end with them',
  }),
  endpoint({
    id: 'customers.slaveAdd',
    method: 'POST',
    path: `${M}/cust/slave/add`,
    access: CUST_MENU,
    input: z.object({ custId: id, cardNo: cardNumber, holderName }),
    output: z.object({ cardId: z.int() }),
    summary: 'Issue a slave card on a person’s account (it pays from that account)',
  }),
  endpoint({
    id: 'customers.slaveEdit',
    method: 'POST',
    path: `${M}/cust/slave/update`,
    access: CUST_MENU,
    input: z.object({ cardId: id, holderName }),
    output: ok,
    summary: 'Change a slave card’s holder name',
  }),
  endpoint({
    id: 'customers.slaveSendCard',
    method: 'POST',
    path: `${M}/cust/slave/send/card`,
    access: CUST_MENU,
    input: z.object({ cardId: id, cardNo: cardNumber }),
    output: z.object({ cardId: z.int() }),
    summary: 'Issue a new card to the holder of an ended (cancelled or replaced) slave card',
  }),
  endpoint({
    id: 'customers.slaveChangeCard',
    method: 'POST',
    path: `${M}/cust/slave/change/card`,
    access: CUST_MENU,
    input: z.object({ cardId: id, cardNo: cardNumber }),
    output: z.object({ cardId: z.int() }),
    summary: 'Replace a live slave card: the old number becomes void, the new card keeps the holder',
  }),
  endpoint({
    id: 'customers.slaveLossCard',
    method: 'POST',
    path: `${M}/cust/slave/report/loss/card`,
    access: CUST_MENU,
    input: z.object({ cardId: id }),
    output: ok,
    summary: 'Report a slave card lost: it stops paying (the main card still pays)',
  }),
  endpoint({
    id: 'customers.slaveReleaseCard',
    method: 'POST',
    path: `${M}/cust/slave/release/card`,
    access: CUST_MENU,
    input: z.object({ cardId: id }),
    output: ok,
    summary: 'Release a lost slave card: it pays again',
  }),
  endpoint({
    id: 'customers.slaveDeleteAll',
    method: 'POST',
    path: `${M}/cust/slave/delete/all`,
    access: CUST_MENU,
    input: z.object({ custId: id }),
    output: z.object({ cancelled: z.int() }),
    summary: 'Cancel every live slave card of a person',
  }),
  endpoint({
    id: 'customers.slaveDelete',
    method: 'POST',
    path: `${M}/cust/slave/delete/single`,
    access: CUST_MENU,
    input: z.object({ cardId: id }),
    output: ok,
    summary: 'Cancel one slave card: its number becomes void',
  }),
  endpoint({
    id: 'customers.slaveList',
    method: 'POST',
    path: `${M}/cust/slave/list`,
    access: CUST_MENU,
    write: false,
    input: z.object({ custId: id }),
    output: z.array(slaveCard),
    summary: 'A person’s slave cards, live ones first, ended ones as history',
  }),
  endpoint({
    id: 'customers.payCode',
    method: 'POST',
    path: `${M}/custInfo/payCode`,
    access: CUST_MENU,
    input: z.object({ custId: id }),
    output: payCode,
    summary: 'A fresh QR payment code of a person for a device to scan: pays once, within 60 s (the issue is logged)',
  }),
  endpoint({
    id: 'customers.bindAdd',
    method: 'POST',
    path: `${M}/accCardBind/add`,
    access: CARD_BIND_MENU,
    input: z.object({ cardNo: cardNumber, chipUid }),
    output: z.object({ bindId: z.int() }),
    summary: 'Bind a chip serial to a live card number: a reader that sees only the chip pays from that card',
  }),
  endpoint({
    id: 'customers.bindPage',
    method: 'POST',
    path: `${M}/accCardBind/queryPageBindHist`,
    access: CARD_BIND_MENU,
    write: false,
    input: pageQuery.extend({
      cardNo: textFilter,
      chipUid: textFilter,
      custName: textFilter,
      state: z.enum(['bound', 'removed']).optional(),
    }),
    output: pageOf(cardBind),
    summary: 'Page of bindings and their removals, newest first',
  }),
  endpoint({
    id: 'customers.bindImport',
    method: 'POST',
    path: `${M}/accCardBind/batchImportBind`,
    access: CARD_BIND_MENU,
    kind: 'multipart',
    rowErrors: true,
    input: z.object({}),
    output: importResult,
    summary: 'Bind chips from an xlsx (columns 卡号/cardNo, 芯片号/chipUid); any bad row: code 59000 with the row errors, nothing bound',
  }),
  endpoint({
    id: 'customers.bindRemove',
    method: 'DELETE',
    path: `${M}/accCardBind/remove/{bindId}`,
    access: CARD_BIND_MENU,
    input: z.object({ bindId: pathId }),
    output: ok,
    summary: 'Remove a binding: the chip no longer pays (the row stays as history)',
  }),
] as const satisfies readonly AnyEndpoint[];
