import { z } from 'zod';
import { endpoint, PREFIX } from '../endpoint';

const M = PREFIX.main;
const SETTINGS_MENU = 205000;

export const logoConfig = z.object({
  loginLogoUrl: z.string().max(500).default(''),
  logoUrl: z.string().max(500).default(''),
});
export type LogoConfig = z.infer<typeof logoConfig>;

/** Merchant settings known to the foundation; later areas add their keys here. */
export const settingSchemas = {
  logo: logoConfig,
  general: z.object({
    merchantName: z.string().trim().min(1).max(50),
    timeZone: z.string().min(1).max(64).default('Asia/Shanghai'),
  }),
} as const;
export type SettingKey = keyof typeof settingSchemas;
export const settingKey = z.enum(Object.keys(settingSchemas) as [SettingKey, ...SettingKey[]]);

export const settingsEndpoints = [
  endpoint({
    id: 'settings.queryLogoConfig',
    method: 'GET',
    path: `${M}/setting/queryLogoConfig`,
    access: 'public',
    input: z.object({}),
    output: logoConfig,
    summary: 'Logos of the merchant (also shown on the login page)',
  }),
  endpoint({
    id: 'settings.logoConfig',
    method: 'POST',
    path: `${M}/setting/logoConfig`,
    access: SETTINGS_MENU,
    input: logoConfig,
    output: z.null(),
    summary: 'Replace the logos',
  }),
  endpoint({
    id: 'settings.getSetting',
    method: 'GET',
    path: `${M}/setting/getSetting`,
    access: SETTINGS_MENU,
    input: z.object({ key: settingKey }),
    output: z.object({ key: settingKey, value: z.unknown(), updatedAt: z.string().nullable() }),
    summary: 'One merchant setting',
  }),
  endpoint({
    id: 'settings.putSetting',
    method: 'PUT',
    path: `${M}/setting/putSetting`,
    access: SETTINGS_MENU,
    input: z.object({ key: settingKey, value: z.unknown() }),
    output: z.null(),
    summary: 'Save one merchant setting (validated by its own schema)',
  }),
] as const;
