import { devicesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import {
  addDevice,
  getSetting,
  machineState,
  pageDevices, payDevices,
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
import { addInfo, parseTablewareCode, tablewareColours, tablewareInfos, tablewareShapes, updateInfo } from './tableware';
import { addNotice, noticesForDevice, pageNotices, publishNotice, removeNotice, updateNotice, withdrawNotice } from './notices';
import { pageEmptyTrays, removeEmptyTray, uploadEmptyTray } from './emptyTrays';
import { reloadDictionaries } from './dictionary';

export const devicesHandlers: Handlers<typeof devicesEndpoints> = {
  'devices.machinePage': (ctx, input) => pageDevices(ctx, input),
  'devices.payMachineList': (ctx, input) => payDevices(ctx, input),
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
  'devices.tablewareShapePage': (ctx, input) => tablewareShapes.page(ctx, input),
  'devices.tablewareShapeList': (ctx) => tablewareShapes.list(ctx),
  'devices.tablewareShapeAdd': async (ctx, input) => ({ shapeId: await tablewareShapes.create(ctx, input) }),
  'devices.tablewareShapeUpdate': async (ctx, { shapeId, ...input }) => (await tablewareShapes.update(ctx, shapeId, input), null),
  'devices.tablewareShapeDelete': async (ctx, input) => (await tablewareShapes.remove(ctx, input.id), null),
  'devices.tablewareColourPage': (ctx, input) => tablewareColours.page(ctx, input),
  'devices.tablewareColourList': (ctx) => tablewareColours.list(ctx),
  'devices.tablewareColourAdd': async (ctx, input) => ({ colourId: await tablewareColours.create(ctx, input) }),
  'devices.tablewareColourUpdate': async (ctx, { colourId, ...input }) => (await tablewareColours.update(ctx, colourId, input), null),
  'devices.tablewareColourDelete': async (ctx, input) => (await tablewareColours.remove(ctx, input.id), null),
  'devices.tablewareInfoPage': (ctx, input) => tablewareInfos.page(ctx, input),
  'devices.tablewareInfoAdd': (ctx, input) => addInfo(ctx, input),
  'devices.tablewareInfoUpdate': (ctx, input) => updateInfo(ctx, input),
  'devices.tablewareInfoDelete': async (ctx, input) => (await tablewareInfos.remove(ctx, input.id), null),
  'devices.tablewareCodeParse': (ctx, input) => parseTablewareCode(ctx, input),
  'devices.noticePage': (ctx, input) => pageNotices(ctx, input),
  'devices.noticeAdd': (ctx, input) => addNotice(ctx, input),
  'devices.noticeUpdate': (ctx, input) => updateNotice(ctx, input),
  'devices.noticeDelete': (ctx, input) => removeNotice(ctx, input.id),
  'devices.noticePublish': (ctx, input) => publishNotice(ctx, input.noticeId),
  'devices.noticeWithdraw': (ctx, input) => withdrawNotice(ctx, input.noticeId),
  'devices.deviceNotices': (ctx) => noticesForDevice(ctx),
  'devices.emptyTrayUpload': (ctx, input) => uploadEmptyTray(ctx, input.deviceId),
  'devices.emptyTrayPage': (ctx, input) => pageEmptyTrays(ctx, input),
  'devices.emptyTrayDelete': (ctx, input) => removeEmptyTray(ctx, input.id),
  'devices.dictionaryReload': (ctx, input) => reloadDictionaries(ctx, input.canteenId),
};
