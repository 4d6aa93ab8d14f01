import type { accountRecordsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const accountRecordsHandlers: Handlers<typeof accountRecordsEndpoints> = {};
