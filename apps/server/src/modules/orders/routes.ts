import type { ordersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const ordersHandlers: Handlers<typeof ordersEndpoints> = {};
