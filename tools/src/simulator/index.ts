import { parseArgs } from 'node:util';
import { startSimulator, type DeviceCredentials, type SimulatedDevice } from './fleet';
import { ApiClient } from './client';
import { MEAL_NAMES, lunchRush, payersOf, periodsFromServer, refusalTable, type RushReport } from './lunchRush';
import type { MealPeriod } from '@canteen/contract';

export * from './client';
export * from './fleet';
export * from './lunchRush';

const USAGE = `Device simulator: registers a fleet of canteen devices and sends heartbeats.

  npx tsx tools/src/simulator/index.ts --url http://127.0.0.1:8080 --user admin --password Admin@123 --devices 5 --heartbeat 5

  --url         server address (default http://127.0.0.1:8080)
  --user        manager who registers the devices (needs device management)
  --password    that manager's password
  --devices     how many devices to register as <prefix>-0001… (default 5)
  --prefix      serial number prefix (default SIM)
  --type        device type, a child of machinemanage (default ufaceshibieji)
  --canteen     canteen id the devices are bound to (default 1)
  --heartbeat   seconds between heartbeats (default 5)
  --device      SERIAL:SECRET of a device registered before (repeatable; no manager login then)
  --rush        seconds of a lunch rush: the devices charge the merchant's people (cards, else a fresh QR payment
                code per payment, fetched with the manager's token) at a rate rising to --peak per second and
                falling off again, only while their canteen is in a meal period; then the fleet stops and the
                program exits; needs --user/--password (default 0: none, heartbeats until Ctrl+C)
  --peak        consumptions per second at the peak of the rush (default 20)
  --any-time    charge outside the canteens' meal periods too (the server files such orders under no meal period)
  --lang        language of the server's messages in the summary: zh, en, es, ja (default en)
`;

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8080' },
      user: { type: 'string' },
      password: { type: 'string' },
      devices: { type: 'string', default: '5' },
      prefix: { type: 'string', default: 'SIM' },
      type: { type: 'string', default: 'ufaceshibieji' },
      canteen: { type: 'string', default: '1' },
      heartbeat: { type: 'string', default: '5' },
      device: { type: 'string', multiple: true },
      rush: { type: 'string', default: '0' },
      peak: { type: 'string', default: '20' },
      'any-time': { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const credentials: DeviceCredentials[] = (values.device ?? []).map((pair) => {
    const at = pair.indexOf(':');
    if (at < 1) throw new Error(`--device wants SERIAL:SECRET, got ${pair}`);
    return { serialNumber: pair.slice(0, at), secret: pair.slice(at + 1) };
  });
  const sim = await startSimulator({
    url: values.url,
    user: values.user,
    password: values.password,
    devices: Number(values.devices),
    serialPrefix: values.prefix,
    type: values.type,
    canteenId: Number(values.canteen),
    heartbeatSeconds: Number(values.heartbeat),
    credentials,
  });
  if (!(Number(values.rush) > 0)) {
    console.log(`${sim.devices.length} devices sending heartbeats every ${values.heartbeat} s; Ctrl+C stops.`);
    process.once('SIGINT', () => void sim.stop().then(() => printDevices(sim.devices)));
    return;
  }
  // A rush ends on its own: the fleet stops and nothing is left to keep the program running.
  try {
    if (!values.user || !values.password) throw new Error('--rush needs --user and --password to find the people who pay');
    const api = new ApiClient(values.url, values.lang);
    const manager = await api.managerLogin(values.user, values.password);
    const periodOf = periodsFromServer(api, manager);
    const canteens = [...new Set(sim.devices.map((d) => d.canteenId))];
    const now = await Promise.all(canteens.map(periodOf));
    if (!values['any-time'] && now.every((p) => p === null)) {
      for (const canteenId of canteens) console.log(`Canteen ${canteenId}: ${periodsText(await api.call<MealPeriod[]>('canteens.periodList', { canteenId }, manager))}`);
      console.log('No meal period is in force at these canteens now, so the rush charges nobody; --any-time charges outside the meal periods.');
      process.exitCode = 1;
      return;
    }
    const payers = await payersOf(api, manager);
    const when = values['any-time'] ? 'at any time (--any-time)' : 'only while a meal period is in force';
    console.log(`Lunch rush for ${values.rush} s over ${payers.length} payers, peak ${values.peak}/s, charging ${when}; Ctrl+C ends it early…`);
    const stop = new AbortController();
    const onInterrupt = () => stop.abort();
    process.once('SIGINT', onInterrupt);
    const report = await lunchRush(api, sim.devices, payers, {
      seconds: Number(values.rush),
      peakPerSecond: Number(values.peak),
      periodOf,
      anyTime: values['any-time'],
      signal: stop.signal,
      log: console.log,
    });
    process.off('SIGINT', onInterrupt);
    console.log(rushSummary(report, values['any-time']));
  } finally {
    await sim.stop();
    printDevices(sim.devices);
  }
}

function printDevices(devices: SimulatedDevice[]) {
  for (const d of devices) console.log(`${d.serialNumber}: ${d.beats} heartbeats, ${d.commands} commands`);
}

const periodsText = (periods: MealPeriod[]) => {
  const on = periods.filter((p) => p.enabled);
  return on.length ? `meal periods ${on.map((p) => `${MEAL_NAMES[p.mealType] ?? p.mealType} ${p.startTime}–${p.endTime}`).join(', ')}` : 'no meal period set';
};

/** What the rush did: paid and refused (as a table), by meal period, and what was not sent outside the meal periods. */
function rushSummary(r: RushReport, anyTime: boolean): string {
  const byPeriod = Object.entries(r.paidByPeriod).map(([name, n]) => `${name} ${n}`);
  const lines = [`Rush over: ${r.paid} of ${r.sent} paid, ￥${(r.amount / 100).toFixed(2)}${byPeriod.length ? ` (${byPeriod.join(', ')})` : ''}.`];
  lines.push(
    anyTime
      ? 'Charged at any time (--any-time): a payment outside every meal period is filed under no meal period.'
      : `Charged only inside the canteens' meal periods: ${r.outsidePeriods} not sent outside them (--any-time sends them).`,
  );
  lines.push(refusalTable(r.refused));
  return lines.join('\n');
}

// Run only as a program; a browser test imports the functions and starts the fleet in-process.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
