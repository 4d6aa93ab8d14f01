import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the canteens area. */
export const canteensEndpoints = [] as const satisfies readonly AnyEndpoint[];
