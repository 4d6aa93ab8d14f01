import ConfigForm, { type SettingField } from '../shared/ConfigForm';
import { configIo, textField, urlField } from '../shared/configs';

const settings: SettingField[] = [
  textField('appName', 'settings.applet.appName', 50),
  { key: 'servicePhone', label: 'settings.applet.servicePhone', type: 'text', maxLength: 20, rules: [{ pattern: /^$|^[0-9+\- ]{5,20}$/, message: '0-9 + -' }] },
  { key: 'noticeText', label: 'settings.applet.noticeText', type: 'textarea', maxLength: 500 },
  { key: 'bookingDaysAhead', label: 'settings.applet.bookingDaysAhead', type: 'number', min: 0, max: 30 },
  { key: 'orderCutoffMinutes', label: 'settings.applet.orderCutoffMinutes', type: 'number', min: 0, max: 1440 },
  { key: 'showBalance', label: 'settings.applet.showBalance', type: 'switch' },
];
const version: SettingField[] = [
  { key: 'versionCode', label: 'settings.version.code', type: 'number', min: 0 },
  textField('versionName', 'settings.version.name', 32),
  urlField('downloadUrl', 'settings.version.downloadUrl'),
  { key: 'forceUpdate', label: 'settings.version.forceUpdate', type: 'switch' },
  { key: 'releaseNotes', label: 'settings.version.releaseNotes', type: 'textarea', maxLength: 1000 },
];

/** Ordering-app settings (/basesetting/wechartsmallset/appletset, menu 209040) and the app version. */
export default function AppletSettingsPage() {
  return (
    <>
      <ConfigForm title="settings.applet.title" fields={settings} {...configIo('appletSettings')} />
      <ConfigForm title="settings.version.title" fields={version} {...configIo('appVersion')} />
    </>
  );
}
