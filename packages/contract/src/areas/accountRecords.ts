import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the accountRecords part (issue 4). */
export const accountRecordsEndpoints = [] as const satisfies readonly AnyEndpoint[];
