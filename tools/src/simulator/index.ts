import { parseArgs } from 'node:util';
import { startSimulator, type DeviceCredentials } from './fleet';

export * from './client';
export * from './fleet';

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
