import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of bookings, write-offs, deliveries and order summaries, one line each: '/…': lazy(() => import('./…')). */
export const orderBookingPages: PageMap = {
  '/orderCenter/ordersum': lazy(() => import('./orderSum')),
  '/orderCenter/hexiaosum': lazy(() => import('./writeOffSum')),
  '/orderCenter/deliverydetail': lazy(() => import('./delivery')),
  '/orderCenter/ordbookdetail': lazy(() => import('./bookings')),
  '/orderCenter/ordbooktimedetail': lazy(() => import('./bookingTimes')),
  '/orderCenter/outOrdsum': lazy(() => import('./outerSum')),
};
