import type { AnyEndpoint } from '../endpoint';

/** Endpoints of inventory reports and warnings (drpreport, statisticaltable). */
export const inventoryReportsEndpoints = [] as const satisfies readonly AnyEndpoint[];
