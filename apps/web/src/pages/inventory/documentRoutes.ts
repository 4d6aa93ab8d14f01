import type { PageMap } from '../pageMap';

/** Pages of the inventoryDocuments part, one line each: '/…': lazy(() => import('./…')). */
export const inventoryDocumentPages: PageMap = {};
