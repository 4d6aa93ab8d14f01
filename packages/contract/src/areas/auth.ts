import { z } from 'zod';
import { endpoint, PREFIX } from '../endpoint';

/** The OAuth2 token call is plain form-encoded OAuth (DESIGN §4), not an envelope call. */
export const OAUTH_TOKEN_PATH = `${PREFIX.auth}/oauth/token`;
export const OAUTH_PUBLIC_KEY_PATH = `${PREFIX.auth}/oauth/public-key`;
export const DEV_CLIENT = { id: 'yunshitang', secret: 'yunshitang' };

export interface OAuthTokenReply {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  username: string;
  merchant_id: number | null;
  cust_eff_id: number | null;
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

/** An RSA-OAEP ciphertext of a password, base64. */
export const encryptedPassword = z.string().min(1).max(2048);

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
