/** The marketing module's face (docs/ARCHITECTURE.md §6): rules the money core applies, and their pages. */
export { marketingHandlers } from './routes';
export { marketingCouponsHandlers } from './couponRoutes';
export { marketingRewardsHandlers } from './rewardRoutes';
