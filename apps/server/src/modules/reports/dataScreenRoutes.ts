import type { dataScreenEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const dataScreenHandlers: Handlers<typeof dataScreenEndpoints> = {};
