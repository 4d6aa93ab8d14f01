import type { Device, Page } from '@canteen/contract';
import { ApiClient, ApiError } from './client';

export interface DeviceCredentials {
  serialNumber: string;
  secret: string;
}

export interface SimulatorOptions {
  url: string;
  /** A manager who may add devices (menu 202000); not needed when every device's credentials are given. */
  user?: string;
  password?: string;
  /** How many devices to register (SIM-0001 …) when no credentials are given. */
  devices?: number;
  /** Credentials of devices registered before; used as they are. */
  credentials?: DeviceCredentials[];
  /** Seconds between heartbeats. */
  heartbeatSeconds?: number;
  type?: string;
  canteenId?: number;
  serialPrefix?: string;
  log?: (line: string) => void;
}

export interface SimulatedDevice extends DeviceCredentials {
  deviceId: number;
  /** The canteen the device is bound to: its meal periods decide when a rush charges there. */
  canteenId: number;
  token: string;
  beats: number;
  commands: number;
  /** The menu version last pulled (-1: none yet) and how many dishes today's menu held then. */
  menuVersion: number;
  menuDishes: number;
}

export interface Simulator {
  devices: SimulatedDevice[];
  /** Stops the heartbeats; resolves when none is in flight. */
  stop(): Promise<void>;
}

const pad = (n: number) => String(n).padStart(4, '0');

/**
 * Registers devices through the manager API when they do not exist yet (an existing one gets a new secret, since
 * secrets are shown only once), so that a fleet can be started again and again with the same serial numbers.
 */
export async function registerDevices(api: ApiClient, token: string, o: Required<Pick<SimulatorOptions, 'devices' | 'type' | 'canteenId' | 'serialPrefix'>>) {
  const out: DeviceCredentials[] = [];
  for (let i = 1; i <= o.devices; i++) {
    const serialNumber = `${o.serialPrefix}-${pad(i)}`;
    const found = await api.call<Page<Device>>('devices.machinePage', { serialNumber, page: 1, limit: 10 }, token);
    const existing = found.records.find((d) => d.serialNumber === serialNumber);
    if (existing) {
      if (existing.state === 'disabled') throw new Error(`${serialNumber} is disabled; enable it in the console or choose another prefix`);
      const { secret } = await api.call<{ secret: string }>('devices.machineResetSecret', { deviceId: existing.deviceId }, token);
      out.push({ serialNumber, secret });
    } else {
      const added = await api.call<{ secret: string }>(
        'devices.machineAdd',
        { name: `Simulator ${pad(i)}`, type: o.type, serialNumber, canteenId: o.canteenId, ip: '127.0.0.1' },
        token,
      );
      out.push({ serialNumber, secret: added.secret });
    }
  }
  return out;
}

/** Logs every device in and sends heartbeats, printing the commands each one receives and acknowledging them. */
export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const log = options.log ?? ((line: string) => console.log(line));
  const api = new ApiClient(options.url);
  let credentials = options.credentials ?? [];
  if (!credentials.length) {
    if (!options.user || !options.password) throw new Error('give --user and --password to register devices, or --device SERIAL:SECRET');
    const manager = await api.managerLogin(options.user, options.password);
    credentials = await registerDevices(api, manager, {
      devices: options.devices ?? 5,
      type: options.type ?? 'ufaceshibieji',
      canteenId: options.canteenId ?? 1,
      serialPrefix: options.serialPrefix ?? 'SIM',
    });
  }
  const devices: SimulatedDevice[] = [];
  for (const c of credentials) {
    const login = await api.call<{ token: string; deviceId: number; canteenId: number }>('devices.deviceLogin', { ...c });
    devices.push({ ...c, deviceId: login.deviceId, canteenId: login.canteenId, token: login.token, beats: 0, commands: 0, menuVersion: -1, menuDishes: 0 });
    log(`${c.serialNumber}: logged in as device ${login.deviceId} of canteen ${login.canteenId}`);
  }

  const intervalMs = (options.heartbeatSeconds ?? 5) * 1000;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  async function beat(d: SimulatedDevice) {
    try {
      const hb = await api.call<{ commands: { commandId: number; kind: string; payload: unknown }[]; versions: Record<string, number> }>(
        'devices.deviceHeartbeat',
        { appVersion: 'simulator-1.0', status: 'ok' },
        d.token,
      );
      d.beats++;
      for (const c of hb.commands) {
        d.commands++;
        log(`${d.serialNumber}: command ${c.commandId} ${c.kind} ${JSON.stringify(c.payload)}`);
        await api.call('devices.deviceCommandAck', { commandId: c.commandId, ok: true, message: 'done by simulator' }, d.token);
      }
      // A new menu version (recipes issued, enabled or removed): pull today's menu again, as a menu board does.
      if (hb.versions.menu !== d.menuVersion) {
        const menu = await api.call<{ meals: { dishes: unknown[] }[] }>('menuRecipes.machineMealList', {}, d.token);
        d.menuVersion = hb.versions.menu;
        d.menuDishes = menu.meals.reduce((n, m) => n + m.dishes.length, 0);
        log(`${d.serialNumber}: menu version ${d.menuVersion}: ${menu.meals.length} meals, ${d.menuDishes} dishes today`);
      }
    } catch (e) {
      // A revoked token (device disabled, secret reissued) is reported and the device keeps trying to log in.
      if (e instanceof ApiError && e.code === 20001) {
        log(`${d.serialNumber}: token refused, logging in again`);
        d.token = (await api.call<{ token: string }>('devices.deviceLogin', { serialNumber: d.serialNumber, secret: d.secret }).catch(() => ({ token: d.token }))).token;
      } else {
        log(`${d.serialNumber}: heartbeat failed: ${(e as Error).message}`);
      }
    }
  }

  const tick = () => {
    if (stopped) return;
    for (const d of devices) {
      const p = beat(d).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);

  return {
    devices,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
