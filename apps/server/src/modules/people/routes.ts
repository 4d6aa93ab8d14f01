import { peopleEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const peopleHandlers: Handlers<typeof peopleEndpoints> = {};
