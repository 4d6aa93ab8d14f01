import type { procurementPlansEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const procurementPlansHandlers: Handlers<typeof procurementPlansEndpoints> = {};
