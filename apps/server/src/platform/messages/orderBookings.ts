/** Server messages of the orderBookings part, each m(zh, en, es, ja) from './text'. */
export const orderBookingsMessages = {} as const;
