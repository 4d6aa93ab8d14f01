import type { inventoryReportsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { expiryWarning, expiryWarningExport, inOutDetail, inOutDetailExport, inventoryWarning, inventoryWarningExport, outCost, outCostExport } from './reports';

export const inventoryReportsHandlers: Handlers<typeof inventoryReportsEndpoints> = {
  'inventoryReports.outCost': (ctx, input) => outCost(ctx, input),
  'inventoryReports.outCostExport': (ctx, input) => outCostExport(ctx, input),
  'inventoryReports.inOutDetail': (ctx, input) => inOutDetail(ctx, input),
  'inventoryReports.inOutDetailExport': (ctx, input) => inOutDetailExport(ctx, input),
  'inventoryReports.inventoryWarning': (ctx, input) => inventoryWarning(ctx, input),
  'inventoryReports.inventoryWarningExport': (ctx, input) => inventoryWarningExport(ctx, input),
  'inventoryReports.expiryWarning': (ctx, input) => expiryWarning(ctx, input),
  'inventoryReports.expiryWarningExport': (ctx, input) => expiryWarningExport(ctx, input),
};
