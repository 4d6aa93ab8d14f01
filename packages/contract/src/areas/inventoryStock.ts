import type { AnyEndpoint } from '../endpoint';

/** Endpoints of warehouses, units and conversions, warehouse materials, stock and batches (drpwarehouse, drpunit, drphousematerial, drpinventory, drpintodetail). */
export const inventoryStockEndpoints = [] as const satisfies readonly AnyEndpoint[];
