import type { marketingRewardsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const marketingRewardsHandlers: Handlers<typeof marketingRewardsEndpoints> = {};
