import type { SealedLocation } from './platform/sealing';
import { serverKeysSealed } from './platform/auth/rsa';
import { signKeysSealed } from './platform/auth/tokens';
import { settingsSealedLocations } from './modules/settings';
import { payCodeKeysSealed } from './modules/accounts';

/** Every place that keeps sealed values; the re-seal walks them all (a module that seals something adds its own). */
export const sealedLocations: readonly SealedLocation[] = [serverKeysSealed, signKeysSealed('auth_tokens'), signKeysSealed('device_tokens'), ...settingsSealedLocations, payCodeKeysSealed];
