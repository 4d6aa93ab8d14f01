import ConfigForm from '../shared/ConfigForm';
import { configIo, enabledField, secretField, textField } from '../shared/configs';

const fields = [
  enabledField,
  textField('appId', 'settings.official.appId'),
  secretField('appSecret', 'settings.official.appSecret'),
  secretField('token', 'settings.official.token'),
  secretField('encodingAesKey', 'settings.official.encodingAesKey'),
];

/** Official account settings (/basesetting/gongzhonghaoset, menu 210000). */
export default function OfficialAccountPage() {
  return <ConfigForm title="/basesetting/gongzhonghaoset" fields={fields} {...configIo('officialAccount')} />;
}
