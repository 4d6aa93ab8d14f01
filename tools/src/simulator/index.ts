import { parseArgs } from 'node:util';
import { startSimulator, type DeviceCredentials } from './fleet';
import { ApiClient } from './client';
import { lunchRush, payersOf } from './lunchRush';

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
                falling off again; needs --user/--password (default 0: none)
  --peak        consumptions per second at the peak of the rush (default 20)
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
  console.log(`${sim.devices.length} devices sending heartbeats every ${values.heartbeat} s; Ctrl+C stops.`);
  if (Number(values.rush) > 0) {
    if (!values.user || !values.password) throw new Error('--rush needs --user and --password to find the people who pay');
    const api = new ApiClient(values.url);
    const payers = await payersOf(api, await api.managerLogin(values.user, values.password));
    console.log(`Lunch rush for ${values.rush} s over ${payers.length} payers, peak ${values.peak}/s…`);
    const report = await lunchRush(api, sim.devices, payers, { seconds: Number(values.rush), peakPerSecond: Number(values.peak), log: console.log });
    console.log(`Rush over: ${report.paid} of ${report.sent} paid, ￥${(report.amount / 100).toFixed(2)}; refused: ${JSON.stringify(report.refused)}`);
  }
  process.once('SIGINT', () => {
    void sim.stop().then(() => {
      for (const d of sim.devices) console.log(`${d.serialNumber}: ${d.beats} heartbeats, ${d.commands} commands`);
      process.exit(0);
    });
  });
}

// Run only as a program; a browser test imports the functions and starts the fleet in-process.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
