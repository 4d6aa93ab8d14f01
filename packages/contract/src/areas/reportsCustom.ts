import type { AnyEndpoint } from '../endpoint';

/** Custom reports, the report checks (rollups against raw rows), machine water, visitor and docking-machine reports (issue 27). */
export const reportsCustomEndpoints = [] as const satisfies readonly AnyEndpoint[];
