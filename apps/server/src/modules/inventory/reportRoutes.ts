import type { inventoryReportsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const inventoryReportsHandlers: Handlers<typeof inventoryReportsEndpoints> = {};
