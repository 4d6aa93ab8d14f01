import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the devices area. */
export const devicesEndpoints = [] as const satisfies readonly AnyEndpoint[];
