import ConfigForm from '../shared/ConfigForm';
import { configIo, enabledField, secretField, textField, urlField } from '../shared/configs';

const fields = [
  enabledField,
  textField('providerName', 'settings.third.providerName', 50),
  urlField('apiUrl', 'settings.third.apiUrl'),
  textField('appId', 'settings.third.appId'),
  secretField('appSecret', 'settings.third.appSecret'),
  urlField('callbackUrl', 'settings.third.callbackUrl'),
];

/** Third-party base configuration (/basesetting/thirdbase, menu 213000). */
export default function ThirdBasePage() {
  return <ConfigForm title="/basesetting/thirdbase" fields={fields} {...configIo('thirdBase')} />;
}
