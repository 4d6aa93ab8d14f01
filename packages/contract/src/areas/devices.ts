import { z } from 'zod';
import { endpoint, PREFIX, type AnyEndpoint } from '../endpoint';
import { MENU_BY_PATH } from '../menus';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, dateTime, day } from '../scalars';
import { priceCents } from '../money';
import { secretField } from '../secrets';

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
/** `dictionary`: the merchant's dictionaries (reloaded on demand); `notices`: the information notices published to devices. */
export const VERSION_KINDS = ['menu', 'people', 'blacklist', 'limits', 'dictionary', 'notices'] as const;
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

/** /basesetting/machinemanage/tablewaremanage */
const TABLEWARE_MENU = 202240;
/** /basesetting/machinemanage/releaseInformation */
const RELEASE_INFORMATION_MENU = 202170;
/** /basesetting/machinemanage/dishidentification/uploadplate */
const UPLOAD_PLATE_MENU = 202084;

/** A tableware shape or colour code: 1–2 letters or digits, kept upper case. */
const tablewareCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,2}$/, '1–2 letters or digits')
  .transform((s) => s.toUpperCase());
export const tablewareShape = z.object({ shapeId: z.int(), shapeName: z.string(), shapeCode: z.string(), createdAt: z.string() });
export const tablewareColour = z.object({ colourId: z.int(), colourName: z.string(), colourCode: z.string(), hex: z.string(), createdAt: z.string() });
export const tablewareInfo = z.object({
  infoId: z.int(),
  shapeId: z.int(),
  shapeName: z.string(),
  shapeCode: z.string(),
  colourId: z.int(),
  colourName: z.string(),
  colourCode: z.string(),
  hex: z.string(),
  price: z.int(),
  /** null: every canteen of the merchant. */
  canteenId: z.int().nullable(),
  remark: z.string(),
  createdAt: z.string(),
});
export type TablewareShape = z.infer<typeof tablewareShape>;
export type TablewareColour = z.infer<typeof tablewareColour>;
export type TablewareInfo = z.infer<typeof tablewareInfo>;
const shapeFields = { shapeName: z.string().trim().min(1).max(30), shapeCode: tablewareCode };
const colourFields = {
  colourName: z.string().trim().min(1).max(30),
  colourCode: tablewareCode,
  hex: z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'colour as #RRGGBB').transform((s) => s.toUpperCase()),
};
const infoFields = { shapeId: id, colourId: id, price: priceCents, canteenId: id.nullable().default(null), remark: z.string().trim().max(200).default('') };
/**
 * The code a tray or plate chip reports: the shape code followed by the colour code, e.g. 'R' + 'B2' = 'RB2',
 * optionally separated by '-' ('R-B2'); letters in any case. Without '-' every split into two codes of 1–2
 * characters is tried; a code that fits two defined combinations is refused as ambiguous (send it with '-').
 */
export const tablewareCodeString = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,2}-?[A-Za-z0-9]{1,2}$/, 'shape code + colour code, e.g. RB2 or R-B2')
  .describe(
    "The chip's code: shape code (1–2 letters or digits) followed by colour code (1–2), optionally separated by '-', e.g. 'RB2' or 'R-B2'; case-insensitive. " +
      'Without "-" every split is tried; a code matching two defined combinations is refused (42200) and must be sent with "-".',
  );

/** A notice shown on information-release devices: draft → published → withdrawn (and published again). */
export const NOTICE_STATES = ['draft', 'published', 'withdrawn'] as const;
export const noticeState = z.enum(NOTICE_STATES);
/** An image uploaded through files.upload (a '/files/…' URL), or none. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^\/files\/[A-Za-z0-9/_.-]+$/, 'an uploaded image URL')
  .default('');
export const deviceNotice = z.object({
  noticeId: z.int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  /** Empty: every canteen of the merchant. */
  canteenIds: z.array(z.int()),
  startAt: z.string(),
  endAt: z.string(),
  state: noticeState,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeviceNotice = z.infer<typeof deviceNotice>;
const noticeFields = z
  .object({
    title: z.string().trim().min(1).max(100),
    content: z.string().trim().min(1).max(5000),
    imageUrl,
    canteenIds: z.array(id).max(500).default([]),
    startAt: dateTime,
    endAt: dateTime,
  })
  .refine((n) => Date.parse(n.endAt) > Date.parse(n.startAt), { path: ['endAt'], message: 'the end must be after the start' });

/** Device types that photograph empty trays to calibrate dish recognition. */
/** Device types that take payments: tills, face and card readers, self-service, weighing and recognition terminals. */
export const PAY_DEVICE_TYPES = [
  'lishixiaofeiji',
  'shuangpingxiaofeiji',
  'ufaceshibieji',
  'androidguashiji',
  'zhifupos',
  'saomashoufeiji',
  'shouchiji',
  'AIcheng',
  'selfweighingchupinji',
  'dishidentification',
  'AIcaipinshibie',
  'AIcaipincaijizhongduan',
  'shuikongji',
].filter((t) => DEVICE_TYPES.includes(t));

export const EMPTY_TRAY_DEVICE_TYPES = ['dishidentification', 'AIcaipinshibie', 'AIcaipincaijizhongduan'];
export const emptyTray = z.object({
  trayId: z.int(),
  deviceId: z.int(),
  deviceName: z.string(),
  canteenId: z.int(),
  imageUrl: z.string(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  createdAt: z.string(),
});
export type EmptyTray = z.infer<typeof emptyTray>;

export const devicesEndpoints = [
  endpoint({
    id: 'devices.payMachineList',
    method: 'POST',
    path: `${M}/machine/getPayMachineList`,
    access: 'session',
    write: false,
    input: z.object({ canteenId: id.optional() }),
    output: z.array(z.object({ deviceId: z.int(), name: z.string(), serialNumber: z.string(), type: z.string(), canteenId: z.int().nullable() })),
    summary: 'Enabled devices that take payments (the device filter of money reports), within the caller’s canteens',
  }),
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
    input: z.object({ serialNumber, secret: secretField(z.string().min(1).max(200)) }),
    output: z.object({ token: z.string(), signKey: z.string(), expiresIn: z.int(), deviceId: z.int(), canteenId: z.int(), heartbeatSeconds: z.int() }),
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
      versions: z.object({ menu: z.int(), people: z.int(), blacklist: z.int(), limits: z.int(), dictionary: z.int(), notices: z.int() }),
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
  endpoint({
    id: 'devices.tablewareShapePage',
    method: 'POST',
    path: `${M}/tableware/shape/page`,
    access: TABLEWARE_MENU,
    write: false,
    input: pageQuery.extend({ shapeName: textFilter, shapeCode: textFilter }),
    output: pageOf(tablewareShape),
    summary: 'Tableware shapes, paged',
  }),
  endpoint({
    id: 'devices.tablewareShapeList',
    method: 'GET',
    path: `${M}/tableware/shape/list`,
    access: TABLEWARE_MENU,
    input: z.object({}),
    output: z.array(tablewareShape),
    summary: 'All tableware shapes (for choosing one)',
  }),
  endpoint({
    id: 'devices.tablewareShapeAdd',
    method: 'POST',
    path: `${M}/tableware/shape/add`,
    access: TABLEWARE_MENU,
    input: z.object(shapeFields),
    output: z.object({ shapeId: z.int() }),
    summary: 'Add a tableware shape (its code is unique in the merchant)',
  }),
  endpoint({
    id: 'devices.tablewareShapeUpdate',
    method: 'PUT',
    path: `${M}/tableware/shape/update`,
    access: TABLEWARE_MENU,
    input: z.object({ shapeId: id, ...shapeFields }),
    output: z.null(),
    summary: 'Edit a tableware shape',
  }),
  endpoint({
    id: 'devices.tablewareShapeDelete',
    method: 'DELETE',
    path: `${M}/tableware/shape/delete/{id}`,
    access: TABLEWARE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a tableware shape no tableware info uses',
  }),
  endpoint({
    id: 'devices.tablewareColourPage',
    method: 'POST',
    path: `${M}/tableware/colour/page`,
    access: TABLEWARE_MENU,
    write: false,
    input: pageQuery.extend({ colourName: textFilter, colourCode: textFilter }),
    output: pageOf(tablewareColour),
    summary: 'Tableware colours, paged',
  }),
  endpoint({
    id: 'devices.tablewareColourList',
    method: 'GET',
    path: `${M}/tableware/colour/list`,
    access: TABLEWARE_MENU,
    input: z.object({}),
    output: z.array(tablewareColour),
    summary: 'All tableware colours (for choosing one)',
  }),
  endpoint({
    id: 'devices.tablewareColourAdd',
    method: 'POST',
    path: `${M}/tableware/colour/add`,
    access: TABLEWARE_MENU,
    input: z.object(colourFields),
    output: z.object({ colourId: z.int() }),
    summary: 'Add a tableware colour (its code is unique in the merchant)',
  }),
  endpoint({
    id: 'devices.tablewareColourUpdate',
    method: 'PUT',
    path: `${M}/tableware/colour/update`,
    access: TABLEWARE_MENU,
    input: z.object({ colourId: id, ...colourFields }),
    output: z.null(),
    summary: 'Edit a tableware colour',
  }),
  endpoint({
    id: 'devices.tablewareColourDelete',
    method: 'DELETE',
    path: `${M}/tableware/colour/delete/{id}`,
    access: TABLEWARE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a tableware colour no tableware info uses',
  }),
  endpoint({
    id: 'devices.tablewareInfoPage',
    method: 'POST',
    path: `${M}/tableware/info/page`,
    access: TABLEWARE_MENU,
    write: false,
    input: pageQuery.extend({ shapeId: id.optional(), colourId: id.optional(), canteenId: id.optional() }),
    output: pageOf(tablewareInfo),
    summary: 'Tableware info (shape + colour → price), paged',
  }),
  endpoint({
    id: 'devices.tablewareInfoAdd',
    method: 'POST',
    path: `${M}/tableware/info/add`,
    access: TABLEWARE_MENU,
    input: z.object(infoFields),
    output: z.object({ infoId: z.int() }),
    summary: 'Price a shape + colour combination, for one canteen or all (unique per shape, colour and canteen)',
  }),
  endpoint({
    id: 'devices.tablewareInfoUpdate',
    method: 'PUT',
    path: `${M}/tableware/info/update`,
    access: TABLEWARE_MENU,
    input: z.object({ infoId: id, ...infoFields }),
    output: z.null(),
    summary: 'Edit tableware info',
  }),
  endpoint({
    id: 'devices.tablewareInfoDelete',
    method: 'DELETE',
    path: `${M}/tableware/info/delete/{id}`,
    access: TABLEWARE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove tableware info',
  }),
  endpoint({
    id: 'devices.tablewareCodeParse',
    method: 'POST',
    path: `${M}/tableware/code/parse`,
    access: TABLEWARE_MENU,
    write: false,
    input: z.object({ code: tablewareCodeString, canteenId: id.optional() }),
    output: z.object({ shape: tablewareShape, colour: tablewareColour, price: z.int(), infoId: z.int(), canteenId: z.int().nullable() }),
    summary: "A chip's tableware code → its shape, colour and price (the canteen's own price before the merchant-wide one); 40400 when none is defined",
  }),
  endpoint({
    id: 'devices.noticePage',
    method: 'POST',
    path: `${M}/releaseinformation/page`,
    access: RELEASE_INFORMATION_MENU,
    write: false,
    input: pageQuery.extend({ title: textFilter, state: noticeState.optional(), canteenId: id.optional() }),
    output: pageOf(deviceNotice),
    summary: 'Information notices for devices, paged',
  }),
  endpoint({
    id: 'devices.noticeAdd',
    method: 'POST',
    path: `${M}/releaseinformation/add`,
    access: RELEASE_INFORMATION_MENU,
    input: noticeFields,
    output: z.object({ noticeId: z.int() }),
    summary: 'Write a notice (a draft until published)',
  }),
  endpoint({
    id: 'devices.noticeUpdate',
    method: 'PUT',
    path: `${M}/releaseinformation/update`,
    access: RELEASE_INFORMATION_MENU,
    input: noticeFields.and(z.object({ noticeId: id })),
    output: z.null(),
    summary: 'Edit a notice that is not published (withdraw it first)',
  }),
  endpoint({
    id: 'devices.noticeDelete',
    method: 'DELETE',
    path: `${M}/releaseinformation/delete/{id}`,
    access: RELEASE_INFORMATION_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a notice that is not published',
  }),
  endpoint({
    id: 'devices.noticePublish',
    method: 'POST',
    path: `${M}/releaseinformation/publish`,
    access: RELEASE_INFORMATION_MENU,
    input: z.object({ noticeId: id }),
    output: z.null(),
    summary: 'Publish a notice: its canteens’ devices fetch notices again on their next heartbeat',
  }),
  endpoint({
    id: 'devices.noticeWithdraw',
    method: 'POST',
    path: `${M}/releaseinformation/withdraw`,
    access: RELEASE_INFORMATION_MENU,
    input: z.object({ noticeId: id }),
    output: z.null(),
    summary: 'Withdraw a published notice from the devices',
  }),
  endpoint({
    id: 'devices.deviceNotices',
    method: 'GET',
    path: `${M}/device/notices`,
    access: 'device',
    input: z.object({}),
    output: z.array(deviceNotice.pick({ noticeId: true, title: true, content: true, imageUrl: true, startAt: true, endAt: true, publishedAt: true })),
    summary: 'The notices published to the calling device’s canteen that are showing now',
  }),
  endpoint({
    id: 'devices.emptyTrayUpload',
    method: 'POST',
    path: `${M}/emptytray/upload`,
    access: UPLOAD_PLATE_MENU,
    kind: 'multipart',
    input: z.object({ deviceId: pathId }),
    output: z.object({ trayId: z.int(), imageUrl: z.string() }),
    summary: 'Upload an empty tray photo (JPG, GIF, BMP or PNG under 500 KB) for a dish recognition device',
  }),
  endpoint({
    id: 'devices.emptyTrayPage',
    method: 'POST',
    path: `${M}/emptytray/page`,
    access: UPLOAD_PLATE_MENU,
    write: false,
    input: pageQuery.extend({ deviceId: id.optional(), canteenId: id.optional(), dayFrom: day.optional(), dayTo: day.optional() }),
    output: pageOf(emptyTray),
    summary: 'Empty tray photos, paged; days in the merchant’s time zone',
  }),
  endpoint({
    id: 'devices.emptyTrayDelete',
    method: 'DELETE',
    path: `${M}/emptytray/delete/{id}`,
    access: UPLOAD_PLATE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove an empty tray photo and its file',
  }),
  endpoint({
    id: 'devices.dictionaryReload',
    method: 'POST',
    path: `${M}/dict/reload`,
    access: MACHINE_MENU,
    input: z.object({ canteenId: id.optional() }),
    output: z.object({ canteenIds: z.array(z.int()).nullable() }),
    summary: 'Make devices (of one canteen, or all the caller may manage) fetch their dictionaries again on the next heartbeat',
  }),
] as const satisfies readonly AnyEndpoint[];
