import SparkMD5 from 'spark-md5';

/** The request envelope every call carries (DESIGN §3, spec §9). */
export interface Envelope<C = unknown> {
  version: '1.0';
  nonceStr: string;
  timestamp: number;
  signType: 'md5';
  sign: string;
  content: C;
}

export const ENVELOPE_VERSION = '1.0';
export const SIGN_TYPE = 'md5';
/** Requests whose timestamp is further than this from the server clock are refused. */
export const ENVELOPE_WINDOW_MS = 300_000;
/**
 * Key of calls made before login (device login, the public logo): not a secret, so their sign only proves the
 * request intact and fresh. Every logged-in call is signed with the `sign_key` its login returned (DESIGN §3).
 */
export const PUBLIC_SIGN_KEY = 'cloud-canteen-public';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomNonce(length = 6): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

/** The signed string: compact JSON of content as sent, then the other fields in alphabetical order, then the key. */
export function signOf(contentJson: string, nonceStr: string, timestamp: number | string, secret: string): string {
  const text = `content=${contentJson}&nonceStr=${nonceStr}&signType=${SIGN_TYPE}&timestamp=${timestamp}&version=${ENVELOPE_VERSION}&key=${secret}`;
  return SparkMD5.hash(text).toUpperCase();
}

export function buildEnvelope<C>(content: C, secret: string, now = Date.now(), nonceStr = randomNonce()): Envelope<C> {
  const contentJson = JSON.stringify(content ?? {});
  return {
    version: ENVELOPE_VERSION,
    nonceStr,
    timestamp: now,
    signType: SIGN_TYPE,
    sign: signOf(contentJson, nonceStr, now, secret),
    content: (content ?? {}) as C,
  };
}

/** GET sends the envelope as query parameters with content as a JSON string. */
export function envelopeQuery(env: Envelope): Record<string, string> {
  return {
    version: env.version,
    nonceStr: env.nonceStr,
    timestamp: String(env.timestamp),
    signType: env.signType,
    sign: env.sign,
    content: JSON.stringify(env.content),
  };
}
