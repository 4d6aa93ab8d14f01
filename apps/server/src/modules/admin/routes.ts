import { adminEndpoints } from '@canteen/contract';
import { actorOf } from '../../platform/context';
import type { Handlers } from '../../platform/http/register';
import { grantableTree, menusOfActor } from './menus';
import { addRole, allRoleCodes, editRole, pageRoles, removeRole } from './roles';
import { addUser, buyers, editUser, keepers, pageUsers, removeUser, setUserPassword, usersByRole } from './users';
import { changeOwnPassword, userInfo } from './session';
import { getDataScope, saveDataScope, scopeOptions } from './dataScope';
import { dashboard, pageOperationLog } from './operationLog';

export const adminHandlers: Handlers<typeof adminEndpoints> = {
  'admin.userInfo': (ctx) => userInfo(ctx),
  'admin.menusOfUser': async (ctx) => menusOfActor(actorOf(ctx)),
  'admin.changeOwnPassword': (ctx, input) => changeOwnPassword(ctx, input),
  'admin.menuTree': async (ctx) => grantableTree(actorOf(ctx)),
  'admin.rolePage': (ctx, input) => pageRoles(ctx, input),
  'admin.roleCodes': async (ctx) => (await allRoleCodes(ctx)).map(({ roleId, roleCode, roleName }) => ({ roleId, roleCode, roleName })),
  'admin.roleAdd': (ctx, input) => addRole(ctx, input),
  'admin.roleEdit': (ctx, input) => editRole(ctx, input),
  'admin.roleRemove': (ctx, input) => removeRole(ctx, input.id),
  'admin.userPage': (ctx, input) => pageUsers(ctx, input),
  'admin.userAdd': (ctx, input) => addUser(ctx, input),
  'admin.userEdit': (ctx, input) => editUser(ctx, input),
  'admin.userRemove': (ctx, input) => removeUser(ctx, input.id),
  'admin.userPassword': (ctx, input) => setUserPassword(ctx, input.userId, input.newPassword),
  'admin.usersByRole': (ctx, input) => usersByRole(ctx, input.roleId),
  'admin.buyerList': (ctx) => buyers(ctx),
  'admin.keeperList': (ctx) => keepers(ctx),
  'admin.effectiveRoles': (ctx) => allRoleCodes(ctx),
  'admin.effectiveGet': (ctx, input) => getDataScope(ctx, input.roleId),
  'admin.effectiveSave': (ctx, input) => saveDataScope(ctx, input),
  'admin.effectiveOptions': (ctx, input) => scopeOptions(ctx, input.type),
  'admin.operationLogPage': (ctx, input) => pageOperationLog(ctx, input),
  'admin.dashboard': (ctx) => dashboard(ctx),
};
