import { EMPTY_TRAY_DEVICE_TYPES } from '@canteen/contract';
import { call } from '@/api';
import type { FieldOption } from '@/components/ResourcePage';

/** Choices shared by the tableware, release information and empty tray pages. */
export const loadCanteens = async (): Promise<FieldOption[]> =>
  (await call('canteens.canteenList', {}, { loading: false })).map((c) => ({ value: c.canteenId, label: c.canteenName }));

/** The dish recognition devices that photograph empty trays. */
export const loadTrayDevices = async (): Promise<FieldOption[]> => {
  const pages = await Promise.all(
    EMPTY_TRAY_DEVICE_TYPES.map((type) => call('devices.machinePage', { type, page: 1, limit: 500 }, { loading: false })),
  );
  return pages.flatMap((p) => p.records.map((d) => ({ value: d.deviceId, label: d.name })));
};
