import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the people area (spec second document §7 "Organisation and master data", "Customers and accounts"). */
export const peopleEndpoints = [] as const satisfies readonly AnyEndpoint[];
