import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db/db';

/**
 * Secrets at rest (bank keys, app secrets, the login key pair, payment-code keys): AES-256-GCM under the sealing
 * key, with where the value belongs (merchant, setting, field) bound as associated data, so a ciphertext copied
 * into another merchant's or field's place does not open. The sealing key is never derived from another secret:
 * it is SETTINGS_KEY, or a random key file made in the data directory on first start (docs/SECURITY.md).
 *
 * Sealed text: `v2:<key id>:<base64 iv|tag|body>`. The key id names the key that sealed it, so a value sealed
 * under a previous key still opens during a rotation and the re-seal knows what to rewrite. `v1:` values were
 * sealed under a key derived from SETTINGS_KEY or the request-sign secret (public by default); they open for
 * the re-seal only, which runs at start.
 */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
export const KEY_FILE = 'sealing.key';

interface Key {
  id: string;
  bytes: Buffer;
}

export interface SealingKeys {
  current: Key;
  /** Keys a value may still be sealed under: SETTINGS_KEY_PREVIOUS, a rotated key file. */
  previous: Key[];
  /** Keys of the v1 format, tried in order. */
  legacy: Buffer[];
  /** Where the current key came from, for the start-up log. */
  source: 'SETTINGS_KEY' | 'key file';
  /** The key file was made just now. */
  created: boolean;
  keyFile?: string;
}

const keyId = (bytes: Buffer) => createHmac('sha256', bytes).update('cloud canteen sealing key id').digest('hex').slice(0, 8);
const keyOf = (bytes: Buffer): Key => ({ id: keyId(bytes), bytes });

/** SETTINGS_KEY: 32 random bytes in base64 (`openssl rand -base64 32`), or a passphrase of at least 32 characters. */
export function keyFromSetting(value: string): Buffer {
  const text = value.trim();
  const raw = Buffer.from(text, 'base64');
  if (raw.length === 32 && raw.toString('base64') === text) return raw;
  if (text.length < 32) throw new Error('SETTINGS_KEY must be 32 random bytes in base64 (openssl rand -base64 32) or a passphrase of at least 32 characters');
  return scryptSync(text, 'cloud-canteen sealing key', 32);
}

const legacyKey = (material: string) => scryptSync(material, 'cloud-canteen settings secrets', 32);
// The request-sign secret's old default: v1 values of an install that set neither setting were sealed under it.
const LEGACY_MATERIAL = 'cloud-canteen-dev-sign-secret';

function readKeyFile(file: string): Buffer {
  const raw = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (raw.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return raw;
}

/** Writes a new random key file readable by its owner only; refuses to overwrite one. */
export function writeNewKeyFile(file: string): Buffer {
  const bytes = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${bytes.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return bytes;
}

export interface SealingSettings {
  dataDir: string;
  settingsKey?: string;
  /** Comma-separated earlier values of SETTINGS_KEY, during a rotation. */
  previousKeys?: string;
  /** SIGN_SECRET, if an old install set it: v1 values may be sealed under it. */
  legacySignSecret?: string;
}

/** The keys of this install: SETTINGS_KEY when set, otherwise the key file in the data directory (made when missing). */
export function loadSealingKeys(s: SealingSettings): SealingKeys {
  const previous = (s.previousKeys ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  const legacy = [s.settingsKey, ...previous, s.legacySignSecret, LEGACY_MATERIAL].filter((v): v is string => !!v).map(legacyKey);
  const keyFile = path.join(s.dataDir, KEY_FILE);
  const oldFile = `${keyFile}.previous`;
  const rotated = fs.existsSync(oldFile) ? [keyOf(readKeyFile(oldFile))] : [];
  if (s.settingsKey) {
    // A key file left from before SETTINGS_KEY was set may still have sealed values.
    const fromFile = fs.existsSync(keyFile) ? [keyOf(readKeyFile(keyFile))] : [];
    return { current: keyOf(keyFromSetting(s.settingsKey)), previous: [...previous.map((p) => keyOf(keyFromSetting(p))), ...fromFile, ...rotated], legacy, source: 'SETTINGS_KEY', created: false };
  }
  let created = false;
  let bytes: Buffer;
  try {
    bytes = readKeyFile(keyFile);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    try {
      bytes = writeNewKeyFile(keyFile);
      created = true;
    } catch (w) {
      // Another process made it between our read and write: use theirs.
      if ((w as NodeJS.ErrnoException).code !== 'EEXIST') throw w;
      bytes = readKeyFile(keyFile);
    }
  }
  return { current: keyOf(bytes), previous: [...previous.map((p) => keyOf(keyFromSetting(p))), ...rotated], legacy, source: 'key file', created, keyFile };
}

let installed: SealingKeys | undefined;

/** Sets this process's keys; the first install wins (a test process starting several servers keeps one ring). */
export function installSealingKeys(keys: SealingKeys): SealingKeys {
  installed ??= keys;
  return installed;
}

/** Replaces the keys (the re-seal command after making a new key file). */
export function replaceSealingKeys(keys: SealingKeys): void {
  installed = keys;
}

function ring(): SealingKeys {
  if (!installed) throw new Error('sealing keys are not loaded (installSealingKeys at start)');
  return installed;
}

export function seal(plain: string, context: string): string {
  const key = ring().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${key.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

function openWith(key: Buffer, data: string, context: string): string {
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export function open(sealed: string, context: string): string {
  const keys = ring();
  const parts = sealed.split(':');
  if (parts[0] === VERSION && parts.length === 3) {
    const key = [keys.current, ...keys.previous].find((k) => k.id === parts[1]);
    if (!key) throw new Error(`sealed under an unknown key ${parts[1]} (set SETTINGS_KEY_PREVIOUS)`);
    return openWith(key.bytes, parts[2], context);
  }
  if (parts[0] === LEGACY_VERSION && parts.length === 2) {
    for (const key of keys.legacy) {
      try {
        return openWith(key, parts[1], context);
      } catch {
        // the next legacy key
      }
    }
  }
  throw new Error('not a sealed secret, or sealed under a key this install does not have');
}

/** Whether a sealed value needs the re-seal: an old format or a key other than the current one. */
export function isStale(sealed: string): boolean {
  const parts = sealed.split(':');
  return !(parts[0] === VERSION && parts[1] === ring().current.id);
}

/** The value sealed under the current key when it is stale (opened with any key of the ring), otherwise null. */
export function resealIfStale(sealed: string, context: string): string | null {
  return isStale(sealed) ? seal(open(sealed, context), context) : null;
}

/**
 * A place where sealed values are kept. Each module that keeps some exports one; the re-seal (at start and as a
 * command) walks them all. `reseal` rewrites every stale value it owns with `next` and returns how many.
 */
export interface SealedLocation {
  name: string;
  /** Rewrites every stale value it keeps with `resealIfStale`; returns how many it rewrote. */
  reseal(db: Db): Promise<number>;
}

/** A column of sealed values: one row per key, its context computed from the row. */
export interface SealedColumn<R extends Record<string, unknown>> {
  table: string;
  key: string;
  column: string;
  /** Further columns the context needs. */
  also?: string[];
  context(row: R): string;
  /** Run first (e.g. dropping values that will never be read again). */
  before?: string;
  /** An older version kept this column in clear: such values are sealed too. */
  wasClear?(value: string): boolean;
}

/** The re-seal of one column: every value that is stale (or in clear) rewritten under the current key. */
export function sealedColumn<R extends Record<string, unknown>>(name: string, c: SealedColumn<R>): SealedLocation {
  return {
    name,
    async reseal(db) {
      if (c.before) await db.query(c.before);
      const columns = [c.key, c.column, ...(c.also ?? [])].join(', ');
      const rows = await db.query<R>(`SELECT ${columns} FROM ${c.table} WHERE ${c.column} IS NOT NULL FOR UPDATE`);
      let n = 0;
      for (const row of rows) {
        const value = row[c.column] as string;
        const next = c.wasClear?.(value) ? seal(value, c.context(row)) : resealIfStale(value, c.context(row));
        if (next === null) continue;
        await db.query(`UPDATE ${c.table} SET ${c.column} = $2 WHERE ${c.key} = $1`, [row[c.key], next]);
        n++;
      }
      return n;
    },
  };
}

/** Re-seals every location in one transaction: all values end under the current key, or none changed. */
export async function resealAll(db: Db, locations: readonly SealedLocation[]): Promise<Record<string, number>> {
  return db.tx(async (tx) => {
    const counts: Record<string, number> = {};
    for (const location of locations) counts[location.name] = await location.reseal(tx);
    return counts;
  });
}

/** What a reply shows of a secret: never all of it; the last 4 characters only when it is long enough. */
export function mask(plain: string): string {
  if (!plain) return '';
  return plain.length > 8 ? `****${plain.slice(-4)}` : '****';
}
