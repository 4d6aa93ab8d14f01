import type { AnyEndpoint } from '../endpoint';

/** The order centre (spec first document §7.4; DESIGN §6). */
export const ordersEndpoints = [] as const satisfies readonly AnyEndpoint[];
