import { filesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { uploadImage } from './service';

export const filesHandlers: Handlers<typeof filesEndpoints> = {
  'files.upload': (ctx, input) => uploadImage(ctx, input.uploadKey),
};
