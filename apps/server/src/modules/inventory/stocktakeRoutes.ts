import type { inventoryStocktakeEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import {
  checkDates,
  commitStocktake,
  differencePage,
  exportDifferences,
  removeStocktake,
  saveStocktake,
  stocktakeLines,
  stocktakeOptions,
  stocktakePage,
} from './stocktakes';

export const inventoryStocktakeHandlers: Handlers<typeof inventoryStocktakeEndpoints> = {
  'inventoryStocktake.page': (ctx, input) => stocktakePage(ctx, input),
  'inventoryStocktake.save': (ctx, input) => saveStocktake(ctx, input),
  'inventoryStocktake.commit': (ctx, input) => commitStocktake(ctx, input),
  'inventoryStocktake.remove': (ctx, input) => removeStocktake(ctx, input.id),
  'inventoryStocktake.differences': (ctx, input) => differencePage(ctx, input),
  'inventoryStocktake.differenceExport': (ctx, input) => exportDifferences(ctx, input),
  'inventoryStocktake.checkDates': (ctx, input) => checkDates(ctx, input.warehouseId),
  'inventoryStocktake.lines': (ctx, input) => stocktakeLines(ctx, input),
  'inventoryStocktake.options': (ctx, input) => stocktakeOptions(ctx, input),
};
