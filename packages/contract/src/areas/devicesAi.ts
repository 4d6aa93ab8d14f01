import type { AnyEndpoint } from '../endpoint';

/** Endpoints of the devices area for AI dish recognition: AI menu config, menuai pictures, AI food cleaning. */
export const devicesAiEndpoints = [] as const satisfies readonly AnyEndpoint[];
