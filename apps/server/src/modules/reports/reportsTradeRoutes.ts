import type { reportsTradeEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const reportsTradeHandlers: Handlers<typeof reportsTradeEndpoints> = {};
