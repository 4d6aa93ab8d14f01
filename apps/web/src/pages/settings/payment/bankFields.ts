import type { SettingField } from '../shared/ConfigForm';
import { enabledField, secretField, textField, urlField } from '../shared/configs';

/** The fields of a bank's configuration (the three banks share them). */
export const bankFields: SettingField[] = [
  enabledField,
  textField('merchantNo', 'settings.bank.merchantNo'),
  textField('terminalId', 'settings.bank.terminalId'),
  textField('appId', 'settings.bank.appId'),
  urlField('gatewayUrl', 'settings.bank.gatewayUrl'),
  { key: 'platformPublicKey', label: 'settings.bank.platformPublicKey', type: 'textarea', maxLength: 4000 },
  secretField('privateKey', 'settings.bank.privateKey'),
  secretField('apiKey', 'settings.bank.apiKey'),
];
