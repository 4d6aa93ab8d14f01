import type { personsEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { addPerson, cancelPeople, getPerson, movePeople, personPage, registerFace, savePhoto, savePhotos, updatePerson } from './persons';
import { importPeople, importPersonUpdates, importTemplate, readPeopleSheet } from './personImport';
import { deleteVisitor, editVisitor, moveVisitors, moveVisitorsOfOrgs } from './visitors';

/**
 * The calls of the persons area (endpoint ids `customers.*`) that show or change cards, binds and payment codes: the
 * accounts module, which owns those, answers them (accounts/cards/personCardRoutes.ts); app.ts joins both halves into
 * the area's handlers.
 */
export type PersonCardCall =
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
export type PersonCardHandlers = Pick<Handlers<typeof personsEndpoints>, PersonCardCall>;

export const personsHandlers: Omit<Handlers<typeof personsEndpoints>, PersonCardCall> = {
  'customers.page': (ctx, input) => personPage(ctx, input, 'people'),
  'customers.add': (ctx, input) => addPerson(ctx, input),
  'customers.edit': (ctx, input) => updatePerson(ctx, input),
  'customers.detail': (ctx, input) => getPerson(ctx, input.custId),
  'customers.cancel': (ctx, input) => cancelPeople(ctx, [input.custId]),
  'customers.batchCancel': (ctx, input) => cancelPeople(ctx, input.custIds),
  'customers.cancelledPage': (ctx, input) => personPage(ctx, input, 'cancelled'),
  'customers.savePhoto': (ctx, input) => savePhoto(ctx, input),
  'customers.savePhotos': (ctx, input) => savePhotos(ctx, input),
  'customers.registerFace': (ctx, input) => registerFace(ctx, input),
  'customers.moveToOrg': (ctx, input) => movePeople(ctx, input),
  'customers.casualPage': (ctx, input) => personPage(ctx, input, 'casual'),
  'customers.importAdd': prepareFirst(
    (ctx) => readPeopleSheet(ctx, 'add'),
    (ctx, _input, sheet) => importPeople(ctx, sheet),
  ),
  'customers.importUpdate': prepareFirst(
    (ctx) => readPeopleSheet(ctx, 'update'),
    (ctx, _input, sheet) => importPersonUpdates(ctx, sheet),
  ),
  'customers.importTemplate': (ctx) => importTemplate(ctx) as never,
  'customers.visitorEdit': (ctx, input) => editVisitor(ctx, input),
  'customers.visitorMoveOrgs': (ctx, input) => moveVisitorsOfOrgs(ctx, input),
  'customers.visitorMove': (ctx, input) => moveVisitors(ctx, input),
  'customers.visitorDelete': (ctx, input) => deleteVisitor(ctx, input.visitorCustId),
};
