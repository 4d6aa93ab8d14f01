import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCipheriv, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@canteen/contract';
import { startTestServer, type TestServer } from '../testing/server';
import { sealedLocations } from '../sealedLocations';
import { isStale, keyFromSetting, loadSealingKeys, open, replaceSealingKeys, resealAll, seal, type SealingKeys } from './sealing';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sealing-'));
const PUBLIC_SIGN_DEFAULT = 'cloud-canteen-dev-sign-secret';

/** A value as the first version sealed it: under a key derived from whatever material the install had. */
function sealV1(plain: string, context: string, material: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', scryptSync(material, 'cloud-canteen settings secrets', 32), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

describe('the sealing key', () => {
  it('is a random key file made on first start, owner-only, and the same on the next start', () => {
    const dataDir = tmp();
    const first = loadSealingKeys({ dataDir });
    expect(first).toMatchObject({ source: 'key file', created: true });
    const file = path.join(dataDir, 'sealing.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = loadSealingKeys({ dataDir });
    expect(again.created).toBe(false);
    expect(again.current.id).toBe(first.current.id);
    expect(loadSealingKeys({ dataDir: tmp() }).current.id).not.toBe(first.current.id);
  });

  it('is never derived from the request-sign secret', () => {
    const keys = loadSealingKeys({ dataDir: tmp(), legacySignSecret: 'a-sign-secret-anyone-may-know-0001' });
    for (const material of ['a-sign-secret-anyone-may-know-0001', PUBLIC_SIGN_DEFAULT]) {
      expect(keys.current.bytes.equals(scryptSync(material, 'cloud-canteen settings secrets', 32))).toBe(false);
    }
  });

  it('is SETTINGS_KEY when set: 32 bytes in base64 or a long passphrase, never a short one', () => {
    const raw = randomBytes(32);
    const keys = loadSealingKeys({ dataDir: tmp(), settingsKey: raw.toString('base64') });
    expect(keys).toMatchObject({ source: 'SETTINGS_KEY', created: false });
    expect(keys.current.bytes.equals(raw)).toBe(true);
    expect(keyFromSetting('x'.repeat(40))).toHaveLength(32);
    expect(() => keyFromSetting('short-passphrase')).toThrow(/SETTINGS_KEY/);
  });
});

// Server test files share a worker's modules (vitest.config.ts, isolate: false): the run's ring goes back when done.
afterAll(() => replaceSealingKeys(loadSealingKeys({ dataDir: tmp(), settingsKey: process.env.SETTINGS_KEY })));

describe('sealed values', () => {
  let keysA: SealingKeys;
  let keysB: SealingKeys;
  beforeAll(() => {
    keysA = loadSealingKeys({ dataDir: tmp() });
    keysB = loadSealingKeys({ dataDir: tmp() });
  });

  it('name their key, open only in their own place, and open under a previous key during a rotation', () => {
    replaceSealingKeys(keysA);
    const a = seal('bank-private-key', '1/abcBank/privateKey');
    expect(a).toMatch(new RegExp(`^v2:${keysA.current.id}:`));
    expect(open(a, '1/abcBank/privateKey')).toBe('bank-private-key');
    expect(() => open(a, '2/abcBank/privateKey')).toThrow();
    replaceSealingKeys(keysB);
    expect(() => open(a, '1/abcBank/privateKey')).toThrow(/unknown key/);
    replaceSealingKeys({ ...keysB, previous: [keysA.current] });
    expect(open(a, '1/abcBank/privateKey')).toBe('bank-private-key');
    expect(isStale(a)).toBe(true);
    expect(isStale(seal('x', 'c'))).toBe(false);
  });

  it('of the first version open for the re-seal, under SETTINGS_KEY, SIGN_SECRET or the old public default', () => {
    const keys = loadSealingKeys({ dataDir: tmp(), legacySignSecret: 'old-sign-secret' });
    replaceSealingKeys(keys);
    expect(open(sealV1('one', 'c', PUBLIC_SIGN_DEFAULT), 'c')).toBe('one');
    expect(open(sealV1('two', 'c', 'old-sign-secret'), 'c')).toBe('two');
    expect(isStale(sealV1('one', 'c', PUBLIC_SIGN_DEFAULT))).toBe(true);
  });
});

describe('secrets at rest in the database', () => {
  let t: TestServer;
  let admin: string;
  let serverKeys: SealingKeys;
  beforeAll(async () => {
    // The process's ring is already set by the tests above; the server keeps it (the first install wins).
    serverKeys = loadSealingKeys({ dataDir: tmp(), settingsKey: process.env.SETTINGS_KEY });
    replaceSealingKeys(serverKeys);
    t = await startTestServer();
    admin = await t.token();
  });
  afterAll(() => t.close());

  const dump = async () => {
    const tables = await t.db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
    const parts: string[] = [];
    for (const { name } of tables) parts.push(...(await t.db.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`)).map((r) => r.row));
    return parts.join('\n');
  };
  const sealedIn = (text: string) => [...text.matchAll(/v[12]:[A-Za-z0-9+/=:]+/g)].map((m) => m[0]);

  it('a dump shows no secret in clear and none that opens with a key it holds or a public default', async () => {
    const bank = { enabled: true, merchantNo: '103881234567', terminalId: 'T1', appId: '', gatewayUrl: 'https://pay.example', platformPublicKey: 'PUB', privateKey: 'bank-private-key-0001', apiKey: 'bank-api-key-0002' };
    expect((await t.call('settings.abcBankSave', bank, { token: admin })).code).toBe(Code.OK);
    expect((await t.call('settings.certApply', { bank: 'abcBank' }, { token: admin })).code).toBe(Code.OK);
    const text = await dump();
    for (const secret of ['bank-private-key-0001', 'bank-api-key-0002', 'PRIVATE KEY']) expect(text).not.toContain(secret);
    const sealed = sealedIn(text);
    expect(sealed.length).toBeGreaterThanOrEqual(3); // the login key pair, the two bank secrets, the certificate key
    // What a thief with the dump (and the public sign default) can try: none of it opens.
    replaceSealingKeys({ ...loadSealingKeys({ dataDir: tmp() }), legacy: [scryptSync(PUBLIC_SIGN_DEFAULT, 'cloud-canteen settings secrets', 32)] });
    for (const value of sealed) expect(() => open(value, '1/abcBank/privateKey')).toThrow();
    replaceSealingKeys(serverKeys);
  });

  it('a login key pair kept in clear by an older version is sealed, and the re-seal moves every value to a new key', async () => {
    // An older version: the login key in clear, a bank secret under the public default.
    const pem = (await t.db.query<{ key_id: string; private_pem: string }>(`SELECT key_id, private_pem FROM server_keys`))[0]!;
    await t.db.query(`UPDATE server_keys SET private_pem = $2 WHERE key_id = $1`, [pem.key_id, open(pem.private_pem, `server-key/password/${pem.key_id}`)]);
    const stored = (await t.db.query<{ value: Record<string, string> }>(`SELECT value FROM merchant_settings WHERE merchant_id = 1 AND key = 'config.abcBank'`))[0]!.value;
    stored.apiKey = sealV1('bank-api-key-0002', '1/abcBank/apiKey', PUBLIC_SIGN_DEFAULT);
    await t.db.query(`UPDATE merchant_settings SET value = $1 WHERE merchant_id = 1 AND key = 'config.abcBank'`, [JSON.stringify(stored)]);
    expect(await dump()).toContain('PRIVATE KEY');

    // Rotation: a new current key, the old one previous.
    const next = loadSealingKeys({ dataDir: tmp() });
    replaceSealingKeys({ ...next, previous: [serverKeys.current], legacy: serverKeys.legacy });
    const counts = await resealAll(t.db, sealedLocations);
    expect(counts).toMatchObject({ server_keys: 1, 'merchant_settings (configurations)': 2, cert_applications: 1 });
    const text = await dump();
    expect(text).not.toContain('PRIVATE KEY');
    for (const value of sealedIn(text)) expect(value.startsWith(`v2:${next.current.id}:`), value).toBe(true);
    expect(Object.values(await resealAll(t.db, sealedLocations)).every((n) => n === 0)).toBe(true);

    // Only the new key is needed now: the secrets read back as before.
    replaceSealingKeys(next);
    const r = await t.call<{ apiKey: string; privateKey: string }>('settings.abcBankGet', {}, { token: admin });
    expect(r.data).toMatchObject({ apiKey: '****0002', privateKey: '****0001' });
  });
});
