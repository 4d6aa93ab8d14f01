import type { reportsSalesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const reportsSalesHandlers: Handlers<typeof reportsSalesEndpoints> = {};
