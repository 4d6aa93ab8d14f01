import { lazy } from 'react';
import type { PageMap } from '../pageMap';

export const reportsPages: PageMap = {
  '/baobiaozhongxin/sysOperation': lazy(() => import('./operationLog')),
};
