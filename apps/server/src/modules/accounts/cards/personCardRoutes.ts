import type { PersonCardHandlers } from '../../people';
import { addVisitor, changeVisitorCard, lossVisitorCard, returnVisitorCard, sendVisitorCard, visitorPage } from './visitorCards';
import {
  addSlaveCard,
  changeSlaveCard,
  deleteAllSlaveCards,
  deleteSlaveCard,
  editSlaveCard,
  listSlaveCards,
  lossSlaveCard,
  releaseSlaveCard,
  sendSlaveCard,
} from './slaveCards';
import { prepareFirst } from '../../../platform/http/register';
import { addBind, bindPage, importBinds, readBindSheet, removeBind } from './cardBinding';
import { issuePayCode } from './payCodes';

/** The persons area's calls on cards, binds and payment codes (the people module answers the others; app.ts joins them). */
export const personCardHandlers: PersonCardHandlers = {
  'customers.visitorAdd': (ctx, input) => addVisitor(ctx, input),
  'customers.visitorPage': (ctx, input) => visitorPage(ctx, input),
  'customers.visitorSendCard': (ctx, input) => sendVisitorCard(ctx, input),
  'customers.visitorChangeCard': (ctx, input) => changeVisitorCard(ctx, input),
  'customers.visitorReleaseCard': (ctx, input) => returnVisitorCard(ctx, input.visitorCustId),
  'customers.visitorLossCard': (ctx, input) => lossVisitorCard(ctx, input.visitorCustId),
  'customers.slaveAdd': (ctx, input) => addSlaveCard(ctx, input),
  'customers.slaveEdit': (ctx, input) => editSlaveCard(ctx, input),
  'customers.slaveSendCard': (ctx, input) => sendSlaveCard(ctx, input),
  'customers.slaveChangeCard': (ctx, input) => changeSlaveCard(ctx, input),
  'customers.slaveLossCard': (ctx, input) => lossSlaveCard(ctx, input.cardId),
  'customers.slaveReleaseCard': (ctx, input) => releaseSlaveCard(ctx, input.cardId),
  'customers.slaveDeleteAll': (ctx, input) => deleteAllSlaveCards(ctx, input.custId),
  'customers.slaveDelete': (ctx, input) => deleteSlaveCard(ctx, input.cardId),
  'customers.slaveList': (ctx, input) => listSlaveCards(ctx, input.custId),
  'customers.payCode': (ctx, input) => issuePayCode(ctx, input.custId),
  'customers.bindAdd': (ctx, input) => addBind(ctx, input),
  'customers.bindPage': (ctx, input) => bindPage(ctx, input),
  'customers.bindImport': prepareFirst(
    (ctx) => readBindSheet(ctx),
    (ctx, _input, sheet) => importBinds(ctx, sheet),
  ),
  'customers.bindRemove': (ctx, input) => removeBind(ctx, input.bindId),
};
