import { z } from 'zod';
import { endpoint, PREFIX } from '../endpoint';
import { randomNonce } from '../envelope';

/** The OAuth2 token call is plain form-encoded OAuth (DESIGN §4), not an envelope call. */
export const OAUTH_TOKEN_PATH = `${PREFIX.auth}/oauth/token`;
export const OAUTH_PUBLIC_KEY_PATH = `${PREFIX.auth}/oauth/public-key`;
/** The console's OAuth client: public (RFC 6749 §2.1, a browser keeps no secret), so its logins need no client secret. */
export const CONSOLE_CLIENT_ID = 'yunshitang';

export interface OAuthTokenReply {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  username: string;
  merchant_id: number | null;
  cust_eff_id: number | null;
  /** Key that signs every envelope of this login (DESIGN §3); gone with the token at logout or expiry. */
  sign_key: string;
}
export interface OAuthErrorReply {
  error: string;
  error_description: string;
}
export interface PublicKeyReply {
  keyId: string;
  alg: 'RSA-OAEP-256';
  /** base64 DER SubjectPublicKeyInfo */
  spki: string;
}

/** An RSA-OAEP ciphertext of `passwordPlaintext`, base64. */
export const encryptedPassword = z
  .string()
  .min(1)
  .max(2048)
  .describe('base64 RSA-OAEP-256 ciphertext of {"password", "ts", "nonce"} (see the token call); accepted once, within 300 s of its ts');

/**
 * What a client encrypts for a password field: the password with the time and a one-time nonce, so the server can
 * refuse a captured ciphertext sent again (its time is off by more than the envelope window, or its nonce was seen).
 */
export const passwordPlaintextSchema = z.object({ password: z.string().min(1), ts: z.int(), nonce: z.string().regex(/^[!-~]{8,64}$/) });

export function passwordPlaintext(password: string, now = Date.now(), nonce = randomNonce(16)): string {
  return JSON.stringify({ password, ts: now, nonce } satisfies z.input<typeof passwordPlaintextSchema>);
}

export const authEndpoints = [
  endpoint({
    id: 'auth.logout',
    method: 'DELETE',
    path: `${PREFIX.auth}/token/logout`,
    access: 'session',
    input: z.object({}),
    output: z.null(),
    summary: 'Revoke the current token',
  }),
] as const;
