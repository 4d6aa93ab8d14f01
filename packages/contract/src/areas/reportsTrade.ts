import type { AnyEndpoint } from '../endpoint';

/** Report families of consumption: trade detail, trade sums by canteen, department, device, person, verification mode, pay type and operator, income, payment sums (issue 27). */
export const reportsTradeEndpoints = [] as const satisfies readonly AnyEndpoint[];
