import type { procurementPlansEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { mailPage, resendMail, sendPlanMails } from './mail';
import { calculateMaterial } from './planGenerate';
import { addPlan, editPlan, exportPlans, planDetail, planOptions, planPage, removePlan } from './plans';
import { exportOrders, noticePage, orderPage, removeOrder, setOrderState } from './purchaseOrders';

export const procurementPlansHandlers: Handlers<typeof procurementPlansEndpoints> = {
  'procurementPlans.planPage': (ctx, input) => planPage(ctx, input),
  'procurementPlans.planExport': (ctx, input) => exportPlans(ctx, input),
  'procurementPlans.planDetail': (ctx, input) => planDetail(ctx, input.id),
  'procurementPlans.planOptions': (ctx, input) => planOptions(ctx, input.warehouseId),
  'procurementPlans.planAddSave': (ctx, input) => addPlan(ctx, input, false),
  'procurementPlans.planAddCommit': async (ctx, input) => (await addPlan(ctx, input, true)) as never,
  'procurementPlans.planEditSave': (ctx, input) => editPlan(ctx, input, false),
  'procurementPlans.planEditCommit': async (ctx, input) => (await editPlan(ctx, input, true)) as never,
  'procurementPlans.planRemove': (ctx, input) => removePlan(ctx, input.id),
  'procurementPlans.planSendEmail': (ctx, input) => sendPlanMails(ctx, input),
  'procurementPlans.mailPage': (ctx, input) => mailPage(ctx, input),
  'procurementPlans.mailResend': (ctx, input) => resendMail(ctx, input.id),
  'procurementPlans.calculateMaterial': (ctx, input) => calculateMaterial(ctx, input),
  'procurementPlans.orderPage': (ctx, input) => orderPage(ctx, input),
  'procurementPlans.orderExport': (ctx, input) => exportOrders(ctx, input),
  'procurementPlans.orderStatus': (ctx, input) => setOrderState(ctx, input),
  'procurementPlans.orderRemove': (ctx, input) => removeOrder(ctx, input.id),
  'procurementPlans.noticePage': (ctx, input) => noticePage(ctx, input),
};
