import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of the people area, one line each: '/personal/…': lazy(() => import('./…')). */
export const peoplePages: PageMap = {
  '/personal/organization': lazy(() => import('./organisations')),
};
