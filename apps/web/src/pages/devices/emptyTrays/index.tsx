import { type EmptyTray } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { loadCanteens, loadTrayDevices } from '../extraOptions';
import TrayUpload from './TrayUpload';

const trayPage = 'devices.emptyTrayPage';

const fields: FieldDef<EmptyTray>[] = [
  { key: 'imageUrl', label: 'devices.emptyTray.photo', type: 'image', inForm: false },
  { key: 'deviceId', label: 'devices.emptyTray.device', type: 'select', options: loadTrayDevices, inSearch: true, inForm: false, render: (_, row) => row.deviceName },
  { key: 'canteenId', label: 'devices.canteen', type: 'select', options: loadCanteens, inSearch: true, inForm: false },
  { key: 'day', label: 'devices.emptyTray.day', type: 'date', rangeKeys: ['dayFrom', 'dayTo'], inSearch: true, inTable: false, inForm: false },
  { key: 'createdAt', label: 'devices.emptyTray.uploadedAt', type: 'datetime', inForm: false },
];

/** Empty tray photos (menu 202084) that dish recognition devices calibrate with: upload, find, remove. */
export default function EmptyTraysPage() {
  return (
    <ResourcePage
      title="/basesetting/machinemanage/dishidentification/uploadplate"
      rowKey="trayId"
      fields={fields}
      pageEndpoint={trayPage}
      removeEndpoint="devices.emptyTrayDelete"
      extraToolbar={<TrayUpload pageId={trayPage} />}
    />
  );
}
