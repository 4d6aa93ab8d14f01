import type { Row } from '@/components/ResourcePage';
import { call } from '@/api';
import type { SettingField } from './ConfigForm';

/** Load/save of a configuration with its own endpoints ('settings.<name>Get' / 'settings.<name>Save'). */
export const configIo = (name: string) => ({
  queryKey: [`settings.${name}Get`],
  load: () => call<Row>(`settings.${name}Get`),
  save: async (content: Row) => {
    await call(`settings.${name}Save`, content);
  },
});

/** Load/save of a merchant setting key through getSetting / putSetting. */
export const settingIo = (key: string) => ({
  queryKey: ['settings.getSetting', key],
  load: async () => (await call<{ value: Row }>('settings.getSetting', { key })).value,
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
