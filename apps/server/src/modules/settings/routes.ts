import { settingsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { getLogo, getSetting, putSetting } from './service';

export const settingsHandlers: Handlers<typeof settingsEndpoints> = {
  'settings.queryLogoConfig': (ctx) => getLogo(ctx),
  'settings.logoConfig': async (ctx, input) => {
    await putSetting(ctx, 'logo', input);
    return null;
  },
  'settings.getSetting': (ctx, input) => getSetting(ctx, input.key),
  'settings.putSetting': async (ctx, input) => {
    await putSetting(ctx, input.key, input.value);
    return null;
  },
};
