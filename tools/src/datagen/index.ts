import { parseArgs } from 'node:util';
import pg from 'pg';
import { POSTGRES_URL } from '../harness/server';
import { generate, PRESETS, type PresetName } from './generate';

/**
 * npx tsx tools/src/datagen/index.ts --url <postgres url> --merchant 1 [--preset 1m|10m] [--people N --months M --orders K]
 * The database must already have the schema and the merchant (start the server once with SEED=demo).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: POSTGRES_URL },
    merchant: { type: 'string', default: '1' },
    preset: { type: 'string' },
    people: { type: 'string' },
    months: { type: 'string' },
    orders: { type: 'string' },
  },
});
if (values.preset && !(values.preset in PRESETS)) throw new Error(`--preset is one of ${Object.keys(PRESETS).join(', ')}`);
const preset = values.preset ? PRESETS[values.preset as PresetName] : undefined;
const people = Number(values.people ?? preset?.people ?? 1000);
const months = Number(values.months ?? preset?.months ?? 1);
const ordersTarget = values.orders ? Number(values.orders) : values.people || values.months ? undefined : preset?.ordersTarget;

const client = new pg.Client({ connectionString: values.url });
await client.connect();
try {
  const r = await generate(client, { merchantId: Number(values.merchant), people, months, ordersTarget, log: (line) => console.log(line) });
  console.log(
    `merchant ${values.merchant}: ${r.people} people, ${r.orders} orders, ${r.txns} money operations, ${r.entries} ledger rows (${r.from} … ${r.to}), ` +
      `root organisation ${r.rootOrgId}, tag ${r.tag}`,
  );
  console.log(`${r.rows} rows in ${r.seconds.toFixed(1)} s: ${Math.round(r.rows / r.seconds)} rows/s`);
} finally {
  await client.end();
}
