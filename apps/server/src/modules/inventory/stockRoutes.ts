import type { inventoryStockEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const inventoryStockHandlers: Handlers<typeof inventoryStockEndpoints> = {};
