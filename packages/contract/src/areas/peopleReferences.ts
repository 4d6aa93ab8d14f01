import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, day } from '../scalars';

const M = PREFIX.main;
const PLACE_MENU = 702000;
const JOB_MENU = 703010;
const PSN_TYPE_MENU = 703020;
const CHRONIC_MENU = 704020;
const HEALTH_REPORT_MENU = 704030;

const ok = z.null();
const name = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().max(max).default('');
const sort = z.int().min(0).max(9999).default(0);

// ---- places (a tree per merchant, like organisations) ---------------------------------------------------

export const place = z.object({
  placeId: z.int(),
  parentId: z.int().nullable(),
  parentName: z.string().nullable(),
  placeName: z.string(),
  placeCode: z.string(),
  sort: z.int(),
  remark: z.string(),
  childCount: z.int(),
  createdAt: z.string(),
});
export type Place = z.infer<typeof place>;
export interface PlaceNode {
  placeId: number;
  parentId: number | null;
  placeName: string;
  placeCode: string;
  sort: number;
  remark: string;
  children: PlaceNode[];
}
export const placeNode: z.ZodType<PlaceNode> = z.object({
  placeId: z.int(),
  parentId: z.int().nullable(),
  placeName: z.string(),
  placeCode: z.string(),
  sort: z.int(),
  remark: z.string(),
  get children() {
    return z.array(placeNode);
  },
});
const placeFields = {
  /** null: a top-level place. */
  parentId: id.nullable().default(null),
  placeName: name(50),
  placeCode: text(30),
  sort,
  remark: text(200),
};

// ---- labels: jobs, person types, grades, chronic illnesses (flat lists, names unique per merchant) -------

/** How many people (customers) carry the label; a label in use cannot be removed. */
const personCount = z.int();

export const job = z.object({ jobId: z.int(), jobName: z.string(), sort: z.int(), remark: z.string(), personCount, createdAt: z.string() });
export type Job = z.infer<typeof job>;
const jobFields = { jobName: name(50), sort, remark: text(200) };

export const psnType = z.object({ psnTypeId: z.int(), psnTypeName: z.string(), sort: z.int(), remark: z.string(), personCount, createdAt: z.string() });
export type PsnType = z.infer<typeof psnType>;
const psnTypeFields = { psnTypeName: name(50), sort, remark: text(200) };

export const grade = z.object({ gradeId: z.int(), gradeName: z.string(), sort: z.int(), remark: z.string(), personCount, createdAt: z.string() });
export type Grade = z.infer<typeof grade>;
const gradeFields = { gradeName: name(50), sort, remark: text(200) };

export const chronic = z.object({ chronicId: z.int(), chronicName: z.string(), sort: z.int(), remark: z.string(), createdAt: z.string() });
export type Chronic = z.infer<typeof chronic>;
const chronicFields = { chronicName: name(50), sort, remark: text(200) };

// ---- health reports (of one person) ---------------------------------------------------------------------

/** A measure with one decimal (cm, kg, mmol/L); stored as numeric(5,1), rounded to one decimal on input. */
const oneDecimal = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .transform((v) => Math.round(v * 10) / 10)
    .nullable()
    .default(null);

export const HEALTH_REPORT_SOURCES = ['manual', 'sync'] as const;
export const healthReport = z.object({
  heainfoId: z.int(),
  custId: z.int(),
  custName: z.string(),
  custNum: z.string(),
  orgName: z.string().nullable(),
  reportDate: z.string(),
  institution: z.string(),
  /** cm, one decimal. */
  height: z.number().nullable(),
  /** kg, one decimal. */
  weight: z.number().nullable(),
  /** 'systolic/diastolic' in mmHg, e.g. '120/80'; '' when not measured. */
  bloodPressure: z.string(),
  /** mmol/L, one decimal. */
  bloodSugar: z.number().nullable(),
  conclusion: z.string(),
  images: z.array(z.string()),
  remark: z.string(),
  /** manual: typed in the console; sync: read from the third-party health service. */
  source: z.enum(HEALTH_REPORT_SOURCES),
  createdAt: z.string(),
});
export type HealthReport = z.infer<typeof healthReport>;
export const HEALTH_REPORT_IMAGE_LIMIT = 5;
const healthReportFields = {
  reportDate: day,
  institution: text(100),
  height: oneDecimal(300),
  weight: oneDecimal(500),
  bloodPressure: z
    .string()
    .trim()
    .regex(/^$|^\d{2,3}\/\d{2,3}$/, 'blood pressure: systolic/diastolic, e.g. 120/80')
    .default(''),
  bloodSugar: oneDecimal(50),
  conclusion: text(2000),
  images: z.array(z.string().trim().min(1).max(500)).max(HEALTH_REPORT_IMAGE_LIMIT).default([]),
  remark: text(200),
};

/** A person the health report page can pick (in the caller's organisation scope). */
export const healthPerson = z.object({ custId: z.int(), custName: z.string(), custNum: z.string() });
export const HEALTH_PERSON_OPTION_LIMIT = 200;

export const healthSyncResult = z.object({ people: z.int(), added: z.int(), skipped: z.int() });
export type HealthSyncResult = z.infer<typeof healthSyncResult>;

/** Endpoints of the people master data (spec second document §7 "Organisation and master data"). */
export const peopleReferenceEndpoints = [
  // places
  endpoint({
    id: 'peopleMaster.placePage',
    method: 'GET',
    path: `${M}/custPlace/queryPageCustPlace`,
    access: PLACE_MENU,
    input: pageQuery.extend({ placeName: textFilter, parentId: id.optional() }),
    output: pageOf(place),
    summary: 'Page of places, filtered by name and parent',
  }),
  endpoint({
    id: 'peopleMaster.placeTree',
    method: 'GET',
    path: `${M}/custPlace/queryTreeCustPlace`,
    access: PLACE_MENU,
    input: z.object({}),
    output: z.array(placeNode),
    summary: 'The places as a tree, siblings by sort',
  }),
  endpoint({
    id: 'peopleMaster.placeAdd',
    method: 'POST',
    path: `${M}/custPlace/addCustPlace`,
    access: PLACE_MENU,
    input: z.object(placeFields),
    output: z.object({ placeId: z.int() }),
    summary: 'Add a place, optionally below another; names are unique among siblings',
  }),
  endpoint({
    id: 'peopleMaster.placeEdit',
    method: 'PUT',
    path: `${M}/custPlace/updateCustPlaceById`,
    access: PLACE_MENU,
    input: z.object({ placeId: id, ...placeFields }),
    output: ok,
    summary: 'Edit a place; its parent may not be itself or one below it',
  }),
  endpoint({
    id: 'peopleMaster.placeRemove',
    method: 'DELETE',
    path: `${M}/custPlace/deleteCustPlaceByPlaceId/{placeId}`,
    access: PLACE_MENU,
    input: z.object({ placeId: pathId }),
    output: ok,
    summary: 'Remove a place without sub-places and not used by a person',
  }),
  // jobs
  endpoint({
    id: 'peopleMaster.jobPage',
    method: 'GET',
    path: `${M}/custJob/queryPageCustJob`,
    access: JOB_MENU,
    input: pageQuery.extend({ jobName: textFilter }),
    output: pageOf(job),
    summary: 'Page of job positions',
  }),
  endpoint({
    id: 'peopleMaster.jobList',
    method: 'GET',
    path: `${M}/custJob/queryAllCustJob`,
    access: JOB_MENU,
    input: z.object({}),
    output: z.array(job),
    summary: 'Every job position, by sort',
  }),
  endpoint({
    id: 'peopleMaster.jobAdd',
    method: 'POST',
    path: `${M}/custJob/addCustJob`,
    access: JOB_MENU,
    input: z.object(jobFields),
    output: z.object({ jobId: z.int() }),
    summary: 'Add a job position; names are unique per merchant',
  }),
  endpoint({
    id: 'peopleMaster.jobEdit',
    method: 'PUT',
    path: `${M}/custJob/updateCustJobById`,
    access: JOB_MENU,
    input: z.object({ jobId: id, ...jobFields }),
    output: ok,
    summary: 'Edit a job position',
  }),
  endpoint({
    id: 'peopleMaster.jobRemove',
    method: 'DELETE',
    path: `${M}/custJob/deleteCustJobById/{jobId}`,
    access: JOB_MENU,
    input: z.object({ jobId: pathId }),
    output: ok,
    summary: 'Remove a job position no person holds',
  }),
  // person types
  endpoint({
    id: 'peopleMaster.psnTypePage',
    method: 'GET',
    path: `${M}/psnType/queryPsnTypeByPage`,
    access: PSN_TYPE_MENU,
    input: pageQuery.extend({ psnTypeName: textFilter }),
    output: pageOf(psnType),
    summary: 'Page of person types',
  }),
  endpoint({
    id: 'peopleMaster.psnTypeList',
    method: 'GET',
    path: `${M}/psnType/queryAllPsnType`,
    access: PSN_TYPE_MENU,
    input: z.object({}),
    output: z.array(psnType),
    summary: 'Every person type, by sort',
  }),
  endpoint({
    id: 'peopleMaster.psnTypeAdd',
    method: 'POST',
    path: `${M}/psnType/savePsnType`,
    access: PSN_TYPE_MENU,
    input: z.object(psnTypeFields),
    output: z.object({ psnTypeId: z.int() }),
    summary: 'Add a person type; names are unique per merchant',
  }),
  endpoint({
    id: 'peopleMaster.psnTypeEdit',
    method: 'PUT',
    path: `${M}/psnType/updatePsnTypeById`,
    access: PSN_TYPE_MENU,
    input: z.object({ psnTypeId: id, ...psnTypeFields }),
    output: ok,
    summary: 'Edit a person type',
  }),
  endpoint({
    id: 'peopleMaster.psnTypeRemove',
    method: 'DELETE',
    path: `${M}/psnType/deletePsnTypeById/{psnTypeId}`,
    access: PSN_TYPE_MENU,
    input: z.object({ psnTypeId: pathId }),
    output: ok,
    summary: 'Remove a person type no person has',
  }),
  // grades
  endpoint({
    id: 'peopleMaster.gradeList',
    method: 'GET',
    path: `${M}/custGrade/queryAllCustGrade`,
    access: PSN_TYPE_MENU,
    input: z.object({}),
    output: z.array(grade),
    summary: 'Every person grade, by sort',
  }),
  endpoint({
    id: 'peopleMaster.gradeAdd',
    method: 'POST',
    path: `${M}/custGrade/addCustGrade`,
    access: PSN_TYPE_MENU,
    input: z.object(gradeFields),
    output: z.object({ gradeId: z.int() }),
    summary: 'Add a person grade; names are unique per merchant',
  }),
  endpoint({
    id: 'peopleMaster.gradeEdit',
    method: 'PUT',
    path: `${M}/custGrade/updateCustGradeById`,
    access: PSN_TYPE_MENU,
    input: z.object({ gradeId: id, ...gradeFields }),
    output: ok,
    summary: 'Edit a person grade',
  }),
  endpoint({
    id: 'peopleMaster.gradeRemove',
    method: 'DELETE',
    path: `${M}/custGrade/deleteCustGradeById/{gradeId}`,
    access: PSN_TYPE_MENU,
    input: z.object({ gradeId: pathId }),
    output: ok,
    summary: 'Remove a person grade no person has',
  }),
  // chronic illnesses
  endpoint({
    id: 'peopleMaster.chronicPage',
    method: 'GET',
    path: `${M}/custChronic/queryPageCustChronic`,
    access: CHRONIC_MENU,
    input: pageQuery.extend({ chronicName: textFilter }),
    output: pageOf(chronic),
    summary: 'Page of chronic illnesses',
  }),
  endpoint({
    id: 'peopleMaster.chronicList',
    method: 'GET',
    path: `${M}/custChronic/queryAllCustChronic`,
    access: CHRONIC_MENU,
    input: z.object({}),
    output: z.array(chronic),
    summary: 'Every chronic illness, by sort',
  }),
  endpoint({
    id: 'peopleMaster.chronicAdd',
    method: 'POST',
    path: `${M}/custChronic/addCustChronic`,
    access: CHRONIC_MENU,
    input: z.object(chronicFields),
    output: z.object({ chronicId: z.int() }),
    summary: 'Add a chronic illness; names are unique per merchant',
  }),
  endpoint({
    id: 'peopleMaster.chronicEdit',
    method: 'PUT',
    path: `${M}/custChronic/updateCustChronicById`,
    access: CHRONIC_MENU,
    input: z.object({ chronicId: id, ...chronicFields }),
    output: ok,
    summary: 'Edit a chronic illness',
  }),
  endpoint({
    id: 'peopleMaster.chronicRemove',
    method: 'DELETE',
    path: `${M}/custChronic/deleteCustChronic/{chronicId}`,
    access: CHRONIC_MENU,
    input: z.object({ chronicId: pathId }),
    output: ok,
    summary: 'Remove a chronic illness',
  }),
  // health reports
  endpoint({
    id: 'peopleMaster.healthReportPage',
    method: 'GET',
    path: `${M}/custHealthReport/query`,
    access: HEALTH_REPORT_MENU,
    input: pageQuery.extend({ custId: id.optional(), custName: textFilter, dateFrom: day.optional(), dateTo: day.optional() }),
    output: pageOf(healthReport),
    summary: 'Page of health reports of the people in the caller’s organisation scope, newest report first',
  }),
  endpoint({
    id: 'peopleMaster.healthPersonOptions',
    method: 'GET',
    path: `${M}/custHealthReport/queryCustOptions`,
    access: HEALTH_REPORT_MENU,
    input: z.object({ keyword: textFilter }),
    output: z.array(healthPerson),
    summary: `People a report can be added for (in scope, not cancelled), by name or number; at most ${HEALTH_PERSON_OPTION_LIMIT}`,
  }),
  endpoint({
    id: 'peopleMaster.healthReportAdd',
    method: 'POST',
    path: `${M}/custHealthReport/addCustHealthReport`,
    access: HEALTH_REPORT_MENU,
    input: z.object({ custId: id, ...healthReportFields }),
    output: z.object({ heainfoId: z.int() }),
    summary: 'Add a health report of a person',
  }),
  endpoint({
    id: 'peopleMaster.healthReportEdit',
    method: 'POST',
    path: `${M}/custHealthReport/update`,
    access: HEALTH_REPORT_MENU,
    input: z.object({ heainfoId: id, ...healthReportFields }),
    output: ok,
    summary: 'Edit a health report (its person stays)',
  }),
  endpoint({
    id: 'peopleMaster.healthReportRemove',
    method: 'DELETE',
    path: `${M}/custHealthReport/remove/{heainfoId}`,
    access: HEALTH_REPORT_MENU,
    input: z.object({ heainfoId: pathId }),
    output: ok,
    summary: 'Remove a health report',
  }),
  // third-party health data
  endpoint({
    id: 'peopleMaster.healthSyncToken',
    method: 'POST',
    path: `${M}/healthSync/getAccessToken`,
    access: HEALTH_REPORT_MENU,
    input: z.object({}),
    output: z.object({ accessToken: z.string(), expiresIn: z.int() }),
    summary: 'Checks the third-party health service by fetching an access token (42200 when it is not configured)',
  }),
  endpoint({
    id: 'peopleMaster.healthSyncPerson',
    method: 'POST',
    path: `${M}/healthSync/sync/healthInfo`,
    access: HEALTH_REPORT_MENU,
    input: z.object({ custId: id }),
    output: healthSyncResult,
    summary: 'Reads one person’s reports from the third-party health service; reports already read are skipped',
  }),
  endpoint({
    id: 'peopleMaster.healthSyncAll',
    method: 'POST',
    path: `${M}/healthSync/sync/healthInfoAll`,
    access: HEALTH_REPORT_MENU,
    input: z.object({}),
    output: healthSyncResult,
    summary: 'Reads the reports of every person in the caller’s scope from the third-party health service',
  }),
] as const satisfies readonly AnyEndpoint[];
