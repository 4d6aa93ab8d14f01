import type { procurementSuppliersEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const procurementSuppliersHandlers: Handlers<typeof procurementSuppliersEndpoints> = {};
