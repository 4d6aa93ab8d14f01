import { lazy } from 'react';
import type { PageMap } from '../pageMap';

export const adminPages: PageMap = {
  '/basesetting/userrole/role': lazy(() => import('./roles')),
  '/basesetting/userrole/userrole': lazy(() => import('./users')),
  '/basesetting/userrole/effective': lazy(() => import('./dataScope')),
};
