import { peopleEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addOrg, editOrg, moveOrgs, orgPage, orgTree, removeOrg } from './organisations';

export const peopleHandlers: Handlers<typeof peopleEndpoints> = {
  'people.orgPage': (ctx, input) => orgPage(ctx, input),
  'people.orgTree': (ctx) => orgTree(ctx),
  'people.orgAdd': (ctx, input) => addOrg(ctx, input),
  'people.orgEdit': (ctx, input) => editOrg(ctx, input),
  'people.orgRemove': (ctx, input) => removeOrg(ctx, input.orgId),
  'people.orgBatchMove': (ctx, input) => moveOrgs(ctx, input),
};
