import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the customers part (issue 4). */
export const customersEndpoints = [] as const satisfies readonly AnyEndpoint[];
