/** The orders module's face (docs/ARCHITECTURE.md §6): the order centre, above the money core. */
export { ordersHandlers } from './routes';
export { orderBookingsHandlers } from './bookingRoutes';
