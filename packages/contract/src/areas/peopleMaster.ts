import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the peopleMaster part (issue 4). */
export const peopleMasterEndpoints = [] as const satisfies readonly AnyEndpoint[];
