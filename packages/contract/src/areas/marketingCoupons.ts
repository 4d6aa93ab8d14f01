import type { AnyEndpoint } from '../endpoint';

/** Coupons (spec second document §7 Marketing: mktcouponconfig, coupon). */
export const marketingCouponsEndpoints = [] as const satisfies readonly AnyEndpoint[];
