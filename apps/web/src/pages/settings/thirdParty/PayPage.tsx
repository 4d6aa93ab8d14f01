import ConfigForm, { type SettingField } from '../shared/ConfigForm';
import { configIo, enabledField, secretField, textField, urlField } from '../shared/configs';

const fields: SettingField[] = [
  enabledField,
  {
    key: 'provider',
    label: 'settings.third.provider',
    type: 'select',
    required: true,
    options: ['wechat', 'alipay', 'other'].map((p) => ({ value: p, label: `settings.third.provider.${p}` })),
  },
  textField('mchId', 'settings.third.mchId'),
  textField('appId', 'settings.third.appId'),
  textField('certSerialNo', 'settings.third.certSerialNo', 128),
  secretField('apiKey', 'settings.third.apiKey'),
  secretField('privateKey', 'settings.third.privateKey'),
  urlField('notifyUrl', 'settings.third.notifyUrl'),
];

/** Third-party payment (/basesetting/thirdzhifu, menu 214000). */
export default function ThirdPayPage() {
  return <ConfigForm title="/basesetting/thirdzhifu" fields={fields} {...configIo('thirdPay')} />;
}
