import { z } from 'zod';
import { endpoint, PREFIX, type AnyEndpoint } from '../endpoint';
import { MENU_BY_PATH } from '../menus';
import { id, pageOf, pageQuery, pathId, textFilter } from '../paging';

const M = PREFIX.main;
/** /basesetting/machinemanage: the device registry and everything done to devices from the console. */
const MACHINE_MENU = 202000;
/** /basesetting/machinemanage/servicecounter/detail */
const SERVICE_COUNTER_DETAIL_MENU = 202191;

/** The spec's device types: the visible children of machinemanage; each key is its path (and its page). */
export const DEVICE_TYPES = (MENU_BY_PATH.get('/basesetting/machinemanage')?.node.children ?? []).filter((n) => !n.hidden).map((n) => n.path);
export const deviceType = z.enum(DEVICE_TYPES as [string, ...string[]]);

/** Types that recognise faces: they take the face commands (init, create person, reset person, set time). */
export const FACE_DEVICE_TYPES = ['ufaceshibieji', 'androidguashiji', 'lishixiaofeiji', 'shuangpingxiaofeiji'];

/** What a device is bound to besides its canteen; every type has a canteen, a serial number, a name and a state. */
export type DeviceBinding = 'stallId' | 'mealLineId' | 'printerId' | 'ip';
const TILL: DeviceBinding[] = ['stallId', 'ip'];
const SERVING: DeviceBinding[] = ['stallId', 'mealLineId', 'printerId', 'ip'];
/** The bindings each type needs (the console shows these fields; the server stores only these). */
export const DEVICE_TYPE_BINDINGS: Record<string, DeviceBinding[]> = {
  AIcheng: TILL,
  androidbind: ['ip'],
  androidchongzhi: ['ip'],
  androidguashiji: TILL,
  cantaimachine: ['stallId', 'printerId', 'ip'],
  chupinji: SERVING,
  diancanji: ['stallId', 'printerId', 'ip'],
  dianzicaipai: ['stallId', 'ip'],
  dishidentification: TILL,
  hexiaoji: ['stallId', 'mealLineId', 'ip'],
  jiaohaoji: ['stallId', 'mealLineId', 'ip'],
  lishixiaofeiji: TILL,
  liuyangji: ['ip'],
  paicaipingban: ['stallId', 'mealLineId', 'ip'],
  plchupinji: SERVING,
  printmachine: ['stallId', 'ip'],
  releaseInformation: ['ip'],
  saomashoufeiji: TILL,
  selfweighingchupinji: SERVING,
  servicecounter: ['printerId', 'ip'],
  shouchiji: ['stallId'],
  shuangpingxiaofeiji: TILL,
  shuikongji: ['ip'],
  tablewaremanage: ['stallId', 'ip'],
  ufaceshibieji: TILL,
  zhifupos: TILL,
  AIcaipinshibie: TILL,
  AIcaipincaijizhongduan: ['stallId', 'ip'],
};
export const bindingsOf = (type: string): DeviceBinding[] => DEVICE_TYPE_BINDINGS[type] ?? ['ip'];

/** Seconds between heartbeats a device is told to keep; two missed and it shows offline. */
export const HEARTBEAT_SECONDS = 60;
export const OFFLINE_AFTER_SECONDS = HEARTBEAT_SECONDS * 2;

/** How a device may identify a diner. */
export const LOGIN_TYPES = ['card', 'face', 'qr', 'personId'] as const;
export const loginType = z.enum(LOGIN_TYPES);
/** Where orders taken on a device may come from (source control). */
export const ORDER_SOURCES = ['onSite', 'booking', 'scan', 'takeout'] as const;
/** Version flags a device compares on each heartbeat to know what to pull again (DESIGN §6). */
export const VERSION_KINDS = ['menu', 'people', 'blacklist', 'limits'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];
export const COMMAND_KINDS = ['faceInit', 'faceCreatePerson', 'faceResetPerson', 'faceSetTime'] as const;

export const deviceState = z.enum(['enabled', 'disabled']);
const ipAddress = z
  .string()
  .trim()
  .max(45)
  .regex(/^$|^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+$/, 'IPv4 or IPv6 address')
  .default('');
const serialNumber = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : -');

export const device = z.object({
  deviceId: z.int(),
  name: z.string(),
  type: z.string(),
  serialNumber: z.string(),
  canteenId: z.int(),
  stallId: z.int().nullable(),
  mealLineId: z.int().nullable(),
  printerId: z.int().nullable(),
  printerName: z.string().nullable(),
  ip: z.string(),
  state: deviceState,
  loginTypes: z.array(loginType),
  appVersion: z.string(),
  lastHeartbeatAt: z.string().nullable(),
  online: z.boolean(),
  createdAt: z.string(),
});
export type Device = z.infer<typeof device>;

const deviceFields = {
  name: z.string().trim().min(1).max(50),
  type: deviceType,
  canteenId: id,
  stallId: id.nullable().optional(),
  mealLineId: id.nullable().optional(),
  printerId: id.nullable().optional(),
  ip: ipAddress,
  loginTypes: z.array(loginType).max(LOGIN_TYPES.length).optional(),
};

export const deskControl = z.object({
  /** Diners pick a table on the device. */
  enabled: z.boolean(),
  tableRequired: z.boolean(),
  maxDiners: z.int().min(1).max(100),
});
export const sourceControl = z.object({ sources: z.array(z.enum(ORDER_SOURCES)).max(ORDER_SOURCES.length) });

export const deviceCommand = z.object({
  commandId: z.int(),
  kind: z.enum(COMMAND_KINDS),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  ackedAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  message: z.string(),
});
const queued = z.object({ commandId: z.int() });
const faceTarget = z.object({ deviceId: id });

const typeCount = z.object({ type: z.string(), total: z.int(), online: z.int(), offline: z.int() });

export const devicesEndpoints = [
  endpoint({
    id: 'devices.machinePage',
    method: 'POST',
    path: `${M}/machine/page`,
    access: MACHINE_MENU,
    write: false,
    input: pageQuery.extend({
      name: textFilter,
      serialNumber: textFilter,
      type: deviceType.optional(),
      canteenId: id.optional(),
      state: deviceState.optional(),
    }),
    output: pageOf(device),
    summary: 'Devices, paged, of every type or of one',
  }),
  endpoint({
    id: 'devices.machineAdd',
    method: 'POST',
    path: `${M}/machine/add`,
    access: MACHINE_MENU,
    input: z.object({ ...deviceFields, serialNumber }),
    output: z.object({ deviceId: z.int(), serialNumber: z.string(), secret: z.string() }),
    summary: 'Add a device; the reply carries its secret, shown this once',
  }),
  endpoint({
    id: 'devices.machineUpdate',
    method: 'PUT',
    path: `${M}/machine/update`,
    access: MACHINE_MENU,
    input: z.object({ deviceId: id, ...deviceFields, serialNumber, state: deviceState }),
    output: z.null(),
    summary: 'Edit a device; disabling it or moving it to another canteen ends its sessions',
  }),
  endpoint({
    id: 'devices.machineDelete',
    method: 'DELETE',
    path: `${M}/machine/delete/{id}`,
    access: MACHINE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a device (a printer other devices print on is refused)',
  }),
  endpoint({
    id: 'devices.printerDelete',
    method: 'DELETE',
    path: `${M}/machine/printer/delete/{id}`,
    access: MACHINE_MENU,
    input: z.object({ id: pathId }),
    output: z.object({ unbound: z.int() }),
    summary: 'Remove a printer and unbind it from the devices that print on it',
  }),
  endpoint({
    id: 'devices.machineResetSecret',
    method: 'POST',
    path: `${M}/machine/secret/reset`,
    access: MACHINE_MENU,
    input: z.object({ deviceId: id }),
    output: z.object({ serialNumber: z.string(), secret: z.string() }),
    summary: 'Issue a new secret (shown once) and end the device’s sessions',
  }),
  endpoint({
    id: 'devices.machineState',
    method: 'POST',
    path: `${M}/machine/state`,
    access: MACHINE_MENU,
    write: false,
    input: z.object({ canteenId: id.optional() }),
    output: z.array(typeCount),
    summary: 'Online and offline devices per type',
  }),
  endpoint({
    id: 'devices.loginTypesSave',
    method: 'PUT',
    path: `${M}/machine/logintypes`,
    access: MACHINE_MENU,
    input: z.object({ deviceId: id, loginTypes: z.array(loginType).max(LOGIN_TYPES.length) }),
    output: z.null(),
    summary: 'Which identification modes a device accepts',
  }),
  endpoint({
    id: 'devices.deskControlGet',
    method: 'GET',
    path: `${M}/machine/deskcontrol`,
    access: MACHINE_MENU,
    input: z.object({ deviceId: pathId }),
    output: deskControl,
    summary: 'Desk control of a device',
  }),
  endpoint({
    id: 'devices.deskControlSave',
    method: 'PUT',
    path: `${M}/machine/deskcontrol`,
    access: MACHINE_MENU,
    input: deskControl.extend({ deviceId: id }),
    output: z.null(),
    summary: 'Save the desk control of a device',
  }),
  endpoint({
    id: 'devices.sourceControlGet',
    method: 'GET',
    path: `${M}/machine/sourcecontrol`,
    access: MACHINE_MENU,
    input: z.object({ deviceId: pathId }),
    output: sourceControl,
    summary: 'Order sources a device accepts',
  }),
  endpoint({
    id: 'devices.sourceControlSave',
    method: 'PUT',
    path: `${M}/machine/sourcecontrol`,
    access: MACHINE_MENU,
    input: sourceControl.extend({ deviceId: id }),
    output: z.null(),
    summary: 'Save the order sources a device accepts',
  }),
  endpoint({
    id: 'devices.faceInit',
    method: 'POST',
    path: `${M}/face/init`,
    access: MACHINE_MENU,
    input: faceTarget,
    output: queued,
    summary: 'Queue “initialise” for a face device',
  }),
  endpoint({
    id: 'devices.faceCreatePerson',
    method: 'POST',
    path: `${M}/face/person/create`,
    access: MACHINE_MENU,
    input: faceTarget.extend({ personId: id, personName: z.string().trim().min(1).max(50), photoUrl: z.string().trim().max(500).default('') }),
    output: queued,
    summary: 'Queue “create person” for a face device',
  }),
  endpoint({
    id: 'devices.faceResetPerson',
    method: 'POST',
    path: `${M}/face/person/reset`,
    access: MACHINE_MENU,
    input: faceTarget,
    output: queued,
    summary: 'Queue “reset persons” (clear and reload) for a face device',
  }),
  endpoint({
    id: 'devices.faceSetTime',
    method: 'POST',
    path: `${M}/face/time`,
    access: MACHINE_MENU,
    input: faceTarget,
    output: queued,
    summary: 'Queue “set time” to the server’s clock for a face device',
  }),
  endpoint({
    id: 'devices.commandPage',
    method: 'POST',
    path: `${M}/machine/command/page`,
    access: MACHINE_MENU,
    write: false,
    input: pageQuery.extend({ deviceId: id }),
    output: pageOf(deviceCommand),
    summary: 'Commands queued for a device and what became of them',
  }),
  endpoint({
    id: 'devices.serviceCounterDetail',
    method: 'GET',
    path: `${M}/machine/servicecounter/detail/{id}`,
    access: SERVICE_COUNTER_DETAIL_MENU,
    input: z.object({ id: pathId }),
    output: z.object({ device, deskControl, sourceControl, commands: z.array(deviceCommand) }),
    summary: 'A service counter with its settings and latest commands',
  }),
  endpoint({
    id: 'devices.deviceLogin',
    method: 'POST',
    path: `${M}/device/login`,
    access: 'public',
    // Failed attempts must be counted even though the call fails, so it runs outside a transaction.
    write: false,
    input: z.object({ serialNumber, secret: z.string().min(1).max(200) }),
    output: z.object({ token: z.string(), expiresIn: z.int(), deviceId: z.int(), canteenId: z.int(), heartbeatSeconds: z.int() }),
    summary: 'A device logs in with its serial number and secret',
  }),
  endpoint({
    id: 'devices.deviceHeartbeat',
    method: 'POST',
    path: `${M}/device/heartbeat`,
    access: 'device',
    input: z.object({ appVersion: z.string().trim().max(50).optional(), status: z.string().trim().max(200).optional() }),
    output: z.object({
      serverTime: z.string(),
      commands: z.array(z.object({ commandId: z.int(), kind: z.enum(COMMAND_KINDS), payload: z.record(z.string(), z.unknown()) })),
      versions: z.object({ menu: z.int(), people: z.int(), blacklist: z.int(), limits: z.int() }),
      settings: z.object({ loginTypes: z.array(loginType), deskControl, sourceControl }),
    }),
    summary: 'A device reports it is alive and takes its pending commands',
  }),
  endpoint({
    id: 'devices.deviceCommandAck',
    method: 'POST',
    path: `${M}/device/command/ack`,
    access: 'device',
    input: z.object({ commandId: id, ok: z.boolean(), message: z.string().trim().max(500).default('') }),
    output: z.null(),
    summary: 'A device reports the result of a command',
  }),
] as const satisfies readonly AnyEndpoint[];
