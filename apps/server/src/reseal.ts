import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, sealingSettings } from './config';
import { openDatabase } from './platform/db/open';
import { migrate } from './platform/db/migrate';
import { KEY_FILE, loadSealingKeys, replaceSealingKeys, resealAll, writeNewKeyFile } from './platform/sealing';
import { sealedLocations } from './sealedLocations';

/**
 * `npm run reseal`: re-seals every secret at rest under the current key (docs/SECURITY.md, key rotation).
 * With SETTINGS_KEY: set the new key, the old one in SETTINGS_KEY_PREVIOUS, run this, then drop the old one.
 * With the key file: `npm run reseal -- --new-key-file` makes a new key file and re-seals under it.
 * PGlite: stop the server first (it holds the data directory).
 */
const config = loadConfig();
const newKeyFile = process.argv.includes('--new-key-file');
const settings = sealingSettings(config);
const keyFile = path.join(config.dataDir, KEY_FILE);
const previousFile = `${keyFile}.previous`;

if (newKeyFile) {
  if (config.settingsKey) {
    console.error('SETTINGS_KEY is set: rotate by setting a new SETTINGS_KEY with the old one in SETTINGS_KEY_PREVIOUS, then run npm run reseal');
    process.exit(1);
  }
  // A rotation cut short left the old key beside the new one; finish that one first.
  if (!fs.existsSync(previousFile)) {
    fs.renameSync(keyFile, previousFile);
    writeNewKeyFile(keyFile);
  }
}

const keys = loadSealingKeys(settings);
replaceSealingKeys(keys);
const { db, close } = await openDatabase(config);
try {
  await migrate(db);
  const counts = await resealAll(db, sealedLocations);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`re-sealed ${total} secret(s) under key ${keys.current.id} (${keys.source}): ${JSON.stringify(counts)}`);
  if (fs.existsSync(previousFile)) {
    fs.rmSync(previousFile);
    console.log(`removed the previous key file ${previousFile}`);
  }
  if (config.settingsKeyPrevious) console.log('every secret is under SETTINGS_KEY now: remove SETTINGS_KEY_PREVIOUS');
} finally {
  await close();
}
