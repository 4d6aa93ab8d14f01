import type { orderBookingsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { bookExport, bookMeal, bookPage, bookTimeSum, bookTimeSumExport } from './bookings';
import { bookWriteOff, deliver, deviceBookWriteOff, deviceWriteOff, writeOff, writeOffSum, writeOffSumExport } from './writeOff';
import { deliveryExport, deliveryPage } from './delivery';
import { orderSum, orderSumExport, outOrderSum, outOrderSumExport } from './summaries';
import { cancelMeal } from './mealCancel';

export const orderBookingsHandlers = {
  'orderBookings.book': bookMeal,
  'orderBookings.bookPage': bookPage,
  'orderBookings.bookExport': bookExport,
  'orderBookings.bookTimeSum': bookTimeSum,
  'orderBookings.bookTimeSumExport': bookTimeSumExport,
  'orderBookings.writeOff': writeOff,
  'orderBookings.bookWriteOff': bookWriteOff,
  'orderBookings.cancelMeal': (ctx, input) => cancelMeal(ctx, input.orderId),
  'orderBookings.appCancelMeal': (ctx, input) => cancelMeal(ctx, input.orderId),
  'orderBookings.deviceWriteOff': deviceWriteOff,
  'orderBookings.deviceBookWriteOff': deviceBookWriteOff,
  'orderBookings.writeOffSum': writeOffSum,
  'orderBookings.writeOffSumExport': writeOffSumExport,
  'orderBookings.deliveryPage': deliveryPage,
  'orderBookings.deliveryExport': deliveryExport,
  'orderBookings.deliver': deliver,
  'orderBookings.orderSum': orderSum,
  'orderBookings.orderSumExport': orderSumExport,
  'orderBookings.outOrderSum': outOrderSum,
  'orderBookings.outOrderSumExport': outOrderSumExport,
} satisfies Handlers<typeof orderBookingsEndpoints>;
