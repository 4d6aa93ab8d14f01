import type { Device } from '@canteen/contract';

/** A device as the server lists it; tests override what they need. */
export const deviceRow = (over: Partial<Device> = {}): Device => ({
  deviceId: 1,
  name: '一号机',
  type: 'chupinji',
  serialNumber: 'SN-1',
  canteenId: 3,
  stallId: null,
  mealLineId: null,
  printerId: null,
  printerName: null,
  ip: '10.0.0.8',
  state: 'enabled',
  loginTypes: ['card', 'face', 'qr', 'personId'],
  appVersion: '',
  lastHeartbeatAt: null,
  online: false,
  createdAt: '2024-01-02T03:04:05+08:00',
  ...over,
});
