import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * Secrets of the merchant's configurations (bank keys, app secrets) at rest: AES-256-GCM with a key derived by
 * scrypt from SETTINGS_KEY, or from SIGN_SECRET when that is not set. The merchant, setting and field are bound
 * as associated data, so a ciphertext copied into another merchant's or field's place does not decrypt.
 */
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(material: string): Buffer {
  let key = keys.get(material);
  if (!key) {
    key = scryptSync(material, 'cloud-canteen settings secrets', 32);
    keys.set(material, key);
  }
  return key;
}

// The old request-sign default, kept only so data sealed before SETTINGS_KEY existed still opens (issue 11 replaces it
// with a random key file and a re-seal command).
const LEGACY_MATERIAL = 'cloud-canteen-dev-sign-secret';
const currentKey = () => keyOf(process.env.SETTINGS_KEY || process.env.SIGN_SECRET || LEGACY_MATERIAL);

export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function open(sealed: string, context: string): string {
  const [version, data] = sealed.split(':');
  if (version !== VERSION || !data) throw new Error('not a sealed secret');
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', currentKey(), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** What a reply shows of a secret: never all of it; the last 4 characters only when it is long enough. */
export function mask(plain: string): string {
  if (!plain) return '';
  return plain.length > 8 ? `****${plain.slice(-4)}` : '****';
}
