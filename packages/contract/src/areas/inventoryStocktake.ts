import type { AnyEndpoint } from '../endpoint';

/** Endpoints of stocktakes (drpcheckinventory, pandian). */
export const inventoryStocktakeEndpoints = [] as const satisfies readonly AnyEndpoint[];
