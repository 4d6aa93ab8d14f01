import type { AnyEndpoint } from '../endpoint';

/** Report families of sales: dish sales, sale analysis, dining and booking (budget/pre) sums, write-offs, outer consumption, intake (issue 27). */
export const reportsSalesEndpoints = [] as const satisfies readonly AnyEndpoint[];
