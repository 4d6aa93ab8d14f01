import { devicesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const devicesHandlers: Handlers<typeof devicesEndpoints> = {};
