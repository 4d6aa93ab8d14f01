import type { reportsCustomEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const reportsCustomHandlers: Handlers<typeof reportsCustomEndpoints> = {};
