import { devicesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import {
  addDevice,
  getSetting,
  machineState,
  pageDevices,
  removeDevice,
  removePrinter,
  resetSecret,
  saveLoginTypes,
  saveSetting,
  updateDevice,
} from './registry';
import { pageCommands, queueFaceCommand } from './commands';
import { serviceCounterDetail } from './detail';
import { ackCommand, deviceLogin, heartbeat } from './deviceApi';

export const devicesHandlers: Handlers<typeof devicesEndpoints> = {
  'devices.machinePage': (ctx, input) => pageDevices(ctx, input),
  'devices.machineAdd': (ctx, input) => addDevice(ctx, input),
  'devices.machineUpdate': (ctx, input) => updateDevice(ctx, input),
  'devices.machineDelete': (ctx, input) => removeDevice(ctx, input.id),
  'devices.printerDelete': (ctx, input) => removePrinter(ctx, input.id),
  'devices.machineResetSecret': (ctx, input) => resetSecret(ctx, input.deviceId),
  'devices.machineState': (ctx, input) => machineState(ctx, input.canteenId),
  'devices.loginTypesSave': (ctx, input) => saveLoginTypes(ctx, input.deviceId, input.loginTypes),
  'devices.deskControlGet': (ctx, input) => getSetting(ctx, input.deviceId, 'desk_control'),
  'devices.deskControlSave': (ctx, { deviceId, ...value }) => saveSetting(ctx, deviceId, 'desk_control', value),
  'devices.sourceControlGet': (ctx, input) => getSetting(ctx, input.deviceId, 'source_control'),
  'devices.sourceControlSave': (ctx, { deviceId, ...value }) => saveSetting(ctx, deviceId, 'source_control', value),
  'devices.faceInit': (ctx, input) => queueFaceCommand(ctx, input.deviceId, 'faceInit'),
  'devices.faceCreatePerson': (ctx, { deviceId, ...person }) => queueFaceCommand(ctx, deviceId, 'faceCreatePerson', person),
  'devices.faceResetPerson': (ctx, input) => queueFaceCommand(ctx, input.deviceId, 'faceResetPerson'),
  'devices.faceSetTime': (ctx, input) => queueFaceCommand(ctx, input.deviceId, 'faceSetTime', { time: ctx.now().toISOString() }),
  'devices.commandPage': (ctx, input) => pageCommands(ctx, input),
  'devices.serviceCounterDetail': (ctx, input) => serviceCounterDetail(ctx, input.id),
  'devices.deviceLogin': (ctx, input) => deviceLogin(ctx, input),
  'devices.deviceHeartbeat': (ctx, input) => heartbeat(ctx, input),
  'devices.deviceCommandAck': (ctx, input) => ackCommand(ctx, input),
};
