import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId } from '../scalars';

const M = PREFIX.main;
const ORG_MENU = 701000;

const ok = z.null();

// ---- organisations (a tree per merchant) ---------------------------------------------------------------

export const org = z.object({
  orgId: z.int(),
  parentId: z.int().nullable(),
  parentName: z.string().nullable(),
  orgName: z.string(),
  orgCode: z.string(),
  sort: z.int(),
  childCount: z.int(),
  createdAt: z.string(),
});
export type Org = z.infer<typeof org>;
export interface OrgNode {
  orgId: number;
  parentId: number | null;
  orgName: string;
  orgCode: string;
  sort: number;
  children: OrgNode[];
}
export const orgNode: z.ZodType<OrgNode> = z.object({
  orgId: z.int(),
  parentId: z.int().nullable(),
  orgName: z.string(),
  orgCode: z.string(),
  sort: z.int(),
  get children() {
    return z.array(orgNode);
  },
});
const orgFields = {
  /** null: a top-level organisation. */
  parentId: id.nullable().default(null),
  orgName: z.string().trim().min(1).max(50),
  orgCode: z.string().trim().max(30).default(''),
  sort: z.int().min(0).max(9999).default(0),
};

/** Endpoints of the people area (spec second document §7 "Organisation and master data", "Customers and accounts"). */
export const peopleEndpoints = [
  endpoint({
    id: 'people.orgPage',
    method: 'POST',
    path: `${M}/custOrg/queryPageCustOrg`,
    access: ORG_MENU,
    write: false,
    input: pageQuery.extend({ orgName: textFilter, parentId: id.optional() }),
    output: pageOf(org),
    summary: 'Page of organisations (those the caller’s organisation scope reaches)',
  }),
  endpoint({
    id: 'people.orgTree',
    method: 'GET',
    path: `${M}/custOrg/queryTreeCustOrg`,
    // Every page that filters or groups people by organisation needs the tree; it is limited by the org scope.
    access: 'session',
    input: z.object({}),
    output: z.array(orgNode),
    summary: 'The organisations as a tree, siblings by sort',
  }),
  endpoint({
    id: 'people.orgAdd',
    method: 'POST',
    path: `${M}/custOrg/addCustOrg`,
    access: ORG_MENU,
    input: z.object(orgFields),
    output: z.object({ orgId: z.int() }),
    summary: 'Add an organisation, optionally below another; names are unique among siblings',
  }),
  endpoint({
    id: 'people.orgEdit',
    method: 'PUT',
    path: `${M}/custOrg/updateCustOrgById`,
    access: ORG_MENU,
    input: z.object({ orgId: id, ...orgFields }),
    output: ok,
    summary: 'Edit an organisation; its parent may not be itself or one below it',
  }),
  endpoint({
    id: 'people.orgRemove',
    method: 'DELETE',
    path: `${M}/custOrg/deleteCustOrgByOrgId/{orgId}`,
    access: ORG_MENU,
    input: z.object({ orgId: pathId }),
    output: ok,
    summary: 'Remove an organisation without sub-organisations',
  }),
  endpoint({
    id: 'people.orgBatchMove',
    method: 'POST',
    path: `${M}/custOrg/batchUpdateCustOrg/org`,
    access: ORG_MENU,
    input: z.object({ orgIds: z.array(id).min(1).max(500), parentId: id.nullable() }),
    output: ok,
    summary: 'Move several organisations below a new parent, all or nothing',
  }),
] as const satisfies readonly AnyEndpoint[];
