/** Server messages of the marketingCoupons part, each m(zh, en, es, ja) from './text'. */
export const marketingCouponsMessages = {} as const;
