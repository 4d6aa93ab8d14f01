import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the reportsCustom part, one line each: '/…': lazy(() => import('./…')). */
export const reportsCustomPages: PageMap = {
  '/baobiaozhongxin/customreport': lazy(() => import('./customReport')),
  '/baobiaozhongxin/shuikongsum': lazy(() => import('./waterSum')),
  '/baobiaozhongxin/visitor': lazy(() => import('./visitorFlow')),
  '/baobiaozhongxin/dockingmachine': lazy(() => import('./dockingMachine')),
};
