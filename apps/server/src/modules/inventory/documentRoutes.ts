import type { inventoryDocumentsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const inventoryDocumentsHandlers: Handlers<typeof inventoryDocumentsEndpoints> = {};
