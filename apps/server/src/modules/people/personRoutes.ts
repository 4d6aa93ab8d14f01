import type { personsEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { addCustomer, cancelCustomers, customerPage, getCustomer, moveCustomers, registerFace, savePhoto, savePhotos, updateCustomer } from './persons';
import { importCustomerUpdates, importCustomers, importTemplate, readPeopleSheet } from './personImport';
import { deleteVisitor, editVisitor, moveVisitors, moveVisitorsOfOrgs } from './visitors';

/**
 * The calls of the customers area that show or change cards, binds and payment codes: the accounts module, which owns
 * those, answers them (accounts/cards/customerCardRoutes.ts); app.ts joins both halves into the area's handlers.
 */
export type CustomerCardCall =
  | 'customers.visitorAdd'
  | 'customers.visitorPage'
  | 'customers.visitorSendCard'
  | 'customers.visitorChangeCard'
  | 'customers.visitorReleaseCard'
  | 'customers.visitorLossCard'
  | 'customers.slaveAdd'
  | 'customers.slaveEdit'
  | 'customers.slaveSendCard'
  | 'customers.slaveChangeCard'
  | 'customers.slaveLossCard'
  | 'customers.slaveReleaseCard'
  | 'customers.slaveDeleteAll'
  | 'customers.slaveDelete'
  | 'customers.slaveList'
  | 'customers.payCode'
  | 'customers.bindAdd'
  | 'customers.bindPage'
  | 'customers.bindImport'
  | 'customers.bindRemove';
export type CustomerCardHandlers = Pick<Handlers<typeof personsEndpoints>, CustomerCardCall>;

export const personsHandlers: Omit<Handlers<typeof personsEndpoints>, CustomerCardCall> = {
  'customers.page': (ctx, input) => customerPage(ctx, input, 'people'),
  'customers.add': (ctx, input) => addCustomer(ctx, input),
  'customers.edit': (ctx, input) => updateCustomer(ctx, input),
  'customers.detail': (ctx, input) => getCustomer(ctx, input.custId),
  'customers.cancel': (ctx, input) => cancelCustomers(ctx, [input.custId]),
  'customers.batchCancel': (ctx, input) => cancelCustomers(ctx, input.custIds),
  'customers.cancelledPage': (ctx, input) => customerPage(ctx, input, 'cancelled'),
  'customers.savePhoto': (ctx, input) => savePhoto(ctx, input),
  'customers.savePhotos': (ctx, input) => savePhotos(ctx, input),
  'customers.registerFace': (ctx, input) => registerFace(ctx, input),
  'customers.moveToOrg': (ctx, input) => moveCustomers(ctx, input),
  'customers.casualPage': (ctx, input) => customerPage(ctx, input, 'casual'),
  'customers.importAdd': prepareFirst(
    (ctx) => readPeopleSheet(ctx, 'add'),
    (ctx, _input, sheet) => importCustomers(ctx, sheet),
  ),
  'customers.importUpdate': prepareFirst(
    (ctx) => readPeopleSheet(ctx, 'update'),
    (ctx, _input, sheet) => importCustomerUpdates(ctx, sheet),
  ),
  'customers.importTemplate': (ctx) => importTemplate(ctx) as never,
  'customers.visitorEdit': (ctx, input) => editVisitor(ctx, input),
  'customers.visitorMoveOrgs': (ctx, input) => moveVisitorsOfOrgs(ctx, input),
  'customers.visitorMove': (ctx, input) => moveVisitors(ctx, input),
  'customers.visitorDelete': (ctx, input) => deleteVisitor(ctx, input.visitorCustId),
};
