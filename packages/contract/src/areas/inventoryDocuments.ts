import type { AnyEndpoint } from '../endpoint';

/** Endpoints of inbound and outbound documents and imports (drpintoinventory, drpoutinventory, drpimportrecord). */
export const inventoryDocumentsEndpoints = [] as const satisfies readonly AnyEndpoint[];
