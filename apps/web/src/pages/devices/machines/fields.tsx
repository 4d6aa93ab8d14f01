import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEVICE_TYPES, bindingsOf, type Device, type DeviceBinding } from '@canteen/contract';
import { call } from '@/api';
import { endpointOf } from '@/api/endpoints';
import { withBounds, type FieldDef, type FieldOption } from '@/components/ResourcePage';

type T = (key: string) => string;

export const typeLabel = (type: string) => `/basesetting/machinemanage/${type}`;
const TYPE_OPTIONS: FieldOption[] = DEVICE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));
const STATES: FieldOption[] = [
  { value: 'enabled', label: 'devices.enabled' },
  { value: 'disabled', label: 'devices.disabled' },
];

const loadCanteens = async (): Promise<FieldOption[]> =>
  (await call('canteens.canteenList', {}, { loading: false })).map((c) => ({ value: c.canteenId, label: c.canteenName }));
const loadStalls = async (): Promise<FieldOption[]> =>
  (await call('canteens.stallPage', { page: 1, limit: 500 }, { loading: false })).records.map(
    (s) => ({ value: s.stallId, label: `${s.canteenName} / ${s.stallName}` }),
  );
const loadPrinters = async (): Promise<FieldOption[]> =>
  (await call('devices.machinePage', { type: 'printmachine', page: 1, limit: 500 }, { loading: false })).records.map((d) => ({ value: d.deviceId, label: d.name }));

function StateTag({ state }: { state: unknown }) {
  const { t } = useTranslation();
  return state === 'enabled' ? <Tag color="success">{t('devices.enabled')}</Tag> : <Tag>{t('devices.disabled')}</Tag>;
}
function OnlineTag({ online }: { online: unknown }) {
  const { t } = useTranslation();
  return online ? <Tag color="success">{t('devices.online')}</Tag> : <Tag color="default">{t('devices.offline')}</Tag>;
}

const SERIAL = /^[A-Za-z0-9_.:-]+$/;
const IP = /^$|^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+$/;

/**
 * One description of a device for the list, its search and its form. A type's page shows only the bindings the
 * type needs (stall, meal line, printer, IP); the all-types page shows them all and a type filter.
 */
export function deviceFields(t: T, type?: string): FieldDef<Device>[] {
  const uses = new Set<DeviceBinding>(type ? bindingsOf(type) : ['stallId', 'mealLineId', 'printerId', 'ip']);
  const binding = (f: FieldDef<Device>): FieldDef<Device>[] => (uses.has(f.key as DeviceBinding) ? [f] : []);
  // The bindings are spread in by type, so the keys are checked by the server's schema, the bounds read from it.
  return withBounds([endpointOf('devices.machineAdd').input, endpointOf('devices.machineUpdate').input], [
    { key: 'name', label: 'devices.name', type: 'text', inSearch: true },
    ...(type ? [] : [{ key: 'type', label: 'devices.type', type: 'select', options: TYPE_OPTIONS, inSearch: true, required: true } satisfies FieldDef<Device>]),
    {
      key: 'serialNumber',
      label: 'devices.serialNumber',
      type: 'text',
      inSearch: true,
      rules: [{ pattern: SERIAL, message: t('devices.serialRule') }],
    },
    { key: 'canteenId', label: 'devices.canteen', type: 'select', options: loadCanteens, inSearch: true },
    ...binding({ key: 'stallId', label: 'devices.stall', type: 'select', options: loadStalls }),
    ...binding({ key: 'mealLineId', label: 'devices.mealLine', type: 'number' }),
    ...binding({ key: 'printerId', label: 'devices.printer', type: 'select', options: loadPrinters }),
    ...binding({ key: 'ip', label: 'devices.ip', type: 'text', rules: [{ pattern: IP, message: t('devices.ipRule') }] }),
    { key: 'state', label: 'devices.state', type: 'select', options: STATES, inSearch: true, inForm: 'edit', required: true, render: (state) => <StateTag state={state} /> },
    { key: 'online', label: 'devices.onlineState', type: 'text', inForm: false, render: (online) => <OnlineTag online={online} /> },
    { key: 'lastHeartbeatAt', label: 'devices.lastHeartbeatAt', type: 'datetime', inForm: false },
    { key: 'appVersion', label: 'devices.appVersion', type: 'text', inForm: false },
  ]);
}
