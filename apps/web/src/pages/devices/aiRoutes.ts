import { lazy } from 'react';
import type { PageMap } from '../pageMap';

/** Pages of AI dish recognition (the hidden dishidentification children), one line each. */
export const devicesAiPages: PageMap = {
  '/basesetting/machinemanage/dishidentification/caipininfo': lazy(() => import('./aiInfo')),
  '/basesetting/machinemanage/dishidentification/zhuceinfo': lazy(() => import('./aiNumbers')),
  '/basesetting/machinemanage/dishidentification/menuaipicture': lazy(() => import('./aiDishes')),
  '/basesetting/machinemanage/dishidentification/uploadplate': lazy(() => import('./uploadPlate')),
};
