import type { customersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const customersHandlers: Handlers<typeof customersEndpoints> = {};
