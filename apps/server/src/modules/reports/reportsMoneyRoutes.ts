import type { reportsMoneyEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const reportsMoneyHandlers: Handlers<typeof reportsMoneyEndpoints> = {};
