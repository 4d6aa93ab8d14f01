import { lazy } from 'react';
import type { PageMap } from '../pageMap';

const sums = () => import('./tradeSum');

/** Pages of the reportsTrade part, one line each: '/…': lazy(() => import('./…')). */
export const reportsTradePages: PageMap = {
  '/baobiaozhongxin/tradedetail': lazy(() => import('./tradeDetail')),
  '/baobiaozhongxin/tradesum/canteen': lazy(async () => ({ default: (await sums()).CanteenSum })),
  '/baobiaozhongxin/tradesum/dept': lazy(async () => ({ default: (await sums()).DeptSum })),
  '/baobiaozhongxin/tradesum/machine': lazy(async () => ({ default: (await sums()).MachineSum })),
  '/baobiaozhongxin/tradesum/person': lazy(async () => ({ default: (await sums()).PersonSum })),
  '/baobiaozhongxin/tradesum/verification': lazy(async () => ({ default: (await sums()).VerificationSum })),
  '/baobiaozhongxin/tradesum/paytype': lazy(async () => ({ default: (await sums()).PaytypeSum })),
  '/baobiaozhongxin/tradesum/operator': lazy(async () => ({ default: (await sums()).OperatorSum })),
  '/baobiaozhongxin/incomesum': lazy(() => import('./incomeSum')),
};
