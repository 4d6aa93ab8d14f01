import type { accountsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const accountsHandlers: Handlers<typeof accountsEndpoints> = {};
