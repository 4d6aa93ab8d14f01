import type { ConfigName, InputOf } from '@canteen/contract';
import type { Row } from '@/components/ResourcePage';
import { call } from '@/api';
import type { SettingField } from './ConfigForm';

/**
 * Load/save of a configuration with its own endpoints ('settings.<name>Get' / 'settings.<name>Save'). ConfigForm
 * works on field descriptions, so the values are rows here; the save endpoint's schema checks them (40000).
 */
export const configIo = <N extends ConfigName>(name: N) => ({
  queryKey: [`settings.${name}Get`],
  load: async () => (await call(`settings.${name}Get`, {} as InputOf<`settings.${N}Get`>)) as Row,
  save: async (content: Row) => {
    await call(`settings.${name}Save`, content as InputOf<`settings.${N}Save`>);
  },
});

/** Load/save of a merchant setting key through getSetting / putSetting (the value's schema is the key's, on the server). */
export const settingIo = (key: InputOf<'settings.getSetting'>['key']) => ({
  queryKey: ['settings.getSetting', key],
  load: async () => (await call('settings.getSetting', { key })).value as Row,
  save: async (value: Row) => {
    await call('settings.putSetting', { key, value });
  },
  errorPrefix: 'value.',
});

const httpRule = { pattern: /^$|^https?:\/\/\S+$/, message: 'http(s)://…' };

export const enabledField: SettingField = { key: 'enabled', label: 'settings.enabled', type: 'switch' };
export const urlField = (key: string, label: string): SettingField => ({ key, label, type: 'text', maxLength: 500, rules: [httpRule] });
export const textField = (key: string, label: string, maxLength = 64): SettingField => ({ key, label, type: 'text', maxLength });
export const secretField = (key: string, label: string): SettingField => ({ key, label, type: 'password', maxLength: 4000 });
