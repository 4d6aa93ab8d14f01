import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the order centre, one line each: '/…': lazy(() => import('./…')). */
export const ordersPages: PageMap = {
  '/orderCenter/orderdetail': lazy(() => import('./orderDetail')),
  '/orderCenter/shenhe': lazy(() => import('./refundReview')),
};
