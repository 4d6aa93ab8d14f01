import type { marketingEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const marketingHandlers: Handlers<typeof marketingEndpoints> = {};
