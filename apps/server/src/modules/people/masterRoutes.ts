import type { peopleMasterEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';

export const peopleMasterHandlers: Handlers<typeof peopleMasterEndpoints> = {};
