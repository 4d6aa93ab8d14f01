import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { encryptRsaOaep, encryptWithForge, encryptWithWebCrypto } from './rsa';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const decrypt = (base64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');

const PASSWORD = 'Pässwörd-密码-123';

afterEach(() => vi.unstubAllGlobals());

describe('password encryption (RSA-OAEP, SHA-256)', () => {
  it('node-forge produces ciphertext the server can decrypt', async () => {
    expect(decrypt(await encryptWithForge(spki, PASSWORD))).toBe(PASSWORD);
  });

  it('WebCrypto produces ciphertext the server can decrypt', async () => {
    expect(decrypt(await encryptWithWebCrypto(spki, PASSWORD, webcrypto.subtle as SubtleCrypto))).toBe(PASSWORD);
  });

  it('falls back to node-forge on pages without crypto.subtle', async () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(decrypt(await encryptRsaOaep(spki, PASSWORD))).toBe(PASSWORD);
  });

  it('each encryption differs (OAEP is randomised)', async () => {
    expect(await encryptWithForge(spki, PASSWORD)).not.toBe(await encryptWithForge(spki, PASSWORD));
  });
});
