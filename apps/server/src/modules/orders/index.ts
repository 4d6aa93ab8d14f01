/** The orders module's face (docs/ARCHITECTURE.md §6): the order centre, above the money core. */
export { ordersHandlers } from './routes';
export { orderBookingsHandlers } from './bookingRoutes';
export { bookMeal, cancelBooking, cancelRefundedBooking } from './bookings';
export { deliver as deliverBooking, writeOff as writeOffBooking } from './writeOff';
export { applyRefund, approveRefund, cancelRefund, partRefund, rejectRefund, wholeRefundUnderReview } from './refunds';
export { assertRefundPeriod } from './refundPeriod';
export { dishesEaten, type DishEaten } from './eaten';
