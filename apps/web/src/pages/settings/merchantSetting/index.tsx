import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PAY_TYPES } from '@canteen/contract';
import ConfigForm, { type SettingField } from '../shared/ConfigForm';
import { settingIo } from '../shared/configs';
import { TIME_ZONES } from './timeZones';

const general: SettingField[] = [
  { key: 'merchantName', label: 'settings.merchant.name', type: 'text', required: true, maxLength: 50 },
  { key: 'timeZone', label: 'settings.merchant.timeZone', type: 'select', required: true, options: TIME_ZONES.map((z) => ({ value: z, label: z })) },
];
const money = (key: string, label: string): SettingField => ({ key, label, type: 'money', min: 0 });
const account: SettingField[] = [
  money('overdraftLimit', 'settings.account.overdraftLimit'),
  money('maxBalance', 'settings.account.maxBalance'),
  money('singleConsumeLimit', 'settings.account.singleConsumeLimit'),
  money('dailyConsumeLimit', 'settings.account.dailyConsumeLimit'),
];
const pay: SettingField[] = [
  { key: 'payTypes', label: 'settings.pay.payTypes', type: 'select', multiple: true, required: true, options: PAY_TYPES.map((p) => ({ value: p, label: `settings.payType.${p}` })) },
  { key: 'allowOffline', label: 'settings.pay.allowOffline', type: 'switch' },
  money('offlineMaxAmount', 'settings.pay.offlineMaxAmount'),
  { key: 'refundDays', label: 'settings.pay.refundDays', type: 'number', min: 0, max: 365 },
  { key: 'refundReview', label: 'settings.pay.refundReview', type: 'switch' },
];
const offline: SettingField[] = [
  { key: 'daysBack', label: 'settings.offline.daysBack', type: 'number', required: true, min: 1, max: 90 },
  { key: 'minutesAhead', label: 'settings.offline.minutesAhead', type: 'number', required: true, min: 0, max: 1440 },
];
const canteen: SettingField[] = [
  { key: 'bookingDaysAhead', label: 'settings.canteen.bookingDaysAhead', type: 'number', min: 0, max: 30 },
  { key: 'bookingCutoffMinutes', label: 'settings.canteen.bookingCutoffMinutes', type: 'number', min: 0, max: 1440 },
  { key: 'allowTakeout', label: 'settings.canteen.allowTakeout', type: 'switch' },
  { key: 'repeatIntervalSeconds', label: 'settings.canteen.repeatIntervalSeconds', type: 'number', min: 0, max: 3600 },
];

/** What a card's settings do beyond their labels, on hover. */
function Hint({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <QuestionCircleOutlined aria-label={text} />
    </Tooltip>
  );
}

/** Merchant settings (/basesetting/merchantsetting, menu 205000): one form per setting key. */
export default function MerchantSettingPage() {
  const { t } = useTranslation();
  return (
    <>
      <ConfigForm title="settings.merchant.general" fields={general} {...settingIo('general')} />
      <ConfigForm title="settings.account.title" fields={account} {...settingIo('account')} />
      <ConfigForm title="settings.pay.title" fields={pay} extra={<Hint text={t('settings.pay.hint')} />} {...settingIo('pay')} />
      <ConfigForm title="settings.offline.title" fields={offline} extra={<Hint text={t('settings.offline.hint')} />} {...settingIo('offline')} />
      <ConfigForm title="settings.canteen.title" fields={canteen} extra={<Hint text={t('settings.canteen.hint')} />} {...settingIo('canteen')} />
    </>
  );
}
