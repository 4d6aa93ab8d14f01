import type { PageMap } from '../pageMap';

/** Pages of bookings, write-offs, deliveries and order summaries, one line each: '/…': lazy(() => import('./…')). */
export const orderBookingPages: PageMap = {};
