import type { orderBookingsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const orderBookingsHandlers: Handlers<typeof orderBookingsEndpoints> = {};
