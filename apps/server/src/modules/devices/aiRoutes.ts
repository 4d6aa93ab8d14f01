import { devicesAiEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const devicesAiHandlers: Handlers<typeof devicesAiEndpoints> = {};
