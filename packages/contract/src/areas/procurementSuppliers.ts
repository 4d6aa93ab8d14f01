import type { AnyEndpoint } from '../endpoint';

/** Endpoints of suppliers, their levels and qualifications (drpsupplier, drpsupplierlevel, drpsupplierqualification). */
export const procurementSuppliersEndpoints = [] as const satisfies readonly AnyEndpoint[];
