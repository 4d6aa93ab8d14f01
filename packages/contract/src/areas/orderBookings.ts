import type { AnyEndpoint } from '../endpoint';

/** The order centre's bookings, write-offs, deliveries and summaries (spec first document §7.4; DESIGN §6). */
export const orderBookingsEndpoints = [] as const satisfies readonly AnyEndpoint[];
