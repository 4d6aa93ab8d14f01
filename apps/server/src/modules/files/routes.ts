import { filesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { uploadImage } from './service';
import { assertMayUpload } from './rules';

export const filesHandlers: Handlers<typeof filesEndpoints> = {
  'files.upload': (ctx, input) => {
    assertMayUpload(ctx, input.uploadKey);
    return uploadImage(ctx, input.uploadKey);
  },
};
