import type { reportsCustomEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { checkDays, checkDaysExport, checkFacts, checkFactsExport, checkFlow, checkFlowExport, checkRebuild } from './checkReports';
import { customAdd, customEdit, customList, customRemove, customRun, customRunExport } from './customReports';
import { dockingExport, dockingPage, dockingTypes, dockingTypesSave } from './dockingReports';
import { visitorExport, visitorPage } from './visitorReports';
import { waterExport, waterPage } from './waterReports';

export const reportsCustomHandlers: Handlers<typeof reportsCustomEndpoints> = {
  'reportsCustom.list': (ctx) => customList(ctx),
  'reportsCustom.add': (ctx, input) => customAdd(ctx, input),
  'reportsCustom.edit': (ctx, input) => customEdit(ctx, input),
  'reportsCustom.remove': (ctx, input) => customRemove(ctx, input.reportId),
  'reportsCustom.run': (ctx, input) => customRun(ctx, input),
  'reportsCustom.runExport': (ctx, input) => customRunExport(ctx, input),
  'reportsCustom.checkDays': (ctx, input) => checkDays(ctx, input),
  'reportsCustom.checkDaysExport': (ctx, input) => checkDaysExport(ctx, input),
  'reportsCustom.checkFacts': (ctx, input) => checkFacts(ctx, input),
  'reportsCustom.checkFactsExport': (ctx, input) => checkFactsExport(ctx, input),
  'reportsCustom.checkFlow': (ctx, input) => checkFlow(ctx, input),
  'reportsCustom.checkFlowExport': (ctx, input) => checkFlowExport(ctx, input),
  'reportsCustom.checkRebuild': (ctx, input) => checkRebuild(ctx, input.day),
  'reportsCustom.water': (ctx, input) => waterPage(ctx, input),
  'reportsCustom.waterExport': (ctx, input) => waterExport(ctx, input),
  'reportsCustom.visitors': (ctx, input) => visitorPage(ctx, input),
  'reportsCustom.visitorsExport': (ctx, input) => visitorExport(ctx, input),
  'reportsCustom.docking': (ctx, input) => dockingPage(ctx, input),
  'reportsCustom.dockingExport': (ctx, input) => dockingExport(ctx, input),
  'reportsCustom.dockingTypes': (ctx) => dockingTypes(ctx),
  'reportsCustom.dockingTypesSave': (ctx, input) => dockingTypesSave(ctx, input),
};
