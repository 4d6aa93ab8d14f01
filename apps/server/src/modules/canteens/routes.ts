import { canteensEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const canteensHandlers: Handlers<typeof canteensEndpoints> = {};
