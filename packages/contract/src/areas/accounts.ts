import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the accounts part (issue 4). */
export const accountsEndpoints = [] as const satisfies readonly AnyEndpoint[];
