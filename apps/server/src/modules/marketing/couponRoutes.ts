import type { marketingCouponsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const marketingCouponsHandlers: Handlers<typeof marketingCouponsEndpoints> = {};
