import { z } from 'zod';
import { endpoint, PREFIX } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, dateTime } from '../scalars';
import { encryptedPassword } from './auth';

const A = PREFIX.admin;
const ROLE_MENU = 206010;
const USER_MENU = 206020;
const EFFECTIVE_MENU = 206030;

export const menuNodeOut = z.object({
  id: z.int(),
  path: z.string(),
  name: z.string(),
  hidden: z.boolean().optional(),
  get children() {
    return z.array(menuNodeOut).optional();
  },
});

export const userInfo = z.object({
  userId: z.int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  avatar: z.string(),
  merchantId: z.int().nullable(),
  merchantName: z.string(),
  roleId: z.int().nullable(),
  roleName: z.string(),
  isPlatform: z.boolean(),
  /** The role's menu ids: the console's "roles". */
  menuIdList: z.array(z.int()),
  /** The merchant's time zone (IANA name, a merchant setting): the console shows every time in it. */
  timeZone: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

const roleCode = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'letters, digits and _ , starting with a letter');
const name = (max: number) => z.string().trim().min(1).max(max);

export const role = z.object({
  roleId: z.int(),
  roleCode: z.string(),
  roleName: z.string(),
  roleDesc: z.string(),
  menuIds: z.array(z.int()),
  isAdmin: z.boolean(),
  userCount: z.int(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof role>;

const roleFields = {
  roleCode,
  roleName: name(50),
  roleDesc: z.string().trim().max(200).default(''),
  menuIds: z.array(id).max(2000),
};

export const userState = z.enum(['enabled', 'disabled']);
export const managerUser = z.object({
  userId: z.int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  roleId: z.int().nullable(),
  roleName: z.string(),
  state: userState,
  isBuyer: z.boolean(),
  isKeeper: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type ManagerUser = z.infer<typeof managerUser>;

const phone = z
  .string()
  .trim()
  .regex(/^$|^[0-9+\- ]{5,20}$/, 'phone: digits, + or -')
  .default('');
const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits and _ . @ -');

const userEditable = {
  realName: name(50),
  phone,
  roleId: id,
  isBuyer: z.boolean().default(false),
  isKeeper: z.boolean().default(false),
};

/** A role's data permissions; null means "all". */
export const dataScope = z.object({
  roleId: id,
  canteenIds: z.array(id).max(5000).nullable(),
  orgIds: z.array(id).max(5000).nullable(),
  dishScopeIds: z.array(id).max(5000).nullable(),
});
export type DataScope = z.infer<typeof dataScope>;
export const scopeType = z.enum(['canteen', 'org', 'dish']);
export type ScopeType = z.infer<typeof scopeType>;

export const operationLog = z.object({
  id: z.int(),
  username: z.string(),
  endpointId: z.string(),
  summary: z.string(),
  method: z.string(),
  path: z.string(),
  ip: z.string(),
  code: z.int(),
  /** The reply's message, in the language of whoever made the call (why a failed call was refused). */
  msg: z.string(),
  durationMs: z.int(),
  at: z.string(),
});
export type OperationLog = z.infer<typeof operationLog>;

const userOption = z.object({ userId: z.int(), username: z.string(), realName: z.string() });

export const adminEndpoints = [
  endpoint({
    id: 'admin.userInfo',
    method: 'POST',
    path: `${A}/mgruser/detail/info`,
    access: 'session',
    write: false,
    input: z.object({}),
    output: userInfo,
    summary: 'The signed-in user and the menu ids of their role',
  }),
  endpoint({
    id: 'admin.menusOfUser',
    method: 'GET',
    path: `${A}/mgrmenu/menus/user`,
    access: 'session',
    input: z.object({}),
    output: z.array(menuNodeOut),
    summary: 'The menu tree the signed-in user may see',
  }),
  endpoint({
    id: 'admin.changeOwnPassword',
    method: 'POST',
    path: `${A}/mgruser/change/password/by/old`,
    access: 'session',
    input: z.object({ userId: id.optional(), oldPassword: encryptedPassword, newPassword: encryptedPassword }),
    output: z.null(),
    // Wrong old passwords are counted before the check (login limits), and the count must outlive the refusal.
    transaction: false,
    summary: 'Change one’s own password by the old one',
  }),
  endpoint({
    id: 'admin.menuTree',
    method: 'GET',
    path: `${A}/mgrmenu/tree`,
    access: ROLE_MENU,
    input: z.object({}),
    output: z.array(menuNodeOut),
    summary: 'Menus a role of this merchant can be granted',
  }),
  endpoint({
    id: 'admin.rolePage',
    method: 'POST',
    path: `${A}/mgrrole/page`,
    access: ROLE_MENU,
    write: false,
    input: pageQuery.extend({ roleName: textFilter, roleCode: textFilter }),
    output: pageOf(role),
    summary: 'Roles, paged',
  }),
  endpoint({
    id: 'admin.roleCodes',
    method: 'GET',
    path: `${A}/mgrrole/all/code`,
    access: USER_MENU,
    input: z.object({}),
    output: z.array(z.object({ roleId: z.int(), roleCode: z.string(), roleName: z.string() })),
    summary: 'All roles of the merchant, for pickers',
  }),
  endpoint({
    id: 'admin.roleAdd',
    method: 'POST',
    path: `${A}/mgrrole/add`,
    access: ROLE_MENU,
    input: z.object(roleFields),
    output: z.object({ roleId: z.int() }),
    summary: 'Add a role',
  }),
  endpoint({
    id: 'admin.roleEdit',
    method: 'PUT',
    path: `${A}/mgrrole/edit`,
    access: ROLE_MENU,
    input: z.object({ roleId: id, ...roleFields }),
    output: z.null(),
    summary: 'Edit a role',
  }),
  endpoint({
    id: 'admin.roleRemove',
    method: 'DELETE',
    path: `${A}/mgrrole/remove/{id}`,
    access: ROLE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a role that no user holds',
  }),
  endpoint({
    id: 'admin.userPage',
    method: 'POST',
    path: `${A}/mgruser/page`,
    access: USER_MENU,
    write: false,
    input: pageQuery.extend({ username: textFilter, realName: textFilter, phone: textFilter, roleId: id.optional() }),
    output: pageOf(managerUser),
    summary: 'Manager users, paged',
  }),
  endpoint({
    id: 'admin.userAdd',
    method: 'POST',
    path: `${A}/mgruser/add`,
    access: USER_MENU,
    input: z.object({ username, password: encryptedPassword, ...userEditable }),
    output: z.object({ userId: z.int() }),
    summary: 'Add a manager user',
  }),
  endpoint({
    id: 'admin.userEdit',
    method: 'PUT',
    path: `${A}/mgruser/edit`,
    access: USER_MENU,
    input: z.object({ userId: id, state: userState, ...userEditable }),
    output: z.null(),
    summary: 'Edit a manager user',
  }),
  endpoint({
    id: 'admin.userRemove',
    method: 'DELETE',
    path: `${A}/mgruser/remove/{id}`,
    access: USER_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a manager user',
  }),
  endpoint({
    id: 'admin.userPassword',
    method: 'PUT',
    path: `${A}/mgruser/edit/password`,
    access: USER_MENU,
    input: z.object({ userId: id, newPassword: encryptedPassword }),
    output: z.null(),
    summary: 'Set a manager user’s password',
  }),
  endpoint({
    id: 'admin.usersByRole',
    method: 'GET',
    path: `${A}/mgruser/list/by/role`,
    access: ROLE_MENU,
    input: z.object({ roleId: id }),
    output: z.array(userOption),
    summary: 'Users holding a role',
  }),
  endpoint({
    id: 'admin.buyerList',
    method: 'POST',
    path: `${A}/mgruser/all/buyer/list`,
    access: 1003000,
    write: false,
    input: z.object({}),
    output: z.array(userOption),
    summary: 'Users marked as buyers',
  }),
  endpoint({
    id: 'admin.keeperList',
    method: 'GET',
    path: `${A}/mgruser/all/keeper/list`,
    access: 1101000,
    input: z.object({}),
    output: z.array(userOption),
    summary: 'Users marked as warehouse keepers',
  }),
  endpoint({
    id: 'admin.effectiveRoles',
    method: 'GET',
    path: `${A}/mgrrole/effective/roles`,
    access: EFFECTIVE_MENU,
    input: z.object({}),
    output: z.array(z.object({ roleId: z.int(), roleCode: z.string(), roleName: z.string(), isAdmin: z.boolean() })),
    summary: 'Roles whose data permissions can be set',
  }),
  endpoint({
    id: 'admin.effectiveGet',
    method: 'POST',
    path: `${A}/mgrrole/effective/detail`,
    access: EFFECTIVE_MENU,
    write: false,
    input: z.object({ roleId: id }),
    output: dataScope,
    summary: 'A role’s data permissions',
  }),
  endpoint({
    id: 'admin.effectiveSave',
    method: 'POST',
    path: `${A}/mgrrole/effective/save`,
    access: EFFECTIVE_MENU,
    input: dataScope,
    output: z.null(),
    summary: 'Limit a role to canteens, organisations and dish scopes',
  }),
  endpoint({
    id: 'admin.effectiveOptions',
    method: 'POST',
    path: `${A}/mgrrole/effective/options`,
    access: EFFECTIVE_MENU,
    write: false,
    input: z.object({ type: scopeType }),
    output: z.object({
      available: z.boolean(),
      options: z.array(z.object({ id: z.int(), name: z.string(), parentId: z.int().nullable() })),
    }),
    summary: 'What a data permission can be limited to (canteens, organisations, dish scopes)',
  }),
  endpoint({
    id: 'admin.operationLogPage',
    method: 'POST',
    path: `${A}/sysoperation/page`,
    access: 1208000,
    write: false,
    input: pageQuery.extend({
      username: textFilter,
      endpointId: textFilter,
      from: dateTime.optional(),
      to: dateTime.optional(),
      failedOnly: z.boolean().optional(),
    }),
    output: pageOf(operationLog),
    summary: 'Operation log of state-changing calls',
  }),
  endpoint({
    id: 'admin.dashboard',
    method: 'GET',
    path: `${A}/dashboard/summary`,
    access: 'session',
    input: z.object({}),
    output: z.object({
      users: z.int(),
      enabledUsers: z.int(),
      roles: z.int(),
      operationsToday: z.int(),
      failedToday: z.int(),
      recentOperations: z.array(operationLog).nullable(),
    }),
    summary: 'Figures for the dashboard',
  }),
] as const;
