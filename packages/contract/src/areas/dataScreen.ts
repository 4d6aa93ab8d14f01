import type { AnyEndpoint } from '../endpoint';

/** The data screen charts and the business dashboard (issue 27). */
export const dataScreenEndpoints = [] as const satisfies readonly AnyEndpoint[];
