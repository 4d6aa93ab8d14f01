import type { inventoryStocktakeEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const inventoryStocktakeHandlers: Handlers<typeof inventoryStocktakeEndpoints> = {};
