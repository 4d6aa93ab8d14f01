import type { reportsSalesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { areaDishSales, areaDishSalesExport, dishSales, dishSalesExport, saleAnalysis, saleAnalysisExport } from './salesDishes';
import { bookingSum, bookingSumExport, diningSum, diningSumExport, writeOffDays, writeOffDaysExport } from './salesDining';
import { intake, intakeExport } from './salesIntake';

export const reportsSalesHandlers: Handlers<typeof reportsSalesEndpoints> = {
  'reportsSales.dishSales': (ctx, input) => dishSales(ctx, input),
  'reportsSales.dishSalesExport': (ctx, input) => dishSalesExport(ctx, input),
  'reportsSales.areaDishSales': (ctx, input) => areaDishSales(ctx, input),
  'reportsSales.areaDishSalesExport': (ctx, input) => areaDishSalesExport(ctx, input),
  'reportsSales.saleAnalysis': (ctx, input) => saleAnalysis(ctx, input),
  'reportsSales.saleAnalysisExport': (ctx, input) => saleAnalysisExport(ctx, input),
  'reportsSales.intake': (ctx, input) => intake(ctx, input),
  'reportsSales.intakeExport': (ctx, input) => intakeExport(ctx, input),
  'reportsSales.diningSum': (ctx, input) => diningSum(ctx, input),
  'reportsSales.diningSumExport': (ctx, input) => diningSumExport(ctx, input),
  'reportsSales.bookingByCanteen': (ctx, input) => bookingSum(ctx, 'canteen', input),
  'reportsSales.bookingByCanteenExport': (ctx, input) => bookingSumExport(ctx, 'canteen', input),
  'reportsSales.bookingByOrg': (ctx, input) => bookingSum(ctx, 'org', input),
  'reportsSales.bookingByOrgExport': (ctx, input) => bookingSumExport(ctx, 'org', input),
  'reportsSales.bookingByMerchant': (ctx, input) => bookingSum(ctx, 'merchant', input),
  'reportsSales.bookingByMerchantExport': (ctx, input) => bookingSumExport(ctx, 'merchant', input),
  'reportsSales.bookingByCustomer': (ctx, input) => bookingSum(ctx, 'customer', input),
  'reportsSales.bookingByCustomerExport': (ctx, input) => bookingSumExport(ctx, 'customer', input),
  'reportsSales.bookingByMode': (ctx, input) => bookingSum(ctx, 'mode', input),
  'reportsSales.bookingByModeExport': (ctx, input) => bookingSumExport(ctx, 'mode', input),
  'reportsSales.bookingByPersonType': (ctx, input) => bookingSum(ctx, 'personType', input),
  'reportsSales.bookingByPersonTypeExport': (ctx, input) => bookingSumExport(ctx, 'personType', input),
  'reportsSales.bookingByPayType': (ctx, input) => bookingSum(ctx, 'payType', input),
  'reportsSales.bookingByPayTypeExport': (ctx, input) => bookingSumExport(ctx, 'payType', input),
  'reportsSales.writeOffDays': (ctx, input) => writeOffDays(ctx, input),
  'reportsSales.writeOffDaysExport': (ctx, input) => writeOffDaysExport(ctx, input),
};
